//! `roguerules angband ...`: Angband 2.7.9v6 attacks (seed 003) — blows per round,
//! hit and critical odds, and the exact damage distribution of one blow.

use crate::common::{BUDGET_HELP, DEFAULT_BUDGET, FULL_HELP, JSON_HELP, budget, budget_parser};
use crate::names::of;
use crate::output::{
    CliError, CliResult, Dist, Table, bad_value, budget_error, chance, exact_number, fraction, print_json, to_json,
};
use crate::trace::{Traced, roller};
use num_bigint::BigUint;
use num_traits::Zero;
use roguerules_dice::{BigRational, Pmf};
use roguerules_melee::angband::{
    Ammo, AngbandError, Character, Class, CritTable, Critical, Dice, Effects, HitRoll, Launch, Launcher, LauncherKind,
    Melee, Missile, Monster, MonsterFlags, ObjectKind, Race, Slays, Stat, Thrown, Weapon, Weight, blow_damage_pmf_with,
    blows, crit_odds, hit_chance, kills, melee_round, missile as missile_roll, missile_damage_pmf_with,
    round_damage_pmf_with, rounds_to_kill_pmf, skills, visible_skill,
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

const STR_HELP: &str =
    "Strength as the game writes it: 3..=18, then 18/00..=18/999 (e.g. 17, 18/50, 18/220; 18/100 is 18 + 100)";
const WEIGHT_HELP: &str =
    "The weapon's weight in pounds with at most one decimal, 0..=6553.5 (e.g. 12.5); 0 means bare hands";

/// `angband blows`: blows per round (seed 003; RULINGS M4, M5).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband blows --class warrior --str 18/100 --dex 18/50 --weight 12\n  \
roguerules angband blows --class Mage --str 10 --dex 18/150 --weight 0 --json\n  \
roguerules angband blows --class rogue --str 18/220 --dex 18/220 --weight 1.2 --extra-blows 2"
)]
pub struct BlowsArgs {
    /// The class.
    #[arg(long, value_parser = of::angband_class())]
    pub class: Class,
    #[arg(long, value_parser = parse_stat, help = STR_HELP)]
    pub str: Stat,
    /// Dexterity, written like Strength: 3..=18, then 18/00..=18/999.
    #[arg(long, value_parser = parse_stat)]
    pub dex: Stat,
    #[arg(long, value_parser = parse_weight, help = WEIGHT_HELP)]
    pub weight: Weight,
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
roguerules angband hit --skill 120 --ac 50 --distance 8\n  roguerules angband hit --skill -10 --ac 0"
)]
pub struct HitArgs {
    /// The overall skill (base skill + 3 x bonus to combat skill), -1000000..=1000000.
    #[arg(long, value_parser = clap::value_parser!(i32).range(-1_000_000..=1_000_000))]
    pub skill: i32,
    /// The monster's armour class, 0..=65535.
    #[arg(long)]
    pub ac: u16,
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
roguerules angband crit --weight 30 --bonus -20 --player-level 1\n\n\
JSON keys: none, good, great, superb, star_great (the seed's *GREAT*), star_superb (*SUPERB*)."
)]
pub struct CritArgs {
    /// The weapon's weight in pounds (for --missile: the missile's own weight), at most one decimal,
    /// 0..=6553.5; 0 in melee is bare hands, which never crit.
    #[arg(long, value_parser = parse_weight)]
    pub weight: Weight,
    /// The bonus to combat skill ("+ To Hit"; for --missile include the missile's to-hit, not the launcher's),
    /// -1000000..=1000000.
    #[arg(long, value_parser = clap::value_parser!(i32).range(-1_000_000..=1_000_000))]
    pub bonus: i32,
    /// The character's level, 1..=50.
    #[arg(long, alias = "level", value_parser = clap::value_parser!(u8).range(1..=50))]
    pub player_level: u8,
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
    after_help = "Examples:\n  roguerules angband blow --class warrior --player-level 20 --str 18/100 --dex 18/50 --dice 2d5 --to-hit 3 \
--to-dam 4 --weight 15 --ac 36\n  \
roguerules angband blow --class paladin --str 18/50 --dex 16 --dice 4d4 --weight 15 --slay evil,fire --flags evil,im-fire \
--ac 40 --hp 30 --json\n  \
roguerules angband blow --class mage --str 8 --dex 10 --weight 0 --ac 10\n  \
roguerules angband blow --class rogue --str 17 --dex 18/20 --dice 1d4 --weight 1.2 --ac 20 --seed 7\n  \
roguerules angband blow --class rogue --str 17 --dex 18/20 --dice 1d4 --to-hit -5 --weight 1.2 --ac 20 --counter stun:20 --trace\n\n\
Bare hands (--weight 0) deal 1 damage plus the character's to-dam and never crit: the weapon options \
(--dice, --to-hit, --to-dam, --slay, --extra-blows, --edged, --blessed-weapon) are refused with them."
)]
pub struct BlowArgs {
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
    after_help = "Examples:\n  roguerules angband fight --class warrior --player-level 20 --str 18/100 --dex 18/50 --dice 2d5 --to-hit 3 \
--to-dam 4 --weight 15 --ac 36 --hp 60\n\n\
Rounds are independent; the monster dies when its hit points fall below 0. Rounds are listed until the chance of \
a longer fight is below 1e-9 (at most 1000 rounds); that chance is printed last (JSON key \"more\")."
)]
pub struct FightArgs {
    #[command(flatten)]
    pub character: CharacterArgs,
    #[command(flatten)]
    pub weapon: WeaponArgs,
    #[command(flatten)]
    pub monster: MonsterArgs,
    /// The monster's hit points, 0..=4294967295: it dies below 0 HP.
    #[arg(long)]
    pub hp: u32,
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
    after_help = "Examples:\n  roguerules angband missile --class ranger --player-level 20 --str 16 --dex 18/50 --launcher long-bow \
--dice 1d9 --to-hit 3 --to-dam 2 --weight 0.2 --ac 30 --distance 5\n  \
roguerules angband missile --class warrior --str 18/50 --dex 15 --throw --dice 1d4 --weight 1.2 --ac 20 --distance 3 --json\n\n\
--dice, --to-hit, --to-dam, --weight and --slay describe the missile (the ammunition, or the object thrown). The \
character wields no melee weapon here (a heavy weapon's or a priest's edged weapon's penalty is not applied)."
)]
pub struct MissileArgs {
    #[command(flatten)]
    pub character: CharacterArgs,
    /// The launcher that fires it (its kind says the ammunition: sling shots, bow arrows, crossbow bolts);
    /// required unless --throw.
    #[arg(long, value_parser = of::launcher(), required_unless_present = "throw", conflicts_with = "throw")]
    pub launcher: Option<LauncherKind>,
    /// The launcher's to-hit, -32768..=32767.
    #[arg(long, default_value_t = 0, requires = "launcher")]
    pub launcher_to_hit: i16,
    /// The launcher's to-dam (added before the multiplier), -32768..=32767.
    #[arg(long, default_value_t = 0, requires = "launcher")]
    pub launcher_to_dam: i16,
    /// The launcher's weight in pounds with at most one decimal, 0..=6553.5 (only a launcher too heavy for the
    /// Strength is penalised) [default: 0].
    #[arg(long, value_parser = parse_weight, requires = "launcher")]
    pub launcher_weight: Option<Weight>,
    /// A launcher of Extra Might (+1 to the multiplier).
    #[arg(long, requires = "launcher")]
    pub extra_might: bool,
    /// Throw the missile by hand instead of firing it.
    #[arg(long)]
    pub throw: bool,
    /// The missile's damage dice, XdY with X in 0..=255 and Y in 1..=255, e.g. 1d9.
    #[arg(long, value_parser = parse_dice)]
    pub dice: Dice,
    /// The missile's to-hit (fired: helps it hit and crit; thrown: only the critical), -32768..=32767.
    #[arg(long, default_value_t = 0)]
    pub to_hit: i16,
    /// The missile's to-dam, -32768..=32767.
    #[arg(long, default_value_t = 0)]
    pub to_dam: i16,
    /// The missile's own weight in pounds, at most one decimal, 0..=6553.5 (the critical uses it).
    #[arg(long, value_parser = parse_weight)]
    pub weight: Weight,
    /// The missile's slays and brands, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::slay())]
    pub slay: Vec<Slays>,
    #[command(flatten)]
    pub monster: MonsterArgs,
    /// The distance to the monster in grid steps, 0..=65535 (adjacent is 1): subtracted from the skill.
    #[arg(long)]
    pub distance: u16,
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
    #[arg(long, value_parser = of::angband_class())]
    pub class: Class,
    /// The race [default: human].
    #[arg(long, default_value = "human", value_parser = of::angband_race(), hide_default_value = true)]
    pub race: Race,
    /// The character's level, 1..=50.
    #[arg(long, alias = "level", default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=50))]
    pub player_level: u8,
    #[arg(long, value_parser = parse_stat, help = STR_HELP)]
    pub str: Stat,
    /// Dexterity, written like Strength: 3..=18, then 18/00..=18/999.
    #[arg(long, value_parser = parse_stat)]
    pub dex: Stat,
    /// Other to-hit from equipment (rings, gauntlets, body armour's penalty), summed, -32768..=32767.
    #[arg(long, default_value_t = 0)]
    pub gear_to_hit: i16,
    /// Other to-dam from equipment (rings, gauntlets), summed, -32768..=32767.
    #[arg(long, default_value_t = 0)]
    pub gear_to_dam: i16,
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
    #[arg(long, value_parser = parse_weight, help = WEIGHT_HELP)]
    pub weight: Weight,
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
    #[arg(long)]
    pub ac: u16,
    /// The monster's flags, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = of::monster_flag())]
    pub flags: Vec<MonsterFlags>,
    /// The monster is not seen.
    #[arg(long)]
    pub unseen: bool,
}

impl CharacterArgs {
    /// The character these flags describe (no weapon, no launcher).
    fn character(&self) -> Result<Character, CliError> {
        let mut c = Character::new(self.class, self.str, self.dex);
        c.race = self.race;
        c.level = self.player_level;
        let mut counters = self.counter.clone();
        if let Some(n) = self.stun {
            counters.push((BlowCounter::Stun, i64::from(n)));
        }
        crate::names::refuse_repeated_keys("--counter", &counters, |_| "stun".to_owned())?;
        // Each value was range-checked (0..=100) by its flag's parser.
        c.stun = counters.iter().map(|(_, n)| u16::try_from(*n).unwrap_or(u16::MAX)).sum();
        c.rings[0].to_hit = self.gear_to_hit;
        c.rings[0].to_dam = self.gear_to_dam;
        c.effects.set(Effects::BLESSED, self.bless);
        c.effects.set(Effects::HERO, self.hero);
        c.effects.set(Effects::BERSERK, self.berserk);
        Ok(c)
    }
}

impl WeaponArgs {
    /// The weapon, or `None` for bare hands (`--weight 0`), which refuse the
    /// weapon's own options.
    fn weapon(&self) -> Result<Option<Weapon>, CliError> {
        if self.weight.tenths() == 0 {
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
        Ok(Some(Weapon {
            dice: self.dice.unwrap_or(Dice { count: 1, sides: 1 }),
            to_hit: self.to_hit.unwrap_or(0),
            to_dam: self.to_dam.unwrap_or(0),
            weight: self.weight,
            slays: self.slay.iter().fold(Slays::empty(), |acc, s| acc | *s),
            edged: self.edged,
            blessed: self.blessed_weapon,
            extra_blows: self.extra_blows.unwrap_or(0),
        }))
    }
}

impl MonsterArgs {
    /// The monster these flags describe, with `hp` hit points if given.
    fn monster(&self, hp: Option<u32>) -> Result<Monster, CliError> {
        of::monster_flag().refuse_repeats("--flags", &self.flags)?;
        let flags = self.flags.iter().fold(MonsterFlags::empty(), |acc, f| acc | *f);
        Ok(Monster { ac: self.ac, flags, visible: !self.unseen, hp })
    }
}

/// The character with its melee weapon, and the melee rules' view of it.
fn melee_of(character: &CharacterArgs, weapon: &WeaponArgs) -> Result<(Character, Melee), CliError> {
    // The weapon's options first: bare hands refuse them before anything else.
    let w = weapon.weapon()?;
    let mut c = character.character()?;
    c.weapon = w;
    let melee = Melee::of(&c).map_err(angband_error)?;
    Ok((c, melee))
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
    let bare = a.weight.tenths() == 0;
    if bare {
        no_weapon_options(&[("--extra-blows", a.extra_blows.is_some())])?;
    }
    let weapon = (!bare).then_some((a.weight, a.extra_blows.unwrap_or(0)));
    // The library refuses extra blows past 255 blows per round when it checks a
    // character (it never clamps them): check one with this weapon first.
    let mut c = Character::new(a.class, a.str, a.dex);
    c.weapon = weapon.map(|(weight, extra_blows)| Weapon { weight, extra_blows, ..Weapon::default() });
    c.validate().map_err(angband_error)?;
    let b = blows(a.class, a.str, a.dex, weapon);
    if a.json {
        print_json(&json!({ "blows": b.blows, "heavy": b.heavy }));
        return Ok(());
    }
    let what = if bare { "bare hands".to_owned() } else { format!("a {} lb weapon", a.weight) };
    outln!("{}, STR {}, DEX {}, {}", a.class, a.str, a.dex, what);
    let mut t = Table::new(["step", "value"]);
    t.row(["adjusted strength (ASB)".to_owned(), b.asb.to_string()]);
    if !bare {
        let table = a.class.table();
        t.row(["strength-weaponry index (SWI)".to_owned(), b.swi.to_string()]);
        t.row(["natural blows (class max)".to_owned(), format!("{} ({})", b.natural, table.max_blows)]);
        let extra = a.extra_blows.unwrap_or(0);
        t.row(["extra blows".to_owned(), if b.heavy { "0 (heavy)".to_owned() } else { extra.to_string() }]);
        t.row(["heavy weapon".to_owned(), if b.heavy { "yes".to_owned() } else { "no".to_owned() }]);
    }
    t.row(["blows per round".to_owned(), b.blows.to_string()]);
    out!("{}", t.render());
    Ok(())
}

fn run_hit(a: &HitArgs) -> CliResult {
    let skill = match a.distance {
        Some(d) => a.skill.saturating_sub(i32::from(d)),
        None => a.skill,
    };
    let p = hit_chance(skill, a.ac, !a.unseen);
    if a.json {
        print_json(&json!({ "probability": fraction(&p) }));
        return Ok(());
    }
    let k = if skill > 0 { visible_skill(skill, !a.unseen) } else { 0 };
    let kind = if a.distance.is_some() { "missile" } else { "melee" };
    let mut t = Table::new(["step", "value"]);
    t.row(["skill".to_owned(), a.skill.to_string()]);
    if let Some(d) = a.distance {
        t.row(["minus distance".to_owned(), format!("{skill} (distance {d})")]);
    }
    t.row([
        "K (visibility-modified)".to_owned(),
        format!("{k}{}", if a.unseen { " (unseen: halved, up)" } else { "" }),
    ]);
    t.row(["3/4 of AC".to_owned(), (3 * i64::from(a.ac) / 4).to_string()]);
    t.row(["P(hit)".to_owned(), chance(&p)]);
    outln!("{kind} hit chance against AC {} (5% always hit, 5% always miss, the other 90% by skill)", a.ac);
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
    let table = if a.missile { CritTable::Missile } else { CritTable::Melee };
    let odds = crit_odds(table, a.weight, a.bonus, a.player_level);
    let mut rows: Vec<(Option<Critical>, BigRational)> = vec![(None, odds.none.clone())];
    rows.extend(odds.types.iter().map(|(c, p)| (Some(*c), p.clone())));
    if a.json {
        let m: Map<String, Value> =
            rows.iter().map(|(k, p)| (crit_key(*k).to_owned(), Value::String(fraction(p)))).collect();
        print_json(&Value::Object(m));
        return Ok(());
    }
    let bare = !a.missile && a.weight.tenths() == 0;
    if bare {
        outln!("melee critical: bare hands never crit (seed 003; RULINGS M6)");
    } else {
        let power = table.power(a.weight, a.bonus, a.player_level);
        outln!(
            "{} critical: power {power} in 5000, type from {} + 1d{}",
            if a.missile { "missile" } else { "melee" },
            a.weight.tenths(),
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
    let (c, melee) = melee_of(&a.character, &a.weapon)?;
    let monster = a.monster.monster(a.hp)?;
    let s = skills(&c).map_err(angband_error)?;
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
    outln!("against AC {}{}: P(hit) = {}", monster.ac, if a.monster.unseen { ", unseen" } else { "" }, chance(&hit));
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
    let (c, melee) = melee_of(&a.character, &a.weapon)?;
    let monster = a.monster.monster(None)?;
    let fight = rounds_to_kill_pmf(&melee, &monster, a.hp, budget(a.budget)).map_err(|e| match e {
        AngbandError::Budget(b) => budget_error("the exact rounds of the fight", b, None),
        AngbandError::NoDamage => CliError::failure(format!(
            "the fight never ends: a round never deals damage against AC {}{} (every blow misses or deals 0)",
            monster.ac,
            if monster.visible { "" } else { ", unseen" }
        )),
        other => angband_error(other),
    })?;
    let rounds = fight.by_round.len();
    if a.json {
        let reduce = |w: &BigUint| fraction(&BigRational::new(w.clone().into(), fight.total.clone().into()));
        let pmf: Vec<Value> = fight.by_round.iter().enumerate().map(|(i, w)| json!([i + 1, reduce(w)])).collect();
        print_json(&json!({ "hp": a.hp, "blows": melee.blows.blows, "pmf": pmf, "more": reduce(&fight.more) }));
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
        a.hp
    );
    if fight.more.is_zero() {
        // Every fight ends within the listed rounds: an exact distribution.
        let pmf = Pmf::from_weights(fight.by_round.iter().enumerate().map(|(i, w)| (i as i64 + 1, w.clone())))
            .map_err(CliError::failure)?;
        let dist = Dist::of(&pmf);
        outln!("rounds to kill: exact distribution ({} values)", dist.len());
        dist.print("rounds", a.full);
    } else {
        // The rounds listed and the chance of a longer fight (not a whole distribution, so no mean).
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
            "rounds to kill: exact distribution of rounds 1..={rounds}; the row {} stands for MORE than {rounds} rounds",
            rounds + 1
        );
        dist.print("rounds", a.full);
        outln!(
            "P(more than {rounds} rounds) = {} (the summary counts those fights as {} rounds: its mean is a lower bound)",
            chance(&fight.more_probability()),
            rounds + 1
        );
    }
    Ok(())
}

/// The missile these flags describe, with the character that launches it.
fn missile_of(a: &MissileArgs) -> Result<(Character, Missile), CliError> {
    of::slay().refuse_repeats("--slay", &a.slay)?;
    let slays = a.slay.iter().fold(Slays::empty(), |acc, s| acc | *s);
    let mut c = a.character.character()?;
    let missile = match a.launcher {
        Some(kind) => {
            c.launcher = Some(Launcher {
                kind,
                to_hit: a.launcher_to_hit,
                to_dam: a.launcher_to_dam,
                weight: a.launcher_weight.unwrap_or_default(),
                extra_might: a.extra_might,
                extra_shots: 0,
            });
            let ammo =
                Ammo { kind: kind.ammo(), dice: a.dice, to_hit: a.to_hit, to_dam: a.to_dam, weight: a.weight, slays };
            Missile::fire(&c, &ammo)
        }
        None => {
            let object = Thrown {
                kind: ObjectKind::default(),
                dice: a.dice,
                to_hit: a.to_hit,
                to_dam: a.to_dam,
                weight: a.weight,
                slays,
            };
            Missile::throw(&c, &object)
        }
    }
    .map_err(angband_error)?;
    Ok((c, missile))
}

fn run_missile(a: &MissileArgs) -> CliResult {
    let (c, missile) = missile_of(a)?;
    let monster = a.monster.monster(None)?;
    let pmf = missile_damage_pmf_with(budget(a.budget), &missile, &monster, a.distance).map_err(|e| match e {
        AngbandError::Budget(b) => budget_error("the exact damage of the missile", b, None),
        other => angband_error(other),
    })?;
    let hit = hit_chance(missile.skill_at(a.distance), monster.ac, monster.visible);
    let dist = Dist::of(&pmf);
    let mean = pmf.mean();
    let rolled = match (a.seed, a.trace) {
        (None, false) => None,
        (seed, _) => {
            let seed = crate::common::seed_or_random(seed);
            let mut r = roller(seed);
            let outcome = missile_roll(&mut r, &missile, &monster, a.distance).map_err(angband_error)?;
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
            "skill_at_distance": missile.skill_at(a.distance),
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
        a.dice,
        a.to_hit,
        a.to_dam,
        a.weight
    );
    outln!(
        "skill {} - distance {} = {}; against AC {}{}: P(hit) = {}",
        missile.skill,
        a.distance,
        missile.skill_at(a.distance),
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
    Ok(())
}
