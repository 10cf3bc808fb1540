/* POWDER's attack procedure from C (seed 001, rr_powder_*): the seed's worked
 * example ("Fred charges the troll") replayed draw for draw through the game's
 * own generator, exact odds, and for each function a NULL pointer, invalid
 * input and a broken generator. */
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

static const int32_t fred_enchantments[] = {2};
static const rr_powder_damage flaming_sword[] = {
    {RR_POWDER_DAMAGE_PHYSICAL, 1, 8, 0},
    {RR_POWDER_DAMAGE_FIRE, 1, 3, 0},
};

/* Fred (physical level 8, magical 5, with the attack-type and size skills)
 * charges a troll (a monster, natural AC 8) with a +2 flaming long sword. */
static rr_powder_attack_input fred_charges(void) {
    rr_powder_attack_input in;
    memset(&in, 0, sizeof in);
    in.kind = RR_POWDER_KIND_MELEE;
    in.charge = 1;
    in.relative_size = RR_POWDER_SIZE_SMALLER;
    in.attacker.physical_level = 8;
    in.attacker.magical_level = 5;
    in.attacker.avatar = 1;
    in.attacker.skill_attack_type = 1;
    in.attacker.skill_size_or_ranged = 1;
    in.weapon.enchantments = fred_enchantments;
    in.weapon.enchantments_len = 1;
    in.weapon.damage = flaming_sword;
    in.weapon.damage_len = 2;
    in.defender.monster = 1;
    in.defender.slots = RR_POWDER_SLOTS_ALL;
    in.defender.natural_ac = 8;
    return in;
}

static void test_worked_example(void) {
    /* hitroll [16]; bonus [8] [2] [7]; body part 0 of 0..99 (his head);
     * natural AC [5]; physical 2d8 = [3] + [3], enchant [3] [1]; fire 2d3 =
     * [2] + [2], enchant [1] [4]. Dice are one call per die. */
    static const int32_t draws[] = {16, 8, 2, 7, 0, 5, 3, 3, 3, 1, 2, 2, 1, 4};
    script s = {draws, 14, 0, 0, 0};
    rr_roller roller = {script_uniform, &s};
    rr_random game = {NULL, &roller};
    rr_powder_attack_input in = fred_charges();
    rr_powder_outcome a;
    rr_powder_hit t;

    CHECK_STATUS(rr_powder_attack(game, &in, &a), RR_OK);
    CHECK(s.next == 14);
    CHECK(a.to_hit.result == RR_POWDER_RESULT_HIT && a.to_hit.hit == 1);
    CHECK(a.to_hit.hit_roll == 16 && a.to_hit.attack_roll == 14);
    CHECK(a.to_hit.part == RR_POWDER_PART_HEAD && a.to_hit.ac_roll == 5);
    CHECK(a.to_hit.multiplier == 2 && a.to_hit.forced_miss == RR_POWDER_FORCED_MISS_NONE);
    CHECK(a.landed == 1 && a.types_len == 2 && a.reduction == 0);
    CHECK(a.types[0].damage_type == RR_POWDER_DAMAGE_PHYSICAL && a.types[0].damage == 9);
    CHECK(a.types[1].damage_type == RR_POWDER_DAMAGE_FIRE && a.types[1].damage == 8);
    CHECK(a.damage == 17);

    /* The to-hit part alone makes the same first six draws. */
    s.next = 0;
    CHECK_STATUS(rr_powder_to_hit(game, &in, &t), RR_OK);
    CHECK(s.next == 6);
    CHECK(t.attack_roll == 14 && t.result == RR_POWDER_RESULT_HIT);

    /* A natural 1 on a melee attack: "Completely miss!", one draw. */
    {
        static const int32_t one[] = {1};
        script s1 = {one, 1, 0, 0, 0};
        rr_roller r1 = {script_uniform, &s1};
        rr_random g1 = {NULL, &r1};
        CHECK_STATUS(rr_powder_attack(g1, &in, &a), RR_OK);
        CHECK(s1.next == 1 && a.landed == 0 && a.to_hit.result == RR_POWDER_RESULT_FORCED_MISS);
        CHECK(a.to_hit.forced_miss == RR_POWDER_FORCED_MISS_NATURAL_ONE && a.damage == 0);
    }
}

static void test_invalid_input(void) {
    rr_powder_attack_input in = fred_charges();
    rr_powder_outcome a, before;
    rr_powder_hit t;
    rr_random none = {NULL, NULL};
    rr_roller broken = {too_high, NULL};
    rr_random bad = {NULL, &broken};
    rr_random both = {rng, &broken};
    const int32_t too_many[] = {1, 1, 1, 1, 1};
    const uint32_t unknown_type[] = {99};

    memset(&before, 0x5a, sizeof before);
    a = before;
    CHECK_STATUS(rr_powder_attack(built_in(), NULL, &a), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_attack(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_attack(none, &in, &a), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_attack(both, &in, &a), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_powder_attack(bad, &in, &a), RR_RNG_OUT_OF_RANGE);
    CHECK_STATUS(rr_powder_attack(built_in(), &in, (rr_powder_outcome *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK(memcmp(&a, &before, sizeof a) == 0); /* nothing written on failure */
    CHECK_STATUS(rr_powder_to_hit(built_in(), NULL, &t), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_to_hit(built_in(), &in, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_to_hit(bad, &in, &t), RR_RNG_OUT_OF_RANGE);

    /* A yes/no other than 0 or 1, an unknown code, too long a list, a list
     * pointer NULL with a positive length, a number out of bounds, armour on a
     * missing slot. */
    in.charge = 2;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_powder_to_hit(built_in(), &in, &t), RR_INVALID_ARGUMENT);
    in = fred_charges();
    in.kind = 5;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    in = fred_charges();
    in.weapon.enchantments = too_many;
    in.weapon.enchantments_len = 5;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    in.weapon.enchantments_len = 4; /* boundary: four enchantments */
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_OK);
    in = fred_charges();
    in.weapon.damage = NULL;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_NULL_ARGUMENT);
    in = fred_charges();
    in.defender.vulnerabilities = unknown_type;
    in.defender.vulnerabilities_len = 1;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    in = fred_charges();
    in.attacker.physical_level = 1001;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    in.attacker.physical_level = 1000; /* boundary */
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_OK);
    in = fred_charges();
    in.defender.slots = RR_POWDER_SLOTS_ALL & ~(1u << RR_POWDER_PART_HEAD);
    in.defender.head.worn = 1;
    in.defender.head.ac = 3;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
    in.defender.slots = 0x10;
    CHECK_STATUS(rr_powder_attack(built_in(), &in, &a), RR_INVALID_ARGUMENT);
}

static const rr_powder_damage club_dice[] = {{RR_POWDER_DAMAGE_PHYSICAL, 1, 2, 0}};

/* A level-0 monster (skill 2, maximum bonus 2) with a 1d2 club against
 * natural AC 1 (the Rust API's example of damage_distribution). */
static rr_powder_attack_input club(void) {
    rr_powder_attack_input in;
    memset(&in, 0, sizeof in);
    in.relative_size = RR_POWDER_SIZE_SIMILAR;
    in.weapon.damage = club_dice;
    in.weapon.damage_len = 1;
    in.defender.slots = RR_POWDER_SLOTS_ALL;
    in.defender.natural_ac = 1;
    return in;
}

static void test_odds(void) {
    rr_powder_attack_input in = fred_charges();
    rr_powder_odds h;
    rr_value_probability *rows;
    size_t len = 0, i;
    double total = 0.0, mean = 0.0;
    uint64_t den;

    CHECK_STATUS(rr_powder_hit_chance(&in, &h), RR_OK);
    CHECK(h.forced_miss.exact == 1 && h.forced_miss.numerator == 1 && h.forced_miss.denominator == 20);
    den = h.hit.denominator;
    CHECK(den > 0 && h.hit.value > 0.5 && h.hit.value < 1.0);
    CHECK(h.forced_miss.value + h.miss.value + h.avoided.value + h.hit.value > 0.999999);
    CHECK(h.critical.value <= h.hit.value);
    CHECK_STATUS(rr_powder_hit_chance(NULL, &h), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_hit_chance(&in, NULL), RR_NULL_ARGUMENT);
    in.defender.defences = 0x80;
    CHECK_STATUS(rr_powder_hit_chance(&in, &h), RR_INVALID_ARGUMENT);
    in = club();

    CHECK_STATUS(rr_powder_damage_pmf(&in, NULL, 0, &len), RR_OK);
    CHECK(len >= 5); /* 0 and 1..=4 */
    rows = (rr_value_probability *)malloc(len * sizeof *rows);
    CHECK_STATUS(rr_powder_damage_pmf(&in, rows, len - 1, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_powder_damage_pmf(&in, rows, len, &len), RR_OK);
    for (i = 0; i < len; i++) {
        total += rows[i].probability.value;
        mean += (double)rows[i].value * rows[i].probability.value;
        CHECK(i == 0 || rows[i].value > rows[i - 1].value);
    }
    CHECK(rows[0].value == 0); /* a miss */
    CHECK(rows[len - 1].value == 4); /* a critical threat doubles the dice: 2d2 */
    CHECK(total > 0.999999 && total < 1.000001 && mean > 0.5);
    free(rows);
    CHECK_STATUS(rr_powder_damage_pmf(NULL, NULL, 0, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_powder_damage_pmf(&in, NULL, 0, NULL), RR_NULL_ARGUMENT);
    in.relative_size = 3;
    CHECK_STATUS(rr_powder_damage_pmf(&in, NULL, 0, &len), RR_INVALID_ARGUMENT);
}

int main(void) {
    if (rr_rng_new(2026, &rng) != RR_OK) {
        return 1;
    }
    test_worked_example();
    test_invalid_input();
    test_odds();
    rr_rng_free(rng);
    return check_summary("powder_test");
}
