//! Slays and brands against monster flags (seed 003, damage step 2; missile step 5;
//! RULINGS M7).

use bitflags::bitflags;

bitflags! {
    /// A weapon's or missile's slays and brands (seed 003, damage step 2).
    ///
    /// In JSON (feature `serde`): the long names joined by ` | `, as serialized
    /// (`"SLAY_EVIL | BRAND_FIRE"`, `""` for none); read in any case, with `|`,
    /// `,` or spaces between names, or as a list (`["slay_evil", "brand-fire"]`).
    ///
    /// Only the highest applicable multiplier counts ([`Slays::multiplier`]).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct Slays: u16 {
        /// Flame Tongue: x3 unless the monster resists fire.
        const BRAND_FIRE = 1 << 0;
        /// Frost Brand: x3 unless the monster resists cold.
        const BRAND_COLD = 1 << 1;
        /// Acid Brand: x3 unless the monster resists acid.
        const BRAND_ACID = 1 << 2;
        /// Lightning Brand: x3 unless the monster resists lightning.
        const BRAND_ELEC = 1 << 3;
        /// Slay Animal: x2 against natural creatures.
        const SLAY_ANIMAL = 1 << 4;
        /// Slay Demon: x3 against demons.
        const SLAY_DEMON = 1 << 5;
        /// Slay Dragon: x3 against dragons.
        const SLAY_DRAGON = 1 << 6;
        /// Slay Evil: x2 against evil monsters.
        const SLAY_EVIL = 1 << 7;
        /// Execute Dragon: x5 against dragons.
        const KILL_DRAGON = 1 << 8;
        /// Slay Giant: x3 against giants.
        const SLAY_GIANT = 1 << 9;
        /// Slay Orc: x3 against orcs.
        const SLAY_ORC = 1 << 10;
        /// Slay Troll: x3 against trolls.
        const SLAY_TROLL = 1 << 11;
        /// Slay Undead: x3 against undead.
        const SLAY_UNDEAD = 1 << 12;
    }
}

bitflags! {
    /// What a monster is and what it resists, as far as slays and brands care
    /// (seed 003, damage step 2).
    ///
    /// In JSON, as [`Slays`]: `"EVIL | ORC"`, or `["evil", "orc"]`, any case.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct MonsterFlags: u16 {
        /// A natural creature (Slay Animal).
        const ANIMAL = 1 << 0;
        /// A demon.
        const DEMON = 1 << 1;
        /// A dragon.
        const DRAGON = 1 << 2;
        /// Evil.
        const EVIL = 1 << 3;
        /// A giant.
        const GIANT = 1 << 4;
        /// An orc.
        const ORC = 1 << 5;
        /// A troll.
        const TROLL = 1 << 6;
        /// Undead.
        const UNDEAD = 1 << 7;
        /// Resists fire (no Flame Tongue bonus).
        const IM_FIRE = 1 << 8;
        /// Resists cold (no Frost Brand bonus).
        const IM_COLD = 1 << 9;
        /// Resists acid (no Acid Brand bonus).
        const IM_ACID = 1 << 10;
        /// Resists lightning (no Lightning Brand bonus).
        const IM_ELEC = 1 << 11;
    }
}

/// Flag sets read from JSON by name: the flags' own names (`SLAY_EVIL`) in any
/// case, with `-`, `_` or a space within a name ([`roguerules_vocab::name::same_name`]),
/// as one string separated by `|`, `,` or spaces (the serialized form,
/// `"EVIL | ORC"`) or as a list of names.
#[cfg(feature = "serde")]
pub(crate) mod flag_names {
    use bitflags::Flags;
    use serde::de::{Error, SeqAccess, Visitor};
    use std::fmt;
    use std::marker::PhantomData;

    /// The flag named `name`, or an error listing the names.
    fn one<F: Flags + Copy>(name: &str, what: &str) -> Result<F, String> {
        F::FLAGS.iter().find(|f| roguerules_vocab::name::same_name(name, f.name())).map(|f| *f.value()).ok_or_else(
            || {
                let all: Vec<&str> = F::FLAGS.iter().map(|f| f.name()).collect();
                format!("unknown {what} '{name}': expected names among {} (any case)", all.join(", "))
            },
        )
    }

    /// A set from names separated by `|`, `,` or spaces (empty: no flag).
    fn list<F: Flags + Copy>(s: &str, what: &str) -> Result<F, String> {
        let mut set = F::empty();
        for name in s.split(['|', ',']).flat_map(str::split_whitespace) {
            set.insert(one::<F>(name, what)?);
        }
        Ok(set)
    }

    /// Deserializes a flag set (see the module).
    pub(crate) fn deserialize<'de, F: Flags + Copy, D: serde::Deserializer<'de>>(
        d: D,
        what: &'static str,
    ) -> Result<F, D::Error> {
        struct V<F>(&'static str, PhantomData<F>);
        impl<'de, F: Flags + Copy> Visitor<'de> for V<F> {
            type Value = F;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{} names: one string (\"A | B\") or a list", self.0)
            }
            fn visit_str<E: Error>(self, s: &str) -> Result<F, E> {
                list(s, self.0).map_err(E::custom)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<F, A::Error> {
                let mut set = F::empty();
                while let Some(name) = seq.next_element::<String>()? {
                    set.insert(one::<F>(&name, self.0).map_err(A::Error::custom)?);
                }
                Ok(set)
            }
        }
        d.deserialize_any(V(what, PhantomData))
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Slays {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Slays, D::Error> {
        flag_names::deserialize(d, "slay or brand")
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for MonsterFlags {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MonsterFlags, D::Error> {
        flag_names::deserialize(d, "monster flag")
    }
}

/// Short names that match [`MonsterFlags`]: `Slays::TROLL` is the slay that
/// applies to a `MonsterFlags::TROLL` monster, `Slays::FIRE` the brand a
/// `MonsterFlags::IM_FIRE` monster resists (issue 13: one name for one thing across
/// the two types).
///
/// They are the same bits as the long names (`SLAY_TROLL`, `BRAND_FIRE`), which
/// stay the flags' own names: the ones `Display`, `from_name` and serde use, and
/// the game's. Execute Dragon has no short name (`DRAGON` is Slay Dragon); it is
/// `KILL_DRAGON` either way.
///
/// ```
/// use roguerules_melee::angband::{MonsterFlags, Slays};
///
/// assert_eq!(Slays::TROLL, Slays::SLAY_TROLL);
/// assert_eq!(Slays::TROLL.multiplier(MonsterFlags::TROLL), 3);
/// assert_eq!(Slays::FIRE.multiplier(MonsterFlags::IM_FIRE), 1);
/// ```
impl Slays {
    /// Slay Animal ([`Slays::SLAY_ANIMAL`]), against [`MonsterFlags::ANIMAL`].
    pub const ANIMAL: Slays = Slays::SLAY_ANIMAL;
    /// Slay Demon ([`Slays::SLAY_DEMON`]), against [`MonsterFlags::DEMON`].
    pub const DEMON: Slays = Slays::SLAY_DEMON;
    /// Slay Dragon ([`Slays::SLAY_DRAGON`]), against [`MonsterFlags::DRAGON`].
    pub const DRAGON: Slays = Slays::SLAY_DRAGON;
    /// Slay Evil ([`Slays::SLAY_EVIL`]), against [`MonsterFlags::EVIL`].
    pub const EVIL: Slays = Slays::SLAY_EVIL;
    /// Slay Giant ([`Slays::SLAY_GIANT`]), against [`MonsterFlags::GIANT`].
    pub const GIANT: Slays = Slays::SLAY_GIANT;
    /// Slay Orc ([`Slays::SLAY_ORC`]), against [`MonsterFlags::ORC`].
    pub const ORC: Slays = Slays::SLAY_ORC;
    /// Slay Troll ([`Slays::SLAY_TROLL`]), against [`MonsterFlags::TROLL`].
    pub const TROLL: Slays = Slays::SLAY_TROLL;
    /// Slay Undead ([`Slays::SLAY_UNDEAD`]), against [`MonsterFlags::UNDEAD`].
    pub const UNDEAD: Slays = Slays::SLAY_UNDEAD;
    /// Flame Tongue ([`Slays::BRAND_FIRE`]); [`MonsterFlags::IM_FIRE`] resists it.
    pub const FIRE: Slays = Slays::BRAND_FIRE;
    /// Frost Brand ([`Slays::BRAND_COLD`]); [`MonsterFlags::IM_COLD`] resists it.
    pub const COLD: Slays = Slays::BRAND_COLD;
    /// Acid Brand ([`Slays::BRAND_ACID`]); [`MonsterFlags::IM_ACID`] resists it.
    pub const ACID: Slays = Slays::BRAND_ACID;
    /// Lightning Brand ([`Slays::BRAND_ELEC`]); [`MonsterFlags::IM_ELEC`] resists it.
    pub const ELEC: Slays = Slays::BRAND_ELEC;
}

/// The seed's slay table: (power, multiplier, applies when the monster has these
/// flags, or — for brands — lacks this immunity).
const TABLE: [(Slays, i64, MonsterFlags, bool); 13] = [
    (Slays::BRAND_FIRE, 3, MonsterFlags::IM_FIRE, true),
    (Slays::BRAND_COLD, 3, MonsterFlags::IM_COLD, true),
    (Slays::BRAND_ACID, 3, MonsterFlags::IM_ACID, true),
    (Slays::BRAND_ELEC, 3, MonsterFlags::IM_ELEC, true),
    (Slays::SLAY_ANIMAL, 2, MonsterFlags::ANIMAL, false),
    (Slays::SLAY_DEMON, 3, MonsterFlags::DEMON, false),
    (Slays::SLAY_DRAGON, 3, MonsterFlags::DRAGON, false),
    (Slays::SLAY_EVIL, 2, MonsterFlags::EVIL, false),
    (Slays::KILL_DRAGON, 5, MonsterFlags::DRAGON, false),
    (Slays::SLAY_GIANT, 3, MonsterFlags::GIANT, false),
    (Slays::SLAY_ORC, 3, MonsterFlags::ORC, false),
    (Slays::SLAY_TROLL, 3, MonsterFlags::TROLL, false),
    (Slays::SLAY_UNDEAD, 3, MonsterFlags::UNDEAD, false),
];

/// The x3 slays and brands.
const TIMES_THREE: Slays = Slays::BRAND_FIRE
    .union(Slays::BRAND_COLD)
    .union(Slays::BRAND_ACID)
    .union(Slays::BRAND_ELEC)
    .union(Slays::SLAY_DEMON)
    .union(Slays::SLAY_DRAGON)
    .union(Slays::SLAY_GIANT)
    .union(Slays::SLAY_ORC)
    .union(Slays::SLAY_TROLL)
    .union(Slays::SLAY_UNDEAD);

impl MonsterFlags {
    /// The slays and brands that apply against a monster with these flags: each
    /// brand unless the monster resists its element, each slay when the monster is
    /// of its kind (seed 003, damage step 2).
    pub const fn vulnerable_to(self) -> Slays {
        let f = self.bits();
        // Brands (bits 0..=3) apply where the immunities (bits 8..=11) are absent.
        let mut s = !(f >> 8) & 0x000f;
        // Animal, demon, dragon, evil (bits 0..=3) -> slay bits 4..=7.
        s |= (f & 0x000f) << 4;
        // Giant, orc, troll, undead (bits 4..=7) -> slay bits 9..=12.
        s |= (f & 0x00f0) << 5;
        if f & MonsterFlags::DRAGON.bits() != 0 {
            s |= Slays::KILL_DRAGON.bits();
        }
        Slays::from_bits_truncate(s)
    }
}

impl Slays {
    /// The highest applicable multiplier against a monster with `flags` (1 when
    /// none applies). Seed 003, damage step 2: "only the highest multiplier is
    /// used"; brands apply when the monster does not resist their element.
    ///
    /// # Example
    ///
    /// ```
    /// use roguerules_melee::angband::{MonsterFlags, Slays};
    ///
    /// let w = Slays::SLAY_EVIL | Slays::BRAND_FIRE;
    /// assert_eq!(w.multiplier(MonsterFlags::EVIL), 3);
    /// assert_eq!(w.multiplier(MonsterFlags::EVIL | MonsterFlags::IM_FIRE), 2);
    /// assert_eq!(Slays::empty().multiplier(MonsterFlags::all()), 1);
    /// ```
    #[inline(always)]
    pub const fn multiplier(self, flags: MonsterFlags) -> i64 {
        // Most weapons have none: no need to read the monster.
        if self.is_empty() {
            return 1;
        }
        let hit = self.intersection(flags.vulnerable_to());
        if hit.is_empty() {
            1
        } else if hit.contains(Slays::KILL_DRAGON) {
            5
        } else if hit.intersects(TIMES_THREE) {
            3
        } else {
            2
        }
    }

    /// The seed's table read row by row (a reference for [`Slays::multiplier`]).
    pub fn multiplier_by_table(self, flags: MonsterFlags) -> i64 {
        let mut best = 1;
        for (power, mult, monster, is_brand) in TABLE {
            if !self.contains(power) {
                continue;
            }
            let applies = if is_brand { !flags.contains(monster) } else { flags.contains(monster) };
            if applies && mult > best {
                best = mult;
            }
        }
        best
    }
}
