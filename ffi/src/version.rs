//! The library's version, from C: `rr_version` (declared in
//! `roguerules/common.h` with the `RR_VERSION_*` macros).

use crate::boundary;
use std::ffi::c_char;

/// The library's version, e.g. `"0.1.0"`, as a static NUL-terminated string
/// (the same as `RR_VERSION_STRING` in the header the program was compiled
/// against, unless it was linked with a different library). Never NULL; do not
/// free it.
#[unsafe(no_mangle)]
pub extern "C" fn rr_version() -> *const c_char {
    boundary::guard_or(c"".as_ptr(), || VERSION.as_ptr())
}

/// The package version, NUL-terminated.
const VERSION: &std::ffi::CStr =
    match std::ffi::CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(v) => v,
        Err(_) => panic!("the package version contains a NUL byte"),
    };
