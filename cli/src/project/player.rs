//! `roguerules project player`: a damage type on the player (seed 000's player
//! table, notes (a)-(Y) and the player's terrain table; RULINGS G1-G4, P7, P8,
//! Q1-Q46).

use super::{
    EXACT_HELP, READING_INPUT_HELP, TRACE_HELP, once, parse_pair, print_outcomes, print_trace, rule_error, values,
};
use crate::common::{DEFAULT_BUDGET, FULL_HELP, JSON_HELP, Over, SEED_HELP, budget_parser, seed_or_random};
use crate::names::{Names, of};
use crate::output::{
    CliError, CliResult, Dist, bad_value, exact_number, print_json, print_json_streamed, to_json, wrap,
};
use crate::trace::{Traced, roller};
use roguerules_projection::player::{
    self, Avoided, Counter, Element, MAX_TEMP_EFFECTS, PlayerFlags, PlayerInput, PlayerOutcome, Slot, Specialties,
    Stat, Sustains, player_row,
};
use roguerules_projection::{Class, Gf, ProjectionError, Reading, Terrain};
use serde_json::json;

/// `--budget` here: it limits only the whole outcome's distribution.
const PLAYER_BUDGET_HELP: &str = "The most paths the whole outcome's distribution may take with --exact, \
1..=1000000000000 (the default allows about a second of work); past it the distribution is left out (the \
marginals of the damage and of each counter are always exact)";

fn parse_resist(s: &str) -> Result<(Element, i64), String> {
    parse_pair(s, &of::element(), "element", 0, 100, "fire:35")
}

fn parse_stat(s: &str) -> Result<(Stat, i64), String> {
    parse_pair(s, &of::player_stat(), "stat", 3, 118, "str:17, chr:18/50")
}

/// One stat's value (`--str 17`, `--chr 18/50`): 3..=118 or 18/00..=18/100.
fn parse_stat_value(s: &str) -> Result<i64, String> {
    parse_stat(&format!("str:{s}")).map(|(_, v)| v).map_err(|_| format!("'{s}' is not 3..=118 nor 18/00..=18/100"))
}

fn parse_counter(s: &str) -> Result<(Counter, i64), String> {
    parse_pair(s, &of::counter(), "counter", 0, 10_000, "poison:10")
}

/// A name of `--flags`: a protection, or temporary or permanent poison resistance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagArg {
    /// A protection of [`PlayerFlags`].
    Flag(PlayerFlags),
    /// Temporary poison resistance (note (v)).
    PoisTemp,
    /// Permanent poison resistance (note (v)).
    PoisPerm,
}

/// The names of `--flags`.
fn flag_names() -> Names<FlagArg> {
    let protections = of::player_flag();
    let listed = protections.listed().into_iter().filter_map(|n| protections.find(&n).map(|f| (n, FlagArg::Flag(f))));
    Names::new(listed.chain([("pois-temp".to_owned(), FlagArg::PoisTemp), ("pois-perm".to_owned(), FlagArg::PoisPerm)]))
}

/// The temporary magical effects the released game lets disenchantment dispel
/// (`spells1.c`'s list, note (Y)), by the names `--temp-effects` takes.
fn temp_effect_names() -> Names<&'static str> {
    let names = [
        "fast",
        "prot-evil",
        "magic-def",
        "hero",
        "berserk",
        "shield",
        "bless",
        "see-invisible",
        "infravision",
        "esp",
        "superstealth",
        "elemental-attack",
        "oppose-acid",
        "oppose-elec",
        "oppose-fire",
        "oppose-cold",
        "oppose-pois",
        "word-recall",
    ];
    Names::new(names.map(|n| (n, n))).alias([
        ("protevil", "prot-evil"),
        ("magicdef", "magic-def"),
        ("shero", "berserk"),
        ("blessed", "bless"),
        ("tim-invis", "see-invisible"),
        ("tim-infra", "infravision"),
        ("tim-esp", "esp"),
        ("ele-attack", "elemental-attack"),
        ("recall", "word-recall"),
    ])
}

/// `project player`.
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules project player --gf fire --dam 120 --terrain water --resist fire:35 --seed 1\n  \
roguerules project player --gf morgul-dark --dam 300 --monster-level 60 --resist dark:20 --flags resist_fear,resist_blind \
--exp 10000 --seed 2 --trace\n  \
roguerules project player --gf confusion --dam 60 --exact\n  \
roguerules project player --gf cold --dam 600 --terrain lava --resist cold:50 --morgul --monster-level 45 --exp 100000 \
--exact --json\n  \
roguerules examples project-player | roguerules project player --input - --exact\n\n\
`roguerules examples project-player` prints an example input (roguerules examples project-player > player.json).\n\
With --input, an option given as well replaces that field of the JSON (a switch sets it); an option not given \
keeps the file's value. Equipment (the weapon, bow, body armour, cloak, shield, \
helm, gloves and boots: acid (n), disenchantment (U), the shield of (i) and (I)) is given only with --input, the JSON \
of the library's PlayerInput; every field but gf has a neutral default (a level-1 warrior with every stat 10, energy 10, \
a weight limit of 100, nothing else; a level-0 monster with none of its flags):\n  \
{\"gf\": \"fire\", \"dam\": 120, \"terrain\": \"water\", \"dark\": false, \"land\": \"floor\",\n   \
\"player\": {\"level\": 30, \"exp\": 50000, \"class\": \"ranger\", \"specialties\": [\"evasion\"], \"evasion_pct\": 20,\n              \
\"resist\": {\"fire\": 35}, \"pois_temp\": false, \"pois_perm\": false, \"flags\": [\"hold_life\"],\n              \
\"black_breath\": false, \"sustains\": [\"str\"], \"stats\": {\"str\": 17, \"dex\": 18, \"chr\": 68}, \"ac\": 60, \
\"base_ac\": 40,\n              \"dex_to_hit\": 3, \"energy\": 20, \"weight_limit\": 150, \"pack_weight\": 90, \
\"save\": 45, \"shapechanged\": false,\n              \"mana\": 30, \"temp_effects\": [\"bless\"], \"counters\": \
{\"poison\": 5},\n              \"equip\": {\"weapon\": {\"to_h\": 9, \"to_d\": 11, \"to_a\": 0, \"artifact\": false, \
\"ignore_acid\": false},\n                        \"shield\": {\"to_a\": 5, \"base_ac\": 8, \"on_back\": false}, \
\"body\": null}},\n   \
\"source\": {\"level\": 40, \"morgul\": false, \"unique_wraith\": false, \"deathlord\": false, \"archer\": false,\n              \
\"adjacent\": false, \"ranged_freq\": 0}}\n\
JSON out: one roll is {\"seed\", \"input\", \"outcome\"} (and \"trace\" with --trace), the outcome as the library's \
PlayerOutcome (avoided, damage, parts, counters, energy_lost, stat_drain, stats_set, stat_swap, exp_drained, ...); \
--exact is {\"marginals\": {\"damage\": [[value, \"num/den\"], ...], \"stun\", \"cut\", \"poison\", \"confusion\", \
\"blind\", \"fear\", \"hallucination\", \"slow\", \"paralysis\"}, \"mean_damage\": \"num/den\", \"distribution\": \
[{\"p\": \"num/den\", \"outcome\": {...}}, ...]}, \"distribution\" left out when the whole outcome needs more than \
--budget paths.\n\
Only the 33 types of the player table apply to the player; a damage above 1600 is treated as 1600 (RULINGS P8)."
)]
pub struct PlayerArgs {
    /// The whole input as JSON (the library's PlayerInput, shown below): a file, or - for standard input; the
    /// options given as well override its fields.
    #[arg(long, value_name = "FILE.json")]
    pub input: Option<String>,
    /// The damage type (the seed's GF_FIRE, FIRE or fire alike; light for GF_LITE).
    #[arg(long, value_parser = of::gf(|g| player_row(g).is_some()), required_unless_present = "input")]
    pub gf: Option<Gf>,
    /// The damage, 0..=5000 (more than 1600 is treated as 1600, RULINGS P8).
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=5000), required_unless_present = "input")]
    pub dam: Option<i64>,
    /// The terrain the character stands on [default: floor].
    #[arg(long, value_parser = of::terrain())]
    pub terrain: Option<Terrain>,
    /// The character's grid is dark (with the Unlight specialty: -1/4, RULINGS Q3).
    #[arg(long)]
    pub dark: bool,
    /// Where a teleport or a thrust lands (notes (M), (N), (Q), (R)i; RULINGS Q35) [default: floor].
    #[arg(long, value_parser = of::terrain())]
    pub land: Option<Terrain>,
    /// The character level, 1..=50 [default: 1].
    #[arg(long, alias = "level", value_parser = clap::value_parser!(i64).range(1..=50))]
    pub player_level: Option<i64>,
    /// Experience, 0..=99999999 (the drains) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=99_999_999))]
    pub exp: Option<i64>,
    /// The character's class (trees' avoidance for rangers and druids; the holy orb's (W)) [default: warrior].
    #[arg(long, value_parser = of::oangband_class())]
    pub class: Option<Class>,
    /// Specialties, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::specialty())]
    pub specialties: Option<Vec<Specialties>>,
    /// The Evasion specialty's chance in percent, 0..=100 (note (a); only with the evasion specialty).
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=100))]
    pub evasion_pct: Option<i64>,
    /// A resistance in percent, ELEMENT:PCT with PCT in 0..=100, repeated or comma-separated, e.g. fire:35,cold:50;
    /// elements: acid, elec, fire, cold, pois, light, dark, confusion, sound, shards, nexus, nether, chaos, disenchant.
    #[arg(long, value_name = "ELEMENT:PCT", value_delimiter = ',', value_parser = parse_resist)]
    pub resist: Vec<(Element, i64)>,
    /// Old spelling of --flags pois-temp.
    #[arg(long, hide = true)]
    pub pois_temp: bool,
    /// Old spelling of --flags pois-perm.
    #[arg(long, hide = true)]
    pub pois_perm: bool,
    /// Protections, comma-separated (pois-temp and pois-perm: temporary and permanent poison resistance, note (v)).
    #[arg(long, value_delimiter = ',', value_parser = flag_names())]
    pub flags: Option<Vec<FlagArg>>,
    /// The character already has the Black Breath.
    #[arg(long)]
    pub black_breath: bool,
    /// Sustained stats, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::player_stat())]
    pub sustains: Option<Vec<Stat>>,
    /// Strength, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "str", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_str: Option<i64>,
    /// Intelligence, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "int", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_int: Option<i64>,
    /// Wisdom, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "wis", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_wis: Option<i64>,
    /// Dexterity, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "dex", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_dex: Option<i64>,
    /// Constitution, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "con", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_con: Option<i64>,
    /// Charisma, 3..=118 or 18/00..=18/100 [default: 10].
    #[arg(long = "chr", value_name = "VALUE", value_parser = parse_stat_value)]
    pub stat_chr: Option<i64>,
    /// Old spelling of --str, --int, ...: STAT:VALUE, comma-separated, e.g. str:17,chr:18/50.
    #[arg(long, hide = true, value_name = "STAT:VALUE", value_delimiter = ',', value_parser = parse_stat)]
    pub stats: Vec<(Stat, i64)>,
    /// Total armour class, -1000..=1000 (notes (c), (f), (i)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(-1000..=1000))]
    pub ac: Option<i64>,
    /// Base armour class from armour, before enchantment, with the Armor and Shield Mastery bonuses, 0..=1000 (note
    /// (e)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=1000))]
    pub base_ac: Option<i64>,
    /// Dexterity's bonus to hit, -4..=15 (notes (b), (k)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(-4..=15))]
    pub dex_to_hit: Option<i64>,
    /// Energy gained per game turn, 1..=49 (10 is normal speed; notes (b), (k)) [default: 10].
    #[arg(long, value_parser = clap::value_parser!(i64).range(1..=49))]
    pub energy: Option<i64>,
    /// Weight limit in whole pounds, 60..=300 (notes (b), (k)) [default: 100].
    #[arg(long, value_parser = clap::value_parser!(i64).range(60..=300))]
    pub weight_limit: Option<i64>,
    /// The pack's weight in whole pounds, 0..=100000 [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=100_000))]
    pub pack_weight: Option<i64>,
    /// The saving-throw skill (the game's skill_sav), 0..=1000 (RULINGS Q25) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=1000))]
    pub save: Option<i64>,
    /// The character is shapechanged (note (U)).
    #[arg(long)]
    pub shapechanged: bool,
    /// Current mana, 0..=32767 (note (X)) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=32767))]
    pub mana: Option<i64>,
    /// The temporary magical effects in force, comma-separated, in the order they save (note (Y); each at most
    /// once), e.g. bless,hero,shield.
    #[arg(long, value_name = "NAME", value_delimiter = ',', value_parser = temp_effect_names())]
    pub temp_effects: Option<Vec<&'static str>>,
    /// A counter before the projection, NAME:VALUE with VALUE in 0..=10000, repeated or comma-separated, e.g.
    /// poison:10; counters: stun, cut, poison, confusion, blind, fear, hallucination, slow, paralysis.
    #[arg(long, value_name = "NAME:VALUE", value_delimiter = ',', value_parser = parse_counter)]
    pub counter: Vec<(Counter, i64)>,
    /// The projecting monster's level (its native and base depth too, RULINGS Q41), 0..=255 [default: 0].
    #[arg(long, alias = "source-level", value_parser = clap::value_parser!(i64).range(0..=255))]
    pub monster_level: Option<i64>,
    /// The monster uses Morgul magic (notes (l), (u)).
    #[arg(long)]
    pub morgul: bool,
    /// The monster is a unique wraith or Sauron ((E)'s power is at least 175).
    #[arg(long)]
    pub unique_wraith: bool,
    /// The monster is a Deathlord player ghost (uses Morgul magic; note (l)).
    #[arg(long)]
    pub deathlord: bool,
    /// The monster is an archer (note (l)ii).
    #[arg(long)]
    pub archer: bool,
    /// The monster is adjacent to the character (note (l)ii).
    #[arg(long)]
    pub adjacent: bool,
    /// The monster's ranged-attack frequency in percent, 0..=100 (note (l)ii, RULINGS Q33) [default: 0].
    #[arg(long, value_parser = clap::value_parser!(i64).range(0..=100))]
    pub ranged_freq: Option<i64>,
    #[arg(long, value_parser = of::reading(), help = READING_INPUT_HELP)]
    pub reading: Option<Reading>,
    #[arg(long, help = SEED_HELP)]
    pub seed: Option<u64>,
    #[arg(long, help = TRACE_HELP)]
    pub trace: bool,
    #[arg(long, conflicts_with_all = ["seed", "trace"], help = EXACT_HELP)]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(),
          help = PLAYER_BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// The flag of a field of the player's input (for errors about values built
/// from flags; every flag is range-checked where it is parsed, so this is a
/// safety net).
fn flag_of(field: &str) -> Option<&'static str> {
    Some(match field {
        "dam" => "--dam",
        "player.level" => "--player-level",
        "player.exp" => "--exp",
        "player.evasion_pct" => "--evasion-pct",
        "player.ac" => "--ac",
        "player.base_ac" => "--base-ac",
        "player.dex_to_hit" => "--dex-to-hit",
        "player.energy" => "--energy",
        "player.weight_limit" => "--weight-limit",
        "player.pack_weight" => "--pack-weight",
        "player.save" => "--save",
        "player.mana" => "--mana",
        "source.level" => "--monster-level",
        "source.ranged_freq" => "--ranged-freq",
        f if f.starts_with("player.resist.") => "--resist",
        "player.stats.str" => "--str",
        "player.stats.int" => "--int",
        "player.stats.wis" => "--wis",
        "player.stats.dex" => "--dex",
        "player.stats.con" => "--con",
        "player.stats.chr" => "--chr",
        f if f.starts_with("player.counters.") => "--counter",
        _ => return None,
    })
}

/// The input: `--input`'s (or the neutral defaults) with every option given
/// replacing its field (a switch sets it), and `--reading` (which replaces the
/// JSON's).
fn build(a: &PlayerArgs) -> Result<PlayerInput, CliError> {
    if a.input.is_none() && (a.gf.is_none() || a.dam.is_none()) {
        return Err(CliError::usage("give --gf and --dam, or the whole input with --input"));
    }
    let stat_key = |s: Stat| ["str", "int", "wis", "dex", "con", "chr"][s as usize];
    let stats = [
        (Stat::Str, "--str", a.stat_str),
        (Stat::Int, "--int", a.stat_int),
        (Stat::Wis, "--wis", a.stat_wis),
        (Stat::Dex, "--dex", a.stat_dex),
        (Stat::Con, "--con", a.stat_con),
        (Stat::Chr, "--chr", a.stat_chr),
    ];
    let mut over = Over::new()
        .set("gf", a.gf)
        .set("dam", a.dam)
        .set("terrain", a.terrain)
        .switch("dark", a.dark)
        .set("land", a.land)
        .set("player.level", a.player_level)
        .set("player.exp", a.exp)
        .set("player.class", a.class)
        .set(
            "player.specialties",
            a.specialties.as_ref().map(|l| l.iter().fold(Specialties::empty(), |acc, s| acc | *s)),
        )
        .set("player.evasion_pct", a.evasion_pct);
    for (e, pct) in &a.resist {
        over = over.set(format!("player.resist.{}", e.key()), Some(pct));
    }
    // --flags replaces the protections and both poison resistances; the
    // poison switches then add theirs.
    let (mut flags, mut pois_temp, mut pois_perm) = (PlayerFlags::empty(), false, false);
    for f in a.flags.iter().flatten() {
        match f {
            FlagArg::Flag(f) => flags |= *f,
            FlagArg::PoisTemp => pois_temp = true,
            FlagArg::PoisPerm => pois_perm = true,
        }
    }
    over = match a.flags {
        Some(_) => over
            .set("player.flags", Some(flags))
            .set("player.pois_temp", Some(pois_temp || a.pois_temp))
            .set("player.pois_perm", Some(pois_perm || a.pois_perm)),
        None => over.switch("player.pois_temp", a.pois_temp).switch("player.pois_perm", a.pois_perm),
    };
    over = over.switch("player.black_breath", a.black_breath).set(
        "player.sustains",
        a.sustains.as_ref().map(|l| l.iter().fold(Sustains::empty(), |acc, s| acc | s.sustain())),
    );
    for (s, v) in &a.stats {
        over = over.set(format!("player.stats.{}", stat_key(*s)), Some(v));
    }
    for (s, _, v) in stats {
        over = over.set(format!("player.stats.{}", stat_key(s)), v);
    }
    over = over
        .set("player.ac", a.ac)
        .set("player.base_ac", a.base_ac)
        .set("player.dex_to_hit", a.dex_to_hit)
        .set("player.energy", a.energy)
        .set("player.weight_limit", a.weight_limit)
        .set("player.pack_weight", a.pack_weight)
        .set("player.save", a.save)
        .switch("player.shapechanged", a.shapechanged)
        .set("player.mana", a.mana)
        .set("player.temp_effects", a.temp_effects.as_ref());
    for (c, v) in &a.counter {
        over = over.set(format!("player.counters.{}", c.key()), Some(v));
    }
    let input: PlayerInput = over
        .set("source.level", a.monster_level)
        .switch("source.morgul", a.morgul)
        .switch("source.unique_wraith", a.unique_wraith)
        .switch("source.deathlord", a.deathlord)
        .switch("source.archer", a.archer)
        .switch("source.adjacent", a.adjacent)
        .set("source.ranged_freq", a.ranged_freq)
        .set("reading", a.reading)
        .read_whole(a.input.as_deref(), "player input (the library's PlayerInput)")?;
    // The options' own checks, in the order they have always been made.
    once("--resist", &a.resist, Element::key)?;
    once("--counter", &a.counter, Counter::key)?;
    once("--stats", &a.stats, stat_key)?;
    if a.evasion_pct.is_some() && !input.player.specialties.contains(Specialties::EVASION) {
        return Err(bad_value("--evasion-pct", "applies only with the Evasion specialty (--specialties evasion)"));
    }
    if let Some(list) = &a.flags
        && (1..list.len()).any(|i| list[..i].contains(&list[i]))
    {
        return Err(bad_value("--flags", "a flag is given twice"));
    }
    for (s, _) in &a.stats {
        if let Some((_, flag, _)) = stats.iter().find(|(t, _, v)| t == s && v.is_some()) {
            return Err(bad_value(flag, format!("given twice (--stats {}:... too)", stat_key(*s))));
        }
    }
    if let Some(list) = &a.temp_effects {
        if list.len() > MAX_TEMP_EFFECTS {
            return Err(bad_value("--temp-effects", format!("{} effects: at most {MAX_TEMP_EFFECTS}", list.len())));
        }
        if let Some((_, name)) = list.iter().enumerate().find(|(i, n)| list[..*i].contains(n)) {
            return Err(bad_value("--temp-effects", format!("{name} is given twice")));
        }
    }
    Ok(input)
}

/// The projection and its target in words.
fn describe(input: &PlayerInput) -> String {
    let p = &input.player;
    let mut who = format!("a level-{} {}", p.level, p.class);
    let resists: Vec<String> = Element::ALL
        .iter()
        .filter(|e| p.resist.get(**e) > 0)
        .map(|e| format!("{} {}%", e.key(), p.resist.get(*e)))
        .collect();
    if !resists.is_empty() {
        who.push_str(&format!(" resisting {}", resists.join(", ")));
    }
    if p.ac != 0 {
        who.push_str(&format!(", AC {}", p.ac));
    }
    if !p.flags.is_empty() {
        who.push_str(&format!(", {}", p.flags.names().join(", ").replace('_', " ")));
    }
    let s = &input.source;
    let mut source = format!("a level-{} monster", s.level);
    let kinds: Vec<&str> = [
        (s.unique_wraith, "unique wraith"),
        (s.morgul, "Morgul"),
        (s.deathlord, "Deathlord"),
        (s.archer, "archer"),
        (s.adjacent, "adjacent"),
    ]
    .iter()
    .filter(|k| k.0)
    .map(|k| k.1)
    .collect();
    if !kinds.is_empty() {
        source.push_str(&format!(" ({})", kinds.join(", ")));
    }
    let dark = if input.dark { ", dark" } else { "" };
    format!("{} of {} from {source} on {who}, standing on {}{dark}", input.gf, input.dam, input.terrain)
}

/// Why a projection was avoided.
fn avoided_words(a: Avoided) -> &'static str {
    match a {
        Avoided::Terrain => "avoided thanks to the terrain (rubble's 1 in 10, trees' 1 in 8 for rangers and druids)",
        Avoided::Evasion => "evaded (the Evasion specialty, note (a))",
        Avoided::Dodge => "dodged (notes (b), (k))",
        Avoided::Glance => "the shot glances off the armour (note (e))",
        Avoided::Miss => "the arrow misses or glances off the armour (note (i))",
        Avoided::Shield => "the shield deflects the arrow (note (i))",
    }
}

/// An outcome in words, against the character before it.
pub fn words(o: &PlayerOutcome, input: &PlayerInput) -> String {
    if let Some(a) = o.avoided {
        return format!("{}: nothing happens", avoided_words(a));
    }
    let before = &input.player;
    let mut out = Vec::new();
    let parts = [
        ("pure", o.parts.pure),
        ("fire", o.parts.fire),
        ("elec", o.parts.elec),
        ("cold", o.parts.cold),
        ("acid", o.parts.acid),
        ("dark", o.parts.dark),
        ("landing", o.parts.landing),
    ];
    let named: Vec<String> = parts.iter().filter(|(_, v)| *v != 0).map(|(k, v)| format!("{k} {v}")).collect();
    if named.is_empty() {
        out.push(format!("{} damage", o.damage));
    } else {
        let main = if o.parts.main != 0 { format!("main {}, ", o.parts.main) } else { String::new() };
        out.push(format!("{} damage ({main}{})", o.damage, named.join(", ")));
    }
    for c in Counter::ALL {
        let (b, a) = (before.counters.get(c), o.counters.get(c));
        if a != b {
            out.push(format!("{} {b} -> {a}", c.key()));
        }
    }
    if o.energy_lost > 0 {
        out.push(format!("{} energy lost", o.energy_lost));
    }
    for s in Stat::ALL {
        let key = ["str", "int", "wis", "dex", "con", "chr"][s as usize];
        if o.stat_drain.get(s) > 0 {
            out.push(format!("{key} drained by {}", o.stat_drain.get(s)));
        }
        if let Some(v) = o.stats_set.get(s) {
            out.push(format!("{key} set to {v}"));
        }
    }
    if let Some((x, y)) = o.stat_swap {
        let key = |s: Stat| ["str", "int", "wis", "dex", "con", "chr"][s as usize];
        out.push(format!("{} and {} swapped", key(x), key(y)));
    }
    if o.exp_drained > 0 {
        out.push(format!("{} experience drained", o.exp_drained));
    }
    if o.exp_drained_permanent > 0 {
        out.push(format!("{} experience drained for good", o.exp_drained_permanent));
    }
    if o.black_breath && !before.black_breath {
        out.push("the Black Breath".to_owned());
    }
    if o.amnesia {
        out.push("amnesia".to_owned());
    }
    if o.level_teleport {
        out.push("teleported to another level".to_owned());
    }
    if o.teleport > 0 {
        out.push(format!("teleported {} squares", o.teleport));
    }
    if o.teleport_to_source {
        out.push("teleported next to the monster".to_owned());
    }
    if o.thrust > 0 {
        out.push(format!("thrust {} squares away", o.thrust));
    }
    if let Some(acid) = o.acid {
        let slot = slot_words(acid.slot);
        if acid.ac_loss > 0 {
            out.push(format!("acid damages the {slot} (-{} to AC)", acid.ac_loss));
        } else {
            out.push(format!("acid reaches the {slot}, which ignores it"));
        }
    }
    if let Some(d) = o.disenchant {
        if d.resisted {
            out.push(format!("the {} (an artifact) resists disenchantment", slot_words(d.slot)));
        } else {
            out.push(format!(
                "the {} is disenchanted (to-hit -{}, to-dam -{}, to-AC -{})",
                slot_words(d.slot),
                d.to_h,
                d.to_d,
                d.to_a
            ));
        }
    }
    let inventory = [
        ("acid", o.inventory.acid),
        ("elec", o.inventory.elec),
        ("fire", o.inventory.fire),
        ("cold", o.inventory.cold),
    ];
    for (element, chances) in inventory {
        if let Some(c) = chances {
            out.push(format!(
                "{element} destroys each potion or scroll {}, rod {}, other item {}",
                per_mille(c.potions_scrolls),
                per_mille(c.rods),
                per_mille(c.other)
            ));
        }
    }
    if o.mana_lost > 0 {
        out.push(format!("{} mana lost", o.mana_lost));
    }
    if !o.dispelled.is_empty() {
        out.push(format!("dispelled: {}", o.dispelled.join(", ")));
    }
    if o.reverted {
        out.push("reverted from the shapechange".to_owned());
    }
    out.join("; ")
}

/// A chance in 1000 as a percentage (`27` is `2.7%`).
fn per_mille(n: i64) -> String {
    let s = format!("{}.{}", n / 10, n % 10);
    format!("{}%", s.trim_end_matches(".0"))
}

/// An equipment slot as the item in it.
fn slot_words(slot: Slot) -> &'static str {
    match slot {
        Slot::Weapon => "weapon",
        Slot::Bow => "bow",
        Slot::Body => "body armour",
        Slot::Cloak => "cloak",
        Slot::Shield => "shield",
        Slot::Head => "helm",
        Slot::Hands => "gloves",
        Slot::Feet => "boots",
    }
}

/// Runs `project player`.
pub fn run(a: &PlayerArgs) -> CliResult {
    let input = build(a)?;
    // Refused before a random seed is chosen and printed; a reading the player
    // does not follow yet names --reading when that flag chose it.
    player::validate(&input).map_err(|e| {
        let from_flag = a.reading.is_some() && matches!(e, ProjectionError::ReadingNotSupported { .. });
        rule_error(e, if from_flag { None } else { a.input.as_deref() }, flag_of)
    })?;
    if a.exact {
        return exact(a, &input);
    }
    let seed = seed_or_random(a.seed);
    let mut r = roller(seed);
    let out = player::project(&mut r, &input).map_err(|e| rule_error(e, a.input.as_deref(), flag_of))?;
    let traced = Traced::take(&mut r);
    if a.json {
        let mut v = json!({"seed": seed, "input": to_json(&input), "outcome": to_json(&out)});
        if a.trace {
            v["trace"] = traced.json();
        }
        print_json(&v);
        return Ok(());
    }
    outln!("{}", wrap(&describe(&input), "  "));
    if a.trace {
        print_trace(&traced);
    }
    outln!("what happens: {}", wrap(&words(&out, &input), "  "));
    Ok(())
}

/// `project player --exact`.
fn exact(a: &PlayerArgs, input: &PlayerInput) -> CliResult {
    let report = player::exact_report_with(input, a.budget).map_err(|e| rule_error(e, a.input.as_deref(), flag_of))?;
    if a.json {
        print_json_streamed(&report);
        return Ok(());
    }
    outln!("{}: exact odds", wrap(&describe(input), "  "));
    outln!("mean damage: {}", exact_number(&report.mean_damage));
    outln!();
    let damage = Dist::of(&report.marginals.damage);
    outln!("damage: exact distribution ({})", values(damage.len()));
    damage.print("damage", a.full);
    let mut certain = Vec::new();
    for c in Counter::ALL {
        let pmf = report.marginals.counter(c);
        if pmf.len() == 1 {
            certain.push(format!("{} {}", c.key(), pmf.min()));
            continue;
        }
        let dist = Dist::of(pmf);
        outln!();
        outln!("{} after: exact distribution ({})", c.key(), values(dist.len()));
        dist.print(c.key(), a.full);
    }
    if !certain.is_empty() {
        outln!();
        outln!("{}", wrap(&format!("certain after: {}", certain.join(", ")), "  "));
    }
    outln!();
    match &report.distribution {
        Some(d) => {
            outln!("whole outcomes ({} distinct):", d.len());
            print_outcomes(d, |o| words(o, input), a.full);
        }
        None => {
            let why = match report.omitted {
                Some(b) if b.limit == roguerules_dice::Limit::Outcomes => format!(
                    "whole outcomes: not shown, there are more than {} distinct ones, more than the library \
                     holds at once (a fixed memory bound; --budget does not change it); the distributions \
                     above are exact regardless",
                    b.value
                ),
                _ => format!(
                    "whole outcomes: not shown, they need more than --budget {} paths to enumerate (the \
                     distributions above are exact regardless); a larger --budget may take long",
                    a.budget
                ),
            };
            outln!("{}", wrap(&why, "  "))
        }
    }
    Ok(())
}
