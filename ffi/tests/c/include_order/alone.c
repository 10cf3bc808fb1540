/* Inclusion order 3: roguerules.h alone, first and only: it needs nothing but
 * <stdint.h> and <stddef.h>, and defines no bool. */
#include "roguerules.h"

#include <stdio.h>

#ifdef bool
#error "roguerules.h defined bool"
#endif

int main(void) {
    rr_rng *rng = NULL;
    int32_t level = 0;
    uint16_t traps = 0;
    int ok;
    rr_random random;
    if (rr_rng_new(3, &rng) != RR_OK) {
        return 1;
    }
    random.rng = rng;
    random.roller = NULL;
    ok = rr_chest_traps(random, 40, &level, &traps) == RR_OK && level >= 5 && level <= 99;
    rr_rng_free(rng);
    printf("alone: %d passed, %d failed\n", ok ? 1 : 0, ok ? 0 : 1);
    return ok ? 0 : 1;
}
