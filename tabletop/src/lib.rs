//! Tabletop combat rules (seed 002). Under construction.
