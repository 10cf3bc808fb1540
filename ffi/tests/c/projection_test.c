/* Oangband's damage types from C (seed 000, rr_project_*): the codes pinned to
 * Oangband 1.1.0's numbers, projections on a monster, a grid, a floor object
 * and the player replayed draw for draw through the game's own generator, the
 * exact odds and the length protocol of the distributions, and for each
 * function a NULL pointer, invalid input and a broken generator or short
 * buffer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "roguerules.h"
#include "check.h"

static rr_rng *rng;

static rr_random built_in(void) {
    rr_random r = {rng, NULL};
    return r;
}

/* A generator that must not be called: the case draws nothing. */
static int32_t never(void *user, int32_t lo, int32_t hi) {
    int *calls = (int *)user;
    (void)hi;
    (*calls)++;
    return lo;
}

static int is_fraction(rr_fraction f, uint64_t num, uint64_t den) {
    return f.exact == 1 && f.numerator == num && f.denominator == den;
}

static void test_codes(void) {
    /* Oangband 1.1.0's defines.h: a game passes its own typ and feat. */
    CHECK(RR_GF_ROCK == 1 && RR_GF_ARROW == 3 && RR_GF_WHIP == 6);
    CHECK(RR_GF_ACID == 8 && RR_GF_ELEC == 9 && RR_GF_FIRE == 10 && RR_GF_COLD == 11 && RR_GF_POIS == 12);
    CHECK(RR_GF_PLASMA == 13 && RR_GF_HELLFIRE == 14 && RR_GF_ICE == 15);
    CHECK(RR_GF_LITE_WEAK == 20 && RR_GF_LITE == 21 && RR_GF_DARK == 24 && RR_GF_MORGUL_DARK == 25);
    CHECK(RR_GF_STORM == 33 && RR_GF_NEXUS == 36 && RR_GF_TIME == 40 && RR_GF_MANA == 43);
    CHECK(RR_GF_HOLY_ORB == 44 && RR_GF_KILL_WALL == 50 && RR_GF_KILL_TRAP == 52);
    CHECK(RR_GF_HOLD == 59 && RR_GF_TURN_ALL == 66 && RR_GF_DISP_SMALL_ALL == 73 && RR_GF_OLD_DRAIN == 81);
    CHECK(RR_FEAT_FLOOR == 0x01 && RR_FEAT_LAVA == 0x08 && RR_FEAT_WATER == 0x09);
    CHECK(RR_FEAT_TREE == 0x0A && RR_FEAT_RUBBLE == 0x31 && RR_PROJECT_NO_CHANGE == 0);
    CHECK(RR_TR3_IGNORE_ACID == 0x00010000UL && RR_TR3_IGNORE_COLD == 0x00080000UL);
    CHECK(RR_P_RES_ACID == 0 && RR_P_RES_FIRE == 2 && RR_P_RES_DISEN == 13 && RR_P_RES_MAX == 14);
    CHECK(RR_STAT_STR == 0 && RR_STAT_CHR == 5);
    CHECK(RR_MON_IM_FIRE == 4 && RR_MON_DRAGON == 0x80000000ULL && RR_MON_NO_FEAR == 0x400000000ULL);
    CHECK(RR_PROJECT_COUNTERS == 9 && RR_PROJECT_SLOTS == 8 && RR_PROJECT_MAX_TEMP_EFFECTS == 32);
}

/* The seed's monster example: a fire bolt of 90 on a fire-immune monster
 * standing in water. */
static rr_project_monster_input fire_bolt_on_fire_immune(void) {
    rr_project_monster_input in;
    memset(&in, 0, sizeof in);
    in.gf = RR_GF_FIRE;
    in.dam = 90;
    in.terrain = RR_FEAT_WATER;
    in.source.player = 1;
    in.source.level = 1;
    in.source.pclass = RR_PROJECT_CLASS_MAGE;
    in.monster.display_char = 'Z';
    in.monster.hp = 30;
    in.monster.maxhp = 30;
    in.monster.can_move = 1;
    in.monster.flags = RR_MON_IM_FIRE;
    return in;
}

/* README's orc: a darkness ball of 100 from the player, the orc on rubble. */
static rr_project_monster_input darkness_on_orc(void) {
    rr_project_monster_input in;
    memset(&in, 0, sizeof in);
    in.gf = RR_GF_DARK;
    in.dam = 100;
    in.terrain = RR_FEAT_RUBBLE;
    in.source.player = 1;
    in.source.level = 1;
    in.monster.name = "Cave orc";
    in.monster.display_char = 'o';
    in.monster.level = 7;
    in.monster.hp = 30;
    in.monster.maxhp = 30;
    in.monster.can_move = 1;
    in.monster.flags = RR_MON_ORC | RR_MON_EVIL;
    return in;
}

static void test_monster(void) {
    int calls = 0;
    rr_roller counting = {never, &calls};
    rr_random game = {NULL, &counting};
    rr_project_monster_input in = fire_bolt_on_fire_immune();
    rr_project_monster_outcome out;
    rr_fraction f;

    /* 90 - 90/2 = 45 after the water (Half), 45 / 9 = 5 after IM_FIRE: no draw. */
    CHECK_STATUS(rr_project_monster(game, &in, &out), RR_OK);
    CHECK(calls == 0);
    CHECK(out.damage == 5 && out.hp == 25 && out.killed == 0 && out.hp_lost == 5 && out.avoided == 0);
    CHECK(out.has_resist == 1 && out.resist_condition == RR_CONDITION_IM_FIRE);
    CHECK(out.resist_fraction == RR_FRACTION_NINTH);
    CHECK_STATUS(rr_project_monster_mean_damage(&in, &f), RR_OK);
    CHECK(is_fraction(f, 5, 1));
    CHECK_STATUS(rr_project_monster_kill_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 0, 1));

    /* A storm of 300 from a monster: "Water spirit" is immune by its name
     * (note (m)), "Waldern, King of Water" is not. */
    {
        /* (n) extra half: 0 of 0..5 (yes, 450); (o) stun: 0 of 0..1 (yes);
         * (p) confusion: 2 of 0..2 (no); (q) teleport roll: 1000 of 0..1350,
         * not above his 2000 maximum hit points. */
        static const int32_t draws[] = {0, 0, 2, 1000};
        script s = {draws, 4, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        rr_project_monster_input storm;
        memset(&storm, 0, sizeof storm);
        storm.gf = RR_GF_STORM;
        storm.dam = 300;
        storm.terrain = RR_FEAT_FLOOR;
        storm.source.player = 0;
        storm.monster.name = "Water spirit";
        storm.monster.display_char = 'E';
        storm.monster.level = 17;
        storm.monster.hp = 40;
        storm.monster.maxhp = 40;
        storm.monster.can_move = 1;
        storm.monster.flags = RR_MON_IM_POIS;
        storm.monster.speed = 20;
        storm.monster.race_speed = 20;
        calls = 0;
        CHECK_STATUS(rr_project_monster(game, &storm, &out), RR_OK);
        CHECK(out.damage == 0 && out.has_resist == 1 && out.resist_condition == RR_CONDITION_WATER_RESISTANT);
        CHECK(out.resist_fraction == RR_FRACTION_ZERO && out.hp == 40 && out.speed == 20);
        CHECK(calls == 0); /* no damage: (o)-(q) need some, the range 0..0 draws nothing */

        storm.monster.name = "Waldern, King of Water";
        storm.monster.unique = 1;
        storm.monster.hp = 200;
        storm.monster.maxhp = 2000;
        CHECK_STATUS(rr_project_monster(scripted, &storm, &out), RR_OK);
        CHECK(s.next == 4 && s.last_lo == 0 && s.last_hi == 1350);
        CHECK(out.damage == 450 && out.killed == 0 && out.hp == 0 && out.hp_lost == 200);
        CHECK(out.stun == 20 && out.teleport == 0 && out.has_resist == 0);
        /* A monster never kills a unique (final note i). */
        CHECK_STATUS(rr_project_monster_kill_chance(&storm, &f), RR_OK);
        CHECK(is_fraction(f, 0, 1));
        /* A NULL name is no name: the spirit's immunity goes with it. */
        storm.monster.name = NULL;
        storm.monster.unique = 0;
        CHECK_STATUS(rr_project_monster_mean_damage(&storm, &f), RR_OK);
        CHECK(f.exact == 1 && f.value > 300.0);
    }

    /* The orc: avoided 1 in 4 on rubble; 88 after the rubble, (g) 3 * 88 / k
     * for k in 5..7: 52, 44, 37, each above 30 HP. */
    in = darkness_on_orc();
    CHECK_STATUS(rr_project_monster_kill_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 3, 4));
    CHECK_STATUS(rr_project_monster_mean_damage(&in, &f), RR_OK);
    CHECK(is_fraction(f, 133, 4) && f.value == 33.25);
    {
        static const int32_t draws[] = {1, 6}; /* not avoided (1 of 0..3); k = 6 */
        script s = {draws, 2, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        CHECK_STATUS(rr_project_monster(scripted, &in, &out), RR_OK);
        CHECK(s.next == 2 && s.last_lo == 5 && s.last_hi == 7);
        CHECK(out.damage == 44 && out.killed == 1 && out.hp == 0 && out.hp_lost == 44);
        CHECK(out.resist_condition == RR_CONDITION_ORC && out.resist_fraction == RR_FRACTION_G);
    }
}

static void test_monster_pmf(void) {
    rr_project_monster_input in = darkness_on_orc();
    rr_value_probability rows[8], before;
    size_t len = 99;

    /* The length protocol: NULL asks for the length (len is then ignored). */
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, NULL, 12345, &len), RR_OK);
    CHECK(len == 4);
    memset(&before, 0x5a, sizeof before);
    rows[0] = before;
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, rows, 3, &len), RR_BUFFER_TOO_SMALL);
    CHECK(memcmp(&rows[0], &before, sizeof before) == 0 && len == 4);
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, rows, SIZE_MAX, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, rows, 8, &len), RR_OK);
    CHECK(len == 4);
    CHECK(rows[0].value == 0 && is_fraction(rows[0].probability, 1, 4));
    CHECK(rows[1].value == 37 && rows[2].value == 44 && rows[3].value == 52);
    CHECK(is_fraction(rows[3].probability, 1, 4));
}

static void test_monster_invalid(void) {
    rr_project_monster_input in = fire_bolt_on_fire_immune();
    rr_project_monster_outcome out, before;
    rr_fraction f;
    size_t len;
    rr_random none = {NULL, NULL};
    rr_roller broken = {too_high, NULL};
    rr_random bad = {NULL, &broken};
    rr_random both = {rng, &broken};

    memset(&before, 0x5a, sizeof before);
    out = before;
    CHECK_STATUS(rr_project_monster(built_in(), NULL, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster(none, &in, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster(both, &in, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster(built_in(), &in, (rr_project_monster_outcome *)misaligned()),
                 RR_MISALIGNED_POINTER);
    CHECK(memcmp(&out, &before, sizeof out) == 0); /* nothing written on failure */
    /* On rubble the avoidance is drawn: a broken generator fails the call. */
    in.terrain = RR_FEAT_RUBBLE;
    CHECK_STATUS(rr_project_monster(bad, &in, &out), RR_RNG_OUT_OF_RANGE);
    CHECK(memcmp(&out, &before, sizeof out) == 0);

    CHECK_STATUS(rr_project_monster_damage_pmf(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, NULL, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster_kill_chance(NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster_kill_chance(&in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster_mean_damage(NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_monster_mean_damage(&in, NULL), RR_NULL_ARGUMENT);

    /* Unknown codes, types without a monster row, a monster casting hold,
     * unknown flag bits, yes/no other than 0/1, numbers out of range. */
    in = fire_bolt_on_fire_immune();
    in.gf = 7; /* no GF_* has number 7 */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_damage_pmf(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_kill_chance(&in, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_mean_damage(&in, &f), RR_INVALID_ARGUMENT);
    in.gf = RR_GF_WHIP;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.gf = RR_GF_KILL_TRAP;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.gf = RR_GF_HOLD;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    in.source.player = 0;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.terrain = 0x02;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.source.pclass = 9;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.source.pclass = RR_PROJECT_CLASS_ASSASSIN; /* boundary */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    in.source.level = 51;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.source.player = 0; /* a monster's fields are ignored */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    in = fire_bolt_on_fire_immune();
    in.monster.flags = RR_MON_NO_FEAR << 1;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.monster.unique = 2;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.monster.hp = 31; /* above maxhp */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = fire_bolt_on_fire_immune();
    in.dam = 5001;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.dam = 5000; /* boundary */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.killed == 1 && out.damage == 277); /* 5000 - 2500 = 2500, / 9 */
    in.dam = -1;
    CHECK_STATUS(rr_project_monster_mean_damage(&in, &f), RR_INVALID_ARGUMENT);
}

static rr_project_terrain_input terrain_input(uint32_t gf, int32_t dam, uint32_t feat, int32_t k) {
    rr_project_terrain_input in;
    memset(&in, 0, sizeof in); /* reading 0: RR_READING_SEED */
    in.gf = gf;
    in.dam = dam;
    in.terrain = feat;
    in.adjacent_water = k;
    return in;
}

static void test_terrain(void) {
    rr_project_terrain_input in = terrain_input(RR_GF_COLD, 900, RR_FEAT_LAVA, 0);
    rr_value_probability rows[4];
    size_t len = 0;
    uint32_t feat = 12345;
    int calls = 0;
    rr_roller counting = {never, &calls};
    rr_random game = {NULL, &counting};
    rr_random none = {NULL, NULL};
    rr_roller broken = {too_high, NULL};
    rr_random bad = {NULL, &broken};

    /* Cold of 900 on lava: 900 beats 600 on 301..1200, then 1 of 0..2 fails
     * the 1 in 3 for floor: rubble. */
    {
        static const int32_t draws[] = {600, 1};
        script s = {draws, 2, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        CHECK_STATUS(rr_project_terrain(scripted, &in, &feat), RR_OK);
        CHECK(s.next == 2 && feat == RR_FEAT_RUBBLE);
    }
    /* Floor does not solidify: nothing drawn, no change. */
    in.terrain = RR_FEAT_FLOOR;
    CHECK_STATUS(rr_project_terrain(game, &in, &feat), RR_OK);
    CHECK(calls == 0 && feat == RR_PROJECT_NO_CHANGE);

    /* A flood of 80 on floor with 3 water neighbours: 80 - 100 + 60 = 40 > 0..399. */
    in = terrain_input(RR_GF_WATER, 80, RR_FEAT_FLOOR, 3);
    CHECK_STATUS(rr_project_terrain_distribution(&in, NULL, 0, &len), RR_OK);
    CHECK(len == 2);
    CHECK_STATUS(rr_project_terrain_distribution(&in, rows, 1, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_project_terrain_distribution(&in, rows, 4, &len), RR_OK);
    CHECK(len == 2 && rows[0].value == RR_PROJECT_NO_CHANGE && is_fraction(rows[0].probability, 9, 10));
    CHECK(rows[1].value == RR_FEAT_WATER && is_fraction(rows[1].probability, 1, 10));
    /* Fire of 1501 on floor: lava when 1501 is greater than 601..2400. */
    in = terrain_input(RR_GF_FIRE, 1501, RR_FEAT_FLOOR, 0);
    CHECK_STATUS(rr_project_terrain_distribution(&in, rows, 4, &len), RR_OK);
    CHECK(len == 2 && rows[1].value == RR_FEAT_LAVA && is_fraction(rows[1].probability, 1, 2));
    /* A flood of 500 always floods. */
    in = terrain_input(RR_GF_WATER, 500, RR_FEAT_FLOOR, 0);
    CHECK_STATUS(rr_project_terrain_distribution(&in, rows, 4, &len), RR_OK);
    CHECK(len == 1 && rows[0].value == RR_FEAT_WATER && is_fraction(rows[0].probability, 1, 1));

    /* NULL, invalid, broken. */
    in = terrain_input(RR_GF_FIRE, 1501, RR_FEAT_FLOOR, 0);
    CHECK_STATUS(rr_project_terrain(built_in(), NULL, &feat), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_terrain(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_terrain(none, &in, &feat), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_terrain(bad, &in, &feat), RR_RNG_OUT_OF_RANGE);
    CHECK_STATUS(rr_project_terrain(built_in(), &in, (uint32_t *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_project_terrain_distribution(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_terrain_distribution(&in, NULL, 0, NULL), RR_NULL_ARGUMENT);
    in.adjacent_water = 9;
    CHECK_STATUS(rr_project_terrain(built_in(), &in, &feat), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_terrain_distribution(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
    in.adjacent_water = 8; /* boundary */
    CHECK_STATUS(rr_project_terrain(built_in(), &in, &feat), RR_OK);
    in.terrain = RR_PROJECT_NO_CHANGE; /* not a terrain */
    CHECK_STATUS(rr_project_terrain(built_in(), &in, &feat), RR_INVALID_ARGUMENT);
    in = terrain_input(82, 10, RR_FEAT_FLOOR, 0);
    CHECK_STATUS(rr_project_terrain(built_in(), &in, &feat), RR_INVALID_ARGUMENT);
    in = terrain_input(RR_GF_FIRE, 5001, RR_FEAT_FLOOR, 0);
    CHECK_STATUS(rr_project_terrain_distribution(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);

    /* The whole result: GF_KILL_WALL on rubble under Oangband 1.1.0 turns it to
     * floor and draws rand_int(100) < 1 for a buried object. */
    {
        rr_project_terrain_result res;
        static const int32_t found[] = {0};
        static const int32_t nothing[] = {57};
        script s1 = {found, 1, 0, 0, 0};
        script s2 = {nothing, 1, 0, 0, 0};
        rr_roller r1 = {script_uniform, &s1};
        rr_roller r2 = {script_uniform, &s2};
        rr_random g1 = {NULL, &r1};
        rr_random g2 = {NULL, &r2};
        in = terrain_input(RR_GF_KILL_WALL, 20, RR_FEAT_RUBBLE, 0);
        in.reading = RR_READING_OANGBAND_1_1_0;
        CHECK_STATUS(rr_project_terrain_full(g1, &in, &res), RR_OK);
        CHECK(s1.next == 1 && res.terrain == RR_FEAT_FLOOR && res.buried_object == 1);
        CHECK_STATUS(rr_project_terrain_full(g2, &in, &res), RR_OK);
        CHECK(s2.next == 1 && res.terrain == RR_FEAT_FLOOR && res.buried_object == 0);
        /* The seed reading leaves rubble alone, drawing nothing. */
        in.reading = RR_READING_SEED;
        calls = 0;
        CHECK_STATUS(rr_project_terrain_full(game, &in, &res), RR_OK);
        CHECK(calls == 0 && res.terrain == RR_PROJECT_NO_CHANGE && res.buried_object == 0);
        CHECK_STATUS(rr_project_terrain_full(built_in(), NULL, &res), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_project_terrain_full(built_in(), &in, NULL), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_project_terrain_full(bad, &in, &res), RR_OK); /* nothing drawn */
        in.reading = 2;
        CHECK_STATUS(rr_project_terrain_full(built_in(), &in, &res), RR_INVALID_ARGUMENT);
    }
}

static rr_project_object_input object_input(uint32_t gf, int32_t dam, uint32_t object_class) {
    rr_project_object_input in;
    memset(&in, 0, sizeof in);
    in.gf = gf;
    in.dam = dam;
    in.object_class = object_class;
    return in;
}

static void test_object(void) {
    rr_project_object_input in = object_input(RR_GF_FIRE, 40, RR_OBJ_SCROLL);
    rr_project_object_outcome out;
    rr_fraction f;
    rr_random none = {NULL, NULL};
    rr_roller broken = {too_high, NULL};
    rr_random bad = {NULL, &broken};

    /* A fire ball of 40 on a scroll: destroyed unless 1..40 rolls 40. */
    CHECK_STATUS(rr_project_object_destroy_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 39, 40));
    in.flags = RR_TR3_IGNORE_FIRE; /* the game's own flags3 bit */
    CHECK_STATUS(rr_project_object_destroy_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 0, 1));
    in = object_input(RR_GF_FIRE, 400, RR_OBJ_SWORD);
    CHECK_STATUS(rr_project_object_destroy_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 0, 1));
    in = object_input(RR_GF_SHARD, 41, RR_OBJ_POTION);
    CHECK_STATUS(rr_project_object_destroy_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 1, 1));
    /* Acid of 50 on a bow, replayed: 50 is not greater than a 50 on 1..50. */
    {
        static const int32_t draws[] = {50, 49};
        script s = {draws, 2, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        in = object_input(RR_GF_ACID, 50, RR_OBJ_BOW);
        CHECK_STATUS(rr_project_object(scripted, &in, &out), RR_OK);
        CHECK(s.next == 1 && s.last_lo == 1 && s.last_hi == 50 && out.destroyed == 0);
        CHECK_STATUS(rr_project_object(scripted, &in, &out), RR_OK);
        CHECK(s.next == 2 && out.destroyed == 1 && out.trap_removed == 0);
    }
    /* A trapped chest loses its trap to GF_KILL_TRAP and stays. */
    in = object_input(RR_GF_KILL_TRAP, 10, RR_OBJ_CHEST);
    in.trapped = 1;
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_OK);
    CHECK(out.trap_removed == 1 && out.destroyed == 0);

    in = object_input(RR_GF_ACID, 50, RR_OBJ_BOW);
    CHECK_STATUS(rr_project_object(built_in(), NULL, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_object(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_object(none, &in, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_object(bad, &in, &out), RR_RNG_OUT_OF_RANGE);
    CHECK_STATUS(rr_project_object_destroy_chance(NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_object_destroy_chance(&in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_object_destroy_chance(&in, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);
    in.trapped = 1; /* only a chest */
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_object_destroy_chance(&in, &f), RR_INVALID_ARGUMENT);
    in = object_input(RR_GF_ACID, 50, RR_OBJ_FOOD + 1);
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = object_input(RR_GF_ACID, 50, RR_OBJ_FOOD); /* boundary */
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_OK);
    in.flags = 0x00100000UL; /* TR3_TWO_HANDED_REQ: not an IGNORE bit */
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.flags = RR_TR3_IGNORE_MASK;
    in.cursed = 2;
    CHECK_STATUS(rr_project_object(built_in(), &in, &out), RR_INVALID_ARGUMENT);
}

/* A level-30 character with no resistances, stats 10, normal speed. */
static rr_project_player_input player_input(uint32_t gf, int32_t dam) {
    rr_project_player_input in;
    int i;
    memset(&in, 0, sizeof in);
    in.gf = gf;
    in.dam = dam;
    in.terrain = RR_FEAT_FLOOR;
    in.land = RR_FEAT_FLOOR;
    in.player.level = 30;
    in.player.pclass = RR_PROJECT_CLASS_RANGER;
    for (i = 0; i < 6; i++) {
        in.player.stats[i] = 10;
    }
    in.player.energy = 10;
    in.player.weight_limit = 100;
    in.source.level = 30;
    return in;
}

static void test_player(void) {
    rr_project_player_input in = player_input(RR_GF_FIRE, 120);
    rr_project_player_outcome out;
    rr_value_probability rows[32];
    rr_fraction f;
    size_t len = 0;
    int calls = 0;
    rr_roller counting = {never, &calls};
    rr_random game = {NULL, &counting};

    /* A fire bolt of 120 at 35% fire resistance, standing in water:
     * 120 - 120/4 = 90 (RULINGS Q2), 90 - ceil(90 * 35 / 100) = 58 (Q6); fire
     * resistance rules out (s)'s draw: nothing is drawn. */
    in.terrain = RR_FEAT_WATER;
    in.player.resist[RR_P_RES_FIRE] = 35;
    CHECK_STATUS(rr_project_player(game, &in, &out), RR_OK);
    CHECK(calls == 0);
    CHECK(out.avoided == RR_PROJECT_AVOIDED_NONE && out.damage == 58 && out.parts.main == 58);
    /* (p): 3 + 90/15 = 9 in 1000, four fifths (7) reduced by 35%: 9 - 3 = 6. */
    CHECK(out.inventory_fire.affected == 1 && out.inventory_fire.potions_scrolls == 9);
    CHECK(out.inventory_fire.rods == 1 && out.inventory_fire.other == 6);
    CHECK(out.inventory_acid.affected == 0 && out.counters[RR_PROJECT_COUNTER_STUN] == 0);
    CHECK(out.stat_drain[RR_STAT_STR] == 0 && out.has_stat_swap == 0 && out.dispelled == 0);
    CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_OK);
    CHECK(is_fraction(f, 58, 1));
    CHECK_STATUS(rr_project_player_damage_pmf(&in, rows, 32, &len), RR_OK);
    CHECK(len == 1 && rows[0].value == 58 && is_fraction(rows[0].probability, 1, 1));

    /* A frost breath of 600 from a Morgul wraith, 50% cold resistance, in
     * lava: 450 after the lava, 225 after the resistance. (u) 0 of 0..2 (its
     * 1 in 3), effect 3 of 1..3, paralysis 1 of 1..3, fear 5 of 1..21. */
    {
        static const int32_t draws[] = {0, 3, 1, 5};
        script s = {draws, 4, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        in = player_input(RR_GF_COLD, 600);
        in.terrain = RR_FEAT_LAVA;
        in.player.resist[RR_P_RES_COLD] = 50;
        in.player.exp = 100000;
        in.source.morgul = 1;
        in.source.level = 45;
        CHECK_STATUS(rr_project_player(scripted, &in, &out), RR_OK);
        CHECK(s.next == 4 && s.last_lo == 1 && s.last_hi == 21);
        CHECK(out.damage == 225 && out.counters[RR_PROJECT_COUNTER_PARALYSIS] == 3);
        CHECK(out.counters[RR_PROJECT_COUNTER_FEAR] == 15 && out.exp_drained == 10200);
        CHECK(out.inventory_cold.affected == 1 && out.inventory_cold.other == 20);
        /* No paralysis 8 times in 9, else 3..5. */
        CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_PARALYSIS, NULL, 0, &len), RR_OK);
        CHECK(len == 4);
        CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_PARALYSIS, rows, 3, &len),
                     RR_BUFFER_TOO_SMALL);
        CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_PARALYSIS, rows, 4, &len), RR_OK);
        CHECK(rows[0].value == 0 && is_fraction(rows[0].probability, 8, 9) && rows[3].value == 5);
        CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_OK);
        CHECK(is_fraction(f, 225, 1));
    }

    /* (L): slowed for 1d5 + 5 rounds from inertia of 100. */
    in = player_input(RR_GF_INERTIA, 100);
    CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_SLOW, rows, 32, &len), RR_OK);
    CHECK(len == 5 && rows[0].value == 6 && rows[4].value == 10 && is_fraction(rows[2].probability, 1, 5));
    CHECK_STATUS(rr_project_player_damage_pmf(&in, NULL, 0, &len), RR_OK);
    CHECK(len == 1);
    CHECK_STATUS(rr_project_player_damage_pmf(&in, rows, 0, &len), RR_BUFFER_TOO_SMALL);

    /* On rubble every projection is avoided one time in 10 (0 of 0..9). */
    {
        static const int32_t draws[] = {0};
        script s = {draws, 1, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        in = player_input(RR_GF_TIME, 100);
        in.terrain = RR_FEAT_RUBBLE;
        CHECK_STATUS(rr_project_player(scripted, &in, &out), RR_OK);
        CHECK(s.next == 1 && s.last_hi == 9 && out.avoided == RR_PROJECT_AVOIDED_TERRAIN && out.damage == 0);
    }

    /* Disenchantment with four temporary effects: (Y) saves each against
     * dam / 5; the dispelled ones are bits of their positions. */
    in = player_input(RR_GF_DISENCHANT, 500);
    in.player.temp_effects = 4;
    in.player.save = 0;
    in.player.equipment[RR_PROJECT_SLOT_WEAPON].present = 1;
    in.player.equipment[RR_PROJECT_SLOT_WEAPON].to_h = 9;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_OK);
    CHECK(out.dispelled == 0x0f); /* no saving throw: all four go */
    CHECK(out.damage == 500 && out.mana_lost == 0);
}

static void test_player_invalid(void) {
    rr_project_player_input in = player_input(RR_GF_FIRE, 120);
    rr_project_player_outcome out, before;
    rr_fraction f;
    size_t len;
    rr_random none = {NULL, NULL};
    rr_roller broken = {too_high, NULL};
    rr_random bad = {NULL, &broken};
    rr_random both = {rng, &broken};

    memset(&before, 0x5a, sizeof before);
    out = before;
    CHECK_STATUS(rr_project_player(built_in(), NULL, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player(none, &in, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player(both, &in, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_player(built_in(), &in, (rr_project_player_outcome *)misaligned()),
                 RR_MISALIGNED_POINTER);
    in.terrain = RR_FEAT_RUBBLE;
    CHECK_STATUS(rr_project_player(bad, &in, &out), RR_RNG_OUT_OF_RANGE);
    CHECK(memcmp(&out, &before, sizeof out) == 0);
    CHECK_STATUS(rr_project_player_damage_pmf(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_damage_pmf(&in, NULL, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_counter_pmf(NULL, RR_PROJECT_COUNTER_CUT, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_CUT, NULL, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_mean_damage(NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_mean_damage(&in, NULL), RR_NULL_ARGUMENT);

    /* A type the player table does not list; an unknown counter. */
    in = player_input(RR_GF_OLD_SLOW, 100);
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_player_damage_pmf(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTERS, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_player_counter_pmf(&in, RR_PROJECT_COUNTER_PARALYSIS, NULL, 0, &len), RR_OK);

    /* Ranges, bits and yes/no, each at and past its limit. */
    in.player.resist[RR_P_RES_DISEN] = 101;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.player.resist[RR_P_RES_DISEN] = 100; /* boundary: immune */
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_OK);
    in.player.temp_effects = 33;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.player.temp_effects = 32; /* boundary */
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_OK);
    in.player.stats[RR_STAT_CON] = 119;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.player.stats[RR_STAT_CON] = 118; /* boundary: 18/100 */
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_OK);
    in.player.counters[RR_PROJECT_COUNTER_CUT] = 10001;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.player.specialties = 0x20;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.player.sustains = 0x40;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.player.equipment[RR_PROJECT_SLOT_SHIELD].present = 1;
    in.player.equipment[RR_PROJECT_SLOT_SHIELD].on_back = 2;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.player.equipment[RR_PROJECT_SLOT_SHIELD].on_back = 1;
    in.player.equipment[RR_PROJECT_SLOT_SHIELD].base_ac = 256;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.player.equipment[RR_PROJECT_SLOT_FEET].present = 3;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.land = 0x0B;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.source.ranged_freq = 101;
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 100);
    in.player.energy = 0;
    CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_INVALID_ARGUMENT);
    in = player_input(RR_GF_FIRE, 5000); /* boundary: capped at 1600 */
    CHECK_STATUS(rr_project_player(built_in(), &in, &out), RR_OK);
    CHECK(out.damage == 1600);
}

/* The player as Oangband 1.1.0 stores it, under the game's reading (issue
 * 22): resistance levels as res_list holds them, and the landing after the
 * game's own move (rr_project_player_land). */
static void test_player_game(void) {
    rr_project_player_input in = player_input(RR_GF_GRAVITY, 50);
    rr_project_player_outcome moved, landed, before;
    int i;

    /* Gravity of 50 on the game's reading: rand_int(3) for the slowness (an
     * operator-precedence slip makes it 2), randint(15) for the stun; the
     * character without nexus resistance or feather fall is teleported 6
     * with no draw. */
    {
        static const int32_t draws[] = {0, 5};
        script s = {draws, 2, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        in.reading = RR_READING_OANGBAND_1_1_0;
        CHECK_STATUS(rr_project_player(scripted, &in, &moved), RR_OK);
        CHECK(s.next == 2 && moved.teleport == 6 && moved.counters[RR_PROJECT_COUNTER_STUN] == 5);
        CHECK(moved.counters[RR_PROJECT_COUNTER_SLOW] == 2 && moved.damage == 50);
    }
    /* The game landed the character in rubble: rand_int(2) == 0 hurts 2d14
     * (4 + 5), rand_int(3) == 1 no stun, rand_int(3) == 2 cuts 2 * 2d14
     * (2 * (10 + 10)). */
    {
        static const int32_t draws[] = {0, 4, 5, 1, 2, 10, 10};
        script s = {draws, 7, 0, 0, 0};
        rr_roller roller = {script_uniform, &s};
        rr_random scripted = {NULL, &roller};
        CHECK_STATUS(rr_project_player_land(scripted, &in, &moved, RR_FEAT_RUBBLE, &landed), RR_OK);
        CHECK(s.next == 7 && landed.parts.landing == 9 && landed.damage == 9);
        CHECK(landed.counters[RR_PROJECT_COUNTER_STUN] == 5 && landed.counters[RR_PROJECT_COUNTER_CUT] == 40);
    }
    /* A floor landing does nothing and draws nothing. */
    {
        int calls = 0;
        rr_roller counting = {never, &calls};
        rr_random game = {NULL, &counting};
        CHECK_STATUS(rr_project_player_land(game, &in, &moved, RR_FEAT_FLOOR, &landed), RR_OK);
        CHECK(calls == 0 && landed.damage == 0 && landed.counters[RR_PROJECT_COUNTER_STUN] == 5);
    }
    memset(&before, 0x5a, sizeof before);
    landed = before;
    CHECK_STATUS(rr_project_player_land(built_in(), NULL, &moved, RR_FEAT_RUBBLE, &landed), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_land(built_in(), &in, NULL, RR_FEAT_RUBBLE, &landed), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_land(built_in(), &in, &moved, RR_FEAT_RUBBLE, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_project_player_land(built_in(), &in, &moved, 0x77, &landed), RR_INVALID_ARGUMENT);
    moved.thrust = -1;
    CHECK_STATUS(rr_project_player_land(built_in(), &in, &moved, RR_FEAT_RUBBLE, &landed), RR_INVALID_ARGUMENT);
    CHECK(memcmp(&landed, &before, sizeof landed) == 0);

    /* Stored resistance levels: 19 is the -30% vulnerability (fire of 100
     * does 100 + 29: resist_damage's (100 * -30 + 99) / 100 truncates to
     * -29), 22 is 45% (55), 60 is past the game's table. */
    in = player_input(RR_GF_FIRE, 100);
    in.reading = RR_READING_OANGBAND_1_1_0;
    in.player.stored_resists = 1;
    for (i = 0; i < RR_P_RES_MAX; i++) {
        in.player.resist[i] = 20;
    }
    in.player.resist[RR_P_RES_FIRE] = 19;
    {
        rr_fraction f;
        CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_OK);
        CHECK(is_fraction(f, 129, 1));
        in.player.resist[RR_P_RES_FIRE] = 22;
        CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_OK);
        CHECK(is_fraction(f, 55, 1));
        in.player.resist[RR_P_RES_FIRE] = 60;
        CHECK_STATUS(rr_project_player_mean_damage(&in, &f), RR_INVALID_ARGUMENT);
    }
}

/* The reading code on every input: 0 (a zeroed struct) the seed, 1 the
 * released Oangband 1.1.0 (monsters, terrain, floor objects, the player),
 * anything else invalid. */
static void test_readings(void) {
    rr_project_monster_input m = fire_bolt_on_fire_immune();
    rr_project_monster_outcome mo;
    rr_project_terrain_input t = terrain_input(RR_GF_COLD, 900, RR_FEAT_LAVA, 0);
    rr_project_object_input o = object_input(RR_GF_FIRE, 40, RR_OBJ_SCROLL);
    rr_project_object_outcome oo;
    rr_project_player_input p = player_input(RR_GF_FIRE, 120);
    rr_project_player_outcome po;
    rr_value_probability rows[8];
    rr_fraction f;
    size_t len;
    uint32_t feat;

    CHECK(RR_READING_SEED == 0 && RR_READING_OANGBAND_1_1_0 == 1 && RR_READING_UNSUPPORTED == 12);
    CHECK(m.reading == RR_READING_SEED && t.reading == RR_READING_SEED);
    CHECK(o.reading == RR_READING_SEED && p.reading == RR_READING_SEED);

    m.reading = RR_READING_OANGBAND_1_1_0;
    CHECK_STATUS(rr_project_monster(built_in(), &m, &mo), RR_OK);
    CHECK_STATUS(rr_project_monster_damage_pmf(&m, rows, 8, &len), RR_OK);
    CHECK_STATUS(rr_project_monster_kill_chance(&m, &f), RR_OK);
    CHECK_STATUS(rr_project_monster_mean_damage(&m, &f), RR_OK);
    m.reading = 2;
    CHECK_STATUS(rr_project_monster(built_in(), &m, &mo), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_damage_pmf(&m, rows, 8, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_kill_chance(&m, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_monster_mean_damage(&m, &f), RR_INVALID_ARGUMENT);

    t.reading = RR_READING_OANGBAND_1_1_0;
    CHECK_STATUS(rr_project_terrain(built_in(), &t, &feat), RR_OK);
    CHECK_STATUS(rr_project_terrain_distribution(&t, rows, 8, &len), RR_OK);
    t.reading = UINT32_MAX;
    CHECK_STATUS(rr_project_terrain(built_in(), &t, &feat), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_terrain_distribution(&t, rows, 8, &len), RR_INVALID_ARGUMENT);

    o.reading = RR_READING_OANGBAND_1_1_0;
    CHECK_STATUS(rr_project_object(built_in(), &o, &oo), RR_OK);
    CHECK_STATUS(rr_project_object_destroy_chance(&o, &f), RR_OK);
    o.reading = 2;
    CHECK_STATUS(rr_project_object(built_in(), &o, &oo), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_object_destroy_chance(&o, &f), RR_INVALID_ARGUMENT);

    /* The player follows Oangband 1.1.0 too (issue 22); its landing after the
     * game's move exists only there: the seed's is part of the projection. */
    p.reading = RR_READING_OANGBAND_1_1_0;
    CHECK_STATUS(rr_project_player(built_in(), &p, &po), RR_OK);
    CHECK_STATUS(rr_project_player_damage_pmf(&p, NULL, 0, &len), RR_OK);
    CHECK_STATUS(rr_project_player_counter_pmf(&p, RR_PROJECT_COUNTER_STUN, NULL, 0, &len), RR_OK);
    CHECK_STATUS(rr_project_player_mean_damage(&p, &f), RR_OK);
    p.reading = RR_READING_SEED;
    CHECK_STATUS(rr_project_player_land(built_in(), &p, &po, RR_FEAT_RUBBLE, &po), RR_READING_UNSUPPORTED);
    p.reading = 2;
    CHECK_STATUS(rr_project_player(built_in(), &p, &po), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_project_player_mean_damage(&p, &f), RR_INVALID_ARGUMENT);
}

/* A monster as an Oangband-family game holds it: its race's flags1..flags4
 * words (RF1_* .. RF4_*, Oangband 1.1.0's defines.h values written here) and
 * its speeds stored +110. */
static void test_race_flags_and_stored_speeds(void) {
    rr_project_monster_input in = fire_bolt_on_fire_immune();
    rr_project_monster_outcome out;
    rr_fraction f;
    size_t len = 0;

    /* RF3_IM_FIRE (0x00040000) is RR_MON_IM_FIRE: 45 / 9 = 5. */
    in.monster.flags = 0;
    in.monster.race_flags3 = 0x00040000UL;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.damage == 5 && out.resist_condition == RR_CONDITION_IM_FIRE);
    /* Bits the projection does not read (RF1_DROP_GOOD, RF2_SMART, RF4_ARROW)
     * are accepted and change nothing. */
    in.monster.race_flags1 = 0x10000000UL;
    in.monster.race_flags2 = 0x00000002UL;
    in.monster.race_flags4 = 0x00000010UL;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.damage == 5);
    /* Without the flag the whole 45 lands. */
    in.monster.race_flags3 = 0;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.damage == 45 && out.killed == 1);

    /* RF1_UNIQUE (0x00000001): a monster's fire of 5000 (277 after IM_FIRE)
     * cannot kill a unique (final note i). */
    in = fire_bolt_on_fire_immune();
    in.dam = 5000;
    in.source.player = 0;
    CHECK_STATUS(rr_project_monster_kill_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 1, 1));
    in.monster.race_flags1 = 0x00000001UL;
    CHECK_STATUS(rr_project_monster_kill_chance(&in, &f), RR_OK);
    CHECK(is_fraction(f, 0, 1));

    /* RF1_NEVER_MOVE (0x00020000): the orc on rubble no longer avoids the ball
     * (the 1 in 4 of no damage goes). */
    {
        rr_project_monster_input orc = darkness_on_orc();
        CHECK_STATUS(rr_project_monster_damage_pmf(&orc, NULL, 0, &len), RR_OK);
        CHECK(len == 4);
        orc.monster.race_flags1 = 0x00020000UL;
        CHECK_STATUS(rr_project_monster_damage_pmf(&orc, NULL, 0, &len), RR_OK);
        CHECK(len == 3);
        /* The same bit in flags3 is RF3_IM_ELEC, not NEVER_MOVE. */
        orc.monster.race_flags1 = 0;
        orc.monster.race_flags3 = 0x00020000UL;
        CHECK_STATUS(rr_project_monster_damage_pmf(&orc, NULL, 0, &len), RR_OK);
        CHECK(len == 4);
    }

    /* Speeds as the game stores them: 120 is +10, and the outcome's speed
     * comes back the same way. */
    in = fire_bolt_on_fire_immune();
    in.monster.stored_speeds = 1;
    in.monster.speed = 120;
    in.monster.race_speed = 110;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.speed == 120);
    in.monster.speed = 255; /* boundary: +145 */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.speed == 255);
    in.monster.speed = 256;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.monster.speed = 0; /* boundary: -110 */
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    in.monster.speed = -1;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    in.monster.speed = 110;
    in.monster.stored_speeds = 2;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
    /* As offsets (stored_speeds 0), 120 is +120: in range, returned as is. */
    in.monster.stored_speeds = 0;
    in.monster.speed = 120;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_OK);
    CHECK(out.speed == 120);
    in.monster.race_speed = 146;
    CHECK_STATUS(rr_project_monster(built_in(), &in, &out), RR_INVALID_ARGUMENT);
}

int main(void) {
    if (rr_rng_new(2026, &rng) != RR_OK) {
        return 2;
    }
    test_codes();
    test_monster();
    test_monster_pmf();
    test_monster_invalid();
    test_terrain();
    test_object();
    test_player();
    test_player_game();
    test_player_invalid();
    test_readings();
    test_race_flags_and_stored_speeds();
    rr_rng_free(rng);
    return check_summary("projection_test");
}
