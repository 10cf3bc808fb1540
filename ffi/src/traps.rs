//! Oangband traps from C (roguerules-traps, seed 004): dungeon trap creation and
//! effects, chest traps, and player-set traps entered by monsters.
//!
//! Enums cross as `uint32_t` codes (the `RR_*` constants below, each the
//! position of the value in the seed's order) and flag sets as integers of the
//! Rust flag type's width; unknown codes and bits are `RR_INVALID_ARGUMENT`.

use crate::boundary::{Out, guard, try_buffer, try_ref};
use crate::convert::{convert_into, decode, encode, fill, flags, in_range, pmf_into, rr_fraction};
use crate::random::{rr_random, with_roller};
use crate::status::{roll_status, rr_status};
use roguerules_traps as traps;
use traps::{
    AlterationKind, Centre, Change, Chest, ChestTraps, Depth, DungeonTrap, DungeonTrapKind, Effect, Element, GasKind,
    Missile, MissileFamily, Mobility, MonsterEffect, MonsterTrapOutcome, PackItem, PitKind, Player, PlayerFlags,
    PlayerTrapKind, RuneKind, Setter, Stat, SummonKind, Sustains, Timed, TrapError, TrapParams,
};

/// The status of a trap rule's error: out-of-range input is
/// `RR_INVALID_ARGUMENT`, a failed draw the draw's status.
pub(crate) fn trap_status(e: &TrapError) -> rr_status {
    match e {
        TrapError::Roll(e) => roll_status(e),
        TrapError::Budget(_) => rr_status::RR_BUDGET_EXCEEDED,
        _ => rr_status::RR_INVALID_ARGUMENT,
    }
}

fn depth(level: i64) -> Result<Depth, rr_status> {
    Depth::from_level(level).map_err(|e| trap_status(&e))
}

// ---------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------

/// Dungeon trap kind: trap door (`rr_dungeon_trap.kind`).
pub const RR_DUNGEON_TRAP_TRAP_DOOR: u32 = 0;
/// Dungeon trap kind: pit.
pub const RR_DUNGEON_TRAP_PIT: u32 = 1;
/// Dungeon trap kind: dart trap.
pub const RR_DUNGEON_TRAP_DART: u32 = 2;
/// Dungeon trap kind: discolored spot.
pub const RR_DUNGEON_TRAP_DISCOLORED_SPOT: u32 = 3;
/// Dungeon trap kind: gas trap.
pub const RR_DUNGEON_TRAP_GAS: u32 = 4;
/// Dungeon trap kind: summoning rune.
pub const RR_DUNGEON_TRAP_SUMMONING_RUNE: u32 = 5;
/// Dungeon trap kind: dungeon alteration.
pub const RR_DUNGEON_TRAP_DUNGEON_ALTERATION: u32 = 6;
/// Dungeon trap kind: character alteration.
pub const RR_DUNGEON_TRAP_CHARACTER_ALTERATION: u32 = 7;
/// Dungeon trap kind: teleportation.
pub const RR_DUNGEON_TRAP_TELEPORTATION: u32 = 8;
/// Dungeon trap kind: murder hole.
pub const RR_DUNGEON_TRAP_MURDER_HOLE: u32 = 9;
/// The number of dungeon trap kinds.
pub const RR_DUNGEON_TRAP_KINDS: u32 = 10;

const DUNGEON_KINDS: [DungeonTrapKind; 10] = DungeonTrapKind::ALL;

/// Pit kind (`rr_dungeon_trap.variant` of a pit): plain.
pub const RR_PIT_PLAIN: u32 = 0;
/// Pit kind: spiked.
pub const RR_PIT_SPIKED: u32 = 1;
/// Pit kind: poisonous spiked.
pub const RR_PIT_POISON_SPIKED: u32 = 2;
/// Pit kind: daggers.
pub const RR_PIT_DAGGERS: u32 = 3;
/// Pit kind: Morgul blades.
pub const RR_PIT_MORGUL_BLADES: u32 = 4;
const PITS: [PitKind; 5] =
    [PitKind::Plain, PitKind::Spiked, PitKind::PoisonSpiked, PitKind::Daggers, PitKind::MorgulBlades];

/// Gas (`rr_dungeon_trap.variant` of a gas trap): blindness.
pub const RR_GAS_BLINDNESS: u32 = 0;
/// Gas: confusion.
pub const RR_GAS_CONFUSION: u32 = 1;
/// Gas: poison.
pub const RR_GAS_POISON: u32 = 2;
/// Gas: sleep.
pub const RR_GAS_SLEEP: u32 = 3;
const GASES: [GasKind; 4] = [GasKind::Blindness, GasKind::Confusion, GasKind::Poison, GasKind::Sleep];

/// Summoning rune (`rr_dungeon_trap.variant` of a rune): a den of thieves.
pub const RR_RUNE_THIEVES: u32 = 0;
/// Summoning rune: a unique.
pub const RR_RUNE_UNIQUE: u32 = 1;
/// Summoning rune: monsters.
pub const RR_RUNE_MONSTERS: u32 = 2;
const RUNES: [RuneKind; 3] = [RuneKind::Thieves, RuneKind::Unique, RuneKind::Monsters];

/// Character alteration (`rr_dungeon_trap.variant`): drain wands.
pub const RR_ALTERATION_DRAIN_WANDS: u32 = 0;
/// Character alteration: forgetting.
pub const RR_ALTERATION_FORGETTING: u32 = 1;
/// Character alteration: alter reality.
pub const RR_ALTERATION_ALTER_REALITY: u32 = 2;
/// Character alteration: remold player.
pub const RR_ALTERATION_REMOLD_PLAYER: u32 = 3;
/// Character alteration: time ball.
pub const RR_ALTERATION_TIME_BALL: u32 = 4;
/// Character alteration: software bugs.
pub const RR_ALTERATION_SOFTWARE_BUGS: u32 = 5;
const ALTERATIONS: [AlterationKind; 6] = AlterationKind::ALL;

/// Murder hole missiles (`rr_dungeon_trap.variant`): shots.
pub const RR_MISSILE_FAMILY_SHOT: u32 = 0;
/// Murder hole missiles: arrows.
pub const RR_MISSILE_FAMILY_ARROW: u32 = 1;
/// Murder hole missiles: bolts.
pub const RR_MISSILE_FAMILY_BOLT: u32 = 2;
const FAMILIES: [MissileFamily; 3] = [MissileFamily::Shot, MissileFamily::Arrow, MissileFamily::Bolt];

/// Element: physical (`element` fields).
pub const RR_ELEMENT_PHYSICAL: u32 = 0;
/// Element: fire.
pub const RR_ELEMENT_FIRE: u32 = 1;
/// Element: cold.
pub const RR_ELEMENT_COLD: u32 = 2;
/// Element: electricity.
pub const RR_ELEMENT_ELEC: u32 = 3;
/// Element: acid.
pub const RR_ELEMENT_ACID: u32 = 4;
/// Element: poison.
pub const RR_ELEMENT_POISON: u32 = 5;
/// Element: time.
pub const RR_ELEMENT_TIME: u32 = 6;
/// Element: nether.
pub const RR_ELEMENT_NETHER: u32 = 7;
/// Element: force.
pub const RR_ELEMENT_FORCE: u32 = 8;
/// Element: shards.
pub const RR_ELEMENT_SHARDS: u32 = 9;
const ELEMENTS: [Element; 10] = [
    Element::Physical,
    Element::Fire,
    Element::Cold,
    Element::Elec,
    Element::Acid,
    Element::Poison,
    Element::Time,
    Element::Nether,
    Element::Force,
    Element::Shards,
];

/// Timed counter: blindness (`counter` fields).
pub const RR_TIMED_BLIND: u32 = 0;
/// Timed counter: confusion.
pub const RR_TIMED_CONFUSED: u32 = 1;
/// Timed counter: poison.
pub const RR_TIMED_POISONED: u32 = 2;
/// Timed counter: paralysis.
pub const RR_TIMED_PARALYZED: u32 = 3;
/// Timed counter: stun.
pub const RR_TIMED_STUN: u32 = 4;
/// Timed counter: cuts.
pub const RR_TIMED_CUT: u32 = 5;
/// Timed counter: hallucination.
pub const RR_TIMED_HALLUCINATION: u32 = 6;
const TIMED: [Timed; 7] =
    [Timed::Blind, Timed::Confused, Timed::Poisoned, Timed::Paralyzed, Timed::Stun, Timed::Cut, Timed::Hallucination];

/// Counter change: set to the amount (`change` field).
pub const RR_CHANGE_SET: u32 = 0;
/// Counter change: add the amount.
pub const RR_CHANGE_ADD: u32 = 1;
const CHANGES: [Change; 2] = [Change::Set, Change::Add];

/// Ball centre: the player (`centre` field).
pub const RR_CENTRE_PLAYER: u32 = 0;
/// Ball centre: the trap.
pub const RR_CENTRE_TRAP: u32 = 1;
/// Ball centre: the chest.
pub const RR_CENTRE_CHEST: u32 = 2;
const CENTRES: [Centre; 3] = [Centre::Player, Centre::Trap, Centre::Chest];

/// Stat: strength (`stat` fields).
pub const RR_STAT_STR: u32 = 0;
/// Stat: intelligence.
pub const RR_STAT_INT: u32 = 1;
/// Stat: wisdom.
pub const RR_STAT_WIS: u32 = 2;
/// Stat: dexterity.
pub const RR_STAT_DEX: u32 = 3;
/// Stat: constitution.
pub const RR_STAT_CON: u32 = 4;
/// Stat: charisma.
pub const RR_STAT_CHR: u32 = 5;
const STATS: [Stat; 6] = Stat::ALL;

/// Summoned: any monsters (`summon` field).
pub const RR_SUMMON_MONSTER: u32 = 0;
/// Summoned: thieves.
pub const RR_SUMMON_THIEF: u32 = 1;
/// Summoned: a unique.
pub const RR_SUMMON_UNIQUE: u32 = 2;
/// Summoned: elementals.
pub const RR_SUMMON_ELEMENTAL: u32 = 3;
/// Summoned: birds.
pub const RR_SUMMON_BIRD: u32 = 4;
/// Summoned: a demon.
pub const RR_SUMMON_DEMON: u32 = 5;
/// Summoned: dragons.
pub const RR_SUMMON_DRAGON: u32 = 6;
/// Summoned: hybrid monsters.
pub const RR_SUMMON_HYBRID: u32 = 7;
/// Summoned: vortices.
pub const RR_SUMMON_VORTEX: u32 = 8;
/// Summoned: software bugs.
pub const RR_SUMMON_SOFTWARE_BUG: u32 = 9;
const SUMMONS: [SummonKind; 10] = [
    SummonKind::Monster,
    SummonKind::Thief,
    SummonKind::Unique,
    SummonKind::Elemental,
    SummonKind::Bird,
    SummonKind::Demon,
    SummonKind::Dragon,
    SummonKind::Hybrid,
    SummonKind::Vortex,
    SummonKind::SoftwareBug,
];

/// Murder hole missile: shot, 2d3 (`missile` field).
pub const RR_MISSILE_SHOT: u32 = 0;
/// Murder hole missile: seeker shot, 3d7.
pub const RR_MISSILE_SEEKER_SHOT: u32 = 1;
/// Murder hole missile: arrow, 2d4.
pub const RR_MISSILE_ARROW: u32 = 2;
/// Murder hole missile: seeker arrow, 3d9.
pub const RR_MISSILE_SEEKER_ARROW: u32 = 3;
/// Murder hole missile: bolt, 2d5.
pub const RR_MISSILE_BOLT: u32 = 4;
/// Murder hole missile: seeker bolt, 3d11.
pub const RR_MISSILE_SEEKER_BOLT: u32 = 5;
const MISSILES: [Missile; 6] =
    [Missile::Shot, Missile::SeekerShot, Missile::Arrow, Missile::SeekerArrow, Missile::Bolt, Missile::SeekerBolt];

/// Pack item: a rod (`rr_trap_player.pack` entries, `device` field).
pub const RR_PACK_ROD: u32 = 0;
/// Pack item: a staff.
pub const RR_PACK_STAFF: u32 = 1;
/// Pack item: a wand.
pub const RR_PACK_WAND: u32 = 2;
/// Pack item: anything else.
pub const RR_PACK_OTHER: u32 = 3;
const PACK_ITEMS: [PackItem; 4] = [PackItem::Rod, PackItem::Staff, PackItem::Wand, PackItem::Other];

/// Player flag: feather fall (`rr_trap_player.flags` bits).
pub const RR_PLAYER_FEATHER_FALL: u16 = 1 << 0;
/// Player flag: free action.
pub const RR_PLAYER_FREE_ACTION: u16 = 1 << 1;
/// Player flag: temporary poison resistance.
pub const RR_PLAYER_RES_POIS_TEMP: u16 = 1 << 2;
/// Player flag: permanent poison resistance.
pub const RR_PLAYER_RES_POIS_PERM: u16 = 1 << 3;
/// Player flag: resist blindness.
pub const RR_PLAYER_RES_BLIND: u16 = 1 << 4;
/// Player flag: resist confusion.
pub const RR_PLAYER_RES_CONF: u16 = 1 << 5;
/// Player flag: resist chaos.
pub const RR_PLAYER_RES_CHAOS: u16 = 1 << 6;
/// Player flag: the Enhance Magic specialty.
pub const RR_PLAYER_ENHANCE_MAGIC: u16 = 1 << 7;
/// Player flag: shapechanged.
pub const RR_PLAYER_SHAPECHANGED: u16 = 1 << 8;

/// Sustain bit for a stat: `1 << RR_STAT_*` (`rr_trap_player.sustains`).
pub const RR_SUSTAIN_ALL: u8 = 0x3f;

/// Chest trap bit: -str (`uint16_t` chest trap sets).
pub const RR_CHEST_LOSE_STR: u16 = 1 << 0;
/// Chest trap bit: -con.
pub const RR_CHEST_LOSE_CON: u16 = 1 << 1;
/// Chest trap bit: poison.
pub const RR_CHEST_POISON: u16 = 1 << 2;
/// Chest trap bit: paralysis.
pub const RR_CHEST_PARALYZE: u16 = 1 << 3;
/// Chest trap bit: summon.
pub const RR_CHEST_SUMMON: u16 = 1 << 4;
/// Chest trap bit: explode.
pub const RR_CHEST_EXPLODE: u16 = 1 << 5;
/// Chest trap bit: scatter.
pub const RR_CHEST_SCATTER: u16 = 1 << 6;
/// Chest trap bit: elemental summon.
pub const RR_CHEST_ELEMENTAL_SUMMON: u16 = 1 << 7;
/// Chest trap bit: bird summon.
pub const RR_CHEST_BIRD_SUMMON: u16 = 1 << 8;
/// Chest trap bit: typed summon.
pub const RR_CHEST_TYPED_SUMMON: u16 = 1 << 9;
/// Chest trap bit: runes of evil.
pub const RR_CHEST_RUNES_OF_EVIL: u16 = 1 << 10;

/// Chest: small wooden (native level 15).
pub const RR_CHEST_SMALL_WOODEN: u32 = 0;
/// Chest: large wooden (25).
pub const RR_CHEST_LARGE_WOODEN: u32 = 1;
/// Chest: small iron (40).
pub const RR_CHEST_SMALL_IRON: u32 = 2;
/// Chest: large iron (50).
pub const RR_CHEST_LARGE_IRON: u32 = 3;
/// Chest: small steel (65).
pub const RR_CHEST_SMALL_STEEL: u32 = 4;
/// Chest: large steel (75).
pub const RR_CHEST_LARGE_STEEL: u32 = 5;
/// Chest: small jeweled (85).
pub const RR_CHEST_SMALL_JEWELED: u32 = 6;
/// Chest: large jeweled (95).
pub const RR_CHEST_LARGE_JEWELED: u32 = 7;
const CHESTS: [Chest; 8] = Chest::ALL;

/// Player trap kind: base (`kind` of player-trap functions).
pub const RR_PLAYER_TRAP_BASE: u32 = 0;
/// Player trap kind: sturdy.
pub const RR_PLAYER_TRAP_STURDY: u32 = 1;
/// Player trap kind: netted.
pub const RR_PLAYER_TRAP_NETTED: u32 = 2;
/// Player trap kind: confusion.
pub const RR_PLAYER_TRAP_CONFUSION: u32 = 3;
/// Player trap kind: poison gas.
pub const RR_PLAYER_TRAP_POISON_GAS: u32 = 4;
/// Player trap kind: spirit.
pub const RR_PLAYER_TRAP_SPIRIT: u32 = 5;
/// Player trap kind: lightning.
pub const RR_PLAYER_TRAP_LIGHTNING: u32 = 6;
/// Player trap kind: explosive.
pub const RR_PLAYER_TRAP_EXPLOSIVE: u32 = 7;
/// Player trap kind: portal.
pub const RR_PLAYER_TRAP_PORTAL: u32 = 8;
/// Player trap kind: stasis.
pub const RR_PLAYER_TRAP_STASIS: u32 = 9;
const PLAYER_TRAPS: [PlayerTrapKind; 10] = PlayerTrapKind::ALL;

/// Monster mobility: normal (`rr_trap_monster.mobility`).
pub const RR_MOBILITY_NORMAL: u32 = 0;
/// Monster mobility: flying.
pub const RR_MOBILITY_FLYING: u32 = 1;
/// Monster mobility: ghost (passes walls).
pub const RR_MOBILITY_GHOST: u32 = 2;
const MOBILITIES: [Mobility; 3] = [Mobility::Normal, Mobility::Flying, Mobility::Ghost];

// ---------------------------------------------------------------------------
// Outcomes
// ---------------------------------------------------------------------------

/// Effect kind: the trap's attack missed (`rr_trap_effect.kind`).
pub const RR_EFFECT_MISS: u32 = 0;
/// Effect kind: feather falling avoided all damage and side effects.
pub const RR_EFFECT_FEATHER_FALL: u32 = 1;
/// Effect kind: a protection stopped a change of `counter`.
pub const RR_EFFECT_RESISTED: u32 = 2;
/// Effect kind: `amount` damage of `element` to the player, before resistances.
pub const RR_EFFECT_DAMAGE: u32 = 3;
/// Effect kind: a ball of `element`, `radius`, `amount` damage at its `centre`.
pub const RR_EFFECT_BALL: u32 = 4;
/// Effect kind: `counter` changes by `change` (set/add) `amount`.
pub const RR_EFFECT_TIMED: u32 = 5;
/// Effect kind: `stat` reduced by one `amount` times unless `sustained`.
pub const RR_EFFECT_DRAIN_STAT: u32 = 6;
/// Effect kind: `stat` and `other_stat` are swapped.
pub const RR_EFFECT_SWAP_STATS: u32 = 7;
/// Effect kind: a saving throw succeeded; nothing happens.
pub const RR_EFFECT_SAVED: u32 = 8;
/// Effect kind: `amount` monsters of kind `summon`, appropriate for `level`.
pub const RR_EFFECT_SUMMON: u32 = 9;
/// Effect kind: the player moves `amount` levels deeper.
pub const RR_EFFECT_LEVEL_CHANGE: u32 = 10;
/// Effect kind: the player is teleported `amount` squares.
pub const RR_EFFECT_TELEPORT: u32 = 11;
/// Effect kind: the device `device` in pack slot `amount` is drained.
pub const RR_EFFECT_DRAIN_DEVICE: u32 = 12;
/// Effect kind: the Black Breath.
pub const RR_EFFECT_BLACK_BREATH: u32 = 13;
/// Effect kind: the level is destroyed.
pub const RR_EFFECT_DESTROY_LEVEL: u32 = 14;
/// Effect kind: an earthquake of `radius` centred on the trap.
pub const RR_EFFECT_EARTHQUAKE: u32 = 15;
/// Effect kind: the level is regenerated (Alter Reality).
pub const RR_EFFECT_ALTER_REALITY: u32 = 16;
/// Effect kind: amnesia.
pub const RR_EFFECT_AMNESIA: u32 = 17;
/// Effect kind: an attempt to disenchant a random equipment slot.
pub const RR_EFFECT_DISENCHANT: u32 = 18;
/// Effect kind: being shapechanged blocked a disenchantment.
pub const RR_EFFECT_DISENCHANT_BLOCKED: u32 = 19;
/// Effect kind: a `missile` is dropped near the trap.
pub const RR_EFFECT_DROP_AMMO: u32 = 20;
/// Effect kind: the chest is destroyed.
pub const RR_EFFECT_DESTROY_CHEST: u32 = 21;
/// Effect kind: the chest's objects are scattered over the level.
pub const RR_EFFECT_SCATTER: u32 = 22;

/// One thing a trap does to the player, in order. `kind` (an `RR_EFFECT_*`)
/// says which fields are meaningful (see each `RR_EFFECT_*`); the others are 0.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_effect {
    /// What happens: an `RR_EFFECT_*`.
    pub kind: u32,
    /// `RR_ELEMENT_*` (damage, ball).
    pub element: u32,
    /// `RR_TIMED_*` (resisted, timed).
    pub counter: u32,
    /// `RR_CHANGE_*` (timed).
    pub change: u32,
    /// `RR_CENTRE_*` (ball).
    pub centre: u32,
    /// `RR_STAT_*` (drain stat; the first of swapped stats).
    pub stat: u32,
    /// `RR_STAT_*` (the second of swapped stats).
    pub other_stat: u32,
    /// `RR_SUMMON_*` (summon).
    pub summon: u32,
    /// `RR_MISSILE_*` (drop ammo).
    pub missile: u32,
    /// `RR_PACK_*` (drain device).
    pub device: u32,
    /// The effect's number: damage, ball damage, counter amount, drain count,
    /// summon count, levels, teleport distance, or pack slot.
    pub amount: i64,
    /// The radius (ball, earthquake).
    pub radius: i64,
    /// The monster level of a summon.
    pub level: i64,
    /// Whether a sustain prevented a stat drain.
    pub sustained: bool,
}

/// The most effects one trap can produce (the runes of evil with every trick
/// draining six stats stay well below it).
pub const RR_TRAP_MAX_EFFECTS: usize = 128;

/// Everything a trap does when it goes off: `len` effects in order, and whether
/// the trap disappears.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_trap_outcome {
    /// How many entries of `effects` are used.
    pub len: u32,
    /// Whether the trap disappears afterwards.
    pub disappears: bool,
    /// The effects, in the order they happen.
    pub effects: [rr_trap_effect; RR_TRAP_MAX_EFFECTS],
}

fn effect_to_c(e: &Effect) -> rr_trap_effect {
    let mut c = rr_trap_effect::default();
    match *e {
        Effect::Miss => c.kind = RR_EFFECT_MISS,
        Effect::FeatherFall => c.kind = RR_EFFECT_FEATHER_FALL,
        Effect::Resisted { counter } => {
            c.kind = RR_EFFECT_RESISTED;
            c.counter = encode(&TIMED, &counter);
        }
        Effect::Damage { amount, element } => {
            c.kind = RR_EFFECT_DAMAGE;
            c.amount = amount;
            c.element = encode(&ELEMENTS, &element);
        }
        Effect::Ball { element, radius, damage, centre } => {
            c.kind = RR_EFFECT_BALL;
            c.element = encode(&ELEMENTS, &element);
            c.radius = radius;
            c.amount = damage;
            c.centre = encode(&CENTRES, &centre);
        }
        Effect::Timed { counter, change, amount } => {
            c.kind = RR_EFFECT_TIMED;
            c.counter = encode(&TIMED, &counter);
            c.change = encode(&CHANGES, &change);
            c.amount = amount;
        }
        Effect::DrainStat { stat, times, sustained } => {
            c.kind = RR_EFFECT_DRAIN_STAT;
            c.stat = encode(&STATS, &stat);
            c.amount = times;
            c.sustained = sustained;
        }
        Effect::SwapStats { first, second } => {
            c.kind = RR_EFFECT_SWAP_STATS;
            c.stat = encode(&STATS, &first);
            c.other_stat = encode(&STATS, &second);
        }
        Effect::Saved => c.kind = RR_EFFECT_SAVED,
        Effect::Summon { kind, count, level } => {
            c.kind = RR_EFFECT_SUMMON;
            c.summon = encode(&SUMMONS, &kind);
            c.amount = count;
            c.level = level;
        }
        Effect::LevelChange { levels } => {
            c.kind = RR_EFFECT_LEVEL_CHANGE;
            c.amount = levels;
        }
        Effect::Teleport { distance } => {
            c.kind = RR_EFFECT_TELEPORT;
            c.amount = distance;
        }
        Effect::DrainDevice { slot, device } => {
            c.kind = RR_EFFECT_DRAIN_DEVICE;
            c.amount = slot as i64;
            c.device = encode(&PACK_ITEMS, &device);
        }
        Effect::BlackBreath => c.kind = RR_EFFECT_BLACK_BREATH,
        Effect::DestroyLevel => c.kind = RR_EFFECT_DESTROY_LEVEL,
        Effect::Earthquake { radius } => {
            c.kind = RR_EFFECT_EARTHQUAKE;
            c.radius = radius;
        }
        Effect::AlterReality => c.kind = RR_EFFECT_ALTER_REALITY,
        Effect::Amnesia => c.kind = RR_EFFECT_AMNESIA,
        Effect::Disenchant => c.kind = RR_EFFECT_DISENCHANT,
        Effect::DisenchantBlocked => c.kind = RR_EFFECT_DISENCHANT_BLOCKED,
        Effect::DropAmmo { missile } => {
            c.kind = RR_EFFECT_DROP_AMMO;
            c.missile = encode(&MISSILES, &missile);
        }
        Effect::DestroyChest => c.kind = RR_EFFECT_DESTROY_CHEST,
        Effect::Scatter => c.kind = RR_EFFECT_SCATTER,
    }
    c
}

fn outcome_to_c(o: &traps::Outcome) -> Result<rr_trap_outcome, rr_status> {
    if o.effects.len() > RR_TRAP_MAX_EFFECTS {
        return Err(rr_status::RR_OVERFLOW);
    }
    let mut c = rr_trap_outcome {
        len: o.effects.len() as u32,
        disappears: o.disappears,
        effects: [rr_trap_effect::default(); RR_TRAP_MAX_EFFECTS],
    };
    for (slot, e) in c.effects.iter_mut().zip(&o.effects) {
        *slot = effect_to_c(e);
    }
    Ok(c)
}

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

/// The player's state as far as traps look at it (seed 004).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_trap_player {
    /// `RR_PLAYER_*` bits; other bits are `RR_INVALID_ARGUMENT`.
    pub flags: u16,
    /// Sustained stats: bit `1 << RR_STAT_*` each (at most `RR_SUSTAIN_ALL`).
    pub sustains: u8,
    /// Total armour class, -1000..=1000.
    pub armour_class: i64,
    /// Saving throw in percent, 0..=100.
    pub saving_throw: i64,
    /// Current poison counter (0: not poisoned), 0..=10000.
    pub poison: i64,
    /// The pack's items in slot order (`RR_PACK_*`), for the drain-wands trap;
    /// may be NULL when `pack_len` is 0.
    pub pack: *const u32,
    /// The number of pack items, 0..=23.
    pub pack_len: usize,
}

/// # Safety
///
/// `p.pack`, when non-NULL, must point to `p.pack_len` readable codes.
unsafe fn player_from_c(p: &rr_trap_player) -> Result<Player, rr_status> {
    let mut pack = Vec::with_capacity(p.pack_len.min(traps::MAX_PACK));
    if p.pack_len > 0 {
        if p.pack_len > traps::MAX_PACK {
            return Err(rr_status::RR_INVALID_ARGUMENT);
        }
        crate::boundary::check_ptr(p.pack)?;
        // SAFETY: non-NULL, aligned (checked), `pack_len` <= 23 readable codes
        // (the caller's contract).
        let codes = unsafe { std::slice::from_raw_parts(p.pack, p.pack_len) };
        for &code in codes {
            pack.push(decode(&PACK_ITEMS, code)?);
        }
    }
    let player = Player {
        flags: flags::<PlayerFlags>(p.flags)?,
        sustains: flags::<Sustains>(p.sustains)?,
        armour_class: p.armour_class,
        saving_throw: p.saving_throw,
        poison: p.poison,
        pack,
    };
    player.validate().map_err(|e| trap_status(&e))?;
    Ok(player)
}

/// A generated dungeon trap: the value the game stores and passes to
/// `rr_dungeon_trap_trigger` each time the trap goes off ("a trap always behaves
/// the same once generated", seed 004).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_dungeon_trap {
    /// `RR_DUNGEON_TRAP_*`.
    pub kind: u32,
    /// The dungeon level the trap is on, 0..=127.
    pub depth: i64,
    /// The nastiness (pit, dart, discolored spot, dungeon alteration; else 0).
    pub nastiness: i64,
    /// The kind's variant: `RR_PIT_*` (pit), `RR_GAS_*` (gas trap), `RR_RUNE_*`
    /// (summoning rune), `RR_ALTERATION_*` (character alteration),
    /// `RR_MISSILE_FAMILY_*` (murder hole); else 0.
    pub variant: u32,
    /// `RR_ELEMENT_*` of a discolored spot (fire, cold, electricity or acid); else 0.
    pub element: u32,
    /// A discolored spot's heavy damage (6d30 rather than 4d8); else false.
    pub heavy: bool,
}

fn trap_to_c(t: &DungeonTrap) -> rr_dungeon_trap {
    let mut c = rr_dungeon_trap {
        kind: encode(&DUNGEON_KINDS, &t.kind()),
        depth: t.depth.level(),
        ..rr_dungeon_trap::default()
    };
    match t.params {
        TrapParams::TrapDoor | TrapParams::Teleportation => {}
        TrapParams::Pit { nastiness, pit } => {
            c.nastiness = nastiness;
            c.variant = encode(&PITS, &pit);
        }
        TrapParams::Dart { nastiness } | TrapParams::DungeonAlteration { nastiness } => c.nastiness = nastiness,
        TrapParams::DiscoloredSpot { nastiness, heavy, element } => {
            c.nastiness = nastiness;
            c.heavy = heavy;
            c.element = encode(&ELEMENTS, &element);
        }
        TrapParams::Gas { gas } => c.variant = encode(&GASES, &gas),
        TrapParams::SummoningRune { rune } => c.variant = encode(&RUNES, &rune),
        TrapParams::CharacterAlteration { alteration } => c.variant = encode(&ALTERATIONS, &alteration),
        TrapParams::MurderHole { family } => c.variant = encode(&FAMILIES, &family),
    }
    c
}

/// The most nastiness a generated trap can have (level 127 + 20).
const MAX_NASTINESS: i64 = traps::MAX_LEVEL + 20;

fn trap_from_c(c: &rr_dungeon_trap) -> Result<DungeonTrap, rr_status> {
    let kind = decode(&DUNGEON_KINDS, c.kind)?;
    let nastiness = || in_range(c.nastiness, 1, MAX_NASTINESS);
    let params = match kind {
        DungeonTrapKind::TrapDoor => TrapParams::TrapDoor,
        DungeonTrapKind::Pit => TrapParams::Pit { nastiness: nastiness()?, pit: decode(&PITS, c.variant)? },
        DungeonTrapKind::Dart => TrapParams::Dart { nastiness: nastiness()? },
        DungeonTrapKind::DiscoloredSpot => {
            let element = decode(&ELEMENTS, c.element)?;
            if !matches!(element, Element::Fire | Element::Cold | Element::Elec | Element::Acid) {
                return Err(rr_status::RR_INVALID_ARGUMENT);
            }
            TrapParams::DiscoloredSpot { nastiness: nastiness()?, heavy: c.heavy, element }
        }
        DungeonTrapKind::GasTrap => TrapParams::Gas { gas: decode(&GASES, c.variant)? },
        DungeonTrapKind::SummoningRune => TrapParams::SummoningRune { rune: decode(&RUNES, c.variant)? },
        DungeonTrapKind::DungeonAlteration => TrapParams::DungeonAlteration { nastiness: nastiness()? },
        DungeonTrapKind::CharacterAlteration => {
            TrapParams::CharacterAlteration { alteration: decode(&ALTERATIONS, c.variant)? }
        }
        DungeonTrapKind::Teleportation => TrapParams::Teleportation,
        DungeonTrapKind::MurderHole => TrapParams::MurderHole { family: decode(&FAMILIES, c.variant)? },
    };
    Ok(DungeonTrap { depth: depth(c.depth)?, params })
}

// ---------------------------------------------------------------------------
// Dungeon traps
// ---------------------------------------------------------------------------

/// Chooses the kind of a new dungeon trap at dungeon level `depth` (0..=127):
/// uniform over the kinds whose minimum depth is reached, without trap doors on
/// a quest level or the bottom level (seed 004, "Dungeon Trap Creation"; RULINGS
/// T3). Writes an `RR_DUNGEON_TRAP_*` to `*kind_out`.
///
/// Returns `RR_INVALID_ARGUMENT` for a depth outside 0..=127 or one where no trap
/// is allowed (the town, level 0).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `kind_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_choose_kind(
    random: rr_random,
    depth: i64,
    quest_level: bool,
    kind_out: *mut u32,
) -> rr_status {
    guard(|| {
        let out = Out::new(kind_out)?;
        let d = self::depth(depth)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let kind =
            unsafe { with_roller!(random, |r| traps::choose_kind(r, d, quest_level).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(encode(&DUNGEON_KINDS, &kind)) };
        Ok(())
    })
}

/// The exact probability of each dungeon trap kind at dungeon level `depth`
/// (see `rr_dungeon_trap_choose_kind`), indexed by `RR_DUNGEON_TRAP_*` (a kind
/// that cannot occur has probability 0/1). Length protocol: `buf` NULL gives
/// `*len_out` = `RR_DUNGEON_TRAP_KINDS`; otherwise `len` must be at least that.
///
/// Returns `RR_INVALID_ARGUMENT` for a depth outside 0..=127 or one where no
/// trap is allowed.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_kind_probabilities(
    depth: i64,
    quest_level: bool,
    buf: *mut rr_fraction,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let pmf = traps::kind_probabilities(self::depth(depth)?, quest_level).map_err(|e| trap_status(&e))?;
        let mut items = [rr_fraction { numerator: 0, denominator: 1, value: 0.0, exact: true }; 10];
        for (kind, p) in pmf.iter() {
            items[encode(&DUNGEON_KINDS, kind) as usize] = rr_fraction::from_big(&p)?;
        }
        let n = fill(buf, &items)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

/// Generates a dungeon trap of `kind` (`RR_DUNGEON_TRAP_*`) at dungeon level
/// `depth` (0..=127): the draws that fix what it is (a pit's nastiness and kind,
/// a gas, a rune, ...). Store `*trap_out` and pass it to
/// `rr_dungeon_trap_trigger`.
///
/// Returns `RR_INVALID_ARGUMENT` for an unknown kind or a depth out of range.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `trap_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_generate(
    random: rr_random,
    kind: u32,
    depth: i64,
    trap_out: *mut rr_dungeon_trap,
) -> rr_status {
    guard(|| {
        let out = Out::new(trap_out)?;
        let kind = decode(&DUNGEON_KINDS, kind)?;
        let d = self::depth(depth)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let trap = unsafe { with_roller!(random, |r| traps::generate(r, kind, d).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(trap_to_c(&trap)) };
        Ok(())
    })
}

/// Triggers a generated dungeon trap on the player and writes what happens to
/// `*outcome_out` (seed 004, each kind's effects; every branch: feather fall,
/// resistances, sustains, saving throws, ...).
///
/// Returns `RR_NULL_ARGUMENT` for a NULL pointer (including a NULL `pack` with
/// `pack_len` > 0), `RR_INVALID_ARGUMENT` for an unknown code, unknown flag
/// bits, or a field out of its documented range (a nastiness outside 1..=147).
///
/// # Safety
///
/// `trap` and `player` must be NULL or point to valid structs (and
/// `player->pack` to `pack_len` codes); `random` must follow `rr_random`'s
/// rules; `outcome_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_trigger(
    random: rr_random,
    trap: *const rr_dungeon_trap,
    player: *const rr_trap_player,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (trap, player) = unsafe { (try_ref(trap)?, try_ref(player)?) };
        let out = Out::new(outcome_out)?;
        let trap = trap_from_c(trap)?;
        // SAFETY: `player.pack` is valid for `pack_len` reads (the caller's contract).
        let player = unsafe { player_from_c(player) }?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let outcome =
            unsafe { with_roller!(random, |r| traps::trigger(r, &trap, &player).map_err(|e| trap_status(&e))) }?;
        let c = outcome_to_c(&outcome)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// Whether a trap with attack power `power` hits a player of armour class
/// `armour_class` (dart traps, murder holes; seed 004 and the Angband family's
/// `check_hit`). `power` and `armour_class` in -1000000..=1000000.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `hit_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_hits(
    random: rr_random,
    power: i64,
    armour_class: i64,
    hit_out: *mut bool,
) -> rr_status {
    guard(|| {
        let out = Out::new(hit_out)?;
        let power = in_range(power, -1_000_000, 1_000_000)?;
        let ac = in_range(armour_class, -1_000_000, 1_000_000)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let hit = unsafe { with_roller!(random, |r| traps::trap_hits(r, power, ac).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(hit) };
        Ok(())
    })
}

/// The exact chance that `rr_trap_hits` hits: 5/100, plus 90/100 times
/// `P(1d(power) > 3 * ac / 4)` (0 for a power of 0 or less). Same ranges as
/// `rr_trap_hits`.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_hit_chance(power: i64, armour_class: i64, chance_out: *mut rr_fraction) -> rr_status {
    guard(|| {
        let out = Out::new(chance_out)?;
        let power = in_range(power, -1_000_000, 1_000_000)?;
        let ac = in_range(armour_class, -1_000_000, 1_000_000)?;
        let p = rr_fraction::from_big(&traps::trap_hit_chance(power, ac))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(p) };
        Ok(())
    })
}

/// The level of monsters a trap summons: `base` (-1000000000..=1000000000) plus
/// one fifth of dungeon level `depth` (0..=127), that fifth capped at 4 (seed
/// 004; RULINGS G1, G4).
///
/// # Safety
///
/// `level_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_summon_level(base: i64, depth: i64, level_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(level_out)?;
        let base = in_range(base, -1_000_000_000, 1_000_000_000)?;
        let level = traps::summon_level(base, self::depth(depth)?);
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(level) };
        Ok(())
    })
}

/// The size of a poison hit (0..=1000000) after the player's poison
/// resistances (seed 004, "poisonous spiked pit"; RULINGS G1): writes whether
/// any poison gets through to `*poisoned_out` and its size to `*size_out` (0
/// when none does).
///
/// # Safety
///
/// `player` must be NULL or valid (and its `pack` valid for `pack_len` reads);
/// `poisoned_out` and `size_out`, when not NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_poison_hit_size(
    hit: i64,
    player: *const rr_trap_player,
    poisoned_out: *mut bool,
    size_out: *mut i64,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let player = unsafe { try_ref(player) }?;
        let (poisoned_out, size_out) = (Out::new(poisoned_out)?, Out::new(size_out)?);
        let hit = in_range(hit, 0, 1_000_000)?;
        // SAFETY: `pack` valid for `pack_len` reads (the caller's contract).
        let player = unsafe { player_from_c(player) }?;
        let size = traps::poison_hit_size(hit, &player);
        // SAFETY: writable (the caller's contract).
        unsafe {
            poisoned_out.write(size.is_some());
            size_out.write(size.unwrap_or(0));
        }
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Chests
// ---------------------------------------------------------------------------

/// The native dungeon level of a chest (`RR_CHEST_*`): 15, 25, 40, 50, 65, 75,
/// 85 or 95 (seed 004, the per-chest table).
///
/// Returns `RR_INVALID_ARGUMENT` for an unknown chest.
///
/// # Safety
///
/// `level_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_native_level(chest: u32, level_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(level_out)?;
        let chest = decode(&CHESTS, chest)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(chest.native_level()) };
        Ok(())
    })
}

/// Rolls a chest's trap level from its native level (0..=127): `native + 20 -
/// 4d9`, and if that exceeds the native level, `native + 1d4`; then clamped to
/// 5..=99 (RULINGS T2).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `level_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_trap_level(random: rr_random, native_level: i64, level_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(level_out)?;
        let native = depth(native_level)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let level =
            unsafe { with_roller!(random, |r| traps::chest_trap_level(r, native).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(level) };
        Ok(())
    })
}

/// The trap set (`RR_CHEST_*` bits) of a chest at trap level 0..=99: the seed's
/// table entry.
///
/// Returns `RR_INVALID_ARGUMENT` outside 0..=99.
///
/// # Safety
///
/// `traps_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_traps_at_level(trap_level: i64, traps_out: *mut u16) -> rr_status {
    guard(|| {
        let out = Out::new(traps_out)?;
        let set = traps::traps_at_level(trap_level).map_err(|e| trap_status(&e))?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(set.bits()) };
        Ok(())
    })
}

/// Rolls a chest's trap level (`rr_chest_trap_level`) and writes it with its
/// trap set (`RR_CHEST_*` bits).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `level_out` and `traps_out`, when
/// not NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_traps(
    random: rr_random,
    native_level: i64,
    level_out: *mut i64,
    traps_out: *mut u16,
) -> rr_status {
    guard(|| {
        let (level_out, traps_out) = (Out::new(level_out)?, Out::new(traps_out)?);
        let native = depth(native_level)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let (level, set) =
            unsafe { with_roller!(random, |r| traps::chest_traps(r, native).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe {
            level_out.write(level);
            traps_out.write(set.bits());
        }
        Ok(())
    })
}

/// One row of a chest's exact trap-set distribution.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_chest_trap_set {
    /// The trap set (`RR_CHEST_*` bits; 0 for no trap).
    pub traps: u16,
    /// Its count out of `RR_CHEST_TABLE_TOTAL` (6561 = 9^4), as the seed prints it.
    pub count: u64,
    /// Its exact probability in lowest terms.
    pub probability: rr_fraction,
}

/// The denominator of the per-chest table: the 9^4 outcomes of 4d9.
pub const RR_CHEST_TABLE_TOTAL: u64 = 6561;

/// The exact distribution of the trap set of a chest of native level
/// `native_level` (0..=127), by enumeration of the rules: every possible set
/// with its count out of 6561, by count descending (the seed's per-chest
/// table). Length protocol: `buf` NULL gives the number of rows in `*len_out`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_trap_distribution(
    native_level: i64,
    buf: *mut rr_chest_trap_set,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let rows = traps::trap_set_counts(depth(native_level)?).map_err(|e| trap_status(&e))?;
        let n = convert_into(buf, rows.len(), &rows, |row| {
            Ok(rr_chest_trap_set {
                traps: row.traps.bits(),
                count: row.count,
                probability: rr_fraction::from_parts(
                    i64::try_from(row.count).map_err(|_| rr_status::RR_OVERFLOW)?,
                    RR_CHEST_TABLE_TOTAL as i64,
                )?,
            })
        })?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

/// Triggers a chest's traps (`RR_CHEST_*` bits) at trap level 0..=99 on the
/// player, at dungeon level `depth` (0..=127; summons are appropriate for it),
/// in the order of RULINGS T2, and writes what happens to `*outcome_out`.
///
/// Returns `RR_INVALID_ARGUMENT` for unknown trap bits, a level out of range or
/// an invalid player.
///
/// # Safety
///
/// `player` must be NULL or valid (and its `pack` valid for `pack_len` reads);
/// `random` must follow `rr_random`'s rules; `outcome_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_resolve_traps(
    random: rr_random,
    traps: u16,
    trap_level: i64,
    depth: i64,
    player: *const rr_trap_player,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let player = unsafe { try_ref(player) }?;
        let out = Out::new(outcome_out)?;
        let set = flags::<ChestTraps>(traps)?;
        let d = self::depth(depth)?;
        // SAFETY: `pack` valid for `pack_len` reads (the caller's contract).
        let player = unsafe { player_from_c(player) }?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let outcome = unsafe {
            with_roller!(random, |r| traps::resolve_chest_traps(r, set, trap_level, d, &player)
                .map_err(|e| trap_status(&e)))
        }?;
        let c = outcome_to_c(&outcome)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// Opens a trapped chest of native level `native_level` at dungeon level
/// `depth`: rolls its trap level and set (`rr_chest_traps`) and triggers them
/// (`rr_chest_resolve_traps`). Writes the level, the set and the outcome.
///
/// # Safety
///
/// As `rr_chest_resolve_traps`; `level_out` and `traps_out`, when not NULL, must
/// be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_chest_open(
    random: rr_random,
    native_level: i64,
    depth: i64,
    player: *const rr_trap_player,
    level_out: *mut i64,
    traps_out: *mut u16,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let player = unsafe { try_ref(player) }?;
        let (level_out, traps_out, outcome_out) = (Out::new(level_out)?, Out::new(traps_out)?, Out::new(outcome_out)?);
        let native = self::depth(native_level)?;
        let d = self::depth(depth)?;
        // SAFETY: `pack` valid for `pack_len` reads (the caller's contract).
        let player = unsafe { player_from_c(player) }?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let (level, set, outcome) = unsafe {
            with_roller!(random, |r| traps::open_trapped_chest(r, native, d, &player).map_err(|e| trap_status(&e)))
        }?;
        let c = outcome_to_c(&outcome)?;
        // SAFETY: writable (the caller's contract).
        unsafe {
            level_out.write(level);
            traps_out.write(set.bits());
            outcome_out.write(c);
        }
        Ok(())
    })
}

// ---------------------------------------------------------------------------
// Player traps
// ---------------------------------------------------------------------------

/// The monster entering a player's trap (seed 004, "Player Trap Effects").
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_monster {
    /// Its level, 0..=127.
    pub level: i64,
    /// `RR_MOBILITY_*`.
    pub mobility: u32,
    /// Intelligent: may disarm traps.
    pub smart: bool,
    /// Stupid: never becomes wary.
    pub stupid: bool,
    /// Currently wary of traps.
    pub wary: bool,
    /// Can be confused at all.
    pub can_be_confused: bool,
    /// Already confused.
    pub confused: bool,
}

fn monster_from_c(m: &rr_trap_monster) -> Result<traps::Monster, rr_status> {
    Ok(traps::Monster {
        level: in_range(m.level, 0, traps::MAX_LEVEL)?,
        mobility: decode(&MOBILITIES, m.mobility)?,
        smart: m.smart,
        stupid: m.stupid,
        wary: m.wary,
        can_be_confused: m.can_be_confused,
        confused: m.confused,
    })
}

/// The player who set the trap.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_setter {
    /// Character level, 1..=100.
    pub level: i64,
    /// Disarming skill, 0..=1000.
    pub disarm_skill: i64,
}

/// Monster effect kind: `amount` damage to the monster (`rr_monster_effect.kind`).
pub const RR_MONSTER_EFFECT_DAMAGE: u32 = 0;
/// Monster effect kind: a ball of `element`, `radius`, `amount` damage, centred on the trap.
pub const RR_MONSTER_EFFECT_BALL: u32 = 1;
/// Monster effect kind: confused for `amount` (more) turns.
pub const RR_MONSTER_EFFECT_CONFUSED: u32 = 2;
/// Monster effect kind: the confusion trap did nothing.
pub const RR_MONSTER_EFFECT_NOT_CONFUSED: u32 = 3;
/// Monster effect kind: teleported `amount` squares.
pub const RR_MONSTER_EFFECT_TELEPORT: u32 = 4;
/// Monster effect kind: held in stasis for `amount` turns.
pub const RR_MONSTER_EFFECT_STASIS: u32 = 5;

/// One thing a player's trap does to the monster (or around it).
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_effect {
    /// `RR_MONSTER_EFFECT_*`.
    pub kind: u32,
    /// `RR_ELEMENT_*` of a ball; else 0.
    pub element: u32,
    /// Damage, ball damage, turns, or squares.
    pub amount: i64,
    /// A ball's radius; else 0.
    pub radius: i64,
}

/// The most effects of one player trap.
pub const RR_MONSTER_TRAP_MAX_EFFECTS: usize = 8;

/// What a player's trap does: `len` effects in order.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_effects {
    /// How many entries of `effects` are used.
    pub len: u32,
    /// The effects, in order.
    pub effects: [rr_monster_effect; RR_MONSTER_TRAP_MAX_EFFECTS],
}

fn monster_effects_to_c(effects: &[MonsterEffect]) -> Result<rr_monster_effects, rr_status> {
    if effects.len() > RR_MONSTER_TRAP_MAX_EFFECTS {
        return Err(rr_status::RR_OVERFLOW);
    }
    let mut c = rr_monster_effects { len: effects.len() as u32, ..rr_monster_effects::default() };
    for (slot, e) in c.effects.iter_mut().zip(effects) {
        *slot = match *e {
            MonsterEffect::Damage { amount } => {
                rr_monster_effect { kind: RR_MONSTER_EFFECT_DAMAGE, amount, ..Default::default() }
            }
            MonsterEffect::Ball { element, radius, damage } => rr_monster_effect {
                kind: RR_MONSTER_EFFECT_BALL,
                element: encode(&ELEMENTS, &element),
                amount: damage,
                radius,
            },
            MonsterEffect::Confused { turns } => {
                rr_monster_effect { kind: RR_MONSTER_EFFECT_CONFUSED, amount: turns, ..Default::default() }
            }
            MonsterEffect::NotConfused => {
                rr_monster_effect { kind: RR_MONSTER_EFFECT_NOT_CONFUSED, ..Default::default() }
            }
            MonsterEffect::Teleport { distance } => {
                rr_monster_effect { kind: RR_MONSTER_EFFECT_TELEPORT, amount: distance, ..Default::default() }
            }
            MonsterEffect::Stasis { turns } => {
                rr_monster_effect { kind: RR_MONSTER_EFFECT_STASIS, amount: turns, ..Default::default() }
            }
        };
    }
    Ok(c)
}

/// Result: the monster flew over or passed through the trap
/// (`rr_monster_trap_outcome.result`).
pub const RR_MONSTER_TRAP_IGNORED: u32 = 0;
/// Result: an intelligent monster disarmed it.
pub const RR_MONSTER_TRAP_DISARMED: u32 = 1;
/// Result: a wary monster avoided it this time.
pub const RR_MONSTER_TRAP_AVOIDED: u32 = 2;
/// Result: the trap went off (`power`, `critical`, `effects`, `destroyed` are set).
pub const RR_MONSTER_TRAP_TRIGGERED: u32 = 3;

/// The result of a monster entering a player's trap.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_monster_trap_outcome {
    /// `RR_MONSTER_TRAP_*`.
    pub result: u32,
    /// The trap's power after the wary reduction or the critical (triggered only).
    pub power: i64,
    /// Whether it scored a critical (triggered only).
    pub critical: bool,
    /// Whether the trap is destroyed (triggered only).
    pub destroyed: bool,
    /// What it did (triggered only; else `len` 0).
    pub effects: rr_monster_effects,
}

/// A monster's disarming skill, `40 + 2 × level` capped at 215, for a monster
/// level 0..=127 (seed 004).
///
/// # Safety
///
/// `skill_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_disarm_skill(monster_level: i64, skill_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(skill_out)?;
        let level = in_range(monster_level, 0, traps::MAX_LEVEL)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(traps::monster_disarm_skill(level)) };
        Ok(())
    })
}

/// A player trap's base power for a character level 1..=100: `L + L*L/25`
/// (RULINGS T4, G1).
///
/// # Safety
///
/// `power_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_base_power(level: i64, power_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(power_out)?;
        let level = in_range(level, 1, 100)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(traps::base_power(level)) };
        Ok(())
    })
}

/// Rolls a player trap's power for a character level 1..=100: `b/2 + 3 + 1d(b)`
/// with `b` the base power (RULINGS T4).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `power_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_power(random: rr_random, level: i64, power_out: *mut i64) -> rr_status {
    guard(|| {
        let out = Out::new(power_out)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let power = unsafe { with_roller!(random, |r| traps::trap_power(r, level).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(power) };
        Ok(())
    })
}

/// One value of an exact distribution of integers.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_value_probability {
    /// The value.
    pub value: i64,
    /// Its exact probability.
    pub probability: rr_fraction,
}

/// The exact distribution of `rr_player_trap_power` at a character level
/// 1..=100, by increasing power. Length protocol: `buf` NULL gives the number of
/// values in `*len_out`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_power_distribution(
    level: i64,
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    guard(|| {
        let out = Out::new(len_out)?;
        // SAFETY: valid for `len` writes when not NULL (the caller's contract).
        let buf = unsafe { try_buffer(buf, len) }?;
        let pmf = traps::power_distribution(level).map_err(|e| trap_status(&e))?;
        let n = pmf_into(buf, &pmf)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(n) };
        Ok(())
    })
}

/// The exact average player trap power at a character level 1..=100 (the seed's
/// table; RULINGS T1, T4).
///
/// # Safety
///
/// `mean_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_average_power(level: i64, mean_out: *mut rr_fraction) -> rr_status {
    guard(|| {
        let out = Out::new(mean_out)?;
        let mean = traps::average_power(level).map_err(|e| trap_status(&e))?;
        let mean = rr_fraction::from_big(&mean)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(mean) };
        Ok(())
    })
}

/// The chance that a player trap of `kind` (`RR_PLAYER_TRAP_*`) affects a
/// monster of `mobility` (`RR_MOBILITY_*`): the seed's avoidance table.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_affect_chance(
    kind: u32,
    mobility: u32,
    chance_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        let out = Out::new(chance_out)?;
        let (num, den) = decode(&PLAYER_TRAPS, kind)?.affect_chance(decode(&MOBILITIES, mobility)?);
        let chance = rr_fraction::from_parts(num, den)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(chance) };
        Ok(())
    })
}

/// The chance that a player trap of `kind` is destroyed after going off (the
/// seed's "Dest Chance").
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_destruction_chance(kind: u32, chance_out: *mut rr_fraction) -> rr_status {
    guard(|| {
        let out = Out::new(chance_out)?;
        let (num, den) = decode(&PLAYER_TRAPS, kind)?.destruction_chance();
        let chance = rr_fraction::from_parts(num, den)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(chance) };
        Ok(())
    })
}

/// Which of the player-trap chance functions `skill_chance` computes.
#[derive(Debug, Clone, Copy)]
enum SkillChance {
    Disarm,
    WaryAvoid,
    Critical,
}

/// # Safety
///
/// As the entry points that call it.
unsafe fn skill_chance(
    which: SkillChance,
    monster_level: i64,
    disarm_skill: i64,
    chance_out: *mut rr_fraction,
) -> rr_status {
    guard(|| {
        let out = Out::new(chance_out)?;
        let p = match which {
            SkillChance::Disarm => traps::disarm_chance(monster_level, disarm_skill),
            SkillChance::WaryAvoid => traps::wary_avoid_chance(monster_level, disarm_skill),
            SkillChance::Critical => traps::critical_chance(monster_level, disarm_skill),
        }
        .map_err(|e| trap_status(&e))?;
        let p = rr_fraction::from_big(&p)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(p) };
        Ok(())
    })
}

/// The exact chance that an intelligent monster of level 0..=127 disarms a trap
/// set by a player of disarming skill 0..=1000, once the trap would affect it:
/// `P(1d(monster skill) > disarming skill - 15)` (seed 004).
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_disarm_chance(
    monster_level: i64,
    disarm_skill: i64,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { skill_chance(SkillChance::Disarm, monster_level, disarm_skill, chance_out) }
}

/// The exact chance that a wary monster avoids the trap this time:
/// `P(1d(monster skill) > (disarming skill - 15) / 2)` (seed 004; RULINGS G1).
/// Ranges as `rr_monster_disarm_chance`.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_wary_avoid_chance(
    monster_level: i64,
    disarm_skill: i64,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { skill_chance(SkillChance::WaryAvoid, monster_level, disarm_skill, chance_out) }
}

/// The exact chance that a player trap scores a critical on a monster that is
/// not wary: `P(1d(disarming skill) > monster level + 50)` (seed 004). Ranges as
/// `rr_monster_disarm_chance`.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_critical_chance(
    monster_level: i64,
    disarm_skill: i64,
    chance_out: *mut rr_fraction,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { skill_chance(SkillChance::Critical, monster_level, disarm_skill, chance_out) }
}

/// The exact odds of the four results of `rr_monster_enters_trap`.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct rr_monster_trap_odds {
    /// The probability of each result, indexed by `RR_MONSTER_TRAP_*`.
    pub probability: [rr_fraction; 4],
}

/// The exact odds that a monster entering a player's trap of `kind` ignores,
/// disarms, avoids or triggers it (seed 004), without enumerating the power and
/// effect rolls. Arguments as `rr_monster_enters_trap`.
///
/// # Safety
///
/// `monster` and `setter` must be NULL or valid; `odds_out`, when not NULL, must
/// be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_trap_result_odds(
    kind: u32,
    monster: *const rr_trap_monster,
    setter: *const rr_trap_setter,
    odds_out: *mut rr_monster_trap_odds,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (monster, setter) = unsafe { (try_ref(monster)?, try_ref(setter)?) };
        let out = Out::new(odds_out)?;
        let kind = decode(&PLAYER_TRAPS, kind)?;
        let monster = monster_from_c(monster)?;
        let setter = Setter { level: setter.level, disarm_skill: setter.disarm_skill };
        let odds = traps::result_odds(kind, &monster, &setter).map_err(|e| trap_status(&e))?;
        let c = rr_monster_trap_odds {
            probability: [
                rr_fraction::from_big(&odds.ignored)?,
                rr_fraction::from_big(&odds.disarmed)?,
                rr_fraction::from_big(&odds.avoided)?,
                rr_fraction::from_big(&odds.triggered)?,
            ],
        };
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// A monster enters a square holding a player's trap of `kind`: avoidance,
/// disarming by intelligent monsters, wary avoidance, the trap's power (wary
/// reduction or critical), its effects and its destruction (seed 004; RULINGS
/// G3, T4).
///
/// Returns `RR_INVALID_ARGUMENT` for an unknown kind or mobility, or a level or
/// skill out of range.
///
/// # Safety
///
/// `monster` and `setter` must be NULL or valid; `random` must follow
/// `rr_random`'s rules; `outcome_out`, when not NULL, must be valid for one
/// write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_enters_trap(
    random: rr_random,
    kind: u32,
    monster: *const rr_trap_monster,
    setter: *const rr_trap_setter,
    outcome_out: *mut rr_monster_trap_outcome,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let (monster, setter) = unsafe { (try_ref(monster)?, try_ref(setter)?) };
        let out = Out::new(outcome_out)?;
        let kind = decode(&PLAYER_TRAPS, kind)?;
        let monster = monster_from_c(monster)?;
        let setter = Setter { level: setter.level, disarm_skill: setter.disarm_skill };
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let outcome = unsafe {
            with_roller!(random, |r| traps::monster_enters_trap(r, kind, &monster, &setter)
                .map_err(|e| trap_status(&e)))
        }?;
        let c = match outcome {
            MonsterTrapOutcome::Ignored => {
                rr_monster_trap_outcome { result: RR_MONSTER_TRAP_IGNORED, ..Default::default() }
            }
            MonsterTrapOutcome::Disarmed => {
                rr_monster_trap_outcome { result: RR_MONSTER_TRAP_DISARMED, ..Default::default() }
            }
            MonsterTrapOutcome::Avoided => {
                rr_monster_trap_outcome { result: RR_MONSTER_TRAP_AVOIDED, ..Default::default() }
            }
            MonsterTrapOutcome::Triggered { power, critical, effects, destroyed } => rr_monster_trap_outcome {
                result: RR_MONSTER_TRAP_TRIGGERED,
                power,
                critical,
                destroyed,
                effects: monster_effects_to_c(&effects)?,
            },
        };
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// The effects of a player trap of `kind` going off with power `power`
/// (0..=1000000) on `monster` (seed 004, "Player Trap Effects" 1]-10]).
///
/// # Safety
///
/// `monster` must be NULL or valid; `random` must follow `rr_random`'s rules;
/// `effects_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_player_trap_effect(
    random: rr_random,
    kind: u32,
    power: i64,
    monster: *const rr_trap_monster,
    effects_out: *mut rr_monster_effects,
) -> rr_status {
    guard(|| {
        // SAFETY: valid or NULL (the caller's contract).
        let monster = unsafe { try_ref(monster) }?;
        let out = Out::new(effects_out)?;
        let kind = decode(&PLAYER_TRAPS, kind)?;
        let power = in_range(power, 0, 1_000_000)?;
        let monster = monster_from_c(monster)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let effects = unsafe {
            with_roller!(random, |r| traps::trap_effect(r, kind, power, &monster).map_err(|e| trap_status(&e)))
        }?;
        let c = monster_effects_to_c(&effects)?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(c) };
        Ok(())
    })
}

/// Whether a monster hurt by a trap becomes wary: never when stupid, always
/// below half its maximum hit points, else one time in four (seed 004).
/// `hp` and `max_hp` in -1000000000..=1000000000.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `wary_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_becomes_wary(
    random: rr_random,
    stupid: bool,
    hp: i64,
    max_hp: i64,
    wary_out: *mut bool,
) -> rr_status {
    guard(|| {
        let out = Out::new(wary_out)?;
        let hp = in_range(hp, -1_000_000_000, 1_000_000_000)?;
        let max_hp = in_range(max_hp, -1_000_000_000, 1_000_000_000)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let wary = unsafe {
            with_roller!(random, |r| traps::becomes_wary(r, stupid, hp, max_hp).map_err(|e| trap_status(&e)))
        }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(wary) };
        Ok(())
    })
}

/// Whether a wary monster loses its wariness on a turn it can see the player:
/// one time in four (seed 004).
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `lost_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_monster_loses_wariness(random: rr_random, lost_out: *mut bool) -> rr_status {
    guard(|| {
        let out = Out::new(lost_out)?;
        // SAFETY: `random` follows rr_random's rules (the caller's contract).
        let lost = unsafe { with_roller!(random, |r| traps::loses_wariness(r).map_err(|e| trap_status(&e))) }?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(lost) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_follow_the_tables() {
        assert_eq!(encode(&DUNGEON_KINDS, &DungeonTrapKind::MurderHole), RR_DUNGEON_TRAP_MURDER_HOLE);
        assert_eq!(encode(&DUNGEON_KINDS, &DungeonTrapKind::GasTrap), RR_DUNGEON_TRAP_GAS);
        assert_eq!(DUNGEON_KINDS.len() as u32, RR_DUNGEON_TRAP_KINDS);
        assert_eq!(encode(&ALTERATIONS, &AlterationKind::SoftwareBugs), RR_ALTERATION_SOFTWARE_BUGS);
        assert_eq!(encode(&STATS, &Stat::Chr), RR_STAT_CHR);
        assert_eq!(encode(&CHESTS, &Chest::LargeJeweled), RR_CHEST_LARGE_JEWELED);
        assert_eq!(encode(&PLAYER_TRAPS, &PlayerTrapKind::Stasis), RR_PLAYER_TRAP_STASIS);
        assert_eq!(encode(&PLAYER_TRAPS, &PlayerTrapKind::PoisonGas), RR_PLAYER_TRAP_POISON_GAS);
        for (i, s) in STATS.iter().enumerate() {
            assert_eq!(s.sustain().bits(), 1 << i);
        }
        assert_eq!(Sustains::all().bits(), RR_SUSTAIN_ALL);
    }

    #[test]
    fn flag_bits_match_the_rust_flags() {
        let pairs = [
            (RR_PLAYER_FEATHER_FALL, PlayerFlags::FEATHER_FALL),
            (RR_PLAYER_FREE_ACTION, PlayerFlags::FREE_ACTION),
            (RR_PLAYER_RES_POIS_TEMP, PlayerFlags::RES_POIS_TEMP),
            (RR_PLAYER_RES_POIS_PERM, PlayerFlags::RES_POIS_PERM),
            (RR_PLAYER_RES_BLIND, PlayerFlags::RES_BLIND),
            (RR_PLAYER_RES_CONF, PlayerFlags::RES_CONF),
            (RR_PLAYER_RES_CHAOS, PlayerFlags::RES_CHAOS),
            (RR_PLAYER_ENHANCE_MAGIC, PlayerFlags::ENHANCE_MAGIC),
            (RR_PLAYER_SHAPECHANGED, PlayerFlags::SHAPECHANGED),
        ];
        let all = pairs.iter().fold(0, |acc, (bit, flag)| {
            assert_eq!(*bit, flag.bits());
            acc | bit
        });
        assert_eq!(all, PlayerFlags::all().bits());
        let chest = [
            (RR_CHEST_LOSE_STR, ChestTraps::LOSE_STR),
            (RR_CHEST_LOSE_CON, ChestTraps::LOSE_CON),
            (RR_CHEST_POISON, ChestTraps::POISON),
            (RR_CHEST_PARALYZE, ChestTraps::PARALYZE),
            (RR_CHEST_SUMMON, ChestTraps::SUMMON),
            (RR_CHEST_EXPLODE, ChestTraps::EXPLODE),
            (RR_CHEST_SCATTER, ChestTraps::SCATTER),
            (RR_CHEST_ELEMENTAL_SUMMON, ChestTraps::ELEMENTAL_SUMMON),
            (RR_CHEST_BIRD_SUMMON, ChestTraps::BIRD_SUMMON),
            (RR_CHEST_TYPED_SUMMON, ChestTraps::TYPED_SUMMON),
            (RR_CHEST_RUNES_OF_EVIL, ChestTraps::RUNES_OF_EVIL),
        ];
        let all = chest.iter().fold(0, |acc, (bit, flag)| {
            assert_eq!(*bit, flag.bits());
            acc | bit
        });
        assert_eq!(all, ChestTraps::all().bits());
    }

    #[test]
    fn generated_traps_round_trip_through_c() {
        let mut s = roguerules_dice::Sampler::seed_from_u64(5);
        for kind in DungeonTrapKind::ALL {
            for level in [1, 20, 60, 127] {
                let t = traps::generate(&mut s, kind, Depth::from_level(level).unwrap()).unwrap();
                assert_eq!(trap_from_c(&trap_to_c(&t)), Ok(t), "{t:?}");
            }
        }
    }

    #[test]
    fn every_chest_effect_fits_the_outcome() {
        // Every trap at once, at the highest level, with the unluckiest player.
        let mut s = roguerules_dice::Sampler::seed_from_u64(9);
        for _ in 0..200 {
            let out = traps::resolve_chest_traps(
                &mut s,
                ChestTraps::all(),
                99,
                Depth::from_level(127).unwrap(),
                &Player::default(),
            )
            .unwrap();
            assert!(outcome_to_c(&out).is_ok(), "{} effects", out.effects.len());
        }
    }
}
