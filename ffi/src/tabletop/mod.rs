//! The tabletop RPG's combat rules from C (roguerules-tabletop, seed 002;
//! RULINGS B1-B29): attack values of a character sheet (sections A-C), the
//! open-ended attack roll and its exact odds (D, H), base damage (E-G),
//! segments (I, N), shield interposition (J), parry (K), movement and
//! disengaging (L, M), statistic and Strength modification (O, P), absorption
//! (Q), item slots (R), aiming (Table 22) and conditions (Tables 20, 23).
//!
//! Every name is `rr_tt_*` / `RR_TT_*` (tt: tabletop). Enums cross as
//! `uint32_t` codes (each the position of the value in the seed's table order)
//! and flag sets as `uint8_t` bits; unknown codes and bits, numbers outside the
//! rules' domains (RULINGS B21) and impossible combinations are
//! `RR_INVALID_ARGUMENT`. Arrays inside input structs are a pointer and a
//! length; the pointer may be NULL when the length is 0.
//!
//! Levels (a character's level, a caster's level) and damage amounts (base
//! damage and its lines, extra and overhit damage, final damage, damage
//! dealt, damage dice constants) are `int32_t`, as everywhere in the C API
//! (see the crate docs); the other numbers (attack values, statistics,
//! encumbrance, feet, chances, absorption values, parry, pluses of items)
//! stay `int64_t`, and so do the values of the shared `rr_value_probability`
//! rows.

mod character;
mod codes;
mod damage;
mod defence;
mod missile;
mod movement;
mod roll;
mod round;
mod sheet;

pub use character::*;
pub use codes::*;
pub use damage::*;
pub use defence::*;
pub use missile::*;
pub use movement::*;
pub use roll::*;
pub use round::*;
pub use sheet::*;

pub(crate) use crate::boundary::{items, pmf_entry, produce};
use crate::status::rr_status;

/// A caller's list (at most `N` items, as [`items`] checked) converted into
/// an array on the stack: the converted items are the first `len` entries
/// (the returned count), so nothing is allocated. The first item `convert`
/// refuses is the error.
pub(crate) fn on_stack<T, U: Copy, const N: usize>(
    list: &[T],
    blank: U,
    convert: impl Fn(&T) -> Result<U, rr_status>,
) -> Result<([U; N], usize), rr_status> {
    let mut out = [blank; N];
    for (slot, item) in out.iter_mut().zip(list) {
        *slot = convert(item)?;
    }
    Ok((out, list.len().min(N)))
}

#[cfg(test)]
mod tests {
    use crate::status::rr_status;
    use roguerules_dice::{RollError, SourceError, SourceFailure};
    use roguerules_tabletop::TabletopError;

    #[test]
    fn errors_map_to_statuses() {
        let out = TabletopError::OutOfRange { field: "level", value: 0, min: 1, max: 30 };
        assert_eq!(rr_status::from(out), rr_status::RR_INVALID_ARGUMENT);
        assert_eq!(rr_status::from(TabletopError::RunawayRoll { rolls: 3 }), rr_status::RR_BUDGET_EXCEEDED);
        assert_eq!(rr_status::from(TabletopError::CannotSucceed), rr_status::RR_RULE_ERROR);
        let failure = SourceFailure { label: "d", lo: 1, hi: 2, error: SourceError::OutOfRange { value: 3 } };
        let roll = RollError::Source(Box::new(failure));
        assert_eq!(rr_status::from(TabletopError::Roll(roll)), rr_status::RR_RNG_OUT_OF_RANGE);
    }
}
