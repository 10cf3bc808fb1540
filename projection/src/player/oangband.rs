//! The Oangband 1.1.0 reading of the player section: what the released game's
//! `project_p` (src/spells1.c) does, draw for draw, from its entry to the calls
//! that hand its results to the game, then the player's part of `project_t`
//! up to `teleport_player` / `thrust_away` (the landing is [`super::land`]).
//!
//! Each type's rule is a short program of the steps below (chosen in
//! [`super::program`]), run by the same driver as the seed's. The game's
//! helpers are rule-shaped functions here: `resist_damage` ([`resist`]),
//! `acid_dam` / `elec_dam` / `fire_dam` / `cold_dam` ([`element_dam`]),
//! `pois_dam` and `pois_hit` ([`pois_hit`]), `minus_ac` ([`minus_ac`]),
//! `check_save` ([`check_save`]), `apply_disenchant` ([`apply_disenchant`]),
//! `apply_dispel` ([`dispel`]). `take_hit`, the timed setters, `inven_damage`,
//! `teleport_player*`, `do_dec_stat`, `lose_exp` and `lose_all_info` stay the
//! game's: the outcome says what to hand them (a counter's value for its
//! setter, clamped to `0..=10000` as the setters clamp; the chance `perc` for
//! `inven_damage`, in every kind of [`Chances`]; one stat point per
//! `do_dec_stat` call; the sum of the `lose_exp` amounts). The draws inside
//! those (`set_image`'s display-only `randint(511)` when hallucination starts,
//! `do_dec_stat`'s, `inven_damage`'s per item) are theirs, made by the game
//! after the rule.
//!
//! Every `rand_int(m)` / `randint(m)` of the game is one draw on a span of `m`
//! whenever `m >= 2`, whether or not its result can matter.

use super::input::{Element, PlayerFlags, Slot, Specialties, Stat};
use super::outcome::{AcidDamage, Avoided, Chances, Disenchantment};
use super::pipeline::{Cx, Flow, St};
use super::view::{PlayerInputView, PlayerView};
use crate::source::Class;
use roguerules_dice::{RollError, Roller, retry};
use roguerules_vocab::{Gf, Terrain};

/// The largest value the game's timed setters store (`set_stun` and the others
/// clamp to `0..=10000`).
const SETTER_MAX: i64 = 10_000;

/// `MON_DRAIN_LIFE`: percent of the experience a drain takes.
const DRAIN: i64 = 2;

/// One step of a type's rule under the game's reading.
#[derive(Debug, Clone, Copy)]
pub(crate) enum GameStep {
    /// The cap, the terrain's duck and adjustment, Unlight.
    Strike,
    /// `GF_ROCK`.
    Rock,
    /// `GF_SHOT`.
    Shot,
    /// `GF_ARROW`.
    Arrow,
    /// `GF_MISSILE`, `GF_PMISSILE`.
    Missile,
    /// `GF_WHIP`.
    Whip,
    /// `GF_ACID`, `GF_ELEC`, `GF_FIRE`, `GF_COLD` (with the Morgul cold).
    Elemental(Element),
    /// `GF_POIS`.
    Pois,
    /// `GF_PLASMA`.
    Plasma,
    /// `GF_HELLFIRE`: the fire, the darkness and the save.
    Hellfire,
    /// `GF_HELLFIRE`: fear after a failed save.
    HellfireFear,
    /// `GF_HELLFIRE`: hallucination after a failed save.
    HellfireImage,
    /// `GF_HELLFIRE`: confusion after a failed save.
    HellfireConfusion,
    /// `GF_ICE`.
    Ice,
    /// `GF_LITE`, `GF_DARK`, `GF_MORGUL_DARK`'s first part.
    Blinding(Element),
    /// `GF_MORGUL_DARK`'s powers, one step each (1..=6; the first sets `k`).
    MorgulPower(u8),
    /// `GF_CONFUSION`.
    Confusion,
    /// `GF_SOUND`.
    Sound,
    /// `GF_SHARD`.
    Shard,
    /// `GF_INERTIA`.
    Inertia,
    /// `GF_GRAVITY` (`project_p`).
    Gravity,
    /// `GF_FORCE` (`project_p`).
    Force,
    /// `GF_WATER`.
    Water,
    /// `GF_STORM` (`project_p`): the pure half and the lightning.
    Storm,
    /// `GF_STORM`: the cold quarter.
    StormCold,
    /// `GF_STORM`: the acid quarter.
    StormAcid,
    /// `GF_STORM`: the confusion.
    StormConfusion,
    /// `GF_NEXUS` (`project_p`).
    Nexus,
    /// `GF_NETHER`.
    Nether,
    /// `GF_CHAOS`.
    Chaos,
    /// `GF_DISENCHANT`: the damage, `apply_disenchant`, `remove_player_mana`.
    Disenchant,
    /// `GF_DISENCHANT`: `apply_dispel`, one effect per run.
    Dispel,
    /// `GF_TIME`.
    Time,
    /// `GF_MANA`, `GF_METEOR`: the damage plus the whole terrain adjustment.
    Plain,
    /// `GF_HOLY_ORB`.
    HolyOrb,
    /// `project_t`, `GF_GRAVITY`: the blink of 6.
    GravityBlink,
    /// `project_t`, `GF_FORCE`: `thrust_away` by `3 + dam / 20`.
    Thrust,
    /// `project_t`, `GF_STORM`: the whirl of 6.
    StormWhirl,
    /// `project_t`, `GF_NEXUS`: `apply_nexus`.
    NexusEffects,
}

/// The program of `gf` under the game's reading (`None` for a type
/// `project_p` does nothing with).
pub(crate) fn program(gf: Gf) -> Option<&'static [super::Step]> {
    use super::Step::Game as S;
    use GameStep::*;
    Some(match gf {
        Gf::Rock => &[S(Strike), S(Rock)],
        Gf::Shot => &[S(Strike), S(Shot)],
        Gf::Arrow => &[S(Strike), S(Arrow)],
        Gf::Missile | Gf::Pmissile => &[S(Strike), S(Missile)],
        Gf::Whip => &[S(Strike), S(Whip)],
        Gf::Acid => &[S(Strike), S(Elemental(Element::Acid))],
        Gf::Elec => &[S(Strike), S(Elemental(Element::Elec))],
        Gf::Fire => &[S(Strike), S(Elemental(Element::Fire))],
        Gf::Cold => &[S(Strike), S(Elemental(Element::Cold))],
        Gf::Pois => &[S(Strike), S(Pois)],
        Gf::Plasma => &[S(Strike), S(Plasma)],
        Gf::Hellfire => &[S(Strike), S(Hellfire), S(HellfireFear), S(HellfireImage), S(HellfireConfusion)],
        Gf::Ice => &[S(Strike), S(Ice)],
        Gf::Lite => &[S(Strike), S(Blinding(Element::Light))],
        Gf::Dark => &[S(Strike), S(Blinding(Element::Dark))],
        Gf::MorgulDark => &[
            S(Strike),
            S(Blinding(Element::Dark)),
            S(MorgulPower(1)),
            S(MorgulPower(2)),
            S(MorgulPower(3)),
            S(MorgulPower(4)),
            S(MorgulPower(5)),
            S(MorgulPower(6)),
        ],
        Gf::Confusion => &[S(Strike), S(Confusion)],
        Gf::Sound => &[S(Strike), S(Sound)],
        Gf::Shard => &[S(Strike), S(Shard)],
        Gf::Inertia => &[S(Strike), S(Inertia)],
        Gf::Gravity => &[S(Strike), S(Gravity), S(GravityBlink)],
        Gf::Force => &[S(Strike), S(Force), S(Thrust)],
        Gf::Water => &[S(Strike), S(Water)],
        Gf::Storm => &[S(Strike), S(Storm), S(StormCold), S(StormAcid), S(StormConfusion), S(StormWhirl)],
        Gf::Nexus => &[S(Strike), S(Nexus), S(NexusEffects)],
        Gf::Nether => &[S(Strike), S(Nether)],
        Gf::Chaos => &[S(Strike), S(Chaos)],
        Gf::Disenchant => &[S(Strike), S(Disenchant), S(Dispel)],
        Gf::Time => &[S(Strike), S(Time)],
        Gf::Mana | Gf::Meteor => &[S(Strike), S(Plain)],
        Gf::HolyOrb => &[S(Strike), S(HolyOrb)],
        _ => return None,
    })
}

/// Runs one game step.
pub(crate) fn step<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    s: GameStep,
) -> Result<Flow, RollError> {
    use GameStep as G;
    match s {
        G::Strike => strike(cx, st, r)?,
        G::Rock => rock(cx, st, r)?,
        G::Shot => shot(cx, st, r)?,
        G::Arrow => arrow(cx, st, r)?,
        G::Missile => missile(cx, st, r)?,
        G::Whip => whip(cx, st),
        G::Elemental(e) => {
            let dam = st.dam + st.adj;
            element_dam(cx, st, r, e, dam, Part::Main)?;
            if e == Element::Cold {
                morgul_cold(cx, st, r, dam)?;
            }
        }
        G::Pois => pois(cx, st, r)?,
        G::Plasma => {
            let dam = st.dam + st.adj;
            element_dam(cx, st, r, Element::Elec, (dam + 2) / 2, Part::Elec)?;
            element_dam(cx, st, r, Element::Fire, (dam + 2) / 2, Part::Fire)?;
        }
        G::Hellfire => hellfire(cx, st, r)?,
        G::HellfireFear => {
            if st.power == 1 && !has(cx, PlayerFlags::RESIST_FEAR) {
                let more = randint(r, "hellfire fear randint(30)", 30)? + source_level(cx) * 2;
                bump(&mut st.out.counters.fear, more);
            }
        }
        G::HellfireImage => {
            if st.power == 1 && !resists(cx, Element::Chaos) {
                let more = rand_int(r, "hellfire hallucination rand_int(101)", 101)? + 100;
                hallucinate(st, r, more)?;
            }
        }
        G::HellfireConfusion => {
            if st.power == 1 && !resists(cx, Element::Confusion) {
                let more = rand_int(r, "hellfire confusion rand_int(31)", 31)? + 30;
                bump(&mut st.out.counters.confusion, more);
            }
        }
        G::Ice => ice(cx, st, r)?,
        G::Blinding(e) => blinding(cx, st, r, e)?,
        G::MorgulPower(n) => morgul_power(cx, st, r, n)?,
        G::Confusion => confusion(cx, st, r)?,
        G::Sound => sound(cx, st, r)?,
        G::Shard => shard(cx, st, r)?,
        G::Inertia => {
            let more = rand_int(r, "inertia slow rand_int(5)", 5)? + if st.dam >= 100 { 6 } else { 4 };
            bump(&mut st.out.counters.slow, more);
            take_hit(st, Part::Main, st.dam);
        }
        G::Gravity => gravity(cx, st, r)?,
        G::Force => {
            let dam = st.dam + st.adj;
            if !resists(cx, Element::Sound) {
                let more = randint(r, "force stun randint(20)", 20)?;
                bump(&mut st.out.counters.stun, more);
            }
            take_hit(st, Part::Main, dam);
        }
        G::Water => water(cx, st, r)?,
        G::Storm => storm(cx, st, r)?,
        G::StormCold => storm_cold(cx, st, r)?,
        G::StormAcid => storm_acid(cx, st, r)?,
        G::StormConfusion => storm_confusion(cx, st, r)?,
        G::Nexus => {
            let dam = st.dam;
            let removed = resist(cx, r, "nexus resistance", dam, Element::Nexus, 1)?;
            take_hit(st, Part::Main, dam - removed);
        }
        G::Nether => nether(cx, st, r)?,
        G::Chaos => chaos(cx, st, r)?,
        G::Disenchant => disenchant(cx, st, r)?,
        G::Dispel => return dispel(cx, st, r),
        G::Time => time(cx, st, r)?,
        G::Plain => take_hit(st, Part::Main, st.dam + st.adj),
        G::HolyOrb => {
            let mut dam = st.dam + st.adj / 2;
            if !evil(cx) {
                dam /= 2;
            }
            take_hit(st, Part::Main, dam);
        }
        G::GravityBlink => gravity_blink(cx, st, r)?,
        G::Thrust => st.out.thrust = 3 + cx.input.dam() / 20,
        G::StormWhirl => storm_whirl(cx, st, r)?,
        G::NexusEffects => nexus_effects(cx, st, r)?,
    }
    Ok(Flow::Next)
}

// ---------------------------------------------------------------------------
// The game's draws.

/// `rand_int(m)`: `0..m`, one draw when `m >= 2`, else 0.
fn rand_int<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64) -> Result<i64, RollError> {
    r.uniform(label, 0, m - 1)
}

/// `randint(m)`: `1..=m`, one draw when `m >= 2`, else 1.
fn randint<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64) -> Result<i64, RollError> {
    r.uniform(label, 1, m)
}

/// `rand_int(m) < k`: the same draw, used only through the comparison.
fn rand_int_below<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64, k: i64) -> Result<bool, RollError> {
    Ok(r.compare(label, 0, m - 1, &[k])? < k)
}

/// `rand_int(m) > k`.
fn rand_int_above<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64, k: i64) -> Result<bool, RollError> {
    let cut = k.saturating_add(1);
    Ok(r.compare(label, 0, m - 1, &[cut])? >= cut)
}

/// `randint(m) > k`.
fn randint_above<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64, k: i64) -> Result<bool, RollError> {
    let cut = k.saturating_add(1);
    Ok(r.compare(label, 1, m, &[cut])? >= cut)
}

/// `randint(m) <= k`.
fn randint_at_most<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64, k: i64) -> Result<bool, RollError> {
    Ok(!randint_above(r, label, m, k)?)
}

/// `damroll(n, s)`: `n` draws of `randint(s)`.
fn damroll<R: Roller + ?Sized>(r: &mut R, label: &'static str, n: u32, s: i64) -> Result<i64, RollError> {
    crate::rolls::dice(r, label, n, s)
}

/// `check_save(roll)`: the character saves when `rand_int(roll)` is below the
/// saving-throw skill.
fn check_save<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    r: &mut R,
    label: &'static str,
    roll: i64,
) -> Result<bool, RollError> {
    rand_int_below(r, label, roll, cx.p().save())
}

// ---------------------------------------------------------------------------
// The character as the game asks.

/// `p_resist_pos(X)`: a resistance above 0 percent.
fn resists<V: PlayerInputView>(cx: &Cx<'_, V>, e: Element) -> bool {
    cx.p().resist(e) > 0
}

fn has<V: PlayerInputView>(cx: &Cx<'_, V>, f: PlayerFlags) -> bool {
    cx.p().has(f)
}

/// `check_ability(SP_WOODSMAN)`: the innate ability of rangers and druids
/// (`p_class.txt`).
fn woodsman<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    matches!(cx.p().class(), Class::Ranger | Class::Druid)
}

/// `check_ability(SP_EVIL)`: the innate ability of necromancers and assassins
/// (`p_class.txt`).
fn evil<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    matches!(cx.p().class(), Class::Necromancer | Class::Assassin)
}

/// A monster projects (`who > 0`).
fn monster<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    !cx.input.self_inflicted()
}

/// `r_ptr->flags2 & RF2_MORGUL_MAGIC` of a projecting monster (a Deathlord has
/// the flag in `monster.txt`).
fn morgul<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    monster(cx) && cx.input.source().uses_morgul()
}

/// Sauron or a unique `'W'`, the Deathlord among them.
fn unique_wraith<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    monster(cx) && (cx.input.source().unique_wraith || cx.input.source().deathlord)
}

/// The source's level (0 without a monster: the game reads no race then).
fn source_level<V: PlayerInputView>(cx: &Cx<'_, V>) -> i64 {
    if monster(cx) { cx.input.source().level } else { 0 }
}

// ---------------------------------------------------------------------------
// Handing results over.

/// Where a `take_hit` is reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Main,
    Pure,
    Fire,
    Elec,
    Cold,
    Acid,
    Dark,
    Landing,
}

/// `take_hit(dam)`.
fn take_hit(st: &mut St, part: Part, dam: i64) {
    let p = &mut st.out.parts;
    let field = match part {
        Part::Main => &mut p.main,
        Part::Pure => &mut p.pure,
        Part::Fire => &mut p.fire,
        Part::Elec => &mut p.elec,
        Part::Cold => &mut p.cold,
        Part::Acid => &mut p.acid,
        Part::Dark => &mut p.dark,
        Part::Landing => &mut p.landing,
    };
    *field = field.saturating_add(dam);
}

/// `set_X(p_ptr->X + more)`: the value the setter stores.
fn bump(counter: &mut i64, more: i64) {
    *counter = counter.saturating_add(more).clamp(0, SETTER_MAX);
}

/// `set_image(p_ptr->image + more)`. The setter's display-only
/// `randint(511)` when hallucination starts is the setter's own (the game's).
fn hallucinate<R: Roller + ?Sized>(st: &mut St, _r: &mut R, more: i64) -> Result<(), RollError> {
    bump(&mut st.out.counters.hallucination, more);
    Ok(())
}

/// `lose_exp(amount)`.
fn lose_exp(st: &mut St, amount: i64) {
    st.out.exp_drained = st.out.exp_drained.saturating_add(amount);
}

/// `do_dec_stat(stat)`.
fn dec_stat(st: &mut St, stat: Stat) {
    *st.out.stat_drain.get_mut(stat) += 1;
}

/// The life drain of a Morgul missile (and of Morgul darkness's third power
/// with hold life): with hold life, `randint(100) > 75` takes the small drain,
/// otherwise the large one.
fn drain_life<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let exp = cx.p().exp();
    if has(cx, PlayerFlags::HOLD_LIFE) && randint_above(r, "hold life randint(100) > 75", 100, 75)? {
        lose_exp(st, 200 + exp / 1000 * DRAIN);
    } else {
        lose_exp(st, 200 + exp / 100 * DRAIN);
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// The game's helpers.

/// `resist_damage(dam, X, rand_factor)`: the damage the resistance removes,
/// `(dam * pct + 99) / 100`; a factor above 0 randomises a percentage strictly
/// between 0 and 100 by `rand_int(2 * range + 1)` around it, `range =
/// factor * min(pct, 100 - pct) / 10` (no randomising of a vulnerability).
fn resist<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    r: &mut R,
    label: &'static str,
    dam: i64,
    e: Element,
    factor: i64,
) -> Result<i64, RollError> {
    let mut pct = cx.p().resist(e);
    if factor != 0 && pct > 0 && pct < 100 {
        let range = factor * pct.min(100 - pct) / 10;
        pct = pct - range + rand_int(r, label, 2 * range + 1)?;
    }
    Ok(super::resistance::resistance_removes(dam, pct))
}

/// The element's stat, the `inven_damage` set and the reported part.
fn element_stat(e: Element) -> Stat {
    match e {
        Element::Acid => Stat::Chr,
        Element::Elec => Stat::Dex,
        Element::Fire => Stat::Str,
        _ => Stat::Con,
    }
}

/// `acid_dam`, `elec_dam`, `fire_dam`, `cold_dam` of `dam`: nothing at 0 or
/// less; acid first tries the armour (`minus_ac`, two thirds of the damage if
/// it reached an item); the inventory chance `min(3 + dam / 15, 30)` less the
/// resistance's share of four fifths of it; the resistance; without any
/// resistance `randint(25) == 1` and more than 9 damage drains the element's
/// stat; lightning above 30 damage stuns when `randint(dam - 15) > dam / 2`, by
/// `rand_int(dam > 900 ? 50 : 5 + dam / 20)`.
fn element_dam<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    e: Element,
    dam: i64,
    part: Part,
) -> Result<(), RollError> {
    if dam <= 0 {
        return Ok(());
    }
    let mut dam = dam;
    if e == Element::Acid && minus_ac(cx, st, r, dam)? {
        dam = 2 * dam / 3;
    }
    let mut inv = (3 + dam / 15).min(30);
    inv -= resist(cx, r, "inventory resistance", 4 * inv / 5, e, 0)?;
    dam -= resist(cx, r, "resistance", dam, e, 0)?;
    if !resists(cx, e) && randint_at_most(r, "stat drain randint(25) == 1", 25, 1)? && dam > 9 {
        dec_stat(st, element_stat(e));
    }
    if e == Element::Elec && dam > 30 && randint_above(r, "elec stun randint(dam - 15) > dam / 2", dam - 15, dam / 2)? {
        let more = rand_int(r, "elec stun rand_int(5 + dam / 20)", if dam > 900 { 50 } else { 5 + dam / 20 })?;
        bump(&mut st.out.counters.stun, more);
    }
    take_hit(st, part, dam);
    let chances = Some(Chances { potions_scrolls: inv, rods: inv, other: inv });
    let inventory = &mut st.out.inventory;
    match e {
        Element::Acid => inventory.acid = chances,
        Element::Elec => inventory.elec = chances,
        Element::Fire => inventory.fire = chances,
        _ => inventory.cold = chances,
    }
    Ok(())
}

/// `minus_ac(dam)`: nothing for a shapechanged character; below 15 damage
/// `randint(3) <= 2`, below 25 `randint(2) == 1`, below 50 `randint(3) == 1`
/// spare the armour; otherwise `randint(6)` picks body, shield, cloak, hands,
/// head or feet; an item there loses 1 to-AC unless it ignores acid, and
/// either way the damage is reduced; an item whose base AC plus to-AC is 0 or
/// less is spared.
fn minus_ac<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    dam: i64,
) -> Result<bool, RollError> {
    if cx.p().shapechanged() {
        return Ok(false);
    }
    let spared = match dam {
        ..15 => randint_at_most(r, "minus_ac randint(3) <= 2", 3, 2)?,
        15..25 => randint_at_most(r, "minus_ac randint(2) == 1", 2, 1)?,
        25..50 => randint_at_most(r, "minus_ac randint(3) == 1", 3, 1)?,
        _ => false,
    };
    if spared {
        return Ok(false);
    }
    const SLOTS: [Slot; 6] = [Slot::Body, Slot::Shield, Slot::Cloak, Slot::Hands, Slot::Head, Slot::Feet];
    let pick = randint(r, "minus_ac slot randint(6)", 6)?;
    let slot = SLOTS[usize::try_from(pick - 1).unwrap_or(0) % 6];
    let Some(item) = cx.p().item(slot) else {
        return Ok(false);
    };
    if item.base_ac + item.to_a <= 0 {
        return Ok(false);
    }
    st.out.acid = Some(AcidDamage { slot, ac_loss: if item.ignore_acid { 0 } else { 1 } });
    Ok(true)
}

/// `pois_hit(inc)`: nothing at 0 or less or with 80% poison resistance;
/// otherwise the resistance reduces it, and an already poisoned character
/// gains `2 + randint((inc + 2) / 3) + inc / 3`, another
/// `8 + randint((inc + 1) / 2) + inc / 2`.
fn pois_hit<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    inc: i64,
) -> Result<(), RollError> {
    if inc <= 0 || cx.p().resist(Element::Pois) >= 80 {
        return Ok(());
    }
    let inc = inc - resist(cx, r, "poison resistance", inc, Element::Pois, 0)?;
    let more = if st.out.counters.poison > 0 {
        2 + randint(r, "poison randint((inc + 2) / 3)", (inc + 2) / 3)? + inc / 3
    } else {
        8 + randint(r, "poison randint((inc + 1) / 2)", (inc + 1) / 2)? + inc / 2
    };
    bump(&mut st.out.counters.poison, more);
    Ok(())
}

/// `pois_dam(dam)`: the poison hit of the whole damage, then the damage
/// resisted.
fn pois_dam<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    dam: i64,
) -> Result<(), RollError> {
    if dam <= 0 {
        return Ok(());
    }
    pois_hit(cx, st, r, dam)?;
    let removed = resist(cx, r, "resistance", dam, Element::Pois, 0)?;
    take_hit(st, Part::Main, dam - removed);
    Ok(())
}

/// `apply_disenchant(dam)`: a shapechanged character reverts when
/// `randint(dam) > 20 + dam / 3` and the save against 150 fails, and is
/// otherwise spared; then `randint(8)` picks a slot; an item with a positive
/// bonus resists as an artifact with `rand_int(100) < 70`, else loses 1 from
/// each positive bonus and one more when what is left is above 5 and
/// `rand_int(100) < 20`.
fn apply_disenchant<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    dam: i64,
) -> Result<(), RollError> {
    let p = cx.p();
    if p.shapechanged() && !st.out.reverted {
        if randint_above(r, "disenchant revert randint(dam)", dam, 20 + dam / 3)?
            && !check_save(cx, r, "disenchant revert save 150", 150)?
        {
            st.out.reverted = true;
        } else {
            return Ok(());
        }
    }
    let slot = Slot::ALL[usize::try_from(randint(r, "disenchant slot randint(8)", 8)? - 1).unwrap_or(0) % 8];
    let Some(item) = p.item(slot) else {
        return Ok(());
    };
    if item.to_h <= 0 && item.to_d <= 0 && item.to_a <= 0 {
        return Ok(());
    }
    let mut d = Disenchantment { slot, resisted: false, to_h: 0, to_d: 0, to_a: 0 };
    if item.artifact && rand_int_below(r, "artifact resists rand_int(100) < 70", 100, 70)? {
        d.resisted = true;
    } else {
        d.to_h = bonus_loss(r, item.to_h)?;
        d.to_d = bonus_loss(r, item.to_d)?;
        d.to_a = bonus_loss(r, item.to_a)?;
    }
    st.out.disenchant = Some(d);
    Ok(())
}

/// What one bonus loses in `apply_disenchant`.
fn bonus_loss<R: Roller + ?Sized>(r: &mut R, bonus: i64) -> Result<i64, RollError> {
    let first = i64::from(bonus > 0);
    let left = bonus - first;
    Ok(first + i64::from(left > 5 && rand_int_below(r, "disenchant more rand_int(100) < 20", 100, 20)?))
}

// ---------------------------------------------------------------------------
// The steps.

/// The entry: the damage capped at 1600; rubble ducks the whole projection
/// when `randint(10) == 1`, else takes a sixth off; water and lava adjust by
/// type; trees draw `randint(8)` for everyone, and duck on 1 for a woodsman,
/// else take a sixth off; an Unlight character on an unlit grid without light
/// takes a quarter off.
fn strike<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let i = cx.input;
    let dam = i.dam().min(super::PLAYER_DAMAGE_CAP);
    st.dam = dam;
    let fiery = matches!(i.gf(), Gf::Fire | Gf::Hellfire | Gf::Plasma);
    let watery = matches!(i.gf(), Gf::Water | Gf::Storm);
    let mut adj = 0;
    match i.terrain() {
        Terrain::Rubble => {
            if randint_at_most(r, "rubble duck randint(10) == 1", 10, 1)? {
                st.out.avoided = Some(Avoided::Terrain);
                return Ok(());
            }
            adj -= dam / 6;
        }
        Terrain::Water => {
            adj = if fiery {
                -(dam / 4)
            } else if watery {
                dam / 2
            } else {
                dam / 10
            };
        }
        Terrain::Lava => {
            if watery || matches!(i.gf(), Gf::Cold | Gf::Ice) {
                adj -= dam / 4;
            } else if fiery {
                adj = dam / 4;
            }
        }
        Terrain::Tree => {
            if randint_at_most(r, "tree duck randint(8) == 1", 8, 1)? && woodsman(cx) {
                st.out.avoided = Some(Avoided::Terrain);
                return Ok(());
            }
            adj -= dam / 6;
        }
        Terrain::Floor => {}
    }
    if i.dark() && i.player().light_radius() <= 0 && i.player().specialty(Specialties::UNLIGHT) {
        adj -= dam / 4;
    }
    st.adj = adj;
    Ok(())
}

/// `check_ability(SP_EVASION) & (randint(75) <= evasion_chance)`: the roll is
/// drawn whether or not the character has the specialty.
fn evades<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, r: &mut R) -> Result<bool, RollError> {
    let p = cx.p();
    let roll = randint_at_most(r, "evasion randint(75)", 75, p.evasion_chance())?;
    Ok(p.specialty(Specialties::EVASION) && roll)
}

/// Whether the character is alert (not blind, confused or paralysed): only
/// then can it dodge.
fn alert<V: PlayerInputView>(cx: &Cx<'_, V>) -> bool {
    let c = &cx.p().counters();
    c.blind == 0 && c.confusion == 0 && c.paralysis == 0
}

/// The dodging skill: `2 * (adj_dex_ta - 124) + energy + 5 * adj_str_wgt * 100
/// / max(total_weight, 300)` (the input's `dex_to_hit` is `adj_dex_ta - 128`,
/// its `weight_limit` `adj_str_wgt * 10`).
fn dodging<V: PlayerInputView>(cx: &Cx<'_, V>) -> i64 {
    let p = cx.p();
    2 * (p.dex_to_hit() + 4) + p.energy() + 5 * (p.weight_limit() / 10) * 100 / p.total_weight().max(300)
}

/// `AC + to_a`, capped at 150: the armour's share of a missile.
fn armour<V: PlayerInputView>(cx: &Cx<'_, V>) -> i64 {
    cx.p().ac().min(150)
}

/// `GF_ROCK`.
fn rock<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    if evades(cx, r)? {
        st.out.avoided = Some(Avoided::Evasion);
        return Ok(());
    }
    if alert(cx)
        && monster(cx)
        && rand_int_below(r, "boulder dodge 10 + rand_int(level)", source_level(cx), dodging(cx) - 10)?
    {
        st.out.avoided = Some(Avoided::Dodge);
        return Ok(());
    }
    let mut dam = st.dam;
    if dam != 0 {
        dam += st.adj;
        dam -= dam * armour(cx) / 300;
        if rand_int_below(r, "crushed rand_int(3) == 0", 3, 1)? {
            bump(&mut st.out.counters.stun, (dam / 2).min(50));
        }
        take_hit(st, Part::Main, dam);
    }
    Ok(())
}

/// `GF_SHOT`.
fn shot<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    if evades(cx, r)? {
        st.out.avoided = Some(Avoided::Evasion);
        return Ok(());
    }
    if monster(cx)
        && rand_int_below(r, "glance 10 + rand_int(level) < base AC", source_level(cx), cx.p().base_ac() - 10)?
    {
        st.out.avoided = Some(Avoided::Glance);
        return Ok(());
    }
    let mut dam = st.dam;
    dam -= dam * armour(cx) / 250;
    if dam != 0 {
        dam += st.adj;
        if rand_int_below(r, "shot stun rand_int(4) == 0", 4, 1)? {
            bump(&mut st.out.counters.stun, (dam / 3).min(30));
        }
        if rand_int_below(r, "shot cut rand_int(4) == 0", 4, 1)? {
            bump(&mut st.out.counters.cut, (dam / 3).min(30));
        }
        take_hit(st, Part::Main, dam);
    }
    Ok(())
}

/// `GF_ARROW`.
fn arrow<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let p = cx.p();
    let mut dam = st.dam + st.adj;
    if evades(cx, r)? {
        st.out.avoided = Some(Avoided::Evasion);
        return Ok(());
    }
    if monster(cx)
        && !randint_above(r, "arrow miss randint((10 + level) * 5)", (10 + source_level(cx)) * 5, armour(cx) - 1)?
    {
        // The message's draw, made only above 9 base AC.
        if p.base_ac() > 9 {
            r.compare("arrow glance message rand_int(2)", 0, 1, &[])?;
        }
        st.out.avoided = Some(Avoided::Miss);
        return Ok(());
    }
    if let Some(s) = p.shield().filter(|s| !s.on_back) {
        let mastery = if p.specialty(Specialties::SHIELD_MASTERY) { 3 } else { 0 };
        if rand_int_below(r, "shield rand_int(48)", 48, s.base_ac + mastery)? {
            st.out.avoided = Some(Avoided::Shield);
            return Ok(());
        }
    }
    dam -= dam * armour(cx) / 250;
    if dam != 0 {
        take_hit(st, Part::Main, dam);
        if rand_int_below(r, "arrow cut rand_int(2) == 0", 2, 1)? {
            bump(&mut st.out.counters.cut, (dam / 2).min(50));
        }
    }
    Ok(())
}

/// `GF_MISSILE`, `GF_PMISSILE`: the kind of hit `k` (0 plain, 1 poisoned, 2
/// life drain, 3 stat drain, 4 and 5 the Black Breath), drawn only for a
/// poisoned missile from a Morgul monster; after the stat drain the game's
/// loop leaves `k` at 6, so the Black Breath follows.
fn missile<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj;
    if evades(cx, r)? {
        st.out.avoided = Some(Avoided::Evasion);
        return Ok(());
    }
    if alert(cx)
        && monster(cx)
        && rand_int_below(r, "missile dodge rand_int(40 + 3 * level / 2)", 40 + 3 * source_level(cx) / 2, dodging(cx))?
    {
        st.out.avoided = Some(Avoided::Dodge);
        return Ok(());
    }
    if dam == 0 {
        return Ok(());
    }
    let s = &cx.input.source();
    let k = if cx.input.gf() != Gf::Pmissile {
        0
    } else if !morgul(cx)
        || (s.archer && !s.adjacent && randint_above(r, "archer randint(100) > freq", 100, s.ranged_freq)?)
    {
        1
    } else if unique_wraith(cx) {
        randint(r, "wraith randint(5)", 5)?
    } else {
        let k = randint(r, "morgul randint(2)", 2)?;
        if s.level > 50 {
            // `randint(3) == 0` is never true, but is drawn.
            r.compare("morgul randint(3) == 0", 1, 3, &[])?;
        }
        k
    };
    if k < 4 {
        dam -= dam * armour(cx) / 250;
    }
    match k {
        0 => take_hit(st, Part::Main, dam),
        1 | 2 => {
            take_hit(st, Part::Main, dam);
            pois_hit(cx, st, r, dam + 5)?;
            if k == 2 {
                drain_life(cx, st, r)?;
            }
        }
        3 => {
            take_hit(st, Part::Main, dam);
            pois_hit(cx, st, r, dam + 5)?;
            for stat in Stat::ALL {
                dec_stat(st, stat);
            }
        }
        _ => {}
    }
    // After the stat loop the game's `k` is 6: the Black Breath's block runs
    // for 3 as for 4 and 5.
    if k >= 3 {
        take_hit(st, Part::Main, dam);
        pois_hit(cx, st, r, dam + 5)?;
        drain_life(cx, st, r)?;
        st.out.black_breath = true;
    }
    Ok(())
}

/// `GF_WHIP`: an animal's spit does nothing.
fn whip<V: PlayerInputView>(cx: &Cx<'_, V>, st: &mut St) {
    let dam = st.dam + st.adj;
    if !(monster(cx) && cx.input.source().animal) {
        take_hit(st, Part::Main, dam);
    }
}

/// `GF_COLD` from a Morgul monster, after `cold_dam`: without cold resistance,
/// or without immunity and `rand_int(3) == 0`, `randint(3)` picks constitution
/// (150+ damage), a drain (250+, no hold life) or, at 400+, paralysis
/// `rand_int(3) + 2`, fear `rand_int(21) + 10` and a drain of 5%.
fn morgul_cold<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    dam: i64,
) -> Result<(), RollError> {
    if !morgul(cx) {
        return Ok(());
    }
    let pct = cx.p().resist(Element::Cold);
    let hit = pct <= 0 || (pct < 100 && rand_int_below(r, "morgul cold rand_int(3) == 0", 3, 1)?);
    if !hit {
        return Ok(());
    }
    let exp = cx.p().exp();
    match randint(r, "morgul cold randint(3)", 3)? {
        1 if dam >= 150 => dec_stat(st, Stat::Con),
        2 if dam >= 250 && !has(cx, PlayerFlags::HOLD_LIFE) => lose_exp(st, 200 + exp / 100 * DRAIN),
        3 if dam >= 400 => {
            if !has(cx, PlayerFlags::FREE_ACTION) {
                let more = rand_int(r, "morgul cold paralysis rand_int(3)", 3)? + 2;
                bump(&mut st.out.counters.paralysis, more);
            }
            if !has(cx, PlayerFlags::RESIST_FEAR) {
                let more = rand_int(r, "morgul cold fear rand_int(21)", 21)? + 10;
                bump(&mut st.out.counters.fear, more);
            }
            if !has(cx, PlayerFlags::HOLD_LIFE) {
                lose_exp(st, 200 + exp / 20 * DRAIN);
            }
        }
        _ => {}
    }
    Ok(())
}

/// `GF_POIS`: half the terrain adjustment; a Morgul monster's poison is also
/// acid (`acid_dam(dam / 3)`) and may paralyse and blind (saves against
/// `dam / 2 + 20`).
fn pois<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj / 2;
    if morgul(cx) {
        element_dam(cx, st, r, Element::Acid, dam / 3, Part::Acid)?;
    }
    pois_dam(cx, st, r, dam)?;
    if morgul(cx) {
        if !has(cx, PlayerFlags::FREE_ACTION) && !check_save(cx, r, "morgul poison paralysis save", dam / 2 + 20)? {
            let more = rand_int(r, "morgul poison paralysis rand_int(3)", 3)? + 2;
            bump(&mut st.out.counters.paralysis, more);
        }
        if !has(cx, PlayerFlags::RESIST_BLIND) && !check_save(cx, r, "morgul poison blind save", dam / 2 + 20)? {
            let more = rand_int(r, "morgul poison blind rand_int(17)", 17)? + 16;
            bump(&mut st.out.counters.blind, more);
        }
    }
    Ok(())
}

/// `GF_HELLFIRE`: `fire_dam(2 * dam / 3)`, then darkness resists the whole
/// damage and takes a third of what is left, `(dam + 2) / 3`; a failed save
/// against `5 * level / 4` frightens (`randint(30) + 2 * level`), makes
/// hallucinate (`rand_int(101) + 100`) and confuses (`rand_int(31) + 30`), each
/// a step of its own.
fn hellfire<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj;
    element_dam(cx, st, r, Element::Fire, 2 * dam / 3, Part::Fire)?;
    dam -= resist(cx, r, "darkness resistance", dam, Element::Dark, 1)?;
    blind_dark(cx, st, r)?;
    take_hit(st, Part::Dark, (dam + 2) / 3);
    // The visions' steps follow a failed save (kept in the state's `power`).
    let failed = monster(cx) && !check_save(cx, r, "hellfire save 5 * level / 4", 5 * source_level(cx) / 4)?;
    st.power = i64::from(failed);
    Ok(())
}

/// Darkness's blindness: `randint(5) + 2` unless already blind (on entry),
/// protected from blindness, or resisting darkness.
fn blind_dark<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    if cx.p().counters().blind == 0 && !has(cx, PlayerFlags::RESIST_BLIND) && !resists(cx, Element::Dark) {
        let more = randint(r, "darkness blind randint(5)", 5)? + 2;
        bump(&mut st.out.counters.blind, more);
    }
    Ok(())
}

/// `GF_ICE`: `cold_dam`, then cuts `damroll(5, 8)` without shard resistance
/// and stun `randint(15)` without sound resistance.
fn ice<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    element_dam(cx, st, r, Element::Cold, dam, Part::Cold)?;
    if !resists(cx, Element::Shards) {
        let more = damroll(r, "ice cut damroll(5, 8)", 5, 8)?;
        bump(&mut st.out.counters.cut, more);
    }
    if !resists(cx, Element::Sound) {
        let more = randint(r, "ice stun randint(15)", 15)?;
        bump(&mut st.out.counters.stun, more);
    }
    Ok(())
}

/// `GF_LITE`, `GF_DARK`, and `GF_MORGUL_DARK`'s damage: half the terrain
/// adjustment, the resistance (randomised), the blindness (light: `randint(5)`,
/// 2 more above 40 damage, not when resisting light; darkness: as
/// [`blind_dark`]), the damage. The damage done stays in the state for Morgul
/// darkness's powers.
fn blinding<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    e: Element,
) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj / 2;
    dam -= resist(cx, r, "resistance", dam, e, 1)?;
    if e == Element::Light {
        if cx.p().counters().blind == 0 && !has(cx, PlayerFlags::RESIST_BLIND) && !resists(cx, Element::Light) {
            let more = randint(r, "light blind randint(5)", 5)? + if dam > 40 { 2 } else { 0 };
            bump(&mut st.out.counters.blind, more);
        }
    } else {
        blind_dark(cx, st, r)?;
    }
    let part = if cx.input.gf() == Gf::MorgulDark { Part::Dark } else { Part::Main };
    take_hit(st, part, dam);
    st.done = dam;
    Ok(())
}

/// `GF_MORGUL_DARK`'s powers: `k = dam * level / 100` (at least 175 from Sauron
/// or a unique wraith; 0 without a monster); each of six `rand_int(k)` tests
/// (above 20, 40, 80, 120, 120, 160) that passes does its effect and spends a
/// third of `k` (the last spends nothing). Power `n` is step `n` (`k` kept in
/// the state between them, so the exact odds merge).
fn morgul_power<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    n: u8,
) -> Result<(), RollError> {
    let p = cx.p();
    let dam = st.done;
    if n == 1 {
        let mut k = if monster(cx) { dam * source_level(cx) / 100 } else { 0 };
        if unique_wraith(cx) && k < 175 {
            k = 175;
        }
        st.power = k;
    }
    let k = st.power;
    let (label, above) = match n {
        1 => ("morgul power rand_int(k) > 20", 20),
        2 => ("morgul power rand_int(k) > 40", 40),
        3 => ("morgul power rand_int(k) > 80", 80),
        4 => ("morgul power rand_int(k) > 120", 120),
        5 => ("morgul power rand_int(k) > 120 (memory)", 120),
        _ => ("morgul power rand_int(k) > 160", 160),
    };
    if !rand_int_above(r, label, k, above)? {
        return Ok(());
    }
    match n {
        1 => {
            if !has(cx, PlayerFlags::RESIST_FEAR) {
                let free = has(cx, PlayerFlags::FREE_ACTION);
                if !free || rand_int_below(r, "morgul paralysis free action rand_int(3) == 0", 3, 1)? {
                    let more = if free { 1 } else { rand_int(r, "morgul paralysis rand_int(3)", 3)? + 2 };
                    bump(&mut st.out.counters.paralysis, more);
                }
                let more = rand_int(r, "morgul fear rand_int(k)", k)?;
                bump(&mut st.out.counters.fear, more);
            }
        }
        2 => pois_hit(cx, st, r, dam)?,
        3 => {
            if has(cx, PlayerFlags::HOLD_LIFE) {
                if randint_above(r, "hold life randint(100) > 75", 100, 75)? {
                    lose_exp(st, 200 + p.exp() / 1000 * DRAIN);
                }
            } else {
                lose_exp(st, 200 + p.exp() / 100 * DRAIN);
            }
        }
        4 => {
            if !resists(cx, Element::Disenchant) {
                apply_disenchant(cx, st, r, 0)?;
            }
        }
        5 => {
            if !check_save(cx, r, "morgul memory save k", k)? {
                st.out.amnesia = true;
            }
        }
        _ => {
            if st.out.black_breath {
                st.out.exp_drained_permanent = st.out.exp_drained_permanent.saturating_add(p.level() * 20);
            } else {
                st.out.black_breath = true;
            }
            return Ok(());
        }
    }
    st.power = 2 * k / 3;
    Ok(())
}

/// `GF_CONFUSION`.
fn confusion<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj / 2;
    dam -= resist(cx, r, "resistance", dam, Element::Confusion, 1)?;
    if !resists(cx, Element::Confusion) {
        let more = randint(r, "confusion randint(20)", 20)? + 10;
        bump(&mut st.out.counters.confusion, more);
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `GF_SOUND`: the gate `dam > rand_int(30 + dam / 2)` (drawn first, even with
/// sound resistance), then confusion `randint(dam > 400 ? 21 : 1 + dam / 20)`,
/// stun `randint(dam > 90 ? 35 : dam / 3 + 5)` and, on a failed save against
/// the damage, `rand_int(dam / 2)` energy; the inventory chance `k / 13`
/// (at most 30) of `k` = a third of the damage *without* sound resistance.
fn sound<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj / 2;
    dam -= resist(cx, r, "resistance", dam, Element::Sound, 1)?;
    let gate = rand_int_below(r, "sound gate rand_int(30 + dam / 2) < dam", 30 + dam / 2, dam)?;
    if gate && !resists(cx, Element::Sound) {
        if !resists(cx, Element::Confusion) {
            let more = randint(r, "sound confusion randint", if dam > 400 { 21 } else { 1 + dam / 20 })?;
            bump(&mut st.out.counters.confusion, more);
        }
        let more = randint(r, "sound stun randint", if dam > 90 { 35 } else { dam / 3 + 5 })?;
        bump(&mut st.out.counters.stun, more);
        if !check_save(cx, r, "sound save vs dam", dam)? {
            st.out.energy_lost += rand_int(r, "sound energy rand_int(dam / 2)", dam / 2)?;
        }
    }
    take_hit(st, Part::Main, dam);
    let k = if resists(cx, Element::Sound) { dam } else { dam / 3 };
    if k > 12 {
        let c = (k / 13).min(30);
        st.out.inventory.cold = Some(Chances { potions_scrolls: c, rods: c, other: c });
    }
    Ok(())
}

/// `GF_SHARD`: the shield (`rand_int(24)` below its base AC, +3 with Shield
/// Mastery) cuts the damage to `6 / (randint(6) + 6)`; the resistance; cuts of
/// the damage without shard resistance; inventory `k / 20` (at most 20) of `k`
/// = the damage, a third with shard resistance.
fn shard<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let p = cx.p();
    let mut dam = st.dam + st.adj;
    if let Some(s) = p.shield().filter(|s| !s.on_back) {
        let mastery = if p.specialty(Specialties::SHIELD_MASTERY) { 3 } else { 0 };
        if rand_int_below(r, "shard shield rand_int(24)", 24, s.base_ac + mastery)? {
            dam = dam * 6 / (randint(r, "shard shield randint(6)", 6)? + 6);
        }
    }
    dam -= resist(cx, r, "resistance", dam, Element::Shards, 1)?;
    if !resists(cx, Element::Shards) {
        bump(&mut st.out.counters.cut, dam);
    }
    let k = if resists(cx, Element::Shards) { dam / 3 } else { dam };
    if k > 19 {
        let c = (k / 20).min(20);
        st.out.inventory.cold = Some(Chances { potions_scrolls: c, rods: c, other: c });
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `GF_GRAVITY` in `project_p`: `set_slow(p_ptr->slow + rand_int(3) + dam >=
/// 100 ? 4 : 2)` sets slowness to 4 or 2 (C's precedence); stun
/// `randint(dam > 90 ? 35 : dam / 5 + 5)` without sound resistance.
fn gravity<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam;
    let slow = st.out.counters.slow;
    let cut = 100 - slow - dam;
    let reaches = r.compare("gravity slow rand_int(3)", 0, 2, &[cut])? >= cut;
    st.out.counters.slow = if reaches { 4 } else { 2 };
    if !resists(cx, Element::Sound) {
        let more = randint(r, "gravity stun randint", if dam > 90 { 35 } else { dam / 5 + 5 })?;
        bump(&mut st.out.counters.stun, more);
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `project_t`'s gravity: nexus resistance or feather fall hold the ground when
/// `rand_int(2) == 0`; otherwise `teleport_player(6)`.
fn gravity_blink<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let protected = resists(cx, Element::Nexus) || has(cx, PlayerFlags::FEATHER_FALL);
    if !(protected && rand_int_below(r, "gravity hold rand_int(2) == 0", 2, 1)?) {
        st.out.teleport = 6;
    }
    Ok(())
}

/// `GF_WATER`: stun `randint(5 + dam / 10)` on `rand_int(2) == 0` without
/// sound resistance, confusion `rand_int(4) + 3` on `rand_int(2) == 0` without
/// confusion resistance (each gate drawn only without the resistance).
fn water<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    if !resists(cx, Element::Sound) && rand_int_below(r, "water stun rand_int(2) == 0", 2, 1)? {
        let more = randint(r, "water stun randint(5 + dam / 10)", 5 + dam / 10)?;
        bump(&mut st.out.counters.stun, more);
    }
    if !resists(cx, Element::Confusion) && rand_int_below(r, "water confusion rand_int(2) == 0", 2, 1)? {
        let more = rand_int(r, "water confusion rand_int(4)", 4)? + 3;
        bump(&mut st.out.counters.confusion, more);
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `GF_STORM` in `project_p`: half the damage unresisted; lightning of the
/// whole damage on `rand_int(3) == 0`, else a quarter; cold of a quarter on
/// `rand_int(2) == 0` (after a message's `rand_int(3)`); acid of a quarter on
/// `rand_int(2) == 0`; confusion `5 + randint(dam / 3)` on `rand_int(2) == 0`
/// without confusion resistance.
fn storm<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    take_hit(st, Part::Pure, dam / 2);
    let elec = if rand_int_below(r, "storm lightning rand_int(3) == 0", 3, 1)? { dam } else { dam / 4 };
    element_dam(cx, st, r, Element::Elec, elec, Part::Elec)?;
    Ok(())
}

/// `GF_STORM`'s cold (a step of its own, so the exact odds merge states).
fn storm_cold<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    if rand_int_below(r, "storm cold rand_int(2) == 0", 2, 1)? {
        r.compare("storm cold message rand_int(3)", 0, 2, &[])?;
        element_dam(cx, st, r, Element::Cold, dam / 4, Part::Cold)?;
    }
    Ok(())
}

/// `GF_STORM`'s acid.
fn storm_acid<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    if rand_int_below(r, "storm acid rand_int(2) == 0", 2, 1)? {
        element_dam(cx, st, r, Element::Acid, dam / 4, Part::Acid)?;
    }
    Ok(())
}

/// `GF_STORM`'s confusion.
fn storm_confusion<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    let dam = st.dam + st.adj;
    if rand_int_below(r, "storm confusion rand_int(2) == 0", 2, 1)? && !resists(cx, Element::Confusion) {
        let more = 5 + randint(r, "storm confusion randint(dam / 3)", dam / 3)?;
        bump(&mut st.out.counters.confusion, more);
    }
    Ok(())
}

/// `project_t`'s storm: without feather fall, `rand_int(3) != 0` and then
/// `rand_int(dam / 2) > level` (the nominal damage) whirl the character 6.
fn storm_whirl<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if has(cx, PlayerFlags::FEATHER_FALL) {
        return Ok(());
    }
    if !rand_int_below(r, "storm whirl rand_int(3) != 0", 3, 1)?
        && rand_int_above(r, "storm whirl rand_int(dam / 2) > level", cx.input.dam() / 2, cx.p().level())?
    {
        st.out.teleport = 6;
    }
    Ok(())
}

/// `project_t`'s nexus without nexus resistance (`apply_nexus`): `randint(7)`:
/// 1-3 teleport 200, 4-5 to the monster, 6 a level teleport and 7 a swap of two
/// stats (`rand_int(6)`, then `rand_int(6)` again while equal), each of the last
/// two unless a save against 100 succeeds. The exact odds take the retries'
/// limit, one of the other five stats uniformly (an enumeration of the retries
/// never ends); sampling and replays draw as the game does.
fn nexus_effects<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
) -> Result<(), RollError> {
    if resists(cx, Element::Nexus) {
        return Ok(());
    }
    match randint(r, "nexus randint(7)", 7)? {
        1..=3 => st.out.teleport = 200,
        4 | 5 => st.out.teleport_to_source = true,
        6 => {
            if !check_save(cx, r, "nexus level save 100", 100)? {
                st.out.level_teleport = true;
            }
        }
        _ => {
            if !check_save(cx, r, "nexus swap save 100", 100)? {
                let ii = rand_int(r, "nexus swap rand_int(6)", 6)?;
                let jj = if cx.enumerating() {
                    // The retries' limit (their tree is infinite): each other
                    // stat one time in 5.
                    let k = rand_int(r, "nexus swap: one of the other five", 5)?;
                    if k >= ii { k + 1 } else { k }
                } else {
                    // Again while equal (a roller that keeps answering the
                    // first stat is refused after `MAX_RETRIES` draws).
                    retry(|| rand_int(r, "nexus swap again rand_int(6)", 6), |&jj| jj != ii)?
                };
                let stat = |i: i64| Stat::ALL[usize::try_from(i).unwrap_or(0) % 6];
                st.out.stat_swap = Some((stat(ii), stat(jj)));
            }
        }
    }
    Ok(())
}

/// The experience drain of nether and chaos: with hold life `rand_int(100) <
/// 75` keeps it, else the small drain; without, the large one.
fn nether_drain<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    small: i64,
    large: i64,
) -> Result<(), RollError> {
    let exp = cx.p().exp();
    if has(cx, PlayerFlags::HOLD_LIFE) {
        if !rand_int_below(r, "hold life rand_int(100) < 75", 100, 75)? {
            lose_exp(st, small + exp / 1000 * DRAIN);
        }
    } else {
        lose_exp(st, large + exp / 100 * DRAIN);
    }
    Ok(())
}

/// `GF_NETHER`.
fn nether<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj / 2;
    dam -= resist(cx, r, "resistance", dam, Element::Nether, 1)?;
    if !resists(cx, Element::Nether) {
        nether_drain(cx, st, r, 200, 200)?;
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `GF_CHAOS`: resisted with factor 2; without chaos resistance confusion
/// `rand_int(20) + 10` (without confusion resistance) then hallucination
/// `randint(10)`; without chaos and nether resistance the drain (500 / 2000).
fn chaos<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam + st.adj / 2;
    dam -= resist(cx, r, "resistance", dam, Element::Chaos, 2)?;
    if !resists(cx, Element::Chaos) {
        if !resists(cx, Element::Confusion) {
            let more = rand_int(r, "chaos confusion rand_int(20)", 20)? + 10;
            bump(&mut st.out.counters.confusion, more);
        }
        let more = randint(r, "chaos hallucination randint(10)", 10)?;
        hallucinate(st, r, more)?;
    }
    if !resists(cx, Element::Chaos) && !resists(cx, Element::Nether) {
        nether_drain(cx, st, r, 500, 2000)?;
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `GF_DISENCHANT`'s damage, `apply_disenchant(dam)` and
/// `remove_player_mana(dam / 5)` (no terrain adjustment).
fn disenchant<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let mut dam = st.dam;
    dam -= resist(cx, r, "resistance", dam, Element::Disenchant, 1)?;
    st.done = dam;
    if !resists(cx, Element::Disenchant) {
        apply_disenchant(cx, st, r, dam)?;
        st.out.mana_lost = (dam / 5).min(cx.p().mana());
    }
    take_hit(st, Part::Main, dam);
    Ok(())
}

/// `apply_dispel(dam / 5)`: each temporary effect listed (in the game's order:
/// haste, protection from evil, magic defence, heroism, berserk, shield,
/// blessing, see invisible, infravision, ESP, superstealth, elemental attack,
/// the five oppositions, recall, the five special attacks) is removed unless a
/// save against `dam / 5` succeeds; then a shapechanged character (still so
/// after `apply_disenchant`) reverts on a failed save. One save per run.
fn dispel<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<Flow, RollError> {
    let p = cx.p();
    if resists(cx, Element::Disenchant) {
        return Ok(Flow::Next);
    }
    let i = usize::from(st.sub);
    let power = st.done / 5;
    if i < p.temp_effects() {
        if !check_save(cx, r, "dispel save dam / 5", power)? {
            st.out.dispelled |= 1 << i.min(63);
        }
        st.sub += 1;
        return Ok(Flow::Again);
    }
    if p.shapechanged() && !st.out.reverted && !check_save(cx, r, "dispel shapechange save dam / 5", power)? {
        st.out.reverted = true;
    }
    Ok(Flow::Next)
}

/// `GF_TIME`: `randint(10)`: 1-5 a drain of 100 + 2%, 6-9 one stat
/// (`randint(6)`) to 3/4, 10 every stat to 3/4 (never below 3).
fn time<V: PlayerInputView, R: Roller + ?Sized>(cx: &Cx<'_, V>, st: &mut St, r: &mut R) -> Result<(), RollError> {
    let p = cx.p();
    let quarter_off = |v: i64| (v * 3 / 4).max(3);
    match randint(r, "time randint(10)", 10)? {
        1..=5 => lose_exp(st, 100 + p.exp() / 100 * DRAIN),
        6..=9 => {
            let stat = Stat::ALL[usize::try_from(randint(r, "time stat randint(6)", 6)? - 1).unwrap_or(0) % 6];
            *st.out.stats_set.get_mut(stat) = Some(quarter_off(p.stat(stat)));
        }
        _ => {
            for stat in Stat::ALL {
                *st.out.stats_set.get_mut(stat) = Some(quarter_off(p.stat(stat)));
            }
        }
    }
    take_hit(st, Part::Main, st.dam);
    Ok(())
}

/// How the game moved the character before it landed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Moved {
    /// `teleport_player(dis, FALSE)` (gravity, storm, nexus).
    Teleport,
    /// `thrust_away` (force).
    Thrust,
}

/// What landing on `terrain` does after the game's move (`teleport_player`'s
/// end, `thrust_away`'s end): after a teleport, trees hurt on `rand_int(2) ==
/// 0` (`damroll(2, 8)`, and stun `damroll(2, 8)` on `rand_int(3) != 0`),
/// rubble on `rand_int(2) == 0` (`damroll(2, 14)`, stun `damroll(2, 14)` on
/// `rand_int(3) == 0`, cuts `2 * damroll(2, 14)` on `rand_int(3) != 0`); lava
/// burns with `fire_dam(damroll(4, 100))` after either move.
pub(crate) fn land<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    moved: Moved,
    terrain: Terrain,
) -> Result<(), RollError> {
    match terrain {
        Terrain::Tree if moved == Moved::Teleport && rand_int_below(r, "tree rand_int(2) == 0", 2, 1)? => {
            let dam = damroll(r, "tree damroll(2, 8)", 2, 8)?;
            take_hit(st, Part::Landing, dam);
            if !rand_int_below(r, "tree stun rand_int(3) != 0", 3, 1)? {
                let more = damroll(r, "tree stun damroll(2, 8)", 2, 8)?;
                bump(&mut st.out.counters.stun, more);
            }
        }
        Terrain::Rubble if moved == Moved::Teleport && rand_int_below(r, "rubble rand_int(2) == 0", 2, 1)? => {
            let dam = damroll(r, "rubble damroll(2, 14)", 2, 14)?;
            take_hit(st, Part::Landing, dam);
            if rand_int_below(r, "rubble stun rand_int(3) == 0", 3, 1)? {
                let more = damroll(r, "rubble stun damroll(2, 14)", 2, 14)?;
                bump(&mut st.out.counters.stun, more);
            }
            if !rand_int_below(r, "rubble cut rand_int(3) != 0", 3, 1)? {
                let more = 2 * damroll(r, "rubble cut damroll(2, 14)", 2, 14)?;
                bump(&mut st.out.counters.cut, more);
            }
        }
        Terrain::Lava => {
            let dam = damroll(r, "lava damroll(4, 100)", 4, 100)?;
            element_dam(cx, st, r, Element::Fire, dam, Part::Landing)?;
        }
        _ => {}
    }
    Ok(())
}
