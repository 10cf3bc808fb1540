//! A projection on the player from C (seed 000, "Effects of Terrain on Damage to
//! the Player" and "Damage Types, Resistances, and Other Effects on the
//! Player": the table, notes (a)-(Y) and the legend; RULINGS G1-G4, P7, P8,
//! Q1-Q46): one projection sampled, and the exact distributions of the damage
//! and of each counter, and the mean damage.

use super::codes::*;
use super::{gf, terrain};
use crate::boundary::{Out, pmf_entry, produce, produce_in_place, try_ref};
use crate::convert::{bounded_i32, decode, encode, flag, flags, rr_fraction, rr_value_probability, yes_nos};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_projection::player::{
    self as rules, Chances, Counter, Counters, Element, Equipment, FinishedOutcome, Item, MonsterSource, Player,
    PlayerFlags, PlayerInput, PlayerInputView, PlayerOutcome, PlayerOutcomeSink, PlayerView, Resistances, Shield, Slot,
    Specialties, Stat, Stats, Sustains,
};

/// One piece of equipment (notes (i), (n), (I), (U)), in one slot of
/// `rr_project_character.equipment`. Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_item {
    /// 1 when the slot holds an item; 0 for an empty slot (the other fields
    /// are then ignored).
    pub present: u8,
    /// To-hit bonus, -255..=255.
    pub to_h: i32,
    /// To-dam bonus, -255..=255.
    pub to_d: i32,
    /// To-AC bonus, -255..=255.
    pub to_a: i32,
    /// An artifact: 70% chance to resist disenchantment (note (U)).
    pub artifact: u8,
    /// Immune to acid: loses no armour bonus to (n) (RULINGS Q16).
    pub ignore_acid: u8,
    /// The item's base AC (`o_ptr->ac`), 0..=255: the shield's (notes (i),
    /// (I)) under both readings; the Oangband 1.1.0 reading also reads it on
    /// the other armour (`minus_ac` spares an item whose base AC plus to-AC is
    /// 0 or less). The seed reading ignores it outside the
    /// `RR_PROJECT_SLOT_SHIELD` slot.
    pub base_ac: i32,
    /// The shield is carried on the back: it neither deflects (i) nor blocks
    /// (I); only read in the `RR_PROJECT_SLOT_SHIELD` slot.
    pub on_back: u8,
    /// The third word of the game's `object_flags()` for the item (`TR3_*`),
    /// or 0. Read: `RR_TR3_IGNORE_ACID` (the game's `TR3_IGNORE_ACID`,
    /// 0x00010000): the item ignores acid when this bit is set or
    /// `ignore_acid` is 1. Other bits are ignored.
    pub flags3: u32,
}

/// The character a projection hits: everything seed 000's player section
/// and RULINGS Q1-Q46 look at. Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_project_character {
    /// Character level, 1..=50 (notes (Q), (E)vi).
    pub level: i32,
    /// Experience, 0..=99999999 (the drains; RULINGS Q31).
    pub exp: i32,
    /// `RR_PROJECT_CLASS_*`: trees' avoidance for rangers and druids, (W).
    pub pclass: u32,
    /// `RR_PROJECT_SPECIALTY_*` bits.
    pub specialties: u8,
    /// The Evasion specialty's chance in percent, 0..=100 (note (a)).
    pub evasion_pct: i32,
    /// Resistances, indexed by `RR_P_RES_*` (Oangband's `P_RES_*`): with
    /// `stored_resists` 0, percentages 0..=100 (above 0 "possesses" it, 100
    /// is immunity); with `stored_resists` 1, the game's resistance levels as
    /// it stores them (`p_ptr->res_list[i]`, 0..=59, see `stored_resists`).
    pub resist: [u8; RR_P_RES_MAX],
    /// Temporary poison resistance (note (v)).
    pub pois_temp: u8,
    /// Permanent poison resistance (note (v)).
    pub pois_perm: u8,
    /// `RR_PROJECT_PLAYER_*` bits (hold life, free action, feather fall,
    /// resist fear, resist blindness).
    pub flags: u8,
    /// Already has the Black Breath (notes (l), (E)vi).
    pub black_breath: u8,
    /// Sustained stats: bits `1 << RR_STAT_*` (`RR_SUSTAIN_ALL` for all).
    pub sustains: u8,
    /// Current stats as the game stores them (18/xx is 18 + xx), 3..=118,
    /// indexed by `RR_STAT_*` (Oangband's `A_STR` ... `A_CHR`).
    pub stats: [i32; 6],
    /// Total armour class, -1000..=1000 (notes (c), (f), (i)).
    pub ac: i32,
    /// Base armour class from armour, including the Armor and Shield Mastery
    /// specialties, 0..=1000 (note (e)).
    pub base_ac: i32,
    /// Dexterity bonus to hit, -4..=15 (notes (b), (k)).
    pub dex_to_hit: i32,
    /// Energy gained per game turn, 1..=49 (notes (b), (k)).
    pub energy: i32,
    /// Weight limit in whole pounds, 60..=300 (notes (b), (k)).
    pub weight_limit: i32,
    /// The pack's weight in whole pounds, 0..=100000.
    pub pack_weight: i32,
    /// Saving-throw skill, 0..=1000 (RULINGS Q25).
    pub save: i32,
    /// Currently shapechanged (note (U)).
    pub shapechanged: u8,
    /// Current mana, 0..=32767 (note (X)).
    pub mana: i32,
    /// How many temporary magical effects are in force, 0..=32
    /// (`RR_PROJECT_MAX_TEMP_EFFECTS`), in the order they save against (Y)'s
    /// dispelling (RULINGS Q43): effect `i` is bit `1 << i` of
    /// `rr_project_player_outcome.dispelled`. Only their number matters to
    /// the rules; the game keeps their names.
    pub temp_effects: u32,
    /// The nine counters before the projection, 0..=10000, indexed by
    /// `RR_PROJECT_COUNTER_*`.
    pub counters: [i32; RR_PROJECT_COUNTERS],
    /// Equipment, indexed by `RR_PROJECT_SLOT_*`.
    pub equipment: [rr_project_item; RR_PROJECT_SLOTS],
    /// 0: `resist` holds percentages. 1: `resist` holds Oangband's levels as
    /// `p_ptr->res_list` stores them, read through the game's
    /// `extract_resistance` table (tables.c): below 20 the -30% vulnerability,
    /// 20 none, 21..=29 25, 45, 60, 70, 75, 80, 85, 90, 95%, 30..=59 immunity
    /// (100%); 60 and up is `RR_INVALID_ARGUMENT`. The vulnerability is taken
    /// by the Oangband 1.1.0 reading only (the seed's percentages are 0..=100).
    pub stored_resists: u8,
    /// Oangband 1.1.0 reading: the Evasion specialty's chance as the game
    /// stores it (`p_ptr->evasion_chance`, 0..=100; evaded when `randint(75)`
    /// is at most this). The seed reading reads `evasion_pct`.
    pub evasion_chance: i32,
    /// Oangband 1.1.0 reading: the light radius (`p_ptr->cur_lite`,
    /// -10..=10): Unlight needs an unlit grid and a radius of at most 0.
    pub light_radius: i32,
    /// Oangband 1.1.0 reading: the pack's weight in tenths of a pound, as the
    /// game keeps it (`p_ptr->total_weight`, 0..=1000000). The seed reading
    /// reads `pack_weight`.
    pub total_weight: i32,
}

impl Default for rr_project_character {
    /// The Rust default: a level-1 warrior with no experience, specialties,
    /// resistances or flags, every stat 10, AC 0, energy 10, a weight limit of
    /// 100 pounds and an empty pack, no saving throw, mana or temporary
    /// effects, every counter 0 and no equipment.
    fn default() -> Self {
        rr_project_character {
            level: 1,
            exp: 0,
            pclass: RR_PROJECT_CLASS_WARRIOR,
            specialties: 0,
            evasion_pct: 0,
            resist: [0; RR_P_RES_MAX],
            pois_temp: 0,
            pois_perm: 0,
            flags: 0,
            black_breath: 0,
            sustains: 0,
            stats: [10; 6],
            ac: 0,
            base_ac: 0,
            dex_to_hit: 0,
            energy: 10,
            weight_limit: 100,
            pack_weight: 0,
            save: 0,
            shapechanged: 0,
            mana: 0,
            temp_effects: 0,
            counters: [0; RR_PROJECT_COUNTERS],
            equipment: [rr_project_item::default(); RR_PROJECT_SLOTS],
            stored_resists: 0,
            evasion_chance: 0,
            light_radius: 0,
            total_weight: 0,
        }
    }
}

/// The monster that projects on the character. Yes/no fields are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_monster_source {
    /// Level = native depth = base depth, 0..=255 (RULINGS Q41): notes (b),
    /// (e), (i), (k), (y), (E).
    pub level: i32,
    /// Uses Morgul magic (notes (l), (u)).
    pub morgul: u8,
    /// A unique wraith or Sauron: (E)'s power is at least 175.
    pub unique_wraith: u8,
    /// A Deathlord player ghost (note (l)ii, iii; uses Morgul magic too).
    pub deathlord: u8,
    /// An archer (note (l)ii).
    pub archer: u8,
    /// Adjacent to the character (note (l)ii).
    pub adjacent: u8,
    /// Ranged-attack frequency in percent, 0..=100 (note (l)ii).
    pub ranged_freq: i32,
    /// Oangband 1.1.0 reading: an animal (`RF3_ANIMAL`): its `GF_WHIP` is
    /// spit and does no damage. The seed reading ignores it.
    pub animal: u8,
}

/// One projection on the character (seed 000, player section). Yes/no fields
/// are 1 or 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_player_input {
    /// The damage type: Oangband's `GF_*` number (`RR_GF_*`; one of the 33
    /// types of the player table: the missiles, `RR_GF_WHIP`, the elements,
    /// light and darkness (`RR_GF_LITE` is the table's `GF_LIGHT`), the
    /// physical and magical types, `RR_GF_MANA`, `RR_GF_HOLY_ORB`,
    /// `RR_GF_METEOR`).
    pub gf: u32,
    /// The damage as given, 0..=5000 (treated as 1600 above 1600, RULINGS P8).
    pub dam: i32,
    /// The terrain the character stands on: `RR_FEAT_*`.
    pub terrain: u32,
    /// The character's grid is dark (the Unlight row, RULINGS Q3).
    pub dark: u8,
    /// Where a teleport or thrust lands (RULINGS Q35): `RR_FEAT_*`.
    pub land: u32,
    /// The character.
    pub player: rr_project_character,
    /// The monster that projects.
    pub source: rr_project_monster_source,
    /// The reading to follow: `RR_READING_SEED` (0) or
    /// `RR_READING_OANGBAND_1_1_0` (1, the released game's `project_p` and
    /// the player's part of `project_t`, draw for draw; the landing after the
    /// game's move is `rr_project_player_land`'s). Any other code is
    /// `RR_INVALID_ARGUMENT`.
    pub reading: u32,
    /// Oangband 1.1.0 reading: 1 when no monster projects (the game's `who <=
    /// 0`: the character's own projection, a trap): `source` is not read.
    /// The seed reading takes 0 only (its notes always have a monster).
    pub self_inflicted: u8,
}

/// The HP damage by part, as the notes split it (plasma (w), hellfire (x),
/// storm (P), ice (z) and Morgul darkness (D) name their elements; any other
/// type's damage is `main`; a landing is its own part).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_damage_parts {
    /// The damage of a type not split by its note.
    pub main: i32,
    /// Storm's unresistable half (P).
    pub pure: i32,
    /// Fire: plasma's (w), hellfire's (x).
    pub fire: i32,
    /// Lightning: plasma's (w), storm's (P).
    pub elec: i32,
    /// Cold: ice (z), storm's (P).
    pub cold: i32,
    /// Acid: storm's (P).
    pub acid: i32,
    /// Darkness: hellfire's (x), Morgul darkness (D).
    pub dark: i32,
    /// A teleport's or thrust's landing (notes (M), (N), (Q), (R)i).
    pub landing: i32,
}

/// Inventory destruction chances in 1000 for one element, per item kind
/// (notes (p), (H), (K); RULINGS Q17-Q19).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_chances {
    /// 1 when the element can destroy items; 0 (and the chances 0) otherwise.
    pub affected: u8,
    /// Potions and scrolls, in 1000.
    pub potions_scrolls: i32,
    /// Rods, in 1000.
    pub rods: i32,
    /// Any other item hating the element, in 1000.
    pub other: i32,
}

/// What a projection does to the character (seed 000, player section): the
/// values after every cap and stacking rule, for the game to apply. Counters
/// are the values after (unchanged when not touched); everything else is a
/// change (0 for none). An avoided projection changes nothing.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_project_player_outcome {
    /// Why nothing happened: `RR_PROJECT_AVOIDED_*` (`RR_PROJECT_AVOIDED_NONE`
    /// when it was not avoided).
    pub avoided: u32,
    /// HP damage in total (the sum of `parts`).
    pub damage: i32,
    /// HP damage by part.
    pub parts: rr_project_damage_parts,
    /// The nine counters after, indexed by `RR_PROJECT_COUNTER_*` (the game
    /// applies its own limit: an outcome may exceed 10000).
    pub counters: [i32; RR_PROJECT_COUNTERS],
    /// Energy lost (note (G)).
    pub energy_lost: i32,
    /// Points drained from each stat, indexed by `RR_STAT_*` (notes (l), (o),
    /// (q), (s), (t), (u); sustains already applied). The game applies each
    /// point as its own decrease.
    pub stat_drain: [i32; 6],
    /// A stat's new value set by note (V) (3/4 of it), indexed by `RR_STAT_*`;
    /// 0 for a stat left alone (a value set is at least 2).
    pub stats_set: [i32; 6],
    /// 1 when note (R)iv swapped two stats (`stat_swap`).
    pub has_stat_swap: u8,
    /// The two stats swapped, `RR_STAT_*` (0, 0 without a swap).
    pub stat_swap: [u32; 2],
    /// Experience drained, restorable (RULINGS Q31).
    pub exp_drained: i32,
    /// Experience drained permanently (note (E)vi).
    pub exp_drained_permanent: i32,
    /// 1: has the Black Breath after (notes (l), (E)vi).
    pub black_breath: u8,
    /// 1: amnesia (note (E)v).
    pub amnesia: u8,
    /// 1: a level teleport (note (R)iii).
    pub level_teleport: u8,
    /// Distance teleported (notes (M), (Q): 6; (R)i: 200).
    pub teleport: i32,
    /// 1: teleported next to the monster (note (R)ii).
    pub teleport_to_source: u8,
    /// Distance thrust away from the monster (note (N)).
    pub thrust: i32,
    /// 1 when acid reached an armour slot (note (n): `acid_slot`,
    /// `acid_ac_loss`).
    pub has_acid: u8,
    /// The armour slot the acid damaged: `RR_PROJECT_SLOT_*`.
    pub acid_slot: u32,
    /// The to-AC it lost: 1, or 0 for an item that ignores acid.
    pub acid_ac_loss: i32,
    /// 1 when a slot was disenchanted (note (U), (E)iv: the `disenchant_*`
    /// fields).
    pub has_disenchant: u8,
    /// The slot hit: `RR_PROJECT_SLOT_*`.
    pub disenchant_slot: u32,
    /// 1: an artifact resisted (70%) and lost nothing.
    pub disenchant_resisted: u8,
    /// To-hit lost (0, 1 or 2).
    pub disenchant_to_h: i32,
    /// To-dam lost.
    pub disenchant_to_d: i32,
    /// To-AC lost.
    pub disenchant_to_a: i32,
    /// Acid-hating items' destruction chances.
    pub inventory_acid: rr_project_chances,
    /// Electricity-hating items' destruction chances.
    pub inventory_elec: rr_project_chances,
    /// Fire-hating items' destruction chances.
    pub inventory_fire: rr_project_chances,
    /// Cold-hating items' destruction chances (one chance for every
    /// cold-hating item in (H) and (K), RULINGS Q19).
    pub inventory_cold: rr_project_chances,
    /// Mana lost (note (X)).
    pub mana_lost: i32,
    /// The temporary effects dispelled (note (Y)): bit `1 << i` for the
    /// `i`-th of `rr_project_character.temp_effects`.
    pub dispelled: u32,
    /// 1: reverted from a shapechange (note (U), RULINGS Q29).
    pub reverted: u8,
}

/// The stats in `RR_STAT_*` order.
const STATS: [Stat; 6] = Stat::ALL;

/// The names the C API gives the temporary effects (their positions): the
/// rules only count them, and report the dispelled ones by name.
const EFFECT_NAMES: [&str; RR_PROJECT_MAX_TEMP_EFFECTS as usize] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20",
    "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31",
];

/// A slot's yes/no bytes checked ([`yes_nos`]): `present`, and when it is 1
/// `artifact`, `ignore_acid` and (`shield`) `on_back` (an empty slot's other
/// bytes are ignored; a `present` above 1 is refused whatever they are); the
/// rest of the slot is read by [`item`] and [`shield`], which need no check.
#[inline(always)]
fn check_item(c: &rr_project_item, shield: bool) -> Result<(), rr_status> {
    if c.present != 0 {
        yes_nos(&[c.present | c.artifact | c.ignore_acid | if shield { c.on_back } else { 0 }])?;
    }
    Ok(())
}

/// A slot checked by [`check_item`], as the rule's item.
#[inline(always)]
fn item(c: &rr_project_item) -> Option<Item> {
    (c.present == 1).then(|| Item {
        to_h: c.to_h.into(),
        to_d: c.to_d.into(),
        to_a: c.to_a.into(),
        artifact: c.artifact == 1,
        ignore_acid: c.ignore_acid == 1 || c.flags3 & RR_TR3_IGNORE_ACID != 0,
        base_ac: c.base_ac.into(),
    })
}

/// The shield's slot checked by [`check_item`], as the rule's shield.
#[inline(always)]
fn shield(c: &rr_project_item) -> Option<Shield> {
    item(c).map(|i| Shield {
        to_h: i.to_h,
        to_d: i.to_d,
        to_a: i.to_a,
        artifact: i.artifact,
        ignore_acid: i.ignore_acid,
        base_ac: i.base_ac,
        on_back: c.on_back == 1,
    })
}

/// The highest resistance level Oangband 1.1.0's `extract_resistance` table
/// has (60 entries).
const MAX_STORED_RESISTANCE: u8 = 59;

/// Oangband 1.1.0's `extract_resistance` (tables.c): the percentage of each
/// stored resistance level, `0..=MAX_STORED_RESISTANCE` (checked by
/// [`checked`]). Levels 0..=19 are the vulnerability, 20 is none, 30 and up
/// immunity.
#[inline(always)]
fn stored_resistance(level: u8) -> i64 {
    const BASE: u8 = 20;
    const PARTIAL: [i64; 9] = [25, 45, 60, 70, 75, 80, 85, 90, 95];
    match level {
        0..BASE => -30,
        BASE => 0,
        21..=29 => PARTIAL[usize::from(level - 21)],
        _ => 100,
    }
}

// The C arrays are indexed by the rule's enums' positions (`RR_P_RES_*`,
// `RR_STAT_*`, `RR_PROJECT_SLOT_*`, `RR_PROJECT_COUNTER_*`): the views below
// index them with the enum's discriminant.
const _: () = assert!(Element::ALL.len() == RR_P_RES_MAX && SLOTS.len() == RR_PROJECT_SLOTS);

/// A `rr_project_player_input` whose codes, flag bits, yes/no bytes, stored
/// resistance levels and count of temporary effects are checked
/// ([`checked`]): the rule reads it in place through its views
/// (`PlayerInputView`, `PlayerView`), so the 684-byte `PlayerInput` is never
/// built for a projection. The codes are kept decoded; the yes/no bytes and
/// flag words, checked, are read where they lie. The ranges are left to the
/// rule (`roguerules_projection::player::validate_view`, which every entry
/// point runs first), once.
struct Checked<'a> {
    c: &'a rr_project_player_input,
    reading: roguerules_vocab::Reading,
    gf: roguerules_projection::Gf,
    terrain: roguerules_projection::Terrain,
    land: roguerules_projection::Terrain,
    source: MonsterSource,
    player: CheckedCharacter<'a>,
}

/// The character of a [`Checked`] input.
struct CheckedCharacter<'a> {
    c: &'a rr_project_character,
    class: roguerules_projection::Class,
}

/// The checks of [`Checked`].
#[inline(always)]
fn checked(c: &rr_project_player_input) -> Result<Checked<'_>, rr_status> {
    let p = &c.player;
    let [morgul, unique_wraith, deathlord, archer, adjacent, animal] = source_yes_nos(&c.source);
    // Every yes/no byte but the items' with one test.
    yes_nos(&[
        c.dark,
        c.self_inflicted,
        p.stored_resists,
        p.pois_temp,
        p.pois_perm,
        p.black_breath,
        p.shapechanged,
        morgul | unique_wraith | deathlord | archer | adjacent | animal,
    ])?;
    for slot in [
        RR_PROJECT_SLOT_WEAPON,
        RR_PROJECT_SLOT_BOW,
        RR_PROJECT_SLOT_BODY,
        RR_PROJECT_SLOT_CLOAK,
        RR_PROJECT_SLOT_SHIELD,
        RR_PROJECT_SLOT_HEAD,
        RR_PROJECT_SLOT_HANDS,
        RR_PROJECT_SLOT_FEET,
    ] {
        check_item(&p.equipment[slot as usize], slot == RR_PROJECT_SLOT_SHIELD)?;
    }
    if p.stored_resists == 1 && p.resist.iter().any(|&v| v > MAX_STORED_RESISTANCE) {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    // Checked only: the views read them where they lie.
    flags::<Specialties>(p.specialties)?;
    flags::<PlayerFlags>(p.flags)?;
    flags::<Sustains>(p.sustains)?;
    if p.temp_effects as usize > EFFECT_NAMES.len() {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    Ok(Checked {
        c,
        reading: crate::reading::reading(c.reading)?,
        gf: gf(c.gf)?,
        terrain: terrain(c.terrain)?,
        land: terrain(c.land)?,
        source: source(&c.source),
        player: CheckedCharacter { c: p, class: decode(&CLASSES, p.pclass)? },
    })
}

impl PlayerView for CheckedCharacter<'_> {
    #[inline(always)]
    fn level(&self) -> i64 {
        self.c.level.into()
    }
    #[inline(always)]
    fn exp(&self) -> i64 {
        self.c.exp.into()
    }
    #[inline(always)]
    fn class(&self) -> roguerules_projection::Class {
        self.class
    }
    #[inline(always)]
    fn specialties(&self) -> Specialties {
        Specialties::from_bits_retain(self.c.specialties)
    }
    #[inline(always)]
    fn evasion_pct(&self) -> i64 {
        self.c.evasion_pct.into()
    }
    #[inline(always)]
    fn evasion_chance(&self) -> i64 {
        self.c.evasion_chance.into()
    }
    #[inline(always)]
    fn light_radius(&self) -> i64 {
        self.c.light_radius.into()
    }
    #[inline(always)]
    fn total_weight(&self) -> i64 {
        self.c.total_weight.into()
    }
    #[inline(always)]
    fn resist(&self, e: Element) -> i64 {
        let v = self.c.resist[e as usize];
        if self.c.stored_resists == 1 { stored_resistance(v) } else { v.into() }
    }
    #[inline(always)]
    fn pois_temp(&self) -> bool {
        self.c.pois_temp == 1
    }
    #[inline(always)]
    fn pois_perm(&self) -> bool {
        self.c.pois_perm == 1
    }
    #[inline(always)]
    fn flags(&self) -> PlayerFlags {
        PlayerFlags::from_bits_retain(self.c.flags)
    }
    #[inline(always)]
    fn black_breath(&self) -> bool {
        self.c.black_breath == 1
    }
    #[inline(always)]
    fn sustains(&self) -> Sustains {
        Sustains::from_bits_retain(self.c.sustains)
    }
    #[inline(always)]
    fn stat(&self, s: Stat) -> i64 {
        self.c.stats[s as usize].into()
    }
    #[inline(always)]
    fn ac(&self) -> i64 {
        self.c.ac.into()
    }
    #[inline(always)]
    fn base_ac(&self) -> i64 {
        self.c.base_ac.into()
    }
    #[inline(always)]
    fn dex_to_hit(&self) -> i64 {
        self.c.dex_to_hit.into()
    }
    #[inline(always)]
    fn energy(&self) -> i64 {
        self.c.energy.into()
    }
    #[inline(always)]
    fn weight_limit(&self) -> i64 {
        self.c.weight_limit.into()
    }
    #[inline(always)]
    fn pack_weight(&self) -> i64 {
        self.c.pack_weight.into()
    }
    #[inline(always)]
    fn save(&self) -> i64 {
        self.c.save.into()
    }
    #[inline(always)]
    fn shapechanged(&self) -> bool {
        self.c.shapechanged == 1
    }
    #[inline(always)]
    fn mana(&self) -> i64 {
        self.c.mana.into()
    }
    #[inline(always)]
    fn temp_effects(&self) -> usize {
        self.c.temp_effects as usize
    }
    #[inline(always)]
    fn temp_effect(&self, i: usize) -> &str {
        EFFECT_NAMES.get(i).copied().unwrap_or("")
    }
    #[inline(always)]
    fn counters(&self) -> Counters {
        Counters::from_array(self.c.counters.map(i64::from))
    }
    #[inline(always)]
    fn item(&self, slot: Slot) -> Option<Item> {
        let c = &self.c.equipment[slot as usize];
        if slot == Slot::Shield { shield(c).map(|s| s.item()) } else { item(c) }
    }
    #[inline(always)]
    fn shield(&self) -> Option<Shield> {
        shield(&self.c.equipment[RR_PROJECT_SLOT_SHIELD as usize])
    }
}

impl<'a> PlayerInputView for Checked<'a> {
    type Player = CheckedCharacter<'a>;
    #[inline(always)]
    fn gf(&self) -> roguerules_projection::Gf {
        self.gf
    }
    #[inline(always)]
    fn dam(&self) -> i64 {
        self.c.dam.into()
    }
    #[inline(always)]
    fn terrain(&self) -> roguerules_projection::Terrain {
        self.terrain
    }
    #[inline(always)]
    fn dark(&self) -> bool {
        self.c.dark == 1
    }
    #[inline(always)]
    fn land(&self) -> roguerules_projection::Terrain {
        self.land
    }
    #[inline(always)]
    fn player(&self) -> &CheckedCharacter<'a> {
        &self.player
    }
    #[inline(always)]
    fn source(&self) -> &MonsterSource {
        &self.source
    }
    #[inline(always)]
    fn self_inflicted(&self) -> bool {
        self.c.self_inflicted == 1
    }
    #[inline(always)]
    fn reading(&self) -> roguerules_vocab::Reading {
        self.reading
    }
}

/// The rule's input read from a [`Checked`] C input through its views, for
/// the entry points that take a `PlayerInput` (the landing, the
/// distributions): nothing left to refuse.
fn build(k: &Checked<'_>) -> PlayerInput {
    let p = k.player();
    let mut resist = Resistances::default();
    for e in Element::ALL {
        *resist.get_mut(e) = p.resist(e);
    }
    let mut stats = Stats::default();
    for s in STATS {
        *stats.get_mut(s) = p.stat(s);
    }
    let slot = |s: Slot| p.item(s);
    PlayerInput {
        reading: k.reading(),
        gf: k.gf(),
        dam: k.dam(),
        terrain: k.terrain(),
        dark: k.dark(),
        land: k.land(),
        player: Player {
            level: p.level(),
            exp: p.exp(),
            class: p.class(),
            specialties: p.specialties(),
            evasion_pct: p.evasion_pct(),
            resist,
            pois_temp: p.pois_temp(),
            pois_perm: p.pois_perm(),
            flags: p.flags(),
            black_breath: p.black_breath(),
            sustains: p.sustains(),
            stats,
            ac: p.ac(),
            base_ac: p.base_ac(),
            dex_to_hit: p.dex_to_hit(),
            energy: p.energy(),
            weight_limit: p.weight_limit(),
            pack_weight: p.pack_weight(),
            save: p.save(),
            shapechanged: p.shapechanged(),
            mana: p.mana(),
            temp_effects: (0..p.temp_effects()).map(|i| p.temp_effect(i).to_owned()).collect(),
            counters: p.counters(),
            equip: Equipment {
                weapon: slot(Slot::Weapon),
                bow: slot(Slot::Bow),
                body: slot(Slot::Body),
                cloak: slot(Slot::Cloak),
                shield: p.shield(),
                head: slot(Slot::Head),
                hands: slot(Slot::Hands),
                feet: slot(Slot::Feet),
            },
            evasion_chance: p.evasion_chance(),
            light_radius: p.light_radius(),
            total_weight: p.total_weight(),
        },
        source: *k.source(),
        self_inflicted: k.self_inflicted(),
    }
}

/// The yes/no bytes of a source, for [`yes_nos`].
#[inline(always)]
fn source_yes_nos(s: &rr_project_monster_source) -> [u8; 6] {
    [s.morgul, s.unique_wraith, s.deathlord, s.archer, s.adjacent, s.animal]
}

/// A source whose yes/no bytes ([`source_yes_nos`]) are checked, as the
/// rule's.
#[inline(always)]
fn source(s: &rr_project_monster_source) -> MonsterSource {
    MonsterSource {
        level: s.level.into(),
        morgul: s.morgul == 1,
        unique_wraith: s.unique_wraith == 1,
        deathlord: s.deathlord == 1,
        archer: s.archer == 1,
        adjacent: s.adjacent == 1,
        ranged_freq: s.ranged_freq.into(),
        animal: s.animal == 1,
    }
}

impl TryFrom<&rr_project_monster_source> for MonsterSource {
    type Error = rr_status;

    #[inline(always)]
    fn try_from(s: &rr_project_monster_source) -> Result<MonsterSource, rr_status> {
        yes_nos(&source_yes_nos(s))?;
        Ok(source(s))
    }
}

impl TryFrom<&rr_project_player_input> for PlayerInput {
    type Error = rr_status;

    /// Converts the codes, flag bits and yes/no bytes (`checked`, then
    /// `build`); the ranges are left to the rule
    /// (`roguerules_projection::player::validate`).
    #[inline(always)]
    fn try_from(c: &rr_project_player_input) -> Result<PlayerInput, rr_status> {
        Ok(build(&checked(c)?))
    }
}

/// A chance's C form.
#[inline(always)]
fn chances(c: Option<Chances>) -> rr_project_chances {
    match c {
        None => rr_project_chances::default(),
        Some(c) => rr_project_chances {
            affected: 1,
            potions_scrolls: bounded_i32(c.potions_scrolls),
            rods: bounded_i32(c.rods),
            other: bounded_i32(c.other),
        },
    }
}

/// A value per stat in `RR_STAT_*` order.
#[inline(always)]
fn per_stat(value: impl Fn(Stat) -> i64) -> [i32; 6] {
    STATS.map(|s| bounded_i32(value(s)))
}

#[inline(always)]
fn slot_code(s: Slot) -> u32 {
    encode(&SLOTS, &s)
}

/// The C form of the rule's outcome, each number narrowed to `int32_t`
/// (see [`InPlace`] for why every one fits).
#[inline(always)]
fn c_outcome<P: PlayerView + ?Sized>(o: &FinishedOutcome<'_, P>) -> rr_project_player_outcome {
    let (p, drain, set) = (o.parts(), o.stat_drain(), o.stats_set());
    let (acid, dis, inv) = (o.acid(), o.disenchant(), o.inventory());
    // Bits of at most `RR_PROJECT_MAX_TEMP_EFFECTS` (32) effects (`checked`).
    debug_assert!(o.dispelled_mask() >> RR_PROJECT_MAX_TEMP_EFFECTS == 0, "dispelled beyond 32 effects");
    rr_project_player_outcome {
        avoided: o.avoided().map_or(RR_PROJECT_AVOIDED_NONE, |a| encode(&AVOIDANCES, &a) + 1),
        damage: bounded_i32(o.damage()),
        parts: rr_project_damage_parts {
            main: bounded_i32(p.main),
            pure: bounded_i32(p.pure),
            fire: bounded_i32(p.fire),
            elec: bounded_i32(p.elec),
            cold: bounded_i32(p.cold),
            acid: bounded_i32(p.acid),
            dark: bounded_i32(p.dark),
            landing: bounded_i32(p.landing),
        },
        counters: o.counters().to_array().map(bounded_i32),
        energy_lost: bounded_i32(o.energy_lost()),
        stat_drain: per_stat(|s| drain.get(s)),
        stats_set: per_stat(|s| set.get(s).unwrap_or(0)),
        has_stat_swap: flag(o.stat_swap().is_some()),
        stat_swap: o.stat_swap().map_or([0, 0], |(a, b)| [encode(&STATS, &a), encode(&STATS, &b)]),
        exp_drained: bounded_i32(o.exp_drained()),
        exp_drained_permanent: bounded_i32(o.exp_drained_permanent()),
        black_breath: flag(o.black_breath()),
        amnesia: flag(o.amnesia()),
        level_teleport: flag(o.level_teleport()),
        teleport: bounded_i32(o.teleport()),
        teleport_to_source: flag(o.teleport_to_source()),
        thrust: bounded_i32(o.thrust()),
        has_acid: flag(acid.is_some()),
        acid_slot: acid.map_or(0, |a| slot_code(a.slot)),
        acid_ac_loss: bounded_i32(acid.map_or(0, |a| a.ac_loss)),
        has_disenchant: flag(dis.is_some()),
        disenchant_slot: dis.map_or(0, |d| slot_code(d.slot)),
        disenchant_resisted: flag(dis.is_some_and(|d| d.resisted)),
        disenchant_to_h: bounded_i32(dis.map_or(0, |d| d.to_h)),
        disenchant_to_d: bounded_i32(dis.map_or(0, |d| d.to_d)),
        disenchant_to_a: bounded_i32(dis.map_or(0, |d| d.to_a)),
        inventory_acid: chances(inv.acid),
        inventory_elec: chances(inv.elec),
        inventory_fire: chances(inv.fire),
        inventory_cold: chances(inv.cold),
        mana_lost: bounded_i32(o.mana_lost()),
        dispelled: o.dispelled_mask() as u32,
        reverted: flag(o.reverted()),
    }
}

/// The caller's `rr_project_player_outcome` as the rule's sink
/// ([`rules::project_into`], [`rules::land_into`]): the rule's outcome is
/// converted once into a C value and written where the caller's lies, once,
/// as the rule's last step. No `PlayerOutcome` is built or moved through a
/// `Result`.
///
/// No number is checked to fit `int32_t` ([`bounded_i32`]): for an input the
/// rule accepted, each is bounded well inside it by the ranges it checked.
/// The damage and its parts come from `dam` (at most 5000), adjusted by the
/// terrain by a fraction of itself and raised at most 30% by a vulnerability,
/// plus a landing of at most 4d100 (lava) resisted the same way. A counter
/// starts in `0..=10000` (or, after a landing, where `after` left it, an
/// `int32_t`); each note adds to it at most once an amount bounded by the
/// damage done or a die of at most 5d8, and the Oangband 1.1.0 reading clamps
/// what it sets to `0..=10000` as the game's setters do. The experience
/// drained is at most a few amounts each within `200 + exp / 10` (the
/// experience at most 99,999,999); the mana lost at most the mana (32767); the
/// energy lost, stat changes, teleport and thrust distances, the acid and
/// disenchantment losses and the inventory chances are small multiples of the
/// damage or the stats (at most 118). The dispelled effects are bits of at
/// most 32 effects (`checked`). The tests and the fuzz targets run with these
/// bounds asserted.
struct InPlace(Out<rr_project_player_outcome>);

impl InPlace {
    /// The sink writing through `out`.
    ///
    /// # Safety
    ///
    /// The pointer `out` was checked from must be valid for one write.
    #[inline(always)]
    unsafe fn new(out: Out<rr_project_player_outcome>) -> InPlace {
        InPlace(out)
    }
}

impl std::fmt::Debug for InPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("InPlace").field(&self.0.as_ptr()).finish()
    }
}

impl PlayerOutcomeSink for InPlace {
    type Error = rr_status;

    #[inline(always)]
    fn put<P: PlayerView + ?Sized>(&mut self, o: &FinishedOutcome<'_, P>) -> Result<(), rr_status> {
        let value = c_outcome(o);
        // SAFETY: non-NULL and aligned (checked by `Out::new`), valid for one
        // write (`InPlace::new`'s contract); `write` does not read or drop the
        // old, possibly uninitialised, contents.
        unsafe { self.0.as_ptr().write(value) };
        Ok(())
    }
}

/// Projects `input->gf` on the character (seed 000's player table, its notes
/// (a)-(Y), the legend and the player's terrain table; RULINGS G1-G4, P7, P8,
/// Q1-Q46), drawing in the order of `roguerules_projection::player::project`:
/// the terrain's avoidance first, then each of the type's notes in order, a
/// protection tested before the draws it makes pointless. A fire bolt of 120
/// on a character with 35% fire resistance standing in water draws nothing:
/// 120 - 120/4 = 90, then 90 - ceil(90 * 35 / 100) = 58.
///
/// Callback span: at most `hi - lo` = 4283: note (E)'s rolls `1..=power` and
/// (E)i's fear `1d(power)` for Morgul darkness of 1600 (or more) on water
/// (Half: 1680) from a level-255 monster (power 1680 * 255 / 100 = 4284).
/// Every other type asks at most 2384 (note (r)'s stun roll `1..=dam - 15`
/// on a storm's full lightning of 2400, on water). Under
/// `RR_READING_OANGBAND_1_1_0`: at most 5565, Morgul darkness's
/// `rand_int(k)` with `k = dam * level / 100` for 1600 on water (1680) against
/// the -30% vulnerability (2183) from a level-255 monster (k = 5566).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `outcome_out` is NULL or
/// `random` names no generator; `RR_MISALIGNED_POINTER`;
/// `RR_INVALID_ARGUMENT` for an unknown `GF_*`, `FEAT_*` or class code, a
/// type the player table does not list, unknown specialty, flag or sustain
/// bits, a yes/no field other than 0 or 1, a number out of its range
/// (documented on `rr_project_character`, `rr_project_item`,
/// `rr_project_monster_source`), more than 32 temporary effects, an unknown
/// `reading` code, or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`;
/// `RR_BUDGET_EXCEEDED` when, under `RR_READING_OANGBAND_1_1_0`, an
/// `rr_roller` keeps the game's redraw of nexus's second stat going for
/// 10,000 draws (it answers the first stat every time, as a constant roller
/// does; the game's own generator ends the redraw with chance 5/6 a draw).
///
/// # Safety
///
/// `input` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `outcome_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_player(
    random: rr_random,
    input: *const rr_project_player_input,
    outcome_out: *mut rr_project_player_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(outcome_out, |out| {
            let c = try_ref(input)?;
            // Checked, then read in place by the rule (nothing built).
            let input = checked(c)?;
            // SAFETY (inside the block above): valid for one write (the same
            // contract).
            let mut out = InPlace::new(out);
            // The rule writes the outcome where it lies.
            with_roller!(random, |r| rules::project_into(r, &input, &mut out))
        })
    }
}

/// Oangband 1.1.0 reading: what landing on `terrain` (`RR_FEAT_*`) does
/// after the game moved the character as `after` (the outcome
/// `rr_project_player` gave for `input`) asked. The game finds the landing
/// itself, in its own order: its `teleport_player()` or `thrust_away()`
/// picks the grid with its own draws; then this follows the end of those
/// functions: after a teleport (`after->teleport` > 0) trees and rubble may
/// hurt, stun and cut, and after a teleport or a thrust (`after->thrust` >
/// 0) lava burns as `fire_dam(damroll(4, 100))`. Only `after->teleport`,
/// `after->thrust` and `after->counters` are read. The outcome holds only the
/// landing's effects: its damage in `parts.landing`, the counters after it
/// (from `after`'s), a fire stat drain and inventory chance; after no move,
/// nothing (and no draw).
///
/// Callback span: at most `hi - lo` = 99 (a d100 of the lava's 4d100).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input`, `after` or `outcome_out`
/// is NULL or `random` names no generator; `RR_MISALIGNED_POINTER`;
/// `RR_INVALID_ARGUMENT` for invalid input (as `rr_project_player`), an
/// unknown `terrain`, a negative `after->teleport` or `after->thrust`, or
/// `random` naming both generators; `RR_READING_UNSUPPORTED` for
/// `input->reading` = `RR_READING_SEED` (the seed's landing is part of
/// `rr_project_player`, at `input->land`); `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `input` and `after` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `outcome_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_player_land(
    random: rr_random,
    input: *const rr_project_player_input,
    after: *const rr_project_player_outcome,
    terrain_code: u32,
    outcome_out: *mut rr_project_player_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(outcome_out, |out| {
            let c = try_ref(input)?;
            // Checked, then read in place by the rule (nothing built), as
            // `rr_project_player`'s; the ranges before `after` (an invalid
            // input is refused whatever `after` is).
            let input = checked(c)?;
            rules::validate_view(&input)?;
            let c = try_ref(after)?;
            if c.teleport < 0 || c.thrust < 0 {
                return Err(rr_status::RR_INVALID_ARGUMENT);
            }
            let mut moved = PlayerOutcome::default();
            moved.teleport = c.teleport.into();
            moved.thrust = c.thrust.into();
            moved.counters = Counters::from_array(c.counters.map(i64::from));
            let land = terrain(terrain_code)?;
            // SAFETY (inside the block above): valid for one write (the same
            // contract).
            let mut out = InPlace::new(out);
            with_roller!(random, |r| rules::land_into(r, &input, &moved, land, &mut out))
        })
    }
}

/// The exact distribution of `rr_project_player`'s total HP damage, by
/// increasing damage, for every valid input (the marginal; the whole
/// outcome's distribution may be too large), following the length protocol
/// of `rr_dice_pmf`. A probability that does not fit 64 bits comes back with
/// `exact` = 0 (see `rr_fraction`).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_player`) or an impossible `len`; `RR_BUFFER_TOO_SMALL`;
/// `RR_BUDGET_EXCEEDED` if the enumeration passes its budget (2^24 paths;
/// not met by any valid input the library's tests try).
///
/// # Safety
///
/// `input` must be NULL or valid; `buf`, when not NULL, valid for `len`
/// writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_player_damage_pmf(
    input: *const rr_project_player_input,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { pmf_entry(buf, len, len_out, || Ok(rules::damage_pmf(&PlayerInput::try_from(try_ref(input)?)?)?)) }
}

/// The exact distribution of counter `counter` (`RR_PROJECT_COUNTER_*`) after
/// `rr_project_player`, by increasing value, for every valid input (the
/// marginal), following the length protocol of `rr_dice_pmf`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `input` or `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown `counter`,
/// invalid input (as `rr_project_player`) or an impossible `len`;
/// `RR_BUFFER_TOO_SMALL`; `RR_BUDGET_EXCEEDED` as
/// `rr_project_player_damage_pmf`.
///
/// # Safety
///
/// `input` must be NULL or valid; `buf`, when not NULL, valid for `len`
/// writes; `len_out`, when not NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_player_counter_pmf(
    input: *const rr_project_player_input,
    counter: u32,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        pmf_entry(buf, len, len_out, || {
            let c = try_ref(input)?;
            let input = build(&checked(c)?);
            let c: Counter = decode(&COUNTERS, counter)?;
            Ok(rules::counter_pmf(&input, c)?)
        })
    }
}

/// The exact mean of `rr_project_player`'s total HP damage.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for invalid input (as
/// `rr_project_player`); `RR_BUDGET_EXCEEDED` as
/// `rr_project_player_damage_pmf`.
///
/// # Safety
///
/// `input` must be NULL or valid; `mean_out`, when not NULL, valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_project_player_mean_damage(
    input: *const rr_project_player_input,
    mean_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(mean_out, || rr_fraction::from_big(&rules::mean_damage(&PlayerInput::try_from(try_ref(input)?)?)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bounds `InPlace` relies on, at the edges of every range: each
    /// player-table type under both readings, on every terrain, with the
    /// damage, level, experience, mana and counters at their largest, every
    /// slot filled, and the draws at their extremes in turn or seeded.
    /// A number beyond `int32_t` fails `bounded_i32`'s assertion (this test
    /// runs with debug assertions), which the guard reports as `RR_PANIC`;
    /// the landing is run after each outcome as a game would, and after
    /// outcomes whose counters are the largest and the smallest `int32_t`.
    #[test]
    fn outcomes_at_the_edges_of_the_ranges_fit_int32() {
        use crate::random::{rr_rng, rr_rng_free, rr_rng_new, rr_roller};
        use crate::reading::{RR_READING_OANGBAND_1_1_0, RR_READING_SEED};
        // The highest and the lowest answer in turn, starting with either (a
        // constant answer is refused by the game's redraw of a second,
        // different stat: see the test below).
        unsafe extern "C" fn extreme(user: *mut std::ffi::c_void, lo: i32, hi: i32) -> i32 {
            // SAFETY: `user` is a live `u32` (below), used by one call at a time.
            let turn = unsafe { &mut *user.cast::<u32>() };
            *turn += 1;
            if *turn % 2 == 0 { hi } else { lo }
        }
        let item = rr_project_item { present: 1, to_h: 255, to_d: 255, to_a: -255, base_ac: 255, ..Default::default() };
        let player = rr_project_character {
            level: 50,
            exp: 99_999_999,
            stats: [118; 6],
            ac: 1000,
            base_ac: 1000,
            energy: 49,
            weight_limit: 60,
            pack_weight: 100_000,
            mana: 32767,
            temp_effects: RR_PROJECT_MAX_TEMP_EFFECTS,
            counters: [10_000; RR_PROJECT_COUNTERS],
            equipment: [item; RR_PROJECT_SLOTS],
            ..Default::default()
        };
        let source = rr_project_monster_source {
            level: 255,
            morgul: 1,
            unique_wraith: 1,
            deathlord: 1,
            adjacent: 1,
            animal: 1,
            ..Default::default()
        };
        let (mut odd, mut even) = (0u32, 1u32);
        let (lo, hi) = (
            rr_roller { uniform: Some(extreme), user: (&raw mut odd).cast() },
            rr_roller { uniform: Some(extreme), user: (&raw mut even).cast() },
        );
        let mut rng: *mut rr_rng = std::ptr::null_mut();
        // SAFETY: a valid out-pointer.
        assert_eq!(unsafe { rr_rng_new(26, &mut rng) }, rr_status::RR_OK);
        let mut sources = vec![
            rr_random { rng: std::ptr::null_mut(), roller: &lo },
            rr_random { rng: std::ptr::null_mut(), roller: &hi },
        ];
        sources.extend([rr_random { rng, roller: std::ptr::null() }; 4]);
        let feats = [RR_FEAT_FLOOR, RR_FEAT_RUBBLE, RR_FEAT_WATER, RR_FEAT_LAVA, RR_FEAT_TREE];
        let mut projected = 0;
        for reading in [RR_READING_SEED, RR_READING_OANGBAND_1_1_0] {
            // No resistance; in the game's reading its stored level 0, the
            // -30% vulnerability.
            let player = rr_project_character { stored_resists: u8::from(reading != RR_READING_SEED), ..player };
            for gf in 0..=u32::from(u8::MAX) {
                for (&terrain, &land) in feats.iter().zip(feats.iter().cycle().skip(1)) {
                    for &dam in &[5000, 1] {
                        let input = rr_project_player_input {
                            gf,
                            dam,
                            terrain,
                            land,
                            dark: 1,
                            player,
                            source,
                            reading,
                            self_inflicted: 0,
                        };
                        for &random in &sources {
                            let mut out = rr_project_player_outcome::default();
                            // SAFETY: valid pointers; the rollers and `rng` are live.
                            let st = unsafe { rr_project_player(random, &input, &mut out) };
                            assert_ne!(
                                st,
                                rr_status::RR_PANIC,
                                "GF {gf}, reading {reading}, dam {dam}, {terrain}/{land}"
                            );
                            if st != rr_status::RR_OK {
                                assert_eq!(st, rr_status::RR_INVALID_ARGUMENT, "GF {gf}: only unknown types refused");
                                continue;
                            }
                            projected += 1;
                            if reading == RR_READING_OANGBAND_1_1_0 {
                                let mut landed = rr_project_player_outcome::default();
                                // SAFETY: as above.
                                let st = unsafe { rr_project_player_land(random, &input, &out, land, &mut landed) };
                                assert_eq!(st, rr_status::RR_OK, "the landing of GF {gf} on {land}");
                                // `after`'s counters are any `int32_t` a game passes.
                                for counters in [[i32::MAX; RR_PROJECT_COUNTERS], [i32::MIN; RR_PROJECT_COUNTERS]] {
                                    let after = rr_project_player_outcome { teleport: 1, thrust: 1, counters, ..out };
                                    // SAFETY: as above.
                                    let st =
                                        unsafe { rr_project_player_land(random, &input, &after, land, &mut landed) };
                                    assert_eq!(
                                        st,
                                        rr_status::RR_OK,
                                        "landing on {land} after counters {}",
                                        counters[0]
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
        // SAFETY: made by `rr_rng_new`, freed once.
        unsafe { rr_rng_free(rng) };
        // Every type with a player row, under both readings, each case once
        // per source.
        let rows = roguerules_projection::Gf::ALL.iter().filter(|&&g| rules::player_row(g).is_some()).count();
        assert_eq!(projected, 2 * rows * feats.len() * 2 * sources.len(), "every player-table type projected");
    }

    /// A constant roller (the highest answer every time) keeps the game's
    /// nexus redraw of a second stat going: the call ends with
    /// `RR_BUDGET_EXCEEDED` and writes nothing, instead of hanging.
    #[test]
    fn a_constant_roller_ends_the_nexus_redraw() {
        use crate::random::rr_roller;
        use crate::reading::RR_READING_OANGBAND_1_1_0;
        unsafe extern "C" fn highest(_: *mut std::ffi::c_void, _: i32, hi: i32) -> i32 {
            hi
        }
        let roller = rr_roller { uniform: Some(highest), user: std::ptr::null_mut() };
        let input = rr_project_player_input {
            gf: RR_GF_NEXUS,
            dam: 50,
            terrain: RR_FEAT_FLOOR,
            land: RR_FEAT_FLOOR,
            player: rr_project_character { level: 30, stats: [10; 6], ..Default::default() },
            source: rr_project_monster_source { level: 30, ..Default::default() },
            reading: RR_READING_OANGBAND_1_1_0,
            ..Default::default()
        };
        let before = rr_project_player_outcome { damage: 7, ..Default::default() };
        let mut out = before;
        let random = rr_random { rng: std::ptr::null_mut(), roller: &roller };
        // SAFETY: valid pointers; the roller is live.
        assert_eq!(unsafe { rr_project_player(random, &input, &mut out) }, rr_status::RR_BUDGET_EXCEEDED);
        assert_eq!(out, before);
    }

    /// Each yes/no byte refused above 1, an empty slot's other bytes
    /// ignored, a present slot's checked.
    #[test]
    fn yes_no_bytes_are_checked_together() {
        let ok = rr_project_player_input {
            gf: RR_GF_FIRE,
            dam: 50,
            terrain: RR_FEAT_FLOOR,
            land: RR_FEAT_FLOOR,
            ..Default::default()
        };
        assert!(checked(&ok).is_ok());
        let refused = |f: &dyn Fn(&mut rr_project_player_input)| {
            let mut c = ok;
            f(&mut c);
            checked(&c).err()
        };
        let invalid = Some(rr_status::RR_INVALID_ARGUMENT);
        assert_eq!(refused(&|c| c.dark = 2), invalid);
        assert_eq!(refused(&|c| c.self_inflicted = 255), invalid);
        assert_eq!(refused(&|c| c.player.shapechanged = 2), invalid);
        assert_eq!(refused(&|c| c.source.animal = 3), invalid);
        assert_eq!(refused(&|c| c.player.stored_resists = 2), invalid);
        let shield = RR_PROJECT_SLOT_SHIELD as usize;
        assert_eq!(refused(&|c| c.player.equipment[shield].artifact = 2), None, "an empty slot is not read");
        assert_eq!(refused(&|c| c.player.equipment[shield].present = 2), invalid);
        let present = |c: &mut rr_project_player_input| c.player.equipment[shield].present = 1;
        assert_eq!(refused(&present), None);
        assert_eq!(
            refused(&|c| {
                present(c);
                c.player.equipment[shield].on_back = 2;
            }),
            invalid
        );
        let weapon = RR_PROJECT_SLOT_WEAPON as usize;
        assert_eq!(
            refused(&|c| {
                c.player.equipment[weapon].present = 1;
                c.player.equipment[weapon].on_back = 2;
            }),
            None,
            "on_back is read in the shield's slot only"
        );
        let mut c = ok;
        c.dark = 1;
        c.player.pois_temp = 1;
        c.source.morgul = 1;
        let k = checked(&c).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(k.dark() && k.player().pois_temp() && !k.player().pois_perm() && k.source().morgul);
    }
}
