//! Angband 2.7.9v6 attacks (seed 003). Under construction.
