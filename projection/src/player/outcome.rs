//! What a projection does to the character, as data the game applies (seed 000,
//! player section; rules are pure functions over plain data), and
//! the exact report the CLI prints.

use super::input::{Counters, Slot, Stat};
use roguerules_dice::{Pmf, Prob};

/// Why a projection did nothing at all (RULINGS P8, Q11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Avoided {
    /// Rubble's 1 in 10, or trees' 1 in 8 for rangers and druids (terrain notes
    /// (a), (b); RULINGS P8, Q4).
    Terrain,
    /// The Evasion specialty (note (a), RULINGS Q10).
    Evasion,
    /// Dodged a boulder or missile (notes (b), (k)).
    Dodge,
    /// A shot glanced off the armour (note (e)).
    Glance,
    /// An arrow missed or glanced off the armour (note (i)).
    Miss,
    /// An arrow was deflected by the shield (note (i)).
    Shield,
}

/// The HP damage, split by part as the notes split it: plasma (w), hellfire (x),
/// storm (P), ice (z) and Morgul darkness (D) name their elements; every other
/// type's damage is [`DamageParts::main`]; landings (M), (N) are their own part
/// (RULINGS Q35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct DamageParts {
    /// The damage of a type not split by its note.
    pub main: i64,
    /// Storm's unresistable half (P).
    pub pure: i64,
    /// Fire: plasma's (w), hellfire's (x).
    pub fire: i64,
    /// Lightning: plasma's (w), storm's (P).
    pub elec: i64,
    /// Cold: ice (z), storm's (P).
    pub cold: i64,
    /// Acid: storm's (P).
    pub acid: i64,
    /// Darkness: hellfire's (x), Morgul darkness (D).
    pub dark: i64,
    /// A teleport's or thrust's landing (notes (M), (N), (Q), (R)i): 2d8 on trees,
    /// 2d14 in rubble, the 4d100 fire of lava after fire resistance.
    pub landing: i64,
}

impl DamageParts {
    /// The total HP damage.
    pub const fn total(&self) -> i64 {
        self.main + self.pure + self.fire + self.elec + self.cold + self.acid + self.dark + self.landing
    }
}

/// Points drained from each stat (notes (l), (o), (q), (s), (t), (u): "reduced
/// by 1 (affected normally by sustains)"); 0 for none. The game applies each
/// point as its own stat decrease.
///
/// In JSON: `{"str": 0, "int": 0, "wis": 0, "dex": 1, "con": 0, "chr": 0}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct StatDrain {
    /// Strength.
    pub str: i64,
    /// Intelligence.
    pub int: i64,
    /// Wisdom.
    pub wis: i64,
    /// Dexterity.
    pub dex: i64,
    /// Constitution.
    pub con: i64,
    /// Charisma.
    pub chr: i64,
}

impl StatDrain {
    /// The points drained from `stat`.
    pub const fn get(&self, stat: Stat) -> i64 {
        match stat {
            Stat::Str => self.str,
            Stat::Int => self.int,
            Stat::Wis => self.wis,
            Stat::Dex => self.dex,
            Stat::Con => self.con,
            Stat::Chr => self.chr,
        }
    }

    /// The points drained from `stat`, mutably.
    pub fn get_mut(&mut self, stat: Stat) -> &mut i64 {
        match stat {
            Stat::Str => &mut self.str,
            Stat::Int => &mut self.int,
            Stat::Wis => &mut self.wis,
            Stat::Dex => &mut self.dex,
            Stat::Con => &mut self.con,
            Stat::Chr => &mut self.chr,
        }
    }
}

/// A stat value set by note (V), per stat (`None`, JSON `null`: unchanged).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct StatsSet {
    /// Strength.
    pub str: Option<i64>,
    /// Intelligence.
    pub int: Option<i64>,
    /// Wisdom.
    pub wis: Option<i64>,
    /// Dexterity.
    pub dex: Option<i64>,
    /// Constitution.
    pub con: Option<i64>,
    /// Charisma.
    pub chr: Option<i64>,
}

impl StatsSet {
    /// The value set for `stat`.
    pub const fn get(&self, stat: Stat) -> Option<i64> {
        match stat {
            Stat::Str => self.str,
            Stat::Int => self.int,
            Stat::Wis => self.wis,
            Stat::Dex => self.dex,
            Stat::Con => self.con,
            Stat::Chr => self.chr,
        }
    }

    /// The value set for `stat`, mutably.
    pub fn get_mut(&mut self, stat: Stat) -> &mut Option<i64> {
        match stat {
            Stat::Str => &mut self.str,
            Stat::Int => &mut self.int,
            Stat::Wis => &mut self.wis,
            Stat::Dex => &mut self.dex,
            Stat::Con => &mut self.con,
            Stat::Chr => &mut self.chr,
        }
    }
}

/// Note (n): the armour slot the acid reached, and the armour bonus it loses (0
/// for an item immune to acid, which still triggers (m); RULINGS Q16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct AcidDamage {
    /// The armour slot (one of [`Slot::ARMOUR`]).
    pub slot: Slot,
    /// The to-AC lost: 1, or 0 when the item ignores acid.
    pub ac_loss: i64,
}

/// Note (U): the slot disenchanted and the bonuses it loses (RULINGS Q30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Disenchantment {
    /// The slot hit (it holds an item with a positive bonus).
    pub slot: Slot,
    /// An artifact resisted (70%): nothing is lost.
    pub resisted: bool,
    /// To-hit lost (0, 1 or 2).
    pub to_h: i64,
    /// To-dam lost.
    pub to_d: i64,
    /// To-AC lost.
    pub to_a: i64,
}

/// Inventory destruction chances in 1000 for one element, per item kind (notes
/// (p), (H), (K); RULINGS Q17-Q19). Each item of the kind that the element can
/// damage is destroyed with this chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Chances {
    /// Potions and scrolls ("a 50% greater chance").
    pub potions_scrolls: i64,
    /// Rods ("a 75% lesser chance").
    pub rods: i64,
    /// Any other item.
    pub other: i64,
}

/// Inventory destruction chances by element (`None`, JSON `null`: no chance).
/// The cold chances of (H) and (K) are one chance for every cold-hating item
/// (RULINGS Q19), so all three kinds carry it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Inventory {
    /// Acid-hating items.
    pub acid: Option<Chances>,
    /// Electricity-hating items.
    pub elec: Option<Chances>,
    /// Fire-hating items.
    pub fire: Option<Chances>,
    /// Cold-hating items.
    pub cold: Option<Chances>,
}

/// What a projection does to the character (seed 000, player section): the
/// values after every cap and stacking rule, for the game to apply.
///
/// Counters are the values *after* the projection (RULINGS Q13, Q14, G4;
/// unchanged when it does not touch them). Everything else is a change (0,
/// `false` or `None` for none). An avoided projection ([`PlayerOutcome::avoided`])
/// changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
#[non_exhaustive]
pub struct PlayerOutcome {
    /// Why nothing happened, if so.
    pub avoided: Option<Avoided>,
    /// HP damage in total (the sum of [`PlayerOutcome::parts`]).
    pub damage: i64,
    /// HP damage by part.
    pub parts: DamageParts,
    /// The nine counters after.
    pub counters: Counters,
    /// Energy lost (note (G)).
    pub energy_lost: i64,
    /// Points drained from each stat ("affected normally by sustains": notes (l),
    /// (o), (q), (s), (t), (u)).
    pub stat_drain: StatDrain,
    /// Stats set to 3/4 by note (V) (RULINGS Q40).
    pub stats_set: StatsSet,
    /// Two stats swapped (note (R)iv, RULINGS Q39).
    pub stat_swap: Option<(Stat, Stat)>,
    /// Experience drained, restorable (notes (l), (u), (E), (S), (T), (V);
    /// RULINGS Q31).
    pub exp_drained: i64,
    /// Experience drained permanently (note (E)vi).
    pub exp_drained_permanent: i64,
    /// Has the Black Breath after (notes (l), (E)vi).
    pub black_breath: bool,
    /// Amnesia (note (E)v).
    pub amnesia: bool,
    /// Level teleport (note (R)iii).
    pub level_teleport: bool,
    /// Distance teleported (notes (M), (Q): 6; (R)i: 200); 0 for none.
    pub teleport: i64,
    /// Teleported next to the monster (note (R)ii).
    pub teleport_to_source: bool,
    /// Distance thrust away from the monster (note (N)); 0 for none.
    pub thrust: i64,
    /// The armour slot the acid damaged (note (n)).
    pub acid: Option<AcidDamage>,
    /// The slot disenchanted (note (U), (E)iv).
    pub disenchant: Option<Disenchantment>,
    /// Inventory destruction chances (notes (p), (H), (K)).
    pub inventory: Inventory,
    /// Mana lost (note (X)).
    pub mana_lost: i64,
    /// The temporary effects dispelled, by name, in input order (note (Y)).
    pub dispelled: Vec<String>,
    /// Reverted from a shapechange (note (U), RULINGS Q29).
    pub reverted: bool,
}

/// The exact marginal distributions of the damage and of each counter after the
/// projection (the `"marginals"` of `roguerules project player --exact --json`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Marginals {
    /// The total HP damage ([`PlayerOutcome::damage`]).
    pub damage: Pmf<i64>,
    /// Stun after.
    pub stun: Pmf<i64>,
    /// Cuts after.
    pub cut: Pmf<i64>,
    /// Poison after.
    pub poison: Pmf<i64>,
    /// Confusion after.
    pub confusion: Pmf<i64>,
    /// Blindness after.
    pub blind: Pmf<i64>,
    /// Fear after.
    pub fear: Pmf<i64>,
    /// Hallucination after.
    pub hallucination: Pmf<i64>,
    /// Slowness after.
    pub slow: Pmf<i64>,
    /// Paralysis after.
    pub paralysis: Pmf<i64>,
}

impl Marginals {
    /// The marginal of counter `c`.
    pub fn counter(&self, c: super::input::Counter) -> &Pmf<i64> {
        use super::input::Counter as C;
        match c {
            C::Stun => &self.stun,
            C::Cut => &self.cut,
            C::Poison => &self.poison,
            C::Confusion => &self.confusion,
            C::Blind => &self.blind,
            C::Fear => &self.fear,
            C::Hallucination => &self.hallucination,
            C::Slow => &self.slow,
            C::Paralysis => &self.paralysis,
        }
    }
}

/// Everything `roguerules project player --exact --json` prints: the marginals,
/// the mean damage and, when tractable, the whole outcome's distribution
/// ([`exact_report`](super::exact_report)).
///
/// In JSON: `{"marginals": {"damage": [[value, "num/den"], ...], "stun": [...],
/// ...}, "mean_damage": "num/den", "distribution": [{"p": "num/den", "outcome":
/// {...}}, ...]}`, the `"distribution"` key absent when it was omitted.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ExactReport {
    /// The marginals of the damage and of each counter (always exact).
    pub marginals: Marginals,
    /// The exact mean of the damage.
    pub mean_damage: Prob,
    /// The whole outcome's distribution, or `None` when it has too many distinct
    /// outcomes to enumerate within [`DISTRIBUTION_BUDGET`](super::DISTRIBUTION_BUDGET)
    /// paths.
    pub distribution: Option<Pmf<PlayerOutcome>>,
    /// Why [`ExactReport::distribution`] was left out: the budget of paths
    /// ([`Limit::Leaves`](roguerules_dice::Limit::Leaves)) or the fixed bound on
    /// the distinct outcomes held at once ([`Limit::Outcomes`](roguerules_dice::Limit::Outcomes)).
    pub omitted: Option<roguerules_dice::BudgetExceeded>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for ExactReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use roguerules_dice::fraction_string;
        use serde::ser::{SerializeMap, SerializeSeq};

        struct Distribution<'a>(&'a Pmf<PlayerOutcome>);
        impl serde::Serialize for Distribution<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                #[derive(serde::Serialize)]
                struct Point<'a> {
                    p: String,
                    outcome: &'a PlayerOutcome,
                }
                let mut seq = s.serialize_seq(Some(self.0.len()))?;
                for (outcome, p) in self.0.iter() {
                    seq.serialize_element(&Point { p: fraction_string(&p), outcome })?;
                }
                seq.end()
            }
        }

        let mut map = s.serialize_map(None)?;
        map.serialize_entry("marginals", &self.marginals)?;
        map.serialize_entry("mean_damage", &fraction_string(&self.mean_damage))?;
        if let Some(d) = &self.distribution {
            map.serialize_entry("distribution", &Distribution(d))?;
        }
        map.end()
    }
}
