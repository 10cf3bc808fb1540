/* The dice, generator and status functions of the C API, from C: results,
 * statuses and bad inputs. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "roguerules.h"
#include "check.h"

static void test_version_and_status(void) {
    unsigned i, j;
    CHECK(strcmp(rr_version(), RR_VERSION_STRING) == 0);
    CHECK(RR_OK == 0);
    for (i = RR_OK; i <= RR_READING_UNSUPPORTED; i++) {
        const char *m = rr_status_message(i);
        CHECK(m != NULL && strlen(m) > 0);
        CHECK(strcmp(m, "unknown rr_status value") != 0);
        for (j = 0; j < i; j++) {
            CHECK(strcmp(m, rr_status_message(j)) != 0);
        }
    }
    /* Unknown values still get a message. */
    CHECK(strcmp(rr_status_message(RR_READING_UNSUPPORTED + 1), "unknown rr_status value") == 0);
    CHECK(strcmp(rr_status_message(UINT32_MAX), "unknown rr_status value") == 0);
}

static void test_rng(void) {
    rr_rng *a = NULL, *b = NULL;
    rr_dice *d = NULL;
    int i;
    CHECK_STATUS(rr_rng_new(1, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_rng_new(1, (rr_rng **)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_rng_new(42, &a), RR_OK);
    CHECK_STATUS(rr_rng_new(42, &b), RR_OK);
    CHECK(a != NULL && b != NULL && a != b);
    CHECK_STATUS(rr_dice_parse("1d1000000", &d), RR_OK);
    /* Same seed, same rolls. */
    for (i = 0; i < 100; i++) {
        int64_t x = 0, y = -1;
        rr_random ra = {a, NULL}, rb = {b, NULL};
        CHECK_STATUS(rr_dice_roll(d, ra, &x), RR_OK);
        CHECK_STATUS(rr_dice_roll(d, rb, &y), RR_OK);
        CHECK(x == y && x >= 1 && x <= 1000000);
    }
    /* Boundary seeds work too. */
    rr_rng_free(a);
    a = NULL;
    CHECK_STATUS(rr_rng_new(UINT64_MAX, &a), RR_OK);
    rr_rng_free(a);
    rr_rng_free(b);
    rr_rng_free(NULL); /* a no-op */
    rr_dice_free(d);
    rr_dice_free(NULL); /* a no-op */
}

static void test_parse(void) {
    rr_dice *d = (rr_dice *)&checks_passed; /* a sentinel: must stay untouched */
    rr_dice *sentinel = d;
    CHECK_STATUS(rr_dice_parse(NULL, &d), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_parse("3d6", NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_parse("", &d), RR_PARSE_ERROR);
    CHECK_STATUS(rr_dice_parse("3d", &d), RR_PARSE_ERROR);
    CHECK_STATUS(rr_dice_parse("1d0", &d), RR_PARSE_ERROR);
    CHECK_STATUS(rr_dice_parse("xx3d6yy", &d), RR_PARSE_ERROR);
    CHECK_STATUS(rr_dice_parse("10001d6", &d), RR_PARSE_ERROR);
    CHECK_STATUS(rr_dice_parse("\xff", &d), RR_PARSE_ERROR);
    CHECK(d == sentinel); /* out-pointers are written only on success */
    CHECK_STATUS(rr_dice_parse(" 4D6kh3 + 2 ", &d), RR_OK);
    if (d != sentinel) {
        rr_dice_free(d);
    } else {
        CHECK(!"the expression parsed");
    }
}

static void test_bounds(void) {
    rr_dice *d = NULL;
    int64_t lo = 7, hi = 7;
    CHECK_STATUS(rr_dice_parse("2d6+1", &d), RR_OK);
    CHECK_STATUS(rr_dice_min(d, &lo), RR_OK);
    CHECK_STATUS(rr_dice_max(d, &hi), RR_OK);
    CHECK(lo == 3 && hi == 13);
    CHECK_STATUS(rr_dice_min(NULL, &lo), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_max(d, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_min(d, (int64_t *)misaligned()), RR_MISALIGNED_POINTER);
    CHECK_STATUS(rr_dice_max(d, (int64_t *)misaligned()), RR_MISALIGNED_POINTER);
    rr_dice_free(d);
    /* Boundary values: the largest terms the grammar accepts. */
    CHECK_STATUS(rr_dice_parse("10000d1000000-1000000000", &d), RR_OK);
    CHECK_STATUS(rr_dice_min(d, &lo), RR_OK);
    CHECK_STATUS(rr_dice_max(d, &hi), RR_OK);
    CHECK(lo == 10000 - 1000000000LL && hi == 10000000000LL - 1000000000LL);
    rr_dice_free(d);
}

static void test_roll(void) {
    rr_dice *d = NULL;
    rr_rng *rng = NULL;
    rr_roller broken = {too_high, NULL};
    rr_roller no_fn = {NULL, NULL};
    int32_t answers[] = {3, 4};
    script s = {answers, 2, 0, 0, 0};
    rr_roller mine = {script_uniform, &s};
    rr_random neither = {NULL, NULL};
    rr_random both;
    rr_random with_rng;
    rr_random with_mine = {NULL, &mine};
    rr_random built = rr_random_from_roller(&mine);
    rr_random with_broken = {NULL, &broken};
    rr_random with_no_fn = {NULL, &no_fn};
    int64_t total = -99;
    int i;

    CHECK_STATUS(rr_rng_new(7, &rng), RR_OK);
    /* The builders set exactly one pointer. */
    CHECK(built.rng == NULL && built.roller == &mine);
    CHECK(rr_random_from_rng(rng).rng == rng && rr_random_from_rng(rng).roller == NULL);
    with_rng.rng = rng;
    with_rng.roller = NULL;
    both.rng = rng;
    both.roller = &mine;
    CHECK_STATUS(rr_dice_parse("2d6+1", &d), RR_OK);

    for (i = 0; i < 1000; i++) {
        CHECK_STATUS(rr_dice_roll(d, with_rng, &total), RR_OK);
        CHECK(total >= 3 && total <= 13);
    }
    /* The game's generator: two calls uniform(1, 6), summed, plus 1. */
    CHECK_STATUS(rr_dice_roll(d, with_mine, &total), RR_OK);
    CHECK(total == 8);
    CHECK(s.next == 2 && s.last_lo == 1 && s.last_hi == 6);

    total = -99;
    CHECK_STATUS(rr_dice_roll(NULL, with_rng, &total), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_roll(d, with_rng, NULL), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_roll(d, neither, &total), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_roll(d, both, &total), RR_INVALID_ARGUMENT);
    CHECK_STATUS(rr_dice_roll(d, with_no_fn, &total), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_roll(d, with_broken, &total), RR_RNG_OUT_OF_RANGE);
    CHECK(total == -99);
    rr_dice_free(d);

    /* A constant makes no draw at all, so even the broken generator works. */
    CHECK_STATUS(rr_dice_parse("5", &d), RR_OK);
    CHECK_STATUS(rr_dice_roll(d, with_broken, &total), RR_OK);
    CHECK(total == 5);
    rr_dice_free(d);
    rr_rng_free(rng);
}

static void test_pmf(void) {
    rr_dice *d = NULL;
    rr_value_probability buf[16];
    rr_value_probability *big;
    size_t len = 12345, i;
    uint64_t sum36 = 0;
    char *raw;

    CHECK_STATUS(rr_dice_parse("2d6", &d), RR_OK);
    CHECK_STATUS(rr_dice_pmf(d, NULL, 0, &len), RR_OK);
    CHECK(len == 11);
    len = 12345;
    CHECK_STATUS(rr_dice_pmf(d, buf, 10, &len), RR_BUFFER_TOO_SMALL);
    CHECK(len == 12345);
    CHECK_STATUS(rr_dice_pmf(NULL, buf, 16, &len), RR_NULL_ARGUMENT);
    CHECK_STATUS(rr_dice_pmf(d, buf, 16, NULL), RR_NULL_ARGUMENT);
    /* A misaligned buffer is refused. */
    raw = (char *)buf;
    CHECK_STATUS(rr_dice_pmf(d, (rr_value_probability *)(void *)(raw + 1), 8, &len), RR_MISALIGNED_POINTER);
    /* Exactly big enough: a boundary. */
    CHECK_STATUS(rr_dice_pmf(d, buf, 11, &len), RR_OK);
    CHECK(len == 11);
    for (i = 0; i < len; i++) {
        CHECK(buf[i].value == (int64_t)i + 2);
        CHECK(buf[i].probability.exact == 1);
        CHECK(36 % buf[i].probability.denominator == 0);
        sum36 += buf[i].probability.numerator * (36 / buf[i].probability.denominator);
    }
    CHECK(sum36 == 36);
    CHECK(buf[5].value == 7 && buf[5].probability.numerator == 1 && buf[5].probability.denominator == 6);
    CHECK(buf[5].probability.value > 0.1666 && buf[5].probability.value < 0.1667);
    /* `len` is the buffer's true length: SIZE_MAX with a buffer is refused,
     * and ignored with a NULL buffer (a length query). */
    len = 12345;
    CHECK_STATUS(rr_dice_pmf(d, buf, SIZE_MAX, &len), RR_INVALID_ARGUMENT);
    CHECK(len == 12345);
    CHECK_STATUS(rr_dice_pmf(d, NULL, SIZE_MAX, &len), RR_OK);
    CHECK(len == 11);
    rr_dice_free(d);

    /* The one rule for fractions that do not fit 64 bits (pinned here): 30d6's
     * denominator 6^30 does not, yet both the length query and the fill
     * answer RR_OK (never RR_OVERFLOW); the rows that do not fit have
     * exact = 0, numerator = denominator = 0 and only a double value, as
     * rr_ang_blow_damage_pmf's rows do. */
    CHECK_STATUS(rr_dice_parse("30d6", &d), RR_OK);
    CHECK_STATUS(rr_dice_pmf(d, NULL, 0, &len), RR_OK);
    CHECK(len == 151);
    big = (rr_value_probability *)malloc(len * sizeof *big);
    CHECK_STATUS(rr_dice_pmf(d, big, len, &len), RR_OK);
    CHECK(len == 151);
    {
        size_t inexact = 0;
        double total = 0.0;
        for (i = 0; i < len; i++) {
            total += big[i].probability.value;
            if (big[i].probability.exact == 0) {
                inexact++;
                CHECK(big[i].probability.numerator == 0 && big[i].probability.denominator == 0);
                CHECK(big[i].probability.value > 0.0);
            }
        }
        CHECK(big[0].value == 30 && big[0].probability.exact == 0); /* 1/6^30 */
        CHECK(inexact > 0);
        CHECK(total > 0.999999 && total < 1.000001);
    }
    free(big);
    rr_dice_free(d);

    /* Too large to compute exactly. */
    CHECK_STATUS(rr_dice_parse("10000d1000000", &d), RR_OK);
    CHECK_STATUS(rr_dice_pmf(d, NULL, 0, &len), RR_BUDGET_EXCEEDED);
    rr_dice_free(d);
}

int main(void) {
    test_version_and_status();
    test_rng();
    test_parse();
    test_bounds();
    test_roll();
    test_pmf();
    return check_summary("dice_test");
}
