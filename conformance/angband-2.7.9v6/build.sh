#!/bin/sh
# Builds the conformance driver against an Angband 2.7.9v6 source tree and
# records the traces.
#   ./build.sh /path/to/angband [build-dir] [out-dir]
# The source tree is only read; objects go to build-dir (default
# /work/build/angband), traces to out-dir (default: the melee crate's
# tests/conformance/angband-2.7.9v6 beside this kit).
set -eu
SRC=${1:?usage: build.sh /path/to/angband-2.7.9v6 [build-dir] [out-dir]}
KIT=$(cd "$(dirname "$0")" && pwd)
BUILD=${2:-/work/build/angband}
OUT=${3:-$KIT/../../melee/tests/conformance/angband-2.7.9v6}
CC=${CC:-gcc}
mkdir -p "$BUILD/obj" "$OUT"
# L64: on a 64-bit machine "long" is 64 bits; without it u32b is 64 bits wide
# and Rand_mod/Rand_div are not the game's generator.
CFLAGS="-O1 -g -w -DL64 -I$SRC/src -include $KIT/kit_rand.h"
GAME="z-util z-virt z-form z-rand z-term variable tables util cave object1 object2
  monster1 monster2 xtra1 xtra2 spells1 spells2 melee1 melee2 save files cmd1 cmd2
  cmd3 cmd4 cmd5 cmd6 store birth load1 load2 wizard1 wizard2 generate dungeon init1 init2"
OBJS=""
for f in $GAME; do
  if [ ! -e "$BUILD/obj/$f.o" ] || [ "$SRC/src/$f.c" -nt "$BUILD/obj/$f.o" ] || [ "$KIT/kit_rand.h" -nt "$BUILD/obj/$f.o" ]; then
    $CC $CFLAGS -c "$SRC/src/$f.c" -o "$BUILD/obj/$f.o"
  fi
  OBJS="$OBJS $BUILD/obj/$f.o"
done
# The UI and the world around one attack are stubbed by wrapping the calls the
# attack code makes (ld --wrap): see driver.c.
WRAP=""
for s in msg_print msg_format sound disturb monster_desc recent_track health_track \
  mon_take_hit message_pain object_flags object_desc get_item get_aim_dir \
  inven_item_increase inven_item_describe inven_item_optimize floor_item_increase \
  floor_item_optimize handle_stuff delay drop_near damroll target_okay; do
  WRAP="$WRAP -Wl,--wrap=$s"
done
$CC $CFLAGS -c "$KIT/driver.c" -o "$BUILD/obj/kit-driver.o"
$CC -o "$BUILD/kit-driver" "$BUILD/obj/kit-driver.o" $OBJS $WRAP -lm
"$BUILD/kit-driver" "$OUT"
