//! The `GF_*` damage types of seed 000 (`DAMAGE TYPES--Effects on Monsters,
//! Terrain, and Items`), with Oangband 1.1.0's codes.

use crate::{UnknownName, normalise};
use std::fmt;
use std::str::FromStr;

macro_rules! gf_types {
    ($($(#[$doc:meta])* $variant:ident = $code:literal, $upper:literal, $lower:literal;)*) => {
        /// A damage type (`GF_*`): every type named in seed 000's monster, object
        /// and player tables, numbered as Oangband 1.1.0 numbers it
        /// (`#[repr(u8)]`; [`Gf::code`], [`Gf::from_code`]).
        ///
        /// Parsed case-insensitively from the seed's spelling (`GF_FIRE`), without the
        /// prefix (`FIRE`, `fire`), with `-`, `_` and ` ` interchangeable
        /// (`lite-weak`, `old poly`); the player table's `GF_LIGHT` (and `light`,
        /// `light_weak`) name [`Gf::Lite`] ([`Gf::LiteWeak`]). Displayed as the seed
        /// spells it (`GF_FIRE`); serialized (feature `serde`) as the lowercase
        /// name (`"fire"`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Gf {
            $($(#[$doc])* $variant = $code,)*
        }

        impl Gf {
            /// Every damage type, in order of code.
            pub const ALL: &'static [Gf] = &[$(Gf::$variant,)*];

            /// Oangband 1.1.0's number for this type.
            pub const fn code(self) -> u8 {
                self as u8
            }

            /// The type with Oangband 1.1.0's number `code`, if there is one.
            #[inline]
            pub const fn from_code(code: u8) -> Option<Gf> {
                match code {
                    $($code => Some(Gf::$variant),)*
                    _ => None,
                }
            }

            /// The name as the seed spells it: `GF_FIRE`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Gf::$variant => concat!("GF_", $upper),)*
                }
            }

            /// The lowercase name without the prefix (`fire`), as serialized.
            pub const fn key(self) -> &'static str {
                match self {
                    $(Gf::$variant => $lower,)*
                }
            }

            fn from_bare(upper: &str) -> Option<Gf> {
                match upper {
                    $($upper => Some(Gf::$variant),)*
                    "LIGHT" => Some(Gf::Lite),
                    "LIGHT_WEAK" => Some(Gf::LiteWeak),
                    _ => None,
                }
            }
        }
    };
}

gf_types! {
    /// Boulders (monster table note (a), (b)).
    Rock = 1, "ROCK", "rock";
    /// Shots (sling bullets).
    Shot = 2, "SHOT", "shot";
    /// Arrows (grouped with `GF_SHOT` in the monster table, RULINGS P1).
    Arrow = 3, "ARROW", "arrow";
    /// Missiles (grouped with `GF_SHOT`, RULINGS P1).
    Missile = 4, "MISSILE", "missile";
    /// Poisoned missiles (grouped with `GF_SHOT`, RULINGS P1).
    Pmissile = 5, "PMISSILE", "pmissile";
    /// Whips (the player table only).
    Whip = 6, "WHIP", "whip";
    /// Acid.
    Acid = 8, "ACID", "acid";
    /// Lightning.
    Elec = 9, "ELEC", "elec";
    /// Fire.
    Fire = 10, "FIRE", "fire";
    /// Frost.
    Cold = 11, "COLD", "cold";
    /// Poison.
    Pois = 12, "POIS", "pois";
    /// Plasma.
    Plasma = 13, "PLASMA", "plasma";
    /// Hellfire (grouped with `GF_FIRE` in the monster table, RULINGS P1).
    Hellfire = 14, "HELLFIRE", "hellfire";
    /// Ice.
    Ice = 15, "ICE", "ice";
    /// Weak light (light that only hurts light-sensitive monsters).
    LiteWeak = 20, "LITE_WEAK", "lite_weak";
    /// Light (the player table's `GF_LIGHT`).
    Lite = 21, "LITE", "lite";
    /// Darkness.
    Dark = 24, "DARK", "dark";
    /// Morgul darkness (grouped with `GF_DARK` in the monster table, RULINGS P1).
    MorgulDark = 25, "MORGUL_DARK", "morgul_dark";
    /// Confusion.
    Confusion = 26, "CONFUSION", "confusion";
    /// Sound.
    Sound = 27, "SOUND", "sound";
    /// Shards.
    Shard = 28, "SHARD", "shard";
    /// Inertia.
    Inertia = 29, "INERTIA", "inertia";
    /// Gravity.
    Gravity = 30, "GRAVITY", "gravity";
    /// Force.
    Force = 31, "FORCE", "force";
    /// Water.
    Water = 32, "WATER", "water";
    /// Storm.
    Storm = 33, "STORM", "storm";
    /// Nexus.
    Nexus = 36, "NEXUS", "nexus";
    /// Nether.
    Nether = 37, "NETHER", "nether";
    /// Chaos.
    Chaos = 38, "CHAOS", "chaos";
    /// Disenchantment.
    Disenchant = 39, "DISENCHANT", "disenchant";
    /// Time.
    Time = 40, "TIME", "time";
    /// Mana.
    Mana = 43, "MANA", "mana";
    /// Holy orb.
    HolyOrb = 44, "HOLY_ORB", "holy_orb";
    /// Meteor.
    Meteor = 45, "METEOR", "meteor";
    /// Spirit.
    Spirit = 46, "SPIRIT", "spirit";
    /// Stone to mud.
    KillWall = 50, "KILL_WALL", "kill_wall";
    /// Trap destruction (the object table: traps on chests).
    KillTrap = 52, "KILL_TRAP", "kill_trap";
    /// Hold monster (note (D)).
    Hold = 59, "HOLD", "hold";
    /// Hold undead (note (E)).
    HoldUndead = 60, "HOLD_UNDEAD", "hold_undead";
    /// Teleport undead away (note (F)).
    AwayUndead = 61, "AWAY_UNDEAD", "away_undead";
    /// Teleport evil away (note (G)).
    AwayEvil = 62, "AWAY_EVIL", "away_evil";
    /// Teleport any monster away (note (H)).
    AwayAll = 63, "AWAY_ALL", "away_all";
    /// Turn undead (note (I)).
    TurnUndead = 64, "TURN_UNDEAD", "turn_undead";
    /// Turn evil (note (J)).
    TurnEvil = 65, "TURN_EVIL", "turn_evil";
    /// Turn any monster (note (K)).
    TurnAll = 66, "TURN_ALL", "turn_all";
    /// Dispel undead.
    DispUndead = 67, "DISP_UNDEAD", "disp_undead";
    /// Dispel evil.
    DispEvil = 68, "DISP_EVIL", "disp_evil";
    /// Dispel non-evil.
    DispNotEvil = 69, "DISP_NOT_EVIL", "disp_not_evil";
    /// Dispel demons.
    DispDemon = 70, "DISP_DEMON", "disp_demon";
    /// Dispel dragons.
    DispDragon = 71, "DISP_DRAGON", "disp_dragon";
    /// Dispel all.
    DispAll = 72, "DISP_ALL", "disp_all";
    /// Dispel small monsters (note (L)).
    DispSmallAll = 73, "DISP_SMALL_ALL", "disp_small_all";
    /// Clone monster (note (x)).
    OldClone = 74, "OLD_CLONE", "old_clone";
    /// Polymorph (note (w)).
    OldPoly = 75, "OLD_POLY", "old_poly";
    /// Heal monster (note (y)).
    OldHeal = 76, "OLD_HEAL", "old_heal";
    /// Haste monster (note (z)).
    OldSpeed = 77, "OLD_SPEED", "old_speed";
    /// Slow monster (note (A)).
    OldSlow = 78, "OLD_SLOW", "old_slow";
    /// Confuse monster (note (C)).
    OldConf = 79, "OLD_CONF", "old_conf";
    /// Sleep monster (note (B)).
    OldSleep = 80, "OLD_SLEEP", "old_sleep";
    /// Drain life.
    OldDrain = 81, "OLD_DRAIN", "old_drain";
}

impl fmt::Display for Gf {
    /// The seed's spelling: `GF_FIRE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Gf {
    type Err = UnknownName;

    /// `GF_FIRE`, `FIRE`, `fire`, `Gf-Fire` ...; `light` for [`Gf::Lite`].
    fn from_str(s: &str) -> Result<Gf, UnknownName> {
        Gf::from_bare(&normalise(s, "GF_")).ok_or_else(|| UnknownName {
            what: "damage type",
            input: s.to_owned(),
            expected: format!(
                "one of {} (case-insensitive, with or without GF_, '-', '_' or ' ' alike; \
                 GF_LIGHT and GF_LIGHT_WEAK name GF_LITE and GF_LITE_WEAK)",
                Gf::ALL.iter().map(|g| g.name()).collect::<Vec<_>>().join(", ")
            ),
        })
    }
}

impl TryFrom<u8> for Gf {
    type Error = u8;

    /// [`Gf::from_code`], giving back the code when it names no type.
    fn try_from(code: u8) -> Result<Gf, u8> {
        Gf::from_code(code).ok_or(code)
    }
}

impl From<Gf> for u8 {
    fn from(g: Gf) -> u8 {
        g.code()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Gf {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

crate::deserialize_by_name!(Gf);
