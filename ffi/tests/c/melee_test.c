/* The Angband melee and missile functions of the C API (seed 003), from C:
 * scripted blows with the game's own generator, exact odds, and for each
 * function a NULL pointer, an invalid code and a boundary value. */
#include <stdint.h>
#include <string.h>

#include "roguerules.h"
#include "check.h"

static rr_rng *rng;

static rr_random built_in(void) {
    rr_random r = {rng, NULL};
    return r;
}

/* A level-20 Dwarf warrior, 18/100 strength, 18/50 dexterity, with a Broad
 * Sword (2d5) (+3,+4) of 15 lb. */
static rr_ang_character warrior(void) {
    rr_ang_character c;
    memset(&c, 0, sizeof c);
    c.pclass = RR_ANG_CLASS_WARRIOR;
    c.race = RR_ANG_RACE_DWARF;
    c.level = 20;
    c.str = 18 + 100;
    c.dex = 18 + 50;
    c.has_weapon = 1;
    c.weapon.dice.count = 2;
    c.weapon.dice.sides = 5;
    c.weapon.to_hit = 3;
    c.weapon.to_dam = 4;
    c.weapon.weight = 150;
    return c;
}

/* A game's generator answering the top of every range. */
static int32_t highest(void *user, int32_t lo, int32_t hi) {
    (void)user;
    (void)lo;
    return hi;
}

static rr_ang_monster orc(void) {
    rr_ang_monster m;
    memset(&m, 0, sizeof m);
    m.ac = 36;
    m.flags = RR_ANG_MONSTER_ORC | RR_ANG_MONSTER_EVIL;
    m.visible = 1;
    return m;
}

static void test_profiles(void) {
    rr_ang_character c = warrior();
    rr_ang_melee m;
    rr_ang_blows b;
    rr_ang_skills s;
    rr_ang_heavy h;

    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_OK);
    CHECK(m.blows.blows == 3 && !m.blows.heavy && m.has_weapon && m.level == 20);
    /* The game's own words (Angband 2.7.9v6 defines.h): TR1_SLAY_EVIL |
     * TR1_BRAND_FIRE | TR1_STR, and RF3_ORC | RF3_EVIL | RF3_HURT_LITE. */
    CHECK(rr_ang_slays_of_tr1(0x00020000UL | 0x40000000UL | 0x1UL) == (RR_ANG_SLAY_EVIL | RR_ANG_BRAND_FIRE));
    CHECK(rr_ang_monster_flags_of_rf3(0x1UL | 0x40UL | 0x1000UL) == (RR_ANG_MONSTER_ORC | RR_ANG_MONSTER_EVIL));
    /* Class and race codes are the game's CLASS_* and RACE_*. */
    CHECK(RR_ANG_CLASS_PALADIN == 5 && RR_ANG_RACE_DWARF == 5 && RR_ANG_RACE_HIGH_ELF == 9);
    CHECK(m.weapon_dice.count == 2 && m.weapon_dice.sides == 5 && m.weapon_to_dam == 4);
    CHECK_STATUS(rr_ang_blows_of(&c, &b), RR_OK);
    CHECK(b.blows == m.blows.blows && b.swi == m.blows.swi);
    CHECK_STATUS(rr_ang_skills_of(&c, &s), RR_OK);
    CHECK(s.melee == m.skill && s.bonus.melee == m.bonus && s.bonus.weapon == 3);

    /* NULLs. */
    CHECK_STATUS(rr_ang_melee_of(NULL, &m), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_melee_of(&c, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_blows_of(NULL, &b), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_skills_of(&c, NULL), RR_NULL_ARGUMENT);
    /* Invalid codes, bits and ranges. */
    c.pclass = RR_ANG_CLASS_PALADIN + 1;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_blows_of(&c, &b), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_skills_of(&c, &s), RR_INVALID_ARGUMENT);
    c = warrior();
    c.race = 10;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    c = warrior();
    c.weapon.slays = 0x8000;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    c = warrior();
    c.effects = 0x08;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    c = warrior();
    c.weapon.dice.sides = 0;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    c = warrior();
    c.has_launcher = 1;
    c.launcher.kind = 5;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    /* Boundaries: level 1..=50, stats 3..=1017, stun 0..=100. */
    c = warrior();
    c.level = 51;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_INVALID_ARGUMENT);
    c.level = 50;
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_OK);
    c.str = 2;
    CHECK_STATUS(rr_ang_skills_of(&c, &s), RR_INVALID_ARGUMENT);
    c.str = 1017;
    c.dex = 3;
    CHECK_STATUS(rr_ang_skills_of(&c, &s), RR_OK);
    c.stun = 101;
    CHECK_STATUS(rr_ang_blows_of(&c, &b), RR_INVALID_ARGUMENT);
    c.stun = 100;
    CHECK_STATUS(rr_ang_blows_of(&c, &b), RR_OK);
    /* Bare hands: one blow. */
    c = warrior();
    c.has_weapon = 0;
    CHECK_STATUS(rr_ang_blows_of(&c, &b), RR_OK);
    CHECK(b.blows == 1 && b.swi == 0);

    {
        /* Shots: a level-40 ranger with a long bow of Extra Shots gets 4. */
        uint8_t shots = 0;
        c = warrior();
        CHECK_STATUS(rr_ang_shots_of(&c, &shots), RR_OK); /* boundary: no launcher */
        CHECK(shots == 1);
        c.pclass = RR_ANG_CLASS_RANGER;
        c.level = 40;
        c.has_launcher = 1;
        c.launcher.kind = RR_ANG_LAUNCHER_LONG_BOW;
        c.launcher.weight = 40;
        c.launcher.extra_shots = 1;
        CHECK_STATUS(rr_ang_shots_of(&c, &shots), RR_OK);
        CHECK(shots == 4);
        CHECK_STATUS(rr_ang_shots_of(NULL, &shots), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_ang_shots_of(&c, NULL), RR_NULL_ARGUMENT);
        c.launcher.kind = RR_ANG_LAUNCHER_HEAVY_CROSSBOW + 1;
        CHECK_STATUS(rr_ang_shots_of(&c, &shots), RR_INVALID_ARGUMENT);
    }
    CHECK_STATUS(rr_ang_heavy_of(18, 65535, &h), RR_OK);
    CHECK(h.heavy && h.penalty > 0);
    CHECK_STATUS(rr_ang_heavy_of(1017, 0, &h), RR_OK);
    CHECK(!h.heavy && h.penalty == 0);
    CHECK_STATUS(rr_ang_heavy_of(1018, 10, &h), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_heavy_of(18, 10, NULL), RR_NULL_ARGUMENT);
}

static void test_hit_and_critical(void) {
    rr_random r = built_in();
    uint32_t roll = 99, crit = 99;
    uint8_t hit = 0;
    rr_fraction f;
    rr_ang_crit_odds odds;
    uint64_t i;
    /* hit roll 57 of 0..99 (the skill case), armour roll 30 of 0..59 is not
     * below 3 * 40 / 4 = 30: a hit. */
    int32_t answers[] = {57, 30};
    script s = {answers, 2, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    CHECK_STATUS(rr_ang_hit_test(scripted, 60, 40, 1, &roll, &hit), RR_OK);
    CHECK(roll == RR_ANG_HIT_SKILL && hit);
    CHECK(s.last_lo == 0 && s.last_hi == 59);
    CHECK_STATUS(rr_ang_hit_test(r, 0, 0, 1, &roll, &hit), RR_OK); /* boundary: no skill */
    CHECK(roll == RR_ANG_HIT_AUTO_HIT || roll == RR_ANG_HIT_AUTO_MISS || roll == RR_ANG_HIT_NO_SKILL);
    CHECK_STATUS(rr_ang_hit_test(r, 2000000, 0, 1, &roll, &hit), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_hit_test(r, 60, 40, 2, &roll, &hit), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_hit_test(r, 60, 40, 1, NULL, &hit), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_hit_test(r, 60, 40, 1, &roll, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_ang_hit_chance(100, 40, 1, &f), RR_OK);
    CHECK(f.numerator == 17 && f.denominator == 25);
    CHECK_STATUS(rr_ang_hit_chance(0, 0, 1, &f), RR_OK);
    CHECK(f.numerator == 1 && f.denominator == 20);
    CHECK_STATUS(rr_ang_hit_chance(1000000, 0, 0, &f), RR_OK);
    CHECK(f.numerator == 19 && f.denominator == 20);
    CHECK_STATUS(rr_ang_hit_chance(-1000001, 0, 0, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_hit_chance(10, 0, 0, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_ang_critical(r, RR_ANG_CRIT_TABLE_MELEE, 150, 10, 20, &crit), RR_OK);
    CHECK(crit <= RR_ANG_CRIT_STAR_SUPERB);
    CHECK_STATUS(rr_ang_critical(r, RR_ANG_CRIT_TABLE_MISSILE, 65535, 1000000, 50, &crit), RR_OK);
    CHECK(crit >= RR_ANG_CRIT_GOOD && crit <= RR_ANG_CRIT_SUPERB); /* power >= 5000: always */
    CHECK_STATUS(rr_ang_critical(r, 2, 150, 10, 20, &crit), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_critical(r, RR_ANG_CRIT_TABLE_MELEE, 150, 10, 0, &crit), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_critical(r, RR_ANG_CRIT_TABLE_MELEE, 150, 10, 20, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_ang_critical_odds(RR_ANG_CRIT_TABLE_MISSILE, 150, 10, 20, &odds), RR_OK);
    CHECK(odds.probability[RR_ANG_CRIT_STAR_GREAT].numerator == 0);
    CHECK(odds.probability[RR_ANG_CRIT_STAR_SUPERB].numerator == 0);
    {
        /* The probabilities add up to 1: compare a/b + ... over a common 5000 * 500. */
        uint64_t total = 0;
        for (i = 0; i < 6; i++) {
            CHECK((2500000 % odds.probability[i].denominator) == 0);
            total += odds.probability[i].numerator * (2500000 / odds.probability[i].denominator);
        }
        CHECK(total == 2500000);
    }
    CHECK_STATUS(rr_ang_critical_odds(7, 150, 10, 20, &odds), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_critical_odds(RR_ANG_CRIT_TABLE_MELEE, 150, 10, 51, &odds), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_critical_odds(RR_ANG_CRIT_TABLE_MELEE, 150, 10, 20, NULL), RR_NULL_ARGUMENT);
}

static void test_blows(void) {
    rr_random r = built_in();
    rr_ang_character c = warrior();
    rr_ang_monster mon = orc();
    rr_ang_melee m;
    rr_ang_attack a;
    rr_ang_round round;
    rr_fraction f;
    rr_value_probability dist[512];
    size_t len = 0, i;
    /* An automatic hit (0 of 0..99), 2d5 = 3 + 4, no critical (4999 of 0..4999). */
    int32_t answers[] = {0, 3, 4, 4999};
    script s = {answers, 4, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_OK);
    CHECK_STATUS(rr_ang_blow(scripted, &m, &mon, &a), RR_OK);
    CHECK(a.roll == RR_ANG_HIT_AUTO_HIT && a.hit && a.dice == 7 && a.multiplier == 1);
    CHECK(a.critical == RR_ANG_CRIT_NONE && a.damage == 7 + 4 + m.to_dam);
    CHECK(s.next == 4 && s.last_hi == 4999);

    {
        /* A game generator answering outside the range asked for is refused. */
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        a.damage = -7;
        CHECK_STATUS(rr_ang_blow(bad, &m, &mon, &a), RR_RNG_OUT_OF_RANGE);
        CHECK(a.damage == -7);
    }
    /* Yes/no fields are uint8_t 0 or 1: anything else is refused, never
     * read as "true". */
    mon.visible = 2;
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, &a), RR_INVALID_ARGUMENT);
    mon.visible = 1;
    m.has_weapon = 255;
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, &a), RR_INVALID_ARGUMENT);
    m.has_weapon = 1;
    CHECK_STATUS(rr_ang_blow(r, NULL, &mon, &a), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_blow(r, &m, NULL, &a), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, NULL), RR_NULL_ARGUMENT);
    mon.flags = 0xf000;
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, &a), RR_INVALID_ARGUMENT);
    mon = orc();
    m.level = 0;
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, &a), RR_INVALID_ARGUMENT);
    m.level = 50;
    mon.ac = 65535; /* boundary armour */
    CHECK_STATUS(rr_ang_blow(r, &m, &mon, &a), RR_OK);
    CHECK(a.damage >= 0);
    mon = orc();

    /* A round against a 1-hp orc stops at the first hit. */
    mon.hp_known = 1;
    mon.hp = 1;
    CHECK_STATUS(rr_ang_melee_round(r, &m, &mon, &round), RR_OK);
    CHECK(round.len >= 1 && round.len <= m.blows.blows);
    CHECK(round.killed == (round.damage >= 1));
    CHECK_STATUS(rr_ang_melee_round(r, &m, &mon, NULL), RR_NULL_ARGUMENT);
    {
        /* A generator answering the top of every range: each blow passes the
         * skill test, rolls 2d5 = 10 and no critical (4999 of 0..4999). */
        rr_roller top = {highest, NULL};
        rr_random high = {NULL, &top};
        int32_t each = 10 + 4 + m.to_dam;
        int32_t sum = 0;
        CHECK(m.blows.blows >= 2);
        /* Unknown hit points: every blow; the entries past len are not written. */
        memset(&round, 0, sizeof round);
        round.blows[m.blows.blows].damage = -9;
        mon.hp_known = 0;
        CHECK_STATUS(rr_ang_melee_round(high, &m, &mon, &round), RR_OK);
        CHECK(round.len == m.blows.blows && !round.killed && round.blows[m.blows.blows].damage == -9);
        for (i = 0; i < round.len; i++) {
            CHECK(round.blows[i].hit && round.blows[i].dice == 10 && round.blows[i].damage == each);
            sum += round.blows[i].damage;
        }
        CHECK(round.damage == sum && sum == each * m.blows.blows);
        /* A monster of `each` hit points dies to the second blow (damage above
         * its hit points). */
        mon.hp_known = 1;
        mon.hp = (uint32_t)each;
        CHECK_STATUS(rr_ang_melee_round(high, &m, &mon, &round), RR_OK);
        CHECK(round.len == 2 && round.killed == 1 && round.damage == 2 * each);
        /* A misbehaving generator: len, damage and killed are left alone. */
        {
            rr_roller broken = {too_high, NULL};
            rr_random bad = {NULL, &broken};
            CHECK_STATUS(rr_ang_melee_round(bad, &m, &mon, &round), RR_RNG_OUT_OF_RANGE);
            CHECK(round.len == 2 && round.killed == 1 && round.damage == 2 * each);
        }
        mon.hp = 1;
    }
    m.weapon_slays = 0xe000;
    CHECK_STATUS(rr_ang_melee_round(r, &m, &mon, &round), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_OK);

    /* Exact odds. */
    CHECK_STATUS(rr_ang_blow_damage_pmf(&m, &mon, NULL, 0, &len), RR_OK);
    CHECK(len > 1 && len <= 512);
    CHECK_STATUS(rr_ang_blow_damage_pmf(&m, &mon, dist, len - 1, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_ang_blow_damage_pmf(&m, &mon, dist, 512, &len), RR_OK);
    CHECK(dist[0].value == 0);
    for (i = 1; i < len; i++) {
        CHECK(dist[i].value > dist[i - 1].value);
    }
    CHECK_STATUS(rr_ang_blow_damage_pmf(NULL, &mon, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_round_damage_pmf(&m, &mon, NULL, 0, &len), RR_OK);
    CHECK_STATUS(rr_ang_round_damage_pmf(&m, &mon, NULL, 0, NULL), RR_NULL_ARGUMENT);
    m.weapon_dice.sides = 0; /* dice with no sides */
    CHECK_STATUS(rr_ang_round_damage_pmf(&m, &mon, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_expected_round_damage(&m, &mon, &f), RR_INVALID_ARGUMENT);
    m.weapon_dice.sides = 5;
    CHECK_STATUS(rr_ang_expected_blow_damage(&m, &mon, &f), RR_OK);
    CHECK(f.value > 0.0);
    if (f.exact) {
        CHECK(f.value > 0.999 * (double)f.numerator / (double)f.denominator);
        CHECK(f.value < 1.001 * (double)f.numerator / (double)f.denominator);
    }
    CHECK_STATUS(rr_ang_expected_round_damage(&m, &mon, &f), RR_OK);
    CHECK_STATUS(rr_ang_expected_round_damage(&m, NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_kill_chance(&m, &mon, &f), RR_OK);
    CHECK(f.value > 0.0 && f.value < 1.0);
    /* When the exact odds do not fit 64 bits, only the double is given. */
    CHECK(f.exact ? f.denominator > 0 : (f.numerator == 0 && f.denominator == 0));
    mon.hp_known = 0;
    CHECK_STATUS(rr_ang_kill_chance(&m, &mon, &f), RR_OK);
    CHECK(f.exact && f.numerator == 0 && f.value == 0.0);
    mon.flags = 0xffff;
    CHECK_STATUS(rr_ang_kill_chance(&m, &mon, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_expected_blow_damage(&m, &mon, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_kill_chance(NULL, &mon, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_kill_chance(&m, NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_kill_chance(&m, &mon, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_kill_chance(&m, &mon, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_ang_expected_blow_damage(NULL, &mon, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_expected_blow_damage(&m, NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_expected_blow_damage(&m, &mon, NULL), RR_NULL_ARGUMENT);
}

/* Two attacks field by field (a struct's padding bytes are not part of it:
 * memcmp would compare whatever the stack held there). */
static int same_attack(const rr_ang_attack *a, const rr_ang_attack *b) {
    return a->roll == b->roll && a->hit == b->hit && a->dice == b->dice && a->multiplier == b->multiplier &&
           a->critical == b->critical && a->damage == b->damage;
}

/* A profile checked once (rr_ang_profile_new), then blows read from it: the
 * same draws and outcome as rr_ang_blow with the same rr_ang_melee. */
static void test_profile_handle(void) {
    rr_random r = built_in();
    rr_ang_character c = warrior();
    rr_ang_monster mon = orc();
    rr_ang_melee m;
    rr_ang_profile *p = NULL;
    rr_ang_attack a, b;
    int32_t answers[] = {0, 3, 4, 4999, 0, 3, 4, 4999};
    script s = {answers, 8, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    CHECK_STATUS(rr_ang_melee_of(&c, &m), RR_OK);
    CHECK_STATUS(rr_ang_profile_new(&m, &p), RR_OK);
    CHECK(p != NULL);
    CHECK_STATUS(rr_ang_blow(scripted, &m, &mon, &a), RR_OK);
    CHECK_STATUS(rr_ang_profile_blow(scripted, p, &mon, &b), RR_OK);
    CHECK(s.next == 8);
    CHECK(same_attack(&a, &b));
    CHECK(b.roll == RR_ANG_HIT_AUTO_HIT && b.dice == 7 && b.damage == 7 + 4 + m.to_dam);
    CHECK_STATUS(rr_ang_profile_blow(r, p, &mon, &b), RR_OK);
    CHECK(b.damage >= 0);
    CHECK_STATUS(rr_ang_profile_blow(r, NULL, &mon, &b), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_profile_blow(r, p, NULL, &b), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_profile_blow(r, p, &mon, NULL), RR_NULL_ARGUMENT);
    mon.visible = 2;
    CHECK_STATUS(rr_ang_profile_blow(r, p, &mon, &b), RR_INVALID_ARGUMENT);
    mon = orc();
    rr_ang_profile_free(p);
    rr_ang_profile_free(NULL);

    /* What rr_ang_blow refuses in a profile is refused when it is made. */
    p = NULL;
    m.level = 51;
    CHECK_STATUS(rr_ang_profile_new(&m, &p), RR_INVALID_ARGUMENT);
    m.level = 50; /* boundary level */
    m.weapon_slays = 0xe000;
    CHECK_STATUS(rr_ang_profile_new(&m, &p), RR_INVALID_ARGUMENT);
    CHECK(p == NULL);
    CHECK_STATUS(rr_ang_profile_new(NULL, &p), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_profile_new(&m, NULL), RR_NULL_ARGUMENT);
}

static void test_missiles(void) {
    rr_random r = built_in();
    rr_ang_character c = warrior();
    rr_ang_monster mon = orc();
    rr_ang_ammo arrow;
    rr_ang_thrown dagger;
    rr_ang_missile fired, thrown;
    rr_ang_attack a;
    rr_ang_landing landing;
    rr_fraction f;
    size_t len = 0;
    uint8_t percent = 0;
    uint8_t broke = 0;

    memset(&arrow, 0, sizeof arrow);
    arrow.kind = RR_ANG_AMMO_ARROW;
    arrow.dice.count = 1;
    arrow.dice.sides = 9;
    arrow.weight = 2;
    memset(&dagger, 0, sizeof dagger);
    dagger.kind = RR_ANG_OBJECT_OTHER;
    dagger.dice.count = 1;
    dagger.dice.sides = 4;
    dagger.weight = 12;

    /* No launcher: arrows cannot be fired. */
    CHECK_STATUS(rr_ang_missile_fire(&c, &arrow, &fired), RR_INVALID_ARGUMENT);
    c.has_launcher = 1;
    c.launcher.kind = RR_ANG_LAUNCHER_LONG_BOW;
    c.launcher.weight = 40;
    CHECK_STATUS(rr_ang_missile_fire(&c, &arrow, &fired), RR_OK);
    CHECK(fired.launch == RR_ANG_LAUNCH_FIRE && fired.multiplier == 3);
    arrow.kind = 3;
    CHECK_STATUS(rr_ang_missile_fire(&c, &arrow, &fired), RR_INVALID_ARGUMENT);
    arrow.kind = RR_ANG_AMMO_ARROW;
    CHECK_STATUS(rr_ang_missile_fire(NULL, &arrow, &fired), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_missile_fire(&c, &arrow, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_ang_missile_throw(&c, &dagger, &thrown), RR_OK);
    CHECK(thrown.launch == RR_ANG_LAUNCH_THROW);
    dagger.kind = RR_ANG_OBJECT_OTHER + 1;
    CHECK_STATUS(rr_ang_missile_throw(&c, &dagger, &thrown), RR_INVALID_ARGUMENT);
    dagger.kind = RR_ANG_OBJECT_OTHER;
    CHECK_STATUS(rr_ang_missile_throw(&c, NULL, &thrown), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_missile_throw(&c, &dagger, NULL), RR_NULL_ARGUMENT);
    dagger.dice.count = 0; /* boundary: 0d0 throws for no damage */
    dagger.dice.sides = 0;
    CHECK_STATUS(rr_ang_missile_throw(&c, &dagger, &thrown), RR_OK);
    CHECK(thrown.dice.count == 0);

    CHECK_STATUS(rr_ang_missile_shoot(r, &fired, &mon, 1, &a), RR_OK);
    CHECK(a.damage >= 0);
    CHECK_STATUS(rr_ang_missile_shoot(r, &thrown, &mon, 65535, &a), RR_OK); /* boundary distance */
    CHECK(a.roll != RR_ANG_HIT_SKILL);
    CHECK_STATUS(rr_ang_missile_shoot(r, &fired, &mon, 1, NULL), RR_NULL_ARGUMENT);
    fired.launch = 2;
    CHECK_STATUS(rr_ang_missile_shoot(r, &fired, &mon, 1, &a), RR_INVALID_ARGUMENT);
    fired.launch = RR_ANG_LAUNCH_FIRE;
    CHECK_STATUS(rr_ang_missile_damage_pmf(&fired, &mon, 5, NULL, 0, &len), RR_OK);
    CHECK(len > 1);
    CHECK_STATUS(rr_ang_missile_damage_pmf(&fired, NULL, 5, NULL, 0, &len), RR_NULL_ARGUMENT);
    fired.multiplier = 0;
    CHECK_STATUS(rr_ang_missile_damage_pmf(&fired, &mon, 5, NULL, 0, &len), RR_INVALID_ARGUMENT);

    memset(&landing, 0, sizeof landing);
    landing.kind = RR_ANG_OBJECT_POTION;
    landing.hit_monster = 1;
    CHECK_STATUS(rr_ang_breakage_chance(&landing, &percent), RR_OK);
    CHECK(percent == 100);
    CHECK_STATUS(rr_ang_breakage_probability(&landing, &f), RR_OK);
    CHECK(f.numerator == 1 && f.denominator == 1);
    CHECK_STATUS(rr_ang_breaks(r, &landing, &broke), RR_OK);
    CHECK(broke);
    landing.artifact = 1; /* never breaks */
    CHECK_STATUS(rr_ang_breaks(r, &landing, &broke), RR_OK);
    CHECK(!broke);
    landing.kind = 14;
    CHECK_STATUS(rr_ang_breakage_chance(&landing, &percent), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_breakage_probability(&landing, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_ang_breaks(r, &landing, &broke), RR_INVALID_ARGUMENT);
    landing.kind = RR_ANG_OBJECT_OTHER;
    CHECK_STATUS(rr_ang_breakage_chance(NULL, &percent), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_breakage_probability(&landing, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_breaks(r, NULL, &broke), RR_NULL_ARGUMENT);
}

/* A missile checked once (rr_ang_missile_profile_new), then shot from it:
 * the same draws and outcome as rr_ang_missile_shoot with the same
 * rr_ang_missile. */
static void test_missile_profile(void) {
    rr_random r = built_in();
    rr_ang_monster mon = orc();
    rr_ang_missile m;
    rr_ang_missile_profile *p = NULL;
    rr_ang_attack a, b;
    /* The damage die, the hit roll (an automatic hit), no critical; twice. */
    int32_t answers[] = {5, 0, 4999, 5, 0, 4999};
    script s = {answers, 6, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    memset(&m, 0, sizeof m);
    m.level = 20;
    m.skill = 50;
    m.dice.count = 1;
    m.dice.sides = 9;
    m.weight = 2;
    m.launch = RR_ANG_LAUNCH_FIRE;
    m.multiplier = 3;
    m.to_dam = 1;
    CHECK_STATUS(rr_ang_missile_profile_new(&m, &p), RR_OK);
    CHECK(p != NULL);
    CHECK_STATUS(rr_ang_missile_shoot(scripted, &m, &mon, 5, &a), RR_OK);
    CHECK_STATUS(rr_ang_missile_profile_shoot(scripted, p, &mon, 5, &b), RR_OK);
    CHECK(s.next == 6 && s.last_hi == 4999);
    CHECK(same_attack(&a, &b));
    CHECK(b.roll == RR_ANG_HIT_AUTO_HIT && b.hit && b.dice == 5 && b.multiplier == 1);
    CHECK(b.critical == RR_ANG_CRIT_NONE && b.damage == (5 + 1) * 3);
    CHECK_STATUS(rr_ang_missile_profile_shoot(r, p, &mon, 65535, &b), RR_OK); /* boundary distance */
    CHECK(b.damage >= 0);
    CHECK_STATUS(rr_ang_missile_profile_shoot(r, NULL, &mon, 5, &b), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_missile_profile_shoot(r, p, NULL, 5, &b), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_missile_profile_shoot(r, p, &mon, 5, NULL), RR_NULL_ARGUMENT);
    mon.visible = 2;
    CHECK_STATUS(rr_ang_missile_profile_shoot(r, p, &mon, 5, &b), RR_INVALID_ARGUMENT);
    rr_ang_missile_profile_free(p);
    rr_ang_missile_profile_free(NULL);

    /* What rr_ang_missile_shoot refuses in a missile is refused when made. */
    p = NULL;
    m.multiplier = 101; /* the rule's check */
    CHECK_STATUS(rr_ang_missile_profile_new(&m, &p), RR_INVALID_ARGUMENT);
    m.multiplier = 100; /* boundary */
    m.dice.sides = 0;
    CHECK_STATUS(rr_ang_missile_profile_new(&m, &p), RR_INVALID_ARGUMENT);
    m.dice.sides = 9;
    m.level = 51; /* the conversion's check */
    CHECK_STATUS(rr_ang_missile_profile_new(&m, &p), RR_INVALID_ARGUMENT);
    CHECK(p == NULL);
    m.level = 50;
    CHECK_STATUS(rr_ang_missile_profile_new(NULL, &p), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_ang_missile_profile_new(&m, NULL), RR_NULL_ARGUMENT);
}

int main(void) {
    if (rr_rng_new(7, &rng) != RR_OK) {
        return 2;
    }
    test_profiles();
    test_hit_and_critical();
    test_blows();
    test_profile_handle();
    test_missiles();
    test_missile_profile();
    rr_rng_free(rng);
    return check_summary("melee_test");
}
