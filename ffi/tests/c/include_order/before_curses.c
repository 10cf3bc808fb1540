/* Inclusion order 2: roguerules.h (inside the game's headers) before a header
 * that does `#undef bool` and includes <stdbool.h>, as main-gcu.c does with
 * <curses.h>: the curses side must still get C99's bool. */
#include "game.h"

#undef bool
#include "curses-style.h"

int main(void) {
    unsigned long seed = 7UL;
    s16b level = 0;
    unsigned traps = 0;
    int ok = game_place_chest_traps(&seed, 95, &level, &traps) != 0;
    bool colors = curses_style_has_colors(true); /* _Bool here */
    ok = ok && colors && sizeof(bool) == sizeof(_Bool);
    printf("before_curses: level %d traps %#x: %d passed, %d failed\n", level, traps, ok ? 1 : 0, ok ? 0 : 1);
    return ok ? 0 : 1;
}
