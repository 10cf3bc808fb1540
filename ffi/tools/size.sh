#!/usr/bin/env bash
# The library sizes and what linking it costs a game (issue 15), as the README
# reports them. Run from the workspace root: bash ffi/tools/size.sh
# Builds the release library, then prints:
#   * libroguerules.a and .so, as built and stripped (strip --strip-unneeded);
#   * a C program calling rr_rng_new + rr_chest_traps
#     (ffi/examples/c/chest_traps_only.c), stripped, against the same program
#     with no roguerules call (-DNO_ROGUERULES), linked with and without
#     -Wl,--gc-sections (and -ffunction-sections -fdata-sections).
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --release -p roguerules-ffi --lib >/dev/null 2>&1 || cargo build --release -p roguerules-ffi --lib
lib="$target/release/libroguerules.a"
so="$target/release/libroguerules.so"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
size() { stat -c %s "$1"; }
cp "$lib" "$tmp/lib.a"; strip --strip-unneeded "$tmp/lib.a" 2>/dev/null || true
cp "$so" "$tmp/lib.so"; strip --strip-unneeded "$tmp/lib.so"
printf '%-40s %12s %12s\n' "file" "bytes" "stripped"
printf '%-40s %12s %12s\n' "libroguerules.a" "$(size "$lib")" "$(size "$tmp/lib.a")"
printf '%-40s %12s %12s\n' "libroguerules.so" "$(size "$so")" "$(size "$tmp/lib.so")"
src=ffi/examples/c/chest_traps_only.c
build() { # name, extra flags...
    local name="$1"; shift
    cc -std=c99 -O2 -Iffi/include "$@" -o "$tmp/$name" && strip "$tmp/$name" && size "$tmp/$name"
}
base=$(build base "$src" -DNO_ROGUERULES)
base_gc=$(build base_gc -ffunction-sections -fdata-sections "$src" -DNO_ROGUERULES -Wl,--gc-sections)
with=$(build with "$src" "$lib" -lpthread -ldl -lm)
with_gc=$(build with_gc -ffunction-sections -fdata-sections "$src" "$lib" -lpthread -ldl -lm -Wl,--gc-sections)
printf '%-40s %12s %12s\n' "C program, no call (stripped)" "$base" "gc: $base_gc"
printf '%-40s %12s %12s\n' "C program, 2 calls (stripped)" "$with" "gc: $with_gc"
printf '%-40s %12s %12s\n' "growth" "$((with - base))" "gc: $((with_gc - base_gc))"
