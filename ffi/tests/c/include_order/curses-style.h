/* A stand-in for <curses.h> as main-gcu.c meets it: it includes <stdbool.h>
 * and uses `bool` as C99's _Bool. (main-gcu.c does `#undef bool` before
 * including it.) */
#ifndef GAME_CURSES_STYLE_H
#define GAME_CURSES_STYLE_H

#include <stdbool.h>

static bool curses_style_has_colors(bool want) {
    return want && true;
}

#endif
