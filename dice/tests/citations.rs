//! The citation checks (see `roguerules_test_support::citations`): every reading
//! this crate cites is a section of its own READINGS.md, and no doc sends a reader
//! outside the crate and its repository.

roguerules_test_support::citation_tests!();
