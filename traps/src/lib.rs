//! Oangband traps (seed 004). Under construction.
