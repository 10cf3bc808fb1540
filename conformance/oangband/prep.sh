#!/bin/sh
# Copies an Oangband 1.1.0 source tree into a build directory and renames, in the
# copies only, the four definitions the kit replaces with recording stubs:
#   z-rand.c   Rand_div       -> game_Rand_div  (driver.c's Rand_div records, then calls it)
#   spells1.c  teleport_away  -> game_teleport_away (driver.c records the distance)
#   spells1.c  thrust_away    -> game_thrust_away   (driver.c records the distance)
#   spells1.c  poly_r_idx     -> game_poly_r_idx    (driver.c records that a new race was asked for)
#   spells1.c  take_hit, inven_damage, teleport_player, teleport_player_to,
#              teleport_player_level -> game_...  (the player rule: driver.c records their arguments)
# Every call site keeps its name and so reaches the driver's function.
set -eu
SRC="$1"; BUILD="$2"
mkdir -p "$BUILD"
rm -rf "$BUILD/src"
cp -r "$SRC/src" "$BUILD/src"
chmod -R u+w "$BUILD/src"
cd "$BUILD/src"
sed -i 's/^u32b Rand_div(u32b m)$/u32b game_Rand_div(u32b m)/' z-rand.c
sed -i 's/^void teleport_away(int m_idx, int dis)$/void game_teleport_away(int m_idx, int dis)/' spells1.c
sed -i 's/^s16b poly_r_idx(int base_idx)$/s16b game_poly_r_idx(int base_idx)/' spells1.c
sed -i 's/^static void thrust_away(int who, int t_y, int t_x, int grids_away)$/static void game_thrust_away(int who, int t_y, int t_x, int grids_away)/' spells1.c
sed -i -e 's/^void take_hit(int dam, cptr kb_str)$/void game_take_hit(int dam, cptr kb_str)/' \
       -e 's/^static int inven_damage(inven_func typ, int perc)$/static int game_inven_damage(inven_func typ, int perc)/' \
       -e 's/^void teleport_player(int dis, bool safe)$/void game_teleport_player(int dis, bool safe)/' \
       -e 's/^void teleport_player_to(int ny, int nx, bool friendly)$/void game_teleport_player_to(int ny, int nx, bool friendly)/' \
       -e 's/^void teleport_player_level(bool friendly)$/void game_teleport_player_level(bool friendly)/' spells1.c
grep -q '^u32b game_Rand_div(u32b m)$' z-rand.c
grep -q '^void game_teleport_away(int m_idx, int dis)$' spells1.c
grep -q '^s16b game_poly_r_idx(int base_idx)$' spells1.c
grep -q '^static void game_thrust_away(int who, int t_y, int t_x, int grids_away)$' spells1.c
grep -q '^void game_take_hit(int dam, cptr kb_str)$' spells1.c
grep -q '^static int game_inven_damage(inven_func typ, int perc)$' spells1.c
grep -q '^void game_teleport_player(int dis, bool safe)$' spells1.c
grep -q '^void game_teleport_player_to(int ny, int nx, bool friendly)$' spells1.c
grep -q '^void game_teleport_player_level(bool friendly)$' spells1.c
