/* oangband_monster.c: how an Oangband 1.1.0 game hands a monster to roguerules
 * as it holds it, and lets the library follow its own code (the
 * RR_READING_OANGBAND_1_1_0 reading) with the game's own random stream.
 *
 * The game's structures are mirrored below with only the fields the monster
 * projection reads, under the names the game gives them (types.h:
 * monster_type, monster_race); the RF*_ bits are the game's values (defines.h).
 * A real game includes its own headers instead and keeps the rest unchanged:
 *
 *   - the race's flags1..flags4 go, untouched, into race_flags1..race_flags4
 *     (bits the projection does not read are ignored; RF1_UNIQUE makes a
 *     unique, RF1_NEVER_MOVE a monster that cannot move);
 *   - speeds go in as the game stores them (mspeed, r_ptr->speed: 110 is
 *     normal) with stored_speeds = 1, and the outcome's speed comes back the
 *     same way;
 *   - the game's Rand_div() answers every draw through an rr_roller, so each
 *     projection consumes the game's stream exactly as the game's own
 *     project_m() would.
 *
 * Build by hand (from the workspace root), in C89:
 *   cargo build --release -p roguerules-ffi
 *   cc -std=c89 -pedantic -Wall -Wextra -Werror -Iinclude \
 *      ffi/examples/c/oangband_monster.c target/release/libroguerules.a \
 *      -lpthread -ldl -lm -o oangband_monster
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "roguerules.h"

/* --- The game's declarations (a mirror of what this file needs) ---------- */

typedef unsigned char byte;
typedef short s16b;
typedef unsigned short u16b;
typedef uint32_t u32b;

/* defines.h: the bits of the races below, and the two of flags1 the
 * projection reads. */
#define RF1_UNIQUE 0x00000001UL
#define RF1_NEVER_MOVE 0x00020000UL
#define RF1_DROP_60 0x00800000UL
#define RF2_SMART 0x00000002UL
#define RF3_ORC 0x00000001UL
#define RF3_ANIMAL 0x00000080UL
#define RF3_EVIL 0x00000040UL
#define RF3_IM_POIS 0x00100000UL
#define RF3_RES_DISE 0x04000000UL
#define RF3_NO_CONF 0x40000000UL
#define RF3_NO_SLEEP 0x80000000UL
#define RF4_ARROW 0x00000010UL

/* A monster race (r_info): the fields project_m() looks at. */
typedef struct monster_race {
    u16b name;   /* offset of the name in r_name */
    s16b ac;     /* armour class */
    byte speed;  /* normal speed is 110 */
    byte mana;   /* maximum mana */
    u32b flags1; /* RF1_* */
    u32b flags2; /* RF2_* */
    u32b flags3; /* RF3_* */
    u32b flags4; /* RF4_* */
    byte level;
    char d_char;
} monster_race;

/* A monster on the level (m_list). */
typedef struct monster_type {
    s16b r_idx; /* its race */
    s16b hp;
    s16b maxhp;
    s16b csleep; /* sleep counter */
    byte mspeed; /* current speed, 110 normal */
    byte stunned;
    byte confused;
    byte monfear;
    byte mana;
} monster_type;

/* This example's own races (not the game's data). */
static const char r_name[] = "\0Cave orc\0Grip, Farmer Maggot's Dog\0Disenchanter mold";

static const monster_race r_info[] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0, ' '},
    {1, 36, 110, 0, RF1_DROP_60, RF2_SMART, RF3_ORC | RF3_EVIL, RF4_ARROW, 7, 'o'},
    {10, 30, 120, 0, RF1_UNIQUE, 0, RF3_ANIMAL, 0, 2, 'C'},
    {36, 20, 110, 0, RF1_NEVER_MOVE, 0, RF3_IM_POIS | RF3_RES_DISE | RF3_NO_CONF | RF3_NO_SLEEP, 0, 16, 'm'},
};

/* --- The game's random stream (a tiny stand-in for z-rand.c) ------------- */

typedef struct game_rand {
    u32b state; /* Rand_value, from the savefile */
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

/* The rr_roller callback: the library asks for lo..=hi (lo < hi); the game
 * answers with its own rand_range(lo, hi) = lo + Rand_div(hi - lo + 1). */
static int32_t game_uniform(void *user, int32_t lo, int32_t hi) {
    return lo + (int32_t)Rand_div((game_rand *)user, ((u32b)hi - (u32b)lo) + 1u);
}

/* --- From the game's monster to the library's input ---------------------- */

/* The input of a projection of typ for dam from who (> 0: a monster's index;
 * otherwise the player, here a level-30 mage) on m_ptr, standing on feat. */
static void fill_input(rr_project_monster_input *in, int who, int typ, int dam, int feat,
                       const monster_type *m_ptr) {
    const monster_race *r_ptr = &r_info[m_ptr->r_idx];

    memset(in, 0, sizeof *in);
    in->reading = RR_READING_OANGBAND_1_1_0;
    in->gf = (uint32_t)typ;
    in->dam = dam;
    in->terrain = (uint32_t)feat;
    if (who > 0) {
        in->source.player = 0;
    } else {
        in->source.player = 1;
        in->source.level = 30;
        in->source.pclass = RR_PROJECT_CLASS_MAGE;
    }

    in->monster.name = r_name + r_ptr->name;
    in->monster.display_char = r_ptr->d_char;
    in->monster.level = r_ptr->level;
    in->monster.ac = r_ptr->ac;
    in->monster.hp = m_ptr->hp;
    in->monster.maxhp = m_ptr->maxhp;
    /* The race's words as held; RF1_UNIQUE and RF1_NEVER_MOVE decide. */
    in->monster.race_flags1 = r_ptr->flags1;
    in->monster.race_flags2 = r_ptr->flags2;
    in->monster.race_flags3 = r_ptr->flags3;
    in->monster.race_flags4 = r_ptr->flags4;
    in->monster.unique = 0;
    in->monster.can_move = 1;
    /* Speeds as stored (+110). */
    in->monster.stored_speeds = 1;
    in->monster.speed = m_ptr->mspeed;
    in->monster.race_speed = r_ptr->speed;
    in->monster.stun = m_ptr->stunned;
    in->monster.confusion = m_ptr->confused;
    in->monster.fear = m_ptr->monfear;
    in->monster.sleep = m_ptr->csleep;
    in->monster.mana = m_ptr->mana;
}

/* Applies an outcome to the game's monster, as project_m() would leave it
 * (placement of a teleport, polymorph and clone stay the game's). */
static void apply_outcome(monster_type *m_ptr, const rr_project_monster_outcome *o) {
    m_ptr->hp = (s16b)o->hp;
    m_ptr->stunned = (byte)o->stun;
    m_ptr->confused = (byte)o->confusion;
    m_ptr->monfear = (byte)o->fear;
    m_ptr->csleep = (s16b)o->sleep;
    m_ptr->mspeed = (byte)o->speed;
    m_ptr->mana = (byte)o->mana;
}

static int fail(const char *what, rr_status status) {
    fprintf(stderr, "%s: %s\n", what, rr_status_message(status));
    return 1;
}

/* One projection: rolled with the game's stream, applied, and its exact
 * odds under both readings. */
static int project(const char *what, game_rand *g, int who, int typ, int dam, int feat, monster_type *m_ptr) {
    rr_roller roller;
    rr_random random;
    rr_project_monster_input in;
    rr_project_monster_outcome out;
    rr_fraction game_mean, seed_mean;
    rr_status status;
    unsigned long before = g->draws;

    roller.uniform = game_uniform;
    roller.user = g;
    random = rr_random_from_roller(&roller); /* one line in C89: no compound literal needed */

    fill_input(&in, who, typ, dam, feat, m_ptr);
    status = rr_project_monster_mean_damage(&in, &game_mean);
    if (status != RR_OK) {
        return fail("rr_project_monster_mean_damage", status);
    }
    in.reading = RR_READING_SEED;
    status = rr_project_monster_mean_damage(&in, &seed_mean);
    if (status != RR_OK) {
        return fail("rr_project_monster_mean_damage (seed)", status);
    }
    in.reading = RR_READING_OANGBAND_1_1_0;
    status = rr_project_monster(random, &in, &out);
    if (status != RR_OK) {
        return fail("rr_project_monster", status);
    }

    printf("%s on %s (%d/%d HP, speed %d):\n", what, in.monster.name, (int)m_ptr->hp, (int)m_ptr->maxhp,
           (int)m_ptr->mspeed - 110);
    printf("  mean damage %.3f (game), %.3f (seed)\n", game_mean.value, seed_mean.value);
    if (out.avoided) {
        printf("  it avoids the projection\n");
    } else if (out.killed) {
        printf("  %d damage: it dies\n", (int)out.damage);
    } else {
        printf("  %d damage, %d HP left; stun %d, confusion %d, fear %d, sleep %d, speed %d\n", (int)out.damage,
               (int)out.hp, (int)out.stun, (int)out.confusion, (int)out.fear, (int)out.sleep, (int)out.speed - 110);
    }
    printf("  %lu draw(s) from the game's stream\n", g->draws - before);
    if (!out.killed) {
        apply_outcome(m_ptr, &out);
    }
    return 0;
}

/* A chest as the game holds it (object_type: tval TV_CHEST, sval the kind,
 * pval the trap level, negative once disarmed): the library's lookups return
 * values, so they sit in an expression or a switch without a wrapper. */
static void describe_chest(int sval, int pval, int dlev) {
    const char *kind = rr_chest_native_level_of((uint32_t)sval) > dlev ? "out-of-depth" : "ordinary";
    printf("Chest sval %d (native level %d, %s at level %d), pval %d: ", sval,
           (int)rr_chest_native_level_of((uint32_t)sval), kind, dlev, pval);
    switch (rr_chest_traps_of_level(pval)) {
    case 0:
        printf("no trap\n");
        break;
    case RR_CHEST_LOSE_STR:
    case RR_CHEST_LOSE_CON:
        printf("a poison needle\n");
        break;
    case RR_CHEST_POISON:
    case RR_CHEST_PARALYZE:
        printf("a gas trap\n");
        break;
    default:
        printf("traps 0x%03x\n", (unsigned)rr_chest_traps_of_level(pval));
        break;
    }
}

int main(void) {
    game_rand g;
    monster_type orc, dog, mold;
    int failed = 0;

    g.state = 0x2545F491UL; /* restored from the savefile */
    g.draws = 0;

    memset(&orc, 0, sizeof orc);
    orc.r_idx = 1;
    orc.hp = orc.maxhp = 33;
    orc.mspeed = 110;
    orc.csleep = 20;
    memset(&dog, 0, sizeof dog);
    dog.r_idx = 2;
    dog.hp = dog.maxhp = 45;
    dog.mspeed = 120;
    memset(&mold, 0, sizeof mold);
    mold.r_idx = 3;
    mold.hp = mold.maxhp = 72;
    mold.mspeed = 110;

    printf("Oangband 1.1.0 monsters, the game's reading (RR_READING_OANGBAND_1_1_0 = %u)\n",
           (unsigned)RR_READING_OANGBAND_1_1_0);
    /* who 0: the player casts; who 5: the monster in m_list[5] breathes. */
    failed |= project("The player's frost bolt of 25", &g, 0, (int)RR_GF_COLD, 25, (int)RR_FEAT_FLOOR, &orc);
    failed |= project("The player's sound ball of 40", &g, 0, (int)RR_GF_SOUND, 40, (int)RR_FEAT_RUBBLE, &orc);
    failed |= project("The player's confusion of 30", &g, 0, (int)RR_GF_CONFUSION, 30, (int)RR_FEAT_FLOOR, &dog);
    failed |= project("The player's slow monster of 40", &g, 0, (int)RR_GF_OLD_SLOW, 40, (int)RR_FEAT_FLOOR, &dog);
    failed |= project("A breath of disenchantment of 90", &g, 5, (int)RR_GF_DISENCHANT, 90, (int)RR_FEAT_RUBBLE,
                      &mold);
    failed |= project("A breath of shards of 100", &g, 5, (int)RR_GF_SHARD, 100, (int)RR_FEAT_RUBBLE, &mold);
    printf("%lu draws in all\n", g.draws);
    describe_chest(1, 3, 10);  /* SV_SW_CHEST */
    describe_chest(7, 60, 40); /* SV_LS_CHEST */
    describe_chest(3, -3, 20); /* disarmed */
    return failed;
}
