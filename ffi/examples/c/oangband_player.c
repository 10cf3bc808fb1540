/* oangband_player.c: how an Oangband 1.1.0 game hands its character to
 * roguerules as it holds it, for a projection on the player under the game's
 * own reading (RR_READING_OANGBAND_1_1_0), with the game's random stream.
 *
 * The game's structures are mirrored below with only the fields the player
 * projection reads, under the names the game gives them (types.h:
 * player_type, object_type); the TR3_ and RF*_ bits are the game's values
 * (defines.h). A real game includes its own headers instead:
 *
 *   - the resistances go in as the game stores them, p_ptr->res_list[] levels
 *     (RES_LEVEL_BASE 20 is none, below it the -30% vulnerability, 30 and up
 *     immunity), with stored_resists = 1;
 *   - evasion_chance, cur_lite (light_radius), total_weight (tenths of a
 *     pound) and the nine timed counters go in untouched;
 *   - each worn object goes in from its object_type (k_idx, ac, to_h, to_d,
 *     to_a, name1) and the third word of object_flags() (TR3_IGNORE_ACID);
 *   - the numbers the game looks up in its tables go in as looked up: energy
 *     is extract_energy[pspeed], dex_to_hit adj_dex_ta[stat_ind[A_DEX]] - 128,
 *     weight_limit adj_str_wgt[stat_ind[A_STR]] * 10 (this file's stand-in
 *     lookups below are NOT the game's tables);
 *   - the game's Rand_div() answers every draw through an rr_roller.
 *
 * What the outcome hands back stays the game's to do: take_hit(), the timed
 * setters, inven_damage(), teleport_player*(), the stat and experience
 * functions. The game's order is kept where it decides something itself: when
 * the outcome says "teleport" (or "thrust"), the game moves the character
 * with its own teleport_player() and then asks rr_project_player_land() what
 * the grid it chose does (trees, rubble, lava).
 *
 * Build by hand (from the workspace root), in C89:
 *   cargo build --release -p roguerules-ffi
 *   cc -std=c89 -pedantic -Wall -Wextra -Werror -Iffi/include \
 *      ffi/examples/c/oangband_player.c target/release/libroguerules.a \
 *      -lpthread -ldl -lm -o oangband_player
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "roguerules.h"

/* --- The game's declarations (a mirror of what this file needs) ---------- */

typedef unsigned char byte;
typedef short s16b;
typedef int s32b;
typedef uint32_t u32b;
typedef char bool;

#define FALSE 0
#define TRUE 1

/* defines.h */
#define A_STR 0
#define A_INT 1
#define A_WIS 2
#define A_DEX 3
#define A_CON 4
#define A_CHR 5
#define A_MAX 6
#define MAX_P_RES 14
#define P_RES_FIRE 2
#define P_RES_COLD 3
#define P_RES_NEXUS 10
#define RES_LEVEL_BASE 20
#define TR3_IGNORE_ACID 0x00010000UL
#define TR3_IGNORE_FIRE 0x00040000UL
#define RF3_ANIMAL 0x00000080UL
#define INVEN_WIELD 24
#define INVEN_BOW 25
#define INVEN_BODY 30
#define INVEN_OUTER 31
#define INVEN_ARM 32
#define INVEN_HEAD 33
#define INVEN_HANDS 34
#define INVEN_FEET 35
#define INVEN_TOTAL 47

/* An object (types.h), the fields the projection reads. */
typedef struct object_type {
    s16b k_idx; /* 0: no object */
    byte name1; /* an artifact when not 0 */
    s16b ac;    /* base armour class */
    s16b to_h;
    s16b to_d;
    s16b to_a;
    u32b flags3; /* what object_flags() says in its third word (not a game field) */
} object_type;

/* The player (types.h), the fields the projection reads. */
typedef struct player_type {
    s16b lev;
    s32b exp;
    s16b csp; /* mana */
    s16b stat_cur[A_MAX];
    s16b stat_ind[A_MAX];
    s16b fast, slow, blind, paralyzed, confused, afraid, image, poisoned, cut, stun;
    s16b protevil, hero, shield, blessed;
    s16b pspeed;
    s16b total_weight; /* tenths of a pound */
    s16b ac;           /* base armour */
    s16b to_a;         /* armour bonus */
    s16b skill_sav;
    s16b cur_lite;
    byte schange;
    byte res_list[MAX_P_RES];
    byte evasion_chance;
    bool no_fear, no_blind, ffall, free_act, hold_life, black_breath;
    bool sustain_str, sustain_int, sustain_wis, sustain_dex, sustain_con, sustain_chr;
    bool shield_on_back;
} player_type;

/* --- Stand-ins for the game's table lookups (not the game's tables) ------ */

static int stand_in_energy(int pspeed) {
    /* extract_energy[pspeed]: 10 at normal speed (110), more when faster. */
    int e = pspeed - 100;
    return e < 1 ? 1 : e > 49 ? 49 : e;
}

static int stand_in_dex_to_hit(int ind) {
    /* adj_dex_ta[stat_ind[A_DEX]] - 128 */
    return ind < 4 ? ind - 4 : ind < 12 ? 0 : (ind - 12) / 2 > 15 ? 15 : (ind - 12) / 2;
}

static int stand_in_weight_limit(int ind) {
    /* adj_str_wgt[stat_ind[A_STR]] * 10 */
    int w = 6 + ind;
    return 10 * (w > 30 ? 30 : w);
}

/* --- The game's random stream (a tiny stand-in for z-rand.c) ------------- */

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

/* The rr_roller callback: the library asks for lo..=hi (lo < hi). */
static int32_t game_uniform(void *user, int32_t lo, int32_t hi) {
    return lo + (int32_t)Rand_div((game_rand *)user, ((u32b)hi - (u32b)lo) + 1u);
}

/* --- From the game's player to the library's input ----------------------- */

static void fill_item(rr_project_item *it, const object_type *o_ptr, const player_type *p_ptr, int arm) {
    memset(it, 0, sizeof *it);
    if (!o_ptr->k_idx) {
        return;
    }
    it->present = 1;
    it->to_h = o_ptr->to_h;
    it->to_d = o_ptr->to_d;
    it->to_a = o_ptr->to_a;
    it->artifact = o_ptr->name1 ? 1 : 0;
    it->flags3 = o_ptr->flags3;
    it->base_ac = o_ptr->ac;
    it->on_back = (arm && p_ptr->shield_on_back) ? 1 : 0;
}

static void fill_character(rr_project_character *c, const player_type *p_ptr, const object_type *inventory) {
    static const int slots[RR_PROJECT_SLOTS] = {INVEN_WIELD, INVEN_BOW,  INVEN_BODY,  INVEN_OUTER,
                                                INVEN_ARM,   INVEN_HEAD, INVEN_HANDS, INVEN_FEET};
    int i;

    memset(c, 0, sizeof *c);
    c->level = p_ptr->lev;
    c->exp = p_ptr->exp;
    c->pclass = RR_PROJECT_CLASS_RANGER;
    c->specialties = RR_PROJECT_SPECIALTY_EVASION;
    c->evasion_chance = p_ptr->evasion_chance;
    /* The resistance levels as stored: the library reads them as the game's
     * extract_resistance[] does. */
    c->stored_resists = 1;
    for (i = 0; i < MAX_P_RES; i++) {
        c->resist[i] = p_ptr->res_list[i];
    }
    c->flags = (uint8_t)((p_ptr->hold_life ? RR_PROJECT_PLAYER_HOLD_LIFE : 0) |
                         (p_ptr->free_act ? RR_PROJECT_PLAYER_FREE_ACTION : 0) |
                         (p_ptr->ffall ? RR_PROJECT_PLAYER_FEATHER_FALL : 0) |
                         (p_ptr->no_fear ? RR_PROJECT_PLAYER_RESIST_FEAR : 0) |
                         (p_ptr->no_blind ? RR_PROJECT_PLAYER_RESIST_BLIND : 0));
    c->black_breath = p_ptr->black_breath ? 1 : 0;
    c->sustains = (uint8_t)((p_ptr->sustain_str ? 1 << RR_STAT_STR : 0) | (p_ptr->sustain_int ? 1 << RR_STAT_INT : 0) |
                            (p_ptr->sustain_wis ? 1 << RR_STAT_WIS : 0) | (p_ptr->sustain_dex ? 1 << RR_STAT_DEX : 0) |
                            (p_ptr->sustain_con ? 1 << RR_STAT_CON : 0) | (p_ptr->sustain_chr ? 1 << RR_STAT_CHR : 0));
    for (i = 0; i < A_MAX; i++) {
        c->stats[i] = p_ptr->stat_cur[i];
    }
    c->ac = p_ptr->ac + p_ptr->to_a;
    c->base_ac = p_ptr->ac;
    c->dex_to_hit = stand_in_dex_to_hit(p_ptr->stat_ind[A_DEX]);
    c->energy = stand_in_energy(p_ptr->pspeed);
    c->weight_limit = stand_in_weight_limit(p_ptr->stat_ind[A_STR]);
    c->total_weight = p_ptr->total_weight;
    c->pack_weight = p_ptr->total_weight / 10;
    c->light_radius = p_ptr->cur_lite;
    c->save = p_ptr->skill_sav;
    c->shapechanged = (p_ptr->schange > 0 && p_ptr->schange < 12) ? 1 : 0;
    c->mana = p_ptr->csp;
    /* The temporary effects in the order apply_dispel() tests them. */
    c->temp_effects = (uint32_t)((p_ptr->fast != 0) + (p_ptr->protevil != 0) + (p_ptr->hero != 0) +
                                 (p_ptr->shield != 0) + (p_ptr->blessed != 0));
    c->counters[RR_PROJECT_COUNTER_STUN] = p_ptr->stun;
    c->counters[RR_PROJECT_COUNTER_CUT] = p_ptr->cut;
    c->counters[RR_PROJECT_COUNTER_POISON] = p_ptr->poisoned;
    c->counters[RR_PROJECT_COUNTER_CONFUSION] = p_ptr->confused;
    c->counters[RR_PROJECT_COUNTER_BLIND] = p_ptr->blind;
    c->counters[RR_PROJECT_COUNTER_FEAR] = p_ptr->afraid;
    c->counters[RR_PROJECT_COUNTER_HALLUCINATION] = p_ptr->image;
    c->counters[RR_PROJECT_COUNTER_SLOW] = p_ptr->slow;
    c->counters[RR_PROJECT_COUNTER_PARALYSIS] = p_ptr->paralyzed;
    for (i = 0; i < RR_PROJECT_SLOTS; i++) {
        fill_item(&c->equipment[i], &inventory[slots[i]], p_ptr, i == (int)RR_PROJECT_SLOT_SHIELD);
    }
}

static int fail(const char *what, rr_status status) {
    fprintf(stderr, "%s: %s\n", what, rr_status_message(status));
    return 1;
}

/* One projection of typ for dam on the player standing on feat, from a
 * monster of level rlev (flags3 its race's third word), or from the player
 * himself when rlev < 0. */
static int project(const char *what, game_rand *g, const player_type *p_ptr, const object_type *inventory, int typ,
                   int dam, int feat, int rlev, u32b flags3) {
    rr_roller roller;
    rr_random random;
    rr_project_player_input in;
    rr_project_player_outcome out, landed;
    rr_status status;
    unsigned long before = g->draws;

    roller.uniform = game_uniform;
    roller.user = g;
    random.rng = NULL;
    random.roller = &roller;

    memset(&in, 0, sizeof in);
    in.reading = RR_READING_OANGBAND_1_1_0;
    in.gf = (uint32_t)typ;
    in.dam = dam;
    in.terrain = (uint32_t)feat;
    in.land = RR_FEAT_FLOOR;
    in.dark = 0;
    if (rlev < 0) {
        in.self_inflicted = 1;
    } else {
        in.source.level = rlev;
        in.source.animal = (flags3 & RF3_ANIMAL) ? 1 : 0;
    }
    fill_character(&in.player, p_ptr, inventory);

    printf("%s (fire resistance level %d, nexus %d):\n", what, (int)p_ptr->res_list[P_RES_FIRE],
           (int)p_ptr->res_list[P_RES_NEXUS]);
    status = rr_project_player(random, &in, &out);
    if (status != RR_OK) {
        return fail("rr_project_player", status);
    }
    if (out.avoided != RR_PROJECT_AVOIDED_NONE) {
        printf("  avoided (%u)\n", (unsigned)out.avoided);
    } else {
        printf("  take_hit(%d); stun %d, cut %d, confusion %d; teleport %d, to the monster %d, thrust %d\n",
               (int)out.damage, (int)out.counters[RR_PROJECT_COUNTER_STUN], (int)out.counters[RR_PROJECT_COUNTER_CUT],
               (int)out.counters[RR_PROJECT_COUNTER_CONFUSION], (int)out.teleport, (int)out.teleport_to_source,
               (int)out.thrust);
    }
    if (out.teleport > 0 || out.thrust > 0) {
        /* The game's teleport_player() picks the grid (here: rubble), then
         * the library says what landing there does. */
        status = rr_project_player_land(random, &in, &out, RR_FEAT_RUBBLE, &landed);
        if (status != RR_OK) {
            return fail("rr_project_player_land", status);
        }
        printf("  landed in rubble: take_hit(%d); stun %d, cut %d\n", (int)landed.damage,
               (int)landed.counters[RR_PROJECT_COUNTER_STUN], (int)landed.counters[RR_PROJECT_COUNTER_CUT]);
    }
    printf("  %lu draw(s) from the game's stream\n", g->draws - before);
    return 0;
}

int main(void) {
    static object_type inventory[INVEN_TOTAL];
    player_type p;
    game_rand g;
    rr_project_player_input check;
    int failed = 0;

    g.state = 0x2545F491UL;
    g.draws = 0;

    memset(&p, 0, sizeof p);
    p.lev = 27;
    p.exp = 45000;
    p.csp = 40;
    p.stat_cur[A_STR] = 18 + 40; /* 18/40 */
    p.stat_cur[A_INT] = 12;
    p.stat_cur[A_WIS] = 10;
    p.stat_cur[A_DEX] = 18 + 70;
    p.stat_cur[A_CON] = 16;
    p.stat_cur[A_CHR] = 9;
    p.stat_ind[A_STR] = 19;
    p.stat_ind[A_DEX] = 22;
    p.pspeed = 112;
    p.total_weight = 1234; /* 123.4 pounds */
    p.ac = 36;
    p.to_a = 12;
    p.skill_sav = 45;
    p.cur_lite = 2;
    p.evasion_chance = 30;
    p.hero = 12;
    p.cut = 3;
    p.free_act = TRUE;
    memset(p.res_list, RES_LEVEL_BASE, sizeof p.res_list);
    p.res_list[P_RES_FIRE] = RES_LEVEL_BASE - 1; /* vulnerable: -30% */
    p.res_list[P_RES_COLD] = RES_LEVEL_BASE + 2; /* 45% */
    p.res_list[P_RES_NEXUS] = RES_LEVEL_BASE;

    inventory[INVEN_WIELD].k_idx = 1;
    inventory[INVEN_WIELD].to_h = 7;
    inventory[INVEN_WIELD].to_d = 9;
    inventory[INVEN_BODY].k_idx = 2;
    inventory[INVEN_BODY].ac = 24;
    inventory[INVEN_BODY].to_a = 8;
    inventory[INVEN_BODY].flags3 = TR3_IGNORE_ACID | TR3_IGNORE_FIRE;
    inventory[INVEN_ARM].k_idx = 3;
    inventory[INVEN_ARM].ac = 8;
    inventory[INVEN_ARM].to_a = 4;

    printf("An Oangband 1.1.0 character as the game stores it (RR_READING_OANGBAND_1_1_0 = %u)\n",
           (unsigned)RR_READING_OANGBAND_1_1_0);

    /* The library reads the stored levels as the game's table does: the
     * conversion is checked here on the seed's reading, which takes 0..100%. */
    memset(&check, 0, sizeof check);
    check.gf = RR_GF_FIRE;
    check.terrain = RR_FEAT_FLOOR;
    check.land = RR_FEAT_FLOOR;
    fill_character(&check.player, &p, inventory);
    check.player.resist[P_RES_FIRE] = RES_LEVEL_BASE + 2;
    {
        rr_fraction seed_mean;
        rr_status status;
        check.dam = 100;
        status = rr_project_player_mean_damage(&check, &seed_mean);
        if (status != RR_OK) {
            return fail("rr_project_player_mean_damage (seed)", status);
        }
        printf("Seed reading, fire of 100 at stored level %d (45%%): mean damage %.3f\n", RES_LEVEL_BASE + 2,
               seed_mean.value);
    }

    failed |= project("A fire bolt of 60 from a level-20 monster", &g, &p, inventory, (int)RR_GF_FIRE, 60,
                      (int)RR_FEAT_FLOOR, 20, 0);
    failed |= project("A frost bolt of 60 from a level-20 monster", &g, &p, inventory, (int)RR_GF_COLD, 60,
                      (int)RR_FEAT_WATER, 20, 0);
    failed |= project("A nexus breath of 150 from a level-40 monster", &g, &p, inventory, (int)RR_GF_NEXUS, 150,
                      (int)RR_FEAT_FLOOR, 40, 0);
    failed |= project("A gravity breath of 80 from a level-40 monster", &g, &p, inventory, (int)RR_GF_GRAVITY, 80,
                      (int)RR_FEAT_FLOOR, 40, 0);
    failed |= project("A whip of 20 from an animal (spit)", &g, &p, inventory, (int)RR_GF_WHIP, 20,
                      (int)RR_FEAT_FLOOR, 10, RF3_ANIMAL);
    failed |= project("The player's own ball of mana, 50", &g, &p, inventory, (int)RR_GF_MANA, 50,
                      (int)RR_FEAT_FLOOR, -1, 0);
    printf("%lu draws in all\n", g.draws);
    return failed;
}
