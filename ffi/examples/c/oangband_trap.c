/* oangband_trap.c: how an Oangband 1.1.0 game lets roguerules run its dungeon
 * traps (hit_trap in src/cmd1.c) with its own random stream, under the
 * RR_READING_OANGBAND_1_1_0 reading, from the player as the game holds it.
 *
 * The game's player_type and object_type are mirrored below with only the
 * fields the traps read, under the game's names (types.h); the values are the
 * game's (defines.h, tables.c). A real game includes its own headers instead:
 *
 *   - p_ptr->ffall, free_act, no_blind and the resistance levels
 *     (p_resist_pos: extract_resistance[p_ptr->res_list[i]] > 0) become the
 *     RR_PLAYER_* flags; the poison resistance goes in as the game's percentage;
 *   - the pack is the INVEN_PACK - pack_size_reduce slots the drain-wands trap
 *     searches, a slot the trap would not drain (empty, not a device, a wand or
 *     staff without charges, a rod still charging) as RR_PACK_OTHER;
 *   - the game's Rand_div() answers every draw through an rr_roller, in the
 *     order hit_trap draws. (hit_trap itself rolls what the trap is with its
 *     quick RNG seeded by y * x; a game that keeps that split switches its
 *     generator inside the callback; this example uses one stream.)
 *
 * Build by hand (from the workspace root), in C89:
 *   cargo build --release -p roguerules-ffi
 *   cc -std=c89 -pedantic -Wall -Wextra -Werror -Iffi/include \
 *      ffi/examples/c/oangband_trap.c target/release/libroguerules.a \
 *      -lpthread -ldl -lm -o oangband_trap
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "roguerules.h"

/* --- The game's declarations (a mirror of what this file needs) ---------- */

typedef unsigned char byte;
typedef short s16b;
typedef uint32_t u32b;

#define INVEN_PACK 23
#define TV_STAFF 55
#define TV_WAND 65
#define TV_ROD 66
#define TV_FOOD 80
#define P_RES_POIS 4
#define P_RES_CONFU 7
#define P_RES_CHAOS 12
#define MAX_P_RES 14
#define RES_LEVEL_BASE 20

/* tables.c: resistance levels to percentages. */
static const int extract_resistance[60] = {
    -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30, -30,
    0,   25,  45,  60,  70,  75,  80,  85,  90,  95,  100, 100, 100, 100, 100, 100, 100, 100, 100, 100,
    100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100};

typedef struct object_type {
    s16b k_idx; /* 0: an empty slot */
    byte tval;
    s16b pval; /* charges (wands, staffs), recharge time (rods) */
    byte number;
    s16b timeout; /* a rod's charging time left */
} object_type;

typedef struct player_type {
    s16b depth;
    s16b ac, to_a;
    s16b skill_sav;
    s16b poisoned;
    s16b pack_size_reduce;
    byte ffall, free_act, no_blind;
    byte res_list[MAX_P_RES];
} player_type;

/* The game's generator: here a xorshift with a savefile state. */
typedef struct game_rand {
    u32b state;
    unsigned long draws;
} game_rand;

/* Rand_div(m): 0..m-1, consuming the stream only when m >= 2. */
static u32b Rand_div(game_rand *g, u32b m) {
    if (m < 2) {
        return 0;
    }
    g->state ^= g->state << 13;
    g->state ^= g->state >> 17;
    g->state ^= g->state << 5;
    g->draws++;
    return g->state % m;
}

/* The rr_roller callback: rand_range(lo, hi) = lo + Rand_div(hi - lo + 1). */
static int32_t game_uniform(void *user, int32_t lo, int32_t hi) {
    return lo + (int32_t)Rand_div((game_rand *)user, ((u32b)hi - (u32b)lo) + 1u);
}

/* --- From the game's player to the library's input ---------------------- */

static int p_resist_pos(const player_type *p, int which) {
    return extract_resistance[p->res_list[which]] > 0;
}

/* A pack slot as the drain-wands trap sees it. */
static uint32_t pack_code(const object_type *o) {
    if (!o->k_idx) {
        return RR_PACK_OTHER;
    }
    if ((o->tval == TV_WAND) && o->pval) {
        return RR_PACK_WAND;
    }
    if ((o->tval == TV_STAFF) && o->pval) {
        return RR_PACK_STAFF;
    }
    if ((o->tval == TV_ROD) && (o->timeout < o->pval * o->number)) {
        return RR_PACK_ROD;
    }
    return RR_PACK_OTHER;
}

static void fill_player(rr_trap_player *out, uint32_t *pack, const player_type *p, const object_type *inventory) {
    int i, slots = INVEN_PACK - p->pack_size_reduce;

    memset(out, 0, sizeof *out);
    out->reading = RR_READING_OANGBAND_1_1_0;
    if (p->ffall) out->flags |= RR_PLAYER_FEATHER_FALL;
    if (p->free_act) out->flags |= RR_PLAYER_FREE_ACTION;
    if (p->no_blind) out->flags |= RR_PLAYER_RES_BLIND;
    if (p_resist_pos(p, P_RES_CONFU)) out->flags |= RR_PLAYER_RES_CONF;
    if (p_resist_pos(p, P_RES_CHAOS)) out->flags |= RR_PLAYER_RES_CHAOS;
    out->poison_resistance = extract_resistance[p->res_list[P_RES_POIS]];
    out->armour_class = p->ac + p->to_a;
    out->saving_throw = p->skill_sav;
    out->poison = p->poisoned;
    for (i = 0; i < slots; i++) {
        pack[i] = pack_code(&inventory[i]);
    }
    out->pack = pack;
    out->pack_len = (size_t)slots;
}

static const char *counter_name(uint32_t c) {
    switch (c) {
        case RR_TIMED_BLIND: return "set_blind";
        case RR_TIMED_CONFUSED: return "set_confused";
        case RR_TIMED_POISONED: return "set_poisoned";
        case RR_TIMED_PARALYZED: return "set_paralyzed";
        case RR_TIMED_STUN: return "set_stun";
        case RR_TIMED_CUT: return "set_cut";
        default: return "set_image";
    }
}

/* What the game does with each effect: print the call it would make. */
static void hand_over(const rr_trap_outcome *o) {
    uint32_t i;
    for (i = 0; i < o->len; i++) {
        const rr_trap_effect *e = &o->effects[i];
        switch (e->kind) {
            case RR_EFFECT_DAMAGE:
                printf("    %s(%d)\n", e->element == RR_ELEMENT_PHYSICAL ? "take_hit" : "<element>_dam", (int)e->amount);
                break;
            case RR_EFFECT_TIMED:
                printf("    %s(counter %s %d)\n", counter_name(e->counter), e->change == RR_CHANGE_SET ? "=" : "+",
                       (int)e->amount);
                break;
            case RR_EFFECT_RESISTED: printf("    resisted: %s not called\n", counter_name(e->counter)); break;
            case RR_EFFECT_SUMMON:
                printf("    summon_specific(lev %d, kind %u, num %d)\n", (int)e->level, (unsigned)e->summon,
                       (int)e->amount);
                break;
            case RR_EFFECT_DRAIN_STAT:
                printf("    do_dec_stat(%u) x %d\n", (unsigned)e->stat, (int)e->amount);
                break;
            case RR_EFFECT_MISS: printf("    the trap misses\n"); break;
            case RR_EFFECT_FEATHER_FALL: printf("    feather fall: nothing\n"); break;
            case RR_EFFECT_DROP_AMMO: printf("    drop_near(missile %u)\n", (unsigned)e->missile); break;
            case RR_EFFECT_DRAIN_DEVICE: printf("    drain pack slot %d\n", (int)e->amount); break;
            case RR_EFFECT_PLACE_BUG: printf("    scatter a software bug %d away\n", (int)e->amount); break;
            default: printf("    effect %u\n", (unsigned)e->kind); break;
        }
    }
    if (o->disappears) {
        printf("    cave_set_feat(y, x, FEAT_FLOOR)\n");
    }
}

static int step_on(const char *what, game_rand *g, uint32_t kind, const player_type *p,
                   const object_type *inventory) {
    rr_roller roller;
    rr_random random;
    rr_trap_player player;
    uint32_t pack[INVEN_PACK];
    rr_dungeon_trap trap;
    rr_trap_outcome outcome;
    rr_status status;
    unsigned long before = g->draws;

    roller.uniform = game_uniform;
    roller.user = g;
    random.rng = NULL;
    random.roller = &roller;
    fill_player(&player, pack, p, inventory);
    status = rr_dungeon_trap_hit(random, kind, p->depth, &player, &trap, &outcome);
    if (status != RR_OK) {
        fprintf(stderr, "rr_dungeon_trap_hit: %s\n", rr_status_message(status));
        return 1;
    }
    printf("%s at level %d:\n", what, (int)p->depth);
    hand_over(&outcome);
    printf("  %lu draw(s) from the game's stream\n", g->draws - before);
    return 0;
}

int main(void) {
    game_rand g;
    player_type p;
    object_type inventory[INVEN_PACK];
    int i, failed = 0;

    g.state = 0x2545F491UL; /* restored from the savefile */
    g.draws = 0;
    memset(&p, 0, sizeof p);
    memset(inventory, 0, sizeof inventory);
    p.depth = 30;
    p.ac = 45;
    p.to_a = 10;
    p.skill_sav = 40;
    p.poisoned = 0;
    p.pack_size_reduce = 2; /* the quiver takes two slots */
    p.free_act = 1;
    for (i = 0; i < MAX_P_RES; i++) {
        p.res_list[i] = RES_LEVEL_BASE;
    }
    p.res_list[P_RES_POIS] = RES_LEVEL_BASE + 2; /* 45% */
    inventory[0].k_idx = 1;
    inventory[0].tval = TV_FOOD;
    inventory[0].number = 5;
    inventory[1].k_idx = 2;
    inventory[1].tval = TV_WAND;
    inventory[1].pval = 6;
    inventory[1].number = 1;

    printf("Oangband 1.1.0 dungeon traps, the game's reading (RR_READING_OANGBAND_1_1_0 = %u)\n",
           (unsigned)RR_READING_OANGBAND_1_1_0);
    failed |= step_on("A gas trap", &g, RR_DUNGEON_TRAP_GAS, &p, inventory);
    failed |= step_on("A pit", &g, RR_DUNGEON_TRAP_PIT, &p, inventory);
    failed |= step_on("A dart trap", &g, RR_DUNGEON_TRAP_DART, &p, inventory);
    failed |= step_on("A murder hole", &g, RR_DUNGEON_TRAP_MURDER_HOLE, &p, inventory);
    failed |= step_on("A summoning rune", &g, RR_DUNGEON_TRAP_SUMMONING_RUNE, &p, inventory);
    failed |= step_on("A character alteration trap", &g, RR_DUNGEON_TRAP_CHARACTER_ALTERATION, &p, inventory);
    printf("%lu draws in all\n", g.draws);
    return failed;
}
