//! The driver: the state a projection carries from step to step, the runner that
//! samples (steps in sequence) and the runner that enumerates (each step once
//! per distinct state of the one before, as roguerules-dice's staged odds do).
//!
//! A type's rule is a short program of steps (the exhaustive `match` in
//! [`super::program`]). Its state is the outcome so far ([`Acc`]) plus the little
//! that later steps read ([`St`]: the damage after terrain, the current part's
//! damage before and after resistance, the power of note (E), a landing to come).
//!
//! For exact odds the state is made canonical after every step, so that states
//! merge: the control fields no later step reads are cleared, and so are the
//! outcome fields the computation does not want ([`Fields`]). A marginal (the
//! damage, one counter) wants one field: its run skips every draw whose result
//! only feeds other fields, and stops as soon as no step left can touch the
//! field — the exact marginal at the cost of the draws that matter to it.

use super::input::{Counter, Counters};
use super::outcome::{AcidDamage, Avoided, DamageParts, Disenchantment, Inventory, PlayerOutcome, StatDrain, StatsSet};
use super::sink::FinishedOutcome;
use super::table::PlayerRow;
use super::view::{PlayerInputView, PlayerView};
use super::{Step, program_touches};
use crate::error::ProjectionError;
use roguerules_dice::{Budget, BudgetExceeded, Limit, Pmf, Roller};

bitflags::bitflags! {
    /// The parts of an outcome a computation wants: the damage, each counter,
    /// and everything else.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub(crate) struct Fields: u16 {
        const DAMAGE = 1 << 0;
        const STUN = 1 << 1;
        const CUT = 1 << 2;
        const POISON = 1 << 3;
        const CONFUSION = 1 << 4;
        const BLIND = 1 << 5;
        const FEAR = 1 << 6;
        const HALLUCINATION = 1 << 7;
        const SLOW = 1 << 8;
        const PARALYSIS = 1 << 9;
        const OTHER = 1 << 10;
    }
}

impl Fields {
    /// The field of counter `c`.
    pub(crate) const fn counter(c: Counter) -> Fields {
        match c {
            Counter::Stun => Fields::STUN,
            Counter::Cut => Fields::CUT,
            Counter::Poison => Fields::POISON,
            Counter::Confusion => Fields::CONFUSION,
            Counter::Blind => Fields::BLIND,
            Counter::Fear => Fields::FEAR,
            Counter::Hallucination => Fields::HALLUCINATION,
            Counter::Slow => Fields::SLOW,
            Counter::Paralysis => Fields::PARALYSIS,
        }
    }
}

/// The outcome so far: [`PlayerOutcome`] in a `Copy` form (the dispelled
/// effects as a mask over the input's list).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Acc {
    pub(crate) avoided: Option<Avoided>,
    pub(crate) parts: DamageParts,
    pub(crate) counters: Counters,
    pub(crate) energy_lost: i64,
    pub(crate) stat_drain: StatDrain,
    pub(crate) stats_set: StatsSet,
    pub(crate) stat_swap: Option<(super::input::Stat, super::input::Stat)>,
    pub(crate) exp_drained: i64,
    pub(crate) exp_drained_permanent: i64,
    pub(crate) black_breath: bool,
    pub(crate) amnesia: bool,
    pub(crate) level_teleport: bool,
    pub(crate) teleport: i64,
    pub(crate) teleport_to_source: bool,
    pub(crate) thrust: i64,
    pub(crate) acid: Option<AcidDamage>,
    pub(crate) disenchant: Option<Disenchantment>,
    pub(crate) inventory: Inventory,
    pub(crate) mana_lost: i64,
    pub(crate) dispelled: u64,
    pub(crate) reverted: bool,
}

impl Acc {
    /// Nothing has happened to `p` yet.
    fn start<P: PlayerView + ?Sized>(p: &P) -> Acc {
        Acc { counters: p.counters(), black_breath: p.black_breath(), ..Acc::zero() }
    }

    /// Nothing happened and the counters are `counters`.
    pub(crate) fn unchanged(counters: Counters) -> Acc {
        Acc { counters, ..Acc::zero() }
    }

    /// Every field empty.
    fn zero() -> Acc {
        Acc {
            avoided: None,
            parts: DamageParts::default(),
            counters: Counters::default(),
            energy_lost: 0,
            stat_drain: StatDrain::default(),
            stats_set: StatsSet::default(),
            stat_swap: None,
            exp_drained: 0,
            exp_drained_permanent: 0,
            black_breath: false,
            amnesia: false,
            level_teleport: false,
            teleport: 0,
            teleport_to_source: false,
            thrust: 0,
            acid: None,
            disenchant: None,
            inventory: Inventory::default(),
            mana_lost: 0,
            dispelled: 0,
            reverted: false,
        }
    }

    /// Only the fields in `want` (the others cleared, so states merge).
    fn keep(self, want: Fields) -> Acc {
        if want.contains(Fields::all()) {
            return self;
        }
        let mut out = if want.contains(Fields::OTHER) {
            self
        } else {
            Acc { parts: self.parts, counters: self.counters, ..Acc::zero() }
        };
        if !want.contains(Fields::DAMAGE) {
            out.parts = DamageParts::default();
        } else if !want.contains(Fields::OTHER) {
            // The damage marginal needs only the total.
            out.parts = DamageParts { main: self.parts.total(), ..DamageParts::default() };
        }
        for c in Counter::ALL {
            if !want.contains(Fields::counter(c)) {
                *out.counters.get_mut(c) = 0;
            }
        }
        out
    }
}

/// The state between two steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct St {
    /// The next step of the program.
    pub(crate) pc: u8,
    /// A step's own loop counter (note (Y)'s effects, one per run).
    pub(crate) sub: u8,
    /// A teleport or thrust waits for its landing (RULINGS Q35).
    pub(crate) landing: bool,
    /// The damage after P8's cap and terrain (RULINGS Q1-Q3); under the
    /// Oangband 1.1.0 reading, after the cap only.
    pub(crate) dam: i64,
    /// Oangband 1.1.0 reading: `project_p`'s terrain adjustment, which each
    /// type adds (whole, half or not at all) where its code does.
    pub(crate) adj: i64,
    /// The current part before resistance (RULINGS Q8).
    pub(crate) raw: i64,
    /// The current part after resistance ("damage done", RULINGS Q8).
    pub(crate) done: i64,
    /// Note (E)'s power.
    pub(crate) power: i64,
    /// The outcome so far.
    pub(crate) out: Acc,
}

/// What a step asks of the runner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    /// Go on with the next step.
    Next,
    /// Run this step again (a loop over the temporary effects, note (Y)).
    Again,
}

/// Everything a step reads besides the state: the input, its row and program,
/// and what the computation wants.
#[derive(Debug)]
pub(crate) struct Cx<'a, V> {
    pub(crate) input: &'a V,
    pub(crate) row: &'static PlayerRow,
    pub(crate) program: &'static [Step],
    /// The fields wanted (all of them when sampling).
    pub(crate) want: Fields,
    /// Stop as soon as no step left touches a wanted field (exact odds only:
    /// sampling runs every step, so its draws are the game's).
    exact: bool,
    /// `suffix[i]`: the fields steps `i..` may touch (exact odds only).
    suffix: Vec<Fields>,
    /// `reads_done[i]`: a step from `i` on reads the current part's damage
    /// (exact odds only).
    reads_done: Vec<bool>,
}

impl<'a, V: PlayerInputView> Cx<'a, V> {
    /// The context for sampling: every field, every step.
    pub(crate) fn sampling(input: &'a V, row: &'static PlayerRow, program: &'static [Step]) -> Cx<'a, V> {
        Cx { input, row, program, want: Fields::all(), exact: false, suffix: Vec::new(), reads_done: Vec::new() }
    }

    /// The context for exact odds of the fields in `want`.
    pub(crate) fn exact(input: &'a V, row: &'static PlayerRow, program: &'static [Step], want: Fields) -> Cx<'a, V> {
        let mut cx = Cx::sampling(input, row, program);
        cx.want = want;
        cx.exact = true;
        let (suffix, reads_done) = program_touches(&cx);
        cx.suffix = suffix;
        cx.reads_done = reads_done;
        cx
    }

    /// Whether the steps are being enumerated for exact odds (not sampled or
    /// replayed).
    pub(crate) fn enumerating(&self) -> bool {
        self.exact
    }

    /// The character.
    #[inline]
    pub(crate) fn p(&self) -> &'a V::Player {
        self.input.player()
    }

    /// Whether the computation wants any of `f`.
    #[inline]
    pub(crate) fn wants(&self, f: Fields) -> bool {
        self.want.intersects(f)
    }

    /// Whether nothing is left to do for `st`.
    fn finished(&self, st: &St) -> bool {
        let pc = usize::from(st.pc);
        st.out.avoided.is_some()
            || pc >= self.program.len()
            || (self.exact && !self.suffix.get(pc).is_some_and(|f| f.intersects(self.want)))
    }

    /// The initial state.
    fn start(&self) -> St {
        St { pc: 0, sub: 0, landing: false, dam: 0, adj: 0, raw: 0, done: 0, power: 0, out: Acc::start(self.p()) }
    }

    /// A state whose counters are `counters` (what a projection left), for
    /// the landing that follows it ([`super::land`]).
    pub(crate) fn start_with(&self, counters: Counters) -> St {
        let mut st = self.start();
        st.out.counters = counters;
        st
    }

    /// `st` with what nothing later reads cleared (exact odds: states merge).
    fn canonical(&self, st: St) -> St {
        if self.finished(&st) {
            return St {
                pc: u8::MAX,
                sub: 0,
                landing: false,
                dam: 0,
                adj: 0,
                raw: 0,
                done: 0,
                power: 0,
                out: st.out.keep(self.want),
            };
        }
        let pc = usize::from(st.pc);
        let mut st = st;
        if !self.reads_done.get(pc).copied().unwrap_or(false) {
            st.raw = 0;
            st.done = 0;
        }
        st.out = st.out.keep(self.want);
        st
    }

    /// Runs one step of `st`.
    fn advance<R: Roller + ?Sized>(&self, st: &mut St, r: &mut R) -> Result<(), ProjectionError> {
        let step = self.program[usize::from(st.pc)];
        if super::step(self, st, r, step)? == Flow::Next {
            st.pc += 1;
            st.sub = 0;
        }
        Ok(())
    }

    /// The outcome of a finished state.
    #[inline]
    pub(crate) fn outcome(&self, a: &Acc) -> PlayerOutcome {
        self.finished_outcome(a).to_outcome()
    }

    /// A finished state as its outcome's fields.
    #[inline]
    pub(crate) fn finished_outcome<'s>(&'s self, a: &'s Acc) -> FinishedOutcome<'s, V::Player> {
        FinishedOutcome { acc: a, player: self.p() }
    }

    /// Samples (or replays) the whole rule: every step in sequence; then
    /// `finish` reads the outcome where the steps left it.
    #[inline]
    pub(crate) fn run<T, E: From<ProjectionError>>(
        &self,
        r: &mut (impl Roller + ?Sized),
        finish: impl FnOnce(&FinishedOutcome<'_, V::Player>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut st = self.start();
        while !self.finished(&st) {
            self.advance(&mut st, r)?;
        }
        finish(&self.finished_outcome(&st.out))
    }

    /// The exact distribution of the finished states (only the wanted fields
    /// kept), each step run once per distinct state of the one before; at most
    /// `budget` paths in all.
    pub(crate) fn staged(&self, budget: u64) -> Result<Pmf<Acc>, ProjectionError> {
        let mut pmf = Pmf::certain(self.canonical(self.start()));
        let mut used: u64 = 0;
        while pmf.support().any(|s| !self.finished(s)) {
            let left = budget.saturating_sub(used);
            let mut paths: u64 = 0;
            let next = pmf.and_then_with(Budget { leaves: left, depth: 64 }, |s, r| {
                paths += 1;
                let mut s = *s;
                if !self.finished(&s) {
                    self.advance(&mut s, r)?;
                }
                Ok::<_, ProjectionError>(self.canonical(s))
            });
            pmf = next.map_err(|e| match e {
                ProjectionError::Budget(b) if b.limit == Limit::Leaves => {
                    ProjectionError::Budget(BudgetExceeded { limit: Limit::Leaves, value: budget })
                }
                e => e,
            })?;
            used = used.saturating_add(paths);
        }
        Ok(pmf.map(|s| s.out))
    }
}
