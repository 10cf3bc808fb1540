//! A whole melee round: every blow against one monster (seed 003, "Calculating
//! the number of blows per move": "each blow has a separate chance to hit, damage
//! roll, etc."; RULINGS M9).

use super::character::Monster;
use super::damage::{BlowOutcome, Melee};
use super::error::AngbandError;
use roguerules_dice::Roller;

/// A melee round, blow by blow.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RoundOutcome {
    /// The blows struck, in order (fewer than [`Melee::blows`] when the monster
    /// died first).
    pub blows: Vec<BlowOutcome>,
    /// The total damage done.
    pub damage: i64,
    /// Whether the monster died (only known when its hit points were given).
    pub killed: bool,
}

/// Whether `damage` kills a monster with `hp` hit points: the game's monster dies
/// when its hit points fall *below* zero (`hp - damage < 0`), so a 10 HP monster
/// survives 10 damage.
pub const fn kills(hp: u32, damage: i64) -> bool {
    damage > hp as i64
}

/// Every blow of one round against one monster, in order, each with its own hit
/// test, damage and critical ([`blow`](super::blow)); when the monster's hit points are given
/// the round stops as soon as it dies ([`kills`]).
///
/// # Errors
///
/// Only the roller's.
///
/// # Example
///
/// ```
/// use roguerules_melee::angband::{melee_round, Character, Class, Dice, Melee, Monster, Weapon, Weight};
/// use roguerules_dice::Sampler;
///
/// let mut c = Character::new(Class::Warrior, "18/100".parse()?, "18/100".parse()?);
/// c.weapon = Some(Weapon { dice: Dice::new(2, 5)?, weight: Weight::from_tenths(120), ..Weapon::default() });
/// let m = Melee::of(&c)?;
/// let monster = Monster { hp: Some(5), ..Monster::new(20) };
/// let round = melee_round(&mut Sampler::seed_from_u64(1), &m, &monster)?;
/// assert!(round.blows.len() <= usize::from(m.blows.blows));
/// assert_eq!(round.killed, round.damage > 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn melee_round<R: Roller + ?Sized>(r: &mut R, m: &Melee, monster: &Monster) -> Result<RoundOutcome, AngbandError> {
    let mut out = RoundOutcome { blows: Vec::with_capacity(m.blows.blows.into()), damage: 0, killed: false };
    let prepared = m.prepare();
    for _ in 0..m.blows.blows {
        let b = prepared.blow(r, monster)?;
        out.damage += b.damage;
        out.blows.push(b);
        if let Some(hp) = monster.hp
            && kills(hp, out.damage)
        {
            out.killed = true;
            break;
        }
    }
    Ok(out)
}
