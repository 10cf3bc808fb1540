//! POWDER to-hit and damage (seed 001). Under construction.
