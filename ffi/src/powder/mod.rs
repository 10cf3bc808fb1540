//! POWDER's to-hit and damage procedure from C (roguerules-melee `powder`, seed
//! 001; RULINGS W1-W7): one attack, its to-hit part, and their exact odds.
//!
//! Every name is `rr_powder_*` / `RR_POWDER_*`. Enums cross as `uint32_t`
//! codes (each the position of the value in the Rust enum's order), flag sets
//! as `uint8_t` bits, yes/no as `uint8_t` 0 or 1; unknown codes and bits,
//! other yes/no values and numbers outside the rule's bounds (`Limits`: levels
//! 0..=1000, bonuses, enchantments and ACs -1000..=1000, armour skills
//! 0..=10, at most 4 enchantments, 16 damage types and 32 vulnerabilities)
//! are `RR_INVALID_ARGUMENT`. Lists inside input structs (enchantments,
//! damage dice, vulnerabilities) are a pointer and a length, the pointer NULL
//! when the length is 0. Damage dice are `count`d`sides` + `plus` (as
//! `rr_tt_dice`), not `rr_dice` handles, so a game fills them from its own
//! object tables.
//!
//! Modules: [`codes`], [`input`] (the attack's inputs), [`attack`] (the
//! rolls) and [`odds`] (exact hit odds and the damage distribution).

pub mod attack;
pub mod codes;
pub mod input;
pub mod odds;

pub use attack::*;
pub use codes::*;
pub use input::*;
pub use odds::*;
