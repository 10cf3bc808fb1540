//! POWDER's to-hit and damage procedure (seed 001, "To Hit": `MOB::receiveAttack()`
//! as read from POWDER's source), exactly, with every roll reported.
//!
//! One rule, [`attack`], written once against the [`Roller`] trait, draws in the
//! order the seed describes the steps (RULINGS G3) and returns an [`AttackOutcome`]
//! holding every roll and intermediate value: the hitroll, the modifier rolls, the
//! attack roll, the body part, the worn / shield / natural AC rolls, the AC roll,
//! forced hits and misses, the critical threat, avoidance, the damage reduction and,
//! per damage type, the multiplier, the dice, what they rolled, the enchant rolls and
//! the damage. Its `Display` prints the steps in the seed's own style: die rolls in
//! `[brackets]`, computed numbers bare.
//!
//! The steps live in small modules named after them: [`attack_roll`], [`ac_roll`],
//! [`threat`], [`avoidance`], [`damage`]; exact odds in [`odds`].
//!
//! # Rulings
//!
//! G2 (ranges; a "roll from 1 to N" with N <= 0 gives 0 without a draw, as the seed
//! says of a natural AC of 0 and W2 of the maximum bonus), G3 (draw order), W1 (the
//! natural 1 and Off Balance force a miss only for melee and thrown attacks), W2
//! (modifier rolls), W3 (armour and shield rerolls), W4 (combining AC rolls), W5
//! (damage reduction once per attack), W6 (negative enchantments), W7 (the worked
//! example is normative: see `tests/powder_example.rs`).
//!
//! # Example: Fred charges the troll (seed 001, "Examples")
//!
//! ```
//! use roguerules_dice::{Scripted, Step};
//! use roguerules_melee::powder::{
//!     attack, AttackInput, Attacker, AttackerSkill, DamageDice, DamageType, Defender, RelativeSize, Weapon,
//! };
//!
//! let input = AttackInput {
//!     charge: true,
//!     relative_size: RelativeSize::Smaller,
//!     attacker: Attacker {
//!         physical_level: 8,
//!         magical_level: 5,
//!         skill: AttackerSkill::Avatar { attack_type: true, size_or_ranged: true, special: false },
//!         ..Attacker::default()
//!     },
//!     weapon: Weapon {
//!         enchantments: vec![2],
//!         damage: vec![
//!             DamageDice::new(DamageType::Physical, "1d8".parse()?),
//!             DamageDice::new(DamageType::Fire, "1d3".parse()?),
//!         ],
//!         ..Weapon::default()
//!     },
//!     defender: Defender { monster: true, natural_ac: 8, ..Defender::default() },
//!     ..AttackInput::default()
//! };
//! // hitroll [16]; bonus [8] [2] [7]; [his head]; natural AC [5];
//! // 2d8 [6], enchant [3] [1]; 2d3 [4], enchant [1] [4].
//! let mut script = Scripted::new([16, 8, 2, 7, 0, 5, 6, 3, 1, 4, 1, 4].map(Step::from));
//! let outcome = attack(&mut script, &input)?;
//! script.finish()?;
//! assert_eq!(outcome.attack_roll, Some(14));
//! let damage = outcome.damage.as_ref().expect("Fred hits");
//! assert_eq!(damage.types[0].damage, 9);
//! assert_eq!(damage.types[1].damage, 8);
//! println!("{outcome}"); // the steps, in brackets
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod ac_roll;
pub mod attack_roll;
pub mod avoidance;
mod buffers;
pub mod damage;
mod describe;
mod input;
pub mod odds;
pub mod threat;

pub use ac_roll::{AcRoll, ShieldRoll};
pub use attack_roll::{ForcedHit, ForcedMiss, Modifier};
pub use avoidance::{Avoidance, AvoidanceCheck};
pub use buffers::Buffers;
pub use damage::{Damage, DamageReduction, TypeDamage};
pub use input::{
    ArmourPiece, AttackInput, AttackKind, Attacker, AttackerSkill, BodyPart, BodySlots, DamageDice, DamageType,
    DamageTypes, Defences, Defender, Limits, RelativeSize, Weapon,
};
pub use odds::{
    HitChance, Landing, damage_distribution, hit_chance, hit_chance_enumerated, hit_chance_with, landing_pmf,
};
pub use threat::Threat;

use buffers::{Fresh, Lists};
use roguerules_dice::{BudgetExceeded, ExprError, RollError, Roller, RollerExt};

/// Why an attack could not be resolved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PowderError {
    /// The roller failed (a script ran out, an external source misbehaved).
    #[error(transparent)]
    Roll(RollError),
    /// A number of the input is outside its bounds ([`Limits`]).
    #[error("{field} is {value}, expected {min}..={max}")]
    OutOfRange {
        /// The field, as in the JSON input.
        field: &'static str,
        /// The value given.
        value: i64,
        /// The smallest accepted.
        min: i64,
        /// The largest accepted.
        max: i64,
    },
    /// Armour worn on a part the defender has no slot for.
    #[error("the defender wears armour on the {part} but has no {part} slot")]
    NoSlot {
        /// The part.
        part: BodyPart,
    },
    /// A damage type name that is not known.
    #[error("unknown damage type '{0}' (expected physical, fire, cold, acid, shock, poison, light or dark)")]
    UnknownDamageType(String),
    /// Multiplied dice too large for the dice crate.
    #[error("damage dice {dice} times {multiplier}: {reason}")]
    Dice {
        /// The basic dice.
        dice: String,
        /// The multiplier.
        multiplier: u32,
        /// The dice crate's reason.
        reason: ExprError,
    },
    /// An exact computation would pass its budget (roguerules-dice's one budget
    /// error).
    #[error(transparent)]
    Budget(BudgetExceeded),
}

roguerules_dice::from_roll_error!(PowderError);

/// How the to-hit part of an attack ended, ordered for exact distributions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HitResult {
    /// "Completely miss!"
    ForcedMiss,
    /// The attack roll was below the AC roll.
    Miss,
    /// Hit, but a defensive skill avoided it.
    Avoided,
    /// Hit; `critical` when the critical threat raised the multiplier.
    Hit {
        /// The threat raised the multiplier.
        critical: bool,
    },
}

/// The to-hit part of an attack: everything up to and including avoidance (seed
/// 001, "The Attack Roll", "The AC Roll", the critical threat and avoidance).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ToHit {
    /// The attack kind.
    pub kind: AttackKind,
    /// The multiplier bonus at the start: 1, or 2 for a charge.
    pub start_multiplier: u32,
    /// The hitroll (1d20).
    pub hit_roll: i64,
    /// Why the attack completely missed, if it did (then nothing else is rolled).
    pub forced_miss: Option<ForcedMiss>,
    /// Why the attack was a forced hit, if it was.
    pub forced_hit: Option<ForcedHit>,
    /// The modifier (absent on a forced miss).
    pub modifier: Option<Modifier>,
    /// The attack roll: hitroll + modifier - 10 (absent on a forced miss).
    pub attack_roll: Option<i64>,
    /// The AC roll (absent on a forced miss).
    pub ac: Option<AcRoll>,
    /// The attack hit (attack roll >= AC roll, or a forced hit).
    pub hit: bool,
    /// The critical threat, after a hitroll of 20 that hit.
    pub threat: Option<Threat>,
    /// The avoidance checks drawn, in order.
    pub avoidance_checks: Vec<AvoidanceCheck>,
    /// The defensive skill that avoided the hit, if any.
    pub avoided_by: Option<Avoidance>,
    /// The multiplier after the critical threat.
    pub multiplier: u32,
}

impl HitResult {
    /// How an attack ends: a forced miss, else a miss, else avoided, else a hit
    /// (critical when the threat raised the multiplier).
    pub fn of(forced_miss: bool, hit: bool, avoided: bool, critical: bool) -> HitResult {
        if forced_miss {
            HitResult::ForcedMiss
        } else if !hit {
            HitResult::Miss
        } else if avoided {
            HitResult::Avoided
        } else {
            HitResult::Hit { critical }
        }
    }
}

impl ToHit {
    /// How it ended.
    pub fn result(&self) -> HitResult {
        let critical = self.threat.as_ref().is_some_and(|t| t.raised);
        HitResult::of(self.forced_miss.is_some(), self.hit, self.avoided_by.is_some(), critical)
    }

    /// The hit landed (hit and not avoided).
    pub fn landed(&self) -> bool {
        matches!(self.result(), HitResult::Hit { .. })
    }
}

/// A whole attack: the to-hit part and, when it landed, the damage.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct AttackOutcome {
    /// Everything up to avoidance.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub to_hit: ToHit,
    /// The damage, when the hit landed.
    pub damage: Option<Damage>,
}

impl std::ops::Deref for AttackOutcome {
    type Target = ToHit;

    fn deref(&self) -> &ToHit {
        &self.to_hit
    }
}

/// The to-hit part of POWDER's attack procedure (seed 001): the hitroll ("hit
/// roll"), forced miss (W1) and forced hit, the modifier (W2), the attack roll, the
/// AC roll (W3, W4), the hit test, the critical threat on a 20, and avoidance by
/// defensive skills unless the target cannot move or the hit was forced.
///
/// This is the rule [`odds::hit_chance_enumerated`] enumerates.
///
/// # Errors
///
/// [`PowderError::OutOfRange`] / [`PowderError::NoSlot`] for invalid input (checked
/// before any draw); what the roller reports.
///
/// # Example
///
/// ```
/// use roguerules_dice::{Scripted, Step};
/// use roguerules_melee::powder::{to_hit, AttackInput, ForcedMiss, HitResult};
///
/// // A natural 1 on a melee attack: "Completely miss!", and nothing else is rolled.
/// let mut script = Scripted::new([Step::labelled("hit roll", 1)]);
/// let outcome = to_hit(&mut script, &AttackInput::default())?;
/// script.finish()?;
/// assert_eq!(outcome.forced_miss, Some(ForcedMiss::NaturalOne));
/// assert_eq!(outcome.result(), HitResult::ForcedMiss);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_hit<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<ToHit, PowderError> {
    to_hit_in(r, input, &mut Fresh)
}

/// [`to_hit`], its lists (the modifier's and AC rolls, the avoidance checks)
/// taken from `buffers` instead of allocated: give the outcome back with
/// [`Buffers::recycle_to_hit`] and a caller
/// attacking again and again allocates nothing. The same rule, draws and
/// outcome as [`to_hit`].
///
/// # Errors
///
/// As [`to_hit`].
pub fn to_hit_with<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
    buffers: &mut Buffers,
) -> Result<ToHit, PowderError> {
    to_hit_in(r, input, buffers)
}

#[inline(always)]
fn to_hit_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<ToHit, PowderError> {
    input.validate()?;
    to_hit_unchecked(r, input, lists)
}

fn to_hit_unchecked<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<ToHit, PowderError> {
    let start_multiplier = if input.charge { 2 } else { 1 };
    let hit_roll = r.die("hit roll", 20)?;
    let mut out = ToHit {
        kind: input.kind,
        start_multiplier,
        hit_roll,
        forced_miss: attack_roll::forced_miss(input, hit_roll),
        forced_hit: None,
        modifier: None,
        attack_roll: None,
        ac: None,
        hit: false,
        threat: None,
        avoidance_checks: Vec::new(),
        avoided_by: None,
        multiplier: start_multiplier,
    };
    if out.forced_miss.is_some() {
        return Ok(out);
    }
    out.forced_hit = attack_roll::forced_hit(input, hit_roll);
    let modifier = attack_roll::roll_modifier_in(r, input, lists)?;
    let attack = hit_roll + modifier.total - 10;
    let ac = ac_roll::roll_ac_in(r, input, lists)?;
    let swing = Swing {
        forced_hit: out.forced_hit,
        attack,
        threat_modifier: (hit_roll == 20).then_some(modifier.total),
        ac: ac.total,
    };
    let resolved = resolve_in(r, input, &swing, lists)?;
    out.hit = resolved.hit;
    out.multiplier += u32::from(resolved.threat.as_ref().is_some_and(|t| t.raised));
    out.threat = resolved.threat;
    out.avoidance_checks = resolved.avoidance_checks;
    out.avoided_by = resolved.avoided_by;
    out.modifier = Some(modifier);
    out.attack_roll = Some(attack);
    out.ac = Some(ac);
    Ok(out)
}

/// What the rest of the to-hit part needs once the AC roll is known (the input of
/// [`resolve`], its last stage).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Swing {
    /// Why the hit is forced, if it is.
    pub forced_hit: Option<ForcedHit>,
    /// The attack roll: hitroll + modifier - 10.
    pub attack: i64,
    /// The modifier, on a hitroll of 20 (the critical threat uses it).
    pub threat_modifier: Option<i64>,
    /// The AC roll.
    pub ac: i64,
}

impl Swing {
    /// The simplest swing that [`resolve`] treats alike: the same hit test, the
    /// same draws and the same critical threat (which compares `threat roll +
    /// modifier - 10` with the AC roll, so only `modifier - AC roll` matters).
    /// The exact odds merge swings by this form; the numbers of the returned
    /// swing are not the ones rolled.
    pub fn canonical(&self) -> Swing {
        let hit = self.forced_hit.is_some() || self.attack >= self.ac;
        Swing {
            forced_hit: self.forced_hit,
            attack: if hit { 0 } else { -1 },
            threat_modifier: self.threat_modifier.map(|m| m.saturating_sub(self.ac)),
            ac: 0,
        }
    }
}

/// The last stage of the to-hit part: the hit test, the critical threat and
/// avoidance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    /// The attack hit (a forced hit, or the attack roll at least the AC roll).
    pub hit: bool,
    /// The critical threat, after a hitroll of 20 that hit.
    pub threat: Option<Threat>,
    /// The avoidance checks drawn, in order.
    pub avoidance_checks: Vec<AvoidanceCheck>,
    /// The defensive skill that avoided the hit, if any.
    pub avoided_by: Option<Avoidance>,
}

/// The hit test, then on a hitroll of 20 that hit the critical threat (a fresh
/// d20, "threat roll"), then, for a hit that was not forced, avoidance by the
/// defender's skills (seed 001; draws only as the text says, RULINGS G3).
///
/// # Errors
///
/// Only what the roller reports.
pub fn resolve<R: Roller + ?Sized>(r: &mut R, input: &AttackInput, s: &Swing) -> Result<Resolved, PowderError> {
    resolve_in(r, input, s, &mut Fresh)
}

/// [`resolve`], its avoidance checks kept in a list taken from `lists`.
fn resolve_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    s: &Swing,
    lists: &mut L,
) -> Result<Resolved, PowderError> {
    let hit = s.forced_hit.is_some() || s.attack >= s.ac;
    let threat = match s.threat_modifier {
        Some(m) if hit => Some(threat::roll_threat(r, m, s.ac)?),
        _ => None,
    };
    let (avoidance_checks, avoided_by) =
        if hit && s.forced_hit.is_none() { avoidance::roll_avoidance_in(r, input, lists)? } else { (Vec::new(), None) };
    Ok(Resolved { hit, threat, avoidance_checks, avoided_by })
}

/// One whole attack by POWDER's procedure (seed 001): [`to_hit`], then, when the hit
/// landed, the damage reduction (W5) and each damage type's damage (resistances,
/// vulnerabilities, multiplied dice, the enchant bonus W6, the minimum damage).
///
/// Draw labels, in order: "hit roll", "bonus roll", "body part", "worn AC roll",
/// "shield parry", "shield AC roll", "natural AC roll", "threat roll", "dodge",
/// "moving target", "parry", "damage reduction", then per type "damage" and
/// "enchant roll". Draws that only happen when an earlier test passes are only made
/// then (G3).
///
/// # Errors
///
/// As [`to_hit`]; [`PowderError::Dice`] when multiplied dice pass the dice crate's
/// bounds.
///
/// # Example
///
/// ```
/// use roguerules_dice::Sampler;
/// use roguerules_melee::powder::{attack, AttackInput, DamageDice, DamageType, Weapon};
///
/// let input = AttackInput {
///     weapon: Weapon { damage: vec![DamageDice::new(DamageType::Physical, "1d4+1".parse()?)], ..Weapon::default() },
///     ..AttackInput::default()
/// };
/// let outcome = attack(&mut Sampler::seed_from_u64(7), &input)?;
/// if let Some(damage) = &outcome.damage {
///     assert!((1..=5).contains(&damage.total));
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn attack<R: Roller + ?Sized>(r: &mut R, input: &AttackInput) -> Result<AttackOutcome, PowderError> {
    attack_in(r, input, &mut Fresh)
}

/// [`attack`], its lists (rolls, avoidance checks, damage types) taken from
/// `buffers` instead of allocated: give each outcome back with
/// [`Buffers::recycle`] once read, and a caller attacking again and again
/// (the C API keeps one `Buffers` per thread) allocates nothing once its lists
/// have been as long. The same rule, draws and outcome as [`attack`].
///
/// # Errors
///
/// As [`attack`].
///
/// # Example
///
/// ```
/// use roguerules_dice::Sampler;
/// use roguerules_melee::powder::{attack, attack_with, AttackInput, Buffers, DamageDice, DamageType, Weapon};
///
/// let input = AttackInput {
///     weapon: Weapon { damage: vec![DamageDice::new(DamageType::Physical, "1d6".parse()?)], ..Weapon::default() },
///     ..AttackInput::default()
/// };
/// let (mut a, mut b, mut buffers) = (Sampler::seed_from_u64(5), Sampler::seed_from_u64(5), Buffers::new());
/// for _ in 0..20 {
///     let mut outcome = attack_with(&mut a, &input, &mut buffers)?;
///     assert_eq!(outcome, attack(&mut b, &input)?);
///     buffers.recycle(&mut outcome);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn attack_with<R: Roller + ?Sized>(
    r: &mut R,
    input: &AttackInput,
    buffers: &mut Buffers,
) -> Result<AttackOutcome, PowderError> {
    attack_in(r, input, buffers)
}

fn attack_in<R: Roller + ?Sized, L: Lists>(
    r: &mut R,
    input: &AttackInput,
    lists: &mut L,
) -> Result<AttackOutcome, PowderError> {
    let to_hit = to_hit_in(r, input, lists)?;
    let damage = match (&to_hit.ac, to_hit.landed()) {
        (Some(ac), true) => Some(damage::roll_damage_in(r, input, ac.total, to_hit.multiplier, lists)?),
        _ => None,
    };
    Ok(AttackOutcome { to_hit, damage })
}
