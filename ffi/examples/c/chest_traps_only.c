/* chest_traps_only.c: the smallest use of roguerules a game makes, chest trap
 * creation through the game's own generator: rr_rng_new (for the comparison
 * run) and rr_chest_traps. `ffi/tools/size.sh` builds it with and without
 * -Wl,--gc-sections, and with -DNO_ROGUERULES (no call at all) for the
 * baseline, to measure what linking libroguerules.a costs a game. */
#include <stdint.h>
#include <stdio.h>

#ifndef NO_ROGUERULES
#include "roguerules.h"
#endif

static uint32_t state = 2026u;

/* The game's rand_range(lo, hi). */
static int32_t game_rand_range(void *user, int32_t lo, int32_t hi) {
    (void)user;
    state = state * 1103515245u + 12345u;
    return lo + (int32_t)((state >> 8) % (uint32_t)(hi - lo + 1));
}

int main(void) {
    int32_t level = 0;
    uint16_t traps = 0;
#ifndef NO_ROGUERULES
    rr_rng *rng = NULL;
    rr_roller roller;
    rr_random game;
    rr_random builtin;
    roller.uniform = game_rand_range;
    roller.user = NULL;
    game.rng = NULL;
    game.roller = &roller;
    if (rr_chest_traps(game, 65, &level, &traps) != RR_OK || rr_rng_new(1, &rng) != RR_OK) {
        return 1;
    }
    builtin.rng = rng;
    builtin.roller = NULL;
    if (rr_chest_traps(builtin, 65, &level, &traps) != RR_OK) {
        return 1;
    }
    rr_rng_free(rng);
#else
    level = game_rand_range(NULL, 5, 99);
#endif
    printf("chest_traps_only: trap level %d, traps %#x\n", (int)level, (unsigned)traps);
    return 0;
}
