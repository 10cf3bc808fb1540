/* Forced before every file of the game (gcc -include): routes the game's
 * rand_int() macro (and with it randint, rand_range, rand_spread, magik and
 * the dice of damroll) through kit_rand_int, which calls the game's own
 * Rand_mod and records every call with a span of 2 or more. Nothing of the
 * game is edited: the header is the game's own z-rand.h, then one macro. */
#ifndef KIT_RAND_H
#define KIT_RAND_H
#include "z-rand.h"
#undef rand_int
#define rand_int(M) (kit_rand_int(M))
extern s32b kit_rand_int(s32b m);
#endif
