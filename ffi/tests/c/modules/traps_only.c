/* traps_only.c: a C89 game that includes only the traps part of the C API
 * (issue 26, item 6): <roguerules/traps.h>, which brings
 * <roguerules/common.h> (rr_status, rr_rng, rr_random) and nothing else.
 * Built by ffi/tests/c_programs.rs with -std=c89 -pedantic and the include
 * directory alone, linked against libroguerules.a and run. */
#include <stdio.h>
#include <roguerules/traps.h>

#if !defined(ROGUERULES_COMMON_H) || defined(ROGUERULES_H) || defined(ROGUERULES_ANGBAND_H) || \
    defined(ROGUERULES_DICE_H) || defined(ROGUERULES_POWDER_H) || defined(ROGUERULES_TABLETOP_H) || \
    defined(ROGUERULES_PROJECTION_H)
#error "roguerules/traps.h should bring roguerules/common.h and no other header"
#endif

static int failed = 0;

static void check(int ok, const char *what) {
    if (!ok) {
        printf("FAILED: %s\n", what);
        failed++;
    }
}

int main(void) {
    rr_rng *rng = NULL;
    int32_t level = -1;
    uint16_t traps = 0;
    uint8_t hit = 2;
    int i;

    check(rr_rng_new(2026, &rng) == RR_OK, "rr_rng_new");
    for (i = 0; i < 100; i++) {
        /* A large wooden chest (native level 25) and a chest of level 95. */
        int32_t native = (i % 2 == 0) ? rr_chest_native_level_of(RR_CHEST_KIND_LARGE_WOODEN) : 95;
        check(rr_chest_traps(rr_random_from_rng(rng), native, &level, &traps) == RR_OK, "rr_chest_traps");
        check(level >= 5 && level <= native + 4, "the trap level: native + 20 - 4d9 or native + 1d4, in 5..=99");
        check(traps == rr_chest_traps_of_level(level), "the trap set is the one of the rolled level");
    }
    check(rr_chest_native_level_of(RR_CHEST_KIND_LARGE_WOODEN) == 25, "a large wooden chest is native to level 25");
    check(rr_trap_hits(rr_random_from_rng(rng), 125, 0, &hit) == RR_OK && hit <= 1, "rr_trap_hits writes 0 or 1");
    /* Bad input is a status, and the out-pointer is left alone. */
    level = -7;
    check(rr_chest_traps(rr_random_from_rng(NULL), 40, &level, &traps) == RR_NULL_ARGUMENT, "no generator");
    check(level == -7, "the out-pointer is left alone");
    rr_rng_free(rng);
    printf("traps_only: %d failed\n", failed);
    return failed != 0;
}
