//! Projections on monsters: seed 000, "Damage Types, Resistances, and Other
//! Effects on Monsters" (the table, notes (a)-(O) and final notes i-v) and
//! "Effects of Terrain on Damage to Monsters", following RULINGS G1-G4 and
//! P1-P13.
//!
//! Shaped as Angband 4.2 shapes `project-mon.c` : the
//! per-type numbers live in one table ([`table`], [`monster_row`]); one
//! exhaustive `match` over [`Gf`] sends each type to short handlers built from
//! rule-shaped helpers; a driver owns the pipeline, in three stages that the
//! sampling function runs in sequence and the exact odds run once per distinct
//! state of the stage before ([`odds`]):
//!
//! 1. **strike**: terrain avoidance (P2, drawn first), terrain adjustment (P2),
//!    resistance (P3) → the damage after terrain and after resistance;
//! 2. **effects**: the type's notes, given that damage → pending effects;
//! 3. **resolve**: death and uniques (final note i, P6, P10), polymorph (ii,
//!    P12), stun or confusion (iii, iv; P4's exclusivity and stacking, G4), fear
//!    (v) → the [`MonsterOutcome`].
//!
//! Under [`Reading::Oangband110`] the same stages follow the released game's
//! `project_m` and the part of `project_t` it marks, draw for draw, through
//! small helpers where the readings differ ([`oangband_reading`](crate::oangband_reading)
//! lists every difference); the game's monster memory is
//! [`MonsterOutcome::learned`].
//!
//! Draws happen only when the text's earlier test passed (G3). Every comparison
//! "x is greater than a random number between a and b" is one comparison draw.
//!
//! # Example
//!
//! ```
//! use roguerules_projection::monster::{self, Monster, MonsterFlags, MonsterInput};
//! use roguerules_projection::{Gf, Terrain};
//! use roguerules_dice::Scripted;
//!
//! // A fire bolt of 90 on a fire-immune monster standing in water:
//! // 90 - 90/2 = 45 after terrain, 45 / 9 = 5 after IM_FIRE (RULINGS P2, P3).
//! let m = Monster { hp: 30, maxhp: 30, flags: MonsterFlags::IM_FIRE, ..Monster::default() };
//! let input = MonsterInput { terrain: Terrain::Water, ..MonsterInput::new(Gf::Fire, 90, m) };
//! let out = monster::project(&mut Scripted::new(Vec::<i64>::new()), &input)?;
//! assert_eq!((out.damage, out.hp, out.killed), (5, Some(25), false));
//! assert_eq!(out.resist.map(|l| l.condition.to_string()), Some("IM_FIRE".to_owned()));
//! # Ok::<(), roguerules_projection::ProjectionError>(())
//! ```

mod input;
mod race_flags;
mod sink;
mod table;

pub use input::{
    MAX_COUNTER, MAX_DAMAGE, MAX_DAMAGE_FACTOR, Monster, MonsterFlags, MonsterInput, MonsterOutcome, MonsterView,
    NAME_DISEN, NAME_NEXUS, NAME_PLASMA, NAME_PREFIXES, NAME_WATER, name_as_read,
};
pub use race_flags::*;
pub use sink::{MonsterOutcomeSink, write_unchanged};
pub use table::{
    AdjustedTypes, Condition, Fraction, MONSTER_TABLE, MonsterRow, ResistLine, TERRAIN_ADJUSTMENTS, TableLine, Terr,
    TerrainAdjustment, adjustments_for, avoidance_terrain, monster_row, table, terrain_adjusted,
};

use crate::error::{ProjectionError, check};
use crate::rolls::{dice, dice_capped, roll_above, roll_at_least};
use crate::source::{Class, PlayerSource, Source};
use roguerules_dice::{Budget, Pmf, Prob, RollError, Roller, RollerExt, exact_with};
use roguerules_vocab::{Gf, Reading};

type F = MonsterFlags;

/// Projects `input.gf` on `input.monster`, drawing from `r`: seed 000's monster
/// table, its notes and final notes, through the three stages of the module
/// (RULINGS G1-G4, P1-P13).
///
/// # Errors
///
/// [`ProjectionError::OutOfRange`] / [`ProjectionError::Invalid`] for an invalid
/// input ([`validate`]); [`ProjectionError::NeedsPlayerSource`] for `GF_HOLD` and
/// `GF_HOLD_UNDEAD` from a monster (RULINGS P11);
/// [`ProjectionError::NoMonsterRule`] for `GF_WHIP` and `GF_KILL_TRAP`;
/// [`ProjectionError::Roll`] when the roller fails.
///
/// # Example
///
/// Note (q) replayed: a storm of 40 from a monster on a 100-HP monster. (n)'s 1
/// in 6 fails; (o) needs 50 (no draw); (p)'s 1 in 3 fails; the number between 0
/// and 3 * 40 = 120 is 101, more than its 100 maximum hit points: teleported 10.
///
/// ```
/// use roguerules_projection::monster::{self, Monster, MonsterInput};
/// use roguerules_projection::{Gf, Source};
/// use roguerules_dice::{Scripted, Step};
///
/// let m = Monster { hp: 100, maxhp: 100, ..Monster::default() };
/// let input = MonsterInput { source: Source::Monster, ..MonsterInput::new(Gf::Storm, 40, m) };
/// let mut r = Scripted::new([
///     Step::labelled("(n) extra half 1 in 6", false),
///     Step::labelled("(p) confusion 1 in 3", false),
///     Step::labelled("(q) teleport roll 0..3*dam", 101),
/// ]);
/// let out = monster::project(&mut r, &input)?;
/// r.finish()?;
/// assert_eq!((out.damage, out.teleport, out.hp), (40, 10, Some(60)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn project<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
) -> Result<MonsterOutcome, ProjectionError> {
    let mut out = MonsterOutcome::BLANK;
    project_in(r, input, &mut out)?;
    Ok(out)
}

/// [`project`], its outcome written through `out` ([`MonsterOutcomeSink`]):
/// for a caller that holds its outcome in its own form, such as the C API,
/// which has the rule write its struct where it lies (no outcome converted
/// afterwards). The same rule, the same draws as [`project`].
///
/// On `Ok` every field of the outcome has been written; on an error `out`
/// is untouched when the input was invalid, and may hold part of an outcome
/// when the roller failed.
///
/// # Errors
///
/// As [`project`], converted into the sink's error
/// ([`MonsterOutcomeSink::Error`]; a [`MonsterOutcome`]'s is
/// [`ProjectionError`]).
///
/// # Example
///
/// ```
/// use roguerules_projection::monster::{self, Monster, MonsterInput, MonsterOutcome};
/// use roguerules_projection::Gf;
/// use roguerules_dice::Scripted;
///
/// let input = MonsterInput::new(Gf::Fire, 30, Monster { hp: 40, maxhp: 40, ..Monster::default() });
/// let mut out = MonsterOutcome::unchanged(&Monster::default());
/// monster::project_into(&mut Scripted::new(Vec::<i64>::new()), &input, &mut out)?;
/// assert_eq!((out.damage, out.hp), (30, Some(10)));
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
// Out of line: the rule is large, and inlined into an entry point it made
// both the entry point's and the rule's code worse (measured).
#[inline(never)]
pub fn project_into<R: Roller + ?Sized, O: MonsterOutcomeSink>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    out: &mut O,
) -> Result<(), O::Error> {
    project_in(r, input, out).map_err(O::Error::from)
}

/// The body of [`project`] and [`project_into`], in line in each.
#[inline(always)]
fn project_in<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    out: &mut impl MonsterOutcomeSink,
) -> Result<(), ProjectionError> {
    let row = validate(input)?;
    run(r, input, row, out)
}

/// Checks `input` against the documented ranges and returns its damage type's
/// row of seed 000's monster table (RULINGS P1 for the grouped types).
///
/// # Errors
///
/// `dam` outside `0..=5000`, a monster field out of its range
/// ([`Monster::validate`]), a player level outside `1..=50`
/// ([`Source::validate`]), `GF_HOLD`/`GF_HOLD_UNDEAD` from a monster (RULINGS
/// P11), or a type the table does not list.
// Forced in line: the C entry point's instance of the rule called it out of
// line (15 instructions of call and reloads a call, about 0.3 ns).
#[inline(always)]
pub fn validate(input: &MonsterInput<impl MonsterView>) -> Result<&'static MonsterRow, ProjectionError> {
    check("dam", input.dam, 0, MAX_DAMAGE, "0..=5000")?;
    // The error built only when returned: built and dropped on every call
    // (`ok_or`), it cost both APIs about 20 instructions (the drop out of line).
    let Some(row) = monster_row(input.gf) else {
        return Err(ProjectionError::NoMonsterRule { gf: input.gf });
    };
    input.monster.validate()?;
    input.source.validate()?;
    if matches!(input.gf, Gf::Hold | Gf::HoldUndead) && input.source.player().is_none() {
        return Err(ProjectionError::NeedsPlayerSource { gf: input.gf });
    }
    Ok(row)
}

/// The leaf budget of the exact odds: ample for every valid input (the largest,
/// `GF_TURN_ALL` at 5000 from a beguiling priest, has about 60 000 paths).
const ODDS_BUDGET: Budget = Budget { leaves: 1 << 21, depth: 64 };

/// The exact distribution of [`project`]'s outcome, by enumerating the same rule
/// (roguerules-dice's `exact`), for any valid input (damage up to 5000): seed 000's
/// monster table with every draw of its notes (RULINGS G2, G3: the comparison
/// draws as two-way branches with the same odds).
///
/// # Errors
///
/// As [`project`] for invalid input.
///
/// # Example
///
/// ```
/// use roguerules_projection::monster::{self, Monster, MonsterInput};
/// use roguerules_projection::{Gf, Terrain};
///
/// // Any monster that can move avoids a projection on rubble one time in 4.
/// let input = MonsterInput { terrain: Terrain::Rubble, ..MonsterInput::new(Gf::Mana, 100, Monster::default()) };
/// let odds = monster::odds(&input)?;
/// assert_eq!(odds.probability_where(|o| o.avoided).to_string(), "1/4");
/// assert_eq!(monster::kill_chance(&input)?.to_string(), "3/4");
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
pub fn odds(input: &MonsterInput<impl MonsterView>) -> Result<Pmf<MonsterOutcome>, ProjectionError> {
    odds_with(input, ODDS_BUDGET)
}

/// [`odds`] within `budget`: each of its three stages may explore `budget.leaves`
/// paths of draws (summed over the states it starts from).
///
/// # Errors
///
/// As [`odds`]; [`ProjectionError::Budget`] past `budget`.
pub fn odds_with(
    input: &MonsterInput<impl MonsterView>,
    budget: Budget,
) -> Result<Pmf<MonsterOutcome>, ProjectionError> {
    let row = validate(input)?;
    if in_stasis(input) {
        return Ok(Pmf::certain(MonsterOutcome::unchanged(&input.monster)));
    }
    // The three stages of `run`, each run once per distinct state of the one
    // before (roguerules-dice's staged exact odds).
    exact_with(budget, |r| strike(r, input, row))?
        .and_then_with(budget, |hit, r| match hit {
            None => Ok::<_, ProjectionError>(None),
            Some(h) => {
                let mut fx = Effects::of(h);
                effects(r, input, h, &mut fx)?;
                Ok(Some((*h, fx.canonical(&input.monster))))
            }
        })?
        .and_then_with(budget, |stage, r| match stage {
            None => Ok(avoided(input)),
            Some((hit, fx)) => {
                let mut out = MonsterOutcome::BLANK;
                resolve(r, input, hit, fx, &mut out)?;
                Ok(out)
            }
        })
}

/// The exact distribution of the damage done ([`MonsterOutcome::damage`]; seed
/// 000's monster table, RULINGS P2, P3, P10, P13).
///
/// # Errors
///
/// As [`odds`].
pub fn damage_pmf(input: &MonsterInput<impl MonsterView>) -> Result<Pmf<i64>, ProjectionError> {
    Ok(odds(input)?.map(|o| o.damage))
}

/// The exact mean damage done (of [`damage_pmf`]).
///
/// # Errors
///
/// As [`odds`].
pub fn mean_damage(input: &MonsterInput<impl MonsterView>) -> Result<Prob, ProjectionError> {
    Ok(damage_pmf(input)?.mean())
}

/// The exact chance that the projection kills the monster (final note i:
/// damage above the hit points, never a unique hit by a monster; RULINGS P6).
///
/// # Errors
///
/// As [`odds`].
pub fn kill_chance(input: &MonsterInput<impl MonsterView>) -> Result<Prob, ProjectionError> {
    Ok(odds(input)?.probability_where(|o| o.killed))
}

/// The three stages in sequence.
#[inline]
fn run<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    row: &'static MonsterRow,
    out: &mut impl MonsterOutcomeSink,
) -> Result<(), ProjectionError> {
    if in_stasis(input) {
        write_unchanged(out, &input.monster);
        return Ok(());
    }
    let Some(hit) = strike(r, input, row)? else {
        write_avoided(out, input);
        return Ok(());
    };
    // Filled in place: returned by value, its flag bytes were read back with
    // wide loads that missed store forwarding (a quarter of a fire bolt's time).
    let mut fx = Effects::of(&hit);
    effects(r, input, &hit, &mut fx)?;
    resolve(r, input, &hit, &fx, out)
}

/// Oangband 1.1.0 reading: a monster already in stasis is invulnerable
/// (`project_m` returns before its first draw: nothing changes, not even its
/// sleep). The seed says nothing of it.
fn in_stasis(input: &MonsterInput<impl MonsterView>) -> bool {
    input.reading.is_game() && input.monster.stasis() > 0
}

/// The outcome of a projection the monster avoided (terrain note (a)): nothing
/// changes.
fn avoided(input: &MonsterInput<impl MonsterView>) -> MonsterOutcome {
    let mut out = MonsterOutcome::BLANK;
    write_avoided(&mut out, input);
    out
}

/// [`avoided`], written into `out`.
#[inline(always)]
fn write_avoided(out: &mut impl MonsterOutcomeSink, input: &MonsterInput<impl MonsterView>) {
    write_unchanged(out, &input.monster);
    out.set_avoided(true);
}

/// Stage 1's result: the damage after terrain and after resistance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Hit {
    /// After terrain (RULINGS P2), before resistance: what P4's exceptions
    /// measure (sound, confusion, force, chaos).
    raw: i64,
    /// The amount those exceptions give, of `raw` ([`before_resistance`]):
    /// drawn before the resistance under the Oangband 1.1.0 reading, as
    /// `project_m` draws it.
    pre: i64,
    /// After resistance (RULINGS P3).
    done: i64,
    /// The resist line that applied.
    resist: Option<ResistLine>,
}

/// Stage 1: avoidance, terrain, resistance. `None` when the monster avoided the
/// projection (terrain note (a)).
///
/// RULINGS P2: on rubble and trees a monster that can move avoids the whole
/// projection one time in 4, drawn before anything else, for every type; then
/// the terrain adjustment. RULINGS P3: the first resist line that applies, alone.
#[inline]
pub(crate) fn strike<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    row: &MonsterRow,
) -> Result<Option<Hit>, ProjectionError> {
    if avoids(r, input)? {
        return Ok(None);
    }
    let raw = terrain_adjusted(input.gf, terr(input, row), input.terrain, input.dam);
    let pre = before_resistance(r, input, raw)?;
    let resist = resist_line(input, row, raw);
    let done = match resist {
        Some(line) => line.fraction.apply(r, raw)?,
        None => raw,
    };
    Ok(Some(Hit { raw, pre, done, resist }))
}

/// Terrain note (a): on rubble and trees a monster that can move avoids the
/// projection one time in 4 (RULINGS P2). Oangband 1.1.0's `project_m` draws
/// its `rand_int(4)` before it looks at `NEVER_MOVE`, so a monster that cannot
/// move still consumes the draw.
fn avoids<R: Roller + ?Sized>(r: &mut R, input: &MonsterInput<impl MonsterView>) -> Result<bool, RollError> {
    let label = "terrain avoidance (a) 1 in 4";
    if !avoidance_terrain(input.terrain) {
        return Ok(false);
    }
    let can_move = input.monster.can_move();
    if !(can_move || input.reading.is_game()) {
        return Ok(false);
    }
    Ok(r.one_in(label, 4)? && can_move)
}

/// The type's Terr column: the table's, except `GF_SHARD`, which Oangband 1.1.0's
/// `project_m` adjusts in full (`dam += terrain_adjustment`), not by half.
fn terr(input: &MonsterInput<impl MonsterView>, row: &MonsterRow) -> Terr {
    if input.reading.is_game() && input.gf == Gf::Shard { Terr::Full } else { row.terr }
}

/// The resist line that applies (RULINGS P3). Oangband 1.1.0's `project_m` also
/// gives plasma's first line ((e)) to a monster whose name begins with
/// `Plasma` (`prefix(name, "Plasma")`).
#[inline(always)]
fn resist_line(input: &MonsterInput<impl MonsterView>, row: &MonsterRow, raw: i64) -> Option<ResistLine> {
    let m = &input.monster;
    if input.reading.is_game() && input.gf == Gf::Plasma && m.name().starts_with(input::NAME_PLASMA) {
        return row.resists.first().copied();
    }
    row.resist_for(m, raw)
}

/// The amounts RULINGS P4 measures before resistance, of the damage after
/// terrain: (h) confusion `dam / 16` (15 past 240), (i) sound's stun `dam / 8`
/// (30), (k) force's and chaos's `dam / 12` (20). Fixed in the seed; Oangband
/// 1.1.0's `project_m` draws `randint` of them here, before the resistance's
/// divisor ([`duration`]).
fn before_resistance<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    raw: i64,
) -> Result<i64, RollError> {
    let reading = input.reading;
    match input.gf {
        Gf::Confusion => duration(r, reading, "(h) confusion dam/16", raw, 16, 15),
        Gf::Sound => duration(r, reading, "(i) stun dam/8", raw, 8, 30),
        Gf::Force | Gf::Chaos => duration(r, reading, "(k) dam/12", raw, 12, 20),
        _ => Ok(0),
    }
}

/// Stage 2's result: what the type's notes want to happen, before final notes
/// i-v decide what does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[repr(C, align(16))]
pub(crate) struct Effects {
    /// Damage to deal.
    damage: i64,
    /// Note (b) took it all.
    ac_blocked: bool,
    /// Note (y): heal this much.
    heal: i64,
    /// Note (x): heal to the maximum.
    heal_full: bool,
    /// Note (x).
    clone: bool,
    /// Speed change.
    speed: i64,
    /// Stun amount (final note iii decides).
    stun: i64,
    /// Confusion amount (final note iv decides).
    confuse: i64,
    /// Additional fear (final note v).
    fear: i64,
    /// Polymorph, before final note ii.
    polymorph: bool,
    /// Teleport distance.
    teleport: i64,
    /// Thrust distance.
    thrust: i64,
    /// Note (B): the sleep value given.
    sleep: Option<i64>,
    /// Turns of stasis.
    stasis: i64,
    /// Note (O): mana to drain.
    mana_drain: i64,
    /// Oangband 1.1.0: the flags the monster memory learns.
    learned: MonsterFlags,
    /// Oangband 1.1.0: `project_t`'s storm teleport roll is to be drawn if the
    /// monster survives.
    storm_roll: bool,
}

impl Effects {
    /// No effect yet: the damage after resistance, to be dealt.
    #[inline(always)]
    fn of(hit: &Hit) -> Effects {
        Effects { damage: hit.done, ..Effects::default() }
    }

    /// The simplest effects that [`resolve`] treats alike, so that the exact odds
    /// merge them: amounts past what final notes iii-v can tell apart are capped
    /// (a stun or confusion of 400 or more ends at 200 whether it sets or adds
    /// half; fear of 200 or more ends at 200; a drain past the mana empties it).
    fn canonical(mut self, m: &impl MonsterView) -> Effects {
        self.stun = self.stun.min(2 * MAX_COUNTER);
        self.confuse = self.confuse.min(2 * MAX_COUNTER);
        self.fear = self.fear.min(MAX_COUNTER);
        self.mana_drain = self.mana_drain.min(m.mana().max(0));
        self
    }
}

/// Stage 2: the type's handler (the one exhaustive `match` over [`Gf`]), filling
/// in `fx` ([`Effects::of`] the hit).
#[inline]
pub(crate) fn effects<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    hit: &Hit,
    fx: &mut Effects,
) -> Result<(), ProjectionError> {
    let m = &input.monster;
    let dam = input.dam;
    let reading = input.reading;
    let game = reading.is_game();
    match input.gf {
        // (a), (b)
        Gf::Rock => {
            armour_blocks(r, input, fx)?;
            stun_chance(r, reading, fx, "(a) stun 1 in 2", 16, 8, 32)?;
        }
        // (b); the group of RULINGS P1
        Gf::Shot | Gf::Arrow | Gf::Missile | Gf::Pmissile => armour_blocks(r, input, fx)?,
        // (c); Oangband 1.1.0 never stuns an IM_ELEC monster (`else if`)
        Gf::Elec if !(game && hit.resist.is_some()) => stun_chance(r, reading, fx, "(c) stun 1 in 2", 11, 8, 32)?,
        // (d)
        Gf::Ice if hit.resist.is_none() => fx.stun = duration(r, reading, "(d) stun dam/12", fx.damage, 12, 20)?,
        // Oangband 1.1.0's monster memory of a plasma immunity
        Gf::Plasma if game && !m.unseen() => plasma_memory(r, m, hit, fx)?,
        // (M), (N): even when resisted (RULINGS P12)
        Gf::LiteWeak => holy_light(r, input, fx, &HOLY_LIGHT_M)?,
        Gf::Lite => holy_light(r, input, fx, &HOLY_LIGHT_N)?,
        // (h), (i): before resistance (RULINGS P4)
        Gf::Confusion => fx.confuse = hit.pre,
        Gf::Sound => fx.stun = hit.pre,
        // (j)
        Gf::Gravity if !m.flags().contains(F::BRTH_GRAV) => fx.teleport = 10,
        // (k) before resistance (RULINGS P4), (l)
        Gf::Force => {
            fx.stun = hit.pre;
            thrust(input, fx);
        }
        // (n)-(q)
        Gf::Storm => storm(r, input, hit, fx)?,
        // (r), (s): the damage done (RULINGS P10)
        Gf::Nexus if !(m.flags().contains(F::BRTH_NEXUS) || m.name().starts_with(input::NAME_NEXUS)) => {
            fx.teleport = 2 + moved_by(input, fx) / 5;
        }
        // (k) before resistance (RULINGS P4), (t)
        Gf::Chaos => chaos(input, hit, fx),
        // (O)
        Gf::Disenchant if hit.resist.is_none() => fx.mana_drain = fx.damage / 5,
        // (w)-(z), (A)-(H); no damage (RULINGS P13)
        Gf::OldPoly => polymorph(r, input, fx)?,
        Gf::OldClone => clone(m, fx),
        Gf::OldHeal => heal(fx, dam),
        Gf::OldSpeed => haste(m, fx),
        Gf::OldSlow => slow(r, input, fx)?,
        Gf::OldSleep => sleep(r, input, fx)?,
        Gf::OldConf => confuse(r, input, fx)?,
        Gf::Hold => hold(r, input, fx, &HOLD_D)?,
        Gf::HoldUndead => hold(r, input, fx, &HOLD_E)?,
        Gf::AwayUndead => away(fx, m.flags().contains(F::UNDEAD), dam),
        Gf::AwayEvil => away(fx, m.flags().contains(F::EVIL), dam),
        Gf::AwayAll => away(fx, true, dam),
        // (I)-(K)
        Gf::TurnUndead => turn(r, input, fx, &TURN_UNDEAD)?,
        Gf::TurnEvil => turn(r, input, fx, &TURN_EVIL)?,
        Gf::TurnAll => turn(r, input, fx, &TURN_ALL)?,
        // Oangband 1.1.0 draws `rand_int(18)` for the death message of a monster
        // it does not leave alone (the number only picks the words).
        Gf::DispSmallAll if game && hit.resist.is_none() => {
            r.compare("DISP_SMALL_ALL message rand_int(18)", 0, 17, &[])?;
        }
        // Damage alone (the table's resist lines say it all), and the guarded
        // arms above when their guard fails (a resisting ice or disenchantment
        // target, a gravity or nexus breather).
        Gf::Ice
        | Gf::Elec
        | Gf::Gravity
        | Gf::Nexus
        | Gf::Disenchant
        | Gf::Acid
        | Gf::Fire
        | Gf::Hellfire
        | Gf::Cold
        | Gf::Pois
        | Gf::Plasma
        | Gf::Dark
        | Gf::MorgulDark
        | Gf::Shard
        | Gf::Inertia
        | Gf::Water
        | Gf::Nether
        | Gf::Time
        | Gf::Mana
        | Gf::HolyOrb
        | Gf::Meteor
        | Gf::Spirit
        | Gf::OldDrain
        | Gf::KillWall
        | Gf::DispUndead
        | Gf::DispEvil
        | Gf::DispNotEvil
        | Gf::DispDemon
        | Gf::DispDragon
        | Gf::DispAll
        | Gf::DispSmallAll => {}
        Gf::Whip | Gf::KillTrap => return Err(ProjectionError::NoMonsterRule { gf: input.gf }),
    }
    if game && !input.monster.unseen() {
        fx.learned |= lore(input, hit);
    }
    Ok(())
}

/// Stage 3: final notes i-v.
///
/// * i (RULINGS P6, P10): killed when the damage exceeds the hit points, unless
///   a unique is hit by a monster: it is left at 0 HP, alive, and the rest
///   follows from the damage done. A killed monster gets nothing else (P4).
/// * ii (P12): a polymorph needs a non-unique and "1..=90 greater than its
///   level" (drawn only then, G3).
/// * iii, iv (P4): only one of polymorph, stun, confusion takes effect, in that
///   order; a stun takes effect when its amount is above 0 and the monster does
///   not breathe sound or force; a confusion when above 0 and the monster has
///   neither `NO_CONF` nor `BRTH_CONFU` nor `BRTH_CHAOS`. A new counter is set,
///   an existing one gains half the amount; both capped at 200 (G4).
/// * v: fear adds, capped at 200 (G4).
///
/// The outcome is written through `out`, each field once.
#[inline]
pub(crate) fn resolve<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    hit: &Hit,
    fx: &Effects,
    out: &mut impl MonsterOutcomeSink,
) -> Result<(), ProjectionError> {
    let m = &input.monster;
    let game = input.reading.is_game();
    out.set_avoided(false);
    out.set_resist(hit.resist);
    out.set_ac_blocked(fx.ac_blocked);
    out.set_learned(fx.learned);
    // Oangband 1.1.0: a monster the projection has just held is invulnerable
    // to it (`mon_take_hit` returns at once) and is not woken.
    let held = game && fx.stasis > 0;
    let mut damage = if held { 0 } else { fx.damage };

    let mut hp = m.hp();
    let mut healed = 0;
    if fx.heal_full || fx.heal > 0 {
        let to = if fx.heal_full { m.maxhp() } else { heal_to(input.reading, hp, fx.heal, m.maxhp()) };
        healed = (to - hp).max(0);
        hp = to;
    }
    out.set_healed(healed);
    let mut lost = damage;
    if damage > hp {
        if m.unique() && input.source == Source::Monster {
            lost = hp;
        } else {
            out.set_damage(damage);
            out.set_killed(true);
            out.set_hp(None);
            out.set_hp_lost(damage);
            sink::write_untouched(out, m);
            return Ok(());
        }
    }
    out.set_killed(false);

    let polymorph = fx.polymorph && !m.unique() && roll_above(r, "final note ii polymorph 1..90", 1, 90, m.level())?;
    if game && polymorph {
        // Oangband 1.1.0: the new monster takes no damage (`dam = 0`).
        damage = 0;
        lost = 0;
    }
    out.set_polymorph(polymorph);
    out.set_damage(damage);
    out.set_hp_lost(lost);
    out.set_hp(Some(hp - lost));
    let (mut stun, mut confusion) = (m.stun(), m.confusion());
    if !polymorph {
        if fx.stun > 0 && !m.flags().intersects(F::BRTH_SOUND | F::BRTH_FORCE) {
            stun = stack(stun, fx.stun);
        } else if fx.confuse > 0 && !m.flags().intersects(F::NO_CONF | F::BRTH_CONFU | F::BRTH_CHAOS) {
            confusion = stack(confusion, fx.confuse);
        }
    }
    out.set_stun(stun);
    out.set_confusion(confusion);
    out.set_fear(if fx.fear > 0 { (m.fear() + fx.fear).min(MAX_COUNTER) } else { m.fear() });
    // Oangband 1.1.0 wakes every monster a projection reaches (`csleep = 0`
    // for a monster source, `mon_take_hit` for the player) unless the type
    // leaves it alone or it was just held.
    out.set_sleep(match fx.sleep {
        Some(sleep) => sleep,
        None if game && !held && !skipped(input) => 0,
        None => m.sleep(),
    });
    out.set_stasis(fx.stasis);
    // Oangband 1.1.0's `project_t`, for a survivor: a monster's storm teleports
    // when `rand_int(3 * dam)` (the nominal damage) exceeds the maximum hit points.
    let storm_teleports =
        fx.storm_roll && roll_above(r, "(q) teleport roll rand_int(3*dam)", 0, 3 * input.dam - 1, m.maxhp())?;
    out.set_teleport(if storm_teleports { 10 } else { fx.teleport });
    out.set_thrust(fx.thrust);
    out.set_clone(fx.clone);
    out.set_speed(m.speed() + fx.speed);
    out.set_mana(m.mana() - fx.mana_drain.min(m.mana()));
    Ok(())
}

// ---------------------------------------------------------------------------
// Rule-shaped helpers.

/// Note (y): healed by `heal`, not past the maximum. Oangband 1.1.0 adds to the
/// 16-bit `m_ptr->hp` before it caps, so a sum past 32767 wraps negative and
/// the monster dies of it (`mon_take_hit` of 0 finds it below 0).
fn heal_to(reading: Reading, hp: i64, heal: i64, maxhp: i64) -> i64 {
    let sum = hp + heal;
    let sum = if reading.is_game() { i64::from(sum as i16) } else { sum };
    sum.min(maxhp)
}

/// Final notes iii and iv: a new counter is set to the amount; an existing one
/// gains half of it; the result is capped at 200 (RULINGS P4, G4).
fn stack(current: i64, amount: i64) -> i64 {
    let new = if current > 0 { current + amount / 2 } else { amount };
    new.min(MAX_COUNTER)
}

/// "For dam / `div` turns (with a maximum of `cap` turns if dam > 240)": the
/// seed's is exactly `dam / div`, or `cap` when `dam > 240` (RULINGS P4, P5);
/// Oangband 1.1.0's `project_m` draws `randint` of that (`1..=x`; `randint(0)`
/// and `randint(1)` give 1 without a draw).
fn duration<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    label: &'static str,
    dam: i64,
    div: i64,
    cap: i64,
) -> Result<i64, RollError> {
    let x = if dam > 240 { cap } else { dam / div };
    if reading.is_game() { r.uniform(label, 1, x) } else { Ok(x) }
}

/// A threshold "from `n`" in the seed (RULINGS P5: at least) that Oangband
/// 1.1.0's code writes `dam > n`.
fn past(reading: Reading, dam: i64, n: i64) -> bool {
    if reading.is_game() { dam > n } else { dam >= n }
}

/// The game's `rand_int(m) < k`: one draw on `0..m` whenever `m >= 2`, even
/// when `k` makes the answer certain (a compare draw: two bands at most).
fn game_below<R: Roller + ?Sized>(r: &mut R, label: &'static str, m: i64, k: i64) -> Result<bool, RollError> {
    Ok(r.compare(label, 0, m - 1, &[k.clamp(0, m)])? < k)
}

/// The damage a move reads: the seed's damage done (RULINGS P10); Oangband
/// 1.1.0's `project_t` is handed the nominal damage (before terrain and
/// resistance).
fn moved_by(input: &MonsterInput<impl MonsterView>, fx: &Effects) -> i64 {
    if input.reading.is_game() { input.dam } else { fx.damage }
}

/// Note (b): "an ac / 200 chance of not taking any damage" (no draw when the
/// armour class is 0, certain from 200). Oangband 1.1.0's `project_m` draws
/// `rand_int(200) < ac` at any armour class.
fn armour_blocks<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let label = "(b) no damage ac in 200";
    let ac = input.monster.ac();
    let blocked = if input.reading.is_game() { game_below(r, label, 200, ac)? } else { r.chance(label, ac, 200)? };
    if blocked {
        fx.damage = 0;
        fx.ac_blocked = true;
    }
    Ok(())
}

/// Notes (a), (c): "if at least `at_least` damage is done, there is a 1/2 chance
/// that the monster will be stunned for dam / `div` turns (with a maximum of `cap`
/// turns if dam > 240)" (RULINGS P5: `>=`; the chance is drawn only past the
/// threshold, G3).
fn stun_chance<R: Roller + ?Sized>(
    r: &mut R,
    reading: Reading,
    fx: &mut Effects,
    label: &'static str,
    at_least: i64,
    div: i64,
    cap: i64,
) -> Result<(), RollError> {
    if fx.damage >= at_least && r.one_in(label, 2)? {
        fx.stun = duration(r, reading, "stun randint(dam/8)", fx.damage, div, cap)?;
    }
    Ok(())
}

/// Notes (F)-(H): teleported `dam` squares if `affected`, else immune; no damage
/// (RULINGS P13: `dam` is a distance).
fn away(fx: &mut Effects, affected: bool, dam: i64) {
    fx.damage = 0;
    if affected {
        fx.teleport = dam;
    }
}

/// Notes (n)-(q), `GF_STORM`.
///
/// (n): with no resist line applying, 1 in 6 for an extra half (`dam + dam / 2`,
/// G1), which raises (o) and (p) too. (o): from 50 damage, 1 in 2 for a stun of
/// `dam / 12` (20 past 240). (p): from 20, 1 in 3 for a confusion of
/// `2..=dam/10 + 1`. (q): unless it breathes gravity, teleported 10 when the
/// player is the source or, drawn only for a monster source (G3), when `0..=3 *
/// dam` exceeds its maximum hit points (RULINGS P10: the damage done).
///
/// Oangband 1.1.0 (`project_m`, `project_t`): (n) needs some damage (`(dam) &&`);
/// (o) and (p) need more than 50 and 20, the stun is `randint(dam / 12)`, and a
/// `NO_CONF` monster draws no (p); (q) never for the player, and for a monster
/// the roll `rand_int(3 * dam)` of the nominal damage, drawn by [`resolve`] for
/// a survivor.
fn storm<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    hit: &Hit,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let m = &input.monster;
    let reading = input.reading;
    let game = reading.is_game();
    if hit.resist.is_none() && !(game && fx.damage == 0) && r.one_in("(n) extra half 1 in 6", 6)? {
        fx.damage += fx.damage / 2;
    }
    let dam = fx.damage;
    if past(reading, dam, 50) && r.one_in("(o) stun 1 in 2", 2)? {
        fx.stun = duration(r, reading, "(o) stun dam/12", dam, 12, 20)?;
    }
    if past(reading, dam, 20) && !(game && m.flags().contains(F::NO_CONF)) && r.one_in("(p) confusion 1 in 3", 3)? {
        fx.confuse = r.uniform("(p) confusion 2..dam/10+1", 2, dam / 10 + 1)?;
    }
    if m.flags().contains(F::BRTH_GRAV) {
        return Ok(());
    }
    if game {
        fx.storm_roll = input.source == Source::Monster;
    } else if input.source.player().is_some() || roll_above(r, "(q) teleport roll 0..3*dam", 0, 3 * dam, m.maxhp())? {
        fx.teleport = 10;
    }
    Ok(())
}

/// Notes (k), (t), `GF_CHAOS`: the seed stuns for the amount measured before
/// resistance and polymorphs; Oangband 1.1.0's `project_m` confuses for it
/// instead (never stuns), and never polymorphs a chaos breather.
fn chaos(input: &MonsterInput<impl MonsterView>, hit: &Hit, fx: &mut Effects) {
    if input.reading.is_game() {
        fx.confuse = hit.pre;
        fx.polymorph = hit.resist.is_none();
    } else {
        fx.stun = hit.pre;
        fx.polymorph = true;
    }
}

/// Oangband 1.1.0's monster memory of a plasma immunity (`project_m`): both
/// immunities ((f)) are learned; one alone ((g)) is learned on a `rand_int(2)`
/// of its own (fire's first).
fn plasma_memory<R: Roller + ?Sized>(
    r: &mut R,
    m: &impl MonsterView,
    hit: &Hit,
    fx: &mut Effects,
) -> Result<(), RollError> {
    match hit.resist.map(|l| l.condition) {
        Some(Condition::ImFireAndElec) => fx.learned |= F::IM_FIRE | F::IM_ELEC,
        Some(Condition::ImFireXorElec) => {
            for flag in [F::IM_FIRE, F::IM_ELEC] {
                if m.flags().contains(flag) && game_below(r, "plasma memory rand_int(2)", 2, 1)? {
                    fx.learned |= flag;
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// What Oangband 1.1.0's monster memory learns without a draw (`project_m`'s
/// and `project_t`'s `l_ptr->flags3 |= ...`), the monster being seen: the
/// immunity, vulnerability or kind that decided the type's effect.
fn lore(input: &MonsterInput<impl MonsterView>, hit: &Hit) -> MonsterFlags {
    let f = input.monster.flags();
    let resisted = hit.resist.is_some();
    let only = |flag: MonsterFlags| f & flag;
    match input.gf {
        Gf::Acid if resisted => F::IM_ACID,
        Gf::Elec if resisted => F::IM_ELEC,
        Gf::Fire | Gf::Hellfire if resisted => F::IM_FIRE,
        Gf::Cold | Gf::Ice if resisted => F::IM_COLD,
        Gf::Pois if resisted => F::IM_POIS,
        Gf::LiteWeak => only(F::HURT_LITE),
        Gf::Lite if !f.contains(F::BRTH_LITE) => only(F::HURT_LITE),
        Gf::Storm => only(F::IM_ELEC | F::NO_CONF),
        Gf::Nether => match hit.resist.map(|l| l.condition) {
            Some(Condition::Undead) => F::UNDEAD,
            Some(Condition::Evil) => F::EVIL,
            _ => F::empty(),
        },
        Gf::HolyOrb | Gf::DispEvil | Gf::AwayEvil => only(F::EVIL),
        Gf::Spirit | Gf::TurnUndead | Gf::DispUndead | Gf::AwayUndead => only(F::UNDEAD),
        Gf::OldDrain if resisted => only(F::UNDEAD | F::DEMON),
        Gf::OldSleep => only(F::NO_SLEEP),
        Gf::OldConf => only(F::NO_CONF),
        Gf::KillWall => only(F::HURT_ROCK),
        Gf::TurnEvil if f.contains(F::EVIL) => only(F::EVIL | F::NO_FEAR),
        Gf::TurnAll => only(F::NO_FEAR),
        Gf::DispDemon => only(F::DEMON),
        Gf::DispDragon => only(F::DRAGON),
        _ => F::empty(),
    }
}

/// The projections Oangband 1.1.0's `project_m` leaves alone (`skipped`: it
/// returns before touching the monster, so it is not even woken): the turning,
/// holding and dispelling of the wrong kind of monster.
fn skipped(input: &MonsterInput<impl MonsterView>) -> bool {
    let has = |flag: MonsterFlags| input.monster.flags().contains(flag);
    match input.gf {
        Gf::TurnUndead | Gf::HoldUndead | Gf::DispUndead => !has(F::UNDEAD),
        Gf::TurnEvil | Gf::DispEvil => !has(F::EVIL),
        Gf::DispNotEvil => has(F::EVIL),
        Gf::DispDemon => !has(F::DEMON),
        Gf::DispDragon => !has(F::DRAGON),
        _ => false,
    }
}

/// The numbers of notes (M) and (N).
struct HolyLight {
    one_in: i64,
    attempt: &'static str,
    roll: &'static str,
    dice: &'static str,
    /// The top of the roll, from the player's level.
    top: fn(i64) -> i64,
    /// The sides of the three fear dice, from the player's level.
    sides: fn(i64) -> i64,
}

/// (M): 1 in 5; `1..=level + 10`; `3d(level / 2) + 1`.
const HOLY_LIGHT_M: HolyLight = HolyLight {
    one_in: 5,
    attempt: "(M) holy light 1 in 5",
    roll: "(M) fright roll 1..level+10",
    dice: "(M) fear 3d(level/2)",
    top: |level| level + 10,
    sides: |level| level / 2,
};

/// (N): 1 in 3; `1..=3 * level / 2 + 15`; `3d(3 * level / 4) + 1`.
const HOLY_LIGHT_N: HolyLight = HolyLight {
    one_in: 3,
    attempt: "(N) holy light 1 in 3",
    roll: "(N) fright roll 1..3/2 level+15",
    dice: "(N) fear 3d(3*level/4)",
    top: |level| 3 * level / 2 + 15,
    sides: |level| 3 * level / 4,
};

/// Notes (M), (N): with the Holy Light specialty, an undead, evil or
/// light-hurt monster may be frightened, even one that cannot be (`NO_FEAR`),
/// and even when the light's damage is resisted (RULINGS P12). The roll must be
/// at least the monster's level + 2 (+ 20 for a unique; RULINGS P5: "at
/// least"); "level" in the dice is the player's (P12).
fn holy_light<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
    note: &HolyLight,
) -> Result<(), RollError> {
    let m = &input.monster;
    let Some(p) = input.source.player() else { return Ok(()) };
    // Oangband 1.1.0 joins the specialty test to the attempt with a bitwise `&`:
    // the attempt is drawn for every undead, evil or light-hurt target.
    if !(p.holy_light || input.reading.is_game()) || !m.flags().intersects(F::UNDEAD | F::EVIL | F::HURT_LITE) {
        return Ok(());
    }
    let need = m.level() + if m.unique() { 20 } else { 2 };
    if r.one_in(note.attempt, note.one_in)?
        && p.holy_light
        && roll_at_least(r, note.roll, 1, (note.top)(p.level), need)?
    {
        fx.fear += dice(r, note.dice, 3, (note.sides)(p.level))? + 1;
    }
    Ok(())
}

/// One class's supercharge in notes (A)-(C), (I)-(K).
struct Supercharge {
    classes: &'static [Class],
    one_in: i64,
    /// 1/2 more (else 1/3 more).
    half: bool,
}

/// (A)-(C): mages and druids, 1 in 3, 1/2 more.
const SORCERY: &[Supercharge] = &[Supercharge { classes: &[Class::Mage, Class::Druid], one_in: 3, half: true }];
/// (I): necromancers 1 in 2, priests 1 in 4, 1/2 more.
const TURN_UNDEAD_CHARGE: &[Supercharge] = &[
    Supercharge { classes: &[Class::Necromancer], one_in: 2, half: true },
    Supercharge { classes: &[Class::Priest], one_in: 4, half: true },
];
/// (J): priests 1 in 2 for 1/2 more; paladins and necromancers 1 in 4 for 1/3 more.
const TURN_EVIL_CHARGE: &[Supercharge] = &[
    Supercharge { classes: &[Class::Priest], one_in: 2, half: true },
    Supercharge { classes: &[Class::Paladin, Class::Necromancer], one_in: 4, half: false },
];
/// (J) in Oangband 1.1.0's `project_m`, by the classes' abilities in
/// `p_class.txt`: `HOLY` and `STRONG_MAGIC` (priests) 1 in 3 for 1/2 more;
/// `HOLY` alone (paladins) or `EVIL` and `STRONG_MAGIC` (necromancers) 1 in 4
/// for 1/3 more.
const TURN_EVIL_GAME_CHARGE: &[Supercharge] = &[
    Supercharge { classes: &[Class::Priest], one_in: 3, half: true },
    Supercharge { classes: &[Class::Paladin, Class::Necromancer], one_in: 4, half: false },
];
/// (K): priests 1 in 3, 1/3 more.
const TURN_ALL_CHARGE: &[Supercharge] = &[Supercharge { classes: &[Class::Priest], one_in: 3, half: false }];

/// The power of notes (A)-(C), (I)-(K): the class's supercharge (if the player's
/// class has one), else a 1 in 6 for 1/3 more ("if the spell does not do 1/2
/// more" / "if neither ... occurs": whatever the class), then Beguile's 1/2 more
/// after any supercharge; each step `p + p / k` (G1). A monster source has no
/// supercharge and no Beguile but keeps the 1 in 6 (RULINGS P11).
fn power<R: Roller + ?Sized>(r: &mut R, source: &Source, dam: i64, table: &[Supercharge]) -> Result<i64, RollError> {
    let player = source.player();
    let mut power = dam;
    let mut boosted = false;
    if let Some(p) = player
        && let Some(s) = table.iter().find(|s| s.classes.contains(&p.class))
        && r.one_in("supercharge", s.one_in)?
    {
        power += if s.half { power / 2 } else { power / 3 };
        boosted = true;
    }
    if !boosted && r.one_in("extra third 1 in 6", 6)? {
        power += power / 3;
    }
    if player.is_some_and(|p| p.beguile) {
        power += power / 2;
    }
    Ok(power)
}

/// The resistance bonus of notes (A)-(C), (I)-(K): `unique` for a unique, else
/// `undead` for an undead, else `other`.
fn bonus(m: &impl MonsterView, unique: i64, undead: i64, other: i64) -> i64 {
    if m.unique() {
        unique
    } else if m.flags().contains(F::UNDEAD) {
        undead
    } else {
        other
    }
}

/// "If the monster's level plus N is greater than a random number between 1 and
/// the damage, it resists" (the comparison draw).
fn resists<R: Roller + ?Sized>(r: &mut R, level_plus: i64, power: i64) -> Result<bool, RollError> {
    r.exceeds("resist roll 1..power", level_plus, 1, power)
}

/// The numbers of notes (I), (J), (K).
struct Turn {
    /// Only monsters with this flag are affected (the others are immune).
    needs: MonsterFlags,
    supercharge: &'static [Supercharge],
    /// The supercharges of Oangband 1.1.0's code (from the classes' abilities).
    game_supercharge: &'static [Supercharge],
    /// Whether Oangband 1.1.0's code spares a `NO_FEAR` monster (its turn undead
    /// does not look at `NO_FEAR`).
    game_no_fear: bool,
    /// The resistance bonus for a unique, an undead, any other.
    bonus: (i64, i64, i64),
    /// How many fear dice of `power / 2` sides.
    dice: u32,
}

/// (I): undead only; uniques + 10; 3d(dam / 2) + 1.
const TURN_UNDEAD: Turn = Turn {
    needs: F::UNDEAD,
    supercharge: TURN_UNDEAD_CHARGE,
    game_supercharge: TURN_UNDEAD_CHARGE,
    game_no_fear: false,
    bonus: (10, 2, 2),
    dice: 3,
};
/// (J): evil only; uniques + 20, undead + 10; 3d(dam / 2) + 1.
const TURN_EVIL: Turn = Turn {
    needs: F::EVIL,
    supercharge: TURN_EVIL_CHARGE,
    game_supercharge: TURN_EVIL_GAME_CHARGE,
    game_no_fear: true,
    bonus: (20, 10, 2),
    dice: 3,
};
/// (K): everyone; uniques and undead + 20; 4d(dam / 2) + 1.
const TURN_ALL: Turn = Turn {
    needs: F::empty(),
    supercharge: TURN_ALL_CHARGE,
    game_supercharge: TURN_ALL_CHARGE,
    game_no_fear: true,
    bonus: (20, 20, 2),
    dice: 4,
};

/// Notes (I)-(K): no damage (RULINGS P13); immune without the note's flag (no
/// draws); else the power, the resistance, then (unless `NO_FEAR`) fear for
/// `n d(power / 2) + 1` rounds (final note v adds it).
fn turn<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
    note: &Turn,
) -> Result<(), RollError> {
    let m = &input.monster;
    fx.damage = 0;
    if !m.flags().contains(note.needs) {
        return Ok(());
    }
    let game = input.reading.is_game();
    let table = if game { note.game_supercharge } else { note.supercharge };
    let power = power(r, &input.source, input.dam, table)?;
    let (unique, undead, other) = note.bonus;
    let spared = m.flags().contains(F::NO_FEAR) && (note.game_no_fear || !game);
    if !resists(r, m.level() + bonus(m, unique, undead, other), power)? && !spared {
        // Final note v caps the counter at 200: larger sums end alike.
        fx.fear += dice_capped(r, "fear dice", note.dice, power / 2, MAX_COUNTER)? + 1;
    }
    Ok(())
}

/// Note (A): no damage; the power ((A)-(C)'s supercharge), level + 20 (unique)
/// or + 2 against `1..=power`; slowed by 10 when not resisted, faster than -50
/// and not already 10 below its race's speed (RULINGS P12: offsets from normal).
fn slow<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let m = &input.monster;
    fx.damage = 0;
    let power = power(r, &input.source, input.dam, SORCERY)?;
    if !resists(r, m.level() + bonus(m, 20, 2, 2), power)? && m.speed() > -50 && slowable(input.reading, m) {
        fx.speed = -10;
    }
    Ok(())
}

/// Note (A)'s "not already 10 below its race's speed": the seed's speed above
/// the race's less 10; Oangband 1.1.0's `project_m` tests `race - speed <= 10`,
/// so a monster exactly 10 below is slowed again.
fn slowable(reading: Reading, m: &impl MonsterView) -> bool {
    if reading.is_game() { m.speed() >= m.race_speed() - 10 } else { m.speed() > m.race_speed() - 10 }
}

/// Note (B): no damage; as (A), then "a sleep value of 350" unless `NO_SLEEP`.
fn sleep<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let m = &input.monster;
    fx.damage = 0;
    let power = power(r, &input.source, input.dam, SORCERY)?;
    if !resists(r, m.level() + bonus(m, 20, 2, 2), power)? && !m.flags().contains(F::NO_SLEEP) {
        fx.sleep = Some(350);
    }
    Ok(())
}

/// Note (C): no damage; level + 20 (unique), + 15 (undead), + 2; confused for
/// `3d(power / 5) + 1` unless `NO_CONF` (final note iv decides the rest).
fn confuse<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let m = &input.monster;
    fx.damage = 0;
    let power = power(r, &input.source, input.dam, SORCERY)?;
    if !resists(r, m.level() + bonus(m, 20, 15, 2), power)? && !m.flags().contains(F::NO_CONF) {
        // Final note iv caps the counter at 200: sums of 400 or more end alike.
        fx.confuse = dice_capped(r, "(C) confusion 3d(dam/5)", 3, power / 5, 2 * MAX_COUNTER)? + 1;
    }
    Ok(())
}

/// The numbers of notes (D) and (E).
struct Hold {
    /// Only monsters with this flag are affected (the others are immune).
    needs: MonsterFlags,
    resist: &'static str,
    /// The top of the resistance roll, from the monster's level.
    top: fn(i64) -> i64,
    chance: &'static str,
    one_in: i64,
    stasis: &'static str,
    base: i64,
    die: i64,
    /// Whether Oangband 1.1.0's code keeps the damage (its hold undead does not
    /// set `dam = 0`).
    game_damages: bool,
}

/// (D): `1..=3/2 level` over twice the player's level, else 1 in 4; `4 + d6`.
const HOLD_D: Hold = Hold {
    needs: F::empty(),
    resist: "(D) resist 1..3/2 level",
    top: |level| 3 * level / 2,
    chance: "(D) resist 1 in 4",
    one_in: 4,
    stasis: "(D) stasis d6",
    base: 4,
    die: 6,
    game_damages: false,
};

/// (E): undead only; `1..=level` over twice the player's level, else 1 in 5; `5 + d7`.
const HOLD_E: Hold = Hold {
    needs: F::UNDEAD,
    resist: "(E) resist 1..level",
    top: |level| level,
    chance: "(E) resist 1 in 5",
    one_in: 5,
    stasis: "(E) stasis d7",
    base: 5,
    die: 7,
    game_damages: true,
};

/// Notes (D), (E): no damage (RULINGS P13); the player's level is needed
/// (P11: validated); the resistance roll, then (only if it failed, G3) the 1 in
/// n, then stasis.
fn hold<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
    note: &Hold,
) -> Result<(), ProjectionError> {
    let m = &input.monster;
    let p = player(input)?;
    let affected = m.flags().contains(note.needs);
    if !(affected && note.game_damages && input.reading.is_game()) {
        fx.damage = 0;
    }
    if !affected {
        return Ok(());
    }
    let resisted =
        roll_above(r, note.resist, 1, (note.top)(m.level()), 2 * p.level)? || r.one_in(note.chance, note.one_in)?;
    if !resisted {
        fx.stasis = note.base + r.die(note.stasis, note.die)?;
    }
    Ok(())
}

/// Note (w): no damage; uniques resist (no draw), others when their level is
/// greater than `11..=dam - 10`; final note ii's roll follows in stage 3
/// (RULINGS P12: both must fail).
///
/// Oangband 1.1.0's `project_m` compares with `randint(dam - 10) + 10`: `11..=dam`.
fn polymorph<R: Roller + ?Sized>(
    r: &mut R,
    input: &MonsterInput<impl MonsterView>,
    fx: &mut Effects,
) -> Result<(), RollError> {
    let (m, dam) = (&input.monster, input.dam);
    let top = if input.reading.is_game() { dam } else { dam - 10 };
    fx.damage = 0;
    fx.polymorph = !(m.unique() || r.exceeds("(w) resist 11..dam-10", m.level(), 11, top)?);
    Ok(())
}

/// Note (x): no damage; healed to the maximum, +5 speed below +40 (RULINGS
/// P12: not capped), cloned.
fn clone(m: &impl MonsterView, fx: &mut Effects) {
    fx.damage = 0;
    fx.heal_full = true;
    fx.speed = if m.speed() < 40 { 5 } else { 0 };
    fx.clone = true;
}

/// Note (y): healed by `dam` instead of damaged (not over the maximum: stage 3).
fn heal(fx: &mut Effects, dam: i64) {
    fx.damage = 0;
    fx.heal = dam;
}

/// Note (z): no damage; +10 speed below +40 (RULINGS P12: not capped).
fn haste(m: &impl MonsterView, fx: &mut Effects) {
    fx.damage = 0;
    fx.speed = if m.speed() < 40 { 10 } else { 0 };
}

/// Note (l): thrust `3 + dam / 20` of the damage done (RULINGS P10; Oangband
/// 1.1.0: of the nominal damage, [`moved_by`]) unless it breathes force.
fn thrust(input: &MonsterInput<impl MonsterView>, fx: &mut Effects) {
    if !input.monster.flags().contains(F::BRTH_FORCE) {
        fx.thrust = 3 + moved_by(input, fx) / 20;
    }
}

/// The player source of (D) and (E) (validated: RULINGS P11).
fn player(input: &MonsterInput<impl MonsterView>) -> Result<&PlayerSource, ProjectionError> {
    match input.source.player() {
        Some(p) => Ok(p),
        None => Err(ProjectionError::NeedsPlayerSource { gf: input.gf }),
    }
}
