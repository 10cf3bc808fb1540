//! POWDER (seed 001) from C.
