/* The traps functions of the C API (seed 004), from C: worked examples with
 * the game's own generator, exact tables, and for each function a NULL
 * pointer, an invalid code and a boundary value. */
#include <stdint.h>
#include <string.h>

#include "roguerules.h"
#include "check.h"

static rr_rng *rng;

static rr_random built_in(void) {
    rr_random r = {rng, NULL};
    return r;
}

static rr_trap_player plain_player(void) {
    rr_trap_player p;
    memset(&p, 0, sizeof p);
    return p;
}

static void test_dungeon_traps(void) {
    rr_random r = built_in();
    uint32_t kind = 999;
    rr_fraction probs[RR_DUNGEON_TRAP_KINDS];
    size_t len = 0, i;
    uint64_t sum_check = 0;
    rr_dungeon_trap trap;
    rr_trap_player player = plain_player();
    rr_trap_outcome outcome;
    int32_t fall[] = {4, 5};
    script s = {fall, 2, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};
    uint32_t pack[3] = {RR_PACK_WAND, RR_PACK_OTHER, RR_PACK_ROD};

    /* choose_kind: boundary depths 1 and 127; the town (0) and 128 are refused. */
    CHECK_STATUS(rr_dungeon_trap_choose_kind(r, 1, 0, &kind), RR_OK);
    CHECK(kind < RR_DUNGEON_TRAP_KINDS);
    CHECK_STATUS(rr_dungeon_trap_choose_kind(r, 127, 1, &kind), RR_OK);
    CHECK(kind != RR_DUNGEON_TRAP_TRAP_DOOR);
    kind = 999;
    CHECK_STATUS(rr_dungeon_trap_choose_kind(r, 0, 0, &kind), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_choose_kind(r, 128, 0, &kind), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_choose_kind(r, 10, 0, NULL), RR_NULL_ARGUMENT);
    CHECK(kind == 999);

    /* Exact kind probabilities: they add up to 1; no trap door on the bottom. */
    CHECK_STATUS(rr_dungeon_trap_kind_probabilities(127, 0, NULL, 0, &len), RR_OK);
    CHECK(len == RR_DUNGEON_TRAP_KINDS);
    CHECK_STATUS(rr_dungeon_trap_kind_probabilities(127, 0, probs, 9, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_dungeon_trap_kind_probabilities(127, 0, probs, RR_DUNGEON_TRAP_KINDS, &len), RR_OK);
    CHECK(probs[RR_DUNGEON_TRAP_TRAP_DOOR].numerator == 0);
    for (i = 0; i < len; i++) {
        if (probs[i].numerator != 0) {
            CHECK(probs[i].numerator == 1 && probs[i].denominator == 9);
            sum_check++;
        }
    }
    CHECK(sum_check == 9);
    CHECK_STATUS(rr_dungeon_trap_kind_probabilities(-1, 0, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_kind_probabilities(1, 0, NULL, 0, NULL), RR_NULL_ARGUMENT);

    /* generate: every kind at the deepest level round-trips into trigger. */
    for (kind = 0; kind < RR_DUNGEON_TRAP_KINDS; kind++) {
        CHECK_STATUS(rr_dungeon_trap_generate(r, kind, 127, &trap), RR_OK);
        CHECK(trap.kind == kind && trap.depth == 127);
        CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_OK);
        CHECK(outcome.len <= RR_TRAP_MAX_EFFECTS);
    }
    CHECK_STATUS(rr_dungeon_trap_generate(r, RR_DUNGEON_TRAP_KINDS, 10, &trap), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_generate(r, RR_DUNGEON_TRAP_PIT, 128, &trap), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_generate(r, RR_DUNGEON_TRAP_PIT, 10, NULL), RR_NULL_ARGUMENT);

    /* The seed's trap door at 1000 feet: one level down, 2d8 = 4 + 5. */
    memset(&trap, 0, sizeof trap);
    trap.kind = RR_DUNGEON_TRAP_TRAP_DOOR;
    trap.depth = 20;
    CHECK_STATUS(rr_dungeon_trap_trigger(scripted, &trap, &player, &outcome), RR_OK);
    CHECK(outcome.len == 2);
    CHECK(outcome.effects[0].kind == RR_EFFECT_LEVEL_CHANGE && outcome.effects[0].amount == 1);
    CHECK(outcome.effects[1].kind == RR_EFFECT_DAMAGE && outcome.effects[1].amount == 9);
    CHECK(outcome.effects[1].element == RR_ELEMENT_PHYSICAL);
    CHECK(s.next == 2 && s.last_lo == 1 && s.last_hi == 8);
    /* Feather fall: no damage, no draw. */
    player.flags = RR_PLAYER_FEATHER_FALL;
    CHECK_STATUS(rr_dungeon_trap_trigger(scripted, &trap, &player, &outcome), RR_OK);
    CHECK(outcome.len == 2 && outcome.effects[1].kind == RR_EFFECT_FEATHER_FALL);
    CHECK(s.next == 2);

    /* Bad inputs: NULLs, unknown kinds and variants, flags, ranges, packs. */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, NULL, &player, &outcome), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, NULL, &outcome), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, NULL), RR_NULL_ARGUMENT);
    trap.kind = 77;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    trap.kind = RR_DUNGEON_TRAP_PIT;
    trap.nastiness = 10;
    trap.variant = RR_PIT_MORGUL_BLADES + 1;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    trap.variant = RR_PIT_MORGUL_BLADES;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_OK);
    trap.kind = RR_DUNGEON_TRAP_DISCOLORED_SPOT;
    trap.element = RR_ELEMENT_NETHER; /* a spot is fire, cold, elec or acid */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    trap.kind = RR_DUNGEON_TRAP_TRAP_DOOR;
    player.flags = 0x8000; /* an unknown flag bit */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    player.flags = 0;
    player.sustains = RR_SUSTAIN_ALL + 1;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    player.sustains = RR_SUSTAIN_ALL;
    player.saving_throw = 101;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    player.saving_throw = 100; /* the boundary */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_OK);
    player.pack_len = 3; /* with a NULL pack */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_NULL_ARGUMENT);
    player.pack = pack;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_OK);
    pack[1] = 4; /* an unknown pack item */
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    pack[1] = RR_PACK_OTHER;
    player.pack_len = 24;
    CHECK_STATUS(rr_dungeon_trap_trigger(r, &trap, &player, &outcome), RR_INVALID_ARGUMENT);
    player.pack_len = 3;

    /* rr_dungeon_trap_hit: generate then trigger under the player's reading. */
    player.reading = RR_READING_OANGBAND_1_1_0;
    player.poison_resistance = 45;
    for (kind = 0; kind < RR_DUNGEON_TRAP_KINDS; kind++) {
        if (kind == RR_DUNGEON_TRAP_CHARACTER_ALTERATION) continue; /* 3 slots: drain wands may never end */
        CHECK_STATUS(rr_dungeon_trap_hit(r, kind, 40, &player, &trap, &outcome), RR_OK);
        CHECK(trap.kind == kind && outcome.len <= RR_TRAP_MAX_EFFECTS);
    }
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, NULL, &trap, &outcome), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, &player, NULL, &outcome), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, &player, &trap, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_KINDS, 40, &player, &trap, &outcome), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 128, &player, &trap, &outcome), RR_INVALID_ARGUMENT);
    player.poison_resistance = 101;
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, &player, &trap, &outcome), RR_INVALID_ARGUMENT);
    player.poison_resistance = 0;
    /* The drain-wands search under the game reading, with devices in the pack. */
    player.poison_resistance = 0;
    for (i = 0; i < 20; i++) {
        CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_CHARACTER_ALTERATION, 60, &player, &trap, &outcome),
                     RR_OK);
        CHECK(trap.kind == RR_DUNGEON_TRAP_CHARACTER_ALTERATION && outcome.len <= RR_TRAP_MAX_EFFECTS);
    }
    player.reading = 2; /* no such reading */
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, &player, &trap, &outcome), RR_INVALID_ARGUMENT);
    player.reading = RR_READING_SEED;
    CHECK_STATUS(rr_dungeon_trap_hit(r, RR_DUNGEON_TRAP_GAS, 40, &player, &trap, &outcome), RR_OK);

    {
        /* The exact hit chance: power 70 against AC 80 is 5% + 90% x 10/70 = 5/28. */
        rr_fraction f;
        CHECK_STATUS(rr_trap_hit_chance(70, 80, &f), RR_OK);
        CHECK(f.exact && f.numerator == 5 && f.denominator == 28);
        CHECK_STATUS(rr_trap_hit_chance(0, 0, &f), RR_OK); /* boundary: power 0 */
        CHECK(f.numerator == 1 && f.denominator == 20);
        CHECK_STATUS(rr_trap_hit_chance(1000001, 0, &f), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_trap_hit_chance(70, 80, NULL), RR_NULL_ARGUMENT);
    }
    {
        /* Summon level: base + min(depth / 5, 4). */
        int32_t lvl = 0;
        uint8_t poisoned = 0;
        int32_t size = -1;
        rr_trap_player p = plain_player();
        CHECK_STATUS(rr_trap_summon_level(10, 14, &lvl), RR_OK);
        CHECK(lvl == 12);
        CHECK_STATUS(rr_trap_summon_level(10, 127, &lvl), RR_OK); /* boundary: capped at +4 */
        CHECK(lvl == 14);
        CHECK_STATUS(rr_trap_summon_level(10, 128, &lvl), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_trap_summon_level(10, 5, NULL), RR_NULL_ARGUMENT);
        /* Poison hits: one resistance takes a third; both stop it. */
        p.flags = RR_PLAYER_RES_POIS_PERM;
        CHECK_STATUS(rr_trap_poison_hit_size(30, &p, &poisoned, &size), RR_OK);
        CHECK(poisoned && size == 10);
        p.flags = RR_PLAYER_RES_POIS_PERM | RR_PLAYER_RES_POIS_TEMP;
        CHECK_STATUS(rr_trap_poison_hit_size(0, &p, &poisoned, &size), RR_OK); /* boundary */
        CHECK(!poisoned && size == 0);
        CHECK_STATUS(rr_trap_poison_hit_size(-1, &p, &poisoned, &size), RR_INVALID_ARGUMENT);
        p.flags = 0x8000;
        CHECK_STATUS(rr_trap_poison_hit_size(30, &p, &poisoned, &size), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_trap_poison_hit_size(30, NULL, &poisoned, &size), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_trap_poison_hit_size(30, &player, NULL, &size), RR_NULL_ARGUMENT);
    }
    /* trap_hits: a boundary power of 0 still hits 5 times in 100. */
    {
        uint8_t hit = 0;
        CHECK_STATUS(rr_trap_hits(r, 0, 0, &hit), RR_OK);
        CHECK_STATUS(rr_trap_hits(r, 2000000, 0, &hit), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_trap_hits(r, 10, 0, NULL), RR_NULL_ARGUMENT);
    }
}

static void test_chests(void) {
    rr_random r = built_in();
    int32_t level = -1;
    uint16_t set = 0xffff;
    rr_chest_trap_set rows[64];
    size_t len = 0, i;
    uint64_t total = 0, none = 0;
    rr_trap_player player = plain_player();
    rr_trap_outcome outcome;
    /* 4d9 = 4+3+3+3 = 13 at native 65: 72 > 65, so 65 + 1d4 (2) = 67. */
    int32_t level_rolls[] = {4, 3, 3, 3, 2};
    script s = {level_rolls, 5, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};
    /* An explosion: 5d8 = 22. */
    int32_t boom[] = {5, 5, 4, 4, 4};
    script s2 = {boom, 5, 0, 0, 0};
    rr_roller mine2 = {script_uniform, &s2};
    rr_random scripted2 = {NULL, &mine2};

    /* The eleven chest trap bits are Oangband 1.1.0's (defines.h), summon and
     * explode swapped against the seed's order. */
    CHECK(RR_CHEST_LOSE_STR == 0x0001);
    CHECK(RR_CHEST_LOSE_CON == 0x0002);
    CHECK(RR_CHEST_POISON == 0x0004);
    CHECK(RR_CHEST_PARALYZE == 0x0008);
    CHECK(RR_CHEST_EXPLODE == 0x0010);
    CHECK(RR_CHEST_SUMMON == 0x0020);
    CHECK(RR_CHEST_SCATTER == 0x0040);
    CHECK(RR_CHEST_ELEMENTAL_SUMMON == 0x0080);
    CHECK(RR_CHEST_BIRD_SUMMON == 0x0100);
    CHECK(RR_CHEST_TYPED_SUMMON == 0x0200);
    CHECK(RR_CHEST_RUNES_OF_EVIL == 0x0400);
    /* ... and the functions use them: the seed's table has "explode" alone at
     * trap level 25 and "summon" alone at 15. */
    CHECK_STATUS(rr_chest_traps_at_level(25, &set), RR_OK);
    CHECK(set == 0x0010);
    CHECK_STATUS(rr_chest_traps_at_level(15, &set), RR_OK);
    CHECK(set == 0x0020);

    CHECK_STATUS(rr_chest_native_level(RR_CHEST_SMALL_WOODEN, &level), RR_OK);
    CHECK(level == 15);
    CHECK_STATUS(rr_chest_native_level(RR_CHEST_LARGE_JEWELED, &level), RR_OK);
    CHECK(level == 95);
    CHECK_STATUS(rr_chest_native_level(RR_CHEST_LARGE_JEWELED + 1, &level), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_native_level(RR_CHEST_SMALL_WOODEN, NULL), RR_NULL_ARGUMENT);
    /* Kinds are Oangband's svals: SV_SW_CHEST 1 ... SV_LW_CHEST 5 ... SV_LJ_CHEST 8. */
    CHECK(RR_CHEST_KIND_SMALL_WOODEN == 1 && RR_CHEST_KIND_SMALL_JEWELED == 4);
    CHECK(RR_CHEST_KIND_LARGE_WOODEN == 5 && RR_CHEST_KIND_LARGE_JEWELED == 8);
    CHECK(RR_CHEST_LARGE_STEEL == RR_CHEST_KIND_LARGE_STEEL);
    CHECK_STATUS(rr_chest_native_level(RR_CHEST_KIND_LARGE_WOODEN, &level), RR_OK);
    CHECK(level == 25);
    CHECK_STATUS(rr_chest_native_level(0, &level), RR_INVALID_ARGUMENT);
    /* The value forms, inside expressions and a switch. */
    CHECK(rr_chest_native_level_of(RR_CHEST_KIND_SMALL_IRON) == 40);
    CHECK(rr_chest_native_level_of(0) == 0 && rr_chest_native_level_of(9) == 0);
    switch (rr_chest_traps_of_level(25)) {
    case RR_CHEST_EXPLODE:
        break;
    default:
        CHECK(0);
    }
    CHECK(rr_chest_traps_of_level(-1) == 0 && rr_chest_traps_of_level(100) == 0);

    CHECK_STATUS(rr_chest_trap_level(scripted, 65, &level), RR_OK);
    CHECK(level == 67 && s.next == 5);
    CHECK_STATUS(rr_chest_traps_at_level(level, &set), RR_OK);
    CHECK(set == (RR_CHEST_POISON | RR_CHEST_PARALYZE | RR_CHEST_LOSE_CON));
    CHECK_STATUS(rr_chest_traps_at_level(99, &set), RR_OK); /* boundary */
    CHECK_STATUS(rr_chest_traps_at_level(100, &set), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_traps_at_level(-1, &set), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_traps_at_level(0, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_chest_trap_level(r, 128, &level), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_trap_level(r, 0, NULL), RR_NULL_ARGUMENT);
    {
        /* A game generator answering outside the range is refused, never used. */
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        level = -1;
        CHECK_STATUS(rr_chest_trap_level(bad, 65, &level), RR_RNG_OUT_OF_RANGE);
        CHECK(level == -1);
    }
    CHECK_STATUS(rr_chest_trap_level(r, 127, &level), RR_OK);
    CHECK(level >= 5 && level <= 99);

    CHECK_STATUS(rr_chest_traps(r, 40, &level, &set), RR_OK);
    CHECK(level >= 5 && level <= 99);
    CHECK_STATUS(rr_chest_traps(r, 40, NULL, &set), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_chest_traps(r, 40, &level, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_chest_traps(r, -5, &level, &set), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_traps(r, 0, &level, &set), RR_OK); /* boundary: level 5 at least */
    CHECK(level == 5);

    /* The small wooden chest's exact table: 879 of 6561 have no trap. */
    CHECK_STATUS(rr_chest_trap_distribution(15, NULL, 0, &len), RR_OK);
    CHECK(len > 0 && len <= 64);
    CHECK_STATUS(rr_chest_trap_distribution(15, rows, len - 1, &len), RR_BUFFER_TOO_SMALL);
    CHECK_STATUS(rr_chest_trap_distribution(15, rows, 64, &len), RR_OK);
    for (i = 0; i < len; i++) {
        total += rows[i].count;
        if (rows[i].traps == 0) {
            none = rows[i].count;
        }
        if (i > 0) {
            CHECK(rows[i - 1].count >= rows[i].count);
        }
    }
    CHECK(total == RR_CHEST_TABLE_TOTAL);
    CHECK(none == 879);
    CHECK_STATUS(rr_chest_trap_distribution(128, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_trap_distribution(15, NULL, 0, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_chest_resolve_traps(scripted2, RR_CHEST_EXPLODE, 25, 20, &player, &outcome), RR_OK);
    CHECK(outcome.len == 2);
    CHECK(outcome.effects[0].kind == RR_EFFECT_DAMAGE && outcome.effects[0].amount == 22);
    CHECK(outcome.effects[1].kind == RR_EFFECT_DESTROY_CHEST);
    CHECK_STATUS(rr_chest_resolve_traps(r, 0x0800, 25, 20, &player, &outcome), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_resolve_traps(r, RR_CHEST_EXPLODE, 100, 20, &player, &outcome), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_resolve_traps(r, RR_CHEST_EXPLODE, 25, 20, NULL, &outcome), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_chest_resolve_traps(r, RR_CHEST_EXPLODE, 25, 20, &player, NULL), RR_NULL_ARGUMENT);
    /* Every trap at once at the highest level: the boundary of the outcome size. */
    CHECK_STATUS(rr_chest_resolve_traps(r, 0x07ff, 99, 127, &player, &outcome), RR_OK);
    CHECK(outcome.len > 10 && outcome.len <= RR_TRAP_MAX_EFFECTS);

    CHECK_STATUS(rr_chest_open(r, 95, 50, &player, &level, &set, &outcome), RR_OK);
    CHECK(level >= 5 && level <= 99);
    CHECK_STATUS(rr_chest_open(r, 95, 50, &player, &level, &set, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_chest_open(r, 95, 500, &player, &level, &set, &outcome), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_chest_open(r, 127, 127, &player, &level, &set, &outcome), RR_OK); /* boundary */
    {
        /* With a pack (read, and left alone by the chest's traps). */
        uint32_t items[3] = {RR_PACK_STAFF, RR_PACK_OTHER, RR_PACK_WAND};
        player.pack = items;
        player.pack_len = 3;
        CHECK_STATUS(rr_chest_open(r, 127, 127, &player, &level, &set, &outcome), RR_OK);
        CHECK(outcome.len <= RR_TRAP_MAX_EFFECTS);
        CHECK_STATUS(rr_chest_resolve_traps(r, 0x07ff, 99, 127, &player, &outcome), RR_OK);
        CHECK(outcome.len > 10 && outcome.len <= RR_TRAP_MAX_EFFECTS);
        player.pack = NULL;
        player.pack_len = 0;
    }
    player.flags = 0x4000;
    CHECK_STATUS(rr_chest_open(r, 95, 50, &player, &level, &set, &outcome), RR_INVALID_ARGUMENT);
    player.flags = 0;
}

static void test_player_traps(void) {
    rr_random r = built_in();
    int32_t v = -1;
    rr_fraction f;
    rr_value_probability dist[1024];
    size_t len = 0;
    rr_trap_monster orc;
    rr_trap_setter setter = {10, 40};
    rr_monster_trap_outcome out;
    rr_monster_effects effects;
    uint8_t flag = 0;
    /* The seed's example: power 7 + 3 + 9 = 19; critical roll 30 (not above
     * 60); "trap destroyed" 1 in 3 answered 2 (no). */
    int32_t answers[] = {9, 30, 2};
    script s = {answers, 3, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random scripted = {NULL, &mine};

    memset(&orc, 0, sizeof orc);
    orc.level = 10;
    orc.mobility = RR_MOBILITY_NORMAL;

    CHECK_STATUS(rr_monster_disarm_skill(10, &v), RR_OK);
    CHECK(v == 60);
    CHECK_STATUS(rr_monster_disarm_skill(127, &v), RR_OK);
    CHECK(v == 215);
    CHECK_STATUS(rr_monster_disarm_skill(128, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_monster_disarm_skill(1, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_player_trap_base_power(10, &v), RR_OK);
    CHECK(v == 14);
    CHECK_STATUS(rr_player_trap_base_power(100, &v), RR_OK);
    CHECK(v == 500);
    CHECK_STATUS(rr_player_trap_base_power(0, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_base_power(1, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_player_trap_power(r, 1, &v), RR_OK);
    CHECK(v == 4); /* b = 1: 0 + 3 + 1d1 */
    CHECK_STATUS(rr_player_trap_power(r, 101, &v), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_power(r, 1, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_player_trap_power_distribution(10, NULL, 0, &len), RR_OK);
    CHECK(len == 14);
    CHECK_STATUS(rr_player_trap_power_distribution(10, dist, 1024, &len), RR_OK);
    CHECK(dist[0].value == 11 && dist[13].value == 24);
    CHECK(dist[0].probability.numerator == 1 && dist[0].probability.denominator == 14);
    CHECK_STATUS(rr_player_trap_power_distribution(100, NULL, 0, &len), RR_OK); /* boundary */
    CHECK(len == 500);
    CHECK_STATUS(rr_player_trap_power_distribution(0, NULL, 0, &len), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_power_distribution(10, dist, 1024, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_player_trap_average_power(10, &f), RR_OK);
    CHECK(f.numerator == 35 && f.denominator == 2);
    CHECK_STATUS(rr_player_trap_average_power(100, &f), RR_OK);
    CHECK_STATUS(rr_player_trap_average_power(101, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_average_power(10, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_player_trap_affect_chance(RR_PLAYER_TRAP_NETTED, RR_MOBILITY_NORMAL, &f), RR_OK);
    CHECK(f.numerator == 1 && f.denominator == 3);
    CHECK_STATUS(rr_player_trap_affect_chance(RR_PLAYER_TRAP_STASIS + 1, RR_MOBILITY_NORMAL, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_affect_chance(RR_PLAYER_TRAP_BASE, RR_MOBILITY_GHOST + 1, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_affect_chance(RR_PLAYER_TRAP_BASE, RR_MOBILITY_GHOST, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_player_trap_destruction_chance(RR_PLAYER_TRAP_STURDY, &f), RR_OK);
    CHECK(f.numerator == 1 && f.denominator == 8);
    CHECK_STATUS(rr_player_trap_destruction_chance(99, &f), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_destruction_chance(RR_PLAYER_TRAP_BASE, NULL), RR_NULL_ARGUMENT);

    CHECK_STATUS(rr_monster_enters_trap(scripted, RR_PLAYER_TRAP_BASE, &orc, &setter, &out), RR_OK);
    CHECK(out.result == RR_MONSTER_TRAP_TRIGGERED && out.power == 19 && !out.critical && !out.destroyed);
    CHECK(out.effects.len == 1 && out.effects.effects[0].kind == RR_MONSTER_EFFECT_DAMAGE);
    CHECK(out.effects.effects[0].amount == 19);
    CHECK(s.next == 3);
    CHECK_STATUS(rr_monster_enters_trap(r, 10, &orc, &setter, &out), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_BASE, NULL, &setter, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_BASE, &orc, NULL, &out), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_BASE, &orc, &setter, NULL), RR_NULL_ARGUMENT);
    setter.level = 101;
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_BASE, &orc, &setter, &out), RR_INVALID_ARGUMENT);
    setter.level = 100; /* boundary */
    setter.disarm_skill = 1000;
    orc.level = 127;
    orc.mobility = RR_MOBILITY_GHOST;
    orc.smart = 1;
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_SPIRIT, &orc, &setter, &out), RR_OK);
    CHECK(out.result <= RR_MONSTER_TRAP_TRIGGERED);
    orc.mobility = 3;
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_BASE, &orc, &setter, &out), RR_INVALID_ARGUMENT);
    orc.mobility = RR_MOBILITY_NORMAL;

    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_EXPLOSIVE, 80, &orc, &effects), RR_OK);
    CHECK(effects.len == 2 && effects.effects[0].kind == RR_MONSTER_EFFECT_BALL);
    CHECK(effects.effects[0].amount == 30 && effects.effects[0].radius == 1);
    /* A ball's damage type in Oangband's own numbers: the explosive trap's
     * fire is GF_FIRE (10); the lightning trap's is GF_ELEC (9). */
    CHECK(effects.effects[0].element == RR_ELEMENT_FIRE && effects.effects[0].gf == 10);
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_LIGHTNING, 80, &orc, &effects), RR_OK);
    CHECK(effects.len >= 1 && effects.effects[0].kind == RR_MONSTER_EFFECT_BALL && effects.effects[0].gf == 9);
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_BASE, 0, &orc, &effects), RR_OK);
    CHECK(effects.len == 1 && effects.effects[0].amount == 0);
    /* The game reading's own kind: dispel damage 40 + randint(20). */
    orc.reading = RR_READING_OANGBAND_1_1_0;
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_DISPEL_MONSTERS, 80, &orc, &effects), RR_OK);
    CHECK(effects.len == 1 && effects.effects[0].kind == RR_MONSTER_EFFECT_DISPEL);
    CHECK(effects.effects[0].amount >= 41 && effects.effects[0].amount <= 60);
    CHECK_STATUS(rr_monster_enters_trap(r, RR_PLAYER_TRAP_DISPEL_MONSTERS, &orc, &setter, &out), RR_OK);
    CHECK(out.result <= RR_MONSTER_TRAP_TRIGGERED);
    CHECK(out.result == RR_MONSTER_TRAP_TRIGGERED ? out.effects.len == 1 : out.effects.len == 0);
    orc.reading = RR_READING_SEED;
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_BASE, -1, &orc, &effects), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_effect(r, 10, 5, &orc, &effects), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_BASE, 5, NULL, &effects), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_player_trap_effect(r, RR_PLAYER_TRAP_BASE, 5, &orc, NULL), RR_NULL_ARGUMENT);

    {
        rr_monster_trap_odds odds;
        uint64_t k;
        double sum = 0.0;
        /* The orc (level 10, skill 60) and a setter of skill 40: a smart orc
         * disarms when 1d60 > 25, 35 times in 60. */
        orc.smart = 1;
        orc.wary = 0;
        orc.level = 10;
        orc.mobility = RR_MOBILITY_NORMAL;
        setter.level = 10;
        setter.disarm_skill = 40;
        CHECK_STATUS(rr_monster_disarm_chance(10, 40, &f), RR_OK);
        CHECK(f.exact && f.numerator == 7 && f.denominator == 12);
        CHECK_STATUS(rr_monster_trap_result_odds(RR_PLAYER_TRAP_BASE, &orc, &setter, &odds), RR_OK);
        CHECK(odds.probability[RR_MONSTER_TRAP_DISARMED].numerator == 7);
        for (k = 0; k < 4; k++) {
            sum += odds.probability[k].value;
        }
        CHECK(sum > 0.999999 && sum < 1.000001);
        orc.smart = 0;
        CHECK_STATUS(rr_monster_trap_result_odds(10, &orc, &setter, &odds), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_monster_trap_result_odds(RR_PLAYER_TRAP_BASE, NULL, &setter, &odds), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_monster_trap_result_odds(RR_PLAYER_TRAP_BASE, &orc, &setter, NULL), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_monster_disarm_chance(128, 40, &f), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_monster_disarm_chance(10, 40, NULL), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_monster_wary_avoid_chance(127, 1000, &f), RR_OK); /* boundary */
        CHECK_STATUS(rr_monster_wary_avoid_chance(10, 1001, &f), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_monster_wary_avoid_chance(10, 40, NULL), RR_NULL_ARGUMENT);
        CHECK_STATUS(rr_player_trap_critical_chance(0, 0, &f), RR_OK); /* boundary: skill 0 */
        CHECK(f.numerator == 0);
        CHECK_STATUS(rr_player_trap_critical_chance(-1, 40, &f), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_player_trap_critical_chance(10, 40, NULL), RR_NULL_ARGUMENT);
    }
    CHECK_STATUS(rr_monster_becomes_wary(r, 1, 1, 100, &flag), RR_OK);
    CHECK(!flag);
    CHECK_STATUS(rr_monster_becomes_wary(r, 0, 49, 100, &flag), RR_OK);
    CHECK(flag);
    CHECK_STATUS(rr_monster_becomes_wary(r, 0, INT32_MAX, 100, &flag), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_monster_becomes_wary(r, 0, 1, 100, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_monster_loses_wariness(r, &flag), RR_OK);
    CHECK_STATUS(rr_monster_loses_wariness(r, NULL), RR_NULL_ARGUMENT);
    {
        rr_roller broken = {too_high, NULL};
        rr_random bad = {NULL, &broken};
        rr_random both = {rng, &broken};
        CHECK_STATUS(rr_monster_loses_wariness(bad, &flag), RR_RNG_OUT_OF_RANGE);
        CHECK_STATUS(rr_monster_loses_wariness(both, &flag), RR_INVALID_ARGUMENT);
        CHECK_STATUS(rr_player_trap_critical_chance(10, 40, (rr_fraction *)misaligned()), RR_MISALIGNED_POINTER);
    }
}

int main(void) {
    if (rr_rng_new(2026, &rng) != RR_OK) {
        return 2;
    }
    test_dungeon_traps();
    test_chests();
    test_player_traps();
    rr_rng_free(rng);
    return check_summary("traps_test");
}
