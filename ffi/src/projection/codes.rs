//! The codes and bits of the projection C API (seed 000): the damage types
//! and terrain as Oangband 1.1.0 numbers them (`defines.h`: `GF_*`, `FEAT_*`,
//! `TR3_IGNORE_*`, `P_RES_*`), the monster flags as seed 000 spells them, and
//! the positions of the other enums. Every value is pinned against the Rust
//! enums by the module's tests (and the header's `#define`s against
//! `Gf::code` and `Terrain::code`).

use roguerules_projection::monster::{Condition, Fraction};
use roguerules_projection::player::{Avoided, Counter, Slot};
use roguerules_projection::{Class, ObjectClass};

/// `GF_ROCK` (1 in Oangband 1.1.0): boulders (monster table note (a), (b)).
pub const RR_GF_ROCK: u32 = 1;
/// `GF_SHOT` (2 in Oangband 1.1.0): shots (sling bullets).
pub const RR_GF_SHOT: u32 = 2;
/// `GF_ARROW` (3 in Oangband 1.1.0): arrows (grouped with `GF_SHOT` in the monster table, RULINGS P1).
pub const RR_GF_ARROW: u32 = 3;
/// `GF_MISSILE` (4 in Oangband 1.1.0): missiles (grouped with `GF_SHOT`, RULINGS P1).
pub const RR_GF_MISSILE: u32 = 4;
/// `GF_PMISSILE` (5 in Oangband 1.1.0): poisoned missiles (grouped with `GF_SHOT`, RULINGS P1).
pub const RR_GF_PMISSILE: u32 = 5;
/// `GF_WHIP` (6 in Oangband 1.1.0): whips (the player table only).
pub const RR_GF_WHIP: u32 = 6;
/// `GF_ACID` (8 in Oangband 1.1.0): acid.
pub const RR_GF_ACID: u32 = 8;
/// `GF_ELEC` (9 in Oangband 1.1.0): lightning.
pub const RR_GF_ELEC: u32 = 9;
/// `GF_FIRE` (10 in Oangband 1.1.0): fire.
pub const RR_GF_FIRE: u32 = 10;
/// `GF_COLD` (11 in Oangband 1.1.0): frost.
pub const RR_GF_COLD: u32 = 11;
/// `GF_POIS` (12 in Oangband 1.1.0): poison.
pub const RR_GF_POIS: u32 = 12;
/// `GF_PLASMA` (13 in Oangband 1.1.0): plasma.
pub const RR_GF_PLASMA: u32 = 13;
/// `GF_HELLFIRE` (14 in Oangband 1.1.0): hellfire (grouped with `GF_FIRE` in the monster table, RULINGS P1).
pub const RR_GF_HELLFIRE: u32 = 14;
/// `GF_ICE` (15 in Oangband 1.1.0): ice.
pub const RR_GF_ICE: u32 = 15;
/// `GF_LITE_WEAK` (20 in Oangband 1.1.0): weak light (light that only hurts light-sensitive monsters).
pub const RR_GF_LITE_WEAK: u32 = 20;
/// `GF_LITE` (21 in Oangband 1.1.0): light (the player table's `GF_LIGHT`).
pub const RR_GF_LITE: u32 = 21;
/// `GF_DARK` (24 in Oangband 1.1.0): darkness.
pub const RR_GF_DARK: u32 = 24;
/// `GF_MORGUL_DARK` (25 in Oangband 1.1.0): morgul darkness (grouped with `GF_DARK` in the monster table, RULINGS P1).
pub const RR_GF_MORGUL_DARK: u32 = 25;
/// `GF_CONFUSION` (26 in Oangband 1.1.0): confusion.
pub const RR_GF_CONFUSION: u32 = 26;
/// `GF_SOUND` (27 in Oangband 1.1.0): sound.
pub const RR_GF_SOUND: u32 = 27;
/// `GF_SHARD` (28 in Oangband 1.1.0): shards.
pub const RR_GF_SHARD: u32 = 28;
/// `GF_INERTIA` (29 in Oangband 1.1.0): inertia.
pub const RR_GF_INERTIA: u32 = 29;
/// `GF_GRAVITY` (30 in Oangband 1.1.0): gravity.
pub const RR_GF_GRAVITY: u32 = 30;
/// `GF_FORCE` (31 in Oangband 1.1.0): force.
pub const RR_GF_FORCE: u32 = 31;
/// `GF_WATER` (32 in Oangband 1.1.0): water.
pub const RR_GF_WATER: u32 = 32;
/// `GF_STORM` (33 in Oangband 1.1.0): storm.
pub const RR_GF_STORM: u32 = 33;
/// `GF_NEXUS` (36 in Oangband 1.1.0): nexus.
pub const RR_GF_NEXUS: u32 = 36;
/// `GF_NETHER` (37 in Oangband 1.1.0): nether.
pub const RR_GF_NETHER: u32 = 37;
/// `GF_CHAOS` (38 in Oangband 1.1.0): chaos.
pub const RR_GF_CHAOS: u32 = 38;
/// `GF_DISENCHANT` (39 in Oangband 1.1.0): disenchantment.
pub const RR_GF_DISENCHANT: u32 = 39;
/// `GF_TIME` (40 in Oangband 1.1.0): time.
pub const RR_GF_TIME: u32 = 40;
/// `GF_MANA` (43 in Oangband 1.1.0): mana.
pub const RR_GF_MANA: u32 = 43;
/// `GF_HOLY_ORB` (44 in Oangband 1.1.0): holy orb.
pub const RR_GF_HOLY_ORB: u32 = 44;
/// `GF_METEOR` (45 in Oangband 1.1.0): meteor.
pub const RR_GF_METEOR: u32 = 45;
/// `GF_SPIRIT` (46 in Oangband 1.1.0): spirit.
pub const RR_GF_SPIRIT: u32 = 46;
/// `GF_KILL_WALL` (50 in Oangband 1.1.0): stone to mud.
pub const RR_GF_KILL_WALL: u32 = 50;
/// `GF_KILL_TRAP` (52 in Oangband 1.1.0): trap destruction (the object table: traps on chests).
pub const RR_GF_KILL_TRAP: u32 = 52;
/// `GF_HOLD` (59 in Oangband 1.1.0): hold monster (note (D)).
pub const RR_GF_HOLD: u32 = 59;
/// `GF_HOLD_UNDEAD` (60 in Oangband 1.1.0): hold undead (note (E)).
pub const RR_GF_HOLD_UNDEAD: u32 = 60;
/// `GF_AWAY_UNDEAD` (61 in Oangband 1.1.0): teleport undead away (note (F)).
pub const RR_GF_AWAY_UNDEAD: u32 = 61;
/// `GF_AWAY_EVIL` (62 in Oangband 1.1.0): teleport evil away (note (G)).
pub const RR_GF_AWAY_EVIL: u32 = 62;
/// `GF_AWAY_ALL` (63 in Oangband 1.1.0): teleport any monster away (note (H)).
pub const RR_GF_AWAY_ALL: u32 = 63;
/// `GF_TURN_UNDEAD` (64 in Oangband 1.1.0): turn undead (note (I)).
pub const RR_GF_TURN_UNDEAD: u32 = 64;
/// `GF_TURN_EVIL` (65 in Oangband 1.1.0): turn evil (note (J)).
pub const RR_GF_TURN_EVIL: u32 = 65;
/// `GF_TURN_ALL` (66 in Oangband 1.1.0): turn any monster (note (K)).
pub const RR_GF_TURN_ALL: u32 = 66;
/// `GF_DISP_UNDEAD` (67 in Oangband 1.1.0): dispel undead.
pub const RR_GF_DISP_UNDEAD: u32 = 67;
/// `GF_DISP_EVIL` (68 in Oangband 1.1.0): dispel evil.
pub const RR_GF_DISP_EVIL: u32 = 68;
/// `GF_DISP_NOT_EVIL` (69 in Oangband 1.1.0): dispel non-evil.
pub const RR_GF_DISP_NOT_EVIL: u32 = 69;
/// `GF_DISP_DEMON` (70 in Oangband 1.1.0): dispel demons.
pub const RR_GF_DISP_DEMON: u32 = 70;
/// `GF_DISP_DRAGON` (71 in Oangband 1.1.0): dispel dragons.
pub const RR_GF_DISP_DRAGON: u32 = 71;
/// `GF_DISP_ALL` (72 in Oangband 1.1.0): dispel all.
pub const RR_GF_DISP_ALL: u32 = 72;
/// `GF_DISP_SMALL_ALL` (73 in Oangband 1.1.0): dispel small monsters (note (L)).
pub const RR_GF_DISP_SMALL_ALL: u32 = 73;
/// `GF_OLD_CLONE` (74 in Oangband 1.1.0): clone monster (note (x)).
pub const RR_GF_OLD_CLONE: u32 = 74;
/// `GF_OLD_POLY` (75 in Oangband 1.1.0): polymorph (note (w)).
pub const RR_GF_OLD_POLY: u32 = 75;
/// `GF_OLD_HEAL` (76 in Oangband 1.1.0): heal monster (note (y)).
pub const RR_GF_OLD_HEAL: u32 = 76;
/// `GF_OLD_SPEED` (77 in Oangband 1.1.0): haste monster (note (z)).
pub const RR_GF_OLD_SPEED: u32 = 77;
/// `GF_OLD_SLOW` (78 in Oangband 1.1.0): slow monster (note (A)).
pub const RR_GF_OLD_SLOW: u32 = 78;
/// `GF_OLD_CONF` (79 in Oangband 1.1.0): confuse monster (note (C)).
pub const RR_GF_OLD_CONF: u32 = 79;
/// `GF_OLD_SLEEP` (80 in Oangband 1.1.0): sleep monster (note (B)).
pub const RR_GF_OLD_SLEEP: u32 = 80;
/// `GF_OLD_DRAIN` (81 in Oangband 1.1.0): drain life.
pub const RR_GF_OLD_DRAIN: u32 = 81;

/// `FEAT_FLOOR` (0x01 in Oangband 1.1.0): open floor.
pub const RR_FEAT_FLOOR: u32 = 0x01;
/// `FEAT_LAVA` (0x08): lava.
pub const RR_FEAT_LAVA: u32 = 0x08;
/// `FEAT_WATER` (0x09): water.
pub const RR_FEAT_WATER: u32 = 0x09;
/// `FEAT_TREE` (0x0A): trees ("forest").
pub const RR_FEAT_TREE: u32 = 0x0A;
/// `FEAT_RUBBLE` (0x31): passable rubble.
pub const RR_FEAT_RUBBLE: u32 = 0x31;
/// What `rr_project_terrain` writes (and `rr_project_terrain_distribution`'s
/// rows carry) when the grid keeps its terrain: 0, no terrain's code
/// (Oangband's `FEAT_NONE`).
pub const RR_PROJECT_NO_CHANGE: u32 = 0;

/// Class: warrior (`rr_project_source.pclass`, `rr_project_character.pclass`).
pub const RR_PROJECT_CLASS_WARRIOR: u32 = 0;
/// Class: mage (supercharges notes (A)-(C)).
pub const RR_PROJECT_CLASS_MAGE: u32 = 1;
/// Class: priest ((I)-(K); the holy orb's (W) on the player).
pub const RR_PROJECT_CLASS_PRIEST: u32 = 2;
/// Class: rogue.
pub const RR_PROJECT_CLASS_ROGUE: u32 = 3;
/// Class: ranger (avoids projections among trees, terrain note (b)).
pub const RR_PROJECT_CLASS_RANGER: u32 = 4;
/// Class: paladin ((J)).
pub const RR_PROJECT_CLASS_PALADIN: u32 = 5;
/// Class: druid ((A)-(C); trees, terrain note (b)).
pub const RR_PROJECT_CLASS_DRUID: u32 = 6;
/// Class: necromancer ((I), (J)).
pub const RR_PROJECT_CLASS_NECROMANCER: u32 = 7;
/// Class: assassin.
pub const RR_PROJECT_CLASS_ASSASSIN: u32 = 8;
pub(crate) const CLASSES: [Class; 9] = Class::ALL;

/// Monster flag `IM_ACID` (`rr_project_monster_state.flags`): immune to acid (1/9 damage).
pub const RR_MON_IM_ACID: u64 = 0x1;
/// Monster flag `IM_ELEC`: immune to lightning (1/9; plasma (f)/(g); storm 1/2).
pub const RR_MON_IM_ELEC: u64 = 0x2;
/// Monster flag `IM_FIRE`: immune to fire (1/9; plasma (f)/(g)).
pub const RR_MON_IM_FIRE: u64 = 0x4;
/// Monster flag `IM_COLD`: immune to cold (1/9; ice's stun (d) does not apply).
pub const RR_MON_IM_COLD: u64 = 0x8;
/// Monster flag `IM_POIS`: immune to poison (1/9).
pub const RR_MON_IM_POIS: u64 = 0x10;
/// Monster flag `RES_PLAS`: resists plasma ((e); "not actually possessed by any monsters").
pub const RR_MON_RES_PLAS: u64 = 0x20;
/// Monster flag `BRTH_PLAS`: breathes plasma ((e)).
pub const RR_MON_BRTH_PLAS: u64 = 0x40;
/// Monster flag `HURT_LITE`: hurt by light (3/2 from `GF_LITE`; the only ones `GF_LITE_WEAK` hurts; (M), (N)).
pub const RR_MON_HURT_LITE: u64 = 0x80;
/// Monster flag `BRTH_LITE`: breathes light ((e)).
pub const RR_MON_BRTH_LITE: u64 = 0x100;
/// Monster flag `BRTH_DARK`: breathes darkness ((e)).
pub const RR_MON_BRTH_DARK: u64 = 0x200;
/// Monster flag `MORGUL_MAGIC`: uses Morgul magic ((g) against darkness).
pub const RR_MON_MORGUL_MAGIC: u64 = 0x400;
/// Monster flag `ORC`: an orc ((g) against darkness).
pub const RR_MON_ORC: u64 = 0x800;
/// Monster flag `BRTH_CONFU`: breathes confusion ((e); immune to confusion, final note iv).
pub const RR_MON_BRTH_CONFU: u64 = 0x1000;
/// Monster flag `NO_CONF`: cannot be confused ((g) against `GF_CONFUSION`; final note iv; (C)).
pub const RR_MON_NO_CONF: u64 = 0x2000;
/// Monster flag `BRTH_SOUND`: breathes sound ((e); immune to stunning, final note iii).
pub const RR_MON_BRTH_SOUND: u64 = 0x4000;
/// Monster flag `BRTH_SHARD`: breathes shards ((e)).
pub const RR_MON_BRTH_SHARD: u64 = 0x8000;
/// Monster flag `BRTH_INER`: breathes inertia ((e)).
pub const RR_MON_BRTH_INER: u64 = 0x1_0000;
/// Monster flag `BRTH_GRAV`: breathes gravity ((e); not teleported by (j) or (q)).
pub const RR_MON_BRTH_GRAV: u64 = 0x2_0000;
/// Monster flag `BRTH_FORCE`: breathes force ((e); not thrust by (l); immune to stunning, final note iii).
pub const RR_MON_BRTH_FORCE: u64 = 0x4_0000;
/// Monster flag `RES_WATER`: resists water (immune to `GF_WATER` and `GF_STORM`).
pub const RR_MON_RES_WATER: u64 = 0x8_0000;
/// Monster flag `RES_NEXU`: resists nexus ((e); still teleported by (s), RULINGS P10).
pub const RR_MON_RES_NEXU: u64 = 0x10_0000;
/// Monster flag `BRTH_NEXUS`: breathes nexus ((e); not teleported by (s)).
pub const RR_MON_BRTH_NEXUS: u64 = 0x20_0000;
/// Monster flag `UNDEAD`: undead.
pub const RR_MON_UNDEAD: u64 = 0x40_0000;
/// Monster flag `RES_NETH`: resists nether ((e)).
pub const RR_MON_RES_NETH: u64 = 0x80_0000;
/// Monster flag `BRTH_NETHR`: breathes nether ((e)).
pub const RR_MON_BRTH_NETHR: u64 = 0x100_0000;
/// Monster flag `EVIL`: evil.
pub const RR_MON_EVIL: u64 = 0x200_0000;
/// Monster flag `BRTH_CHAOS`: breathes chaos ((e); immune to confusion, final note iv).
pub const RR_MON_BRTH_CHAOS: u64 = 0x400_0000;
/// Monster flag `RES_DISE`: resists disenchantment ((e)).
pub const RR_MON_RES_DISE: u64 = 0x800_0000;
/// Monster flag `BRTH_DISE`: breathes disenchantment ((e)).
pub const RR_MON_BRTH_DISE: u64 = 0x1000_0000;
/// Monster flag `BRTH_TIME`: breathes time ((e)).
pub const RR_MON_BRTH_TIME: u64 = 0x2000_0000;
/// Monster flag `DEMON`: a demon.
pub const RR_MON_DEMON: u64 = 0x4000_0000;
/// Monster flag `DRAGON`: a dragon.
pub const RR_MON_DRAGON: u64 = 0x8000_0000;
/// Monster flag `HURT_ROCK`: hurt by rock remover (the only ones `GF_KILL_WALL` hurts).
pub const RR_MON_HURT_ROCK: u64 = 0x1_0000_0000;
/// Monster flag `NO_SLEEP`: cannot be slept ((B)).
pub const RR_MON_NO_SLEEP: u64 = 0x2_0000_0000;
/// Monster flag `NO_FEAR`: cannot be frightened ((I)-(K); (M) and (N) frighten it anyway).
pub const RR_MON_NO_FEAR: u64 = 0x4_0000_0000;

/// Object class (`rr_project_object_input.object_class`): arrows (hate acid and fire).
pub const RR_OBJ_ARROW: u32 = 0;
/// Object class: crossbow bolts (hate acid).
pub const RR_OBJ_BOLT: u32 = 1;
/// Object class: sling shots ("cannot be affected by acid").
pub const RR_OBJ_SHOT: u32 = 2;
/// Object class: bows (hate acid and fire; RULINGS P13).
pub const RR_OBJ_BOW: u32 = 3;
/// Object class: crossbows (hate acid and fire; RULINGS P13).
pub const RR_OBJ_CROSSBOW: u32 = 4;
/// Object class: slings (hate nothing; RULINGS P13).
pub const RR_OBJ_SLING: u32 = 5;
/// Object class: swords (hate acid; "cannot be affected by fire").
pub const RR_OBJ_SWORD: u32 = 6;
/// Object class: hafted weapons (hate acid and fire).
pub const RR_OBJ_HAFTED: u32 = 7;
/// Object class: polearms (hate acid and fire).
pub const RR_OBJ_POLEARM: u32 = 8;
/// Object class: diggers ("cannot be affected by acid").
pub const RR_OBJ_DIGGER: u32 = 9;
/// Object class: helms (hate acid).
pub const RR_OBJ_HELM: u32 = 10;
/// Object class: crowns (hate acid).
pub const RR_OBJ_CROWN: u32 = 11;
/// Object class: shields (hate acid).
pub const RR_OBJ_SHIELD: u32 = 12;
/// Object class: boots (hate acid and fire).
pub const RR_OBJ_BOOTS: u32 = 13;
/// Object class: gloves (hate acid and fire).
pub const RR_OBJ_GLOVES: u32 = 14;
/// Object class: cloaks (hate acid and fire).
pub const RR_OBJ_CLOAK: u32 = 15;
/// Object class: soft armour (hates acid and fire).
pub const RR_OBJ_SOFT_ARMOR: u32 = 16;
/// Object class: hard armour (hates acid; "cannot be affected by fire").
pub const RR_OBJ_HARD_ARMOR: u32 = 17;
/// Object class: dragon scale mail (hates acid).
pub const RR_OBJ_DRAGON_ARMOR: u32 = 18;
/// Object class: staffs (hate acid and fire).
pub const RR_OBJ_STAFF: u32 = 19;
/// Object class: scrolls (hate acid and fire).
pub const RR_OBJ_SCROLL: u32 = 20;
/// Object class: skeletons (hate acid).
pub const RR_OBJ_SKELETON: u32 = 21;
/// Object class: bottles (hate acid and cold).
pub const RR_OBJ_BOTTLE: u32 = 22;
/// Object class: junk (hates acid).
pub const RR_OBJ_JUNK: u32 = 23;
/// Object class: rings (hate electricity).
pub const RR_OBJ_RING: u32 = 24;
/// Object class: amulets (hate nothing).
pub const RR_OBJ_AMULET: u32 = 25;
/// Object class: wands (hate electricity).
pub const RR_OBJ_WAND: u32 = 26;
/// Object class: rods (hate electricity).
pub const RR_OBJ_ROD: u32 = 27;
/// Object class: light sources (hate fire).
pub const RR_OBJ_LIGHT: u32 = 28;
/// Object class: spellbooks (hate fire; "cannot be affected by acid").
pub const RR_OBJ_SPELLBOOK: u32 = 29;
/// Object class: chests (hate fire; their traps go with `GF_KILL_TRAP`).
pub const RR_OBJ_CHEST: u32 = 30;
/// Object class: potions (hate cold).
pub const RR_OBJ_POTION: u32 = 31;
/// Object class: flasks of oil (hate cold).
pub const RR_OBJ_FLASK: u32 = 32;
/// Object class: food (hates nothing).
pub const RR_OBJ_FOOD: u32 = 33;
pub(crate) const OBJECT_CLASSES: [ObjectClass; 34] = [
    ObjectClass::Arrow,
    ObjectClass::Bolt,
    ObjectClass::Shot,
    ObjectClass::Bow,
    ObjectClass::Crossbow,
    ObjectClass::Sling,
    ObjectClass::Sword,
    ObjectClass::Hafted,
    ObjectClass::Polearm,
    ObjectClass::Digger,
    ObjectClass::Helm,
    ObjectClass::Crown,
    ObjectClass::Shield,
    ObjectClass::Boots,
    ObjectClass::Gloves,
    ObjectClass::Cloak,
    ObjectClass::SoftArmor,
    ObjectClass::HardArmor,
    ObjectClass::DragonArmor,
    ObjectClass::Staff,
    ObjectClass::Scroll,
    ObjectClass::Skeleton,
    ObjectClass::Bottle,
    ObjectClass::Junk,
    ObjectClass::Ring,
    ObjectClass::Amulet,
    ObjectClass::Wand,
    ObjectClass::Rod,
    ObjectClass::Light,
    ObjectClass::Spellbook,
    ObjectClass::Chest,
    ObjectClass::Potion,
    ObjectClass::Flask,
    ObjectClass::Food,
];

/// `TR3_IGNORE_ACID` (0x00010000 in Oangband 1.1.0's `flags3`;
/// `rr_project_object_input.flags`): the object ignores acid.
pub const RR_TR3_IGNORE_ACID: u32 = 0x0001_0000;
/// `TR3_IGNORE_ELEC` (0x00020000): the object ignores lightning.
pub const RR_TR3_IGNORE_ELEC: u32 = 0x0002_0000;
/// `TR3_IGNORE_FIRE` (0x00040000): the object ignores fire.
pub const RR_TR3_IGNORE_FIRE: u32 = 0x0004_0000;
/// `TR3_IGNORE_COLD` (0x00080000): the object ignores cold.
pub const RR_TR3_IGNORE_COLD: u32 = 0x0008_0000;
/// The four `TR3_IGNORE_*` bits: a game passes `flags3 & RR_TR3_IGNORE_MASK`
/// (any other bit is `RR_INVALID_ARGUMENT`).
pub const RR_TR3_IGNORE_MASK: u32 = 0x000F_0000;

/// Resist line condition (`rr_project_monster_outcome.resist_condition`: the Resist? cell): `IM_ACID`.
pub const RR_CONDITION_IM_ACID: u32 = 0;
/// Resist line condition: `IM_ELEC`.
pub const RR_CONDITION_IM_ELEC: u32 = 1;
/// Resist line condition: `IM_FIRE`.
pub const RR_CONDITION_IM_FIRE: u32 = 2;
/// Resist line condition: `IM_COLD`.
pub const RR_CONDITION_IM_COLD: u32 = 3;
/// Resist line condition: `IM_POIS`.
pub const RR_CONDITION_IM_POIS: u32 = 4;
/// Resist line condition: `BRTH_PLAS` or `RES_PLAS`.
pub const RR_CONDITION_PLASMA_RESISTANT: u32 = 5;
/// Resist line condition: Both `IM_FIRE` and `IM_ELEC`.
pub const RR_CONDITION_IM_FIRE_AND_ELEC: u32 = 6;
/// Resist line condition: Exactly one of `IM_FIRE` and `IM_ELEC`.
pub const RR_CONDITION_IM_FIRE_XOR_ELEC: u32 = 7;
/// Resist line condition: Lacking `HURT_LITE`.
pub const RR_CONDITION_NOT_HURT_LITE: u32 = 8;
/// Resist line condition: `BRTH_LITE`.
pub const RR_CONDITION_BRTH_LITE: u32 = 9;
/// Resist line condition: `HURT_LITE`.
pub const RR_CONDITION_HURT_LITE: u32 = 10;
/// Resist line condition: `BRTH_DARK`.
pub const RR_CONDITION_BRTH_DARK: u32 = 11;
/// Resist line condition: `MORGUL_MAGIC`.
pub const RR_CONDITION_MORGUL_MAGIC: u32 = 12;
/// Resist line condition: `ORC`.
pub const RR_CONDITION_ORC: u32 = 13;
/// Resist line condition: `BRTH_CONFU`.
pub const RR_CONDITION_BRTH_CONFU: u32 = 14;
/// Resist line condition: `NO_CONF`.
pub const RR_CONDITION_NO_CONF: u32 = 15;
/// Resist line condition: `BRTH_SOUND`.
pub const RR_CONDITION_BRTH_SOUND: u32 = 16;
/// Resist line condition: `BRTH_SHARD`.
pub const RR_CONDITION_BRTH_SHARD: u32 = 17;
/// Resist line condition: `BRTH_INER`.
pub const RR_CONDITION_BRTH_INER: u32 = 18;
/// Resist line condition: `BRTH_GRAV`.
pub const RR_CONDITION_BRTH_GRAV: u32 = 19;
/// Resist line condition: `BRTH_FORCE`.
pub const RR_CONDITION_BRTH_FORCE: u32 = 20;
/// Resist line condition: `RES_WATER`, or a name beginning with `Water` (note (m)).
pub const RR_CONDITION_WATER_RESISTANT: u32 = 21;
/// Resist line condition: `RES_NEXU`, `BRTH_NEXUS`, or a name beginning with `Nexus` (note (r)).
pub const RR_CONDITION_NEXUS_RESISTANT: u32 = 22;
/// Resist line condition: `UNDEAD`.
pub const RR_CONDITION_UNDEAD: u32 = 23;
/// Resist line condition: `RES_NETH` or `BRTH_NETHR`.
pub const RR_CONDITION_NETHER_RESISTANT: u32 = 24;
/// Resist line condition: `EVIL`.
pub const RR_CONDITION_EVIL: u32 = 25;
/// Resist line condition: `BRTH_CHAOS`.
pub const RR_CONDITION_BRTH_CHAOS: u32 = 26;
/// Resist line condition: `RES_DISE`, `BRTH_DISE`, or a name beginning with `Disen` (note (u)).
pub const RR_CONDITION_DISENCHANT_RESISTANT: u32 = 27;
/// Resist line condition: `BRTH_TIME`.
pub const RR_CONDITION_BRTH_TIME: u32 = 28;
/// Resist line condition: `UNDEAD`, `DEMON`, or shown as `E`, `g` or `v` (note (v)).
pub const RR_CONDITION_DRAIN_RESISTANT: u32 = 29;
/// Resist line condition: Lacking `HURT_ROCK`.
pub const RR_CONDITION_NOT_HURT_ROCK: u32 = 30;
/// Resist line condition: Lacking `UNDEAD`.
pub const RR_CONDITION_NOT_UNDEAD: u32 = 31;
/// Resist line condition: Lacking `EVIL`.
pub const RR_CONDITION_NOT_EVIL: u32 = 32;
/// Resist line condition: Lacking `DEMON`.
pub const RR_CONDITION_NOT_DEMON: u32 = 33;
/// Resist line condition: Lacking `DRAGON`.
pub const RR_CONDITION_NOT_DRAGON: u32 = 34;
/// Resist line condition: At least as many hit points as the damage (note (L); RULINGS P12: current HP >= damage).
pub const RR_CONDITION_HP_AT_LEAST_DAMAGE: u32 = 35;
pub(crate) const CONDITIONS: [Condition; 36] = [
    Condition::ImAcid,
    Condition::ImElec,
    Condition::ImFire,
    Condition::ImCold,
    Condition::ImPois,
    Condition::PlasmaResistant,
    Condition::ImFireAndElec,
    Condition::ImFireXorElec,
    Condition::NotHurtLite,
    Condition::BrthLite,
    Condition::HurtLite,
    Condition::BrthDark,
    Condition::MorgulMagic,
    Condition::Orc,
    Condition::BrthConfu,
    Condition::NoConf,
    Condition::BrthSound,
    Condition::BrthShard,
    Condition::BrthIner,
    Condition::BrthGrav,
    Condition::BrthForce,
    Condition::WaterResistant,
    Condition::NexusResistant,
    Condition::Undead,
    Condition::NetherResistant,
    Condition::Evil,
    Condition::BrthChaos,
    Condition::DisenchantResistant,
    Condition::BrthTime,
    Condition::DrainResistant,
    Condition::NotHurtRock,
    Condition::NotUndead,
    Condition::NotEvil,
    Condition::NotDemon,
    Condition::NotDragon,
    Condition::HpAtLeastDamage,
];
/// Resist line fraction (`rr_project_monster_outcome.resist_fraction`): `1/9` (`dam / 9`: the `IM_*` immunities).
pub const RR_FRACTION_NINTH: u32 = 0;
/// Resist line fraction: note (e): `3 * dam / k`, `k` in 14..=16.
pub const RR_FRACTION_E: u32 = 1;
/// Resist line fraction: note (f): `3 * dam / k`, `k` in 11..=13.
pub const RR_FRACTION_F: u32 = 2;
/// Resist line fraction: note (g): `3 * dam / k`, `k` in 5..=7.
pub const RR_FRACTION_G: u32 = 3;
/// Resist line fraction: `3/2` (a vulnerability).
pub const RR_FRACTION_THREE_HALVES: u32 = 4;
/// Resist line fraction: `2/3`.
pub const RR_FRACTION_TWO_THIRDS: u32 = 5;
/// Resist line fraction: `1/2`.
pub const RR_FRACTION_HALF: u32 = 6;
/// Resist line fraction: `0`: immune.
pub const RR_FRACTION_ZERO: u32 = 7;
/// Resist line fraction: immune by note (L) (the R D cell is blank).
pub const RR_FRACTION_NOTE_IMMUNE: u32 = 8;
pub(crate) const FRACTIONS: [Fraction; 9] = Fraction::ALL;

/// Resistance index (`rr_project_character.resist`): acid (Oangband's `P_RES_ACID`).
pub const RR_P_RES_ACID: u32 = 0;
/// Resistance index: lightning (`P_RES_ELEC`).
pub const RR_P_RES_ELEC: u32 = 1;
/// Resistance index: fire (`P_RES_FIRE`).
pub const RR_P_RES_FIRE: u32 = 2;
/// Resistance index: cold (`P_RES_COLD`).
pub const RR_P_RES_COLD: u32 = 3;
/// Resistance index: poison (`P_RES_POIS`; the percentage that reduces
/// `GF_POIS` damage, the poison counter following `pois_temp` and `pois_perm`).
pub const RR_P_RES_POIS: u32 = 4;
/// Resistance index: light (`P_RES_LITE`).
pub const RR_P_RES_LITE: u32 = 5;
/// Resistance index: darkness (`P_RES_DARK`).
pub const RR_P_RES_DARK: u32 = 6;
/// Resistance index: confusion (`P_RES_CONFU`).
pub const RR_P_RES_CONFU: u32 = 7;
/// Resistance index: sound (`P_RES_SOUND`).
pub const RR_P_RES_SOUND: u32 = 8;
/// Resistance index: shards (`P_RES_SHARD`).
pub const RR_P_RES_SHARD: u32 = 9;
/// Resistance index: nexus (`P_RES_NEXUS`).
pub const RR_P_RES_NEXUS: u32 = 10;
/// Resistance index: nether (`P_RES_NETHR`).
pub const RR_P_RES_NETHR: u32 = 11;
/// Resistance index: chaos (`P_RES_CHAOS`).
pub const RR_P_RES_CHAOS: u32 = 12;
/// Resistance index: disenchantment (`P_RES_DISEN`).
pub const RR_P_RES_DISEN: u32 = 13;
/// The number of resistances (`MAX_P_RES`).
pub const RR_P_RES_MAX: usize = 14;

/// Counter index (`rr_project_character.counters`, `rr_project_player_outcome.counters`,
/// `rr_project_player_counter_pmf`): stun.
pub const RR_PROJECT_COUNTER_STUN: u32 = 0;
/// Counter index: cuts.
pub const RR_PROJECT_COUNTER_CUT: u32 = 1;
/// Counter index: poison.
pub const RR_PROJECT_COUNTER_POISON: u32 = 2;
/// Counter index: confusion.
pub const RR_PROJECT_COUNTER_CONFUSION: u32 = 3;
/// Counter index: blindness.
pub const RR_PROJECT_COUNTER_BLIND: u32 = 4;
/// Counter index: fear.
pub const RR_PROJECT_COUNTER_FEAR: u32 = 5;
/// Counter index: hallucination.
pub const RR_PROJECT_COUNTER_HALLUCINATION: u32 = 6;
/// Counter index: slowness.
pub const RR_PROJECT_COUNTER_SLOW: u32 = 7;
/// Counter index: paralysis.
pub const RR_PROJECT_COUNTER_PARALYSIS: u32 = 8;
/// The number of counters.
pub const RR_PROJECT_COUNTERS: usize = 9;
pub(crate) const COUNTERS: [Counter; 9] = Counter::ALL;

/// Equipment slot index (`rr_project_character.equipment`, the slots of
/// `rr_project_player_outcome`): the wielded weapon (note (U) numbers its
/// slot draw 0..=7 in this order).
pub const RR_PROJECT_SLOT_WEAPON: u32 = 0;
/// Equipment slot: the bow.
pub const RR_PROJECT_SLOT_BOW: u32 = 1;
/// Equipment slot: body armour.
pub const RR_PROJECT_SLOT_BODY: u32 = 2;
/// Equipment slot: cloak.
pub const RR_PROJECT_SLOT_CLOAK: u32 = 3;
/// Equipment slot: shield (the only slot with `base_ac` and `on_back`).
pub const RR_PROJECT_SLOT_SHIELD: u32 = 4;
/// Equipment slot: helm.
pub const RR_PROJECT_SLOT_HEAD: u32 = 5;
/// Equipment slot: gloves.
pub const RR_PROJECT_SLOT_HANDS: u32 = 6;
/// Equipment slot: boots.
pub const RR_PROJECT_SLOT_FEET: u32 = 7;
/// The number of equipment slots.
pub const RR_PROJECT_SLOTS: usize = 8;
pub(crate) const SLOTS: [Slot; 8] = Slot::ALL;

/// Specialty bit (`rr_project_character.specialties`): Evasion (note (a), with
/// `evasion_pct`).
pub const RR_PROJECT_SPECIALTY_EVASION: u8 = 1 << 0;
/// Specialty bit: Enhance Magic (note (v)).
pub const RR_PROJECT_SPECIALTY_ENHANCE_MAGIC: u8 = 1 << 1;
/// Specialty bit: Shield Mastery (notes (i), (I): +3 to the shield's base AC).
pub const RR_PROJECT_SPECIALTY_SHIELD_MASTERY: u8 = 1 << 2;
/// Specialty bit: Armor Mastery (accepted; its effect is part of `base_ac`).
pub const RR_PROJECT_SPECIALTY_ARMOR_MASTERY: u8 = 1 << 3;
/// Specialty bit: Unlight (the terrain table's dark grids, with
/// `rr_project_player_input.dark`).
pub const RR_PROJECT_SPECIALTY_UNLIGHT: u8 = 1 << 4;

/// Player flag bit (`rr_project_character.flags`): hold life.
pub const RR_PROJECT_PLAYER_HOLD_LIFE: u8 = 1 << 0;
/// Player flag bit: free action.
pub const RR_PROJECT_PLAYER_FREE_ACTION: u8 = 1 << 1;
/// Player flag bit: feather fall.
pub const RR_PROJECT_PLAYER_FEATHER_FALL: u8 = 1 << 2;
/// Player flag bit: resist fear.
pub const RR_PROJECT_PLAYER_RESIST_FEAR: u8 = 1 << 3;
/// Player flag bit: resist blindness.
pub const RR_PROJECT_PLAYER_RESIST_BLIND: u8 = 1 << 4;

/// The most temporary magical effects a character may list
/// (`rr_project_character.temp_effects`; note (Y)).
pub const RR_PROJECT_MAX_TEMP_EFFECTS: u32 = 32;

/// Why nothing happened (`rr_project_player_outcome.avoided`): it was not
/// avoided.
pub const RR_PROJECT_AVOIDED_NONE: u32 = 0;
/// Avoided: the terrain (rubble's 1 in 10, trees' 1 in 8 for rangers and
/// druids).
pub const RR_PROJECT_AVOIDED_TERRAIN: u32 = 1;
/// Avoided: the Evasion specialty (note (a)).
pub const RR_PROJECT_AVOIDED_EVASION: u32 = 2;
/// Avoided: dodged (notes (b), (k)).
pub const RR_PROJECT_AVOIDED_DODGE: u32 = 3;
/// Avoided: a shot glanced off the armour (note (e)).
pub const RR_PROJECT_AVOIDED_GLANCE: u32 = 4;
/// Avoided: an arrow missed or glanced off the armour (note (i)).
pub const RR_PROJECT_AVOIDED_MISS: u32 = 5;
/// Avoided: an arrow deflected by the shield (note (i)).
pub const RR_PROJECT_AVOIDED_SHIELD: u32 = 6;
/// The avoidances after `RR_PROJECT_AVOIDED_NONE`, in code order (code = index + 1).
pub(crate) const AVOIDANCES: [Avoided; 6] =
    [Avoided::Terrain, Avoided::Evasion, Avoided::Dodge, Avoided::Glance, Avoided::Miss, Avoided::Shield];
