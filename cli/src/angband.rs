//! `roguerules angband ...`: Angband 2.7.9v6 attacks (seed 003) — blows per round,
//! hit and critical odds, and the exact damage distribution of one blow.

use crate::common::{
    BUDGET_HELP, DEFAULT_BUDGET, FULL_HELP, JSON_HELP, budget, budget_parser, json_member, read_json_object,
};
use crate::names::of;
use crate::output::{
    CliError, CliResult, Dist, Table, bad_value, budget_error, chance, exact_number, fraction, print_json, to_json,
};
use crate::trace::{Traced, roller};
use num_bigint::BigUint;
use num_traits::Zero;
use roguerules_dice::{BigRational, Pmf};
use roguerules_melee::angband::{
    Ammo, AngbandError, Bonus, Character, Class, CritTable, Critical, Dice, Effects, HitRoll, Launch, Launcher,
    LauncherKind, Melee, Missile, Monster, MonsterFlags, ObjectKind, Race, RoundsToKill, Slays, Stat, Thrown, Weapon,
    Weight, attacks_to_kill_pmf, blow_damage_pmf_with, blows, crit_odds, hit_chance, kills, melee_round,
    missile as missile_roll, missile_damage_pmf_with, round_damage_pmf_with, rounds_to_kill_pmf, skills, visible_skill,
};
use serde_json::{Map, Value, json};

/// Subcommands of `roguerules angband`.
#[derive(Debug, clap::Subcommand)]
pub enum AngbandCommand {
    /// Blows per round for a class, Strength, Dexterity and weapon weight (0 = bare hands).
    Blows(BlowsArgs),
    /// The exact chance to hit a monster (melee, or a missile with --distance).
    Hit(HitArgs),
    /// The exact critical-hit distribution (melee, or --missile).
    Crit(CritArgs),
    /// The exact damage distribution and mean of one melee blow (and of a round).
    Blow(Box<BlowArgs>),
    /// The exact distribution of the rounds a melee fight takes to kill a monster of --hp hit points.
    Fight(Box<FightArgs>),
    /// The exact damage distribution of one missile, fired from a launcher or thrown (--throw).
    Missile(Box<MissileArgs>),
}

/// A stat as the game writes it.
fn parse_stat(s: &str) -> Result<Stat, String> {
    s.parse().map_err(|e: roguerules_melee::angband::StatError| e.to_string())
}

/// A weight in pounds.
fn parse_weight(s: &str) -> Result<Weight, String> {
    s.parse().map_err(|e: AngbandError| e.to_string())
}

/// Weapon dice `XdY`.
fn parse_dice(text: &str) -> Result<Dice, String> {
    let bad = || format!("'{text}' is not XdY with X in 0..=255 and Y in 1..=255 (e.g. 2d5)");
    let (x, y) = text.trim().split_once(['d', 'D']).ok_or_else(bad)?;
    let count: u8 = x.parse().map_err(|_| bad())?;
    let sides: u8 = y.parse().map_err(|_| bad())?;
    Dice::new(count, sides).map_err(|_| bad())
}

/// `--input` of every `angband` command.
const INPUT_HELP: &str = "The inputs as JSON (the library's own types, shown below): a file, or - for standard input; \
the options given as well override its fields, and an option it gives need not be given";

/// The JSON of `--input` for `blows`, `blow`, `fight` and `missile`, shown in their `--help`.
const FIGHT_JSON: &str = "--input takes one JSON object holding the library's own inputs (serde, roguerules-melee), each \
a member; a command reads the members it uses, so one file serves blows, blow, fight and missile:\n  \
{\"character\": {\"class\": \"warrior\", \"race\": \"dwarf\", \"level\": 20, \"str\": \"18/100\", \"dex\": \"18/50\",\n                 \
\"armour_to_hit\": 0, \"rings\": [{\"to_hit\": 0, \"to_dam\": 0}, {\"to_hit\": 0, \"to_dam\": 0}],\n                 \
\"gloves\": {\"to_hit\": 0, \"to_dam\": 0}, \"effects\": \"HERO\", \"stun\": 0},\n   \
\"weapon\": {\"dice\": {\"count\": 2, \"sides\": 5}, \"to_hit\": 3, \"to_dam\": 4, \"weight\": 150, \"slays\": \"SLAY_ORC\",\n              \
\"edged\": true, \"blessed\": false, \"extra_blows\": 0}  (or null: bare hands),\n   \
\"launcher\": {\"kind\": \"long-bow\", \"to_hit\": 0, \"to_dam\": 0, \"weight\": 30, \"extra_might\": false, \"extra_shots\": 0},\n   \
\"ammo\": {\"kind\": \"arrow\", \"dice\": {\"count\": 1, \"sides\": 9}, \"to_hit\": 3, \"to_dam\": 2, \"weight\": 2, \"slays\": \"\"},\n   \
\"thrown\": {\"kind\": \"flask-of-oil\", \"dice\": {\"count\": 2, \"sides\": 6}, \"weight\": 10},\n   \
\"monster\": {\"ac\": 36, \"flags\": \"EVIL | ORC\", \"visible\": true, \"hp\": 60}, \"distance\": 5}\n\
Required within a member: a character's class, str and dex; a weapon's dice and weight; a launcher's kind; ammo's kind, \
dice and weight; a thrown object's dice and weight; a monster's ac. The rest default to none (level 1, human, no \
bonus, a visible monster). Weights are in tenths of a pound (150 is 15 lb); names and flags in any case. \
--gear-to-hit and --gear-to-dam replace the sum of the armour's, rings' and gloves' bonuses.";

const STR_HELP: &str =
    "Strength as the game writes it: 3..=18, then 18/00..=18/999 (e.g. 17, 18/50, 18/220; 18/100 is 18 + 100)";
const WEIGHT_HELP: &str =
    "The weapon's weight in pounds with at most one decimal, 0..=6553.5 (e.g. 12.5); 0 means bare hands";

/// `angband blows`: blows per round (seed 003; RULINGS M4, M5).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = format!("Examples:\n  roguerules angband blows --class warrior --str 18/100 --dex 18/50 --weight 12\n  \
roguerules angband blows --class Mage --str 10 --dex 18/150 --weight 0 --json\n  \
roguerules angband blows --class rogue --str 18/220 --dex 18/220 --weight 1.2 --extra-blows 2\n  \
roguerules examples angband-warrior | roguerules angband blows --input -\n  \
roguerules examples angband-warrior | roguerules angband blows --input - --dex 18/100\n\n\
`roguerules examples angband-warrior` prints an example input (its character and weapon are read here).\n\
{FIGHT_JSON}")
)]
pub struct BlowsArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    /// The class.
    #[arg(long, value_parser = of::angband_class(), required_unless_present = "input")]
    pub class: Option<Class>,
    #[arg(long, value_parser = parse_stat, help = STR_HELP, required_unless_present = "input")]
    pub str: Option<Stat>,
    /// Dexterity, written like Strength: 3..=18, then 18/00..=18/999.
    #[arg(long, value_parser = parse_stat, required_unless_present = "input")]
    pub dex: Option<Stat>,
    #[arg(long, value_parser = parse_weight, help = WEIGHT_HELP, required_unless_present = "input")]
    pub weight: Option<Weight>,
    /// Extra blows from the weapon (Extra Attacks, Sting, ...), 0..=255 [default: 0]; refused when the blows per
    /// round would pass 255, and with bare hands (--weight 0), which get none.
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=255))]
    pub extra_blows: Option<u8>,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `angband hit`: the chance to hit (RULINGS M1, M3).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband hit --skill 100 --ac 40\n  roguerules angband hit --skill 60 --ac 30 --unseen --json\n  \
roguerules angband hit --skill 120 --ac 50 --distance 8\n  roguerules angband hit --skill -10 --ac 0\n  \
roguerules examples angband-hit | roguerules angband hit --input -\n  \
roguerules examples angband-hit | roguerules angband hit --input - --ac 60\n\n\
--input takes {\"skill\": 100, \"monster\": {\"ac\": 40, \"visible\": true}, \"distance\": 8} (the monster as \
the library's Monster: ac required, visible true by default; distance only for a missile); \
`roguerules examples angband-hit` prints one."
)]
pub struct HitArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    /// The overall skill (base skill + 3 x bonus to combat skill), -1000000..=1000000.
    #[arg(long, value_parser = clap::value_parser!(i32).range(-1_000_000..=1_000_000), required_unless_present = "input")]
    pub skill: Option<i32>,
    /// The monster's armour class, 0..=65535.
    #[arg(long, required_unless_present = "input")]
    pub ac: Option<u16>,
    /// The monster is not seen (blind, unlit or invisible): the skill is halved, rounding up.
    #[arg(long)]
    pub unseen: bool,
    /// A missile at this distance in grid steps, 0..=65535 (adjacent is 1): subtracted from the skill first.
    #[arg(long)]
    pub distance: Option<u16>,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `angband crit`: the critical-hit distribution (RULINGS M6).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband crit --weight 15 --bonus 10 --player-level 20\n  \
roguerules angband crit --weight 0.2 --bonus 12 --player-level 30 --missile --json\n  \
roguerules angband crit --weight 30 --bonus -20 --player-level 1\n  \
roguerules examples angband-crit | roguerules angband crit --input -\n  \
roguerules examples angband-crit | roguerules angband crit --input - --missile --weight 0.2\n\n\
JSON keys: none, good, great, superb, star_great (the seed's *GREAT*), star_superb (*SUPERB*).\n\
--input takes the library's critical inputs as its conformance traces write them: {\"table\": \"melee\" or \
\"missile\", \"weight\": 150 (tenths of a pound), \"bonus\": 10, \"level\": 20}; table defaults to melee; \
`roguerules examples angband-crit` prints one."
)]
pub struct CritArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    /// The weapon's weight in pounds (for --missile: the missile's own weight), at most one decimal,
    /// 0..=6553.5; 0 in melee is bare hands, which never crit.
    #[arg(long, value_parser = parse_weight, required_unless_present = "input")]
    pub weight: Option<Weight>,
    /// The bonus to combat skill ("+ To Hit"; for --missile include the missile's to-hit, not the launcher's),
    /// -1000000..=1000000.
    #[arg(long, value_parser = clap::value_parser!(i32).range(-1_000_000..=1_000_000), required_unless_present = "input")]
    pub bonus: Option<i32>,
    /// The character's level, 1..=50.
    #[arg(long, alias = "level", value_parser = clap::value_parser!(u8).range(1..=50), required_unless_present = "input")]
    pub player_level: Option<u8>,
    /// Use the missile table (power weight + 4 x bonus + 2 x level, type from weight + 1d500).
    #[arg(long)]
    pub missile: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `angband blow`: one melee blow's exact damage distribution (RULINGS M1, M6, M7, M9).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = format!("Examples:\n  roguerules angband blow --class warrior --player-level 20 --str 18/100 --dex 18/50 --dice 2d5 --to-hit 3 \
--to-dam 4 --weight 15 --ac 36\n  \
roguerules angband blow --class paladin --str 18/50 --dex 16 --dice 4d4 --weight 15 --slay evil,fire --flags evil,im-fire \
--ac 40 --hp 30 --json\n  \
roguerules angband blow --class mage --str 8 --dex 10 --weight 0 --ac 10\n  \
roguerules angband blow --class rogue --str 17 --dex 18/20 --dice 1d4 --weight 1.2 --ac 20 --seed 7\n  \
roguerules angband blow --class rogue --str 17 --dex 18/20 --dice 1d4 --to-hit -5 --weight 1.2 --ac 20 --counter stun:20 --trace\n  \
roguerules examples angband-warrior | roguerules angband blow --input -\n  \
roguerules examples angband-warrior | roguerules angband blow --input - --ac 60 --hp 20 --json\n\n\
Bare hands (--weight 0) deal 1 damage plus the character's to-dam and never crit: the weapon options \
(--dice, --to-hit, --to-dam, --slay, --extra-blows, --edged, --blessed-weapon) are refused with them.\n\
`roguerules examples angband-warrior` prints an example input (a level-20 Dwarf warrior with a Broad Sword against \
an orc).\n{FIGHT_JSON}")
)]
pub struct BlowArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    #[command(flatten)]
    pub character: CharacterArgs,
    #[command(flatten)]
    pub weapon: WeaponArgs,
    #[command(flatten)]
    pub monster: MonsterArgs,
    /// The monster's hit points, 0..=4294967295: the round stops when it dies (below 0 HP).
    #[arg(long)]
    pub hp: Option<u32>,
    /// Also roll one round with this seed (0..=18446744073709551615) and show every draw.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Also roll one round and show every draw (a random seed, printed on stderr, when --seed is absent).
    #[arg(long)]
    pub trace: bool,
    /// Print only the exact odds, rolling nothing (the default without --seed or --trace).
    #[arg(long, conflicts_with_all = ["seed", "trace"])]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `angband fight`: how many melee rounds a fight takes (RULINGS M9).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = format!("Examples:\n  roguerules angband fight --class warrior --player-level 20 --str 18/100 --dex 18/50 --dice 2d5 --to-hit 3 \
--to-dam 4 --weight 15 --ac 36 --hp 60\n  \
roguerules examples angband-warrior | roguerules angband fight --input -\n  \
roguerules examples angband-warrior | roguerules angband fight --input - --hp 100 --berserk --json\n\n\
Rounds are independent; the monster dies when its hit points fall below 0. Rounds are listed until the chance of \
a longer fight is below 1e-9 (at most 1000 rounds); that chance is printed last (JSON key \"more\").\n\
`roguerules examples angband-warrior` prints an example input (the monster's hp there is --hp).\n{FIGHT_JSON}")
)]
pub struct FightArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    #[command(flatten)]
    pub character: CharacterArgs,
    #[command(flatten)]
    pub weapon: WeaponArgs,
    #[command(flatten)]
    pub monster: MonsterArgs,
    /// The monster's hit points, 0..=4294967295: it dies below 0 HP.
    #[arg(long, required_unless_present = "input")]
    pub hp: Option<u32>,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// `angband missile`: one shot's or throw's exact damage (RULINGS M1, M3, M6, M7, M9).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = format!("Examples:\n  roguerules angband missile --class ranger --player-level 20 --str 16 --dex 18/50 --launcher long-bow \
--dice 1d9 --to-hit 3 --to-dam 2 --weight 0.2 --ac 30 --distance 5\n  \
roguerules angband missile --class warrior --str 18/50 --dex 15 --throw --dice 1d4 --weight 1.2 --ac 20 --distance 3 --json\n  \
roguerules angband missile --class ranger --str 16 --dex 18/50 --launcher long-bow --dice 1d9 --weight 0.2 --ac 30 \
--distance 5 --hp 20\n  \
roguerules examples angband-archer | roguerules angband missile --input -\n  \
roguerules examples angband-archer | roguerules angband missile --input - --distance 9 --hp 40 --json\n\n\
--dice, --to-hit, --to-dam, --weight and --slay describe the missile (the ammunition, or the object thrown). The \
character wields no melee weapon here (a heavy weapon's or a priest's edged weapon's penalty is not applied).\n\
With --hp (or the monster's hp in --input), the exact distribution of the missiles needed to kill it follows, as \
`angband fight` lists rounds: until the chance of needing more is below 1e-9 (at most 1000), that chance last \
(JSON: \"shots_to_kill\": {{\"hp\", \"pmf\": [[shots, \"num/den\"], ...], \"more\"}}).\n\
`roguerules examples angband-archer` prints an example input (a ranger with a long bow; its launcher and ammo, or a \
thrown object, are read here).\n{FIGHT_JSON}")
)]
pub struct MissileArgs {
    #[arg(long, value_name = "FILE.json", help = INPUT_HELP)]
    pub input: Option<String>,
    #[command(flatten)]
    pub character: CharacterArgs,
    /// The launcher that fires it (its kind says the ammunition: sling shots, bow arrows, crossbow bolts);
    /// required unless --throw (or --input gives a launcher or a thrown object).
    #[arg(long, value_parser = of::launcher(), required_unless_present_any = ["throw", "input"], conflicts_with = "throw")]
    pub launcher: Option<LauncherKind>,
    /// The launcher's to-hit, -32768..=32767 [default: 0].
    #[arg(long, conflicts_with = "throw")]
    pub launcher_to_hit: Option<i16>,
    /// The launcher's to-dam (added before the multiplier), -32768..=32767 [default: 0].
    #[arg(long, conflicts_with = "throw")]
    pub launcher_to_dam: Option<i16>,
    /// The launcher's weight in pounds with at most one decimal, 0..=6553.5 (only a launcher too heavy for the
    /// Strength is penalised) [default: 0].
    #[arg(long, value_parser = parse_weight, conflicts_with = "throw")]
    pub launcher_weight: Option<Weight>,
    /// A launcher of Extra Might (+1 to the multiplier).
    #[arg(long, conflicts_with = "throw")]
    pub extra_might: bool,
    /// Throw the missile by hand instead of firing it.
    #[arg(long)]
    pub throw: bool,
    /// The missile's damage dice, XdY with X in 0..=255 and Y in 1..=255, e.g. 1d9.
    #[arg(long, value_parser = parse_dice, required_unless_present = "input")]
    pub dice: Option<Dice>,
    /// The missile's to-hit (fired: helps it hit and crit; thrown: only the critical), -32768..=32767 [default: 0].
    #[arg(long)]
    pub to_hit: Option<i16>,
    /// The missile's to-dam, -32768..=32767 [default: 0].
    #[arg(long)]
    pub to_dam: Option<i16>,
    /// The missile's own weight in pounds, at most one decimal, 0..=6553.5 (the critical uses it).
    #[arg(long, value_parser = parse_weight, required_unless_present = "input")]
    pub weight: Option<Weight>,
    /// The missile's slays and brands, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::slay())]
    pub slay: Vec<Slays>,
    #[command(flatten)]
    pub monster: MonsterArgs,
    /// The distance to the monster in grid steps, 0..=65535 (adjacent is 1): subtracted from the skill.
    #[arg(long, required_unless_present = "input")]
    pub distance: Option<u16>,
    /// The monster's hit points, 0..=4294967295: also print the exact distribution of the missiles needed to kill
    /// it (it dies below 0 HP).
    #[arg(long)]
    pub hp: Option<u32>,
    /// Also roll one missile with this seed (0..=18446744073709551615) and show every draw.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Also roll one missile and show every draw (a random seed, printed on stderr, when --seed is absent).
    #[arg(long)]
    pub trace: bool,
    /// Print only the exact odds, rolling nothing (the default without --seed or --trace).
    #[arg(long, conflicts_with_all = ["seed", "trace"])]
    pub exact: bool,
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BUDGET, value_parser = budget_parser(), help = BUDGET_HELP)]
    pub budget: u64,
    #[arg(long, help = FULL_HELP)]
    pub full: bool,
    #[arg(long, help = JSON_HELP)]
    pub json: bool,
}

/// The character of `angband blow`, `fight` and `missile`: class, race, level,
/// stats and what else changes its skill and damage.
#[derive(Debug, clap::Args)]
pub struct CharacterArgs {
    /// The class.
    #[arg(long, value_parser = of::angband_class(), required_unless_present = "input")]
    pub class: Option<Class>,
    /// The race [default: human].
    #[arg(long, value_parser = of::angband_race())]
    pub race: Option<Race>,
    /// The character's level, 1..=50 [default: 1].
    #[arg(long, alias = "level", value_parser = clap::value_parser!(u8).range(1..=50))]
    pub player_level: Option<u8>,
    #[arg(long, value_parser = parse_stat, help = STR_HELP, required_unless_present = "input")]
    pub str: Option<Stat>,
    /// Dexterity, written like Strength: 3..=18, then 18/00..=18/999.
    #[arg(long, value_parser = parse_stat, required_unless_present = "input")]
    pub dex: Option<Stat>,
    /// Other to-hit from equipment (rings, gauntlets, body armour's penalty), summed, -32768..=32767 [default: 0].
    #[arg(long)]
    pub gear_to_hit: Option<i16>,
    /// Other to-dam from equipment (rings, gauntlets), summed, -32768..=32767 [default: 0].
    #[arg(long)]
    pub gear_to_dam: Option<i16>,
    /// Blessing (+10 to hit).
    #[arg(long)]
    pub bless: bool,
    /// Heroism (+12 to hit).
    #[arg(long)]
    pub hero: bool,
    /// Berserk Strength (+24 to hit).
    #[arg(long)]
    pub berserk: bool,
    /// A counter, NAME:VALUE with VALUE in 0..=100, e.g. stun:20; counters: stun (1..=50: -5 to hit and dam;
    /// 51..=100: -20; above 100 the character is knocked out and cannot attack).
    #[arg(long, value_name = "NAME:VALUE", value_delimiter = ',', value_parser = crate::names::name_value(of::blow_counter(), 0, 100))]
    pub counter: Vec<(BlowCounter, i64)>,
    /// Old spelling of `--counter stun:N`, N in 0..=100.
    #[arg(long, hide = true, value_parser = clap::value_parser!(u16).range(0..=100))]
    pub stun: Option<u16>,
}

/// The melee weapon of `angband blow` and `fight`.
#[derive(Debug, clap::Args)]
pub struct WeaponArgs {
    /// The weapon's damage dice, XdY with X in 0..=255 and Y in 1..=255, e.g. 2d5 [default: 1d1, a weapon that
    /// always rolls 1]; not with bare hands.
    #[arg(long, value_parser = parse_dice)]
    pub dice: Option<Dice>,
    /// The weapon's to-hit, -32768..=32767 [default: 0]; not with bare hands.
    #[arg(long)]
    pub to_hit: Option<i16>,
    /// The weapon's to-dam, -32768..=32767 [default: 0]; not with bare hands.
    #[arg(long)]
    pub to_dam: Option<i16>,
    #[arg(long, value_parser = parse_weight, help = WEIGHT_HELP, required_unless_present = "input")]
    pub weight: Option<Weight>,
    /// The weapon's slays and brands, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::slay())]
    pub slay: Vec<Slays>,
    /// Extra blows from the weapon, 0..=255 [default: 0]; refused when the blows per round would pass 255.
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=255))]
    pub extra_blows: Option<u8>,
    /// The weapon is edged or a polearm (a priest's penalty unless --blessed-weapon).
    #[arg(long)]
    pub edged: bool,
    /// The weapon is blessed.
    #[arg(long)]
    pub blessed_weapon: bool,
}

/// The monster attacked (`angband blow`, `fight`, `missile`).
#[derive(Debug, clap::Args)]
pub struct MonsterArgs {
    /// The monster's armour class, 0..=65535.
    #[arg(long, required_unless_present = "input")]
    pub ac: Option<u16>,
    /// The monster's flags, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::monster_flag())]
    pub flags: Vec<MonsterFlags>,
    /// The monster is not seen.
    #[arg(long)]
    pub unseen: bool,
}

/// The JSON of `--input` for `blows`, `blow`, `fight` and `missile`: the
/// library's inputs, each its own member (see [`FIGHT_JSON`]).
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FightInput {
    #[serde(default, deserialize_with = "character_member")]
    character: Option<Character>,
    /// `Some(None)`: `"weapon": null`, bare hands.
    #[serde(default, deserialize_with = "weapon_member")]
    weapon: Option<Option<Weapon>>,
    #[serde(default, deserialize_with = "launcher_member")]
    launcher: Option<Launcher>,
    #[serde(default, deserialize_with = "ammo_member")]
    ammo: Option<Ammo>,
    #[serde(default, deserialize_with = "thrown_member")]
    thrown: Option<Thrown>,
    #[serde(default, deserialize_with = "monster_member")]
    monster: Option<Monster>,
    #[serde(default, deserialize_with = "distance_member")]
    distance: Option<u16>,
}

/// `deserialize_with` functions naming each member of an input in errors.
macro_rules! members {
    ($($f:ident $name:literal $t:ty;)*) => {$(
        fn $f<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<$t>, D::Error> {
            json_member($name, d)
        }
    )*};
}

members! {
    character_member "character" Character;
    weapon_member "weapon" Option<Weapon>;
    launcher_member "launcher" Launcher;
    ammo_member "ammo" Ammo;
    thrown_member "thrown" Thrown;
    monster_member "monster" Monster;
    distance_member "distance" u16;
    skill_member "skill" i32;
    table_member "table" CritTable;
    weight_member "weight" Weight;
    bonus_member "bonus" i32;
    level_member "level" u8;
}

/// The JSON of `angband hit --input`.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HitInput {
    #[serde(default, deserialize_with = "skill_member")]
    skill: Option<i32>,
    #[serde(default, deserialize_with = "monster_member")]
    monster: Option<Monster>,
    #[serde(default, deserialize_with = "distance_member")]
    distance: Option<u16>,
}

/// The JSON of `angband crit --input`: the critical's inputs as the
/// conformance traces write them.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CritInput {
    #[serde(default, deserialize_with = "table_member")]
    table: Option<CritTable>,
    #[serde(default, deserialize_with = "weight_member")]
    weight: Option<Weight>,
    #[serde(default, deserialize_with = "bonus_member")]
    bonus: Option<i32>,
    #[serde(default, deserialize_with = "level_member")]
    level: Option<u8>,
}

/// `--input`'s object (nothing without it).
fn read_input<T: serde::de::DeserializeOwned + Default>(input: Option<&str>, what: &str) -> Result<T, CliError> {
    match input {
        Some(path) => read_json_object("--input", path, what),
        None => Ok(T::default()),
    }
}

/// The value of a flag, or of the file's member, or an error naming both.
fn given<T>(flag: Option<T>, file: Option<T>, name: &str, member: &str) -> Result<T, CliError> {
    flag.or(file).ok_or_else(|| CliError::usage(format!("give {name}, or {member} in --input")))
}

/// A character from `file` (or from the class and stats given), with the flags
/// given replacing its fields.
fn base_character(
    file: Option<Character>,
    class: Option<Class>,
    str: Option<Stat>,
    dex: Option<Stat>,
) -> Result<Character, CliError> {
    let mut c = match file {
        Some(c) => c,
        None => Character::new(
            given(class, None, "--class", "a \"character\"")?,
            given(str, None, "--str", "a \"character\"")?,
            given(dex, None, "--dex", "a \"character\"")?,
        ),
    };
    if let Some(class) = class {
        c.class = class;
    }
    if let Some(str) = str {
        c.str = str;
    }
    if let Some(dex) = dex {
        c.dex = dex;
    }
    Ok(c)
}

impl CharacterArgs {
    /// The character: the file's (its weapon and launcher as it gives them) or
    /// the flags', with every flag given replacing its field.
    fn character(&self, file: Option<Character>) -> Result<Character, CliError> {
        let mut c = base_character(file, self.class, self.str, self.dex)?;
        if let Some(race) = self.race {
            c.race = race;
        }
        if let Some(level) = self.player_level {
            c.level = level;
        }
        let mut counters = self.counter.clone();
        if let Some(n) = self.stun {
            counters.push((BlowCounter::Stun, i64::from(n)));
        }
        crate::names::refuse_repeated_keys("--counter", &counters, |_| "stun".to_owned())?;
        if !counters.is_empty() {
            // Each value was range-checked (0..=100) by its flag's parser.
            c.stun = counters.iter().map(|(_, n)| u16::try_from(*n).unwrap_or(u16::MAX)).sum();
        }
        // The gear flags are the sums of the armour's, rings' and gloves' bonuses.
        if let Some(to_hit) = self.gear_to_hit {
            c.armour_to_hit = 0;
            c.rings = [Bonus { to_hit, ..c.rings[0] }, Bonus { to_hit: 0, ..c.rings[1] }];
            c.gloves.to_hit = 0;
        }
        if let Some(to_dam) = self.gear_to_dam {
            c.rings = [Bonus { to_dam, ..c.rings[0] }, Bonus { to_dam: 0, ..c.rings[1] }];
            c.gloves.to_dam = 0;
        }
        c.effects |= [(Effects::BLESSED, self.bless), (Effects::HERO, self.hero), (Effects::BERSERK, self.berserk)]
            .iter()
            .filter(|(_, on)| *on)
            .fold(Effects::empty(), |acc, (e, _)| acc | *e);
        Ok(c)
    }
}

impl WeaponArgs {
    /// The weapon, or `None` for bare hands (`--weight 0`, or `"weapon": null`
    /// in the file), which refuse the weapon's own options. `file` is the
    /// weapon the file gives (`Some(None)` for bare hands).
    fn weapon(&self, file: Option<Option<Weapon>>) -> Result<Option<Weapon>, CliError> {
        let bare = match (self.weight, file) {
            (Some(w), _) => w.tenths() == 0,
            (None, Some(w)) => w.is_none(),
            (None, None) => {
                return Err(CliError::usage(
                    "give --weight (0 for bare hands), or a \"weapon\" (null for bare hands) in --input",
                ));
            }
        };
        if bare {
            no_weapon_options(&[
                ("--dice", self.dice.is_some()),
                ("--to-hit", self.to_hit.is_some()),
                ("--to-dam", self.to_dam.is_some()),
                ("--slay", !self.slay.is_empty()),
                ("--extra-blows", self.extra_blows.is_some()),
                ("--edged", self.edged),
                ("--blessed-weapon", self.blessed_weapon),
            ])?;
            return Ok(None);
        }
        of::slay().refuse_repeats("--slay", &self.slay)?;
        let mut w = file.flatten().unwrap_or(Weapon { dice: Dice { count: 1, sides: 1 }, ..Weapon::default() });
        if let Some(weight) = self.weight {
            w.weight = weight;
        }
        if let Some(dice) = self.dice {
            w.dice = dice;
        }
        if let Some(to_hit) = self.to_hit {
            w.to_hit = to_hit;
        }
        if let Some(to_dam) = self.to_dam {
            w.to_dam = to_dam;
        }
        if !self.slay.is_empty() {
            w.slays = self.slay.iter().fold(Slays::empty(), |acc, s| acc | *s);
        }
        if let Some(extra) = self.extra_blows {
            w.extra_blows = extra;
        }
        w.edged |= self.edged;
        w.blessed |= self.blessed_weapon;
        Ok(Some(w))
    }
}

impl MonsterArgs {
    /// The monster: the file's, or one of `--ac`, with the flags given
    /// replacing its fields and `hp` (when given) its hit points.
    fn monster(&self, file: Option<Monster>, hp: Option<u32>) -> Result<Monster, CliError> {
        of::monster_flag().refuse_repeats("--flags", &self.flags)?;
        let mut m = match file {
            Some(m) => m,
            None => Monster::new(given(self.ac, None, "--ac", "a \"monster\"")?),
        };
        if let Some(ac) = self.ac {
            m.ac = ac;
        }
        if !self.flags.is_empty() {
            m.flags = self.flags.iter().fold(MonsterFlags::empty(), |acc, f| acc | *f);
        }
        m.visible &= !self.unseen;
        if hp.is_some() {
            m.hp = hp;
        }
        Ok(m)
    }
}

/// The character with its melee weapon, and the melee rules' view of it.
fn melee_of(
    character: &CharacterArgs,
    weapon: &WeaponArgs,
    file: &FightInput,
    input: Option<&str>,
) -> Result<(Character, Melee), CliError> {
    // The weapon's options first: bare hands refuse them before anything else.
    // The file's weapon: its own member, else the one its character wields.
    let from_file = file.weapon.or_else(|| file.character.and_then(|c| c.weapon).map(Some));
    let w = weapon.weapon(from_file)?;
    let mut c = character.character(file.character)?;
    c.weapon = w;
    let melee = Melee::of(&c).map_err(|e| rule_error(e, input))?;
    Ok((c, melee))
}

/// A rule's error: with `--input`, exit status 1 naming the file (the value
/// may be the file's); without, the flag it is about ([`angband_error`]).
fn rule_error(e: AngbandError, input: Option<&str>) -> CliError {
    match (input, e) {
        (_, AngbandError::Budget(b)) => budget_error("the exact computation", b, None),
        (Some(path), e) => CliError::failure(format!("--input {path}: {e}")),
        (None, e) => angband_error(e),
    }
}

/// A counter `angband blow` reads (`--counter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlowCounter {
    /// The stun counter.
    Stun,
}

/// Runs `roguerules angband ...`.
pub fn run(command: AngbandCommand) -> CliResult {
    match command {
        AngbandCommand::Blows(a) => run_blows(&a),
        AngbandCommand::Hit(a) => run_hit(&a),
        AngbandCommand::Crit(a) => run_crit(&a),
        AngbandCommand::Blow(a) => run_blow(&a),
        AngbandCommand::Fight(a) => run_fight(&a),
        AngbandCommand::Missile(a) => run_missile(&a),
    }
}

/// An Angband rule's error: the flag it is about, or a failure.
fn angband_error(e: AngbandError) -> CliError {
    match e {
        AngbandError::Budget(b) => budget_error("the exact computation", b, None),
        AngbandError::TooManyBlows { .. } => bad_value("--extra-blows", e),
        AngbandError::KnockedOut { .. } => bad_value("--counter", e),
        AngbandError::Level { .. } => bad_value("--player-level", e),
        AngbandError::Dice { .. } => bad_value("--dice", e),
        other => CliError::failure(other),
    }
}

/// Refuses weapon options given with bare hands (`--weight 0`).
fn no_weapon_options(given: &[(&str, bool)]) -> CliResult {
    match given.iter().find(|(_, on)| *on) {
        Some((flag, _)) => {
            Err(bad_value(flag, "bare hands (--weight 0) have no weapon: drop it, or give the weapon's weight"))
        }
        None => Ok(()),
    }
}

fn run_blows(a: &BlowsArgs) -> CliResult {
    let file: FightInput = read_input(a.input.as_deref(), "angband input")?;
    let mut c = base_character(file.character, a.class, a.str, a.dex)?;
    // The weight of the weapon: the flag's, or the file's weapon's (null: bare hands).
    let file_weapon = file.weapon.or_else(|| file.character.and_then(|c| c.weapon).map(Some));
    let weapon = match (a.weight, file_weapon) {
        (Some(w), file) if w.tenths() > 0 => Some(Weapon { weight: w, ..file.flatten().unwrap_or_default() }),
        (Some(_), _) | (None, Some(None)) => None,
        (None, Some(Some(w))) => Some(w),
        (None, None) => {
            return Err(CliError::usage(
                "give --weight (0 for bare hands), or a \"weapon\" (null for bare hands) in --input",
            ));
        }
    };
    let bare = weapon.is_none();
    if bare {
        no_weapon_options(&[("--extra-blows", a.extra_blows.is_some())])?;
    }
    let weapon = weapon.map(|w| (w.weight, a.extra_blows.unwrap_or(w.extra_blows)));
    // The library refuses extra blows past 255 blows per round when it checks a
    // character (it never clamps them): check one with this weapon first.
    c.weapon = weapon.map(|(weight, extra_blows)| Weapon { weight, extra_blows, ..Weapon::default() });
    c.launcher = None;
    c.validate().map_err(|e| rule_error(e, a.input.as_deref()))?;
    let (class, str, dex) = (c.class, c.str, c.dex);
    let b = blows(class, str, dex, weapon);
    if a.json {
        print_json(&json!({ "blows": b.blows, "heavy": b.heavy }));
        return Ok(());
    }
    let what = match weapon {
        None => "bare hands".to_owned(),
        Some((weight, _)) => format!("a {weight} lb weapon"),
    };
    outln!("{class}, STR {str}, DEX {dex}, {what}");
    let mut t = Table::new(["step", "value"]);
    t.row(["adjusted strength (ASB)".to_owned(), b.asb.to_string()]);
    if !bare {
        let table = class.table();
        t.row(["strength-weaponry index (SWI)".to_owned(), b.swi.to_string()]);
        t.row(["natural blows (class max)".to_owned(), format!("{} ({})", b.natural, table.max_blows)]);
        let extra = weapon.map_or(0, |(_, extra)| extra);
        t.row(["extra blows".to_owned(), if b.heavy { "0 (heavy)".to_owned() } else { extra.to_string() }]);
        t.row(["heavy weapon".to_owned(), if b.heavy { "yes".to_owned() } else { "no".to_owned() }]);
    }
    t.row(["blows per round".to_owned(), b.blows.to_string()]);
    out!("{}", t.render());
    Ok(())
}

fn run_hit(a: &HitArgs) -> CliResult {
    let file: HitInput = read_input(a.input.as_deref(), "angband hit input")?;
    let skill_given = given(a.skill, file.skill, "--skill", "a \"skill\"")?;
    let mut monster = match file.monster {
        Some(m) => m,
        None => Monster::new(given(a.ac, None, "--ac", "a \"monster\"")?),
    };
    if let Some(ac) = a.ac {
        monster.ac = ac;
    }
    monster.visible &= !a.unseen;
    let (ac, unseen, distance) = (monster.ac, !monster.visible, a.distance.or(file.distance));
    let skill = match distance {
        Some(d) => skill_given.saturating_sub(i32::from(d)),
        None => skill_given,
    };
    let p = hit_chance(skill, ac, !unseen);
    if a.json {
        print_json(&json!({ "probability": fraction(&p) }));
        return Ok(());
    }
    let k = if skill > 0 { visible_skill(skill, !unseen) } else { 0 };
    let kind = if distance.is_some() { "missile" } else { "melee" };
    let mut t = Table::new(["step", "value"]);
    t.row(["skill".to_owned(), skill_given.to_string()]);
    if let Some(d) = distance {
        t.row(["minus distance".to_owned(), format!("{skill} (distance {d})")]);
    }
    t.row(["K (visibility-modified)".to_owned(), format!("{k}{}", if unseen { " (unseen: halved, up)" } else { "" })]);
    t.row(["3/4 of AC".to_owned(), (3 * i64::from(ac) / 4).to_string()]);
    t.row(["P(hit)".to_owned(), chance(&p)]);
    outln!("{kind} hit chance against AC {ac} (5% always hit, 5% always miss, the other 90% by skill)");
    out!("{}", t.render());
    Ok(())
}

/// The JSON key of an outcome: distinct names where the seed's differ only in
/// case and asterisks (`great` and `*GREAT*`).
fn crit_key(c: Option<Critical>) -> &'static str {
    match c {
        None => "none",
        Some(Critical::Good) => "good",
        Some(Critical::Great) => "great",
        Some(Critical::Superb) => "superb",
        Some(Critical::StarGreat) => "star_great",
        Some(Critical::StarSuperb) => "star_superb",
    }
}

fn run_crit(a: &CritArgs) -> CliResult {
    let file: CritInput = read_input(a.input.as_deref(), "angband crit input")?;
    let table = if a.missile { CritTable::Missile } else { file.table.unwrap_or(CritTable::Melee) };
    let weight = given(a.weight, file.weight, "--weight", "a \"weight\"")?;
    let bonus = given(a.bonus, file.bonus, "--bonus", "a \"bonus\"")?;
    let level = given(a.player_level, file.level, "--player-level", "a \"level\"")?;
    if !(1..=50).contains(&level) {
        let path = a.input.as_deref().unwrap_or("-");
        return Err(CliError::failure(format!("--input {path}: \"level\": {level} is not in 1..=50")));
    }
    let missile = table == CritTable::Missile;
    let odds = crit_odds(table, weight, bonus, level);
    let mut rows: Vec<(Option<Critical>, BigRational)> = vec![(None, odds.none.clone())];
    rows.extend(odds.types.iter().map(|(c, p)| (Some(*c), p.clone())));
    if a.json {
        let m: Map<String, Value> =
            rows.iter().map(|(k, p)| (crit_key(*k).to_owned(), Value::String(fraction(p)))).collect();
        print_json(&Value::Object(m));
        return Ok(());
    }
    let bare = !missile && weight.tenths() == 0;
    if bare {
        outln!("melee critical: bare hands never crit (seed 003; RULINGS M6)");
    } else {
        let power = table.power(weight, bonus, level);
        outln!(
            "{} critical: power {power} in 5000, type from {} + 1d{}",
            if missile { "missile" } else { "melee" },
            weight.tenths(),
            table.type_die()
        );
    }
    let mut t = Table::new(["outcome", "probability", "operation"]);
    for (k, p) in &rows {
        let (name, op) = match k {
            None => ("none", "-"),
            Some(c) => (c.name(), operation(*c)),
        };
        t.row([name.to_owned(), chance(p), op.to_owned()]);
    }
    out!("{}", t.render());
    Ok(())
}

fn operation(c: Critical) -> &'static str {
    match c {
        Critical::Good => "x2 + 5",
        Critical::Great => "x2 + 10",
        Critical::Superb => "x3 + 15",
        Critical::StarGreat => "x3 + 20",
        Critical::StarSuperb => "x7/2 + 25",
    }
}

/// A blow's hit test in words.
fn hit_words(h: HitRoll) -> &'static str {
    match h {
        HitRoll::AutoHit => "an automatic hit",
        HitRoll::AutoMiss => "an automatic miss",
        HitRoll::NoSkill => "a miss (no skill)",
        HitRoll::Armour => "stopped by the armour",
        HitRoll::Skill => "a hit",
    }
}

fn run_blow(a: &BlowArgs) -> CliResult {
    let input = a.input.as_deref();
    let file: FightInput = read_input(input, "angband input")?;
    let (c, melee) = melee_of(&a.character, &a.weapon, &file, input)?;
    let monster = a.monster.monster(file.monster, a.hp)?;
    let s = skills(&c).map_err(|e| rule_error(e, input))?;
    let hit = hit_chance(melee.skill, monster.ac, monster.visible);
    let what = match &c.weapon {
        Some(w) => format!("{} ({:+},{:+}), {} lb", w.dice, w.to_hit, w.to_dam, w.weight),
        None => "bare hands".to_owned(),
    };
    // Without hit points a round is its blows, each independent: blows x the mean.
    // With them the round stops early: its own distribution (one computation),
    // asked first, so a round too large is refused at once (issue 24).
    let blows = BigRational::from_integer(melee.blows.blows.into());
    let round = match monster.hp {
        None => None,
        Some(hp) => {
            let r = round_damage_pmf_with(budget(a.budget), &melee, &monster).map_err(|e| match e {
                AngbandError::Budget(b) => budget_error("the exact damage of a round against --hp", b, None),
                other => angband_error(other),
            })?;
            let kill = r.probability_where(|d| kills(hp, *d));
            Some((r, kill))
        }
    };
    let pmf = blow_damage_pmf_with(budget(a.budget), &melee, &monster).map_err(|e| match e {
        AngbandError::Budget(b) => budget_error(&format!("the exact damage of a blow with {what}"), b, None),
        other => angband_error(other),
    })?;
    let dist = Dist::of(&pmf);
    let mean = pmf.mean();
    let round_mean = round.as_ref().map_or_else(|| &mean * &blows, |(r, _)| r.mean());
    let rolled = match (a.seed, a.trace) {
        (None, false) => None,
        (seed, _) => {
            let seed = crate::common::seed_or_random(seed);
            let mut r = roller(seed);
            let outcome = melee_round(&mut r, &melee, &monster).map_err(angband_error)?;
            Some((seed, outcome, Traced::take(&mut r)))
        }
    };
    if a.json {
        let mut v = json!({
            "blows": melee.blows.blows,
            "heavy": melee.blows.heavy,
            "skill": melee.skill,
            "bonus": melee.bonus,
            "to_dam": melee.to_dam,
            "hit_chance": fraction(&hit),
            "mean": fraction(&mean),
            "mean_per_round": fraction(&round_mean),
            "pmf": dist.json(),
        });
        if let Some((r, kill)) = &round {
            v["kill_chance"] = Value::String(fraction(kill));
            v["round_pmf"] = Dist::of(r).json();
        }
        if let Some((seed, round, traced)) = &rolled {
            let blows: Vec<Value> = round
                .blows
                .iter()
                .map(|b| {
                    let mut v = to_json(b);
                    v["critical"] = b.critical.map_or(Value::Null, |c| Value::String(crit_key(Some(c)).to_owned()));
                    v
                })
                .collect();
            v["roll"] = json!({
                "seed": seed,
                "damage": round.damage,
                "killed": round.killed,
                "blows": blows,
                "trace": traced.json(),
            });
        }
        print_json(&v);
        return Ok(());
    }
    outln!("{} {} level {}, STR {}, DEX {}: {}", c.race, c.class, c.level, c.str, c.dex, what);
    outln!(
        "skill {} = base {} + 3 x bonus {}; {} blow(s){}; to-dam {:+}",
        melee.skill,
        s.base_melee,
        melee.bonus,
        melee.blows.blows,
        if melee.blows.heavy { " (heavy weapon)" } else { "" },
        melee.to_dam
    );
    outln!("against AC {}{}: P(hit) = {}", monster.ac, if monster.visible { "" } else { ", unseen" }, chance(&hit));
    outln!("damage of one blow (0 on a miss): exact distribution ({} values)", dist.len());
    dist.print("damage", a.full);
    outln!("mean per round ({} blows): {}", melee.blows.blows, exact_number(&round_mean));
    if let Some((_, kill)) = &round {
        outln!("P(kill in one round) = {}", chance(kill));
    }
    if let Some((seed, round, traced)) = &rolled {
        outln!("\none round rolled with seed {seed}:");
        for line in traced.lines() {
            outln!("  {line}");
        }
        for (i, b) in round.blows.iter().enumerate() {
            let crit = b.critical.map_or(String::new(), |c| format!(", {} critical", c.name()));
            outln!("blow {}: {}, {} damage{crit}", i + 1, hit_words(b.hit), b.damage);
        }
        outln!("total {} damage{}", round.damage, if round.killed { ", the monster dies" } else { "" });
    }
    Ok(())
}

fn run_fight(a: &FightArgs) -> CliResult {
    let input = a.input.as_deref();
    let file: FightInput = read_input(input, "angband input")?;
    let (c, melee) = melee_of(&a.character, &a.weapon, &file, input)?;
    let monster = a.monster.monster(file.monster, a.hp)?;
    let hp = given(monster.hp, None, "--hp", "the \"monster\"'s \"hp\"")?;
    let fight = rounds_to_kill_pmf(&melee, &monster, hp, budget(a.budget)).map_err(|e| match e {
        AngbandError::Budget(b) => budget_error("the exact rounds of the fight", b, None),
        AngbandError::NoDamage => CliError::failure(format!(
            "the fight never ends: a round never deals damage against AC {}{} (every blow misses or deals 0)",
            monster.ac,
            if monster.visible { "" } else { ", unseen" }
        )),
        other => rule_error(other, input),
    })?;
    if a.json {
        let mut v = to_kill_json(&fight, hp);
        v["blows"] = json!(melee.blows.blows);
        print_json(&v);
        return Ok(());
    }
    outln!(
        "{} {} level {}, {} blow(s) a round, against AC {}{} and {} hit points",
        c.race,
        c.class,
        c.level,
        melee.blows.blows,
        monster.ac,
        if monster.visible { "" } else { ", unseen" },
        hp
    );
    print_to_kill(&fight, "rounds", a.full)
}

/// The JSON of a fight's length (`angband fight`, `missile --hp`): `{"hp",
/// "pmf": [[attacks, "num/den"], ...], "more"}`.
fn to_kill_json(fight: &RoundsToKill, hp: u32) -> Value {
    let reduce = |w: &BigUint| fraction(&BigRational::new(w.clone().into(), fight.total.clone().into()));
    let pmf: Vec<Value> = fight.by_round.iter().enumerate().map(|(i, w)| json!([i + 1, reduce(w)])).collect();
    json!({ "hp": hp, "pmf": pmf, "more": reduce(&fight.more) })
}

/// A fight's length in text: the attacks (`rounds`, `shots`) to kill.
fn print_to_kill(fight: &RoundsToKill, unit: &str, full: bool) -> CliResult {
    let rounds = fight.by_round.len();
    if fight.more.is_zero() {
        // Every fight ends within the listed attacks: an exact distribution.
        let pmf = Pmf::from_weights(fight.by_round.iter().enumerate().map(|(i, w)| (i as i64 + 1, w.clone())))
            .map_err(CliError::failure)?;
        let dist = Dist::of(&pmf);
        outln!("{unit} to kill: exact distribution ({} values)", dist.len());
        dist.print(unit, full);
    } else {
        // The attacks listed and the chance of a longer fight (not a whole distribution, so no mean).
        let pmf = Pmf::from_weights(
            fight
                .by_round
                .iter()
                .enumerate()
                .map(|(i, w)| (i as i64 + 1, w.clone()))
                .chain(std::iter::once((rounds as i64 + 1, fight.more.clone()))),
        )
        .map_err(CliError::failure)?;
        let dist = Dist::of(&pmf);
        outln!(
            "{unit} to kill: exact distribution of {unit} 1..={rounds}; the row {} stands for MORE than {rounds} {unit}",
            rounds + 1
        );
        dist.print(unit, full);
        outln!(
            "P(more than {rounds} {unit}) = {} (the summary counts those fights as {} {unit}: its mean is a lower bound)",
            chance(&fight.more_probability()),
            rounds + 1
        );
    }
    Ok(())
}

/// What a missile is, for the text: dice, to-hit, to-dam, weight.
struct MissileParts {
    dice: Dice,
    to_hit: i16,
    to_dam: i16,
    weight: Weight,
}

/// The missile: the file's launcher and ammunition (or thrown object) and the
/// flags', every flag given replacing its field; with the character that
/// launches it.
fn missile_of(a: &MissileArgs, file: &FightInput) -> Result<(Character, Missile, MissileParts), CliError> {
    of::slay().refuse_repeats("--slay", &a.slay)?;
    let mut c = a.character.character(file.character)?;
    let input = a.input.as_deref();
    // The launcher: --launcher's kind over the file's (its own member, else the character's).
    let file_launcher = file.launcher.or(c.launcher);
    let launcher = if a.throw {
        None
    } else {
        match (a.launcher, file_launcher) {
            (Some(kind), l) => Some(l.map_or(
                Launcher { kind, to_hit: 0, to_dam: 0, weight: Weight::default(), extra_might: false, extra_shots: 0 },
                |l| Launcher { kind, ..l },
            )),
            (None, Some(l)) if file.thrown.is_none() || file.ammo.is_some() => Some(l),
            (None, _) => None,
        }
    };
    let launcher = launcher.map(|mut l| {
        if let Some(to_hit) = a.launcher_to_hit {
            l.to_hit = to_hit;
        }
        if let Some(to_dam) = a.launcher_to_dam {
            l.to_dam = to_dam;
        }
        if let Some(weight) = a.launcher_weight {
            l.weight = weight;
        }
        l.extra_might |= a.extra_might;
        l
    });
    if launcher.is_none() && !a.throw && file.thrown.is_none() {
        return Err(CliError::usage(
            "give --launcher or --throw, or a \"launcher\" (with \"ammo\") or a \"thrown\" object in --input",
        ));
    }
    for (flag, on) in [
        ("--launcher-to-hit", a.launcher_to_hit.is_some()),
        ("--launcher-to-dam", a.launcher_to_dam.is_some()),
        ("--launcher-weight", a.launcher_weight.is_some()),
        ("--extra-might", a.extra_might),
    ] {
        if on && launcher.is_none() {
            return Err(bad_value(flag, "the missile is thrown here (the --input file gives no launcher)"));
        }
    }
    // The missile's own fields: the file's (ammunition or thrown object), then the flags'.
    let file_missile = match launcher {
        Some(_) => file.ammo.map(|m| (m.dice, m.to_hit, m.to_dam, m.weight, m.slays)),
        None => file.thrown.map(|m| (m.dice, m.to_hit, m.to_dam, m.weight, m.slays)),
    };
    let member = if launcher.is_some() { "an \"ammo\"" } else { "a \"thrown\" object" };
    let parts = MissileParts {
        dice: given(a.dice, file_missile.map(|m| m.0), "--dice", member)?,
        to_hit: a.to_hit.or(file_missile.map(|m| m.1)).unwrap_or(0),
        to_dam: a.to_dam.or(file_missile.map(|m| m.2)).unwrap_or(0),
        weight: given(a.weight, file_missile.map(|m| m.3), "--weight", member)?,
    };
    let slays = if a.slay.is_empty() {
        file_missile.map_or(Slays::empty(), |m| m.4)
    } else {
        a.slay.iter().fold(Slays::empty(), |acc, s| acc | *s)
    };
    let MissileParts { dice, to_hit, to_dam, weight } = parts;
    let missile = match launcher {
        Some(l) => {
            c.launcher = Some(l);
            // The ammunition the launcher fires, unless the file says (the library checks they match).
            let kind = match (a.launcher, file.ammo) {
                (None, Some(ammo)) => ammo.kind,
                _ => l.kind.ammo(),
            };
            Missile::fire(&c, &Ammo { kind, dice, to_hit, to_dam, weight, slays })
        }
        None => {
            let kind = file.thrown.map_or(ObjectKind::default(), |t| t.kind);
            Missile::throw(&c, &Thrown { kind, dice, to_hit, to_dam, weight, slays })
        }
    }
    .map_err(|e| rule_error(e, input))?;
    Ok((c, missile, parts))
}

fn run_missile(a: &MissileArgs) -> CliResult {
    let input = a.input.as_deref();
    let file: FightInput = read_input(input, "angband input")?;
    let (c, missile, parts) = missile_of(a, &file)?;
    let monster = a.monster.monster(file.monster, a.hp)?;
    let distance = given(a.distance, file.distance, "--distance", "a \"distance\"")?;
    let pmf = missile_damage_pmf_with(budget(a.budget), &missile, &monster, distance).map_err(|e| match e {
        AngbandError::Budget(b) => budget_error("the exact damage of the missile", b, None),
        other => rule_error(other, input),
    })?;
    // The missiles to kill, from one missile's damage (the fight machinery, issue 25 item 4).
    let shots = match monster.hp {
        None => None,
        Some(hp) => Some((
            hp,
            attacks_to_kill_pmf(&pmf, hp, budget(a.budget)).map_err(|e| match e {
                AngbandError::Budget(b) => budget_error("the exact missiles to kill", b, None),
                AngbandError::NoDamage => CliError::failure(format!(
                    "the monster never dies: a missile never deals damage against AC {}{} at distance {distance}",
                    monster.ac,
                    if monster.visible { "" } else { ", unseen" }
                )),
                other => rule_error(other, input),
            })?,
        )),
    };
    let hit = hit_chance(missile.skill_at(distance), monster.ac, monster.visible);
    let dist = Dist::of(&pmf);
    let mean = pmf.mean();
    let rolled = match (a.seed, a.trace) {
        (None, false) => None,
        (seed, _) => {
            let seed = crate::common::seed_or_random(seed);
            let mut r = roller(seed);
            let outcome = missile_roll(&mut r, &missile, &monster, distance).map_err(|e| rule_error(e, input))?;
            Some((seed, outcome, Traced::take(&mut r)))
        }
    };
    let how = match missile.launch {
        Launch::Fire { multiplier, to_dam } => format!("fired, x{multiplier}, to-dam {to_dam:+} before it"),
        Launch::Throw { to_dam } => format!("thrown, to-dam {to_dam:+}"),
    };
    if a.json {
        let mut v = json!({
            "skill": missile.skill,
            "skill_at_distance": missile.skill_at(distance),
            "hit_chance": fraction(&hit),
            "mean": fraction(&mean),
            "pmf": dist.json(),
        });
        if let Some((seed, outcome, traced)) = &rolled {
            let mut o = to_json(outcome);
            o["critical"] = outcome.critical.map_or(Value::Null, |c| Value::String(crit_key(Some(c)).to_owned()));
            o["seed"] = json!(seed);
            o["trace"] = traced.json();
            v["roll"] = o;
        }
        if let Some((hp, fight)) = &shots {
            v["shots_to_kill"] = to_kill_json(fight, *hp);
        }
        print_json(&v);
        return Ok(());
    }
    outln!(
        "{} {} level {}, STR {}, DEX {}: {} ({:+},{:+}), {} lb, {how}",
        c.race,
        c.class,
        c.level,
        c.str,
        c.dex,
        parts.dice,
        parts.to_hit,
        parts.to_dam,
        parts.weight
    );
    outln!(
        "skill {} - distance {} = {}; against AC {}{}: P(hit) = {}",
        missile.skill,
        distance,
        missile.skill_at(distance),
        monster.ac,
        if monster.visible { "" } else { ", unseen" },
        chance(&hit)
    );
    outln!("damage of one missile (0 on a miss): exact distribution ({} values)", dist.len());
    dist.print("damage", a.full);
    if let Some((seed, outcome, traced)) = &rolled {
        outln!("\none missile rolled with seed {seed}:");
        for line in traced.lines() {
            outln!("  {line}");
        }
        let crit = outcome.critical.map_or(String::new(), |c| format!(", {} critical", c.name()));
        outln!("{}, {} damage{crit}", hit_words(outcome.hit), outcome.damage);
    }
    if let Some((hp, fight)) = &shots {
        outln!("\nmissiles needed to kill {hp} hit points (dead below 0):");
        print_to_kill(fight, "shots", a.full)?;
    }
    Ok(())
}
