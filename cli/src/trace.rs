//! Traces for people: every draw of a seeded roll as a line of prose, with the
//! number actually rolled, what it was compared with and what that meant
//! (`armour roll: 15 of 0..=71 < 27: the armour stops the blow`), and each die of
//! a dice roll (`damage: 2d5 = 3 + 4 = 7`).
//!
//! The rules' [`Tracing`] records each draw's label, kind and result; the
//! number behind a chance or a comparison, and the single dice of an `XdY`, are
//! the raw draws of the generator, which every source answers in one documented
//! order (roguerules-dice's lowering: `XdY` is X draws on `1..=Y`, a chance or a
//! comparison one draw). [`Recorder`] keeps them, and [`Traced::lines`] pairs
//! them with the recorded draws.

use roguerules_dice::{Draw, DrawKind, Sampler, Source, SourceError, Tracing};
use serde_json::{Value, json};

/// A source that keeps every raw draw it answers.
#[derive(Debug)]
pub struct Recorder {
    inner: Sampler,
    raw: Vec<i64>,
}

impl Source for Recorder {
    fn draw(&mut self, lo: i64, hi: i64) -> Result<i64, SourceError> {
        let v = self.inner.draw(lo, hi)?;
        self.raw.push(v);
        Ok(v)
    }
}

/// The roller every seeded command uses: the default generator, traced.
pub type TraceRoller = Tracing<Recorder>;

/// A traced roller seeded with `seed`.
pub fn roller(seed: u64) -> TraceRoller {
    Tracing::new(Recorder { inner: Sampler::seed_from_u64(seed), raw: Vec::new() })
}

/// The draws of one roll, with the raw numbers behind them.
#[derive(Debug, Default)]
pub struct Traced {
    draws: Vec<Draw>,
    raw: Vec<i64>,
}

impl Traced {
    /// Takes what `r` recorded so far, leaving it empty.
    pub fn take(r: &mut TraceRoller) -> Traced {
        let draws = r.take_draws();
        let raw = std::mem::take(&mut r.inner_mut().raw);
        Traced { draws, raw }
    }

    /// Each draw with its raw numbers (one each, `n` for `n` dice).
    fn pairs(&self) -> Vec<(&Draw, &[i64])> {
        let mut at = 0usize;
        let mut out = Vec::with_capacity(self.draws.len());
        for d in &self.draws {
            let n = match d.kind {
                DrawKind::Dice { n, .. } => n as usize,
                _ => 1,
            };
            let end = (at + n).min(self.raw.len());
            out.push((d, &self.raw[at..end]));
            at = end;
        }
        out
    }

    /// One line of prose per draw.
    pub fn lines(&self) -> Vec<String> {
        self.pairs().into_iter().map(|(d, raw)| line(d, raw)).collect()
    }

    /// The draws as JSON: label, kind and its parameters, value (as before), plus
    /// `rolled`, the number drawn (each die for dice).
    pub fn json(&self) -> Value {
        Value::Array(
            self.pairs()
                .into_iter()
                .map(|(d, raw)| {
                    let mut v = crate::output::to_json(d);
                    v["rolled"] = match d.kind {
                        DrawKind::Dice { .. } => json!(raw),
                        _ => json!(raw.first().copied().unwrap_or(d.value)),
                    };
                    v
                })
                .collect(),
        )
    }
}

/// The most dice of one roll shown one by one.
const DICE_SHOWN: usize = 12;

/// One draw as prose.
fn line(d: &Draw, raw: &[i64]) -> String {
    let label = d.label;
    let number = raw.first().copied().unwrap_or(d.value);
    match &d.kind {
        DrawKind::Uniform { lo: 1, hi } => format!("{label}: 1d{hi} = {}", d.value),
        DrawKind::Uniform { lo, hi } => {
            let meaning = meaning_of_number(label, d.value).map_or_else(String::new, |m| format!(": {m}"));
            format!("{label}: {} of {lo}..={hi}{meaning}", d.value)
        }
        DrawKind::Dice { n, sides } => {
            let dice: Vec<String> = raw.iter().take(DICE_SHOWN).map(i64::to_string).collect();
            if raw.len() <= 1 {
                format!("{label}: {n}d{sides} = {}", d.value)
            } else if raw.len() <= DICE_SHOWN {
                format!("{label}: {n}d{sides} = {} = {}", dice.join(" + "), d.value)
            } else {
                format!("{label}: {n}d{sides} = {} + ... ({n} dice) = {}", dice.join(" + "), d.value)
            }
        }
        DrawKind::Chance { num, den } => {
            let yes = d.value != 0;
            let cmp = if yes { format!("< {num}") } else { format!(">= {num}") };
            format!("{label}: {number} of 0..={} {cmp}: {}", den - 1, meaning_of_chance(label, yes))
        }
        DrawKind::Compare { lo, hi, cuts } => {
            let above = cuts.iter().filter(|&&c| c > number).min();
            let below = cuts.iter().filter(|&&c| c <= number).max();
            let cmp = match (above, below) {
                (Some(c), _) => format!(" < {c}"),
                (None, Some(c)) => format!(" >= {c}"),
                (None, None) => String::new(),
            };
            let band = cuts.iter().filter(|&&c| c <= number).count();
            let range = if *lo == 1 { format!("1d{hi}") } else { format!("{lo}..={hi}") };
            let meaning = meaning_of_band(label, band).map_or_else(String::new, |m| format!(": {m}"));
            format!("{label}: {number} of {range}{cmp}{meaning}")
        }
        DrawKind::Choose { weights } => {
            let total: u64 = weights.iter().sum();
            let meaning = meaning_of_choice(label, d.value).map_or_else(String::new, |m| format!(" ({m})"));
            format!(
                "{label}: {number} of 0..={}: choice {} of {}{meaning}",
                total.saturating_sub(1),
                d.value + 1,
                weights.len()
            )
        }
    }
}

/// What a yes or no of a chance draw means, by its label (the rules' labels).
fn meaning_of_chance(label: &str, yes: bool) -> String {
    let (y, n) = match label {
        "armour roll" => ("the armour stops the blow", "the blow gets past the armour"),
        "critical" => ("a critical hit", "no critical hit"),
        "trap destroyed" => ("the trap is destroyed", "the trap survives"),
        "affects monster" => ("the trap affects the monster", "the monster flies over or passes through"),
        "becomes wary" => ("the monster becomes wary", "the monster stays unwary"),
        "loses wariness" => ("the monster loses its wariness", "the monster stays wary"),
        "impaled" => ("impaled on the spikes", "not impaled"),
        "dagger pit" => ("a pit of daggers", "not a pit of daggers"),
        "morgul blades" => ("the daggers are morgul blades", "ordinary daggers"),
        "poisonous spiked pit" => ("a poisonous spiked pit", "not poisoned spikes"),
        "spiked pit" => ("a spiked pit", "a plain pit"),
        "heavy damage" => ("heavy damage (6d30)", "ordinary damage (4d8)"),
        "den of thieves" => ("a den of thieves", "no den of thieves"),
        "unique" => ("a unique monster", "not a unique"),
        "repeated drain" => ("the drain repeats", "one drain"),
        "destroy level" => ("the level is destroyed", "the level stands"),
        "earthquake" => ("an earthquake", "no earthquake"),
        "falling rock" => ("a falling rock", "no falling rock"),
        "morgul summon" => ("monsters are summoned", "no summons"),
        "gouge" => ("the missile gouges", "no gouge"),
        "terrain avoidance (a) 1 in 4" => ("the monster avoids the whole projection", "not avoided"),
        "terrain (a) avoid 1 in 10" | "terrain (b) avoid 1 in 8" => {
            ("the character avoids the whole projection", "not avoided")
        }
        "(n) extra half 1 in 6" => ("half as much damage again", "no extra damage"),
        "supercharge" => ("supercharged", "not supercharged"),
        "extra third 1 in 6" => ("a third more power", "no extra power"),
        "solidify to floor 1 in 3" => ("the lava becomes floor", "the lava becomes rubble"),
        _ if label.starts_with("nastiness +") => ("the nastiness rises", "no rise"),
        _ => ("yes", "no"),
    };
    (if yes { y } else { n }).to_owned()
}

/// What the number of a uniform draw means, by its label (the rules' labels).
fn meaning_of_number(label: &str, v: i64) -> Option<&'static str> {
    const STATS: [&str; 6] = ["strength", "intelligence", "wisdom", "dexterity", "constitution", "charisma"];
    match label {
        "stat" | "first stat" => usize::try_from(v).ok().and_then(|i| STATS.get(i)).copied(),
        _ => None,
    }
}

/// What the index of a choice means, by its label.
fn meaning_of_choice(label: &str, i: i64) -> Option<&'static str> {
    let names: &[&str] = match label {
        "body part" => &["head", "neck", "body", "feet"],
        "alteration" => &["drain wands", "forgetting", "alter reality", "remold player", "time ball", "software bugs"],
        _ => return None,
    };
    usize::try_from(i).ok().and_then(|i| names.get(i)).copied()
}

/// What the band of a compare draw means, by its label.
fn meaning_of_band(label: &str, band: usize) -> Option<&'static str> {
    match label {
        "hit roll" => ["an automatic hit", "an automatic miss", "the skill decides"].get(band).copied(),
        "trap hit roll" => {
            ["below 5, an automatic hit", "below 10, an automatic miss", "the trap's power decides"].get(band).copied()
        }
        // The projection rules' comparisons (seed 000): which band means what.
        "(q) teleport roll 0..3*dam" => {
            ["not above the maximum HP: not teleported", "above the maximum HP: teleported"].get(band).copied()
        }
        "final note ii polymorph 1..90" => {
            ["not above the level: not polymorphed", "above the level: polymorphed"].get(band).copied()
        }
        "resist roll 1..power" | "(w) resist 11..dam-10" => {
            ["below the level and bonus: resisted", "not resisted"].get(band).copied()
        }
        "object threshold 1..T" => ["below the damage: destroyed", "the object survives"].get(band).copied(),
        "solidify 301..1200" => ["below the damage: the lava solidifies", "the lava stays"].get(band).copied(),
        "melt to lava 601..2400" | "boil 201..800+3k" | "burn forest 101..500" | "flood 0..399" => {
            ["the terrain changes", "the terrain stays"].get(band).copied()
        }
        // Angband's draws made even when certain (issue 21): below the cut, then at or above.
        "armour roll" => ["the armour stops the blow", "the blow gets past the armour"].get(band).copied(),
        "critical" => ["a critical hit", "no critical hit"].get(band).copied(),
        "breakage" => ["it breaks", "it survives"].get(band).copied(),
        "critical type" => {
            ["a good hit", "a great hit", "a superb hit", "a *GREAT* hit", "a *SUPERB* hit"].get(band).copied()
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roguerules_dice::{Roller, RollerExt};

    #[test]
    fn dice_show_each_die_and_chances_their_number() {
        let mut r = roller(5);
        let total = r.dice("damage", 2, 6).unwrap();
        let hit = r.chance("armour roll", 27, 72).unwrap();
        let t = Traced::take(&mut r);
        let lines = t.lines();
        let dice: Vec<i64> = t.raw[..2].to_vec();
        assert_eq!(lines[0], format!("damage: 2d6 = {} + {} = {total}", dice[0], dice[1]));
        let n = t.raw[2];
        assert_eq!(hit, n < 27);
        let want = if hit {
            format!("armour roll: {n} of 0..=71 < 27: the armour stops the blow")
        } else {
            format!("armour roll: {n} of 0..=71 >= 27: the blow gets past the armour")
        };
        assert_eq!(lines[1], want);
        // A compare draw whose cut is below its range (AC 0): past the armour, drawn all the same.
        let _ = r.compare("armour roll", 0, 71, &[0]).unwrap();
        let l = &Traced::take(&mut r).lines()[0];
        assert!(l.starts_with("armour roll: ") && l.ends_with(" of 0..=71 >= 0: the blow gets past the armour"), "{l}");
        let _ = r.band("hit roll", 0, 99, &[5, 10]).unwrap();
        let l = &Traced::take(&mut r).lines()[0];
        assert!(l.starts_with("hit roll: ") && l.contains(" of 0..=99"), "{l}");
    }
}
