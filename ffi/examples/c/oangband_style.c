/* oangband_style.c: how a C roguelike in the Oangband family adopts roguerules
 * one rule at a time while keeping its own savefile-seeded random stream.
 *
 * Build by hand (from the workspace root):
 *   cargo build --release -p roguerules-ffi
 *   cc -std=c99 -Wall -Wextra -Iffi/include ffi/examples/c/oangband_style.c \
 *      target/release/libroguerules.a -lpthread -ldl -lm -o oangband_style
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

static int fail(const char *what, rr_status status);

/* The chest trap bits are the game's own (Oangband 1.1.0's defines.h). */
static const struct {
    uint16_t bit;
    const char *name;
} chest_traps[] = {
    {RR_CHEST_LOSE_STR, "-str"},
    {RR_CHEST_LOSE_CON, "-con"},
    {RR_CHEST_POISON, "poison"},
    {RR_CHEST_PARALYZE, "paralysis"},
    {RR_CHEST_EXPLODE, "explode"},
    {RR_CHEST_SUMMON, "summon"},
    {RR_CHEST_SCATTER, "scatter"},
    {RR_CHEST_ELEMENTAL_SUMMON, "elemental summon"},
    {RR_CHEST_BIRD_SUMMON, "bird summon"},
    {RR_CHEST_TYPED_SUMMON, "typed summon"},
    {RR_CHEST_RUNES_OF_EVIL, "runes of evil"},
};

static const char *const timed_names[] = {
    "blindness", "confusion", "poison", "paralysis", "stun", "cuts", "hallucination",
};

static const char *const summon_names[] = {
    "monsters", "thieves", "a unique", "elementals", "birds",
    "a demon", "dragons", "hybrid monsters", "vortices", "software bugs",
};

/* Prints what a trap did, the way a game's message line would. */
static void describe_outcome(const rr_trap_outcome *o) {
    uint32_t i;
    for (i = 0; i < o->len; i++) {
        const rr_trap_effect *e = &o->effects[i];
        switch (e->kind) {
        case RR_EFFECT_DAMAGE:
            printf("  You take %lld damage.\n", (long long)e->amount);
            break;
        case RR_EFFECT_DRAIN_STAT:
            printf("  %s\n", e->sustained ? "You feel very healthy for a moment." : "You feel weaker!");
            break;
        case RR_EFFECT_TIMED:
            printf("  %s %s %lld turns.\n", timed_names[e->counter],
                   e->change == RR_CHANGE_SET ? "set to" : "for another", (long long)e->amount);
            break;
        case RR_EFFECT_RESISTED:
            printf("  You resist the %s.\n", timed_names[e->counter]);
            break;
        case RR_EFFECT_SUMMON:
            printf("  %lld %s appear (level %lld)!\n", (long long)e->amount, summon_names[e->summon],
                   (long long)e->level);
            break;
        case RR_EFFECT_BALL:
            printf("  A ball of radius %lld bursts for %lld.\n", (long long)e->radius, (long long)e->amount);
            break;
        case RR_EFFECT_DESTROY_CHEST:
            printf("  The chest is destroyed.\n");
            break;
        case RR_EFFECT_SCATTER:
            printf("  The contents of the chest scatter all over the dungeon!\n");
            break;
        case RR_EFFECT_SAVED:
            printf("  You resist the effects!\n");
            break;
        default:
            printf("  (effect %u)\n", (unsigned)e->kind);
            break;
        }
    }
}

static int open_chest(rr_random random) {
    rr_trap_player player;
    rr_trap_outcome outcome;
    int32_t native = 0, trap_level = 0;
    uint16_t traps = 0;
    rr_status status;
    unsigned bit;

    memset(&player, 0, sizeof player);
    player.armour_class = 40;
    player.saving_throw = 45;
    player.flags = RR_PLAYER_FREE_ACTION;
    player.sustains = 1u << RR_STAT_CON;

    if ((status = rr_chest_native_level(RR_CHEST_SMALL_STEEL, &native)) != RR_OK) {
        return fail("rr_chest_native_level", status);
    }
    status = rr_chest_open(random, native, 30, &player, &trap_level, &traps, &outcome);
    if (status != RR_OK) {
        return fail("rr_chest_open", status);
    }
    printf("You open a Small steel chest (native level %lld): trap level %lld, traps:", (long long)native,
           (long long)trap_level);
    if (traps == 0) {
        printf(" none");
    }
    for (bit = 0; bit < sizeof chest_traps / sizeof chest_traps[0]; bit++) {
        if (traps & chest_traps[bit].bit) {
            printf(" [%s]", chest_traps[bit].name);
        }
    }
    printf("\n");
    describe_outcome(&outcome);
    return 0;
}

static const char *const crit_messages[] = {
    "", " It was a good hit!", " It was a great hit!", " It was a superb hit!",
    " It was a *GREAT* hit!", " It was a *SUPERB* hit!",
};

/* A melee exchange: the game's character attacks an orc (armour class 36; made up, as in the benches) for a round. */
static int melee_exchange(rr_random random) {
    rr_ang_character hero;
    rr_ang_monster orc;
    rr_ang_melee melee;
    rr_ang_round round;
    rr_fraction hit, kill, mean;
    rr_status status;
    uint32_t i;

    memset(&hero, 0, sizeof hero);
    hero.pclass = RR_ANG_CLASS_WARRIOR;
    hero.race = RR_ANG_RACE_DWARF;
    hero.level = 20;
    hero.str = 18 + 100; /* 18/100 */
    hero.dex = 18 + 50;  /* 18/50 */
    hero.has_weapon = 1;
    hero.weapon.dice.count = 2;
    hero.weapon.dice.sides = 5;
    hero.weapon.to_hit = 3;
    hero.weapon.to_dam = 4;
    hero.weapon.weight = 150; /* 15 lb */
    hero.weapon.slays = RR_ANG_SLAY_ORC;

    memset(&orc, 0, sizeof orc);
    orc.ac = 36;
    orc.flags = RR_ANG_MONSTER_ORC | RR_ANG_MONSTER_EVIL;
    orc.visible = 1;
    orc.hp_known = 1;
    orc.hp = 33;

    if ((status = rr_ang_melee_of(&hero, &melee)) != RR_OK) {
        return fail("rr_ang_melee_of", status);
    }
    if ((status = rr_ang_hit_chance(melee.skill, orc.ac, orc.visible, &hit)) != RR_OK ||
        (status = rr_ang_expected_round_damage(&melee, &orc, &mean)) != RR_OK ||
        (status = rr_ang_kill_chance(&melee, &orc, &kill)) != RR_OK) {
        return fail("exact odds", status);
    }
    printf("Your Broad Sword (2d5) (+3,+4) of *Slay Orc*: %u blows, skill %d; "
           "to hit the orc (AC %u): %llu/%llu; mean damage a round %.2f; kills it in a round: %.1f%%\n",
           (unsigned)melee.blows.blows, melee.skill, (unsigned)orc.ac, (unsigned long long)hit.numerator,
           (unsigned long long)hit.denominator, mean.value, 100.0 * kill.value);

    if ((status = rr_ang_melee_round(random, &melee, &orc, &round)) != RR_OK) {
        return fail("rr_ang_melee_round", status);
    }
    for (i = 0; i < round.len; i++) {
        const rr_ang_attack *b = &round.blows[i];
        if (b->hit) {
            printf("  You hit the orc (%lld x%lld).%s (%lld damage)\n", (long long)b->dice,
                   (long long)b->multiplier, crit_messages[b->critical], (long long)b->damage);
        } else {
            printf("  You miss the orc.\n");
        }
    }
    printf("  %s (%lld damage in all)\n", round.killed ? "You have slain the orc." : "The orc fights on.",
           (long long)round.damage);
    return 0;
}

static const char *const counter_names[RR_PROJECT_COUNTERS] = {
    "stun", "cuts", "poison", "confusion", "blindness", "fear", "hallucination", "slowness", "paralysis",
};

/* A dark elven priest casts a fire bolt (9d8) at the character, who stands on
 * the floor with 35% fire resistance: the game passes its own GF_FIRE (10)
 * and FEAT_FLOOR (0x01), and its own generator rolls the bolt and whatever
 * the projection draws. */
static int fire_bolt_at_character(rr_random random) {
    rr_project_player_input in;
    rr_project_player_outcome out;
    rr_fraction mean;
    rr_dice *bolt = NULL;
    int64_t dam = 0;
    rr_status status;
    int i;

    if ((status = rr_dice_parse("9d8", &bolt)) != RR_OK) {
        return fail("rr_dice_parse", status);
    }
    status = rr_dice_roll(bolt, random, &dam);
    rr_dice_free(bolt);
    if (status != RR_OK) {
        return fail("rr_dice_roll", status);
    }

    memset(&in, 0, sizeof in);
    in.gf = RR_GF_FIRE;          /* the game's typ: GF_FIRE is 10 in defines.h */
    in.dam = (int32_t)dam;
    in.terrain = RR_FEAT_FLOOR;  /* cave_feat[y][x] */
    in.land = RR_FEAT_FLOOR;
    in.player.level = 20;
    in.player.exp = 5000;
    in.player.pclass = RR_PROJECT_CLASS_RANGER;
    in.player.resist[RR_P_RES_FIRE] = 35; /* p_ptr->res_list, as a percentage */
    for (i = 0; i < 6; i++) {
        in.player.stats[i] = 16;
    }
    in.player.stats[RR_STAT_DEX] = 18 + 20; /* 18/20 */
    in.player.sustains = 1u << RR_STAT_STR;
    in.player.ac = 40;
    in.player.base_ac = 30;
    in.player.energy = 10;
    in.player.weight_limit = 150;
    in.player.pack_weight = 90;
    in.player.save = 40;
    in.player.counters[RR_PROJECT_COUNTER_POISON] = 3; /* already poisoned */
    in.source.level = 24;

    if ((status = rr_project_player_mean_damage(&in, &mean)) != RR_OK) {
        return fail("rr_project_player_mean_damage", status);
    }
    if ((status = rr_project_player(random, &in, &out)) != RR_OK) {
        return fail("rr_project_player", status);
    }
    printf("The dark elven priest casts a fire bolt (%lld): you take %lld damage (mean %.2f at 35%% fire "
           "resistance).\n",
           (long long)dam, (long long)out.damage, mean.value);
    for (i = 0; i < RR_PROJECT_COUNTERS; i++) {
        if (out.counters[i] != in.player.counters[i]) {
            printf("  Your %s is now %lld.\n", counter_names[i], (long long)out.counters[i]);
        } else if (out.counters[i] != 0) {
            printf("  Your %s stays at %lld.\n", counter_names[i], (long long)out.counters[i]);
        }
    }
    if (out.stat_drain[RR_STAT_STR] > 0) {
        printf("  You feel weaker!\n");
    }
    if (out.inventory_fire.affected) {
        printf("  Each fire-hating item burns with %lld (potions, scrolls), %lld (rods), %lld (others) in 1000.\n",
               (long long)out.inventory_fire.potions_scrolls, (long long)out.inventory_fire.rods,
               (long long)out.inventory_fire.other);
    }
    return 0;
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
        printf("Turn %d: you hit the orc for %lld damage.\n", turn, (long long)dealt);
    }
    rr_dice_free(weapon);

    /* A melee exchange, a chest being opened (its traps rolled and triggered),
     * then a fire bolt at the character. */
    if (melee_exchange(random) != 0) {
        return 1;
    }
    if (open_chest(random) != 0) {
        return 1;
    }
    if (fire_bolt_at_character(random) != 0) {
        return 1;
    }
    printf("The game's generator was called %u times.\n", savefile_rng.calls);
    return 0;
}
