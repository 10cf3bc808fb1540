/* One program for the dialect matrix: C89, C99, C11 with -Wconversion, C++98
 * and C++17 all compile roguerules.h and this file, link the static library
 * and run it. Written in the common subset (no // comments, declarations
 * first, no designated initializers, casts valid in C++). */
#include <stdio.h>

#include "roguerules.h"

int main(void) {
    rr_rng *rng = NULL;
    rr_random random;
    int32_t level = 0;
    uint16_t traps = 0;
    uint8_t hit = 2;
    uint32_t roll = 0;
    rr_fraction p;
    int failed = 0;

    if (rr_rng_new(89, &rng) != RR_OK) {
        return 1;
    }
    random.rng = rng;
    random.roller = NULL;
    if (rr_chest_traps(random, 65, &level, &traps) != RR_OK || level < 5 || level > 99) {
        failed++;
    }
    if (rr_ang_hit_test(random, 60, 40, 1, &roll, &hit) != RR_OK || hit > 1) {
        failed++;
    }
    if (rr_ang_hit_chance(100, 40, 1, &p) != RR_OK || p.exact != 1 || p.numerator != 17 || p.denominator != 25) {
        failed++;
    }
    /* uint8_t yes/no: anything but 0 or 1 is refused. */
    if (rr_ang_hit_chance(100, 40, 2, &p) != RR_INVALID_ARGUMENT) {
        failed++;
    }
    if (RR_CHEST_EXPLODE != 0x10 || RR_CHEST_SUMMON != 0x20 || RR_OK != 0) {
        failed++;
    }
    rr_rng_free(rng);
    printf("dialect smoke: %d passed, %d failed\n", 5 - failed, failed);
    return failed == 0 ? 0 : 1;
}
