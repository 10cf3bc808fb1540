//! Angband 2.7.9v6 melee (seed 003, module `angband`) and POWDER to-hit (seed 001, module `powder`).

pub mod angband;
pub mod powder;
