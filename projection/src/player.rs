//! Projections on the player: seed 000, "Effects of Terrain on Damage to the
//! Player" and "Damage Types, Resistances, and Other Effects on the Player" (the
//! table, notes (a)-(Y) and the legend), following RULINGS G1-G4, P7, P8 and
//! Q1-Q46.
//!
//! Shaped as the monster side : the per-type numbers (Terr,
//! the resistance kind and its element) live in one table ([`PLAYER_TABLE`],
//! [`player_row`]) and the terrain lines in another ([`PLAYER_TERRAIN`]); one
//! exhaustive `match` over [`Gf`] gives each type its short program of steps,
//! each step a rule-shaped helper named after its note; a driver owns the
//! pipeline. Every type starts with the same step: P8's cap, the terrain's
//! avoidance (drawn first), the terrain and Unlight adjustments (RULINGS Q1-Q4).
//!
//! Draws happen only when the text's earlier test passed (G3), in the order the
//! notes describe them; a protection that stops an effect is tested before the
//! effect's draws. Every "greater than a random number between a and b" and
//! every saving throw (RULINGS Q25) is one compare draw.
//!
//! # The Oangband 1.1.0 reading
//!
//! With [`Reading::Oangband110`](roguerules_vocab::Reading::Oangband110) the
//! same driver runs the released game's `project_p` and the player's part of
//! `project_t`, draw for draw (a program of the game's steps per type, module
//! `oangband`); [`land`] then does what the end of the game's
//! `teleport_player` / `thrust_away` does on the terrain the game found. The
//! differences: [`crate::oangband_reading`].
//!
//! # Exact odds
//!
//! The same steps enumerate the exact distribution (roguerules-dice's `exact`), each step
//! once per distinct state of the one before ([`odds`]). The whole outcome of a
//! branchy case (a storm landing in rubble, Morgul darkness, hellfire's three
//! counters) can have millions of distinct values, so:
//!
//! * the **marginals** of the damage and of each counter ([`marginals`],
//!   [`damage_pmf`], [`counter_pmf`]) are always exact: each is computed by a run
//!   that keeps only its own field and the little the later steps read, skips
//!   the draws that only feed other fields, and stops when no step left can
//!   touch its field;
//! * the **whole** distribution ([`odds`]) is exact when it fits a budget of
//!   paths; [`exact_report`] (what the CLI prints with `--exact --json`) gives it
//!   when it fits [`DISTRIBUTION_BUDGET`] and omits it otherwise.
//!
//! # Example
//!
//! ```
//! use roguerules_projection::player::{self, PlayerInput};
//! use roguerules_projection::{Gf, Terrain};
//! use roguerules_dice::Scripted;
//!
//! // A fire bolt of 120 at a character with 35% fire resistance standing in
//! // water: 120 - 120/4 = 90 (RULINGS Q2), 90 - ceil(90 * 35 / 100) = 58
//! // (RULINGS Q6). Fire resistance rules out (s)'s draw: nothing is drawn.
//! let mut input = PlayerInput::new(Gf::Fire, 120);
//! input.terrain = Terrain::Water;
//! input.player.resist.fire = 35;
//! let out = player::project(&mut Scripted::new(Vec::<i64>::new()), &input)?;
//! assert_eq!((out.damage, out.parts.main), (58, 58));
//! // (p): 3 + 90/15 = 9 in 1000, four fifths of it (7) reduced by 35%: 9 - 3 = 6.
//! assert_eq!(out.inventory.fire.map(|c| (c.potions_scrolls, c.rods, c.other)), Some((9, 1, 6)));
//! # Ok::<(), roguerules_projection::ProjectionError>(())
//! ```

mod counters;
mod disenchant;
mod effects;
mod elements;
mod experience;
mod input;
mod landing;
mod missiles;
mod morgul;
mod oangband;
mod outcome;
mod pipeline;
mod resistance;
mod saves;
mod sink;
mod strike;
mod table;
mod view;

pub use input::{
    Counter, Counters, Element, Equipment, Item, MAX_EXP, MAX_PLAYER_COUNTER, MAX_STAT, MAX_TEMP_EFFECTS,
    MonsterSource, PLAYER_DAMAGE_CAP, Player, PlayerFlags, PlayerInput, Resistances, Shield, Slot, Specialties, Stat,
    Stats, Sustains,
};
pub use outcome::{
    AcidDamage, Avoided, Chances, DamageParts, Disenchantment, ExactReport, Inventory, Marginals, PlayerOutcome,
    StatDrain, StatsSet,
};
pub use resistance::{destruction_chances, resistance_range, resistance_removes};
pub use sink::{FinishedOutcome, PlayerOutcomeSink};
pub use table::{
    Avoidance, PLAYER_TABLE, PLAYER_TERRAIN, Place, PlayerAdjustedTypes, PlayerRow, PlayerTerrainLine, ResistKind,
    avoidance, player_row, player_terrain_adjusted,
};
pub use view::{PlayerInputView, PlayerView};

use crate::error::ProjectionError;
use elements::{Field, Part, Share};
use landing::Landing;
use missiles::{ARROW_CUT, DODGE_B, DODGE_K, Dodge, ROCK_STUN, SHOT_CUT, SHOT_STUN, Wound};
use pipeline::{Acc, Cx, Fields, Flow, St};
use roguerules_dice::{Pmf, Prob, Roller};
use roguerules_vocab::Gf;

/// One step of a type's rule (a rule-shaped helper, named after its note).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Step {
    /// P8, Q1-Q4: cap, terrain avoidance, terrain and Unlight adjustments.
    Strike,
    /// (a)
    Evade,
    /// (b), (k)
    Dodge(&'static Dodge),
    /// (e)
    Glance,
    /// (i)
    MissOrDeflect,
    /// (c), (f): the divisor.
    Armour(i64),
    /// (d), (g), (h), (j)
    Wound(&'static Wound),
    /// (l)
    PoisonedMissile,
    /// The whole damage, unresisted (Resist? "None").
    Plain,
    /// (W)
    HolyOrb,
    /// (P)'s pure half.
    StormPure,
    /// The whole damage resisted as the row's element and kind, reported in the
    /// field.
    Resisted(Field),
    /// A part of a mixed type: (w), (x), (P).
    Part(&'static Part),
    /// (y)
    HellfireSave,
    /// (A)
    IceWounds,
    /// (E)i-vi.
    Morgul(u8),
    /// (F)
    Confuse,
    /// (G)
    Sound,
    /// (H)
    SoundItems,
    /// (J)
    ShardCut,
    /// (K)
    ShardItems,
    /// (L)
    InertiaSlow,
    /// (M)
    GravitySlow,
    /// (M)
    GravityStun,
    /// (M)
    GravityTeleport,
    /// (N)
    ForceStun,
    /// (N)
    Thrust,
    /// (O)
    WaterStun,
    /// (O)
    WaterConfusion,
    /// (Q)
    StormConfusion,
    /// (Q)
    StormTeleport,
    /// (R)
    Nexus,
    /// (S)
    Nether,
    /// (T)
    Chaos,
    /// (U)
    Disenchant,
    /// (X)
    ManaDrain,
    /// (Y)
    Dispel,
    /// (V)
    Time,
    /// (M), (N), (Q), (R)i: RULINGS Q35.
    Land(Landing),
    /// A step of the Oangband 1.1.0 reading (`project_p`, `project_t`).
    Game(oangband::GameStep),
}

use elements::Field as Fd;
use elements::Share as Sh;
use input::Element as El;
use table::ResistKind as Rk;

/// (w): plasma's fire and lightning, each `dam / 2 + 1` (RULINGS Q23).
const PLASMA_FIRE: Part = Part { element: El::Fire, kind: Rk::Constant, share: Sh::HalfPlusOne, field: Fd::Fire };
const PLASMA_ELEC: Part = Part { element: El::Elec, kind: Rk::Constant, share: Sh::HalfPlusOne, field: Fd::Elec };
/// (x): hellfire's fire (2/3, rounded down) and darkness (the rest), darkness
/// being a Variable row (RULINGS Q24).
const HELLFIRE_FIRE: Part = Part { element: El::Fire, kind: Rk::Constant, share: Sh::TwoThirds, field: Fd::Fire };
const HELLFIRE_DARK: Part = Part { element: El::Dark, kind: Rk::Variable, share: Sh::RestOfThird, field: Fd::Dark };
/// (P): storm's lightning, cold and acid (each constant).
const STORM_ELEC: Part = Part { element: El::Elec, kind: Rk::Constant, share: Sh::StormElec, field: Fd::Elec };
const STORM_COLD: Part =
    Part { element: El::Cold, kind: Rk::Constant, share: Sh::StormQuarter("(P) cold 1 in 2"), field: Fd::Cold };
const STORM_ACID: Part =
    Part { element: El::Acid, kind: Rk::Constant, share: Sh::StormQuarter("(P) acid 1 in 2"), field: Fd::Acid };

/// The type's rule as a program of steps: the one exhaustive `match` over the
/// damage types (`None` for the types the player table does not list).
fn program(gf: Gf) -> Option<&'static [Step]> {
    use Step::*;
    Some(match gf {
        // (a) (b) (c) | (d)
        Gf::Rock => &[Strike, Evade, Dodge(&DODGE_B), Armour(300), Wound(&ROCK_STUN)],
        // (a) (e) (f) | (g) (h)
        Gf::Shot => &[Strike, Evade, Glance, Armour(250), Wound(&SHOT_STUN), Wound(&SHOT_CUT)],
        // (a) (f) (i) | (j)
        Gf::Arrow => &[Strike, Evade, MissOrDeflect, Armour(250), Wound(&ARROW_CUT)],
        // (a) (f) (k)
        Gf::Missile => &[Strike, Evade, Dodge(&DODGE_K), Armour(250)],
        // (l): as GF_MISSILE (RULINGS Q45), then the poison
        Gf::Pmissile => &[Strike, Evade, Dodge(&DODGE_K), Armour(250), PoisonedMissile],
        // Resist? None, no note
        Gf::Whip | Gf::Mana | Gf::Meteor => &[Strike, Plain],
        // Constant (m) | (n) (o) (p); (p) (q) (r); (p) (s); (p) (t) (u); (v)
        Gf::Acid | Gf::Elec | Gf::Fire | Gf::Cold | Gf::Pois => &[Strike, Resisted(Fd::Main)],
        // Constant (w)
        Gf::Plasma => &[Strike, Part(&PLASMA_FIRE), Part(&PLASMA_ELEC)],
        // Mixed (x) | (y)
        Gf::Hellfire => &[Strike, Part(&HELLFIRE_FIRE), Part(&HELLFIRE_DARK), HellfireSave],
        // Constant (z) | (A); (u) on its cold (RULINGS Q44)
        Gf::Ice => &[Strike, Resisted(Fd::Cold), IceWounds],
        // Variable | (B); (C)
        Gf::Lite | Gf::Dark => &[Strike, Resisted(Fd::Main)],
        // Weak (D) | (E) (RULINGS Q7)
        Gf::MorgulDark => {
            &[Strike, Resisted(Fd::Dark), Morgul(1), Morgul(2), Morgul(3), Morgul(4), Morgul(5), Morgul(6)]
        }
        // Variable | (F)
        Gf::Confusion => &[Strike, Resisted(Fd::Main), Confuse],
        // Variable | (G) (H)
        Gf::Sound => &[Strike, Resisted(Fd::Main), Sound, SoundItems],
        // Weak (I) | (J) (K)
        Gf::Shard => &[Strike, Resisted(Fd::Main), ShardCut, ShardItems],
        // None | (L)
        Gf::Inertia => &[Strike, Plain, InertiaSlow],
        // None | (M)
        Gf::Gravity => &[Strike, Plain, GravitySlow, GravityStun, GravityTeleport, Land(Landing::Full)],
        // None | (N)
        Gf::Force => &[Strike, Plain, ForceStun, Thrust, Land(Landing::LavaOnly)],
        // None | (O)
        Gf::Water => &[Strike, Plain, WaterStun, WaterConfusion],
        // Mixed (P) | (Q)
        Gf::Storm => &[
            Strike,
            StormPure,
            Part(&STORM_ELEC),
            Part(&STORM_COLD),
            Part(&STORM_ACID),
            StormConfusion,
            StormTeleport,
            Land(Landing::Full),
        ],
        // Variable | (R)
        Gf::Nexus => &[Strike, Resisted(Fd::Main), Nexus, Land(Landing::Full)],
        // Variable | (S)
        Gf::Nether => &[Strike, Resisted(Fd::Main), Nether],
        // V. Variable | (T)
        Gf::Chaos => &[Strike, Resisted(Fd::Main), Chaos],
        // Variable | (U) (X) (Y)
        Gf::Disenchant => &[Strike, Resisted(Fd::Main), Disenchant, ManaDrain, Dispel],
        // None | (V)
        Gf::Time => &[Strike, Plain, Time],
        // Special (W)
        Gf::HolyOrb => &[Strike, HolyOrb],
        // Not in the player table.
        Gf::LiteWeak
        | Gf::Spirit
        | Gf::KillWall
        | Gf::KillTrap
        | Gf::Hold
        | Gf::HoldUndead
        | Gf::AwayUndead
        | Gf::AwayEvil
        | Gf::AwayAll
        | Gf::TurnUndead
        | Gf::TurnEvil
        | Gf::TurnAll
        | Gf::DispUndead
        | Gf::DispEvil
        | Gf::DispNotEvil
        | Gf::DispDemon
        | Gf::DispDragon
        | Gf::DispAll
        | Gf::DispSmallAll
        | Gf::OldClone
        | Gf::OldPoly
        | Gf::OldHeal
        | Gf::OldSpeed
        | Gf::OldSlow
        | Gf::OldConf
        | Gf::OldSleep
        | Gf::OldDrain => return None,
    })
}

/// Runs one step.
fn step<V: PlayerInputView, R: Roller + ?Sized>(
    cx: &Cx<'_, V>,
    st: &mut St,
    r: &mut R,
    step: Step,
) -> Result<Flow, ProjectionError> {
    match step {
        Step::Strike => strike::strike(cx, st, r)?,
        Step::Evade => missiles::evade(cx, st, r)?,
        Step::Dodge(note) => missiles::dodge(cx, st, r, note)?,
        Step::Glance => missiles::glance(cx, st, r)?,
        Step::MissOrDeflect => missiles::miss_or_deflect(cx, st, r)?,
        Step::Armour(divisor) => missiles::armour(cx, st, divisor),
        Step::Wound(w) => missiles::wound(cx, st, r, w)?,
        Step::PoisonedMissile => missiles::poisoned_missile(cx, st, r)?,
        Step::Plain => st.out.parts.main += st.dam,
        Step::HolyOrb => effects::holy_orb(cx, st),
        Step::StormPure => effects::storm_pure(st),
        Step::Resisted(field) => {
            let element =
                cx.row.element.ok_or(ProjectionError::Invalid { reason: "a resisted row without element" })?;
            let part = Part { element, kind: cx.row.resist, share: Share::Whole, field };
            elements::part(cx, st, r, &part)?;
        }
        Step::Part(part) => elements::part(cx, st, r, part)?,
        Step::HellfireSave => effects::hellfire_save(cx, st, r)?,
        Step::IceWounds => effects::ice_wounds(cx, st, r)?,
        Step::Morgul(n) => morgul::morgul_step(cx, st, r, n)?,
        Step::Confuse => effects::confuse(cx, st, r)?,
        Step::Sound => effects::sound(cx, st, r)?,
        Step::SoundItems => effects::sound_items(cx, st),
        Step::ShardCut => effects::shard_cut(cx, st),
        Step::ShardItems => effects::shard_items(cx, st),
        Step::InertiaSlow => effects::inertia_slow(cx, st, r)?,
        Step::GravitySlow => effects::gravity_slow(cx, st, r)?,
        Step::GravityStun => effects::gravity_stun(cx, st),
        Step::GravityTeleport => landing::gravity_teleport(cx, st, r)?,
        Step::ForceStun => effects::force_stun(cx, st, r)?,
        Step::Thrust => landing::thrust(st),
        Step::WaterStun => effects::water_stun(cx, st, r)?,
        Step::WaterConfusion => effects::water_confusion(cx, st, r)?,
        Step::StormConfusion => effects::storm_confusion(cx, st, r)?,
        Step::StormTeleport => landing::storm_teleport(cx, st, r)?,
        Step::Nexus => landing::nexus(cx, st, r)?,
        Step::Nether => effects::nether(cx, st, r)?,
        Step::Chaos => effects::chaos(cx, st, r)?,
        Step::Disenchant => disenchant::disenchant(cx, st, r)?,
        Step::ManaDrain => disenchant::drain_mana(cx, st),
        Step::Dispel => return Ok(disenchant::dispel(cx, st, r)?),
        Step::Time => effects::time(cx, st, r)?,
        Step::Land(rule) => landing::land(cx, st, r, rule)?,
        Step::Game(g) => return Ok(oangband::step(cx, st, r, g)?),
    }
    Ok(Flow::Next)
}

/// The fields a part of `element` may touch: the damage, the other fields, and
/// the counters of its side effects.
fn part_touches(element: Option<El>) -> Fields {
    Fields::DAMAGE
        | Fields::OTHER
        | match element {
            Some(El::Elec) => Fields::STUN,
            Some(El::Cold) => Fields::FEAR | Fields::PARALYSIS,
            Some(El::Pois) => Fields::POISON,
            Some(El::Light | El::Dark) => Fields::BLIND,
            _ => Fields::empty(),
        }
}

/// The fields `step` may touch (conservatively).
fn touches<V: PlayerInputView>(cx: &Cx<'_, V>, step: Step) -> Fields {
    use Fields as F;
    match step {
        Step::Strike | Step::Evade | Step::Dodge(_) | Step::Glance | Step::MissOrDeflect => F::OTHER,
        Step::Armour(_) | Step::Plain | Step::HolyOrb | Step::StormPure => F::DAMAGE,
        Step::Wound(w) => w.field(),
        Step::PoisonedMissile => F::POISON | F::OTHER,
        Step::Resisted(_) => part_touches(cx.row.element),
        Step::Part(p) => part_touches(Some(p.element)),
        Step::HellfireSave => F::FEAR | F::HALLUCINATION | F::CONFUSION,
        Step::IceWounds => F::CUT | F::STUN,
        Step::Morgul(1) => F::FEAR | F::PARALYSIS,
        Step::Morgul(2) => F::POISON,
        Step::Morgul(_) => F::OTHER,
        Step::Confuse | Step::WaterConfusion | Step::StormConfusion => F::CONFUSION,
        Step::Sound => F::CONFUSION | F::STUN | F::OTHER,
        Step::ShardCut => F::CUT,
        Step::InertiaSlow | Step::GravitySlow => F::SLOW,
        Step::GravityStun | Step::ForceStun | Step::WaterStun => F::STUN,
        Step::Chaos => F::HALLUCINATION | F::CONFUSION | F::OTHER,
        Step::SoundItems
        | Step::ShardItems
        | Step::GravityTeleport
        | Step::Thrust
        | Step::StormTeleport
        | Step::Nexus
        | Step::Nether
        | Step::Disenchant
        | Step::ManaDrain
        | Step::Dispel
        | Step::Time => F::OTHER,
        Step::Land(rule) => landing::landing_touches(cx.input.land(), rule),
        Step::Game(_) => F::all(),
    }
}

/// Whether `step` reads the damage of the part before it (`St::done`).
fn reads_done(step: Step) -> bool {
    matches!(
        step,
        Step::Wound(_)
            | Step::PoisonedMissile
            | Step::Morgul(1 | 2)
            | Step::Sound
            | Step::SoundItems
            | Step::ShardCut
            | Step::ShardItems
            | Step::Disenchant
            | Step::ManaDrain
            | Step::Dispel
            | Step::Game(_)
    )
}

/// For each step of `cx`'s program (and one past the end), what the steps from
/// it on may touch and whether one of them reads the part's damage.
pub(crate) fn program_touches<V: PlayerInputView>(cx: &Cx<'_, V>) -> (Vec<Fields>, Vec<bool>) {
    let n = cx.program.len();
    let mut suffix = vec![Fields::empty(); n + 1];
    let mut reads = vec![false; n + 1];
    for (i, &s) in cx.program.iter().enumerate().rev() {
        suffix[i] = suffix[i + 1] | touches(cx, s);
        reads[i] = reads[i + 1] || reads_done(s);
    }
    (suffix, reads)
}

/// Checks `input` and returns its damage type's row of seed 000's player table.
///
/// # Errors
///
/// [`ProjectionError::OutOfRange`] / [`ProjectionError::Invalid`] naming the first
/// field out of its documented range ([`PlayerInput::validate_fields`]);
/// [`ProjectionError::NoPlayerRule`] for a type the player table does not list.
pub fn validate(input: &PlayerInput) -> Result<&'static PlayerRow, ProjectionError> {
    validate_view(input)
}

/// [`validate`] of any view of a projection ([`PlayerInputView`]).
///
/// # Errors
///
/// As [`validate`].
pub fn validate_view<V: PlayerInputView + ?Sized>(input: &V) -> Result<&'static PlayerRow, ProjectionError> {
    input::validate_input(input)?;
    // `ok_or_else`: the error has drop glue (boxes); not built on success.
    player_row(input.gf()).ok_or_else(|| ProjectionError::NoPlayerRule { gf: input.gf() })
}

/// The row and program of a valid input, under its reading.
fn prepare<V: PlayerInputView + ?Sized>(input: &V) -> Result<(&'static PlayerRow, &'static [Step]), ProjectionError> {
    let row = validate_view(input)?;
    let gf = input.gf();
    let program = if input.reading().is_game() { oangband::program(gf) } else { program(gf) };
    let program = program.ok_or(ProjectionError::NoPlayerRule { gf })?;
    Ok((row, program))
}

/// Projects `input.gf` on the character, drawing from `r`: seed 000's player
/// table, its notes (a)-(Y) and the terrain table (RULINGS G1-G4, P7, P8,
/// Q1-Q46).
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Roll`] when the roller fails;
/// [`ProjectionError::Budget`] with [`Limit::Retries`](roguerules_dice::Limit)
/// when, under the Oangband 1.1.0 reading, the roller keeps the game's redraw
/// of nexus's second stat going for 10,000 draws (it answers the first stat
/// every time: a fair source ends the redraw with chance 5/6 a draw).
///
/// # Example
///
/// Note (E) replayed: Morgul darkness of 300 from a level-60 monster on a
/// character with 20% darkness resistance (Weak: Variable, RULINGS Q7, P7:
/// 18..=22%) and resist fear.
///
/// ```
/// use roguerules_projection::player::{self, PlayerFlags, PlayerInput};
/// use roguerules_projection::Gf;
/// use roguerules_dice::{Scripted, Step};
///
/// let mut input = PlayerInput::new(Gf::MorgulDark, 300);
/// input.source.level = 60;
/// input.player.resist.dark = 20;
/// input.player.flags = PlayerFlags::RESIST_FEAR | PlayerFlags::RESIST_BLIND;
/// input.player.exp = 10_000;
/// let mut r = Scripted::new([
///     Step::labelled("resistance percentage (P7)", 20), // 300 - 60 = 240 taken
///     // power 240 * 60 / 100 = 144
///     Step::labelled("(E)i roll 1..power", 50),   // > 21: resist fear stops it; power 96
///     Step::labelled("(E)ii roll 1..power", 30),  // not > 41
///     Step::labelled("(E)iii roll 1..power", 90), // > 81: 200 + 2% of 10 000; power 64
///     Step::labelled("(E)iv roll 1..power", 64),  // not > 121
///     Step::labelled("(E)v roll 1..power", 1),
///     Step::labelled("(E)vi roll 1..power", 1),
/// ]);
/// let out = player::project(&mut r, &input)?;
/// r.finish()?;
/// assert_eq!((out.damage, out.parts.dark, out.counters.fear, out.exp_drained), (240, 240, 0, 400));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn project<R: Roller + ?Sized>(r: &mut R, input: &PlayerInput) -> Result<PlayerOutcome, ProjectionError> {
    project_view(r, input)
}

/// [`project`] reading any view of a projection ([`PlayerInputView`]) in
/// place: the same rule, draw for draw, for a caller that holds the input in
/// its own layout (the C API's structs).
///
/// # Errors
///
/// As [`project`].
pub fn project_view<R: Roller + ?Sized, V: PlayerInputView>(
    r: &mut R,
    input: &V,
) -> Result<PlayerOutcome, ProjectionError> {
    let (row, program) = prepare(input)?;
    Cx::sampling(input, row, program).run(r, |o| Ok(o.to_outcome()))
}

/// [`project_view`] writing its outcome into `out` ([`PlayerOutcomeSink`]),
/// once, as its last step: the same rule, draw for draw, for a caller that
/// holds the outcome in its own layout (the C API's struct, written where it
/// lies). `out` is left as it was when the rule fails.
///
/// # Errors
///
/// As [`project`], converted into the sink's error; the sink's own when it
/// cannot hold the outcome.
pub fn project_into<R: Roller + ?Sized, V: PlayerInputView, O: PlayerOutcomeSink + ?Sized>(
    r: &mut R,
    input: &V,
    out: &mut O,
) -> Result<(), O::Error> {
    let (row, program) = prepare(input)?;
    Cx::sampling(input, row, program).run(r, |o| out.put(o))
}

/// Oangband 1.1.0 reading: what landing on `terrain` does after the game moved
/// the character as `after` (the outcome of [`project`]) asked. The game
/// finds the landing itself (`teleport_player`, `thrust_away`, with their own
/// draws); then this follows the end of those functions: after a teleport
/// ([`PlayerOutcome::teleport`]) trees and rubble may hurt, stun and cut, and
/// after a teleport or a thrust ([`PlayerOutcome::thrust`]) lava burns as
/// `fire_dam(damroll(4, 100))`. The outcome holds only the landing's effects:
/// its damage in [`DamageParts::landing`], the counters after it (from
/// `after`'s), a fire stat drain and inventory chance. Nothing happens (and
/// nothing is drawn) after any other move or none.
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::ReadingNotSupported`] under the seed
/// reading (its landing is [`PlayerInput::land`], part of [`project`]);
/// [`ProjectionError::Roll`] when the roller fails.
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{self, PlayerInput};
/// use roguerules_projection::{Gf, Reading, Terrain};
/// use roguerules_dice::Scripted;
///
/// let mut input = PlayerInput::new(Gf::Gravity, 50);
/// input.reading = Reading::Oangband110;
/// // rand_int(3) for the slowness, randint(15) for the stun (no draw to hold
/// // the ground without protection).
/// let after = player::project(&mut Scripted::new([0, 5]), &input)?;
/// assert_eq!((after.teleport, after.counters.stun), (6, 5));
/// // The game landed the character in rubble (a script gives each damroll
/// // its sum): rand_int(2) == 0, 2d14 = 9,
/// // no stun (rand_int(3) = 1), cuts (rand_int(3) = 2): 2 * 2d14 = 2 * 20.
/// let landed = player::land(&mut Scripted::new([0, 9, 1, 2, 20]), &input, &after, Terrain::Rubble)?;
/// assert_eq!((landed.parts.landing, landed.counters.stun, landed.counters.cut), (9, 5, 40));
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
pub fn land<R: Roller + ?Sized>(
    r: &mut R,
    input: &PlayerInput,
    after: &PlayerOutcome,
    terrain: roguerules_vocab::Terrain,
) -> Result<PlayerOutcome, ProjectionError> {
    let mut out = PlayerOutcome::default();
    land_into(r, input, after, terrain, &mut out)?;
    Ok(out)
}

/// [`land`] of any view of a projection ([`PlayerInputView`], as
/// [`project_into`]), writing its outcome into `out` ([`PlayerOutcomeSink`]),
/// once, as its last step (the C API's struct, written where it lies). `out`
/// is left as it was when the rule fails.
///
/// # Errors
///
/// As [`land`], converted into the sink's error; the sink's own when it
/// cannot hold the outcome.
pub fn land_into<R: Roller + ?Sized, V: PlayerInputView, O: PlayerOutcomeSink + ?Sized>(
    r: &mut R,
    input: &V,
    after: &PlayerOutcome,
    terrain: roguerules_vocab::Terrain,
    out: &mut O,
) -> Result<(), O::Error> {
    let (row, program) = prepare(input)?;
    if !input.reading().is_game() {
        return Err(ProjectionError::ReadingNotSupported {
            reading: input.reading(),
            rule: "the landing after the game's move (the seed's is part of the projection)",
        }
        .into());
    }
    let cx = Cx::sampling(input, row, program);
    let moved = if after.teleport > 0 {
        oangband::Moved::Teleport
    } else if after.thrust > 0 {
        oangband::Moved::Thrust
    } else {
        // No move, no landing: the counters as they were, nothing else.
        return out.put(&cx.finished_outcome(&Acc::unchanged(after.counters)));
    };
    let mut st = cx.start_with(after.counters);
    oangband::land(&cx, &mut st, r, moved, terrain).map_err(ProjectionError::from)?;
    out.put(&cx.finished_outcome(&st.out))
}

/// The paths [`odds`] may explore in all its steps before it gives up with
/// [`ProjectionError::Budget`].
pub const ODDS_BUDGET: u64 = 1 << 21;

/// The paths [`exact_report`] spends on the whole distribution before omitting
/// it (the marginals are computed regardless).
pub const DISTRIBUTION_BUDGET: u64 = 1 << 17;

/// The paths one marginal may explore: ample for every valid input (the
/// largest, Morgul darkness's `1d(power)` fear, is a few hundred thousand), a
/// guard against a hang rather than a limit met in practice.
pub const MARGINAL_BUDGET: u64 = 1 << 24;

/// The exact distribution of [`project`]'s whole outcome, by enumerating the
/// same steps (roguerules-dice's `exact`), each once per distinct state of the one before,
/// within [`ODDS_BUDGET`] paths.
///
/// # Errors
///
/// As [`validate`]; [`ProjectionError::Budget`] when the outcome has too many
/// distinct values to enumerate (a storm landing in rubble, Morgul darkness at
/// high power, hellfire's three counters): use [`marginals`] then.
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{self, Avoided, PlayerInput};
/// use roguerules_projection::{Gf, Terrain};
///
/// // On rubble, every projection is avoided one time in 10 (RULINGS P8, Q4).
/// let input = PlayerInput { terrain: Terrain::Rubble, ..PlayerInput::new(Gf::Time, 100) };
/// let odds = player::odds(&input)?;
/// assert_eq!(odds.probability_where(|o| o.avoided == Some(Avoided::Terrain)).to_string(), "1/10");
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
pub fn odds(input: &PlayerInput) -> Result<Pmf<PlayerOutcome>, ProjectionError> {
    odds_with(input, ODDS_BUDGET)
}

/// [`odds`] within `budget` paths.
///
/// # Errors
///
/// As [`odds`].
pub fn odds_with(input: &PlayerInput, budget: u64) -> Result<Pmf<PlayerOutcome>, ProjectionError> {
    let (row, program) = prepare(input)?;
    let cx = Cx::exact(input, row, program, Fields::all());
    Ok(cx.staged(budget)?.map(|a| cx.outcome(a)))
}

/// The exact distribution of the total HP damage ([`PlayerOutcome::damage`]),
/// for every valid input.
///
/// # Errors
///
/// As [`validate`].
pub fn damage_pmf(input: &PlayerInput) -> Result<Pmf<i64>, ProjectionError> {
    let (row, program) = prepare(input)?;
    let cx = Cx::exact(input, row, program, Fields::DAMAGE);
    Ok(cx.staged(MARGINAL_BUDGET)?.map(|a| a.parts.total()))
}

/// The exact distribution of counter `c` after the projection, for every valid
/// input.
///
/// # Errors
///
/// As [`validate`].
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{self, Counter, PlayerInput};
/// use roguerules_projection::Gf;
///
/// // (L): slowed for 1d5 + 5 rounds from 100 damage.
/// let slow = player::counter_pmf(&PlayerInput::new(Gf::Inertia, 100), Counter::Slow)?;
/// assert_eq!(slow.support().copied().collect::<Vec<_>>(), [6, 7, 8, 9, 10]);
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
pub fn counter_pmf(input: &PlayerInput, c: Counter) -> Result<Pmf<i64>, ProjectionError> {
    let (row, program) = prepare(input)?;
    let cx = Cx::exact(input, row, program, Fields::counter(c));
    Ok(cx.staged(MARGINAL_BUDGET)?.map(|a| a.counters.get(c)))
}

/// The exact mean of the total HP damage.
///
/// # Errors
///
/// As [`validate`].
pub fn mean_damage(input: &PlayerInput) -> Result<Prob, ProjectionError> {
    Ok(damage_pmf(input)?.mean())
}

/// The exact marginals of the damage and of the nine counters.
///
/// # Errors
///
/// As [`validate`].
pub fn marginals(input: &PlayerInput) -> Result<Marginals, ProjectionError> {
    let c = |counter| counter_pmf(input, counter);
    Ok(Marginals {
        damage: damage_pmf(input)?,
        stun: c(Counter::Stun)?,
        cut: c(Counter::Cut)?,
        poison: c(Counter::Poison)?,
        confusion: c(Counter::Confusion)?,
        blind: c(Counter::Blind)?,
        fear: c(Counter::Fear)?,
        hallucination: c(Counter::Hallucination)?,
        slow: c(Counter::Slow)?,
        paralysis: c(Counter::Paralysis)?,
    })
}

/// What `roguerules project player --exact --json` prints ([`ExactReport`]):
/// the marginals, the mean damage, and the whole distribution when it fits
/// [`DISTRIBUTION_BUDGET`] paths (omitted, `None`, otherwise).
///
/// # Errors
///
/// As [`validate`].
///
/// # Example
///
/// ```
/// use roguerules_projection::player::{self, PlayerInput};
/// use roguerules_projection::Gf;
///
/// let report = player::exact_report(&PlayerInput::new(Gf::Confusion, 60))?;
/// assert_eq!(report.mean_damage.to_string(), "60");
/// // (F): 10 + d20 more rounds, from 0.
/// assert_eq!(report.marginals.confusion.len(), 20);
/// assert_eq!(report.distribution.map(|d| d.len()), Some(20));
/// # Ok::<(), roguerules_projection::ProjectionError>(())
/// ```
pub fn exact_report(input: &PlayerInput) -> Result<ExactReport, ProjectionError> {
    exact_report_with(input, DISTRIBUTION_BUDGET)
}

/// [`exact_report`] spending at most `budget` paths on the whole distribution
/// (0: never attempt it); the marginals are computed regardless.
///
/// # Errors
///
/// As [`validate`].
pub fn exact_report_with(input: &PlayerInput, budget: u64) -> Result<ExactReport, ProjectionError> {
    let marginals = marginals(input)?;
    let mean_damage = marginals.damage.mean();
    let (distribution, omitted) = match odds_with(input, budget) {
        Ok(d) => (Some(d), None),
        Err(ProjectionError::Budget(b)) => (None, Some(b)),
        Err(e) => return Err(e),
    };
    Ok(ExactReport { marginals, mean_damage, distribution, omitted })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_a_program_that_starts_with_the_strike() {
        for row in PLAYER_TABLE.iter() {
            let steps = program(row.gf).unwrap_or_else(|| panic!("{} has no program", row.gf));
            assert!(steps.len() < usize::from(u8::MAX), "{}: {} steps", row.gf, steps.len());
            assert!(matches!(steps[0], Step::Strike), "{}: P8 and the terrain come first", row.gf);
            for s in steps {
                if let Step::Resisted(_) = s {
                    assert!(row.element.is_some(), "{} is resisted as one element", row.gf);
                }
            }
            // A Mixed row is resisted by parts; a single-element row by its element.
            let parts = steps.iter().any(|s| matches!(s, Step::Part(_)));
            assert_eq!(parts, matches!(row.gf, Gf::Plasma | Gf::Hellfire | Gf::Storm), "{}", row.gf);
        }
        for &gf in Gf::ALL {
            assert_eq!(program(gf).is_some(), player_row(gf).is_some(), "{gf}");
        }
    }
}
