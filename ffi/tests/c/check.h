/* A tiny test harness for the C tests: CHECK counts, main prints a summary line
 * ("N passed, N failed") and exits non-zero on any failure. */
#ifndef RR_TEST_CHECK_H
#define RR_TEST_CHECK_H

#include <stdint.h>
#include <stdio.h>

#ifdef RR_TEST_COUNT_ALLOCATIONS
/* The library's allocations. c_programs.rs links the C tests with
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=posix_memalign, so
 * every allocation the static library makes is counted here; CHECK_STATUS
 * prints each call that returned RR_OK and allocated ("allocated: N
 * file:line: call"), and c_programs.rs fails unless the function is one that
 * may allocate (ffi/README.md, "Allocation"). */
#include <stdlib.h>
static long rr_test_allocations = 0;
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
int __real_posix_memalign(void **ptr, size_t align, size_t size);
void *__wrap_malloc(size_t size) {
    rr_test_allocations++;
    return __real_malloc(size);
}
void *__wrap_calloc(size_t count, size_t size) {
    rr_test_allocations++;
    return __real_calloc(count, size);
}
void *__wrap_realloc(void *ptr, size_t size) {
    rr_test_allocations++;
    return __real_realloc(ptr, size);
}
int __wrap_posix_memalign(void **ptr, size_t align, size_t size) {
    rr_test_allocations++;
    return __real_posix_memalign(ptr, align, size);
}
#define RR_TEST_ALLOCATIONS() rr_test_allocations
#else
#define RR_TEST_ALLOCATIONS() 0L
#endif

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

/* Checks a status and names both sides on failure; reports a call that
 * returned RR_OK after allocating (see RR_TEST_COUNT_ALLOCATIONS). */
#define CHECK_STATUS(call, expected)                                           \
    do {                                                                       \
        long allocated_ = RR_TEST_ALLOCATIONS();                               \
        rr_status got_ = (call);                                               \
        allocated_ = RR_TEST_ALLOCATIONS() - allocated_;                       \
        if (got_ == RR_OK && allocated_ != 0) {                                \
            printf("allocated: %ld %s:%d: %s\n", allocated_, __FILE__,         \
                   __LINE__, #call);                                           \
        }                                                                      \
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
