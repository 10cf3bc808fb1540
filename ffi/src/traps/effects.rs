//! What a trap does to the player: the effects of dungeon and chest traps in
//! order, and the player's state that decides them (seed 004).

use super::codes::*;
use crate::boundary::{Out, items, try_ref};
use crate::convert::{decode, encode, flag, flags, to_i32};
use crate::status::rr_status;
use roguerules_traps::{self as traps, Effect, Outcome, PackItem, PlayerFlags, PlayerOf, Sustains};

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
///
/// The effects are written into the caller's struct as they happen. When a
/// call writing an outcome fails after its outcome pointer was checked
/// (non-NULL and aligned), `len` and `disappears` are 0 and the entries are
/// unspecified (some may have been written): read an outcome only after
/// `RR_OK`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct rr_trap_outcome {
    /// How many entries of `effects` are used (0 after a failed call).
    pub len: u32,
    /// 1 when the trap disappears afterwards; else 0.
    pub disappears: u8,
    /// The effects, in the order they happen: entries `0..len`. The entries
    /// from `len` on are unspecified (the call may leave them as the caller's
    /// struct held them, or not): read only the first `len`.
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
/// converted once, as it happens, and written straight into the caller's
/// `rr_trap_outcome` (no buffer of its own, no list allocated): see
/// [`fill_outcome`]. An effect that does not fit (a number outside `int32_t`,
/// or more than `RR_TRAP_MAX_EFFECTS` of them) makes the outcome
/// `RR_OVERFLOW`.
pub(crate) struct CEffects {
    /// The caller's `effects` array (`RR_TRAP_MAX_EFFECTS` entries).
    effects: *mut rr_trap_effect,
    len: usize,
    disappears: bool,
    overflow: bool,
}

/// Runs `body` with a [`CEffects`] writing into `*out`'s `effects`, then
/// writes `len` and `disappears`: the number of effects pushed and whether the
/// trap disappears when `body` succeeds and every effect fitted; 0 and 0 when
/// it fails (an overflow is `RR_OVERFLOW`), the entries then unspecified (as
/// `rr_trap_outcome` documents). Only the entries pushed are written: zeroing
/// the 128 entries was most of a pit's cost, and converting them into a buffer
/// of the entry point's own (7.7 KB on its stack) then copying them out cost a
/// pit a third of its time.
///
/// # Safety
///
/// `out` must be valid for one write, and nothing else may access it during
/// the call.
#[inline(always)]
pub(crate) unsafe fn fill_outcome<T>(
    out: Out<rr_trap_outcome>,
    body: impl FnOnce(&mut CEffects) -> Result<T, rr_status>,
) -> Result<T, rr_status> {
    let p = out.as_ptr();
    // SAFETY: `p` is valid for a write of the struct (the function's
    // contract): the field's address stays inside it.
    let effects = unsafe { std::ptr::addr_of_mut!((*p).effects) }.cast::<rr_trap_effect>();
    let mut sink = CEffects { effects, len: 0, disappears: false, overflow: false };
    let result = match body(&mut sink) {
        Ok(_) if sink.overflow => Err(rr_status::RR_OVERFLOW),
        r => r,
    };
    let (len, disappears) = if result.is_ok() { (sink.len as u32, flag(sink.disappears)) } else { (0, 0) }; // len <= 128
    // SAFETY: as above; plain integer fields, written without reading them.
    unsafe {
        std::ptr::addr_of_mut!((*p).len).write(len);
        std::ptr::addr_of_mut!((*p).disappears).write(disappears);
    }
    result
}

impl traps::Effects for CEffects {
    #[inline(always)]
    fn push(&mut self, effect: Effect) {
        match effect_to_c(&effect) {
            Ok(c) if self.len < RR_TRAP_MAX_EFFECTS => {
                // SAFETY: `effects` is the caller's array of
                // `RR_TRAP_MAX_EFFECTS` entries, valid for writes
                // (`fill_outcome`'s contract), and `len` is inside it.
                unsafe { self.effects.add(self.len).write(c) };
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
        // Zero bits are a valid `rr_trap_outcome` (integer fields only; the
        // default effect is all zero bits, tested below).
        let mut c = std::mem::MaybeUninit::<rr_trap_outcome>::zeroed();
        // SAFETY: a local valid for one write; every field is initialised
        // (zeroed, then written).
        unsafe {
            fill_outcome(Out::new(c.as_mut_ptr())?, |sink| {
                for e in &o.effects {
                    traps::Effects::push(sink, e.clone());
                }
                if o.disappears {
                    traps::Effects::disappear(sink);
                }
                Ok(())
            })?;
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

/// The pack of a C player ([`rr_trap_player`]'s `pack`), its codes decoded
/// into an array on the stack (at most [`traps::MAX_PACK`] items, as the C API
/// caps it): the items are the first `len` entries, so nothing is allocated.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CPack {
    items: [PackItem; traps::MAX_PACK],
    len: usize,
}

impl AsRef<[PackItem]> for CPack {
    #[inline(always)]
    fn as_ref(&self) -> &[PackItem] {
        // `len` <= MAX_PACK (`player_converted` checked it).
        &self.items[..self.len]
    }
}

/// The player of a trap entry point: the rules' [`traps::PlayerOf`] with its
/// pack on the stack.
pub(crate) type CPlayer = PlayerOf<CPack>;

/// The checked player of a trap entry point: [`player_converted`], then its
/// ranges checked, for the entry points whose rule draws before it checks the
/// player (opening a chest rolls its traps first) or does not check it.
///
/// # Safety
///
/// As [`player_converted`].
pub(crate) unsafe fn player(player: *const rr_trap_player) -> Result<CPlayer, rr_status> {
    // SAFETY: the same contract.
    let player = unsafe { player_converted(player) }?;
    player.validate()?;
    Ok(player)
}

/// The player of a trap entry point with its codes, flag bits and pack
/// checked, its ranges left to the rule: for the rules that check the player
/// themselves before their first draw (`trigger`, `resolve`,
/// `resolve_chest_traps`), so the player is checked once. The pack is decoded
/// onto the stack ([`CPack`]): no list is allocated.
///
/// # Safety
///
/// `player` must be NULL or valid, and its `pack`, when non-NULL, must point to
/// `pack_len` readable codes.
// Inlined: a player returned through memory (its fields stored one by one)
// was then moved with wide loads, which cannot be forwarded from those
// stores (a pit's time).
#[inline(always)]
pub(crate) unsafe fn player_converted(player: *const rr_trap_player) -> Result<CPlayer, rr_status> {
    // SAFETY: the same contract.
    let p = unsafe { try_ref(player) }?;
    // SAFETY: `pack` holds `pack_len` codes (the caller's contract); at most
    // MAX_PACK of them (checked by `items`).
    let codes = unsafe { items(p.pack, p.pack_len, traps::MAX_PACK) }?;
    let mut pack = CPack { items: [PackItem::Other; traps::MAX_PACK], len: codes.len() };
    for (slot, &code) in pack.items.iter_mut().zip(codes) {
        *slot = decode(&PACK_ITEMS, code)?;
    }
    Ok(PlayerOf {
        flags: flags::<PlayerFlags>(p.flags)?,
        sustains: flags::<Sustains>(p.sustains)?,
        armour_class: p.armour_class.into(),
        saving_throw: p.saving_throw.into(),
        poison: p.poison.into(),
        pack,
        poison_resistance: p.poison_resistance.into(),
        reading: crate::reading::reading(p.reading)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pushes `effects` (and the disappearance when `disappears`) into `out`
    /// through [`fill_outcome`].
    fn fill(out: &mut rr_trap_outcome, effects: &[Effect], disappears: bool) -> Result<(), rr_status> {
        use traps::Effects;
        // SAFETY: a local valid for one write.
        unsafe {
            fill_outcome(Out::new(out).unwrap(), |sink| {
                for e in effects {
                    sink.push(e.clone());
                }
                if disappears {
                    sink.disappear();
                }
                Ok(())
            })
        }
    }

    #[test]
    fn effects_that_do_not_fit_are_an_overflow_with_no_effect() {
        let mut out =
            rr_trap_outcome { len: 7, disappears: 1, effects: [rr_trap_effect::default(); RR_TRAP_MAX_EFFECTS] };
        // A number outside int32_t.
        let big = Effect::Damage { amount: i64::from(i32::MAX) + 1, element: traps::Element::Fire };
        assert_eq!(fill(&mut out, &[Effect::Miss, big], true), Err(rr_status::RR_OVERFLOW));
        assert_eq!((out.len, out.disappears), (0, 0));
        // One effect more than the array holds.
        out.len = 7;
        let many = vec![Effect::Saved; RR_TRAP_MAX_EFFECTS + 1];
        assert_eq!(fill(&mut out, &many, false), Err(rr_status::RR_OVERFLOW));
        assert_eq!((out.len, out.disappears), (0, 0));
        // Exactly as many fit, converted in order.
        let mut fits = vec![Effect::Damage { amount: i64::from(i32::MAX), element: traps::Element::Fire }];
        fits.extend(std::iter::repeat_n(Effect::Saved, RR_TRAP_MAX_EFFECTS - 1));
        assert_eq!(fill(&mut out, &fits, false), Ok(()));
        assert_eq!((out.len, out.disappears), (RR_TRAP_MAX_EFFECTS as u32, 0));
        assert_eq!((out.effects[0].kind, out.effects[0].amount, out.effects[0].gf), (RR_EFFECT_DAMAGE, i32::MAX, 10));
        assert!(out.effects[1..].iter().all(|e| e.kind == RR_EFFECT_SAVED));
        // Only the entries pushed are written.
        out.effects[1].amount = 99;
        assert_eq!(fill(&mut out, &[Effect::Miss], true), Ok(()));
        assert_eq!((out.len, out.disappears, out.effects[0].kind), (1, 1, RR_EFFECT_MISS));
        assert_eq!((out.effects[1].kind, out.effects[1].amount), (RR_EFFECT_SAVED, 99));
        // A body that fails after pushing: no effect, and its status.
        // SAFETY: a local valid for one write.
        let failed = unsafe {
            fill_outcome(Out::new(&mut out).unwrap(), |sink| {
                traps::Effects::push(sink, Effect::Saved);
                Err::<(), _>(rr_status::RR_RNG_OUT_OF_RANGE)
            })
        };
        assert_eq!((failed, out.len, out.disappears), (Err(rr_status::RR_RNG_OUT_OF_RANGE), 0, 0));
    }

    #[test]
    fn the_default_effect_is_all_zero_bits() {
        // SAFETY: every field of `rr_trap_effect` is an integer, for which
        // zero bits are a valid value.
        let zeroed: rr_trap_effect = unsafe { std::mem::zeroed() };
        assert_eq!(rr_trap_effect::default(), zeroed);
    }
}
