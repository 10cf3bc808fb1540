#!/bin/sh
# Builds Oangband 1.1.0 headless with the kit's driver and writes the traces.
#
#   conformance/oangband/run.sh <oangband-1.1.0 source tree> [build dir] [out dir]
#
# The source tree is only read. Defaults: build dir /work/build/oangband (or
# $TMPDIR/oangband-kit-build), out dir projection/tests/conformance/oangband-1.1.0
# of this repository.
set -eu
KIT="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$KIT/../.." && pwd)"
SRC="$(cd "$1" && pwd)"
BUILD="${2:-${TMPDIR:-/tmp}/oangband-kit-build}"
OUT="${3:-$REPO/projection/tests/conformance/oangband-1.1.0}"
CC="${CC:-gcc}"
# -DL64: h-type.h's 64-bit switch, so s32b/u32b are 32 bits and the game's
# RNG (z-rand.c) computes as on the 32-bit machines it was written for.
CFLAGS="${CFLAGS:--O1 -w -DL64}"

case "$BUILD" in "$REPO"/*) echo "build dir must be outside the repository" >&2; exit 2;; esac

"$KIT/prep.sh" "$SRC" "$BUILD"
cp "$KIT/driver.c" "$BUILD/src/kit_driver.c"
cd "$BUILD/src"
OBJS=""
for f in *.c; do
  case "$f" in
    main*.c|maid-*.c|readdib.c|spells1.c|kit_driver.c) continue;;
  esac
  o="${f%.c}.o"
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then $CC $CFLAGS -c -o "$o" "$f"; fi
  OBJS="$OBJS $o"
done
$CC $CFLAGS -c -o kit_driver.o kit_driver.c
$CC -o kit_driver kit_driver.o $OBJS -lm
mkdir -p "$OUT"
for spec in monster:monster monster_state:monster-state terrain:terrain object:object terrain_all:terrain-all \
            object_all:object-all kill_wall:terrain-kill-wall player:player \
            player_rare:player-rare; do
  mode="${spec%%:*}"; file="$OUT/${spec#*:}.jsonl"
  ./kit_driver "$SRC/lib/edit/p_class.txt" "$mode" "$file"
  echo "$mode: $(wc -l < "$file") inputs -> $file"
done
