//! Names on the command line (classes, kinds, types, slays, ...), one rule for
//! every option: case does not matter, and `-`, `_`, a space (or `/`) between
//! words are the same (`magic-user`, `Magic_User`, `"magic user"`). `--help`
//! and the error for an unknown name list the accepted names.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsStr;

/// A name in its comparable form: lowercase, words joined by `-`.
pub fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split(|c: char| c == '-' || c == '_' || c == '/' || c.is_whitespace()).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push('-');
        }
        out.push_str(&word.to_lowercase());
    }
    out
}

/// A table of names for one option: each value under its canonical name (shown
/// in `--help`) and any aliases.
#[derive(Clone)]
pub struct Names<T: Clone + Send + Sync + 'static> {
    entries: Vec<(String, T, bool)>,
}

impl<T: Clone + Send + Sync + 'static> Names<T> {
    /// Values under their canonical names (normalized here).
    pub fn new<S: AsRef<str>>(entries: impl IntoIterator<Item = (S, T)>) -> Self {
        Names { entries: entries.into_iter().map(|(n, v)| (normalize(n.as_ref()), v, true)).collect() }
    }

    /// Adds names that are accepted but not listed.
    pub fn alias<S: AsRef<str>>(mut self, aliases: impl IntoIterator<Item = (S, T)>) -> Self {
        self.entries.extend(aliases.into_iter().map(|(n, v)| (normalize(n.as_ref()), v, false)));
        self
    }

    /// The value of a name, if known.
    pub fn find(&self, name: &str) -> Option<T> {
        let want = normalize(name);
        self.entries.iter().find(|(n, _, _)| *n == want).map(|(_, v, _)| v.clone())
    }

    /// The canonical names, in order.
    pub fn listed(&self) -> Vec<String> {
        self.entries.iter().filter(|(_, _, listed)| *listed).map(|(n, _, _)| n.clone()).collect()
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Names<T> {
    type Value = T;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        if let Some(v) = self.find(&text) {
            return Ok(v);
        }
        let mut err = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
        let shown = arg.map_or_else(|| "...".to_owned(), ToString::to_string);
        err.insert(ContextKind::InvalidArg, ContextValue::String(shown));
        err.insert(ContextKind::InvalidValue, ContextValue::String(text.into_owned()));
        err.insert(ContextKind::ValidValue, ContextValue::Strings(self.listed()));
        Err(err)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.listed().into_iter().map(PossibleValue::new)))
    }
}

impl<T: Clone + PartialEq + Send + Sync + 'static> Names<T> {
    /// The canonical name of a value (its first listed name).
    pub fn name_of(&self, value: &T) -> Option<String> {
        self.entries.iter().find(|(_, v, listed)| *listed && v == value).map(|(n, _, _)| n.clone())
    }

    /// Refuses a list that names one item twice (`--flags free-action,free-action`),
    /// naming the flag and the item (issue 24: a duplicate entry cannot be meant).
    pub fn refuse_repeats(&self, flag: &str, items: &[T]) -> Result<(), crate::output::CliError> {
        for (i, item) in items.iter().enumerate() {
            if items[..i].contains(item) {
                let name = self.name_of(item).unwrap_or_else(|| "an item".to_owned());
                return Err(crate::output::bad_value(flag, format!("{name} is given twice")));
            }
        }
        Ok(())
    }
}

/// Refuses a `NAME:VALUE` list that names one item twice (`--counter poison:1,poison:2`).
pub fn refuse_repeated_keys<K: PartialEq, V>(
    flag: &str,
    items: &[(K, V)],
    name: impl Fn(&K) -> String,
) -> Result<(), crate::output::CliError> {
    for (i, (key, _)) in items.iter().enumerate() {
        if items[..i].iter().any(|(k, _)| k == key) {
            return Err(crate::output::bad_value(flag, format!("{} is given twice", name(key))));
        }
    }
    Ok(())
}

/// A `NAME:VALUE` parser: the name from `names`, the value a whole number in
/// `lo..=hi` (`--counter poison:10`).
pub fn name_value<T: Clone + Send + Sync + 'static>(
    names: Names<T>,
    lo: i64,
    hi: i64,
) -> impl Fn(&str) -> Result<(T, i64), String> + Clone + Send + Sync + 'static {
    move |s: &str| {
        let (name, value) =
            s.split_once(':').ok_or_else(|| format!("'{s}' is not NAME:VALUE (e.g. {}:10)", names.listed()[0]))?;
        let key =
            names.find(name).ok_or_else(|| format!("unknown name '{name}'; names: {}", names.listed().join(", ")))?;
        let v: i64 = value.trim().parse().map_err(|_| format!("'{value}' is not a whole number"))?;
        if !(lo..=hi).contains(&v) {
            return Err(format!("{name}: {v} is not in {lo}..={hi}"));
        }
        Ok((key, v))
    }
}

/// The parsers of every named option, built from the libraries' own lists.
pub mod of {
    use super::Names;

    /// Angband classes.
    pub fn angband_class() -> Names<roguerules_melee::angband::Class> {
        use roguerules_melee::angband::Class;
        Names::new(Class::ALL.iter().map(|c| (c.name(), *c)))
    }

    /// Angband races.
    pub fn angband_race() -> Names<roguerules_melee::angband::Race> {
        use roguerules_melee::angband::Race;
        Names::new(Race::ALL.iter().map(|r| (r.name(), *r)))
    }

    /// Angband launcher kinds (`sling`, `short-bow`, ...).
    pub fn launcher() -> Names<roguerules_melee::angband::LauncherKind> {
        use roguerules_melee::angband::LauncherKind;
        Names::new(LauncherKind::ALL.iter().map(|k| (k.name(), *k)))
    }

    /// Angband slays and brands (short names, as `MonsterFlags` has them).
    pub fn slay() -> Names<roguerules_melee::angband::Slays> {
        use roguerules_melee::angband::Slays;
        Names::new([
            ("fire", Slays::FIRE),
            ("cold", Slays::COLD),
            ("acid", Slays::ACID),
            ("elec", Slays::ELEC),
            ("animal", Slays::ANIMAL),
            ("demon", Slays::DEMON),
            ("dragon", Slays::DRAGON),
            ("evil", Slays::EVIL),
            ("kill-dragon", Slays::KILL_DRAGON),
            ("giant", Slays::GIANT),
            ("orc", Slays::ORC),
            ("troll", Slays::TROLL),
            ("undead", Slays::UNDEAD),
        ])
        .alias([
            ("brand-fire", Slays::FIRE),
            ("brand-cold", Slays::COLD),
            ("brand-acid", Slays::ACID),
            ("brand-elec", Slays::ELEC),
            ("execute-dragon", Slays::KILL_DRAGON),
            ("slay-animal", Slays::ANIMAL),
            ("slay-demon", Slays::DEMON),
            ("slay-dragon", Slays::DRAGON),
            ("slay-evil", Slays::EVIL),
            ("slay-giant", Slays::GIANT),
            ("slay-orc", Slays::ORC),
            ("slay-troll", Slays::TROLL),
            ("slay-undead", Slays::UNDEAD),
        ])
    }

    /// Angband monster flags.
    pub fn monster_flag() -> Names<roguerules_melee::angband::MonsterFlags> {
        use roguerules_melee::angband::MonsterFlags;
        Names::new(MonsterFlags::all().iter_names())
    }

    /// Oangband dungeon trap kinds.
    pub fn dungeon_trap() -> Names<roguerules_traps::DungeonTrapKind> {
        use roguerules_traps::DungeonTrapKind;
        Names::new(DungeonTrapKind::ALL.iter().map(|k| (k.name(), *k)))
            .alias([("discoloured spot", DungeonTrapKind::DiscoloredSpot)])
    }

    /// Oangband player-set trap kinds.
    pub fn player_trap() -> Names<roguerules_traps::PlayerTrapKind> {
        use roguerules_traps::PlayerTrapKind;
        Names::new(PlayerTrapKind::GAME.iter().map(|k| (k.name(), *k)))
    }

    /// Items in the player's pack (for drain-device traps).
    pub fn pack_item() -> Names<roguerules_traps::PackItem> {
        use roguerules_traps::PackItem;
        Names::new([
            ("rod", PackItem::Rod),
            ("staff", PackItem::Staff),
            ("wand", PackItem::Wand),
            ("other", PackItem::Other),
        ])
    }

    /// The six stats (for sustains).
    pub fn stat() -> Names<roguerules_traps::Stat> {
        use roguerules_traps::Stat;
        Names::new([
            ("str", Stat::Str),
            ("int", Stat::Int),
            ("wis", Stat::Wis),
            ("dex", Stat::Dex),
            ("con", Stat::Con),
            ("chr", Stat::Chr),
        ])
        .alias([
            ("cha", Stat::Chr),
            ("strength", Stat::Str),
            ("intelligence", Stat::Int),
            ("wisdom", Stat::Wis),
            ("dexterity", Stat::Dex),
            ("constitution", Stat::Con),
            ("charisma", Stat::Chr),
        ])
    }

    /// The character's yes/no protections a dungeon trap asks about (`traps
    /// trigger --flags`), named as `project player --flags` names them.
    pub fn trap_player_flag() -> Names<roguerules_traps::PlayerFlags> {
        use roguerules_traps::PlayerFlags;
        Names::new([
            ("feather-fall", PlayerFlags::FEATHER_FALL),
            ("free-action", PlayerFlags::FREE_ACTION),
            ("pois-temp", PlayerFlags::RES_POIS_TEMP),
            ("pois-perm", PlayerFlags::RES_POIS_PERM),
            ("resist-blind", PlayerFlags::RES_BLIND),
        ])
        .alias([
            ("res-pois-temp", PlayerFlags::RES_POIS_TEMP),
            ("res-pois-perm", PlayerFlags::RES_POIS_PERM),
            ("res-blind", PlayerFlags::RES_BLIND),
        ])
    }

    /// The character's specialties a dungeon trap asks about (`traps trigger --specialties`).
    pub fn trap_specialty() -> Names<roguerules_traps::PlayerFlags> {
        use roguerules_traps::PlayerFlags;
        Names::new([("enhance-magic", PlayerFlags::ENHANCE_MAGIC)])
    }

    /// The resistances of `traps trigger --resist`: the seed's yes/no
    /// confusion and chaos, and the game reading's poison percentage.
    pub fn trap_resist() -> Names<crate::traps::TrapResist> {
        use crate::traps::TrapResist;
        Names::new([("confusion", TrapResist::Confusion), ("chaos", TrapResist::Chaos), ("pois", TrapResist::Pois)])
            .alias([("conf", TrapResist::Confusion), ("poison", TrapResist::Pois)])
    }

    /// The counters a dungeon trap reads (`traps trigger --counter poison:N`).
    pub fn trap_counter() -> Names<crate::traps::TrapCounter> {
        Names::new([("poison", crate::traps::TrapCounter::Poison)]).alias([("pois", crate::traps::TrapCounter::Poison)])
    }

    /// The counters an Angband blow reads (`angband blow --counter stun:N`).
    pub fn blow_counter() -> Names<crate::angband::BlowCounter> {
        Names::new([("stun", crate::angband::BlowCounter::Stun)])
    }

    /// POWDER attack kinds.
    pub fn powder_kind() -> Names<roguerules_melee::powder::AttackKind> {
        use roguerules_melee::powder::AttackKind;
        Names::new([
            ("melee", AttackKind::Melee),
            ("thrown", AttackKind::Thrown),
            ("spell", AttackKind::Spell),
            ("wand", AttackKind::Wand),
            ("other", AttackKind::Other),
        ])
        .alias([("missile", AttackKind::Thrown), ("improvised", AttackKind::Other)])
    }

    /// POWDER relative sizes.
    pub fn powder_size() -> Names<roguerules_melee::powder::RelativeSize> {
        use roguerules_melee::powder::RelativeSize;
        Names::new([
            ("smaller", RelativeSize::Smaller),
            ("similar", RelativeSize::Similar),
            ("larger", RelativeSize::Larger),
        ])
        .alias([("same", RelativeSize::Similar)])
    }

    /// POWDER damage types.
    pub fn damage_type() -> Names<roguerules_melee::powder::DamageType> {
        use roguerules_melee::powder::DamageType;
        Names::new(DamageType::ALL.iter().map(|t| (t.name(), *t)))
    }

    /// POWDER attacker skills: (type, size or ranged, special).
    pub fn powder_skill() -> Names<(bool, bool, bool)> {
        Names::new([
            ("type", (true, false, false)),
            ("size", (false, true, false)),
            ("special", (false, false, true)),
            ("none", (false, false, false)),
        ])
        .alias([("ranged", (false, true, false))])
    }

    /// POWDER defender body slots.
    pub fn body_slot() -> Names<roguerules_melee::powder::BodySlots> {
        use roguerules_melee::powder::BodySlots;
        Names::new([
            ("head", BodySlots::HEAD),
            ("neck", BodySlots::NECK),
            ("body", BodySlots::BODY),
            ("feet", BodySlots::FEET),
            ("none", BodySlots::empty()),
        ])
    }

    /// Tabletop classes.
    pub fn tabletop_class() -> Names<roguerules_tabletop::tables::Class> {
        use roguerules_tabletop::tables::Class;
        Names::new(Class::ALL.iter().map(|c| (c.key(), *c)))
            .alias(Class::ALL.iter().map(|c| (c.label(), *c)))
            .alias([("cabalist", Class::CabalistThaumaturge), ("thaumaturge", Class::CabalistThaumaturge)])
    }

    /// Tabletop shields.
    pub fn tabletop_shield() -> Names<roguerules_tabletop::tables::Shield> {
        use roguerules_tabletop::tables::Shield;
        Names::new(Shield::ALL.iter().map(|s| (s.key(), *s))).alias(Shield::ALL.iter().map(|s| (s.label(), *s)))
    }

    /// Aiming times (Table 22).
    pub fn aim_time() -> Names<roguerules_tabletop::aim::AimTime> {
        use roguerules_tabletop::aim::AimTime;
        Names::new([
            ("quarter", AimTime::Quarter),
            ("half", AimTime::Half),
            ("1", AimTime::One),
            ("2", AimTime::Two),
            ("3", AimTime::Three),
            ("4", AimTime::Four),
            ("5", AimTime::Five),
            ("6", AimTime::Six),
        ])
        .alias([("1/4", AimTime::Quarter), ("1/2", AimTime::Half)])
    }

    /// Oangband damage types (seed 000) that `accept` keeps: each under its key
    /// (`fire`, `lite-weak`), also accepted as the seed spells it (`GF_FIRE`) and,
    /// for `GF_LITE`/`GF_LITE_WEAK`, as `light`/`light-weak` (as roguerules-vocab
    /// reads them).
    pub fn gf(accept: fn(roguerules_projection::Gf) -> bool) -> Names<roguerules_projection::Gf> {
        use roguerules_projection::Gf;
        let types: Vec<Gf> = Gf::ALL.iter().copied().filter(|g| accept(*g)).collect();
        let light: Vec<(&str, Gf)> = [
            ("light", Gf::Lite),
            ("gf-light", Gf::Lite),
            ("light-weak", Gf::LiteWeak),
            ("gf-light-weak", Gf::LiteWeak),
        ]
        .into_iter()
        .filter(|(_, g)| types.contains(g))
        .collect();
        Names::new(types.iter().map(|g| (g.key(), *g))).alias(types.iter().map(|g| (g.name(), *g))).alias(light)
    }

    /// Oangband terrain (seed 000): `floor`, `lava`, `water`, `tree`, `rubble`
    /// (also `FEAT_FLOOR`, ..., and `forest` for trees).
    pub fn terrain() -> Names<roguerules_projection::Terrain> {
        use roguerules_projection::Terrain;
        Names::new(Terrain::ALL.iter().map(|t| (t.key(), *t)))
            .alias(Terrain::ALL.iter().map(|t| (t.name(), *t)))
            .alias([("forest", Terrain::Tree), ("feat-forest", Terrain::Tree)])
    }

    /// The readings a rule can follow (`seed`, `oangband-1.1.0`; also
    /// `oangband`), as roguerules-vocab names them.
    pub fn reading() -> Names<roguerules_projection::Reading> {
        use roguerules_projection::Reading;
        Names::new(Reading::ALL.iter().map(|r| (r.name(), *r)))
            .alias([("oangband", Reading::Oangband110), ("oangband-110", Reading::Oangband110)])
    }

    /// Oangband classes as the projection rules name them (seed 000).
    pub fn oangband_class() -> Names<roguerules_projection::Class> {
        use roguerules_projection::Class;
        Names::new(Class::ALL.iter().map(|c| (c.name(), *c)))
    }

    /// Seed 000's monster flags, as the seed spells them (`im-fire` for `IM_FIRE`).
    pub fn projection_monster_flag() -> Names<roguerules_projection::MonsterFlags> {
        use roguerules_projection::MonsterFlags;
        Names::new(MonsterFlags::all().iter_names())
    }

    /// Seed 000's object classes (`soft-armor`, `dragon-armor`, `light`, ...).
    pub fn object_class() -> Names<roguerules_projection::ObjectClass> {
        use roguerules_projection::ObjectClass;
        Names::new(ObjectClass::ALL.iter().map(|c| (c.name(), *c)))
    }

    /// An object's `IGNORE` flags as the seed spells them (`TR3_IGNORE_ACID`;
    /// `ignore-acid` and `acid` are accepted too).
    pub fn ignore_flag() -> Names<roguerules_projection::IgnoreFlags> {
        use roguerules_projection::IgnoreFlags;
        let all: Vec<(&str, IgnoreFlags)> = IgnoreFlags::all().iter_names().collect();
        Names::new(all.iter().map(|(n, f)| (format!("TR3_{n}"), *f)))
            .alias(all.iter().map(|(n, f)| (n.to_string(), *f)))
            .alias(all.iter().map(|(n, f)| (n.trim_start_matches("IGNORE_").to_owned(), *f)))
    }

    /// The player's elements for `--resist` (seed 000's player section).
    pub fn element() -> Names<roguerules_projection::player::Element> {
        use roguerules_projection::player::Element;
        Names::new(Element::ALL.iter().map(|e| (e.key(), *e))).alias([
            ("electricity", Element::Elec),
            ("lightning", Element::Elec),
            ("poison", Element::Pois),
            ("lite", Element::Light),
            ("darkness", Element::Dark),
            ("shard", Element::Shards),
            ("disenchantment", Element::Disenchant),
        ])
    }

    /// The player's nine counters (`--counter NAME:VALUE`).
    pub fn counter() -> Names<roguerules_projection::player::Counter> {
        use roguerules_projection::player::Counter;
        Names::new(Counter::ALL.iter().map(|c| (c.key(), *c))).alias([
            ("cuts", Counter::Cut),
            ("blindness", Counter::Blind),
            ("afraid", Counter::Fear),
            ("image", Counter::Hallucination),
            ("slowness", Counter::Slow),
        ])
    }

    /// The player's six stats (`--stats`, `--sustains`).
    pub fn player_stat() -> Names<roguerules_projection::player::Stat> {
        use roguerules_projection::player::Stat;
        Names::new([
            ("str", Stat::Str),
            ("int", Stat::Int),
            ("wis", Stat::Wis),
            ("dex", Stat::Dex),
            ("con", Stat::Con),
            ("chr", Stat::Chr),
        ])
        .alias([
            ("cha", Stat::Chr),
            ("strength", Stat::Str),
            ("intelligence", Stat::Int),
            ("wisdom", Stat::Wis),
            ("dexterity", Stat::Dex),
            ("constitution", Stat::Con),
            ("charisma", Stat::Chr),
        ])
    }

    /// The player's protections that are flags (`hold-life`, `free-action`, ...).
    pub fn player_flag() -> Names<roguerules_projection::player::PlayerFlags> {
        use roguerules_projection::player::PlayerFlags;
        Names::new(PlayerFlags::all().iter_names())
    }

    /// The player's specialties (`evasion`, `enhance-magic`, `shield-mastery`, ...).
    pub fn specialty() -> Names<roguerules_projection::player::Specialties> {
        use roguerules_projection::player::Specialties;
        Names::new(Specialties::all().iter_names())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_and_separators_do_not_matter() {
        assert_eq!(normalize(" Magic_User "), "magic-user");
        assert_eq!(normalize("priest of  KURN"), "priest-of-kurn");
        assert_eq!(normalize("Cabalist/Thaumaturge"), "cabalist-thaumaturge");
        let classes = of::tabletop_class();
        for name in ["magic-user", "Magic User", "MAGIC_USER", "magic_user"] {
            assert_eq!(classes.find(name), Some(roguerules_tabletop::tables::Class::MagicUser), "{name}");
        }
        assert_eq!(of::angband_race().find("HIGH ELF"), Some(roguerules_melee::angband::Race::HighElf));
        assert_eq!(of::dungeon_trap().find("Trap_Door"), Some(roguerules_traps::DungeonTrapKind::TrapDoor));
        assert_eq!(of::monster_flag().find("im fire"), Some(roguerules_melee::angband::MonsterFlags::IM_FIRE));
    }

    /// Seed 000's names: damage types as roguerules-vocab reads them, terrain,
    /// object classes and IGNORE flags as the seed spells them.
    #[test]
    fn projection_names() {
        use roguerules_projection::{Gf, IgnoreFlags, ObjectClass, Terrain, monster::monster_row};
        let all = of::gf(|_| true);
        for name in ["GF_FIRE", "FIRE", "fire", "Gf Fire"] {
            assert_eq!(all.find(name), Some(Gf::Fire), "{name}");
        }
        for name in ["light", "GF_LIGHT", "lite", "GF_LITE"] {
            assert_eq!(all.find(name), Some(Gf::Lite), "{name}");
        }
        assert_eq!(all.find("light_weak"), Some(Gf::LiteWeak));
        assert_eq!(all.find("MORGUL DARK"), Some(Gf::MorgulDark));
        assert_eq!(all.listed().len(), Gf::ALL.len());
        let monster = of::gf(|g| monster_row(g).is_some());
        assert_eq!(monster.find("whip"), None, "no row in the monster table");
        assert_eq!(of::terrain().find("FEAT_TREE"), Some(Terrain::Tree));
        assert_eq!(of::terrain().find("forest"), Some(Terrain::Tree));
        assert_eq!(of::object_class().find("Soft Armor"), Some(ObjectClass::SoftArmor));
        for name in ["TR3_IGNORE_ACID", "ignore-acid", "acid"] {
            assert_eq!(of::ignore_flag().find(name), Some(IgnoreFlags::IGNORE_ACID), "{name}");
        }
        assert_eq!(of::ignore_flag().listed()[0], "tr3-ignore-acid");
    }
}
