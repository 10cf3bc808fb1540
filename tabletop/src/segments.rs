//! The segment of attack (seed 002, section I, Table 1) and the segments a
//! character acts in during a round (section N, Table 19; RULINGS B11-B13).

use crate::encumbrance::{segment_modifier, strength_modified};
use crate::error::{TabletopError, check_range};
use crate::sheet::{AttackKind, ExtraWeapon, SheetOf, Spells};
use crate::tables::{Class, class_speed_factor, dexterity_row, multiple_attacks, segment_for_speed_factor};

/// Section I's computation, line by line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SegmentOfAttack {
    /// Dexterity speed factor (Table 5).
    pub dexterity: i64,
    /// Weapon speed factor (Table 8, or 9 for a missile attack; 0 for a bash
    /// without a melee weapon).
    pub weapon: i64,
    /// Class/level speed factor (Table 12).
    pub class_level: i64,
    /// `-ceil(plus / 3)`: -1 for +1..+3, -2 for +4..+6, ... (RULINGS B13).
    pub plus: i64,
    /// The Strength-modified total encumbrance (armour, shield, weapons, misc).
    pub encumbrance_points: i64,
    /// +1 for 450..=899, +2 for 900 or more (RULINGS B7).
    pub encumbrance: i64,
    /// -1 if Haste is active and Speed is not.
    pub haste: i64,
    /// The speed factor: the sum of the lines above.
    pub speed_factor: i64,
    /// Table 1's segment for the speed factor.
    pub table_segment: u8,
    /// The segment after Speed (-1) and Slow (+1), clamped to 1..=5 (RULINGS B13).
    pub segment: u8,
}

/// Table 1's segment adjusted for Speed and Slow and clamped to 1..=5 (RULINGS B13).
pub fn segment_from_factor(speed_factor: i64, spells: Spells) -> u8 {
    let mut s = i64::from(segment_for_speed_factor(speed_factor));
    if spells.speed {
        s -= 1;
    }
    if spells.slow {
        s += 1;
    }
    s.clamp(1, 5) as u8
}

/// The segment of attack of a sheet (section I): melee and bash use the melee
/// weapon, missile attacks the missile weapon (RULINGS B13, B7).
///
/// # Errors
///
/// Any [`SheetOf::validate`] error.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::segments::segment_of_attack;
/// use roguerules_tabletop::sheet::{Grip, MeleeWielded, Sheet, WeaponTable};
/// use roguerules_tabletop::tables::{Class, MeleeWeapon};
///
/// let sword = MeleeWielded { table: WeaponTable::Melee, kind: MeleeWeapon::LongSword, plus: 0, grip: Grip::OneHanded };
/// // Dex 13 (0) + Long Sword (5) + Fighter 18 (-7) = -2: segment 1.
/// let s = segment_of_attack(&Sheet::melee(Class::Fighter, 18, 16, 13, sword))?;
/// assert_eq!((s.speed_factor, s.segment), (-2, 1));
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn segment_of_attack(
    sheet: &SheetOf<impl AsRef<[ExtraWeapon]>, impl AsRef<[i64]>>,
) -> Result<SegmentOfAttack, TabletopError> {
    let total = sheet.total_encumbrance()?;
    let dexterity = dexterity_row(sheet.dexterity)?.1;
    let (weapon, plus) = match sheet.kind {
        AttackKind::Missile => sheet.missile_weapon.map_or((0, 0), |w| (w.kind.row().speed, w.plus)),
        AttackKind::Melee | AttackKind::Bash => sheet.weapon.map_or((0, 0), |w| (w.kind.row().speed, w.plus)),
    };
    let class_level = class_speed_factor(sheet.class, sheet.level)?;
    let plus = -((plus + 2) / 3);
    let encumbrance_points = strength_modified(total, sheet.strength)?;
    let encumbrance = segment_modifier(encumbrance_points);
    let haste = -i64::from(sheet.spells.haste && !sheet.spells.speed);
    let speed_factor = dexterity + weapon + class_level + plus + encumbrance + haste;
    Ok(SegmentOfAttack {
        dexterity,
        weapon,
        class_level,
        plus,
        encumbrance_points,
        encumbrance,
        haste,
        speed_factor,
        table_segment: segment_for_speed_factor(speed_factor),
        segment: segment_from_factor(speed_factor, sheet.spells),
    })
}

/// A round's melee actions and when they happen (section N).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoundSchedule {
    /// Attacks per round (Table 19).
    pub attacks: u8,
    /// Shield bashes per round: 1 when Table 19 has "B" and a shield is carried
    /// (RULINGS B11), else 0.
    pub bashes: u8,
    /// The segments (1..=5) in which a melee action is taken.
    pub segments: Vec<u8>,
}

/// Table 19's attacks and usable bashes (RULINGS B11).
///
/// # Errors
///
/// Level outside 1..=30.
pub fn actions_per_round(class: Class, level: i64, shield: bool) -> Result<(u8, u8), TabletopError> {
    let m = multiple_attacks(class, level)?;
    Ok((m.attacks, u8::from(m.bash && shield)))
}

/// The segments of one round in which a character with first segment `n` (1..=5,
/// from section I) and `actions` melee actions per round acts (section N; RULINGS
/// B12). `engaged[i]` says whether he was engaged with his target at the end of
/// segment `i + 1` of this round, `engaged_before[i]` the same for the previous
/// round. Greedy: he acts in segment `s >= n` when engaged at the end of each of the `n`
/// preceding segments, fewer than `actions` actions were taken this round, and at
/// least `n` idle segments passed since his last action this round (none needed with
/// 4 or more actions).
///
/// # Errors
///
/// [`TabletopError::OutOfRange`] for `n` outside 1..=5 (field `first_segment`).
pub fn action_segments(
    n: u8,
    actions: u8,
    engaged_before: [bool; 5],
    engaged: [bool; 5],
) -> Result<Vec<u8>, TabletopError> {
    let mut out = Vec::new();
    action_segments_into(n, actions, engaged_before, engaged, |s| out.push(s))?;
    Ok(out)
}

/// [`action_segments`], giving each segment to `act` in order instead of listing
/// them (at most 5, each 1..=5): the same rule, for a caller with storage of its
/// own (the C API's fixed array). Returns how many were given. Nothing is given
/// when `n` is refused.
///
/// # Errors
///
/// As [`action_segments`].
pub fn action_segments_into(
    n: u8,
    actions: u8,
    engaged_before: [bool; 5],
    engaged: [bool; 5],
    mut act: impl FnMut(u8),
) -> Result<u8, TabletopError> {
    check_range("first_segment", n.into(), 1, 5)?;
    let idle_needed = if actions <= 3 { i64::from(n) } else { 0 };
    let ended_engaged = |seg: i64| -> bool {
        // seg 1..=5 this round; 0..=-4 are segments 5..=1 of the previous round.
        if seg >= 1 { engaged[(seg - 1) as usize] } else { engaged_before[(seg + 4) as usize] }
    };
    let mut taken: u8 = 0;
    let mut last: Option<i64> = None;
    for s in i64::from(n)..=5 {
        if taken >= actions {
            break;
        }
        let ready = (s - i64::from(n)..s).all(ended_engaged);
        let rested = last.is_none_or(|l| s - l > idle_needed);
        if ready && rested {
            act(s as u8);
            taken += 1;
            last = Some(s);
        }
    }
    Ok(taken)
}

/// One round engaged throughout (this round and the previous one): Table 19's
/// actions in the section N schedule, N, 2N+1, 3N+2, ... with 3 or fewer actions,
/// N, N+1, ... with 4 or more (RULINGS B11, B12).
///
/// # Errors
///
/// Level outside 1..=30 or a first segment outside 1..=5.
///
/// # Example
///
/// ```
/// use roguerules_tabletop::segments::engaged_round;
/// use roguerules_tabletop::tables::Class;
///
/// // Section N: a level 18 fighter striking on segment 1 attacks on 1, 3 and 5.
/// assert_eq!(engaged_round(Class::Fighter, 18, 1, false)?.segments, vec![1, 3, 5]);
/// # Ok::<(), roguerules_tabletop::TabletopError>(())
/// ```
pub fn engaged_round(
    class: Class,
    level: i64,
    first_segment: u8,
    shield: bool,
) -> Result<RoundSchedule, TabletopError> {
    let mut segments = Vec::new();
    let (attacks, bashes) = engaged_round_into(class, level, first_segment, shield, |s| segments.push(s))?;
    Ok(RoundSchedule { attacks, bashes, segments })
}

/// [`engaged_round`], giving each segment to `act` in order (as
/// [`action_segments_into`]) instead of listing them; returns the round's
/// attacks and bashes (Table 19, as [`actions_per_round`]). Nothing is given when
/// the input is refused.
///
/// # Errors
///
/// As [`engaged_round`].
pub fn engaged_round_into(
    class: Class,
    level: i64,
    first_segment: u8,
    shield: bool,
    act: impl FnMut(u8),
) -> Result<(u8, u8), TabletopError> {
    let (attacks, bashes) = actions_per_round(class, level, shield)?;
    action_segments_into(first_segment, attacks + bashes, [true; 5], [true; 5], act)?;
    Ok((attacks, bashes))
}

/// The input of [`engaged_round`] as one value (what a program, or the CLI's
/// `--input FILE`, writes as JSON): the class, the level, the segment of attack
/// and whether a shield is carried (false when left out).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use roguerules_tabletop::segments::{SegmentsInput, engaged_round};
/// let i: SegmentsInput = serde_json::from_str(r#"{"class": "Fighter", "level": 18, "first_segment": 1}"#).unwrap();
/// assert_eq!(engaged_round(i.class, i.level, i.first_segment, i.shield).unwrap().segments, vec![1, 3, 5]);
/// # }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SegmentsInput {
    /// The class.
    pub class: Class,
    /// The level, 1..=30.
    pub level: i64,
    /// The segment of attack (section I), 1..=5.
    pub first_segment: u8,
    /// A shield is carried (a Table 19 bash is usable only then).
    #[cfg_attr(feature = "serde", serde(default))]
    pub shield: bool,
}
