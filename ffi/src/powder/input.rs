//! The inputs of one POWDER attack from C (seed 001): attacker, weapon,
//! defender and the attack itself, checked and turned into the Rust
//! `AttackInput` by `TryFrom`.

use super::codes::{DAMAGE_TYPES, KINDS, SIZES};
use crate::boundary::{items, try_ref};
use crate::convert::{decode, flags, yes_no};
use crate::status::rr_status;
use roguerules_dice::DiceExpr;
use roguerules_melee::powder::{
    self, ArmourPiece, AttackInput, Attacker, AttackerSkill, BodySlots, DamageDice, DamageTypes, Defences, Defender,
    Limits, Weapon,
};
use std::cell::RefCell;

/// The attacker (seed 001, "The Attack Roll"). Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_powder_attacker {
    /// Physical level ("hit dice" for a monster), 0..=1000.
    pub physical_level: i32,
    /// Magical level, 0..=1000.
    pub magical_level: i32,
    /// 1: the avatar, whose skill level is the count of the three skills
    /// below; 0: a monster (or no source), skill level 2.
    pub avatar: u8,
    /// The avatar has the skill for the attack type.
    pub skill_attack_type: u8,
    /// The avatar has the size (melee) or Ranged Weapons (missile) skill.
    pub skill_size_or_ranged: u8,
    /// The avatar has the weapon's special skill and uses it correctly.
    pub skill_special: u8,
    /// Off Balance: a melee or thrown attack "Completely misses!".
    pub off_balance: u8,
    /// Properly using True Aim: a forced hit unless a forced miss.
    pub true_aim: u8,
    /// Atop a tree (+4 to a missile's modifier against a target not in one).
    pub in_tree: u8,
}

/// One damage type of a weapon and its dice, `count`d`sides` + `plus`
/// (`count` 0..=10000, `sides` 1..=1000000 when `count` is positive, `plus`
/// -1000000000..=1000000000; `1d8`: {RR_POWDER_DAMAGE_PHYSICAL, 1, 8, 0}).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_powder_damage {
    /// `RR_POWDER_DAMAGE_*`.
    pub damage_type: u32,
    /// Number of dice.
    pub count: u32,
    /// Sides per die.
    pub sides: u32,
    /// The constant added.
    pub plus: i32,
}

/// The weapon, missile, spell or monster attack (seed 001).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_powder_weapon {
    /// The natural to-hit bonus, -1000..=1000.
    pub natural_bonus: i32,
    /// The magical bonuses (one for a weapon, two for a bow and its arrow),
    /// each -1000..=1000; NULL when `enchantments_len` is 0.
    pub enchantments: *const i32,
    /// How many, 0..=4.
    pub enchantments_len: usize,
    /// The damage types in the order they are dealt; NULL when `damage_len` is 0.
    pub damage: *const rr_powder_damage,
    /// How many, 0..=16.
    pub damage_len: usize,
}

/// A piece of armour or a shield.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_powder_armour {
    /// 1 when worn; 0 for none (the other fields are then ignored).
    pub worn: u8,
    /// Its AC including enchantment, -1000..=1000.
    pub ac: i32,
    /// The wearer's skill level with it, 0..=10 (a monster always has 2).
    pub skill: u32,
}

/// The defender (seed 001). Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_powder_defender {
    /// A monster: its armour and shield skill is always 2.
    pub monster: u8,
    /// The equipment slots it has: bits `1 << RR_POWDER_PART_*`
    /// (`RR_POWDER_SLOTS_ALL` for a humanoid); armour on a missing slot is
    /// `RR_INVALID_ARGUMENT`, and attacks on it strike the body.
    pub slots: u8,
    /// Helmet.
    pub head: rr_powder_armour,
    /// Amulet.
    pub neck: rr_powder_armour,
    /// Body armour.
    pub body: rr_powder_armour,
    /// Boots.
    pub feet: rr_powder_armour,
    /// A shield (or whatever is in the off hand).
    pub shield: rr_powder_armour,
    /// Natural AC, -1000..=1000.
    pub natural_ac: i32,
    /// Resistances: bits `1 << RR_POWDER_DAMAGE_*`.
    pub resistances: u8,
    /// Its vulnerabilities, one `RR_POWDER_DAMAGE_*` each; NULL when
    /// `vulnerabilities_len` is 0.
    pub vulnerabilities: *const u32,
    /// How many, 0..=32.
    pub vulnerabilities_len: usize,
    /// `RR_POWDER_DODGE` / `RR_POWDER_MOVING_TARGET` / `RR_POWDER_PARRY` bits.
    pub defences: u8,
    /// It moved last turn (for Moving Target).
    pub moved_last_turn: u8,
    /// It cannot move: no defensive skill can avoid the attack.
    pub immobile: u8,
    /// It is in a tree.
    pub in_tree: u8,
}

/// Everything one attack needs (seed 001, `MOB::receiveAttack()`). Yes/no
/// fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_powder_attack_input {
    /// `RR_POWDER_KIND_*`.
    pub kind: u32,
    /// A charge: the multiplier starts at 2.
    pub charge: u8,
    /// `RR_POWDER_SIZE_*`: the attacker's size relative to the defender's.
    pub relative_size: u32,
    /// The attacker cannot sense the target (-4).
    pub target_unseen: u8,
    /// The target is the attacker's Natural Enemy (+4).
    pub natural_enemy: u8,
    /// Material or circumstantial vulnerabilities triggered, 0..=10.
    pub material_vulnerabilities: u32,
    /// The attacker.
    pub attacker: rr_powder_attacker,
    /// The weapon.
    pub weapon: rr_powder_weapon,
    /// The defender.
    pub defender: rr_powder_defender,
}

impl TryFrom<&rr_powder_damage> for DamageDice {
    type Error = rr_status;

    #[inline(always)]
    fn try_from(d: &rr_powder_damage) -> Result<DamageDice, rr_status> {
        let invalid = |_| rr_status::RR_INVALID_ARGUMENT;
        let expr = match (d.count, d.plus) {
            (0, plus) => DiceExpr::constant(plus.into()).map_err(invalid)?,
            // "NdS", "NdS+P" or "NdS-P", built without text.
            (count, plus) => DiceExpr::dice_plus(count, d.sides, plus.into()).map_err(invalid)?,
        };
        Ok(DamageDice::new(decode(&DAMAGE_TYPES, d.damage_type)?, expr))
    }
}

fn armour(a: &rr_powder_armour) -> Result<Option<ArmourPiece>, rr_status> {
    Ok(yes_no(a.worn)?.then_some(ArmourPiece { ac: a.ac.into(), skill: a.skill }))
}

impl TryFrom<&rr_powder_attacker> for Attacker {
    type Error = rr_status;

    fn try_from(a: &rr_powder_attacker) -> Result<Attacker, rr_status> {
        let skill = if yes_no(a.avatar)? {
            AttackerSkill::Avatar {
                attack_type: yes_no(a.skill_attack_type)?,
                size_or_ranged: yes_no(a.skill_size_or_ranged)?,
                special: yes_no(a.skill_special)?,
            }
        } else {
            AttackerSkill::Monster
        };
        Ok(Attacker {
            physical_level: a.physical_level.into(),
            magical_level: a.magical_level.into(),
            skill,
            off_balance: yes_no(a.off_balance)?,
            true_aim: yes_no(a.true_aim)?,
            in_tree: yes_no(a.in_tree)?,
        })
    }
}

/// What a thread keeps between POWDER calls: the last converted input (every
/// field written again by the next call, its lists emptied and filled again
/// in place) and the lists of the rule's outcome. Storage only: nothing of a
/// call is skipped for being equal to the last call's.
#[derive(Default)]
struct Spare {
    /// Made on a thread's first call.
    input: Option<AttackInput>,
    /// The lists of the rule's outcome (`powder::attack_with`), given back
    /// after each call.
    outcome: powder::Buffers,
}

thread_local! {
    /// The input converted by the last POWDER call on this thread, kept for
    /// the next to write over: once a thread has converted lists as long, a
    /// call allocates nothing for its input, and nothing is built and moved
    /// (at most 4 + 16 + 32 list entries, the limits, are kept). Every field
    /// and every list entry is written on every call. A call made from a
    /// callback while they are in use gets its own.
    static SPARE: RefCell<Spare> = const { RefCell::new(Spare { input: None, outcome: powder::Buffers::new() }) };
}

/// Runs `rule` on the converted input of a POWDER entry point (codes, bits,
/// yes/no bytes and list lengths checked; the ranges are the rule's to check:
/// `powder::to_hit` validates its input, the odds' callers call `validate`),
/// converted into the thread's kept input; `rule` also gets the thread's
/// buffers for the outcome's lists (`powder::Buffers`: a rule run with them
/// gives its outcome back with `recycle`).
///
/// # Safety
///
/// `input` must be NULL or valid, and each of its list pointers valid for its
/// length.
#[inline(always)]
pub(crate) unsafe fn with_attack_input<T>(
    input: *const rr_powder_attack_input,
    rule: impl FnOnce(&AttackInput, &mut powder::Buffers) -> Result<T, rr_status>,
) -> Result<T, rr_status> {
    SPARE.with(|cell| {
        // Borrowed in place (moving the buffers out and back cost two copies);
        // a call from a callback while they are in use gets its own.
        let (mut borrowed, mut own) = (cell.try_borrow_mut(), None);
        let spare = match &mut borrowed {
            Ok(spare) => &mut **spare,
            Err(_) => own.insert(Spare::default()),
        };
        let converted = spare.input.get_or_insert_with(AttackInput::default);
        // SAFETY: the same contract.
        unsafe { convert_into(input, converted) }?;
        rule(converted, &mut spare.outcome)
    })
}

/// Writes the C input over `into`: every field (the destructuring names them
/// all), the lists emptied and filled again. On
/// failure `into` holds part of this call's input and part of the last one's
/// (the next call writes over all of it). Not a `TryFrom`: the input's lists
/// are raw pointers, which only an `unsafe` contract can vouch for.
///
/// # Safety
///
/// As [`with_attack_input`].
#[inline(always)]
unsafe fn convert_into(input: *const rr_powder_attack_input, into: &mut AttackInput) -> Result<(), rr_status> {
    // SAFETY: the same contract.
    let c = unsafe { try_ref(input) }?;
    let (w, d) = (&c.weapon, &c.defender);
    // SAFETY: each list pointer is valid for its length (the same contract);
    // lengths are checked against the limits before reading.
    let (enchantments, damage, vulnerabilities) = unsafe {
        (
            items(w.enchantments, w.enchantments_len, Limits::ENCHANTMENTS)?,
            items(w.damage, w.damage_len, Limits::DAMAGE_TYPES)?,
            items(d.vulnerabilities, d.vulnerabilities_len, Limits::VULNERABILITIES)?,
        )
    };
    let AttackInput {
        kind,
        charge,
        relative_size,
        target_unseen,
        natural_enemy,
        material_vulnerabilities,
        attacker,
        weapon,
        defender,
    } = into;
    let Weapon { natural_bonus, enchantments: into_enchantments, damage: into_damage } = weapon;
    fill(into_enchantments, enchantments, |&e| Ok(i64::from(e)))?;
    // Not `fill`: its closure was compiled out of line (about 100
    // instructions a damage type more).
    into_damage.clear();
    into_damage.reserve(damage.len());
    for d in damage {
        into_damage.push(DamageDice::try_from(d)?);
    }
    *natural_bonus = w.natural_bonus.into();
    *kind = decode(&KINDS, c.kind)?;
    *charge = yes_no(c.charge)?;
    *relative_size = decode(&SIZES, c.relative_size)?;
    *target_unseen = yes_no(c.target_unseen)?;
    *natural_enemy = yes_no(c.natural_enemy)?;
    *material_vulnerabilities = c.material_vulnerabilities;
    *attacker = (&c.attacker).try_into()?;
    let Defender {
        monster,
        slots,
        head,
        neck,
        body,
        feet,
        shield,
        natural_ac,
        resistances,
        vulnerabilities: into_vulnerabilities,
        defences,
        moved_last_turn,
        immobile,
        in_tree,
    } = defender;
    fill(into_vulnerabilities, vulnerabilities, |&v| decode(&DAMAGE_TYPES, v))?;
    *monster = yes_no(d.monster)?;
    *slots = flags::<BodySlots>(d.slots)?;
    *head = armour(&d.head)?;
    *neck = armour(&d.neck)?;
    *body = armour(&d.body)?;
    *feet = armour(&d.feet)?;
    *shield = armour(&d.shield)?;
    *natural_ac = d.natural_ac.into();
    *resistances = flags::<DamageTypes>(d.resistances)?;
    *defences = flags::<Defences>(d.defences)?;
    *moved_last_turn = yes_no(d.moved_last_turn)?;
    *immobile = yes_no(d.immobile)?;
    *in_tree = yes_no(d.in_tree)?;
    Ok(())
}

/// Makes `out` a C list's items, converted one by one.
#[inline(always)]
fn fill<T, U>(out: &mut Vec<U>, items: &[T], convert: impl Fn(&T) -> Result<U, rr_status>) -> Result<(), rr_status> {
    out.clear();
    out.reserve(items.len());
    for item in items {
        out.push(convert(item)?);
    }
    Ok(())
}
