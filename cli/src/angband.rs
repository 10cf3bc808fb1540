//! `roguerules angband ...`: Angband 2.7.9v6 attacks (seed 003) — blows per round,
//! hit and critical odds, and the exact damage distribution of one blow.

use crate::output::{CliError, CliResult, Table, fraction, percent, print_json, to_f64};
use roguerules_dice::{BigRational, Sampler, Tracing};
use roguerules_melee::angband::{
    Character, Class, CritTable, Critical, Dice, Effects, Melee, Monster, MonsterFlags, Race, Slays, Stat, Weapon,
    Weight, blow_damage_pmf, blows, crit_odds, expected_blow_damage, expected_round_damage, hit_chance, kill_chance,
    melee_round, round_damage_pmf, skills, visible_skill,
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
}

/// `angband blows`: blows per round (seed 003; RULINGS M4, M5).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband blows --class warrior --str 18/100 --dex 18/50 --weight 12\n  roguerules angband blows --class Mage --str 10 --dex 18/150 --weight 0 --json\n  roguerules angband blows --class rogue --str 18/220 --dex 18/220 --weight 1.2 --extra-blows 2"
)]
pub struct BlowsArgs {
    /// The class: warrior, mage, priest, rogue, ranger or paladin (any case).
    #[arg(long)]
    pub class: Class,
    /// Strength as the game writes it: 3 to 18, then 18/00 to 18/999 (e.g. 17, 18/50, 18/220).
    #[arg(long)]
    pub str: Stat,
    /// Dexterity, written like Strength.
    #[arg(long)]
    pub dex: Stat,
    /// The weapon's weight in pounds with at most one decimal (e.g. 12.5); 0 means bare hands.
    #[arg(long)]
    pub weight: Weight,
    /// Extra blows from the weapon (Extra Attacks, Sting, ...).
    #[arg(long, default_value_t = 0)]
    pub extra_blows: u8,
    /// Machine-readable JSON output: {"blows": n, "heavy": bool}.
    #[arg(long)]
    pub json: bool,
}

/// `angband hit`: the chance to hit (RULINGS M1, M3).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband hit --skill 100 --ac 40\n  roguerules angband hit --skill 60 --ac 30 --unseen --json\n  roguerules angband hit --skill 120 --ac 50 --distance 8\n  roguerules angband hit --skill -10 --ac 0"
)]
pub struct HitArgs {
    /// The overall skill (base skill + 3 x bonus to combat skill); may be negative.
    #[arg(long)]
    pub skill: i32,
    /// The monster's armour class.
    #[arg(long)]
    pub ac: u16,
    /// The monster is not seen (blind, unlit or invisible): the skill is halved, rounding up.
    #[arg(long)]
    pub unseen: bool,
    /// A missile at this distance in grid steps (adjacent is 1): subtracted from the skill first.
    #[arg(long)]
    pub distance: Option<u16>,
    /// Machine-readable JSON output: {"probability": "num/den"}.
    #[arg(long)]
    pub json: bool,
}

/// `angband crit`: the critical-hit distribution (RULINGS M6).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband crit --weight 15 --bonus 10 --level 20\n  roguerules angband crit --weight 0.2 --bonus 12 --level 30 --missile --json\n  roguerules angband crit --weight 30 --bonus -20 --level 1"
)]
pub struct CritArgs {
    /// The weapon's weight in pounds (for --missile: the missile's own weight), at most one decimal.
    #[arg(long)]
    pub weight: Weight,
    /// The bonus to combat skill ("+ To Hit"; for --missile include the missile's to-hit, not the launcher's).
    #[arg(long)]
    pub bonus: i32,
    /// The character's level, 1..=50.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=50))]
    pub level: u8,
    /// Use the missile table (power weight + 4 x bonus + 2 x level, type from weight + 1d500).
    #[arg(long)]
    pub missile: bool,
    /// Machine-readable JSON output: {"none": "num/den", "good": ..., "*SUPERB*": ...}.
    #[arg(long)]
    pub json: bool,
}

/// `angband blow`: one melee blow's exact damage distribution (RULINGS M1, M6, M7, M9).
#[derive(Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:\n  roguerules angband blow --class warrior --level 20 --str 18/100 --dex 18/50 --dice 2d5 --to-hit 3 --to-dam 4 --weight 15 --ac 36\n  roguerules angband blow --class paladin --str 18/50 --dex 16 --dice 4d4 --weight 15 --slay evil,fire --flags evil,im-fire --ac 40 --hp 30 --json\n  roguerules angband blow --class mage --str 8 --dex 10 --weight 0 --ac 10\n  roguerules angband blow --class rogue --str 17 --dex 18/20 --dice 1d4 --weight 1.2 --ac 20 --seed 7\n\nSlays: fire, cold, acid, elec, animal, demon, dragon, evil, kill-dragon, giant, orc, troll, undead.\nMonster flags: animal, demon, dragon, evil, giant, orc, troll, undead, im-fire, im-cold, im-acid, im-elec."
)]
pub struct BlowArgs {
    /// The class: warrior, mage, priest, rogue, ranger or paladin (any case).
    #[arg(long)]
    pub class: Class,
    /// The race (human, half-elf, elf, hobbit, gnome, dwarf, half-orc, half-troll, dunadan, high-elf).
    #[arg(long, default_value = "human")]
    pub race: Race,
    /// The character's level, 1..=50.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=50))]
    pub level: u8,
    /// Strength as the game writes it (17, 18/50, 18/220).
    #[arg(long)]
    pub str: Stat,
    /// Dexterity, written like Strength.
    #[arg(long)]
    pub dex: Stat,
    /// The weapon's damage dice, XdY (ignored bare-handed).
    #[arg(long, default_value = "1d1")]
    pub dice: String,
    /// The weapon's to-hit.
    #[arg(long, default_value_t = 0)]
    pub to_hit: i16,
    /// The weapon's to-dam.
    #[arg(long, default_value_t = 0)]
    pub to_dam: i16,
    /// The weapon's weight in pounds, at most one decimal; 0 means bare hands.
    #[arg(long)]
    pub weight: Weight,
    /// The weapon's slays and brands, comma-separated (see below).
    #[arg(long, value_delimiter = ',')]
    pub slay: Vec<String>,
    /// Extra blows from the weapon.
    #[arg(long, default_value_t = 0)]
    pub extra_blows: u8,
    /// The weapon is edged or a polearm (a priest's penalty unless --blessed-weapon).
    #[arg(long)]
    pub edged: bool,
    /// The weapon is blessed.
    #[arg(long)]
    pub blessed_weapon: bool,
    /// Other to-hit from equipment (rings, gauntlets, body armour's penalty), summed.
    #[arg(long, default_value_t = 0)]
    pub gear_to_hit: i16,
    /// Other to-dam from equipment (rings, gauntlets), summed.
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
    /// The stun counter, 0..=100 (1..=50: -5 to hit and dam; 51..=100: -20).
    #[arg(long, default_value_t = 0)]
    pub stun: u16,
    /// The monster's armour class.
    #[arg(long)]
    pub ac: u16,
    /// The monster's flags, comma-separated (see below).
    #[arg(long, value_delimiter = ',')]
    pub flags: Vec<String>,
    /// The monster is not seen.
    #[arg(long)]
    pub unseen: bool,
    /// The monster's hit points: the round stops when it dies (below 0 HP).
    #[arg(long)]
    pub hp: Option<u32>,
    /// Also roll one round with this seed and show every draw (hit roll, armour roll, damage, critical).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Machine-readable JSON output.
    #[arg(long)]
    pub json: bool,
}

/// Runs `roguerules angband ...`.
pub fn run(command: AngbandCommand) -> CliResult {
    match command {
        AngbandCommand::Blows(a) => run_blows(&a),
        AngbandCommand::Hit(a) => run_hit(&a),
        AngbandCommand::Crit(a) => run_crit(&a),
        AngbandCommand::Blow(a) => run_blow(&a),
    }
}

fn run_blows(a: &BlowsArgs) -> CliResult {
    let weapon = (a.weight.tenths() > 0).then_some((a.weight, a.extra_blows));
    let b = blows(a.class, a.str, a.dex, weapon);
    let table = a.class.table();
    if a.json {
        print_json(&json!({ "blows": b.blows, "heavy": b.heavy }));
        return Ok(());
    }
    let what = if weapon.is_some() { format!("a {} lb weapon", a.weight) } else { "bare hands".to_owned() };
    outln!("{}, STR {}, DEX {}, {}", a.class, a.str, a.dex, what);
    let mut t = Table::new(["step", "value"]);
    t.row(["adjusted strength (ASB)".to_owned(), b.asb.to_string()]);
    if weapon.is_some() {
        t.row(["strength-weaponry index (SWI)".to_owned(), b.swi.to_string()]);
        t.row(["natural blows (class max)".to_owned(), format!("{} ({})", b.natural, table.max_blows)]);
        t.row(["extra blows".to_owned(), if b.heavy { "0 (heavy)".to_owned() } else { a.extra_blows.to_string() }]);
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
    t.row(["P(hit)".to_owned(), format!("{} = {}", fraction(&p), percent(&p))]);
    outln!("{kind} hit chance against AC {}", a.ac);
    out!("{}", t.render());
    Ok(())
}

fn run_crit(a: &CritArgs) -> CliResult {
    let table = if a.missile { CritTable::Missile } else { CritTable::Melee };
    let odds = crit_odds(table, a.weight, a.bonus, a.level);
    let mut rows: Vec<(&str, BigRational)> = vec![("none", odds.none.clone())];
    for (c, p) in &odds.types {
        rows.push((c.name(), p.clone()));
    }
    if a.json {
        let mut m = Map::new();
        for (k, p) in &rows {
            m.insert((*k).to_owned(), Value::String(fraction(p)));
        }
        print_json(&Value::Object(m));
        return Ok(());
    }
    let power = table.power(a.weight, a.bonus, a.level);
    let die = table.type_die();
    outln!(
        "{} critical: power {} in 5000, type from {} + 1d{die}",
        if a.missile { "missile" } else { "melee" },
        power,
        a.weight.tenths()
    );
    let mut t = Table::new(["outcome", "probability", "percent", "operation"]);
    for (k, p) in &rows {
        let op = Critical::ALL.iter().find(|c| c.name() == *k).map_or("-", |c| operation(*c));
        t.row([(*k).to_owned(), fraction(p), percent(p), op.to_owned()]);
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

fn parse_dice(text: &str) -> Result<Dice, CliError> {
    let bad = || CliError::new(format!("--dice '{text}': write XdY with X in 0..=255 and Y in 1..=255 (e.g. 2d5)"));
    let (x, y) = text.trim().split_once(['d', 'D']).ok_or_else(bad)?;
    let count: u8 = x.parse().map_err(|_| bad())?;
    let sides: u8 = y.parse().map_err(|_| bad())?;
    Dice::new(count, sides).map_err(|_| bad())
}

fn flag_name(s: &str) -> String {
    s.trim().to_ascii_uppercase().replace('-', "_")
}

fn parse_slays(names: &[String]) -> Result<Slays, CliError> {
    let mut out = Slays::empty();
    for n in names.iter().filter(|n| !n.trim().is_empty()) {
        let name = flag_name(n);
        let flag = match name.as_str() {
            "FIRE" | "COLD" | "ACID" | "ELEC" => Slays::from_name(&format!("BRAND_{name}")),
            "EXECUTE_DRAGON" | "KILL_DRAGON" => Some(Slays::KILL_DRAGON),
            other => Slays::from_name(other).or_else(|| Slays::from_name(&format!("SLAY_{other}"))),
        };
        out |= flag.ok_or_else(|| {
            CliError::new(format!(
                "--slay '{n}' is not a slay or brand: expected fire, cold, acid, elec, animal, demon, dragon, evil, kill-dragon, giant, orc, troll, undead"
            ))
        })?;
    }
    Ok(out)
}

fn parse_flags(names: &[String]) -> Result<MonsterFlags, CliError> {
    let mut out = MonsterFlags::empty();
    for n in names.iter().filter(|n| !n.trim().is_empty()) {
        out |= MonsterFlags::from_name(&flag_name(n)).ok_or_else(|| {
            CliError::new(format!(
                "--flags '{n}' is not a monster flag: expected animal, demon, dragon, evil, giant, orc, troll, undead, im-fire, im-cold, im-acid, im-elec"
            ))
        })?;
    }
    Ok(out)
}

fn run_blow(a: &BlowArgs) -> CliResult {
    let mut c = Character::new(a.class, a.str, a.dex);
    c.race = a.race;
    c.level = a.level;
    c.stun = a.stun;
    c.rings[0].to_hit = a.gear_to_hit;
    c.rings[0].to_dam = a.gear_to_dam;
    c.effects.set(Effects::BLESSED, a.bless);
    c.effects.set(Effects::HERO, a.hero);
    c.effects.set(Effects::BERSERK, a.berserk);
    if a.weight.tenths() > 0 {
        c.weapon = Some(Weapon {
            dice: parse_dice(&a.dice)?,
            to_hit: a.to_hit,
            to_dam: a.to_dam,
            weight: a.weight,
            slays: parse_slays(&a.slay)?,
            edged: a.edged,
            blessed: a.blessed_weapon,
            extra_blows: a.extra_blows,
        });
    }
    let monster = Monster { ac: a.ac, flags: parse_flags(&a.flags)?, visible: !a.unseen, hp: a.hp };
    let melee = Melee::of(&c).map_err(CliError::new)?;
    let s = skills(&c).map_err(CliError::new)?;
    let hit = hit_chance(melee.skill, monster.ac, monster.visible);
    let pmf = blow_damage_pmf(&melee, &monster).map_err(CliError::new)?;
    let mean = expected_blow_damage(&melee, &monster).map_err(CliError::new)?;
    let round_mean = expected_round_damage(&melee, &monster).map_err(CliError::new)?;
    let kill = match monster.hp {
        Some(_) => Some(kill_chance(&melee, &monster).map_err(CliError::new)?),
        None => None,
    };
    let rolled = match a.seed {
        Some(seed) => {
            let mut r = Tracing::new(Sampler::seed_from_u64(seed));
            let round = melee_round(&mut r, &melee, &monster).map_err(CliError::new)?;
            Some((seed, round, r))
        }
        None => None,
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
            "pmf": pmf,
        });
        if let Some(k) = &kill {
            v["kill_chance"] = Value::String(fraction(k));
            v["round_pmf"] = serde_json::to_value(round_damage_pmf(&melee, &monster).map_err(CliError::new)?)
                .map_err(CliError::new)?;
        }
        if let Some((seed, round, r)) = &rolled {
            v["roll"] = json!({
                "seed": seed,
                "damage": round.damage,
                "killed": round.killed,
                "blows": serde_json::to_value(&round.blows).map_err(CliError::new)?,
                "trace": serde_json::to_value(r.draws()).map_err(CliError::new)?,
            });
        }
        print_json(&v);
        return Ok(());
    }
    let what = match &c.weapon {
        Some(w) => format!("{} ({:+},{:+}), {} lb", w.dice, w.to_hit, w.to_dam, w.weight),
        None => "bare hands".to_owned(),
    };
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
    outln!(
        "against AC {}{}: P(hit) = {} = {}",
        monster.ac,
        if a.unseen { ", unseen" } else { "" },
        fraction(&hit),
        percent(&hit)
    );
    let mut t = Table::new(["damage", "probability", "percent"]);
    for (v, p) in pmf.iter() {
        t.row([v.to_string(), fraction(&p), percent(&p)]);
    }
    out!("{}", t.render());
    outln!("mean per blow {} = {:.4}", fraction(&mean), to_f64(&mean));
    outln!("mean per round {} = {:.4}", fraction(&round_mean), to_f64(&round_mean));
    if let Some(k) = &kill {
        outln!("P(kill in one round) = {} = {}", fraction(k), percent(k));
    }
    if let Some((seed, round, r)) = &rolled {
        outln!("\none round rolled with seed {seed}:");
        out!("{}", r.render());
        for (i, b) in round.blows.iter().enumerate() {
            let crit = b.critical.map_or(String::new(), |c| format!(", {} critical", c.name()));
            outln!("blow {}: {:?}, {} damage{}", i + 1, b.hit, b.damage, crit);
        }
        outln!("total {} damage{}", round.damage, if round.killed { ", the monster dies" } else { "" });
    }
    Ok(())
}
