//! What a trap does to the player: the effects of dungeon and chest traps in
//! order, and the player's state that decides them (seed 004).

use super::codes::*;
use crate::boundary::{Out, items, try_ref};
use crate::convert::{decode, encode, flag, flags, to_i32};
use crate::status::rr_status;
use roguerules_traps::{self as traps, Effect, Outcome, Player, PlayerFlags, Sustains};
use std::mem::MaybeUninit;

/// Effect kind: the trap's attack missed (`rr_trap_effect.kind`).
pub const RR_EFFECT_MISS: u32 = 0;
/// Effect kind: feather falling avoided all damage and side effects.
pub const RR_EFFECT_FEATHER_FALL: u32 = 1;
/// Effect kind: a protection stopped a change of `counter`.
pub const RR_EFFECT_RESISTED: u32 = 2;
/// Effect kind: `amount` damage of `element` to the player, before resistances.
pub const RR_EFFECT_DAMAGE: u32 = 3;
/// Effect kind: a ball of `element`, `radius`, `amount` damage at its `centre`.
pub const RR_EFFECT_BALL: u32 = 4;
/// Effect kind: `counter` changes by `change` (set/add) `amount`.
pub const RR_EFFECT_TIMED: u32 = 5;
/// Effect kind: `stat` reduced by one `amount` times unless `sustained`.
pub const RR_EFFECT_DRAIN_STAT: u32 = 6;
/// Effect kind: `stat` and `other_stat` are swapped.
pub const RR_EFFECT_SWAP_STATS: u32 = 7;
/// Effect kind: a saving throw succeeded; nothing happens.
pub const RR_EFFECT_SAVED: u32 = 8;
/// Effect kind: `amount` monsters of kind `summon`, appropriate for `level`.
pub const RR_EFFECT_SUMMON: u32 = 9;
/// Effect kind: the player moves `amount` levels deeper.
pub const RR_EFFECT_LEVEL_CHANGE: u32 = 10;
/// Effect kind: the player is teleported `amount` squares.
pub const RR_EFFECT_TELEPORT: u32 = 11;
/// Effect kind: the device `device` in pack slot `amount` is drained.
pub const RR_EFFECT_DRAIN_DEVICE: u32 = 12;
/// Effect kind: the Black Breath.
pub const RR_EFFECT_BLACK_BREATH: u32 = 13;
/// Effect kind: the level is destroyed.
pub const RR_EFFECT_DESTROY_LEVEL: u32 = 14;
/// Effect kind: an earthquake of `radius` centred on the trap.
pub const RR_EFFECT_EARTHQUAKE: u32 = 15;
/// Effect kind: the level is regenerated (Alter Reality).
pub const RR_EFFECT_ALTER_REALITY: u32 = 16;
/// Effect kind: amnesia.
pub const RR_EFFECT_AMNESIA: u32 = 17;
/// Effect kind: an attempt to disenchant a random equipment slot.
pub const RR_EFFECT_DISENCHANT: u32 = 18;
/// Effect kind: being shapechanged blocked a disenchantment.
pub const RR_EFFECT_DISENCHANT_BLOCKED: u32 = 19;
/// Effect kind: a `missile` is dropped near the trap.
pub const RR_EFFECT_DROP_AMMO: u32 = 20;
/// Effect kind: the chest is destroyed.
pub const RR_EFFECT_DESTROY_CHEST: u32 = 21;
/// Effect kind: the chest's objects are scattered over the level.
pub const RR_EFFECT_SCATTER: u32 = 22;
/// Effect kind (Oangband 1.1.0 reading): one software bug is placed at a grid
/// scattered `amount` (1..=3) from the trap; the game retries an impassable
/// grid itself.
pub const RR_EFFECT_PLACE_BUG: u32 = 23;

/// One thing a trap does to the player, in order. `kind` (an `RR_EFFECT_*`)
/// says which fields are meaningful (see each `RR_EFFECT_*`); the others are 0.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_trap_effect {
    /// What happens: an `RR_EFFECT_*`.
    pub kind: u32,
    /// `RR_ELEMENT_*` (damage, ball).
    pub element: u32,
    /// Oangband 1.1.0's `GF_*` code of `element` (seed 000's damage type, as
    /// the projection rules take it: `GF_FIRE` is 10); 0 for physical damage,
    /// which is no projection, and for effects without an element.
    pub gf: u32,
    /// `RR_TIMED_*` (resisted, timed).
    pub counter: u32,
    /// `RR_CHANGE_*` (timed).
    pub change: u32,
    /// `RR_CENTRE_*` (ball).
    pub centre: u32,
    /// `RR_STAT_*` (drain stat; the first of swapped stats).
    pub stat: u32,
    /// `RR_STAT_*` (the second of swapped stats).
    pub other_stat: u32,
    /// `RR_SUMMON_*` (summon).
    pub summon: u32,
    /// `RR_MISSILE_*` (drop ammo).
    pub missile: u32,
    /// `RR_PACK_*` (drain device).
    pub device: u32,
    /// The effect's number: damage, ball damage, counter amount, drain count,
    /// summon count, levels, teleport distance, or pack slot.
    pub amount: i32,
    /// The radius (ball, earthquake).
    pub radius: i32,
    /// The monster level of a summon.
    pub level: i32,
    /// 1 when a sustain prevented a stat drain; else 0.
    pub sustained: u8,
}

/// The most effects one trap can produce (the runes of evil with every trick
/// draining six stats stay well below it).
pub const RR_TRAP_MAX_EFFECTS: usize = 128;

/// Everything a trap does when it goes off: `len` effects in order, and whether
/// the trap disappears.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_trap_outcome {
    /// How many entries of `effects` are used.
    pub len: u32,
    /// 1 when the trap disappears afterwards; else 0.
    pub disappears: u8,
    /// The effects, in the order they happen: entries `0..len`. The entries
    /// from `len` on are not written by the call (they keep whatever the
    /// caller's struct held): read only the first `len`.
    pub effects: [rr_trap_effect; RR_TRAP_MAX_EFFECTS],
}

// Inlined in `CEffects::push`: each effect is converted once, as the rule
// pushes it.
#[inline(always)]
fn effect_to_c(e: &Effect) -> Result<rr_trap_effect, rr_status> {
    let mut c = rr_trap_effect::default();
    match *e {
        Effect::Miss => c.kind = RR_EFFECT_MISS,
        Effect::FeatherFall => c.kind = RR_EFFECT_FEATHER_FALL,
        Effect::Resisted { counter } => {
            c.kind = RR_EFFECT_RESISTED;
            c.counter = encode(&TIMED, &counter);
        }
        Effect::Damage { amount, element } => {
            c.kind = RR_EFFECT_DAMAGE;
            c.amount = to_i32(amount)?;
            c.element = encode(&ELEMENTS, &element);
        }
        Effect::Ball { element, radius, damage, centre } => {
            c.kind = RR_EFFECT_BALL;
            c.element = encode(&ELEMENTS, &element);
            c.radius = to_i32(radius)?;
            c.amount = to_i32(damage)?;
            c.centre = encode(&CENTRES, &centre);
        }
        Effect::Timed { counter, change, amount } => {
            c.kind = RR_EFFECT_TIMED;
            c.counter = encode(&TIMED, &counter);
            c.change = encode(&CHANGES, &change);
            c.amount = to_i32(amount)?;
        }
        Effect::DrainStat { stat, times, sustained } => {
            c.kind = RR_EFFECT_DRAIN_STAT;
            c.stat = encode(&STATS, &stat);
            c.amount = to_i32(times)?;
            c.sustained = flag(sustained);
        }
        Effect::SwapStats { first, second } => {
            c.kind = RR_EFFECT_SWAP_STATS;
            c.stat = encode(&STATS, &first);
            c.other_stat = encode(&STATS, &second);
        }
        Effect::Saved => c.kind = RR_EFFECT_SAVED,
        Effect::Summon { kind, count, level } => {
            c.kind = RR_EFFECT_SUMMON;
            c.summon = encode(&SUMMONS, &kind);
            c.amount = to_i32(count)?;
            c.level = to_i32(level)?;
        }
        Effect::LevelChange { levels } => {
            c.kind = RR_EFFECT_LEVEL_CHANGE;
            c.amount = to_i32(levels)?;
        }
        Effect::Teleport { distance } => {
            c.kind = RR_EFFECT_TELEPORT;
            c.amount = to_i32(distance)?;
        }
        Effect::DrainDevice { slot, device } => {
            c.kind = RR_EFFECT_DRAIN_DEVICE;
            c.amount = to_i32(slot as i64)?;
            c.device = encode(&PACK_ITEMS, &device);
        }
        Effect::BlackBreath => c.kind = RR_EFFECT_BLACK_BREATH,
        Effect::DestroyLevel => c.kind = RR_EFFECT_DESTROY_LEVEL,
        Effect::Earthquake { radius } => {
            c.kind = RR_EFFECT_EARTHQUAKE;
            c.radius = to_i32(radius)?;
        }
        Effect::AlterReality => c.kind = RR_EFFECT_ALTER_REALITY,
        Effect::Amnesia => c.kind = RR_EFFECT_AMNESIA,
        Effect::Disenchant => c.kind = RR_EFFECT_DISENCHANT,
        Effect::DisenchantBlocked => c.kind = RR_EFFECT_DISENCHANT_BLOCKED,
        Effect::DropAmmo { missile } => {
            c.kind = RR_EFFECT_DROP_AMMO;
            c.missile = encode(&MISSILES, &missile);
        }
        Effect::DestroyChest => c.kind = RR_EFFECT_DESTROY_CHEST,
        Effect::Scatter => c.kind = RR_EFFECT_SCATTER,
        Effect::PlaceBug { distance } => {
            c.kind = RR_EFFECT_PLACE_BUG;
            c.amount = to_i32(distance)?;
        }
    }
    c.gf = gf_code(e);
    Ok(c)
}

/// The `GF_*` code of an effect's element (0 without one, or for physical).
#[inline(always)]
fn gf_code(e: &Effect) -> u32 {
    match *e {
        Effect::Damage { element, .. } | Effect::Ball { element, .. } => gf(element),
        _ => 0,
    }
}

/// Oangband's `GF_*` code of an element; 0 for physical damage.
pub(crate) fn gf(element: roguerules_traps::Element) -> u32 {
    element.gf().map_or(0, |g| u32::from(g.code()))
}

/// The effects of a trap as the rule pushes them ([`traps::Effects`]): each
/// converted once, as it happens, into a buffer on the entry point's stack,
/// and copied into the caller's `rr_trap_outcome` only when the rule succeeds
/// ([`CEffects::write`]), so nothing is written on failure and no list is
/// allocated. An effect that does not fit (a number outside `int32_t`, or more
/// than `RR_TRAP_MAX_EFFECTS` of them) makes the outcome `RR_OVERFLOW`.
pub(crate) struct CEffects {
    len: usize,
    disappears: bool,
    overflow: bool,
    effects: [MaybeUninit<rr_trap_effect>; RR_TRAP_MAX_EFFECTS],
}

impl CEffects {
    /// No effect yet (the buffer is left uninitialised: only the first `len`
    /// entries are ever read).
    #[inline(always)]
    pub(crate) fn new() -> CEffects {
        CEffects {
            len: 0,
            disappears: false,
            overflow: false,
            effects: [const { MaybeUninit::uninit() }; RR_TRAP_MAX_EFFECTS],
        }
    }

    /// Writes the effects pushed into the caller's outcome: the `len` used
    /// entries, `len` and `disappears`. The entries past `len` are left as
    /// they were (unspecified, as `rr_trap_outcome` documents): zeroing the 128
    /// entries was most of a pit's cost.
    ///
    /// # Safety
    ///
    /// `out` must be valid for one write.
    #[inline(always)]
    pub(crate) unsafe fn write(&self, out: Out<rr_trap_outcome>) -> Result<(), rr_status> {
        if self.overflow {
            return Err(rr_status::RR_OVERFLOW);
        }
        let p = out.as_ptr();
        // SAFETY: `p` is valid for one write of the struct (the function's
        // contract); the copy stays inside its array (`len` <= the array's
        // length: `push` never goes past it) and reads the `len` entries
        // `push` initialised; the buffer is a local, so they do not overlap.
        unsafe {
            let effects = std::ptr::addr_of_mut!((*p).effects).cast::<rr_trap_effect>();
            std::ptr::copy_nonoverlapping(self.effects.as_ptr().cast::<rr_trap_effect>(), effects, self.len);
            std::ptr::addr_of_mut!((*p).len).write(self.len as u32); // <= 128
            std::ptr::addr_of_mut!((*p).disappears).write(flag(self.disappears));
        }
        Ok(())
    }
}

impl traps::Effects for CEffects {
    #[inline(always)]
    fn push(&mut self, effect: Effect) {
        match (self.effects.get_mut(self.len), effect_to_c(&effect)) {
            (Some(slot), Ok(c)) => {
                slot.write(c);
                self.len += 1;
            }
            _ => self.overflow = true,
        }
    }

    #[inline(always)]
    fn disappear(&mut self) {
        self.disappears = true;
    }
}

impl TryFrom<&Outcome> for rr_trap_outcome {
    type Error = rr_status;

    /// The outcome written into a new value (as the trap entry points write
    /// theirs), its unused entries zero (as `rr_trap_effect`'s default).
    fn try_from(o: &Outcome) -> Result<rr_trap_outcome, rr_status> {
        let mut sink = CEffects::new();
        for e in &o.effects {
            traps::Effects::push(&mut sink, e.clone());
        }
        if o.disappears {
            traps::Effects::disappear(&mut sink);
        }
        // Zero bits are a valid `rr_trap_outcome` (integer fields only; the
        // default effect is all zero bits, tested below).
        let mut c = std::mem::MaybeUninit::<rr_trap_outcome>::zeroed();
        // SAFETY: a local valid for one write; every field is initialised
        // (zeroed, then written).
        unsafe {
            sink.write(Out::new(c.as_mut_ptr())?)?;
            Ok(c.assume_init())
        }
    }
}

/// The player's state as far as traps look at it (seed 004).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct rr_trap_player {
    /// `RR_PLAYER_*` bits; other bits are `RR_INVALID_ARGUMENT`.
    pub flags: u16,
    /// Sustained stats: bit `1 << RR_STAT_*` each (at most `RR_SUSTAIN_ALL`).
    pub sustains: u8,
    /// Total armour class, -1000..=1000.
    pub armour_class: i32,
    /// Saving throw in percent, 0..=100.
    pub saving_throw: i32,
    /// Current poison counter (0: not poisoned), 0..=10000.
    pub poison: i32,
    /// The pack's items in slot order (`RR_PACK_*`), for the drain-wands trap;
    /// may be NULL when `pack_len` is 0.
    pub pack: *const u32,
    /// The number of pack items, 0..=23.
    pub pack_len: usize,
    /// Oangband 1.1.0 reading: the poison resistance percentage as the game
    /// stores it (`extract_resistance[p_ptr->res_list[P_RES_POIS]]`),
    /// -100..=100; ignored by the seed reading.
    pub poison_resistance: i32,
    /// The reading (`RR_READING_*`): 0, the seed; `RR_READING_OANGBAND_1_1_0`,
    /// the released game's `hit_trap` draw for draw (`pack` then lists the
    /// `INVEN_PACK - pack_size_reduce` slots the game searches, `RR_PACK_OTHER`
    /// for an empty slot or a device it would not drain). Any other code is
    /// `RR_INVALID_ARGUMENT`. The game rolls what a trap is each time it goes
    /// off: call `rr_dungeon_trap_hit` for its `hit_trap` (`rr_dungeon_trap_generate`
    /// follows the seed).
    pub reading: u32,
}

/// The checked player of a trap entry point: [`player_converted`], then its
/// ranges checked, for the entry points whose rule draws before it checks the
/// player (opening a chest rolls its traps first) or does not check it.
///
/// # Safety
///
/// As [`player_converted`].
pub(crate) unsafe fn player(player: *const rr_trap_player) -> Result<Player, rr_status> {
    // SAFETY: the same contract.
    let player = unsafe { player_converted(player) }?;
    player.validate()?;
    Ok(player)
}

/// The player of a trap entry point with its codes, flag bits and pack
/// checked, its ranges left to the rule: for the rules that check the player
/// themselves before their first draw (`trigger`, `resolve`,
/// `resolve_chest_traps`), so the player is checked once.
///
/// # Safety
///
/// `player` must be NULL or valid, and its `pack`, when non-NULL, must point to
/// `pack_len` readable codes.
#[inline]
pub(crate) unsafe fn player_converted(player: *const rr_trap_player) -> Result<Player, rr_status> {
    // SAFETY: the same contract.
    let p = unsafe { try_ref(player) }?;
    // SAFETY: `pack` holds `pack_len` codes (the caller's contract).
    let codes = unsafe { items(p.pack, p.pack_len, traps::MAX_PACK) }?;
    Ok(Player {
        flags: flags::<PlayerFlags>(p.flags)?,
        sustains: flags::<Sustains>(p.sustains)?,
        armour_class: p.armour_class.into(),
        saving_throw: p.saving_throw.into(),
        poison: p.poison.into(),
        pack: codes.iter().map(|&c| decode(&PACK_ITEMS, c)).collect::<Result<_, _>>()?,
        poison_resistance: p.poison_resistance.into(),
        reading: crate::reading::reading(p.reading)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_that_do_not_fit_are_an_overflow_and_write_nothing() {
        use traps::Effects;
        let mut out =
            rr_trap_outcome { len: 7, disappears: 1, effects: [rr_trap_effect::default(); RR_TRAP_MAX_EFFECTS] };
        let before = out;
        // A number outside int32_t.
        let mut sink = CEffects::new();
        sink.push(Effect::Miss);
        sink.push(Effect::Damage { amount: i64::from(i32::MAX) + 1, element: traps::Element::Fire });
        // SAFETY: a local valid for one write.
        assert_eq!(unsafe { sink.write(Out::new(&mut out).unwrap()) }, Err(rr_status::RR_OVERFLOW));
        assert_eq!(out, before);
        // One effect more than the array holds.
        let mut sink = CEffects::new();
        for _ in 0..=RR_TRAP_MAX_EFFECTS {
            sink.push(Effect::Saved);
        }
        // SAFETY: as above.
        assert_eq!(unsafe { sink.write(Out::new(&mut out).unwrap()) }, Err(rr_status::RR_OVERFLOW));
        assert_eq!(out, before);
        // Exactly as many fit, converted in order; the entries past `len` are kept.
        let mut sink = CEffects::new();
        sink.push(Effect::Damage { amount: i64::from(i32::MAX), element: traps::Element::Fire });
        for _ in 1..RR_TRAP_MAX_EFFECTS {
            sink.push(Effect::Saved);
        }
        // SAFETY: as above.
        assert_eq!(unsafe { sink.write(Out::new(&mut out).unwrap()) }, Ok(()));
        assert_eq!((out.len, out.disappears), (RR_TRAP_MAX_EFFECTS as u32, 0));
        assert_eq!((out.effects[0].kind, out.effects[0].amount, out.effects[0].gf), (RR_EFFECT_DAMAGE, i32::MAX, 10));
        assert!(out.effects[1..].iter().all(|e| e.kind == RR_EFFECT_SAVED));
        let mut short = CEffects::new();
        short.push(Effect::Miss);
        short.disappear();
        out.effects[1].amount = 99;
        // SAFETY: as above.
        assert_eq!(unsafe { short.write(Out::new(&mut out).unwrap()) }, Ok(()));
        assert_eq!((out.len, out.disappears, out.effects[0].kind), (1, 1, RR_EFFECT_MISS));
        assert_eq!((out.effects[1].kind, out.effects[1].amount), (RR_EFFECT_SAVED, 99));
    }

    #[test]
    fn the_default_effect_is_all_zero_bits() {
        // SAFETY: every field of `rr_trap_effect` is an integer, for which
        // zero bits are a valid value.
        let zeroed: rr_trap_effect = unsafe { std::mem::zeroed() };
        assert_eq!(rr_trap_effect::default(), zeroed);
    }
}
