//! The inputs of POWDER's attack procedure (seed 001): plain data describing the
//! attacker, the weapon, the defender and the attack itself.
//!
//! Every struct has a `Default` (and, with the `serde` feature, missing JSON fields
//! take their default), so a caller states only what matters. [`AttackInput::validate`]
//! checks every number against the bounds documented on [`Limits`]; within them no
//! arithmetic of the procedure can overflow.

use super::PowderError;
use roguerules_dice::DiceExpr;
use std::fmt;

/// How an attack is delivered (seed 001, "The Attack Roll": the maximum bonus and
/// the forced miss depend on it; "At this point...": Moving Target applies to the
/// last three).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AttackKind {
    /// A melee attack: Physical dice count toward the maximum bonus; a natural 1
    /// or Off Balance is a forced miss (RULINGS W1).
    #[default]
    Melee,
    /// A thrown or fired missile: like melee for the bonus and the forced miss;
    /// the Ranged Weapons skill replaces the size skill; the tree bonus and Moving
    /// Target apply.
    Thrown,
    /// A spell: Magical dice count; a natural 1 is just a low roll (W1).
    Spell,
    /// A wand: Physical + Magical dice count; a natural 1 is just a low roll (W1).
    Wand,
    /// An improvised or "non-creature" attack (poison, traps, ...): no dice count
    /// toward the maximum bonus; a natural 1 is just a low roll (W1).
    Other,
}

impl AttackKind {
    /// Every kind.
    pub const ALL: [AttackKind; 5] =
        [AttackKind::Melee, AttackKind::Thrown, AttackKind::Spell, AttackKind::Wand, AttackKind::Other];

    /// Melee or thrown: the kinds a natural 1 or Off Balance makes "Completely
    /// miss!" (seed 001, "The Attack Roll"; RULINGS W1).
    pub fn is_physical(self) -> bool {
        matches!(self, AttackKind::Melee | AttackKind::Thrown)
    }

    /// Missile, wand or spell: the kinds Moving Target can avoid (seed 001, the
    /// defensive skills).
    pub fn is_ranged(self) -> bool {
        matches!(self, AttackKind::Thrown | AttackKind::Wand | AttackKind::Spell)
    }

    /// The name used in traces and errors.
    pub fn name(self) -> &'static str {
        match self {
            AttackKind::Melee => "melee",
            AttackKind::Thrown => "thrown",
            AttackKind::Spell => "spell",
            AttackKind::Wand => "wand",
            AttackKind::Other => "other",
        }
    }
}

impl std::str::FromStr for AttackKind {
    type Err = roguerules_vocab::UnknownName;

    /// The kind's name in any case (`melee`, `Melee`).
    fn from_str(s: &str) -> Result<AttackKind, Self::Err> {
        roguerules_vocab::name::find_name(s, &AttackKind::ALL, AttackKind::name, "attack kind")
    }
}

impl std::str::FromStr for RelativeSize {
    type Err = roguerules_vocab::UnknownName;

    /// The size's name in any case (`larger`, `Larger`).
    fn from_str(s: &str) -> Result<RelativeSize, Self::Err> {
        roguerules_vocab::name::find_name(s, &RelativeSize::ALL, RelativeSize::name, "relative size")
    }
}

// JSON names in any case, through the parsers above (roguerules-vocab's one mechanism).
roguerules_vocab::deserialize_by_name!(AttackKind, RelativeSize, DamageType);

impl fmt::Display for AttackKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The attacker's size relative to the target's, which weights the body-part
/// choice (seed 001, "The AC Roll"). Non-creature attacks are [`RelativeSize::Similar`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RelativeSize {
    /// The attacker is smaller: head 5%, neck 1%, body 55%, feet 39%.
    Smaller,
    /// Similar sizes (and non-creature attacks): head 20%, neck 5%, body 55%, feet 20%.
    #[default]
    Similar,
    /// The attacker is larger: head 35%, neck 5%, body 55%, feet 5%.
    Larger,
}

impl RelativeSize {
    /// Every relative size.
    pub const ALL: [RelativeSize; 3] = [RelativeSize::Smaller, RelativeSize::Similar, RelativeSize::Larger];

    /// The size's name (`smaller`, `similar`, `larger`).
    pub fn name(self) -> &'static str {
        match self {
            RelativeSize::Smaller => "smaller",
            RelativeSize::Similar => "similar",
            RelativeSize::Larger => "larger",
        }
    }

    /// The seed's percentages in [`BodyPart::ALL`] order (head, neck, body, feet),
    /// as the weights of the "body part" `choose` draw (seed 001, "The AC Roll").
    pub fn weights(self) -> [u64; 4] {
        match self {
            RelativeSize::Smaller => [5, 1, 55, 39],
            RelativeSize::Similar => [20, 5, 55, 20],
            RelativeSize::Larger => [35, 5, 55, 5],
        }
    }
}

/// A part of the body an attack can strike (seed 001, "The AC Roll").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BodyPart {
    /// The head (helmet slot).
    Head,
    /// The neck (amulet slot).
    Neck,
    /// The body (body-armour slot); where every attack on a missing slot goes.
    Body,
    /// The feet (boots slot).
    Feet,
}

impl BodyPart {
    /// The four parts in the order of the "body part" draw's weights.
    pub const ALL: [BodyPart; 4] = [BodyPart::Head, BodyPart::Neck, BodyPart::Body, BodyPart::Feet];

    /// The part's name (`head`, `neck`, `body`, `feet`).
    pub fn name(self) -> &'static str {
        match self {
            BodyPart::Head => "head",
            BodyPart::Neck => "neck",
            BodyPart::Body => "body",
            BodyPart::Feet => "feet",
        }
    }

    /// The slot flag of this part.
    pub fn slot(self) -> BodySlots {
        match self {
            BodyPart::Head => BodySlots::HEAD,
            BodyPart::Neck => BodySlots::NECK,
            BodyPart::Body => BodySlots::BODY,
            BodyPart::Feet => BodySlots::FEET,
        }
    }
}

impl fmt::Display for BodyPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

bitflags::bitflags! {
    /// The equipment slots a defender has (seed 001, "The AC Roll": an attack on a
    /// part whose slot is missing goes to the body, "whether or not they have a
    /// body armor slot").
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct BodySlots: u8 {
        /// A helmet slot.
        const HEAD = 1;
        /// An amulet slot.
        const NECK = 1 << 1;
        /// A body-armour slot.
        const BODY = 1 << 2;
        /// A boots slot.
        const FEET = 1 << 3;
    }
}

impl Default for BodySlots {
    /// Every slot (a humanoid).
    fn default() -> Self {
        BodySlots::all()
    }
}

/// A damage type (seed 001, "Damage Calculation": "For each damage type from this
/// attack"). The seed names physical and fire; the others are the usual elements,
/// labels for resistances and vulnerabilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DamageType {
    /// Physical damage (a weapon's own dice).
    #[default]
    Physical,
    /// Fire (a flaming weapon).
    Fire,
    /// Cold.
    Cold,
    /// Acid.
    Acid,
    /// Shock (electricity).
    Shock,
    /// Poison.
    Poison,
    /// Light.
    Light,
    /// Darkness.
    Dark,
}

impl DamageType {
    /// Every damage type.
    pub const ALL: [DamageType; 8] = [
        DamageType::Physical,
        DamageType::Fire,
        DamageType::Cold,
        DamageType::Acid,
        DamageType::Shock,
        DamageType::Poison,
        DamageType::Light,
        DamageType::Dark,
    ];

    /// The type's name (`physical`, `fire`, ...).
    pub fn name(self) -> &'static str {
        match self {
            DamageType::Physical => "physical",
            DamageType::Fire => "fire",
            DamageType::Cold => "cold",
            DamageType::Acid => "acid",
            DamageType::Shock => "shock",
            DamageType::Poison => "poison",
            DamageType::Light => "light",
            DamageType::Dark => "dark",
        }
    }

    /// The flag of this type in a [`DamageTypes`] set.
    pub fn flag(self) -> DamageTypes {
        DamageTypes::from_bits_truncate(1 << self as u8)
    }
}

impl fmt::Display for DamageType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for DamageType {
    type Err = PowderError;

    /// Parses a name as printed by [`DamageType::name`], any case.
    fn from_str(s: &str) -> Result<Self, PowderError> {
        DamageType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| PowderError::UnknownDamageType(s.to_owned()))
    }
}

bitflags::bitflags! {
    /// A set of damage types: a defender's resistances (seed 001, "Damage
    /// Calculation": a resistance sets the multiplier to 0).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct DamageTypes: u8 {
        /// Physical.
        const PHYSICAL = 1;
        /// Fire.
        const FIRE = 1 << 1;
        /// Cold.
        const COLD = 1 << 2;
        /// Acid.
        const ACID = 1 << 3;
        /// Shock.
        const SHOCK = 1 << 4;
        /// Poison.
        const POISON = 1 << 5;
        /// Light.
        const LIGHT = 1 << 6;
        /// Darkness.
        const DARK = 1 << 7;
    }
}

bitflags::bitflags! {
    /// The defensive skills that can avoid a hit that was not forced (seed 001,
    /// "At this point, there is still a chance for the target to avoid the attack").
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct Defences: u8 {
        /// Dodge: 10% to avoid any attack.
        const DODGE = 1;
        /// Moving Target: 20% to avoid a missile, wand or spell attack, if the
        /// target moved last turn.
        const MOVING_TARGET = 1 << 1;
        /// Parry, with an appropriate weapon in hand: 10% to block the attack.
        const PARRY = 1 << 2;
    }
}

/// The attacker's skill level for this attack (seed 001, "Skill Level (0..3)").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AttackerSkill {
    /// A monster, or an attack without a source: skill level 2 for any attack.
    Monster,
    /// The avatar: one level for each skill held.
    Avatar {
        /// Has the skill for the attack type (Edged, Pointed or Blunt; Improvised
        /// Weapons when throwing a melee weapon, meleeing with a missile weapon or
        /// attacking with a non-weapon).
        attack_type: bool,
        /// Has the Large/Medium/Small skill for a melee attack, or Ranged Weapons
        /// for a missile attack. Spells, wands and other attack styles get this
        /// level automatically, whatever this says.
        size_or_ranged: bool,
        /// Has the weapon's "special" skill and uses the weapon correctly (thrown
        /// vs. melee).
        special: bool,
    },
}

impl Default for AttackerSkill {
    /// A monster (skill level 2).
    fn default() -> Self {
        AttackerSkill::Monster
    }
}

impl AttackerSkill {
    /// The skill level (0..=3) for an attack of `kind` (seed 001, "Skill Level").
    pub fn level(self, kind: AttackKind) -> u32 {
        match self {
            AttackerSkill::Monster => 2,
            AttackerSkill::Avatar { attack_type, size_or_ranged, special } => {
                let second = size_or_ranged || !matches!(kind, AttackKind::Melee | AttackKind::Thrown);
                u32::from(attack_type) + u32::from(second) + u32::from(special)
            }
        }
    }
}

/// The attacker (seed 001, "The Attack Roll").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Attacker {
    /// Physical level ("hit dice" for a monster), 0..=1000: counts toward the
    /// maximum bonus of melee, thrown and wand attacks.
    pub physical_level: i64,
    /// Magical level, 0..=1000: counts toward the maximum bonus of spell and wand
    /// attacks.
    pub magical_level: i64,
    /// The attacker's skill level for this attack.
    pub skill: AttackerSkill,
    /// Off Balance: a melee or thrown attack "Completely misses!" (RULINGS W1).
    pub off_balance: bool,
    /// Properly using True Aim: a forced hit unless the attack was a forced miss.
    pub true_aim: bool,
    /// Atop a tree: +4 to the modifier of a missile attack on a target not in a tree.
    pub in_tree: bool,
}

/// One damage type of a weapon and its basic dice (seed 001, "Damage Calculation").
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DamageDice {
    /// The damage type.
    #[cfg_attr(feature = "serde", serde(rename = "type"))]
    pub damage_type: DamageType,
    /// The basic dice, e.g. `1d8` or `1d4+1`.
    pub dice: DiceExpr,
}

impl DamageDice {
    /// A damage type with its dice.
    pub fn new(damage_type: DamageType, dice: DiceExpr) -> Self {
        DamageDice { damage_type, dice }
    }
}

/// The weapon, missile, spell or monster attack (seed 001).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Weapon {
    /// The "natural" to-hit bonus (a Rapier's +2; penalties for throwing melee
    /// weapons), -1000..=1000.
    pub natural_bonus: i64,
    /// The magical bonuses (enchantments), each -1000..=1000, at most 4: one for a
    /// weapon, two for a bow and its arrow. They add to the maximum bonus, and
    /// their sum is the "enchantment" of the enchant bonus (seed 001, "(or two)").
    pub enchantments: Vec<i64>,
    /// The damage types in the order they are dealt (at most 16), e.g. physical
    /// 1d8 then fire 1d3 for a flaming sword.
    pub damage: Vec<DamageDice>,
}

impl Weapon {
    /// The sum of the enchantments.
    pub fn enchantment(&self) -> i64 {
        self.enchantments.iter().fold(0i64, |a, &e| a.saturating_add(e))
    }
}

/// A piece of armour (or a shield) on the defender (seed 001, "The AC Roll").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct ArmourPiece {
    /// Its AC including enchantment (chainmail +1: 5), -1000..=1000.
    pub ac: i64,
    /// The wearer's skill level with it (armour type and material skills; an amulet
    /// has no armour-type skill, only material; for a shield, shield skill), 0..=10. Ignored for a monster, which always has 2.
    pub skill: u32,
}

/// The defender (seed 001, "The AC Roll", the defensive skills and "Damage
/// Calculation").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Defender {
    /// A monster: its armour and shield skill is always 2.
    pub monster: bool,
    /// The equipment slots it has (default: all four).
    pub slots: BodySlots,
    /// Armour on the head (helmet), if any.
    pub head: Option<ArmourPiece>,
    /// Armour on the neck (amulet), if any.
    pub neck: Option<ArmourPiece>,
    /// Body armour, if any.
    pub body: Option<ArmourPiece>,
    /// Armour on the feet (boots), if any.
    pub feet: Option<ArmourPiece>,
    /// A shield (or whatever is in the off hand), if any.
    pub shield: Option<ArmourPiece>,
    /// Natural AC, -1000..=1000 (0 for humans; at most 0 rolls 0).
    pub natural_ac: i64,
    /// Damage types it resists.
    pub resistances: DamageTypes,
    /// Its vulnerabilities to damage types, one entry per vulnerability (at most 32).
    pub vulnerabilities: Vec<DamageType>,
    /// Its defensive skills.
    pub defences: Defences,
    /// It moved last turn (for Moving Target).
    pub moved_last_turn: bool,
    /// It cannot move: no defensive skill can avoid the attack.
    pub immobile: bool,
    /// It is in a tree (no tree bonus for the attacker's missiles).
    pub in_tree: bool,
}

impl Defender {
    /// The armour on `part`, if any.
    pub fn armour(&self, part: BodyPart) -> Option<ArmourPiece> {
        match part {
            BodyPart::Head => self.head,
            BodyPart::Neck => self.neck,
            BodyPart::Body => self.body,
            BodyPart::Feet => self.feet,
        }
    }

    /// The skill level that counts for a piece of armour: 2 for a monster
    /// ("As usual, monsters always have skill 2"), else the piece's own.
    pub fn skill_for(&self, piece: ArmourPiece) -> u32 {
        if self.monster { 2 } else { piece.skill }
    }

    /// How many of its vulnerabilities are to `t`.
    pub fn vulnerabilities_to(&self, t: DamageType) -> u32 {
        u32::try_from(self.vulnerabilities.iter().filter(|&&v| v == t).count()).unwrap_or(u32::MAX)
    }
}

/// Everything one attack needs (seed 001, `MOB::receiveAttack()`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct AttackInput {
    /// How the attack is delivered.
    pub kind: AttackKind,
    /// A charge: the multiplier starts at 2.
    pub charge: bool,
    /// The attacker's size relative to the defender's.
    pub relative_size: RelativeSize,
    /// The attacker cannot sense the target: -4 to the modifier.
    pub target_unseen: bool,
    /// The target is the attacker's Natural Enemy: +4 to the modifier.
    pub natural_enemy: bool,
    /// How many material or circumstantial vulnerabilities this attack triggers
    /// (gold, silver, an Earth Elemental meleed by someone with Can Dig), 0..=10;
    /// each raises the multiplier of every damage type by one.
    pub material_vulnerabilities: u32,
    /// The attacker.
    pub attacker: Attacker,
    /// The weapon (or spell, wand, monster attack).
    pub weapon: Weapon,
    /// The defender.
    pub defender: Defender,
}

/// The bounds [`AttackInput::validate`] enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits;

impl Limits {
    /// Largest level.
    pub const LEVEL: i64 = 1000;
    /// Largest magnitude of a to-hit bonus, an enchantment, an AC or a natural AC.
    pub const VALUE: i64 = 1000;
    /// Most enchantments on one weapon.
    pub const ENCHANTMENTS: usize = 4;
    /// Most damage types on one weapon.
    pub const DAMAGE_TYPES: usize = 16;
    /// Largest armour skill level.
    pub const SKILL: u32 = 10;
    /// Most vulnerabilities of a defender.
    pub const VULNERABILITIES: usize = 32;
    /// Most material vulnerabilities of one attack.
    pub const MATERIAL_VULNERABILITIES: u32 = 10;
}

fn check(field: &'static str, value: i64, min: i64, max: i64) -> Result<(), PowderError> {
    if (min..=max).contains(&value) { Ok(()) } else { Err(PowderError::OutOfRange { field, value, min, max }) }
}

impl AttackInput {
    /// Checks every number against [`Limits`] and that armour is only worn in slots
    /// the defender has (body armour needs the body slot).
    ///
    /// # Errors
    ///
    /// [`PowderError::OutOfRange`] naming the field, [`PowderError::NoSlot`].
    pub fn validate(&self) -> Result<(), PowderError> {
        let (l, v) = (Limits::LEVEL, Limits::VALUE);
        check("attacker.physical_level", self.attacker.physical_level, 0, l)?;
        check("attacker.magical_level", self.attacker.magical_level, 0, l)?;
        check("weapon.natural_bonus", self.weapon.natural_bonus, -v, v)?;
        check("weapon.enchantments (count)", self.weapon.enchantments.len() as i64, 0, Limits::ENCHANTMENTS as i64)?;
        for &e in &self.weapon.enchantments {
            check("weapon.enchantments", e, -v, v)?;
        }
        check("weapon.damage (count)", self.weapon.damage.len() as i64, 0, Limits::DAMAGE_TYPES as i64)?;
        check("material_vulnerabilities", i64::from(self.material_vulnerabilities), 0, 10)?;
        let d = &self.defender;
        check("defender.natural_ac", d.natural_ac, -v, v)?;
        check("defender.vulnerabilities (count)", d.vulnerabilities.len() as i64, 0, Limits::VULNERABILITIES as i64)?;
        for part in BodyPart::ALL {
            if let Some(piece) = d.armour(part) {
                if !d.slots.contains(part.slot()) {
                    return Err(PowderError::NoSlot { part });
                }
                check(ac_field(part), piece.ac, -v, v)?;
                check("armour skill", i64::from(piece.skill), 0, i64::from(Limits::SKILL))?;
            }
        }
        if let Some(shield) = d.shield {
            check("defender.shield.ac", shield.ac, -v, v)?;
            check("defender.shield.skill", i64::from(shield.skill), 0, i64::from(Limits::SKILL))?;
        }
        Ok(())
    }
}

fn ac_field(part: BodyPart) -> &'static str {
    match part {
        BodyPart::Head => "defender.head.ac",
        BodyPart::Neck => "defender.neck.ac",
        BodyPart::Body => "defender.body.ac",
        BodyPart::Feet => "defender.feet.ac",
    }
}

#[cfg(all(test, feature = "serde"))]
mod names_tests {
    use super::*;

    /// Issue 24: POWDER's names are read from JSON in any case; written as before.
    #[test]
    fn json_names_are_read_in_any_case() {
        let i: AttackInput = serde_json::from_str(
            r#"{"kind": "Melee", "relative_size": "LARGER", "weapon": {"damage": [{"type": "Fire", "dice": "1d4"}]}}"#,
        )
        .unwrap();
        assert_eq!((i.kind, i.relative_size), (AttackKind::Melee, RelativeSize::Larger));
        assert_eq!(i.weapon.damage[0].damage_type, DamageType::Fire);
        let e = serde_json::from_str::<AttackKind>("\"sword\"").unwrap_err().to_string();
        assert!(e.contains("unknown attack kind 'sword'") && e.contains("melee, thrown, spell, wand, other"), "{e}");
        assert_eq!(serde_json::to_string(&RelativeSize::Larger).unwrap(), "\"larger\"");
        for k in AttackKind::ALL {
            assert_eq!(k.name().parse::<AttackKind>(), Ok(k));
        }
    }
}
