//! Dungeon traps: choosing the kind, generating and triggering a trap, the
//! trap hit test and its exact odds, summon levels and poison hits (seed 004,
//! "Dungeon Trap Creation" and each kind's effects).

use super::codes::*;
use super::depth;
use super::effects::{fill_outcome, player, player_converted, rr_trap_outcome, rr_trap_player};
use crate::boundary::{Out, guard, produce, produce_in_place, produce2, rows_entry, try_ref};
use crate::convert::{decode, encode, fill, flag, in_range, rr_fraction, yes_no};
use crate::random::{rr_random, with_roller};
use crate::status::rr_status;
use roguerules_traps::{self as traps, DungeonTrap, DungeonTrapKind, Element, TrapParams};

/// A generated dungeon trap: the value the game stores and passes to
/// `rr_dungeon_trap_trigger` each time the trap goes off ("a trap always behaves
/// the same once generated", seed 004).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct rr_dungeon_trap {
    /// `RR_DUNGEON_TRAP_*`.
    pub kind: u32,
    /// The dungeon level the trap is on, 0..=127.
    pub depth: i32,
    /// The nastiness (pit, dart, discolored spot, dungeon alteration; else 0).
    pub nastiness: i32,
    /// The kind's variant: `RR_PIT_*` (pit), `RR_GAS_*` (gas trap), `RR_RUNE_*`
    /// (summoning rune), `RR_ALTERATION_*` (character alteration),
    /// `RR_MISSILE_FAMILY_*` (murder hole); else 0.
    pub variant: u32,
    /// `RR_ELEMENT_*` of a discolored spot (fire, cold, electricity or acid); else 0.
    pub element: u32,
    /// 1: a discolored spot's heavy damage (6d30 rather than 4d8); else 0.
    pub heavy: u8,
}

impl From<&DungeonTrap> for rr_dungeon_trap {
    fn from(t: &DungeonTrap) -> rr_dungeon_trap {
        let mut c = rr_dungeon_trap {
            kind: encode(&DUNGEON_KINDS, &t.kind()),
            depth: t.depth.level() as i32, // 0..=127
            ..rr_dungeon_trap::default()
        };
        match t.params {
            TrapParams::TrapDoor | TrapParams::Teleportation => {}
            TrapParams::Pit { nastiness, pit } => {
                c.nastiness = nastiness as i32; // 1..=147
                c.variant = encode(&PITS, &pit);
            }
            TrapParams::Dart { nastiness } | TrapParams::DungeonAlteration { nastiness } => {
                c.nastiness = nastiness as i32
            }
            TrapParams::DiscoloredSpot { nastiness, heavy, element } => {
                c.nastiness = nastiness as i32; // 1..=147
                c.heavy = flag(heavy);
                c.element = encode(&ELEMENTS, &element);
            }
            TrapParams::Gas { gas } => c.variant = encode(&GASES, &gas),
            TrapParams::SummoningRune { rune } => c.variant = encode(&RUNES, &rune),
            TrapParams::CharacterAlteration { alteration } => c.variant = encode(&ALTERATIONS, &alteration),
            TrapParams::MurderHole { family } => c.variant = encode(&FAMILIES, &family),
        }
        c
    }
}

/// The most nastiness a generated trap can have (level 127 + 20).
const MAX_NASTINESS: i64 = traps::MAX_LEVEL + 20;

impl TryFrom<&rr_dungeon_trap> for DungeonTrap {
    type Error = rr_status;

    #[inline]
    fn try_from(c: &rr_dungeon_trap) -> Result<DungeonTrap, rr_status> {
        let kind = decode(&DUNGEON_KINDS, c.kind)?;
        let nastiness = || in_range(c.nastiness.into(), 1, MAX_NASTINESS);
        let params = match kind {
            DungeonTrapKind::TrapDoor => TrapParams::TrapDoor,
            DungeonTrapKind::Pit => TrapParams::Pit { nastiness: nastiness()?, pit: decode(&PITS, c.variant)? },
            DungeonTrapKind::Dart => TrapParams::Dart { nastiness: nastiness()? },
            DungeonTrapKind::DiscoloredSpot => {
                let element = decode(&ELEMENTS, c.element)?;
                if !matches!(element, Element::Fire | Element::Cold | Element::Elec | Element::Acid) {
                    return Err(rr_status::RR_INVALID_ARGUMENT);
                }
                TrapParams::DiscoloredSpot { nastiness: nastiness()?, heavy: yes_no(c.heavy)?, element }
            }
            DungeonTrapKind::GasTrap => TrapParams::Gas { gas: decode(&GASES, c.variant)? },
            DungeonTrapKind::SummoningRune => TrapParams::SummoningRune { rune: decode(&RUNES, c.variant)? },
            DungeonTrapKind::DungeonAlteration => TrapParams::DungeonAlteration { nastiness: nastiness()? },
            DungeonTrapKind::CharacterAlteration => {
                TrapParams::CharacterAlteration { alteration: decode(&ALTERATIONS, c.variant)? }
            }
            DungeonTrapKind::Teleportation => TrapParams::Teleportation,
            DungeonTrapKind::MurderHole => TrapParams::MurderHole { family: decode(&FAMILIES, c.variant)? },
        };
        Ok(DungeonTrap { depth: depth(c.depth)?, params })
    }
}

/// Chooses the kind of a new dungeon trap at dungeon level `depth` (0..=127):
/// uniform over the kinds whose minimum depth is reached, without trap doors on
/// a quest level (`quest_level` 1) or the bottom level (seed 004, "Dungeon Trap
/// Creation"; RULINGS T3). Writes an `RR_DUNGEON_TRAP_*` to `*kind_out`.
///
/// Callback span: at most `hi - lo` = 9 (one of the ten kinds).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `kind_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a depth
/// outside 0..=127 or one where no trap is allowed (the town, level 0),
/// `quest_level` other than 0 or 1, or `random` naming both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving
/// `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `kind_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_choose_kind(
    random: rr_random,
    depth: i32,
    quest_level: u8,
    kind_out: *mut u32,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(kind_out, || {
            let (d, quest) = (self::depth(depth)?, yes_no(quest_level)?);
            Ok(encode(&DUNGEON_KINDS, &with_roller!(random, |r| traps::choose_kind(r, d, quest))?))
        })
    }
}

/// The exact probability of each dungeon trap kind at dungeon level `depth`
/// (see `rr_dungeon_trap_choose_kind`), indexed by `RR_DUNGEON_TRAP_*` (a kind
/// that cannot occur has probability 0/1). Length protocol as `rr_dice_pmf`:
/// `buf` NULL gives `*len_out` = `RR_DUNGEON_TRAP_KINDS`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `len_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a depth outside 0..=127
/// or one where no trap is allowed, `quest_level` other than 0 or 1, or an
/// impossible `len`; `RR_BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_kind_probabilities(
    depth: i32,
    quest_level: u8,
    buf: *mut rr_fraction,
    len: usize,
    len_out: *mut usize,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        rows_entry(buf, len, len_out, |buf| {
            let pmf = traps::kind_probabilities(self::depth(depth)?, yes_no(quest_level)?)?;
            let mut rows = [rr_fraction { numerator: 0, denominator: 1, value: 0.0, exact: 1 }; 10];
            for (kind, p) in pmf.iter() {
                rows[encode(&DUNGEON_KINDS, kind) as usize] = rr_fraction::from_big(&p)?;
            }
            fill(buf, &rows)
        })
    }
}

/// Generates a dungeon trap of `kind` (`RR_DUNGEON_TRAP_*`) at dungeon level
/// `depth` (0..=127): the draws that fix what it is (a pit's nastiness and kind,
/// a gas, a rune, ...). Store `*trap_out` and pass it to
/// `rr_dungeon_trap_trigger`.
///
/// Callback span: at most `hi - lo` = max(99, depth - 1) (the nastiness is
/// 1d(depth); an alteration a percentage).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `trap_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown
/// kind, a depth out of range, or `random` naming both generators;
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving
/// `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `trap_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_generate(
    random: rr_random,
    kind: u32,
    depth: i32,
    trap_out: *mut rr_dungeon_trap,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(trap_out, || {
            let (kind, d) = (decode(&DUNGEON_KINDS, kind)?, self::depth(depth)?);
            Ok((&with_roller!(random, |r| traps::generate(r, kind, d))?).into())
        })
    }
}

/// Triggers a generated dungeon trap on the player and writes what happens to
/// `*outcome_out` (seed 004, each kind's effects; every branch: feather fall,
/// resistances, sustains, saving throws, ...).
///
/// Callback span: at most `hi - lo` = 299 (the cuts of a pit of Morgul
/// blades, 1d(20d15)); the trap's attack asks (1, 75 + depth).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` for a NULL pointer (including a NULL
/// `pack` with `pack_len` > 0) or `random` naming no generator;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for an unknown code, unknown
/// flag bits, a yes/no field other than 0 or 1, a field out of its documented
/// range (a nastiness outside 1..=147), or `random` naming both generators,
/// and under the game reading for a drain-wands search the game would never
/// end (19 slots or fewer and no device); `RR_BUDGET_EXCEEDED` when, under
/// the game reading, an `rr_roller` keeps one of the game's retry loops going
/// for 10,000 draws (drain wands' search picking plain items below slot 19,
/// remold player's second stat equal to the first: a constant roller does;
/// the game's own generator ends each with a chance of at least 1/23 a draw);
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving
/// `rr_roller`.
///
/// On failure `*outcome_out` is not left as it was: unless an out-pointer is
/// NULL or misaligned, its `len` and `disappears` are 0 and its entries
/// unspecified (the effects are written into it as they happen; see
/// `rr_trap_outcome`).
///
/// # Safety
///
/// `trap` and `player` must be NULL or point to valid structs (and
/// `player->pack` to `pack_len` codes); `random` must follow `rr_random`'s
/// rules; `outcome_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_trigger(
    random: rr_random,
    trap: *const rr_dungeon_trap,
    player: *const rr_trap_player,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce_in_place(outcome_out, |out| {
            fill_outcome(out, |effects| {
                let (trap, player) = (DungeonTrap::try_from(try_ref(trap)?)?, player_converted(player)?);
                with_roller!(random, |r| traps::trigger_into(r, &trap, &player, effects))
            })
        })
    }
}

/// A player steps on a dungeon trap of `kind` (`RR_DUNGEON_TRAP_*`) at dungeon
/// level `depth` (0..=127): the trap is generated, then triggered, in one call
/// (`rr_dungeon_trap_generate` then `rr_dungeon_trap_trigger`, under the
/// reading of `player->reading`). Under `RR_READING_OANGBAND_1_1_0` this is the
/// released game's `hit_trap` draw for draw, which rolls what the trap is each
/// time it goes off (with its quick RNG seeded by the trap's coordinates, so
/// the same trap comes out): a game passes its own `Rand_div` as the
/// `rr_roller` and calls this where it called `hit_trap`. Writes the trap
/// (informative) to `*trap_out` and what happens to `*outcome_out`.
///
/// Callback span: at most `hi - lo` = 299 (the cuts of a pit of Morgul blades,
/// `randint(20d15)`); the other draws span at most `max(99, 74 + depth)`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` for a NULL pointer or `random` naming no
/// generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` as
/// `rr_dungeon_trap_trigger` (an unknown kind or reading, a depth out of range,
/// ...), and under the game reading for a drain-wands search the game would
/// never end (19 slots or fewer and no device); `RR_BUDGET_EXCEEDED` as
/// `rr_dungeon_trap_trigger` (a roller keeping a retry loop going);
/// `RR_RNG_OUT_OF_RANGE` / `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving
/// `rr_roller`.
///
/// On failure `*outcome_out` is not left as it was: unless an out-pointer is
/// NULL or misaligned, its `len` and `disappears` are 0 and its entries
/// unspecified (the effects are written into it as they happen; see
/// `rr_trap_outcome`).
///
/// # Safety
///
/// `player` must be NULL or point to a valid struct (and `player->pack` to
/// `pack_len` codes); `random` must follow `rr_random`'s rules; `trap_out` and
/// `outcome_out`, when not NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_dungeon_trap_hit(
    random: rr_random,
    kind: u32,
    depth: i32,
    player: *const rr_trap_player,
    trap_out: *mut rr_dungeon_trap,
    outcome_out: *mut rr_trap_outcome,
) -> rr_status {
    guard(|| {
        let (trap_out, outcome_out) = (Out::new(trap_out)?, Out::new(outcome_out)?);
        // SAFETY: writable (the caller's contract); the trap is written only
        // on success.
        unsafe {
            let trap = fill_outcome(outcome_out, |effects| {
                // SAFETY: the same contract.
                let player = player_converted(player)?;
                let (kind, d) = (decode(&DUNGEON_KINDS, kind)?, self::depth(depth)?);
                // SAFETY: `random` follows rr_random's rules (the caller's contract).
                with_roller!(random, |r| traps::resolve_into(r, kind, d, &player, effects))
            })?;
            trap_out.write((&trap).into());
        }
        Ok(())
    })
}

/// A trap attack's power or a player's armour class: -1000000..=1000000.
fn power(v: i32) -> Result<i64, rr_status> {
    in_range(v.into(), -1_000_000, 1_000_000)
}

/// Whether a trap with attack power `power` hits a player of armour class
/// `armour_class` (dart traps, murder holes; seed 004 and the Angband family's
/// `check_hit`): writes 1 (a hit) or 0. `power` and `armour_class` in
/// -1000000..=1000000.
///
/// Callback span: at most `hi - lo` = max(99, power - 1) (the 1 in 20s, then
/// 1d(power)).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `hit_out` is NULL or `random` names
/// no generator; `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a number
/// out of range or `random` naming both generators; `RR_RNG_OUT_OF_RANGE` /
/// `RR_RNG_RANGE_UNSUPPORTED` for a misbehaving `rr_roller`.
///
/// # Safety
///
/// `random` must follow `rr_random`'s rules; `hit_out`, when not NULL, must be
/// valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_hits(random: rr_random, power: i32, armour_class: i32, hit_out: *mut u8) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(hit_out, || {
            let (power, ac) = (self::power(power)?, self::power(armour_class)?);
            Ok(flag(with_roller!(random, |r| traps::trap_hits(r, power, ac))?))
        })
    }
}

/// The exact chance that `rr_trap_hits` hits: 5/100, plus 90/100 times
/// `P(1d(power) > 3 * ac / 4)` (0 for a power of 0 or less). Same ranges as
/// `rr_trap_hits`.
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `chance_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a number out of range.
///
/// # Safety
///
/// `chance_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_hit_chance(power: i32, armour_class: i32, chance_out: *mut rr_fraction) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(chance_out, || {
            rr_fraction::from_big(&traps::trap_hit_chance(self::power(power)?, self::power(armour_class)?))
        })
    }
}

/// The level of monsters a trap summons: `base` (-1000000000..=1000000000) plus
/// one fifth of dungeon level `depth` (0..=127), that fifth capped at 4 (seed
/// 004; RULINGS G1, G4).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if `level_out` is NULL;
/// `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a number out of range.
///
/// # Safety
///
/// `level_out`, when not NULL, must be valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_summon_level(base: i32, depth: i32, level_out: *mut i32) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(level_out, || {
            let base = in_range(base.into(), -1_000_000_000, 1_000_000_000)?;
            let level = traps::summon_level(base, self::depth(depth)?);
            i32::try_from(level).map_err(|_| rr_status::RR_OVERFLOW)
        })
    }
}

/// The size of a poison hit (0..=1000000) after the player's poison
/// resistances (seed 004, "poisonous spiked pit"; RULINGS G1): writes whether
/// any poison gets through (1 or 0) to `*poisoned_out` and its size to
/// `*size_out` (0 when none does).
///
/// Returns `RR_OK`; `RR_NULL_ARGUMENT` if a pointer is NULL (or `pack` with
/// `pack_len` > 0); `RR_MISALIGNED_POINTER`; `RR_INVALID_ARGUMENT` for a hit
/// out of range or an invalid player.
///
/// # Safety
///
/// `player` must be NULL or valid (and its `pack` valid for `pack_len` reads);
/// `poisoned_out` and `size_out`, when not NULL, must be valid for one write each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rr_trap_poison_hit_size(
    hit: i32,
    player: *const rr_trap_player,
    poisoned_out: *mut u8,
    size_out: *mut i32,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce2(poisoned_out, size_out, || {
            let player = self::player(player)?;
            let size = traps::poison_hit_size(in_range(hit.into(), 0, 1_000_000)?, &player);
            // At most the hit (0..=1000000).
            Ok((flag(size.is_some()), size.unwrap_or(0) as i32))
        })
    }
}
