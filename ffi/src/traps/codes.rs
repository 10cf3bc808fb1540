//! The codes of the trap rules' enums and the bits of their flag sets (seed
//! 004). Chest trap bits are Oangband 1.1.0's (`defines.h`: `CHEST_LOSE_STR`
//! 0x01 ... `CHEST_RUNES_OF_EVIL` 0x400), mapped to the Rust flags by
//! one table (`CHEST_BITS`).

use crate::status::rr_status;
use roguerules_traps::{
    AlterationKind, Centre, Change, Chest, ChestTraps, DungeonTrapKind, Element, GasKind, Missile, MissileFamily,
    Mobility, PackItem, PitKind, PlayerTrapKind, RuneKind, Stat, SummonKind, Timed,
};

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

pub(crate) const DUNGEON_KINDS: [DungeonTrapKind; 10] = DungeonTrapKind::ALL;

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
pub(crate) const PITS: [PitKind; 5] =
    [PitKind::Plain, PitKind::Spiked, PitKind::PoisonSpiked, PitKind::Daggers, PitKind::MorgulBlades];

/// Gas (`rr_dungeon_trap.variant` of a gas trap): blindness.
pub const RR_GAS_BLINDNESS: u32 = 0;
/// Gas: confusion.
pub const RR_GAS_CONFUSION: u32 = 1;
/// Gas: poison.
pub const RR_GAS_POISON: u32 = 2;
/// Gas: sleep.
pub const RR_GAS_SLEEP: u32 = 3;
pub(crate) const GASES: [GasKind; 4] = [GasKind::Blindness, GasKind::Confusion, GasKind::Poison, GasKind::Sleep];

/// Summoning rune (`rr_dungeon_trap.variant` of a rune): a den of thieves.
pub const RR_RUNE_THIEVES: u32 = 0;
/// Summoning rune: a unique.
pub const RR_RUNE_UNIQUE: u32 = 1;
/// Summoning rune: monsters.
pub const RR_RUNE_MONSTERS: u32 = 2;
pub(crate) const RUNES: [RuneKind; 3] = [RuneKind::Thieves, RuneKind::Unique, RuneKind::Monsters];

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
pub(crate) const ALTERATIONS: [AlterationKind; 6] = AlterationKind::ALL;

/// Murder hole missiles (`rr_dungeon_trap.variant`): shots.
pub const RR_MISSILE_FAMILY_SHOT: u32 = 0;
/// Murder hole missiles: arrows.
pub const RR_MISSILE_FAMILY_ARROW: u32 = 1;
/// Murder hole missiles: bolts.
pub const RR_MISSILE_FAMILY_BOLT: u32 = 2;
pub(crate) const FAMILIES: [MissileFamily; 3] = [MissileFamily::Shot, MissileFamily::Arrow, MissileFamily::Bolt];

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
/// Element: life drain (`GF_OLD_DRAIN`; Oangband 1.1.0's drain life trap).
pub const RR_ELEMENT_DRAIN_LIFE: u32 = 10;
/// Element: disenchantment (`GF_DISENCHANT`; Oangband 1.1.0's unmagic trap).
pub const RR_ELEMENT_DISENCHANT: u32 = 11;
pub(crate) const ELEMENTS: [Element; 12] = [
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
    Element::DrainLife,
    Element::Disenchant,
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
pub(crate) const TIMED: [Timed; 7] =
    [Timed::Blind, Timed::Confused, Timed::Poisoned, Timed::Paralyzed, Timed::Stun, Timed::Cut, Timed::Hallucination];

/// Counter change: set to the amount (`change` field).
pub const RR_CHANGE_SET: u32 = 0;
/// Counter change: add the amount.
pub const RR_CHANGE_ADD: u32 = 1;
pub(crate) const CHANGES: [Change; 2] = [Change::Set, Change::Add];

/// Ball centre: the player (`centre` field).
pub const RR_CENTRE_PLAYER: u32 = 0;
/// Ball centre: the trap.
pub const RR_CENTRE_TRAP: u32 = 1;
/// Ball centre: the chest.
pub const RR_CENTRE_CHEST: u32 = 2;
pub(crate) const CENTRES: [Centre; 3] = [Centre::Player, Centre::Trap, Centre::Chest];

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
pub(crate) const STATS: [Stat; 6] = Stat::ALL;

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
/// Summoned: undead (Oangband 1.1.0 reading: a pit of Morgul blades).
pub const RR_SUMMON_UNDEAD: u32 = 10;
pub(crate) const SUMMONS: [SummonKind; 11] = [
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
    SummonKind::Undead,
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
pub(crate) const MISSILES: [Missile; 6] =
    [Missile::Shot, Missile::SeekerShot, Missile::Arrow, Missile::SeekerArrow, Missile::Bolt, Missile::SeekerBolt];

/// Pack item: a rod (`rr_trap_player.pack` entries, `device` field).
pub const RR_PACK_ROD: u32 = 0;
/// Pack item: a staff.
pub const RR_PACK_STAFF: u32 = 1;
/// Pack item: a wand.
pub const RR_PACK_WAND: u32 = 2;
/// Pack item: anything else.
pub const RR_PACK_OTHER: u32 = 3;
pub(crate) const PACK_ITEMS: [PackItem; 4] = [PackItem::Rod, PackItem::Staff, PackItem::Wand, PackItem::Other];

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

/// Chest trap bit: -str (`uint16_t` chest trap sets; Oangband 1.1.0's
/// `CHEST_LOSE_STR`).
pub const RR_CHEST_LOSE_STR: u16 = 0x0001;
/// Chest trap bit: -con (`CHEST_LOSE_CON`).
pub const RR_CHEST_LOSE_CON: u16 = 0x0002;
/// Chest trap bit: poison (`CHEST_POISON`).
pub const RR_CHEST_POISON: u16 = 0x0004;
/// Chest trap bit: paralysis (`CHEST_PARALYZE`).
pub const RR_CHEST_PARALYZE: u16 = 0x0008;
/// Chest trap bit: explode (`CHEST_EXPLODE`).
pub const RR_CHEST_EXPLODE: u16 = 0x0010;
/// Chest trap bit: summon (`CHEST_SUMMON`).
pub const RR_CHEST_SUMMON: u16 = 0x0020;
/// Chest trap bit: scatter (`CHEST_SCATTER`).
pub const RR_CHEST_SCATTER: u16 = 0x0040;
/// Chest trap bit: elemental summon (`CHEST_E_SUMMON`).
pub const RR_CHEST_ELEMENTAL_SUMMON: u16 = 0x0080;
/// Chest trap bit: bird summon (`CHEST_BIRD_STORM`).
pub const RR_CHEST_BIRD_SUMMON: u16 = 0x0100;
/// Chest trap bit: typed summon (`CHEST_H_SUMMON`).
pub const RR_CHEST_TYPED_SUMMON: u16 = 0x0200;
/// Chest trap bit: runes of evil (`CHEST_RUNES_OF_EVIL`).
pub const RR_CHEST_RUNES_OF_EVIL: u16 = 0x0400;

/// Each C chest trap bit and the Rust flag it stands for: the one place the
/// two numberings meet (the Rust flags follow the seed's order, the C bits
/// Oangband's).
const CHEST_BITS: [(u16, ChestTraps); 11] = [
    (RR_CHEST_LOSE_STR, ChestTraps::LOSE_STR),
    (RR_CHEST_LOSE_CON, ChestTraps::LOSE_CON),
    (RR_CHEST_POISON, ChestTraps::POISON),
    (RR_CHEST_PARALYZE, ChestTraps::PARALYZE),
    (RR_CHEST_EXPLODE, ChestTraps::EXPLODE),
    (RR_CHEST_SUMMON, ChestTraps::SUMMON),
    (RR_CHEST_SCATTER, ChestTraps::SCATTER),
    (RR_CHEST_ELEMENTAL_SUMMON, ChestTraps::ELEMENTAL_SUMMON),
    (RR_CHEST_BIRD_SUMMON, ChestTraps::BIRD_SUMMON),
    (RR_CHEST_TYPED_SUMMON, ChestTraps::TYPED_SUMMON),
    (RR_CHEST_RUNES_OF_EVIL, ChestTraps::RUNES_OF_EVIL),
];

/// A chest trap set from C bits; unknown bits are `RR_INVALID_ARGUMENT`.
pub(crate) fn chest_traps_from_c(bits: u16) -> Result<ChestTraps, rr_status> {
    let known = CHEST_BITS.iter().fold(0u16, |acc, (bit, _)| acc | bit);
    if bits & !known != 0 {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    Ok(CHEST_BITS.iter().filter(|(bit, _)| bits & bit != 0).fold(ChestTraps::empty(), |acc, (_, f)| acc | *f))
}

/// A chest trap set as C bits.
pub(crate) fn chest_traps_to_c(set: ChestTraps) -> u16 {
    CHEST_BITS.iter().filter(|(_, f)| set.contains(*f)).fold(0, |acc, (bit, _)| acc | bit)
}

/// Chest kind: small wooden (native level 15). Chest kinds are Oangband
/// 1.1.0's `sval`s of `TV_CHEST` (`defines.h`, `SV_SW_CHEST` 1 ...
/// `SV_LJ_CHEST` 8), so a game passes `o_ptr->sval`; 0 and codes above 8 name
/// no chest. (The trap bits are the other `RR_CHEST_*` names, `uint16_t`:
/// `RR_CHEST_LOSE_STR` ...; kinds are `RR_CHEST_KIND_*`, `uint32_t`.)
pub const RR_CHEST_KIND_SMALL_WOODEN: u32 = 1;
/// Chest kind: small iron (40; `SV_SI_CHEST`).
pub const RR_CHEST_KIND_SMALL_IRON: u32 = 2;
/// Chest kind: small steel (65; `SV_SS_CHEST`).
pub const RR_CHEST_KIND_SMALL_STEEL: u32 = 3;
/// Chest kind: small jeweled (85; `SV_SJ_CHEST`).
pub const RR_CHEST_KIND_SMALL_JEWELED: u32 = 4;
/// Chest kind: large wooden (25; `SV_LW_CHEST`).
pub const RR_CHEST_KIND_LARGE_WOODEN: u32 = 5;
/// Chest kind: large iron (50; `SV_LI_CHEST`).
pub const RR_CHEST_KIND_LARGE_IRON: u32 = 6;
/// Chest kind: large steel (75; `SV_LS_CHEST`).
pub const RR_CHEST_KIND_LARGE_STEEL: u32 = 7;
/// Chest kind: large jeweled (95; `SV_LJ_CHEST`).
pub const RR_CHEST_KIND_LARGE_JEWELED: u32 = 8;

/// Old name of `RR_CHEST_KIND_SMALL_WOODEN`, kept as an alias (easily confused
/// with the trap bit `RR_CHEST_LOSE_STR`; its value is now the game's `sval`).
pub const RR_CHEST_SMALL_WOODEN: u32 = RR_CHEST_KIND_SMALL_WOODEN;
/// Old name of `RR_CHEST_KIND_LARGE_WOODEN`, kept as an alias.
pub const RR_CHEST_LARGE_WOODEN: u32 = RR_CHEST_KIND_LARGE_WOODEN;
/// Old name of `RR_CHEST_KIND_SMALL_IRON`, kept as an alias.
pub const RR_CHEST_SMALL_IRON: u32 = RR_CHEST_KIND_SMALL_IRON;
/// Old name of `RR_CHEST_KIND_LARGE_IRON`, kept as an alias.
pub const RR_CHEST_LARGE_IRON: u32 = RR_CHEST_KIND_LARGE_IRON;
/// Old name of `RR_CHEST_KIND_SMALL_STEEL`, kept as an alias.
pub const RR_CHEST_SMALL_STEEL: u32 = RR_CHEST_KIND_SMALL_STEEL;
/// Old name of `RR_CHEST_KIND_LARGE_STEEL`, kept as an alias.
pub const RR_CHEST_LARGE_STEEL: u32 = RR_CHEST_KIND_LARGE_STEEL;
/// Old name of `RR_CHEST_KIND_SMALL_JEWELED`, kept as an alias.
pub const RR_CHEST_SMALL_JEWELED: u32 = RR_CHEST_KIND_SMALL_JEWELED;
/// Old name of `RR_CHEST_KIND_LARGE_JEWELED`, kept as an alias.
pub const RR_CHEST_LARGE_JEWELED: u32 = RR_CHEST_KIND_LARGE_JEWELED;

/// The chest of each `sval`, at its index (index 0 names none).
const CHESTS_BY_SVAL: [Option<Chest>; 9] = [
    None,
    Some(Chest::SmallWooden),
    Some(Chest::SmallIron),
    Some(Chest::SmallSteel),
    Some(Chest::SmallJeweled),
    Some(Chest::LargeWooden),
    Some(Chest::LargeIron),
    Some(Chest::LargeSteel),
    Some(Chest::LargeJeweled),
];

/// The chest kind of a `RR_CHEST_KIND_*` code (the game's `sval`), or
/// `RR_INVALID_ARGUMENT`: a direct index.
#[inline]
pub(crate) fn chest(code: u32) -> Result<Chest, rr_status> {
    usize::try_from(code)
        .ok()
        .and_then(|i| CHESTS_BY_SVAL.get(i).copied().flatten())
        .ok_or(rr_status::RR_INVALID_ARGUMENT)
}

/// The `RR_CHEST_KIND_*` code (`sval`) of a chest kind.
#[cfg(test)]
pub(crate) fn chest_code(c: Chest) -> u32 {
    CHESTS_BY_SVAL.iter().position(|k| *k == Some(c)).map_or(0, |i| i as u32)
}

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
/// Player trap kind (Oangband 1.1.0 reading only): drain life.
pub const RR_PLAYER_TRAP_DRAIN_LIFE: u32 = 10;
/// Player trap kind (Oangband 1.1.0 reading only): unmagic.
pub const RR_PLAYER_TRAP_UNMAGIC: u32 = 11;
/// Player trap kind (Oangband 1.1.0 reading only): dispel monsters.
pub const RR_PLAYER_TRAP_DISPEL_MONSTERS: u32 = 12;
/// Every kind, for the entry points whose input names a reading.
pub(crate) const PLAYER_TRAPS: [PlayerTrapKind; 13] = PlayerTrapKind::GAME;
/// The seed's ten kinds, for the seed's tables.
pub(crate) const SEED_PLAYER_TRAPS: [PlayerTrapKind; 10] = PlayerTrapKind::ALL;

/// Monster mobility: normal (`rr_trap_monster.mobility`).
pub const RR_MOBILITY_NORMAL: u32 = 0;
/// Monster mobility: flying.
pub const RR_MOBILITY_FLYING: u32 = 1;
/// Monster mobility: ghost (passes walls).
pub const RR_MOBILITY_GHOST: u32 = 2;
pub(crate) const MOBILITIES: [Mobility; 3] = [Mobility::Normal, Mobility::Flying, Mobility::Ghost];
