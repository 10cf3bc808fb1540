/* What a game's angband.h does with roguerules: its own types first, then the
 * library's header, then its own declarations using both. */
#ifndef GAME_ANGBAND_H
#define GAME_ANGBAND_H

#include <stdio.h>
#include <string.h>

#include "h-type.h"
#include "roguerules.h"

/* The game's rand_range, as the rr_roller callback (lo < hi always). */
static int32_t game_rand_range(void *user, int32_t lo, int32_t hi) {
    unsigned long *state = (unsigned long *)user;
    *state = (*state * 1103515245UL + 12345UL) & 0x7fffffffUL;
    return lo + (int32_t)(*state % (unsigned long)(hi - lo + 1));
}

/* Chest trap creation delegated to roguerules, the game's own bool and s16b
 * on its side, uint8_t/int32_t at the boundary. */
static bool game_place_chest_traps(unsigned long *seed, s16b native, s16b *level, unsigned *traps) {
    rr_roller roller;
    rr_random random;
    int32_t lvl = 0;
    uint16_t set = 0;
    byte poisoned = 0;
    int32_t size = 0;
    rr_trap_player player;
    roller.uniform = game_rand_range;
    roller.user = seed;
    random.rng = NULL;
    random.roller = &roller;
    if (rr_chest_traps(random, native, &lvl, &set) != RR_OK) {
        return FALSE;
    }
    *level = (s16b)lvl;
    *traps = set;
    /* A yes/no out-parameter takes the game's byte. The struct is zeroed
     * first, as the header asks: fields appended later (the reading, the
     * poison resistance) then keep their old meaning. */
    memset(&player, 0, sizeof player);
    player.reading = RR_READING_SEED;
    player.flags = 0;
    player.sustains = 0;
    player.armour_class = 10;
    player.saving_throw = 30;
    player.poison = 0;
    player.pack = NULL;
    player.pack_len = 0;
    if (rr_trap_poison_hit_size(10, &player, &poisoned, &size) != RR_OK) {
        return FALSE;
    }
    return (bool)(poisoned && size == 10 && RR_CHEST_EXPLODE == 0x0010 && RR_CHEST_SUMMON == 0x0020);
}

#endif
