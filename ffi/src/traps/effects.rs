//! What a trap does to the player: the effects of dungeon and chest traps in
//! order, and the player's state that decides them (seed 004).

use super::codes::*;
use crate::boundary::{Out, items, try_ref};
use crate::convert::{decode, encode, flag, flags, to_i32};
use crate::status::rr_status;
use roguerules_traps::{self as traps, Effect, Outcome, Player, PlayerFlags, Sustains};

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

// Inlined in both passes of `write_from`: the check keeps only the range
// tests, the write builds each entry in place.
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

impl rr_trap_outcome {
    /// Writes `o` into the caller's outcome in place (the struct is about
    /// 5 KB: built on the stack and copied out, the copy cost more than most
    /// traps): every effect is checked first, so nothing is written on
    /// failure; then the `len` used effects, each converted straight into its
    /// entry, then `len` and `disappears`. The entries past `len` are left as
    /// they were (unspecified, as `rr_trap_outcome` documents): zeroing the
    /// 128 entries was most of a pit's cost.
    ///
    /// # Safety
    ///
    /// `out` must be valid for one write.
    #[inline]
    pub(crate) unsafe fn write_from(out: Out<rr_trap_outcome>, o: &Outcome) -> Result<(), rr_status> {
        let n = o.effects.len();
        if n > RR_TRAP_MAX_EFFECTS {
            return Err(rr_status::RR_OVERFLOW);
        }
        if o.effects.iter().any(|e| effect_to_c(e).is_err()) {
            return Err(rr_status::RR_OVERFLOW);
        }
        let p = out.as_ptr();
        // SAFETY: `p` is valid for one write of the struct (the function's
        // contract); each write below stays inside it: `n` <= the array's
        // length effects, then the two fields.
        unsafe {
            let effects = std::ptr::addr_of_mut!((*p).effects).cast::<rr_trap_effect>();
            for (i, e) in o.effects.iter().enumerate() {
                effects.add(i).write(effect_to_c(e).unwrap_or_default());
            }
            std::ptr::addr_of_mut!((*p).len).write(n as u32);
            std::ptr::addr_of_mut!((*p).disappears).write(flag(o.disappears));
        }
        Ok(())
    }
}

impl TryFrom<&Outcome> for rr_trap_outcome {
    type Error = rr_status;

    /// The outcome written into a new value (as the trap entry points write
    /// theirs in place), its unused entries zero (as `rr_trap_effect`'s
    /// default).
    fn try_from(o: &Outcome) -> Result<rr_trap_outcome, rr_status> {
        // Zero bits are a valid `rr_trap_outcome` (integer fields only; the
        // default effect is all zero bits, tested below).
        let mut c = std::mem::MaybeUninit::<rr_trap_outcome>::zeroed();
        // SAFETY: a local valid for one write; every field is initialised
        // (zeroed, then written).
        unsafe {
            rr_trap_outcome::write_from(Out::new(c.as_mut_ptr())?, o)?;
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
    fn the_default_effect_is_all_zero_bits() {
        // SAFETY: every field of `rr_trap_effect` is an integer, for which
        // zero bits are a valid value.
        let zeroed: rr_trap_effect = unsafe { std::mem::zeroed() };
        assert_eq!(rr_trap_effect::default(), zeroed);
    }
}
