/* oangband_style.c: how a C roguelike in the Oangband family adopts roguerules
 * one rule at a time while keeping its own savefile-seeded random stream.
 *
 * Build by hand (from the workspace root):
 *   cargo build --release -p roguerules-ffi
 *   cc -std=c99 -Wall -Wextra -Iinclude ffi/examples/c/oangband_style.c \
 *      target/release/libroguerules.a -lpthread -ldl -lm -o oangband_style
 */
#include <stdint.h>
#include <stdio.h>

#include "roguerules.h"

/* --- The game's own generator (stands in for Oangband's z-rand.c) --------- */

typedef struct game_rng {
    uint32_t state; /* restored from the savefile */
    unsigned calls;
} game_rng;

/* A small xorshift generator; a real game keeps its own. */
static uint32_t game_next(game_rng *g) {
    uint32_t x = g->state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    g->state = x;
    return x;
}

/* rand_range(lo, hi): uniform on [lo, hi], by rejection so it is unbiased. */
static int32_t game_rand_range(void *user, int32_t lo, int32_t hi) {
    game_rng *g = (game_rng *)user;
    uint32_t span = (uint32_t)((int64_t)hi - (int64_t)lo) + 1u;
    uint32_t limit = span == 0 ? 0 : UINT32_MAX - (UINT32_MAX % span);
    uint32_t x;
    g->calls++;
    if (span == 0) {
        return (int32_t)game_next(g);
    }
    do {
        x = game_next(g);
    } while (x >= limit);
    return (int32_t)((int64_t)lo + (int64_t)(x % span));
}

static int fail(const char *what, rr_status status) {
    fprintf(stderr, "%s: %s\n", what, rr_status_message(status));
    return 1;
}

int main(void) {
    game_rng savefile_rng = {0x2545F491u, 0};
    rr_roller roller = {game_rand_range, &savefile_rng};
    rr_random random = {NULL, &roller};
    rr_dice *weapon = NULL;
    rr_status status;
    int64_t lo, hi, dealt;
    int turn;

    printf("roguerules %s (header %s)\n", rr_version(), RR_VERSION_STRING);

    /* A weapon's damage dice, rolled with the game's own generator. */
    status = rr_dice_parse("2d5", &weapon);
    if (status != RR_OK) {
        return fail("rr_dice_parse", status);
    }
    if ((status = rr_dice_min(weapon, &lo)) != RR_OK || (status = rr_dice_max(weapon, &hi)) != RR_OK) {
        rr_dice_free(weapon);
        return fail("rr_dice_min/max", status);
    }
    printf("Your Broad Sword (2d5) deals %lld to %lld.\n", (long long)lo, (long long)hi);
    for (turn = 1; turn <= 3; turn++) {
        status = rr_dice_roll(weapon, random, &dealt);
        if (status != RR_OK) {
            rr_dice_free(weapon);
            return fail("rr_dice_roll", status);
        }
        printf("Turn %d: you hit the cave orc for %lld damage.\n", turn, (long long)dealt);
    }
    rr_dice_free(weapon);
    printf("The game's generator was called %u times.\n", savefile_rng.calls);
    return 0;
}
