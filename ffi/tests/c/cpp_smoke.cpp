// The header compiles and links as C++ (extern "C" guards).
#include <cstdio>
#include <cstring>

#include "roguerules.h"

int main() {
    rr_rng *rng = nullptr;
    rr_dice *dice = nullptr;
    if (rr_rng_new(3, &rng) != RR_OK || rr_dice_parse("3d6", &dice) != RR_OK) {
        return 1;
    }
    rr_random random = {rng, nullptr};
    int64_t total = 0;
    rr_status status = rr_dice_roll(dice, random, &total);
    rr_dice_free(dice);
    rr_rng_free(rng);
    std::printf("cpp_smoke: 3d6 = %lld (%s)\n", static_cast<long long>(total), rr_status_message(status));
    bool ok = status == RR_OK && total >= 3 && total <= 18 && std::strcmp(rr_version(), RR_VERSION_STRING) == 0;
    return ok ? 0 : 1;
}
