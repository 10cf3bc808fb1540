#!/bin/sh
# Builds Oangband 1.1.0 headless with the traps driver and writes the trap traces.
#
#   conformance/oangband/run-traps.sh <oangband-1.1.0 source tree> [build dir] [out dir]
#
# The source tree is only read. Defaults: build dir $TMPDIR/oangband-traps-build,
# out dir traps/tests/conformance/oangband-1.1.0 of this repository.
set -eu
KIT="$(cd "$(dirname "$0")" && pwd)"
REPO="$(cd "$KIT/../.." && pwd)"
SRC="$(cd "$1" && pwd)"
BUILD="${2:-${TMPDIR:-/tmp}/oangband-traps-build}"
OUT="${3:-$REPO/traps/tests/conformance/oangband-1.1.0}"
CC="${CC:-gcc}"
# -DL64: s32b/u32b are 32 bits, so z-rand.c computes as the game's authors had it.
CFLAGS="${CFLAGS:--O1 -w -DL64}"

case "$BUILD" in "$REPO"/*) echo "build dir must be outside the repository" >&2; exit 2;; esac

mkdir -p "$BUILD"
rm -rf "$BUILD/src"
cp -r "$SRC/src" "$BUILD/src"
chmod -R u+w "$BUILD/src"
cd "$BUILD/src"

# Rename, in the copies only, the definitions the driver replaces: the RNG
# (recorded, then called) and the game functions the trap rules hand their
# results to (recorded, no draw). Every call keeps its name.
rename() {
  file="$1"; name="$2"
  sed -i "/;[[:space:]]*\$/! s/^\\([a-z][a-z0-9_ ]*[ *]\\)$name(/\\1game_$name(/" "$file"
  grep -q "^[a-z][a-z0-9_ ]*[ *]game_$name(" "$file" || { echo "no definition of $name in $file" >&2; exit 2; }
}
rename z-rand.c Rand_div
rename util.c msg_print
rename util.c msg_format
rename cave.c disturb
rename cave.c cave_set_feat
rename cave.c scatter
rename spells1.c take_hit
rename spells1.c elec_dam
rename spells1.c cold_dam
rename spells1.c fire_dam
rename spells1.c acid_dam
rename spells1.c teleport_player
rename spells1.c teleport_away
for f in set_cut set_blind set_confused set_paralyzed set_stun set_image set_poisoned mon_take_hit; do rename xtra2.c "$f"; done
rename spells2.c do_dec_stat
rename spells2.c earthquake
rename spells2.c lose_all_info
rename spells2.c fire_meteor
rename spells2.c project_los_not_player
rename generate.c destroy_level
for f in monster_swap summon_specific place_monster_aux monster_desc; do rename monster2.c "$f"; done
for f in object_prep lookup_kind object_aware object_known drop_near; do rename object2.c "$f"; done

cp "$KIT/traps_driver.c" traps_driver.c
OBJS=""
for f in *.c; do
  case "$f" in
    main*.c|maid-*.c|readdib.c|cmd1.c|monmove.c|traps_driver.c) continue;;
  esac
  o="${f%.c}.o"
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then $CC $CFLAGS -c -o "$o" "$f"; fi
  OBJS="$OBJS $o"
done
$CC $CFLAGS -c -o traps_driver.o traps_driver.c
$CC -o traps_driver traps_driver.o $OBJS -lm
mkdir -p "$OUT"
for spec in dungeon:dungeon player_trap:player; do
  mode="${spec%%:*}"; file="$OUT/${spec#*:}.jsonl"
  ./traps_driver "$mode" "$file"
  echo "$mode: $(wc -l < "$file") inputs -> $file"
done
