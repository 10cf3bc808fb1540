/* A tiny test harness for the C tests: CHECK counts, main prints a summary line
 * ("N passed, N failed") and exits non-zero on any failure. */
#ifndef RR_TEST_CHECK_H
#define RR_TEST_CHECK_H

#include <stdint.h>
#include <stdio.h>

static int checks_passed = 0;
static int checks_failed = 0;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (cond) {                                                            \
            checks_passed++;                                                   \
        } else {                                                               \
            checks_failed++;                                                   \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__,   \
                    #cond);                                                    \
        }                                                                      \
    } while (0)

/* Checks a status and names both sides on failure. */
#define CHECK_STATUS(call, expected)                                           \
    do {                                                                       \
        rr_status got_ = (call);                                               \
        if (got_ == (expected)) {                                              \
            checks_passed++;                                                   \
        } else {                                                               \
            checks_failed++;                                                   \
            fprintf(stderr, "%s:%d: %s returned %u (%s), expected %s\n",       \
                    __FILE__, __LINE__, #call, (unsigned)got_,                 \
                    rr_status_message(got_), #expected);                       \
        }                                                                      \
    } while (0)

static int check_summary(const char *name) {
    printf("%s: %d passed, %d failed\n", name, checks_passed, checks_failed);
    return checks_failed == 0 ? 0 : 1;
}

/* A game's generator that replays a fixed list of answers, recording the
 * ranges it was asked for. */
typedef struct script {
    const int32_t *values;
    int len;
    int next;
    int32_t last_lo, last_hi;
} script;

static int32_t script_uniform(void *user, int32_t lo, int32_t hi) {
    script *s = (script *)user;
    s->last_lo = lo;
    s->last_hi = hi;
    if (s->next >= s->len) {
        return lo;
    }
    return s->values[s->next++];
}

/* A pointer one byte into an 8-aligned buffer: misaligned for every type wider
 * than a byte. Entry points refuse it with RR_MISALIGNED_POINTER before any
 * access; it is only made to test that refusal. */
static void *misaligned(void) {
    static uint64_t store[8];
    return (char *)store + 1;
}

/* A broken generator: always one above the range. */
static int32_t too_high(void *user, int32_t lo, int32_t hi) {
    (void)user;
    (void)lo;
    return hi + 1;
}

#endif
