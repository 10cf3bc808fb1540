//! A trap's elemental damage handed to the player projection, as is (issue 17,
//! item 6): a discolored spot of fire (seed 004) springs on a character with
//! 35% fire resistance; seed 000's GF_FIRE row takes the damage from there
//! (Constant resistance, RULINGS Q6; notes (p) and (s)).
//!
//! The traps crate reports a trap's damage in its own `Element`; `Element::gf`
//! names the projection's type (the fire of a trap is `Gf::Fire`).
//!
//! Run: `cargo run -p roguerules-projection --example fire_trap`.

use roguerules_dice::{Pmf, Sampler, ToPrimitive};
use roguerules_projection::player::{self, PlayerInput};
use roguerules_projection::{Gf, Terrain};
use roguerules_traps::{Depth, DungeonTrap, Effect, Element, TrapParams};

/// The projection type of a trap's elemental damage (`None` for plain physical
/// damage, which seed 000 does not describe).
fn gf_of(element: Element) -> Option<Gf> {
    element.gf()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut rng = Sampler::seed_from_u64(2005);

    // A heavy fire spot on dungeon level 20 (6d30 fire, seed 004).
    let trap = DungeonTrap {
        depth: Depth::from_level(20)?,
        params: TrapParams::DiscoloredSpot { nastiness: 55, heavy: true, element: Element::Fire },
    };
    let sprung = roguerules_traps::trigger(&mut rng, &trap, &roguerules_traps::Player::default())?;

    for effect in &sprung.effects {
        let Effect::Damage { amount, element } = *effect else { continue };
        let Some(gf) = gf_of(element) else {
            println!("{amount} physical damage: not a projection");
            continue;
        };
        // The character: 35% fire resistance, standing on the floor.
        let mut input = PlayerInput::new(gf, amount);
        input.terrain = Terrain::Floor;
        input.player.resist.fire = 35;

        let out = player::project(&mut rng, &input)?;
        println!("the trap deals {amount} {gf}; with 35% fire resistance the character takes {}", out.damage);
        if let Some(c) = out.inventory.fire {
            println!(
                "each fire-hating item is destroyed with a chance in 1000 of {} (potions, scrolls), {} (rods), {} (others)",
                c.potions_scrolls, c.rods, c.other
            );
        }
        // Constant resistance: exactly 35% off, rounded up (RULINGS Q6).
        assert_eq!(out.damage, amount - (amount * 35 + 99) / 100);

        // Exactly, over every heavy fire spot: the trap's 6d30, then the projection.
        let taken = Pmf::dice(6, 30).flat_map(|&dam| player::damage_pmf(&PlayerInput { dam, ..input.clone() }))?;
        let mean = taken.mean();
        println!(
            "a heavy fire spot deals 6d30 (mean 93); the character takes {}..={}, mean {} (about {:.2})",
            taken.min(),
            taken.max(),
            mean,
            mean.to_f64().unwrap_or(f64::NAN)
        );
    }
    Ok(())
}
