//! The boundary itself: the panic guard and pointer checks every entry point uses
//! (after rustls-ffi's `ffi_panic_boundary!` and `try_ref_from_ptr!`).

use crate::convert::{pmf_into, rr_value_probability};
use crate::status::rr_status;
use roguerules_dice::Pmf;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Runs an entry point's body: `Ok` becomes `RR_OK`, `Err(s)` becomes `s`, and a
/// panic becomes `RR_PANIC` instead of unwinding into C.
///
/// `AssertUnwindSafe` is sound here: a body only writes through out-pointers as
/// its last step, after everything that can fail, so a panic leaves no caller
/// state half-written, and the library keeps no shared state.
#[inline]
pub(crate) fn guard(body: impl FnOnce() -> Result<(), rr_status>) -> rr_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => rr_status::RR_OK,
        Ok(Err(status)) => status,
        Err(_) => rr_status::RR_PANIC,
    }
}

/// Like [`guard`] for entry points that return a value: `fallback` on a panic.
#[inline]
pub(crate) fn guard_or<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// Checks a pointer the caller passed: non-NULL and aligned for `T`.
///
/// The refusals take their status from a cold function: with the status
/// written in line, the compiler set it before each test of the hot path (one
/// instruction a pointer, on every call).
#[inline]
pub(crate) fn check_ptr<T>(ptr: *const T) -> Result<(), rr_status> {
    if ptr.is_null() {
        return Err(null_pointer());
    }
    if !ptr.is_aligned() {
        return Err(misaligned_pointer());
    }
    Ok(())
}

/// The status of a NULL pointer (cold: see [`check_ptr`]).
#[cold]
#[inline(never)]
fn null_pointer() -> rr_status {
    rr_status::RR_NULL_ARGUMENT
}

/// The status of a misaligned pointer (cold: see [`check_ptr`]).
#[cold]
#[inline(never)]
fn misaligned_pointer() -> rr_status {
    rr_status::RR_MISALIGNED_POINTER
}

/// Borrows a caller's input struct after [`check_ptr`].
///
/// # Safety
///
/// When non-NULL and aligned, `ptr` must point to a valid, initialised `T` that
/// nothing mutates for `'a`.
#[inline]
pub(crate) unsafe fn try_ref<'a, T>(ptr: *const T) -> Result<&'a T, rr_status> {
    check_ptr(ptr)?;
    // SAFETY: non-NULL and aligned (checked above); validity is the caller's
    // contract, documented on every entry point.
    Ok(unsafe { &*ptr })
}

/// Borrows a caller's handle mutably after [`check_ptr`].
///
/// # Safety
///
/// When non-NULL and aligned, `ptr` must point to a valid `T` that nothing else
/// accesses for `'a`.
#[inline]
pub(crate) unsafe fn try_mut<'a, T>(ptr: *mut T) -> Result<&'a mut T, rr_status> {
    check_ptr(ptr)?;
    // SAFETY: non-NULL and aligned (checked above); exclusivity and validity are
    // the caller's contract, documented on every entry point.
    Ok(unsafe { &mut *ptr })
}

/// An out-pointer checked up front (so nothing is computed for a call that must
/// fail), written only on success by [`Out::write`].
#[derive(Debug)]
pub(crate) struct Out<T>(*mut T);

impl<T> Out<T> {
    /// Checks `ptr` (non-NULL, aligned).
    #[inline]
    pub(crate) fn new(ptr: *mut T) -> Result<Self, rr_status> {
        check_ptr(ptr)?;
        Ok(Out(ptr))
    }

    /// The checked pointer, for an outcome written field by field in place.
    #[inline]
    pub(crate) fn as_ptr(&self) -> *mut T {
        self.0
    }

    /// Writes the result.
    ///
    /// # Safety
    ///
    /// The pointer given to [`Out::new`] must be valid for a write of `T`.
    #[inline]
    pub(crate) unsafe fn write(self, value: T) {
        // SAFETY: non-NULL and aligned (checked in `new`); writable is the
        // caller's contract. `write` does not drop the old (possibly
        // uninitialised) contents.
        unsafe { self.0.write(value) }
    }
}

/// A caller's buffer of `len` elements: `Ok(None)` for a NULL buffer (a length
/// query), otherwise the checked slice.
///
/// # Safety
///
/// When non-NULL, `ptr` must be valid for writes of `len` elements of `T`, and
/// nothing else may access them during the call.
#[inline]
pub(crate) unsafe fn try_buffer<'a, T>(ptr: *mut T, len: usize) -> Result<Option<&'a mut [T]>, rr_status> {
    if ptr.is_null() {
        return Ok(None);
    }
    check_ptr(ptr)?;
    if len > isize::MAX as usize / std::mem::size_of::<T>().max(1) {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    // SAFETY: non-NULL, aligned, size within isize::MAX (checked above); valid
    // for `len` writes is the caller's contract. Elements are plain data
    // (`Copy`, no invalid bit patterns are read: we only write them).
    Ok(Some(unsafe { std::slice::from_raw_parts_mut(ptr, len) }))
}

/// Runs an entry point that writes one value: checks `value_out`, computes the
/// value, and writes it only on success (inside the panic guard). Every
/// entry point with one out-pointer is written with it.
///
/// # Safety
///
/// `value_out`, when not NULL, must be valid for one write.
#[inline(always)]
pub(crate) unsafe fn produce<T>(value_out: *mut T, body: impl FnOnce() -> Result<T, rr_status>) -> rr_status {
    guard(|| {
        let out = Out::new(value_out)?;
        let value = body()?;
        // SAFETY: writable (the caller's contract).
        unsafe { out.write(value) };
        Ok(())
    })
}

/// Like [`produce`] for a large outcome written in place: `body` gets the
/// checked out-pointer and writes it once, as its last step, only on success
/// (no intermediate copy of the outcome).
///
/// # Safety
///
/// `value_out`, when not NULL, must be valid for one write.
#[inline(always)]
pub(crate) unsafe fn produce_in_place<T>(
    value_out: *mut T,
    body: impl FnOnce(Out<T>) -> Result<(), rr_status>,
) -> rr_status {
    guard(|| body(Out::new(value_out)?))
}

/// Like [`produce`] for entry points with two out-pointers, written together
/// only on success.
///
/// # Safety
///
/// `a_out` and `b_out`, when not NULL, must be valid for one write each.
#[inline(always)]
pub(crate) unsafe fn produce2<A, B>(
    a_out: *mut A,
    b_out: *mut B,
    body: impl FnOnce() -> Result<(A, B), rr_status>,
) -> rr_status {
    guard(|| {
        let (a_out, b_out) = (Out::new(a_out)?, Out::new(b_out)?);
        let (a, b) = body()?;
        // SAFETY: writable (the caller's contract).
        unsafe {
            a_out.write(a);
            b_out.write(b);
        }
        Ok(())
    })
}

/// An array inside a caller's struct: `len` items at `ptr` (NULL allowed when
/// `len` is 0), at most `max` of them (`RR_INVALID_ARGUMENT` beyond).
///
/// # Safety
///
/// When `len` is positive and at most `max`, `ptr` must point to `len` readable
/// items that nothing mutates for `'a`.
pub(crate) unsafe fn items<'a, T>(ptr: *const T, len: usize, max: usize) -> Result<&'a [T], rr_status> {
    if len == 0 {
        return Ok(&[]);
    }
    if len > max {
        return Err(rr_status::RR_INVALID_ARGUMENT);
    }
    check_ptr(ptr)?;
    // SAFETY: non-NULL and aligned (checked), `len` <= `max` readable items (the
    // caller's contract).
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// Runs an entry point that writes rows into a caller's buffer (length
/// protocol) and their count to `len_out`: `rows` gets the checked buffer
/// (`None` for a length query) and returns the count.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
pub(crate) unsafe fn rows_entry<T>(
    buf: *mut T,
    len: usize,
    len_out: *mut usize,
    rows: impl FnOnce(Option<&mut [T]>) -> Result<usize, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe {
        produce(len_out, || {
            // `buf` is valid for `len` writes when not NULL (the caller's contract).
            let buf = try_buffer(buf, len)?;
            rows(buf)
        })
    }
}

/// Runs an entry point that writes an exact distribution of integers into a
/// caller's buffer (length protocol) and its length to `len_out`.
///
/// # Safety
///
/// `buf`, when not NULL, must be valid for `len` writes; `len_out`, when not
/// NULL, for one.
pub(crate) unsafe fn pmf_entry(
    buf: *mut rr_value_probability,
    len: usize,
    len_out: *mut usize,
    pmf: impl FnOnce() -> Result<Pmf<i64>, rr_status>,
) -> rr_status {
    // SAFETY: the same contract.
    unsafe { rows_entry(buf, len, len_out, |buf| pmf_into(buf, &pmf()?)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_turns_panics_into_a_status() {
        assert_eq!(guard(|| Ok(())), rr_status::RR_OK);
        assert_eq!(guard(|| Err(rr_status::RR_OVERFLOW)), rr_status::RR_OVERFLOW);
        let quiet = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let s = guard(|| panic!("boom"));
        let v = guard_or(7, || panic!("boom"));
        std::panic::set_hook(quiet);
        assert_eq!(s, rr_status::RR_PANIC);
        assert_eq!(v, 7);
    }

    #[test]
    fn pointer_checks() {
        let x = [0u64; 2];
        assert_eq!(check_ptr(std::ptr::null::<u64>()), Err(rr_status::RR_NULL_ARGUMENT));
        let odd = (x.as_ptr() as *const u8).wrapping_add(1) as *const u64;
        assert_eq!(check_ptr(odd), Err(rr_status::RR_MISALIGNED_POINTER));
        assert_eq!(check_ptr(x.as_ptr()), Ok(()));
    }

    #[test]
    fn arrays_are_checked_before_reading() {
        let xs = [1i64, 2, 3];
        // SAFETY: NULL with length 0, a live array, and lengths checked before reading.
        unsafe {
            assert_eq!(items(std::ptr::null::<i64>(), 0, 4), Ok(&[][..]));
            assert_eq!(items(xs.as_ptr(), 3, 4), Ok(&xs[..]));
            assert_eq!(items(xs.as_ptr(), 5, 4), Err(rr_status::RR_INVALID_ARGUMENT));
            assert_eq!(items(std::ptr::null::<i64>(), 1, 4), Err(rr_status::RR_NULL_ARGUMENT));
        }
    }
}
