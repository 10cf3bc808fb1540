//! The seed's bracket style for outcomes (seed 001, "Examples": "Numbers in
//! [brackets] indicate a die roll, while computed numbers get no bracket").

use super::damage::{Damage, TypeDamage};
use super::{AttackOutcome, ForcedHit, ForcedMiss, ToHit};
use std::fmt::{self, Write as _};

fn brackets(rolls: &[i64]) -> String {
    rolls.iter().map(|r| format!("[{r}]")).collect::<Vec<_>>().join(" ")
}

fn signed(v: i64) -> String {
    if v < 0 { format!("- {}", -v) } else { format!("+ {v}") }
}

fn rolls_phrase(n: usize) -> &'static str {
    if n == 1 { "roll" } else { "rolls" }
}

impl fmt::Display for ToHit {
    /// One line per step, die rolls in `[brackets]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        if self.start_multiplier == 2 {
            writeln!(s, "charge: multiplier 2")?;
        } else {
            writeln!(s, "multiplier 1")?;
        }
        writeln!(s, "hitroll [{}]", self.hit_roll)?;
        if let Some(why) = self.forced_miss {
            let why = match why {
                ForcedMiss::OffBalance => "off balance",
                ForcedMiss::NaturalOne => "hitroll 1",
            };
            writeln!(s, "Completely miss! (forced miss: {why})")?;
            return f.write_str(&s);
        }
        match self.forced_hit {
            Some(ForcedHit::NaturalTwenty) => writeln!(s, "forced hit (hitroll 20), critical threat")?,
            Some(ForcedHit::TrueAim) => writeln!(s, "forced hit (True Aim)")?,
            None => {}
        }
        if let Some(m) = &self.modifier {
            writeln!(
                s,
                "maximum bonus {} (level) {} (natural) {} (magic) + {} (skill) = {}",
                m.level,
                signed(m.natural_bonus),
                signed(m.magic_bonus),
                m.skill_level,
                m.max_bonus
            )?;
            if m.rolls.is_empty() {
                writeln!(s, "bonus: maximum bonus {} is not positive, so 0", m.max_bonus)?;
            } else {
                writeln!(
                    s,
                    "bonus: {} {} from 1..{}: {}, highest {}",
                    m.rolls.len(),
                    rolls_phrase(m.rolls.len()),
                    m.max_bonus,
                    brackets(&m.rolls),
                    m.best
                )?;
            }
            let mut parts = String::new();
            for (v, what) in [(m.unseen, "unseen"), (m.tree, "tree"), (m.natural_enemy, "natural enemy")] {
                if v != 0 {
                    write!(parts, " {} ({what})", signed(v))?;
                }
            }
            if parts.is_empty() {
                writeln!(s, "modifier {}", m.total)?;
            } else {
                writeln!(s, "modifier {}{parts} = {}", m.best, m.total)?;
            }
            if let Some(a) = self.attack_roll {
                writeln!(s, "attack roll {} {} - 10 = {a}", self.hit_roll, signed(m.total))?;
            }
        }
        if let Some(ac) = &self.ac {
            if ac.part == ac.part_rolled {
                writeln!(s, "body part [{}]", ac.part)?;
            } else {
                writeln!(s, "body part [{}]: no {} slot, so the body", ac.part_rolled, ac.part_rolled)?;
            }
            if ac.worn_rolls.is_empty() {
                writeln!(s, "worn AC {}: roll 0", ac.worn_ac.max(0))?;
            } else {
                writeln!(
                    s,
                    "worn AC {}: {} {} from 1..{}: {}, kept {}",
                    ac.worn_ac,
                    ac.worn_rolls.len(),
                    rolls_phrase(ac.worn_rolls.len()),
                    ac.worn_ac,
                    brackets(&ac.worn_rolls),
                    ac.worn_roll
                )?;
            }
            if let Some(sh) = &ac.shield {
                if sh.parried {
                    writeln!(
                        s,
                        "shield: {}% parry [parried]; shield AC {}: {}, kept {}; worn AC roll {} + {} = {}",
                        sh.parry_chance,
                        sh.ac,
                        if sh.rolls.is_empty() { "roll 0".to_owned() } else { brackets(&sh.rolls) },
                        sh.roll,
                        ac.worn_roll,
                        sh.roll,
                        ac.worn_total
                    )?;
                } else {
                    writeln!(s, "shield: {}% parry [missed]", sh.parry_chance)?;
                }
            }
            if ac.natural_ac >= 1 {
                writeln!(s, "natural AC {}: 1..{} [{}]", ac.natural_ac, ac.natural_ac, ac.natural_roll)?;
            } else {
                writeln!(s, "natural AC {}: roll 0", ac.natural_ac)?;
            }
            let (hi, lo) = if ac.worn_total <= ac.natural_roll {
                (ac.natural_roll, ac.worn_total)
            } else {
                (ac.worn_total, ac.natural_roll)
            };
            writeln!(s, "AC roll {hi} + ({lo}/3 rounded up) = {}", ac.total)?;
            if let Some(a) = self.attack_roll {
                let cmp = if a >= ac.total { ">=" } else { "<" };
                let verdict = match (self.forced_hit, self.hit) {
                    (Some(_), _) => "forced hit",
                    (None, true) => "hit",
                    (None, false) => "miss",
                };
                writeln!(s, "{verdict}: attack roll {a} {cmp} AC roll {}", ac.total)?;
            }
        }
        if let Some(t) = &self.threat {
            let m = self.modifier.as_ref().map_or(0, |m| m.total);
            let ac = self.ac.as_ref().map_or(0, |a| a.total);
            let verdict =
                if t.raised { format!("multiplier {}", self.multiplier) } else { "no extra damage".to_owned() };
            writeln!(
                s,
                "threat roll [{}]: {} {} - 10 = {} vs AC roll {ac}: {verdict}",
                t.roll,
                t.roll,
                signed(m),
                t.attack
            )?;
        }
        for c in &self.avoidance_checks {
            writeln!(s, "{} {}%: [{}]", c.skill, c.skill.percent(), if c.avoided { "avoided" } else { "failed" })?;
        }
        if let Some(a) = self.avoided_by {
            writeln!(s, "avoided by {a}")?;
        }
        f.write_str(&s)
    }
}

fn type_line(t: &TypeDamage, reduction: i64) -> Result<String, fmt::Error> {
    let mut s = String::new();
    write!(s, "{}: multiplier ", t.damage_type)?;
    if t.resisted {
        write!(s, "0 (resisted)")?;
        if t.vulnerabilities > 0 {
            write!(s, " + {} (vulnerable) = {}", t.vulnerabilities, t.multiplier)?;
        }
    } else if t.vulnerabilities > 0 {
        write!(s, "{} + {} (vulnerable) = {}", t.multiplier - t.vulnerabilities, t.vulnerabilities, t.multiplier)?;
    } else {
        write!(s, "{}", t.multiplier)?;
    }
    if t.multiplier == 1 {
        write!(s, ", {} [{}]", t.dice, t.rolled)?;
    } else {
        write!(s, ", {} x {} = {} [{}]", t.base, t.multiplier, t.dice, t.rolled)?;
    }
    if t.enchant_rolls.is_empty() {
        write!(s, "; no enchant bonus")?;
    } else {
        write!(
            s,
            "; enchant bonus {}: {}, highest {}; {} {} = {}",
            t.enchant_max,
            brackets(&t.enchant_rolls),
            t.enchant_bonus,
            t.rolled,
            signed(t.enchant_bonus),
            t.before_reduction
        )?;
    }
    if t.before_reduction > 0 && reduction > 0 {
        write!(s, "; {} - {reduction} (reduction), at least 1", t.before_reduction)?;
    } else if t.before_reduction <= 0 {
        write!(s, "; at least 0")?;
    }
    write!(s, "; {} damage {}", t.damage_type, t.damage)?;
    Ok(s)
}

impl fmt::Display for Damage {
    /// The damage reduction, one line per damage type and the total.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.reduction;
        if r.before == 0 {
            writeln!(f, "damage reduction: none (AC roll 10 or less)")?;
        } else {
            writeln!(f, "damage reduction {}: {}, lesser {}", r.before, brackets(&r.rolls), r.after)?;
        }
        for t in &self.types {
            writeln!(f, "{}", type_line(t, r.after)?)?;
        }
        writeln!(f, "total damage {}", self.total)
    }
}

impl fmt::Display for AttackOutcome {
    /// The to-hit steps, then the damage when the hit landed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_hit)?;
        if let Some(d) = &self.damage {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}
