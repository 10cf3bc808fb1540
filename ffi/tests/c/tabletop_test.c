/* The tabletop functions of the C API (seed 002), from C: the character sheet
 * of tabletop/examples/fighter.json, section N's worked examples, exact odds,
 * scripted rolls with the game's own generator, and for each function a NULL
 * pointer, an invalid code (where it takes one) and a boundary value. Levels
 * and damage are int32_t; the other numbers int64_t. */
#include <stdint.h>
#include <string.h>

#include "roguerules.h"
#include "check.h"

static rr_rng *rng;

static rr_random built_in(void) {
    rr_random r = {rng, NULL};
    return r;
}

/* A broken generator that always answers its highest value (a d100 of 100,
 * forever: the open-ended roll runs away). */
static int32_t always_high(void *user, int32_t lo, int32_t hi) {
    (void)user;
    (void)lo;
    return hi;
}

static int fraction_is(rr_fraction f, uint64_t num, uint64_t den) {
    return f.exact && f.numerator == num && f.denominator == den;
}

static const rr_tt_extra_weapon dagger = {RR_TT_TABLE_MELEE, RR_TT_MELEE_DAGGER, 0};
static const int64_t fighter_situational[2] = {40, -60};

/* tabletop/examples/fighter.json: a level 10 Fighter, Str 18, Dex 15, Chain
 * +2, a Medium shield +1, a Long Sword +1 one-handed, a spare Dagger, 100
 * points of miscellaneous encumbrance, training 5, Bless, situational +40 and
 * -60. */
static rr_tt_sheet fighter(void) {
    rr_tt_sheet s;
    memset(&s, 0, sizeof s);
    s.kind = RR_TT_ATTACK_MELEE;
    s.pclass = RR_TT_CLASS_FIGHTER;
    s.level = 10;
    s.strength = 18;
    s.dexterity = 15;
    s.has_armour = 1;
    s.armour.kind = RR_TT_ARMOUR_CHAIN;
    s.armour.plus = 2;
    s.has_shield = 1;
    s.shield.kind = RR_TT_SHIELD_MEDIUM;
    s.shield.plus = 1;
    s.has_weapon = 1;
    s.weapon.kind = RR_TT_MELEE_LONG_SWORD;
    s.weapon.plus = 1;
    s.weapon.grip = RR_TT_GRIP_ONE_HANDED;
    s.extra_weapons = &dagger;
    s.extra_weapons_len = 1;
    s.misc_encumbrance = 100;
    s.training = 5;
    s.spells = RR_TT_SPELL_BLESS;
    s.situational = fighter_situational;
    s.situational_len = 2;
    return s;
}

static const int64_t thief_situational[2] = {30, -10};

/* A level 7 Thief, Str 12, Dex 17, Leather, shooting a Long bow +1 at long
 * range without aiming, under Slow, Speed and Haste, situational +30 and -10. */
static rr_tt_sheet archer(void) {
    rr_tt_sheet s;
    memset(&s, 0, sizeof s);
    s.kind = RR_TT_ATTACK_MISSILE;
    s.pclass = RR_TT_CLASS_THIEF;
    s.level = 7;
    s.strength = 12;
    s.dexterity = 17;
    s.has_armour = 1;
    s.armour.kind = RR_TT_ARMOUR_LEATHER;
    s.has_missile_weapon = 1;
    s.missile_weapon.kind = RR_TT_MISSILE_LONG_BOW;
    s.missile_weapon.plus = 1;
    s.has_range = 1;
    s.range = RR_TT_RANGE_LONG;
    s.spells = RR_TT_SPELL_SLOW | RR_TT_SPELL_SPEED | RR_TT_SPELL_HASTE;
    s.situational = thief_situational;
    s.situational_len = 2;
    return s;
}

static void test_sheet(void) {
    rr_tt_sheet s = fighter();
    rr_tt_attack_value av;
    rr_tt_attack_segment seg;
    int64_t enc = -1;
    rr_tt_extra_weapon many[65];
    int i;

    /* What `roguerules tabletop attack-value --sheet tabletop/examples/fighter.json --json` prints. */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.attack_value == -11);
    CHECK(av.breakdown.kind == RR_TT_ATTACK_MELEE);
    CHECK(av.breakdown.level_factor == 80 && av.breakdown.strength == 6 && av.breakdown.dexterity == 43);
    CHECK(av.breakdown.encumbrance_points == 111 && av.breakdown.encumbrance == -2);
    CHECK(av.breakdown.armour == -1 && av.breakdown.shield == -7 && av.breakdown.weapon == 2);
    CHECK(!av.breakdown.has_halved && av.breakdown.halved == 0);
    CHECK(av.breakdown.training == 5 && av.breakdown.blessing == 5);
    CHECK(av.breakdown.slow == 0 && av.breakdown.speed == 0 && av.breakdown.haste == 0);
    CHECK(av.breakdown.subtotal == 131 && av.breakdown.unaimed == 0);
    CHECK(av.breakdown.situational == -20 && av.breakdown.total == 111);

    /* Section I: Chain +2 (408) + Medium +1 (90) + Long Sword +1 (36) + Dagger
     * (20) + 100 = 654, x 0.925 = 605 (+1); speed factor 2, segment 1. */
    CHECK_STATUS(rr_tt_encumbrance_of(&s, &enc), RR_OK);
    CHECK(enc == 654);
    CHECK_STATUS(rr_tt_segment_of(&s, &seg), RR_OK);
    CHECK(seg.encumbrance_points == 605 && seg.encumbrance == 1);
    CHECK(seg.plus == -1 && seg.speed_factor == 2 && seg.table_segment == 1 && seg.segment == 1);

    /* Section B: the same fighter bashes: (80 + 6 + 43 - 2 - 1 - 7) / 2 =
     * 59.5 -> 60 (B1), +40 / 2 - 60 = -40: total 20, attack value 80. */
    s.kind = RR_TT_ATTACK_BASH;
    s.training = 0;
    s.spells = 0;
    s.extra_weapons_len = 0;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.breakdown.kind == RR_TT_ATTACK_BASH && av.breakdown.has_halved && av.breakdown.halved == 60);
    CHECK(av.breakdown.encumbrance_points == 126 && av.breakdown.weapon == 0);
    CHECK(av.breakdown.situational == -40 && av.attack_value == 80);
    s.level = 12; /* Table 19: a level 12 Fighter has no bash (2A) */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s.level = 10;
    s.has_shield = 0; /* a bash needs a shield */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);

    /* Section C: 21 / 2 -> 10, Dex 46, Leather -6, Long bow +1 -4: 46; Slow
     * -2, Speed 5, Haste 2 (Slow is active): 51; unaimed at long range
     * round(102 / 3) - 51 = -17; +30 / 3 - 10 = 0; attack value 66. */
    s = archer();
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.breakdown.kind == RR_TT_ATTACK_MISSILE && av.breakdown.level_factor == 10);
    CHECK(av.breakdown.strength == 0 && av.breakdown.dexterity == 46 && av.breakdown.weapon == -4);
    CHECK(av.breakdown.slow == -2 && av.breakdown.speed == 5 && av.breakdown.haste == 2);
    CHECK(av.breakdown.subtotal == 51 && av.breakdown.unaimed == -17 && av.breakdown.situational == 0);
    CHECK(av.attack_value == 66);
    CHECK_STATUS(rr_tt_segment_of(&s, &seg), RR_OK);
    CHECK(seg.weapon == 7 && seg.speed_factor == 7 && seg.table_segment == 3 && seg.segment == 3);
    s.aimed = 1; /* aimed: no reduction, bonuses at half */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.breakdown.unaimed == 0 && av.breakdown.situational == 5 && av.attack_value == 44);
    s.has_range = 0; /* a missile attack needs a range */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s.has_range = 1;
    s.range = RR_TT_RANGE_OUT_OF_RANGE; /* not an input band */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);

    /* NULLs: the sheet, the out-pointer, an array with a length. */
    s = fighter();
    av.attack_value = 12345;
    CHECK_STATUS(rr_tt_attack_value_of(NULL, &av), RR_NULL_ARGUMENT);
    CHECK(av.attack_value == 12345);
    CHECK_STATUS(rr_tt_attack_value_of(&s, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_segment_of(NULL, &seg), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_segment_of(&s, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_encumbrance_of(NULL, &enc), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_encumbrance_of(&s, NULL), RR_NULL_ARGUMENT);
    s.situational = NULL;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_NULL_ARGUMENT);
    s.situational_len = 0; /* NULL is fine with length 0 */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.attack_value == -31 && av.breakdown.situational == 0);

    /* Invalid codes and bits. */
    s = fighter();
    s.kind = RR_TT_ATTACK_MISSILE + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_segment_of(&s, &seg), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_encumbrance_of(&s, &enc), RR_INVALID_ARGUMENT);
    s = fighter();
    s.pclass = RR_TT_CLASS_MAGIC_USER + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.armour.kind = RR_TT_ARMOUR_MITHRIL_PLATE + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s.has_armour = 0; /* ignored when absent */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    s = fighter();
    s.shield.kind = RR_TT_SHIELD_LARGE_MITHRIL + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.weapon.kind = RR_TT_MELEE_TWO_HAND_HAMMER + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.weapon.grip = RR_TT_GRIP_TWO_HANDED + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s.weapon.grip = RR_TT_GRIP_TWO_HANDED; /* with a shield (B21) */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.weapon.kind = RR_TT_MELEE_HALBERD; /* two-handed only, held in one hand */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.spells = 1 << 5;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    for (i = 0; i < 65; i++) {
        many[i].table = RR_TT_TABLE_MISSILE;
        many[i].kind = RR_TT_MISSILE_DAGGER;
        many[i].plus = 0;
    }
    s.extra_weapons = many;
    s.extra_weapons_len = 65; /* one more than RR_TT_MAX_SHEET_ITEMS */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s.extra_weapons_len = RR_TT_MAX_SHEET_ITEMS; /* the boundary */
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    many[0].table = RR_TT_TABLE_MISSILE + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    many[0].table = RR_TT_TABLE_MISSILE;
    many[0].kind = RR_TT_MISSILE_HEAVY_CROSSBOW + 1;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);

    /* Boundaries of the domains (RULINGS B21). */
    s = fighter();
    s.level = 30;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.breakdown.level_factor == 240);
    s.level = 31;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_segment_of(&s, &seg), RR_INVALID_ARGUMENT);
    s = fighter();
    s.strength = 55;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    s.strength = 0;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.weapon.plus = 10;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_OK);
    CHECK(av.breakdown.weapon == 74);
    CHECK_STATUS(rr_tt_segment_of(&s, &seg), RR_OK); /* boundary */
    CHECK(seg.plus == -4); /* -ceil(10 / 3), B13 */
    s.weapon.plus = 11;
    CHECK_STATUS(rr_tt_attack_value_of(&s, &av), RR_INVALID_ARGUMENT);
    s = fighter();
    s.misc_encumbrance = 1000000;
    CHECK_STATUS(rr_tt_encumbrance_of(&s, &enc), RR_OK); /* boundary */
    CHECK(enc == 654 - 100 + 1000000);
    s.misc_encumbrance = 1000001;
    CHECK_STATUS(rr_tt_encumbrance_of(&s, &enc), RR_INVALID_ARGUMENT);
}

static void test_roll(void) {
    rr_random r = built_in();
    rr_tt_attack_input in = {15, RR_TT_NOMINAL_MISS_CHANCE};
    rr_fraction f;
    rr_tt_attack_roll roll;
    rr_tt_overhit o;
    rr_value_probability rows[64];
    size_t len = 0, i;
    /* Attack value 40: 97 rerolls, 12 is added: total 109, overhit 69 = 4 x
     * 15 + 9: 4d4 (1 + 2 + 3 + 4) + 1 = 11. */
    int32_t open[] = {97, 12, 1, 2, 3, 4};
    script s = {open, 6, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    /* Exact odds: 15..=100 succeed at attack value 15, as the Rust function says. */
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK);
    CHECK(fraction_is(f, 43, 50));
    in.attack_value = 50;
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK);
    CHECK(fraction_is(f, 51, 100));
    in.attack_value = 150; /* above 90 only the "> 90" rule hits */
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK);
    CHECK(fraction_is(f, 1, 10));
    in.miss_chance = 95; /* the miss chance takes precedence (B9) */
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK);
    CHECK(fraction_is(f, 1, 20));
    in.attack_value = -10000;
    in.miss_chance = -1000;
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK); /* boundary */
    CHECK(fraction_is(f, 1, 1));
    in.miss_chance = 1000;
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_OK);
    CHECK(fraction_is(f, 0, 1));
    in.attack_value = 10001;
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_INVALID_ARGUMENT);
    in.attack_value = 50;
    in.miss_chance = 1001;
    CHECK_STATUS(rr_tt_success_probability(&in, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_success_probability(NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_success_probability(&in, NULL), RR_NULL_ARGUMENT);

    /* The open-ended total: 50 is 1/100, 96 cannot be, 97 is 96 then 1. */
    CHECK_STATUS(rr_tt_open_ended_probability(50, &f), RR_OK);
    CHECK(fraction_is(f, 1, 100));
    CHECK_STATUS(rr_tt_open_ended_probability(96, &f), RR_OK);
    CHECK(fraction_is(f, 0, 1));
    CHECK_STATUS(rr_tt_open_ended_probability(97, &f), RR_OK);
    CHECK(fraction_is(f, 1, 10000));
    CHECK_STATUS(rr_tt_open_ended_probability(10001, &f), RR_OK); /* boundary: beyond the table */
    CHECK(fraction_is(f, 0, 1));
    CHECK_STATUS(rr_tt_open_ended_probability(10000, &f), RR_OK); /* needs 100^105: not exact */
    CHECK(!f.exact && f.value > 0.0);
    CHECK_STATUS(rr_tt_open_ended_probability(50, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_open_ended_probability(50, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);

    /* Section H's split (B10). */
    CHECK_STATUS(rr_tt_overhit_of(4, &o), RR_OK);
    CHECK(o.dice == 0 && o.bonus == 0);
    CHECK_STATUS(rr_tt_overhit_of(5, &o), RR_OK); /* boundary */
    CHECK(o.dice == 0 && o.bonus == 1);
    CHECK_STATUS(rr_tt_overhit_of(14, &o), RR_OK);
    CHECK(o.dice == 0 && o.bonus == 2);
    CHECK_STATUS(rr_tt_overhit_of(69, &o), RR_OK);
    CHECK(o.overhit == 69 && o.dice == 4 && o.bonus == 1);
    CHECK_STATUS(rr_tt_overhit_of(-57, &o), RR_OK);
    CHECK(o.dice == 0 && o.bonus == 0);
    CHECK_STATUS(rr_tt_overhit_of(15, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_overhit_of(15, (rr_tt_overhit *)misaligned()), RR_MISALIGNED_POINTER);

    /* A scripted open-ended roll through the game's generator. */
    in.attack_value = 40;
    in.miss_chance = RR_TT_NOMINAL_MISS_CHANCE;
    CHECK_STATUS(rr_tt_roll_attack(scripted, &in, &roll), RR_OK);
    CHECK(roll.rolls_len == 2 && roll.rolls[0] == 97 && roll.rolls[1] == 12 && roll.total == 109);
    CHECK(roll.success && !roll.by_over_90 && !roll.missed_by_chance && !roll.fumble_possible);
    CHECK(roll.has_overhit && roll.overhit.overhit == 69 && roll.overhit.dice == 4 && roll.overhit.bonus == 1);
    CHECK(roll.extra_roll == 10 && roll.extra_damage == 11);
    CHECK(s.next == 6 && s.last_lo == 1 && s.last_hi == 4);
    {
        /* A 7 is at or below the miss chance: failed, a fumble may have
         * occurred, nothing more drawn. A 93 succeeds against 150 by "> 90". */
        int32_t low[] = {7, 93};
        script s2 = {low, 2, 0, 0, 0};
        rr_roller mine2 = {script_uniform, &s2};
        rr_random scripted2 = {NULL, &mine2};
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        rr_roller runaway = {always_high, NULL};
        rr_random forever = {NULL, &runaway};
        CHECK_STATUS(rr_tt_roll_attack(scripted2, &in, &roll), RR_OK);
        CHECK(roll.rolls_len == 1 && roll.missed_by_chance && !roll.success && roll.fumble_possible);
        CHECK(!roll.has_overhit && roll.extra_damage == 0 && s2.next == 1);
        in.attack_value = 150;
        CHECK_STATUS(rr_tt_roll_attack(scripted2, &in, &roll), RR_OK);
        CHECK(roll.success && roll.by_over_90 && roll.has_overhit && roll.overhit.overhit == -57);
        CHECK(roll.extra_damage == 0 && s2.next == 2);
        roll.total = -1;
        CHECK_STATUS(rr_tt_roll_attack(bad, &in, &roll), RR_RNG_OUT_OF_RANGE);
        CHECK(roll.total == -1);
        /* 100 forever: the open-ended roll stops after 10000 d100s. */
        CHECK_STATUS(rr_tt_roll_attack(forever, &in, &roll), RR_BUDGET_EXCEEDED);
        CHECK(roll.total == -1);
    }
    in.attack_value = 10000; /* boundary */
    CHECK_STATUS(rr_tt_roll_attack(r, &in, &roll), RR_OK);
    CHECK(roll.rolls_len >= 1 && roll.rolls[0] >= 1 && roll.rolls[0] <= 100);
    CHECK(roll.success == (roll.rolls[0] > 90));
    in.attack_value = -10001;
    CHECK_STATUS(rr_tt_roll_attack(r, &in, &roll), RR_INVALID_ARGUMENT);
    in.attack_value = 40;
    CHECK_STATUS(rr_tt_roll_attack(r, NULL, &roll), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_roll_attack(r, &in, NULL), RR_NULL_ARGUMENT);
    {
        rr_random neither = {NULL, NULL};
        rr_random both = {rng, &mine};
        CHECK_STATUS(rr_tt_roll_attack(neither, &in, &roll), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_tt_roll_attack(both, &in, &roll), RR_INVALID_ARGUMENT);
    }

    /* Extra damage given success at attack value 15: totals 15..=19 of 86
     * successes give none (the README's 5/86). */
    in.attack_value = 15;
    in.miss_chance = RR_TT_NOMINAL_MISS_CHANCE;
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, NULL, 0, &len, &f), RR_OK);
    CHECK(len == 41);
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, rows, len - 1, &len, &f), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, rows, 64, &len, &f), RR_OK);
    CHECK(rows[0].value == 0 && fraction_is(rows[0].probability, 5, 86));
    CHECK(rows[1].value == 1 && fraction_is(rows[1].probability, 25, 344));
    {
        /* The listed values and the tail add up to 1. */
        double sum = f.value;
        for (i = 0; i < len; i++) {
            CHECK(rows[i].value == (int64_t)i);
            sum += rows[i].probability.value;
        }
        CHECK(sum > 0.999999 && sum < 1.000001);
    }
    CHECK_STATUS(rr_tt_extra_damage(&in, 0, rows, 64, &len, &f), RR_OK); /* boundary cap */
    CHECK(len == 1 && fraction_is(rows[0].probability, 5, 86));
    CHECK_STATUS(rr_tt_extra_damage(&in, 201, NULL, 0, &len, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_extra_damage(&in, -1, NULL, 0, &len, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_extra_damage(NULL, 40, NULL, 0, &len, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, NULL, 0, NULL, &f), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, NULL, 0, &len, NULL), RR_NULL_ARGUMENT);
    in.miss_chance = 100; /* cannot succeed */
    CHECK_STATUS(rr_tt_extra_damage(&in, 40, NULL, 0, &len, &f), RR_RULE_ERROR);
}

static void test_damage(void) {
    rr_random r = built_in();
    rr_tt_attacker a = {RR_TT_CLASS_FIGHTER, 5, 18, 0, 0};
    rr_tt_base_damage d;
    rr_value_probability rows[64];
    size_t len = 0;
    int32_t dmg = -1, cap = -1; /* damage is int32_t */
    rr_fraction tail;
    rr_tt_attack_input in = {40, RR_TT_NOMINAL_MISS_CHANCE};
    rr_tt_dice dice = {1, 6, 8};

    /* Section E: a Bastard Sword +1 two-handed, 2D6+2, +2 Str 18, +3 Fighter 5, +1. */
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_BASTARD_SWORD, 1, RR_TT_GRIP_TWO_HANDED, 0, 0, &d),
                 RR_OK);
    CHECK(d.dice.count == 2 && d.dice.sides == 6 && d.dice.plus == 8);
    CHECK(d.weapon.plus == 2 && d.strength == 2 && d.class_level == 3 && d.plus == 1 && d.mass == 0);
    CHECK(d.min == 10 && d.max == 20);
    /* One-handed: 2D6 (B20). A Mace against heavy armour: +2 (`*`). */
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_BASTARD_SWORD, 1, RR_TT_GRIP_ONE_HANDED, 0, 0, &d),
                 RR_OK);
    CHECK(d.dice.plus == 6);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_MACE_WAR_HAMMER, 0, RR_TT_GRIP_ONE_HANDED, 1, 1, &d), RR_OK);
    CHECK(d.weapon_special == 2 && d.dice.plus == 7);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_FLAIL, 0, RR_TT_GRIP_ONE_HANDED, 1, 1, &d), RR_OK);
    CHECK(d.weapon_special == 2); /* `**`: against the interposed shield */
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_SPEAR, 0, RR_TT_GRIP_ONE_HANDED, 0, 0, &d),
                 RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_TWO_HAND_HAMMER + 1, 0, RR_TT_GRIP_TWO_HANDED, 0, 0, &d),
                 RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_DAGGER, 0, RR_TT_GRIP_TWO_HANDED + 1, 0, 0, &d),
                 RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_DAGGER, 11, RR_TT_GRIP_ONE_HANDED, 0, 0, &d),
                 RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_melee_damage(NULL, RR_TT_MELEE_DAGGER, 0, RR_TT_GRIP_ONE_HANDED, 0, 0, &d),
                 RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_DAGGER, 0, RR_TT_GRIP_ONE_HANDED, 0, 0, NULL),
                 RR_NULL_ARGUMENT);
    /* Table 15 boundaries (B17): 3500 gives +1, 70000 is outside the table. */
    a.mass = 3500; /* boundary */
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_DAGGER, 0, RR_TT_GRIP_ONE_HANDED, 0, 0, &d), RR_OK);
    CHECK(d.mass == 1);
    a.mass = 70000;
    CHECK_STATUS(rr_tt_melee_damage(&a, RR_TT_MELEE_DAGGER, 0, RR_TT_GRIP_ONE_HANDED, 0, 0, &d),
                 RR_INVALID_ARGUMENT);
    a.mass = 0;

    /* Section F: the fighter.json Fighter's bash, 1D4 +2 +5. */
    a.level = 10;
    CHECK_STATUS(rr_tt_bash_damage(&a, &d), RR_OK);
    CHECK(d.dice.count == 1 && d.dice.sides == 4 && d.dice.plus == 7 && d.min == 8 && d.max == 11);
    a.pclass = RR_TT_CLASS_MAGIC_USER + 1;
    CHECK_STATUS(rr_tt_bash_damage(&a, &d), RR_INVALID_ARGUMENT);
    a.pclass = RR_TT_CLASS_FIGHTER;
    a.special = 1001;
    CHECK_STATUS(rr_tt_bash_damage(&a, &d), RR_INVALID_ARGUMENT);
    a.special = 1000; /* boundary */
    CHECK_STATUS(rr_tt_bash_damage(&a, &d), RR_OK);
    CHECK(d.special == 1000 && d.dice.plus == 1007);
    a.special = 0;
    CHECK_STATUS(rr_tt_bash_damage(NULL, &d), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_bash_damage(&a, NULL), RR_NULL_ARGUMENT);

    /* Section G: thrown weapons add half the Strength bonus (B1: Str 18's 2 ->
     * 1), launchers none. */
    a.level = 5;
    CHECK_STATUS(rr_tt_missile_damage(&a, RR_TT_MISSILE_DAGGER, 0, &d), RR_OK);
    CHECK(d.strength == 1 && d.dice.count == 1 && d.dice.sides == 4 && d.dice.plus == 4);
    CHECK_STATUS(rr_tt_missile_damage(&a, RR_TT_MISSILE_HEAVY_CROSSBOW, 10, &d), RR_OK); /* boundary plus */
    CHECK(d.strength == 0 && d.dice.count == 4 && d.dice.plus == 13 && d.min == 17 && d.max == 37);
    CHECK_STATUS(rr_tt_missile_damage(&a, RR_TT_MISSILE_HEAVY_CROSSBOW + 1, 0, &d), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_missile_damage(&a, RR_TT_MISSILE_SLING, -1, &d), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_missile_damage(NULL, RR_TT_MISSILE_SLING, 0, &d), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_missile_damage(&a, RR_TT_MISSILE_SLING, 0, NULL), RR_NULL_ARGUMENT);

    /* Rolling and the exact distribution of 1D6+8. */
    {
        int32_t five[] = {5};
        script s = {five, 1, 0, 0, 0};
        rr_roller mine = {script_uniform, &s};
        rr_random scripted = {NULL, &mine};
        CHECK_STATUS(rr_tt_damage_roll(scripted, &dice, &dmg), RR_OK);
        CHECK(dmg == 13 && s.last_lo == 1 && s.last_hi == 6);
    }
    CHECK_STATUS(rr_tt_damage_roll(r, &dice, &dmg), RR_OK);
    CHECK(dmg >= 9 && dmg <= 14);
    dice.sides = 0;
    CHECK_STATUS(rr_tt_damage_roll(r, &dice, &dmg), RR_INVALID_ARGUMENT);
    dice.sides = 100;
    dice.count = 101;
    CHECK_STATUS(rr_tt_damage_roll(r, &dice, &dmg), RR_INVALID_ARGUMENT);
    dice.count = 0; /* boundary: no dice, the constant */
    CHECK_STATUS(rr_tt_damage_roll(r, &dice, &dmg), RR_OK);
    CHECK(dmg == 8);
    CHECK_STATUS(rr_tt_damage_roll(r, NULL, &dmg), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_damage_roll(r, &dice, NULL), RR_NULL_ARGUMENT);
    dice.count = 1;
    dice.sides = 6;
    CHECK_STATUS(rr_tt_damage_pmf(&dice, NULL, 0, &len), RR_OK);
    CHECK(len == 6);
    CHECK_STATUS(rr_tt_damage_pmf(&dice, rows, 5, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_tt_damage_pmf(&dice, rows, 64, &len), RR_OK);
    CHECK(rows[0].value == 9 && rows[5].value == 14 && fraction_is(rows[3].probability, 1, 6));
    dice.plus = 1000001;
    CHECK_STATUS(rr_tt_damage_pmf(&dice, NULL, 0, &len), RR_INVALID_ARGUMENT);
    dice.plus = -1000000; /* boundary */
    CHECK_STATUS(rr_tt_damage_pmf(&dice, rows, 64, &len), RR_OK);
    CHECK(rows[0].value == -999999);
    dice.plus = 8;
    CHECK_STATUS(rr_tt_damage_pmf(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_damage_pmf(&dice, NULL, 0, NULL), RR_NULL_ARGUMENT);

    /* Final damage and damage dealt (B20): long range halves last, to even. */
    CHECK_STATUS(rr_tt_final_damage(13, 11, 0, &dmg), RR_OK);
    CHECK(dmg == 24);
    CHECK_STATUS(rr_tt_final_damage(14, 11, 1, &dmg), RR_OK);
    CHECK(dmg == 12); /* 12.5 -> 12 */
    CHECK_STATUS(rr_tt_final_damage(INT32_MAX, 1, 0, &dmg), RR_OK); /* boundary: saturates */
    CHECK(dmg == INT32_MAX);
    CHECK_STATUS(rr_tt_final_damage(INT32_MIN, -1, 0, &dmg), RR_OK);
    CHECK(dmg == INT32_MIN);
    CHECK_STATUS(rr_tt_final_damage(INT32_MAX, INT32_MAX, 1, &dmg), RR_OK); /* halved: fits again */
    CHECK(dmg == INT32_MAX);
    CHECK_STATUS(rr_tt_final_damage(1, 1, 2, &dmg), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_final_damage(1, 1, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_final_damage(1, 1, 0, (int32_t *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_tt_damage_dealt(24, 4, &dmg), RR_OK);
    CHECK(dmg == 20);
    CHECK_STATUS(rr_tt_damage_dealt(3, 4, &dmg), RR_OK); /* boundary: at least 0 */
    CHECK(dmg == 0);
    CHECK_STATUS(rr_tt_damage_dealt(3, -4, &dmg), RR_OK);
    CHECK(dmg == 3);
    /* The absorption stays int64_t; the result is between 0 and the damage. */
    CHECK_STATUS(rr_tt_damage_dealt(INT32_MAX, INT64_MIN, &dmg), RR_OK);
    CHECK(dmg == INT32_MAX);
    CHECK_STATUS(rr_tt_damage_dealt(INT32_MAX, INT64_MAX, &dmg), RR_OK);
    CHECK(dmg == 0);
    CHECK_STATUS(rr_tt_damage_dealt(3, 4, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_damage_dealt(3, 4, (int32_t *)misaligned()), RR_MISALIGNED_POINTER);

    /* Total damage of a success: 1D6+8 plus extra damage at attack value 40. */
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 0, 20, NULL, 0, &len, &cap, &tail), RR_OK);
    CHECK(cap == 29 && len == 21); /* 9..=29 */
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 0, 20, rows, 64, &len, &cap, &tail), RR_OK);
    CHECK(rows[0].value == 9 && rows[len - 1].value == 29);
    {
        double sum = tail.value;
        size_t i;
        for (i = 0; i < len; i++) {
            sum += rows[i].probability.value;
        }
        CHECK(sum > 0.999999 && sum < 1.000001);
    }
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 1, 20, rows, 64, &len, &cap, &tail), RR_OK);
    CHECK(rows[0].value == 4); /* 9 / 2 = 4.5 -> 4 */
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 0, 201, NULL, 0, &len, &cap, &tail), RR_INVALID_ARGUMENT);
    dice.count = 100;
    dice.sides = 100; /* boundary dice: over the budget */
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 0, 200, NULL, 0, &len, &cap, &tail), RR_BUDGET_EXCEEDED);
    dice.count = 1;
    dice.sides = 6;
    CHECK_STATUS(rr_tt_total_damage(NULL, &dice, 0, 20, NULL, 0, &len, &cap, &tail), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_total_damage(&in, NULL, 0, 20, NULL, 0, &len, &cap, &tail), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_total_damage(&in, &dice, 0, 20, NULL, 0, &len, NULL, &tail), RR_NULL_ARGUMENT);

    /* Resolving: the roll of test_roll, then 1D6+8 = 5 + 8; 13 + 11 = 24,
     * less 4 absorbed = 20; at long range 12, less 4 = 8. */
    {
        int32_t open[] = {97, 12, 1, 2, 3, 4, 5, 97, 12, 1, 2, 3, 4, 5};
        script s = {open, 14, 0, 0, 0};
        rr_roller mine = {script_uniform, &s};
        rr_random scripted = {NULL, &mine};
        rr_tt_attack att;
        rr_tt_attack_outcome out;
        memset(&att, 0, sizeof att);
        att.roll = in;
        att.damage = dice;
        att.absorption = 4;
        CHECK_STATUS(rr_tt_resolve_attack(scripted, &att, &out), RR_OK);
        CHECK(out.roll.success && out.roll.extra_damage == 11);
        CHECK(out.base_damage == 13 && out.damage == 24 && out.dealt == 20);
        att.long_range = 1;
        CHECK_STATUS(rr_tt_resolve_attack(scripted, &att, &out), RR_OK);
        CHECK(out.damage == 12 && out.dealt == 8 && s.next == 14);
        att.damage.sides = 101;
        CHECK_STATUS(rr_tt_resolve_attack(r, &att, &out), RR_INVALID_ARGUMENT);
        att.damage = dice;
        att.roll.miss_chance = 100; /* boundary: always missed, nothing rolled but the attack */
        CHECK_STATUS(rr_tt_resolve_attack(r, &att, &out), RR_OK);
        CHECK(!out.roll.success && out.base_damage == 0 && out.dealt == 0);
        CHECK_STATUS(rr_tt_resolve_attack(r, NULL, &out), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_tt_resolve_attack(r, &att, NULL), RR_NULL_ARGUMENT);
    }
}

static void test_segments(void) {
    rr_tt_round round;
    rr_tt_segments segs;
    uint8_t attacks = 99, bashes = 99;

    /* Section N's worked examples: a level 18 Fighter striking on segment 1
     * attacks on 1, 3 and 5; a level 15 Thaumaturgist on segment 2 on 2 and 5. */
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 18, 1, 0, &round), RR_OK);
    CHECK(round.attacks == 3 && round.bashes == 0);
    CHECK(round.segments.len == 3 && round.segments.segments[0] == 1 && round.segments.segments[1] == 3 &&
          round.segments.segments[2] == 5);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_CABALIST_THAUMATURGE, 15, 2, 0, &round), RR_OK);
    CHECK(round.attacks == 2 && round.segments.len == 2 && round.segments.segments[0] == 2 &&
          round.segments.segments[1] == 5);
    /* 4AB with a shield: five actions, no idle segments needed. */
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 27, 1, 1, &round), RR_OK);
    CHECK(round.attacks == 4 && round.bashes == 1 && round.segments.len == 5 && round.segments.segments[4] == 5);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 18, 5, 0, &round), RR_OK); /* boundary */
    CHECK(round.segments.len == 1 && round.segments.segments[0] == 5);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 18, 6, 0, &round), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 18, 0, 0, &round), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 31, 1, 0, &round), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_MAGIC_USER + 1, 18, 1, 0, &round), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_engaged_round(RR_TT_CLASS_FIGHTER, 18, 1, 0, NULL), RR_NULL_ARGUMENT);

    /* The same examples through the general schedule, engaged throughout. */
    CHECK_STATUS(rr_tt_action_segments(1, 3, 0x1f, 0x1f, &segs), RR_OK);
    CHECK(segs.len == 3 && segs.segments[0] == 1 && segs.segments[1] == 3 && segs.segments[2] == 5);
    CHECK_STATUS(rr_tt_action_segments(2, 2, 0x1f, 0x1f, &segs), RR_OK);
    CHECK(segs.len == 2 && segs.segments[0] == 2 && segs.segments[1] == 5);
    /* Not engaged at the end of the previous round's segment 5: no action on
     * segment 1; engaged from then on: 2 and 4. */
    CHECK_STATUS(rr_tt_action_segments(1, 3, 0x0f, 0x1f, &segs), RR_OK);
    CHECK(segs.len == 2 && segs.segments[0] == 2 && segs.segments[1] == 4);
    CHECK_STATUS(rr_tt_action_segments(1, 0, 0x1f, 0x1f, &segs), RR_OK); /* boundary: no actions */
    CHECK(segs.len == 0);
    CHECK_STATUS(rr_tt_action_segments(1, 3, 0x20, 0x1f, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_action_segments(1, 3, 0x1f, 0xff, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_action_segments(6, 3, 0x1f, 0x1f, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_action_segments(1, 3, 0x1f, 0x1f, NULL), RR_NULL_ARGUMENT);

    /* Table 19 (B11): the bash counts only with a shield. */
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 7, 1, &attacks, &bashes), RR_OK);
    CHECK(attacks == 1 && bashes == 1);
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 7, 0, &attacks, &bashes), RR_OK);
    CHECK(attacks == 1 && bashes == 0);
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 30, 1, &attacks, &bashes), RR_OK); /* boundary */
    CHECK(attacks == 5 && bashes == 0);
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 0, 1, &attacks, &bashes), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_actions_per_round(8, 5, 1, &attacks, &bashes), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 5, 1, NULL, &bashes), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_actions_per_round(RR_TT_CLASS_FIGHTER, 5, 1, &attacks, NULL), RR_NULL_ARGUMENT);
    CHECK(attacks == 5 && bashes == 0);
}

static void test_movement(void) {
    rr_random r = built_in();
    rr_tt_movement_input in;
    rr_tt_movement m;
    rr_tt_squares sq;
    rr_tt_disengage_side fighter_side = {RR_TT_CLASS_FIGHTER, 5, 82};
    rr_tt_disengage_side thief_side = {RR_TT_CLASS_THIEF, 5, 67};
    int64_t chance = -1, feet = -1, penalty = -1;
    uint8_t ok = 0, follow = 0;
    rr_fraction f;

    /* Section L: 300 points at Str 12 -> 47 ft (Table 16); Haste x4/3 = 62.67
     * -> 63 ft = 13 squares (3, 2, 3, 2, 3). */
    memset(&in, 0, sizeof in);
    in.encumbrance = 300;
    in.strength = 12;
    in.haste = 1;
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_OK);
    CHECK(m.encumbrance_points == 300 && m.table_feet == 47 && m.percent == 56 && m.base_feet == 47);
    CHECK(m.feet_per_round == 63 && m.squares.per_round == 13 && m.shift_every_segment);
    CHECK(m.squares.per_segment[0] == 3 && m.squares.per_segment[1] == 2 && m.squares.per_segment[4] == 3);
    in.speed = 1; /* Speed doubles instead (B14) */
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_OK);
    CHECK(m.feet_per_round == 94);
    in.base_rate = 120; /* a creature: 120 x 56% = 67.2 -> 67, doubled */
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_OK);
    CHECK(m.base_feet == 67 && m.feet_per_round == 134);
    in.base_rate = 10001;
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_INVALID_ARGUMENT);
    in.base_rate = 0;
    in.encumbrance = 2500; /* boundary: the last row; above it no movement */
    in.speed = 0;
    in.haste = 0;
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_OK); /* boundary */
    CHECK(m.table_feet == 3 && m.squares.per_round == 1 && !m.shift_every_segment);
    in.encumbrance = 2501;
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_OK);
    CHECK(m.table_feet == 0 && m.feet_per_round == 0);
    in.strength = 56;
    CHECK_STATUS(rr_tt_movement_of(&in, &m), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_movement_of(NULL, &m), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_movement_of(&in, NULL), RR_NULL_ARGUMENT);

    /* Table 18 (B15): 82 ft = 16 squares; the reconstructed 240 ft row; none below 2.5 ft. */
    CHECK_STATUS(rr_tt_squares_of(82, &sq), RR_OK);
    CHECK(sq.per_round == 16 && sq.per_segment[2] == 4 && sq.per_segment[0] == 3);
    CHECK_STATUS(rr_tt_squares_of(240, &sq), RR_OK);
    CHECK(sq.per_round == 48 && sq.per_segment[0] == 10 && sq.per_segment[1] == 9);
    CHECK_STATUS(rr_tt_squares_of(2, &sq), RR_OK); /* boundary */
    CHECK(sq.per_round == 0);
    CHECK_STATUS(rr_tt_squares_of(3, &sq), RR_OK);
    CHECK(sq.per_round == 1 && sq.per_segment[2] == 1);
    CHECK_STATUS(rr_tt_squares_of(82, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_squares_of(82, (rr_tt_squares *)misaligned()), RR_MISALIGNED_POINTER);

    /* Backing up at a third, and Table 17. */
    CHECK_STATUS(rr_tt_backing_up_feet(63, &feet), RR_OK);
    CHECK(feet == 21);
    CHECK_STATUS(rr_tt_backing_up_feet(82, &feet), RR_OK);
    CHECK(feet == 27); /* 27.33 */
    CHECK_STATUS(rr_tt_backing_up_feet(INT64_MIN, &feet), RR_OK); /* boundary: -3074457345618258602.67 */
    CHECK(feet == INT64_MIN / 3 - 1);
    CHECK_STATUS(rr_tt_backing_up_feet(82, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_backing_up_feet(82, (int64_t *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_tt_retreat_penalty(27, 82, &follow, &penalty), RR_OK);
    CHECK(follow && penalty == 0); /* at most 1/2 */
    CHECK_STATUS(rr_tt_retreat_penalty(27, 27, &follow, &penalty), RR_OK); /* boundary: exactly 1 */
    CHECK(follow && penalty == -105);
    CHECK_STATUS(rr_tt_retreat_penalty(28, 27, &follow, &penalty), RR_OK);
    CHECK(!follow && penalty == 0);
    CHECK_STATUS(rr_tt_retreat_penalty(2, 3, &follow, &penalty), RR_OK); /* 2/3 */
    CHECK(follow && penalty == -15);
    CHECK_STATUS(rr_tt_retreat_penalty(27, 82, NULL, &penalty), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_retreat_penalty(27, 82, &follow, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_retreat_penalty(27, 82, &follow, (int64_t *)misaligned()), RR_MISALIGNED_POINTER);

    /* Section M: Fighter 5 at 82 ft (40 + 24 hexes) against Thief 5 at 67 ft
     * (15 + 20): 50 + 64 - 35 = 79. */
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, &thief_side, &chance), RR_OK);
    CHECK(chance == 79);
    CHECK_STATUS(rr_tt_disengage_chance(&thief_side, &fighter_side, &chance), RR_OK);
    CHECK(chance == 21);
    thief_side.pclass = RR_TT_CLASS_MAGIC_USER + 1;
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, &thief_side, &chance), RR_INVALID_ARGUMENT);
    thief_side.pclass = RR_TT_CLASS_THIEF;
    thief_side.feet_per_round = 100001;
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, &thief_side, &chance), RR_INVALID_ARGUMENT);
    thief_side.feet_per_round = 0; /* boundary */
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, &thief_side, &chance), RR_OK);
    CHECK(chance == 50 + 64 - 15);
    CHECK_STATUS(rr_tt_disengage_chance(NULL, &thief_side, &chance), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, NULL, &chance), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_disengage_chance(&fighter_side, &thief_side, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_disengage_probability(79, &f), RR_OK);
    CHECK(fraction_is(f, 79, 100));
    CHECK_STATUS(rr_tt_disengage_probability(150, &f), RR_OK); /* boundary: clamped */
    CHECK(fraction_is(f, 1, 1));
    CHECK_STATUS(rr_tt_disengage_probability(-5, &f), RR_OK);
    CHECK(fraction_is(f, 0, 1));
    CHECK_STATUS(rr_tt_disengage_probability(79, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_disengage_probability(79, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);
    {
        /* chance(79, 100): one call uniform(0, 99), 1 below 79. */
        int32_t answers[] = {78, 79};
        script s = {answers, 2, 0, 0, 0};
        rr_roller mine = {script_uniform, &s};
        rr_random scripted = {NULL, &mine};
        CHECK_STATUS(rr_tt_disengage_roll(scripted, 79, &ok), RR_OK);
        CHECK(ok && s.last_lo == 0 && s.last_hi == 99);
        CHECK_STATUS(rr_tt_disengage_roll(scripted, 79, &ok), RR_OK);
        CHECK(!ok && s.next == 2);
        CHECK_STATUS(rr_tt_disengage_roll(scripted, 100, &ok), RR_OK); /* boundary: no draw */
        CHECK(ok && s.next == 2);
    }
    CHECK_STATUS(rr_tt_disengage_roll(r, -1000, &ok), RR_OK);
    CHECK(!ok);
    CHECK_STATUS(rr_tt_disengage_roll(r, 50, NULL), RR_NULL_ARGUMENT);
    {
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        rr_random both = {rng, &broken};
        CHECK_STATUS(rr_tt_disengage_roll(bad, 50, &ok), RR_RNG_OUT_OF_RANGE);
        CHECK_STATUS(rr_tt_disengage_roll(both, 50, &ok), RR_INVALID_ARGUMENT);
    }
}

static void test_defence(void) {
    rr_random r = built_in();
    rr_tt_shield_worn large = {RR_TT_SHIELD_LARGE, 2};
    int64_t value = -1;
    uint8_t interposed = 0;
    rr_fraction f;
    rr_tt_factor half = {1, 2};
    int64_t three = 3;
    rr_tt_absorption_input in;
    rr_tt_absorption ab;
    rr_value_probability rows[4];
    size_t len = 0;
    int64_t protection[2] = {2, 4};

    /* Section J (B18): Fighter 10 with a Large shield +2: 66 + 15 + 4 = 85;
     * at level 20 capped at 90. */
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, &large, 0, &value), RR_OK);
    CHECK(value == 85);
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 20, &large, 0, &value), RR_OK);
    CHECK(value == 90);
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, &large, -1000, &value), RR_OK); /* boundary */
    CHECK(value == 85 - 1000);
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, &large, 1001, &value), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_MAGIC_USER + 1, 10, &large, 0, &value), RR_INVALID_ARGUMENT);
    large.kind = RR_TT_SHIELD_LARGE_MITHRIL + 1;
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, &large, 0, &value), RR_INVALID_ARGUMENT);
    large.kind = RR_TT_SHIELD_LARGE;
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, NULL, 0, &value), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_interposition(RR_TT_CLASS_FIGHTER, 10, &large, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_interposition_probability(85, &f), RR_OK);
    CHECK(fraction_is(f, 17, 20));
    CHECK_STATUS(rr_tt_interposition_probability(95, &f), RR_OK); /* boundary: 90 at most (G4) */
    CHECK(fraction_is(f, 9, 10));
    CHECK_STATUS(rr_tt_interposition_probability(-3, &f), RR_OK);
    CHECK(fraction_is(f, 0, 1));
    CHECK_STATUS(rr_tt_interposition_probability(85, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_interposition_probability(85, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);
    {
        int32_t answers[] = {84, 85};
        script s = {answers, 2, 0, 0, 0};
        rr_roller mine = {script_uniform, &s};
        rr_random scripted = {NULL, &mine};
        CHECK_STATUS(rr_tt_interposition_roll(scripted, 85, &interposed), RR_OK);
        CHECK(interposed && s.last_hi == 99);
        CHECK_STATUS(rr_tt_interposition_roll(scripted, 85, &interposed), RR_OK);
        CHECK(!interposed);
        CHECK_STATUS(rr_tt_interposition_roll(scripted, 0, &interposed), RR_OK); /* boundary: no draw */
        CHECK(!interposed && s.next == 2);
    }
    CHECK_STATUS(rr_tt_interposition_roll(r, 85, NULL), RR_NULL_ARGUMENT);
    {
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        rr_random both = {rng, &broken};
        CHECK_STATUS(rr_tt_interposition_roll(bad, 85, &interposed), RR_RNG_OUT_OF_RANGE);
        CHECK_STATUS(rr_tt_interposition_roll(both, 85, &interposed), RR_INVALID_ARGUMENT);
    }

    /* Section K (B25): Thief 5: 15, x 1/2 = 7.5 -> 8, + 3 = 11. */
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, &half, 1, &three, 1, &value), RR_OK);
    CHECK(value == 11);
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, NULL, 0, NULL, 0, &value), RR_OK);
    CHECK(value == 15);
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, &half, 17, &three, 1, &value), RR_INVALID_ARGUMENT);
    half.den = 0;
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, &half, 1, &three, 1, &value), RR_INVALID_ARGUMENT);
    half.den = 1000; /* boundary */
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, &half, 1, &three, 1, &value), RR_OK);
    CHECK(value == 3);
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_MAGIC_USER + 1, 5, NULL, 0, NULL, 0, &value), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, NULL, 1, NULL, 0, &value), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, NULL, 0, NULL, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_apply_parry(40, 11, &value), RR_OK);
    CHECK(value == 51);
    CHECK_STATUS(rr_tt_apply_parry(INT64_MAX, 11, &value), RR_OK); /* boundary: saturates */
    CHECK(value == INT64_MAX);
    CHECK_STATUS(rr_tt_apply_parry(40, 11, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_apply_parry(40, 11, (int64_t *)misaligned()), RR_MISALIGNED_POINTER);

    /* Section Q's example: Chain (4), Protection from Evil (+1, +2 undead)
     * and Armor of Kurn at level 5 (+10 evil) against an evil undead: 17. */
    memset(&in, 0, sizeof in);
    in.has_armour = 1;
    in.armour.kind = RR_TT_ARMOUR_CHAIN;
    in.protection_from_evil = 1;
    in.armor_of_kurn = 5;
    in.attacker = RR_TT_ATTACKER_EVIL | RR_TT_ATTACKER_UNDEAD;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_OK);
    CHECK(ab.armour == 4 && ab.protection_from_evil == 3 && ab.kurn == 10 && ab.fixed == 17 && !ab.jerkin_chance);
    in.protection = protection;
    in.protection_len = 2; /* the largest of the group counts (B28) */
    in.has_shield = 1;
    in.shield.kind = RR_TT_SHIELD_SMALL_MITHRIL;
    in.shield_interposed = 1;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_OK);
    CHECK(ab.protection == 4 && ab.shield == 5 && ab.fixed == 26);
    in.improved_pe = RR_TT_PE_GREATER + 1;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_INVALID_ARGUMENT);
    in.improved_pe = RR_TT_PE_NONE;
    in.attacker = 1 << 5;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_INVALID_ARGUMENT);
    in.attacker = RR_TT_ATTACKER_EVIL;
    in.armor_of_kurn = 31;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_INVALID_ARGUMENT);
    in.armor_of_kurn = 30; /* boundary */
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_OK);
    CHECK(ab.kurn == 60);
    in.protection = NULL;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_NULL_ARGUMENT);
    in.protection_len = 0;
    CHECK_STATUS(rr_tt_absorption_of(NULL, &ab), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_of(&in, NULL), RR_NULL_ARGUMENT);

    /* A +0 Leather Jerkin: one more point with probability 66/100 (B19). */
    memset(&in, 0, sizeof in);
    in.has_armour = 1;
    in.armour.kind = RR_TT_ARMOUR_LEATHER_JERKIN;
    CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_OK);
    CHECK(ab.jerkin_chance && ab.fixed == 0);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, NULL, 0, &len), RR_OK);
    CHECK(len == 2);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, rows, 1, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, rows, 4, &len), RR_OK);
    CHECK(rows[0].value == 0 && fraction_is(rows[0].probability, 17, 50));
    CHECK(rows[1].value == 1 && fraction_is(rows[1].probability, 33, 50));
    {
        int32_t answers[] = {65, 66};
        script s = {answers, 2, 0, 0, 0};
        rr_roller mine = {script_uniform, &s};
        rr_random scripted = {NULL, &mine};
        CHECK_STATUS(rr_tt_absorption_roll(scripted, &in, &value), RR_OK);
        CHECK(value == 1 && s.last_hi == 99);
        CHECK_STATUS(rr_tt_absorption_roll(scripted, &in, &value), RR_OK);
        CHECK(value == 0 && s.next == 2);
    }
    in.armour.plus = 10; /* boundary: a +10 jerkin absorbs exactly 10, no draw */
    CHECK_STATUS(rr_tt_absorption_pmf(&in, rows, 4, &len), RR_OK);
    CHECK(len == 1 && rows[0].value == 10 && fraction_is(rows[0].probability, 1, 1));
    CHECK_STATUS(rr_tt_absorption_roll(r, &in, &value), RR_OK); /* boundary */
    CHECK(value == 10);
    in.armour.plus = 11;
    CHECK_STATUS(rr_tt_absorption_roll(r, &in, &value), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
    in.armour.plus = 0;
    in.armour.kind = RR_TT_ARMOUR_MITHRIL_PLATE + 1;
    CHECK_STATUS(rr_tt_absorption_roll(r, &in, &value), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_roll(r, NULL, &value), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_roll(r, &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_pmf(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_absorption_pmf(&in, NULL, 0, NULL), RR_NULL_ARGUMENT);

    /* Boundary: every list full (RR_TT_MAX_ABSORPTION_EFFECTS each); each
     * group's largest counts: Protection 31, Static Shield 5, Invulnerability 4. */
    {
        int64_t prot[RR_TT_MAX_ABSORPTION_EFFECTS], stat[RR_TT_MAX_ABSORPTION_EFFECTS],
            invul[RR_TT_MAX_ABSORPTION_EFFECTS];
        int i;
        for (i = 0; i < (int)RR_TT_MAX_ABSORPTION_EFFECTS; i++) {
            prot[i] = i % 51;
            stat[i] = i % 6;
            invul[i] = i % 5;
        }
        memset(&in, 0, sizeof in);
        in.protection = prot;
        in.protection_len = RR_TT_MAX_ABSORPTION_EFFECTS;
        in.static_shield = stat;
        in.static_shield_len = RR_TT_MAX_ABSORPTION_EFFECTS;
        in.invulnerability = invul;
        in.invulnerability_len = RR_TT_MAX_ABSORPTION_EFFECTS;
        CHECK_STATUS(rr_tt_absorption_of(&in, &ab), RR_OK);
        CHECK(ab.protection == 31 && ab.static_shield == 5 && ab.invulnerability == 4 && ab.fixed == 40);
        CHECK_STATUS(rr_tt_absorption_roll(r, &in, &value), RR_OK);
        CHECK(value == 40);
    }

    /* Boundary: RR_TT_MAX_PARRY_ADJUSTMENTS of each. Thief 5: 15, halved 16
     * times, each rounded to even at once (8, 4, 2, 1, 0, ...): 0, + 16 x 3. */
    {
        rr_tt_factor halves[RR_TT_MAX_PARRY_ADJUSTMENTS];
        int64_t threes[RR_TT_MAX_PARRY_ADJUSTMENTS];
        int i;
        for (i = 0; i < (int)RR_TT_MAX_PARRY_ADJUSTMENTS; i++) {
            halves[i].num = 1;
            halves[i].den = 2;
            threes[i] = 3;
        }
        CHECK_STATUS(rr_tt_parry_value(RR_TT_CLASS_THIEF, 5, halves, RR_TT_MAX_PARRY_ADJUSTMENTS, threes,
                                       RR_TT_MAX_PARRY_ADJUSTMENTS, &value),
                     RR_OK);
        CHECK(value == 48);
    }
}

static void test_character(void) {
    int64_t v = -1, earring = 1, ring = 2;
    rr_tt_limited heighten = {4, 30};
    rr_tt_strength_effects e;
    rr_tt_condition c;
    rr_tt_deviation d;
    uint8_t segs = 0;
    uint32_t band = 99;
    uint32_t outfit[4] = {RR_TT_ITEM_RING, RR_TT_ITEM_RING, RR_TT_ITEM_RING, RR_TT_ITEM_METAPHYSICAL_RING};
    rr_tt_slot_violation violations[8];
    size_t len = 0;

    /* Section O: Dex 28, earring +1, Heighten Dexterity +4 (limit 30): 30. */
    CHECK_STATUS(rr_tt_modify_statistic(28, &earring, 1, &heighten, 1, &v), RR_OK);
    CHECK(v == 30);
    CHECK_STATUS(rr_tt_modify_statistic(200, NULL, 0, NULL, 0, &v), RR_OK); /* boundary */
    CHECK(v == 200);
    CHECK_STATUS(rr_tt_modify_statistic(201, NULL, 0, NULL, 0, &v), RR_INVALID_ARGUMENT);
    /* Boundary: RR_TT_MAX_STATISTIC_EFFECTS limited effects, the 16 with the
     * higher limit listed first: the lowest limit still comes first (10 -> 20
     * by +3s, then +16 by +1s: 36; in the order given it would be 26). */
    {
        rr_tt_limited many[RR_TT_MAX_STATISTIC_EFFECTS];
        int i;
        for (i = 0; i < (int)RR_TT_MAX_STATISTIC_EFFECTS; i++) {
            many[i].amount = i < 16 ? 1 : 3;
            many[i].limit = i < 16 ? 40 : 20;
        }
        CHECK_STATUS(rr_tt_modify_statistic(10, NULL, 0, many, RR_TT_MAX_STATISTIC_EFFECTS, &v), RR_OK);
        CHECK(v == 36);
    }
    CHECK_STATUS(rr_tt_modify_statistic(28, &earring, 65, NULL, 0, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_modify_statistic(28, NULL, 1, NULL, 0, &v), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_modify_statistic(28, NULL, 0, NULL, 0, NULL), RR_NULL_ARGUMENT);

    /* Section P: Str 12, Ring +2 -> 14, Ogre Power -> 19, Times x3 -> 26. */
    memset(&e, 0, sizeof e);
    e.plus = &ring;
    e.plus_len = 1;
    e.ogre_power_items = 1;
    e.times_strength = 3;
    CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_OK);
    CHECK(v == 26);
    e.times_strength = 5;
    CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_INVALID_ARGUMENT);
    e.times_strength = 4;
    e.ogre_power_items = 17;
    CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_INVALID_ARGUMENT);
    e.ogre_power_items = 16; /* boundary */
    CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_OK);
    CHECK(v >= 30 && v <= 55);
    e.plus = NULL;
    CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_modify_strength(12, NULL, &v), RR_NULL_ARGUMENT);
    e.plus_len = 0;
    CHECK_STATUS(rr_tt_modify_strength(12, &e, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_modify_strength(0, &e, &v), RR_INVALID_ARGUMENT);
    /* Boundary: RR_TT_MAX_STRENGTH_EFFECTS of each, all +1: 12 + 16 = 28,
     * Strength spells to 30, Improved Strength to 40. */
    {
        int64_t ones[RR_TT_MAX_STRENGTH_EFFECTS];
        int i;
        for (i = 0; i < (int)RR_TT_MAX_STRENGTH_EFFECTS; i++) {
            ones[i] = 1;
        }
        memset(&e, 0, sizeof e);
        e.plus = ones;
        e.plus_len = RR_TT_MAX_STRENGTH_EFFECTS;
        e.strength_spells = ones;
        e.strength_spells_len = RR_TT_MAX_STRENGTH_EFFECTS;
        e.improved_strength_spells = ones;
        e.improved_strength_spells_len = RR_TT_MAX_STRENGTH_EFFECTS;
        CHECK_STATUS(rr_tt_modify_strength(12, &e, &v), RR_OK);
        CHECK(v == 40);
    }

    /* Table 21: Str 12 with Ogre Power 17, Giant Strength 20, x4 25; 54 stays. */
    CHECK_STATUS(rr_tt_strength_device(12, RR_TT_DEVICE_OGRE_POWER, &v), RR_OK);
    CHECK(v == 17);
    CHECK_STATUS(rr_tt_strength_device(12, RR_TT_DEVICE_GIANT_STRENGTH, &v), RR_OK);
    CHECK(v == 20);
    CHECK_STATUS(rr_tt_strength_device(12, RR_TT_DEVICE_TIMES_4, &v), RR_OK);
    CHECK(v == 25);
    CHECK_STATUS(rr_tt_strength_device(-3, RR_TT_DEVICE_TIMES_1, &v), RR_OK); /* boundary */
    CHECK(v == 5);
    CHECK_STATUS(rr_tt_strength_device(54, RR_TT_DEVICE_TIMES_4, &v), RR_OK);
    CHECK(v == 54);
    CHECK_STATUS(rr_tt_strength_device(-4, RR_TT_DEVICE_TIMES_1, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_strength_device(12, RR_TT_DEVICE_TIMES_4 + 1, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_strength_device(12, RR_TT_DEVICE_OGRE_POWER, NULL), RR_NULL_ARGUMENT);

    /* Encumbrance (B7, B26). */
    CHECK_STATUS(rr_tt_magical_encumbrance(35, 3, &v), RR_OK);
    CHECK(v == 24); /* 24.5 -> 24 */
    CHECK_STATUS(rr_tt_magical_encumbrance(910, 10, &v), RR_OK); /* boundary: never below 20% */
    CHECK(v == 182);
    CHECK_STATUS(rr_tt_magical_encumbrance(100, 11, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_magical_encumbrance(100, 1, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_strength_modified_encumbrance(1000, 14, &v), RR_OK);
    CHECK(v == 975);
    CHECK_STATUS(rr_tt_strength_modified_encumbrance(100000000, 55, &v), RR_OK); /* boundary */
    CHECK_STATUS(rr_tt_strength_modified_encumbrance(100000001, 12, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_strength_modified_encumbrance(1000, 14, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_LARGE, 100, &v), RR_OK);
    CHECK(v == 50);
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_LARGE, 300, &v), RR_OK); /* boundary */
    CHECK(v == 150);
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_SMALL, 45, &v), RR_OK);
    CHECK(v == 22); /* 20 + 2.5 -> 22 */
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_SMALL, 101, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_SMALL + 1, 10, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_backpack_encumbrance(RR_TT_BACKPACK_SMALL, 10, NULL), RR_NULL_ARGUMENT);

    /* Table 20 (B5, B29). */
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_BLIND, &c), RR_OK);
    CHECK(c.attacking.kind == RR_TT_MODIFIER_POINTS && c.attacking.points == -60);
    CHECK(c.attacked.kind == RR_TT_MODIFIER_NONE && c.can_interpose);
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_STUNNED, &c), RR_OK);
    CHECK(c.attacked.kind == RR_TT_MODIFIER_POINTS && c.attacked.points == 40 && !c.can_interpose);
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_HELD, &c), RR_OK);
    CHECK(c.attacked.kind == RR_TT_MODIFIER_FREE_ATTACK_OR && c.attacked.points == 80);
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_CONCENTRATING_HALF_SEGMENT, &c), RR_OK); /* boundary */
    CHECK(c.attacked.points == 120);
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_CONCENTRATING_HALF_SEGMENT + 1, &c), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_condition_of(RR_TT_CONDITION_BLIND, NULL), RR_NULL_ARGUMENT);
    /* Table 23's Awaken: "if >= L12" is inclusive. */
    CHECK_STATUS(rr_tt_awaken_segments(11, &segs), RR_OK);
    CHECK(segs == 3);
    CHECK_STATUS(rr_tt_awaken_segments(12, &segs), RR_OK); /* boundary */
    CHECK(segs == 2);
    CHECK_STATUS(rr_tt_awaken_segments(12, NULL), RR_NULL_ARGUMENT);
    /* Levels run 1..=30 (B21). */
    CHECK_STATUS(rr_tt_awaken_segments(30, &segs), RR_OK); /* boundary */
    CHECK(segs == 2);
    segs = 77;
    CHECK_STATUS(rr_tt_awaken_segments(0, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_awaken_segments(31, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_awaken_segments(INT32_MAX, &segs), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_awaken_segments(INT32_MIN, &segs), RR_INVALID_ARGUMENT);
    CHECK(segs == 77);

    /* Table 22 (B23): "00" with a quarter segment is 33 ft right; 45 is on target. */
    CHECK_STATUS(rr_tt_aim_deviation(100, RR_TT_AIM_QUARTER, &d), RR_OK); /* boundary */
    CHECK(d.feet == 33 && d.direction == RR_TT_DIRECTION_RIGHT);
    CHECK_STATUS(rr_tt_aim_deviation(45, RR_TT_AIM_QUARTER, &d), RR_OK);
    CHECK(d.feet == 0 && d.direction == RR_TT_DIRECTION_NEAR);
    CHECK_STATUS(rr_tt_aim_deviation(1, RR_TT_AIM_SIX, &d), RR_OK);
    CHECK(d.feet == 13 && d.direction == RR_TT_DIRECTION_LEFT);
    CHECK_STATUS(rr_tt_aim_deviation(101, RR_TT_AIM_ONE, &d), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_aim_deviation(0, RR_TT_AIM_ONE, &d), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_aim_deviation(50, RR_TT_AIM_SIX + 1, &d), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_aim_deviation(50, RR_TT_AIM_ONE, NULL), RR_NULL_ARGUMENT);

    /* Table 9's bands (B24): a Long bow is 50/100/150 ft. */
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_LONG_BOW, 50, &band), RR_OK); /* boundary */
    CHECK(band == RR_TT_RANGE_SHORT);
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_LONG_BOW, 51, &band), RR_OK);
    CHECK(band == RR_TT_RANGE_MEDIUM);
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_LONG_BOW, 150, &band), RR_OK);
    CHECK(band == RR_TT_RANGE_LONG);
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_LONG_BOW, 151, &band), RR_OK);
    CHECK(band == RR_TT_RANGE_OUT_OF_RANGE);
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_HEAVY_CROSSBOW + 1, 10, &band), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_tt_range_band(RR_TT_MISSILE_LONG_BOW, 10, NULL), RR_NULL_ARGUMENT);

    /* Section R: three rings break the Finger limit; metaphysical rings have their own. */
    CHECK_STATUS(rr_tt_check_slots(outfit, 4, 0, 0, NULL, 0, &len), RR_OK);
    CHECK(len == 1);
    CHECK_STATUS(rr_tt_check_slots(outfit, 4, 0, 0, violations, 8, &len), RR_OK);
    CHECK(strcmp(violations[0].slot, "Finger") == 0 && violations[0].worn == 3 && violations[0].limit == 2);
    CHECK(strcmp(violations[0].message, "two rings, one per hand") == 0);
    CHECK_STATUS(rr_tt_check_slots(outfit, 2, 0, 0, violations, 8, &len), RR_OK); /* boundary: legal */
    CHECK(len == 0);
    outfit[0] = RR_TT_ITEM_ROBE; /* a robe over plate */
    CHECK_STATUS(rr_tt_check_slots(outfit, 1, 1, RR_TT_ARMOUR_PLATE, violations, 8, &len), RR_OK);
    CHECK(len == 1 && strcmp(violations[0].message, "a robe will not fit over plate") == 0);
    CHECK_STATUS(rr_tt_check_slots(outfit, 1, 1, RR_TT_ARMOUR_MITHRIL_PLATE + 1, NULL, 0, &len),
                 RR_INVALID_ARGUMENT);
    outfit[0] = RR_TT_ITEM_TWO_HANDED_WEAPON + 1;
    CHECK_STATUS(rr_tt_check_slots(outfit, 1, 0, 0, NULL, 0, &len), RR_INVALID_ARGUMENT);
    outfit[0] = RR_TT_ITEM_RING;
    CHECK_STATUS(rr_tt_check_slots(outfit, 4, 0, 0, violations, 0, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_tt_check_slots(NULL, 0, 0, 0, NULL, 0, &len), RR_OK);
    CHECK(len == 0);
    CHECK_STATUS(rr_tt_check_slots(NULL, 1, 0, 0, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_check_slots(outfit, 4, 0, 0, NULL, 0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_tt_check_slots(outfit, RR_TT_MAX_WORN_ITEMS + 1, 0, 0, NULL, 0, &len), RR_INVALID_ARGUMENT);

    /* Boundary: RR_TT_MAX_WORN_ITEMS items, every type 11 or 12 times, over
     * plate: every limit and rule broken, 19 violations. */
    {
        uint32_t all[RR_TT_MAX_WORN_ITEMS];
        rr_tt_slot_violation every[19];
        int i;
        for (i = 0; i < (int)RR_TT_MAX_WORN_ITEMS; i++) {
            all[i] = (uint32_t)(i % (RR_TT_ITEM_TWO_HANDED_WEAPON + 1));
        }
        CHECK_STATUS(rr_tt_check_slots(all, RR_TT_MAX_WORN_ITEMS, 1, RR_TT_ARMOUR_PLATE, NULL, 0, &len), RR_OK);
        CHECK(len == 19);
        every[0].worn = 777;
        CHECK_STATUS(rr_tt_check_slots(all, RR_TT_MAX_WORN_ITEMS, 1, RR_TT_ARMOUR_PLATE, every, 18, &len),
                     RR_BUFFER_TOO_SMALL);
        CHECK(every[0].worn == 777); /* nothing written */
        CHECK_STATUS(rr_tt_check_slots(all, RR_TT_MAX_WORN_ITEMS, 1, RR_TT_ARMOUR_PLATE, every, 19, &len), RR_OK);
        CHECK(len == 19 && strcmp(every[0].slot, "Feet") == 0 && every[0].worn == 12 && every[0].limit == 1);
        CHECK(strcmp(every[18].message, "fighting with two weapons allows no two-handed weapon") == 0);
    }
}

int main(void) {
    if (rr_rng_new(2026, &rng) != RR_OK) {
        return 2;
    }
    test_sheet();
    test_roll();
    test_damage();
    test_segments();
    test_movement();
    test_defence();
    test_character();
    rr_rng_free(rng);
    return check_summary("tabletop_test");
}
