/* Inclusion order 1: roguerules.h after a header that does `#define bool
 * char`-style (the game's h-type.h). The game's bool stays its own. */
#include "game.h"

int main(void) {
    unsigned long seed = 2026UL;
    s16b level = 0;
    unsigned traps = 0;
    bool ok = game_place_chest_traps(&seed, 65, &level, &traps);
    /* The game's bool is still its char: sizeof 1, and not _Bool. */
    bool_hack check = (bool_hack)(sizeof(bool) == 1);
    printf("after_game_headers: level %d traps %#x: %d passed, %d failed\n", level, traps, ok && check ? 1 : 0,
           ok && check ? 0 : 1);
    return ok && check ? 0 : 1;
}
