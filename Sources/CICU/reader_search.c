#include "reader_search.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/usearch.h>

struct rd_searcher {
    UCollator *collator;
    UStringSearch *search;
    /* The pattern's primary weights, ignorables left out, and the Knuth-Morris-Pratt table:
     * `fallback[i]` is the length of the longest proper border of the first i + 1 weights. */
    int32_t *primaries;
    int32_t *fallback;
    int32_t count;
    /* Where each of the last `count` text elements started: a ring. */
    int32_t *starts;
    /* ICU's search keeps a pointer to its pattern: this copy outlives the caller's. */
    UChar *pattern;
};

/* The stretch around a candidate that ICU's search is given: room before for the context of
 * its boundary checks, and after for ignorables and marks that a hit takes in. */
enum { CONTEXT_BEFORE = 16, CONTEXT_AFTER = 64 };

static int32_t primaries_of(const UCollator *collator, const uint16_t *text, int32_t length, int32_t *out) {
    UErrorCode status = U_ZERO_ERROR;
    UCollationElements *elements = ucol_openElements(collator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t element = ucol_next(elements, &status); U_SUCCESS(status) && element != UCOL_NULLORDER;
         element = ucol_next(elements, &status)) {
        int32_t primary = ucol_primaryOrder(element);
        if (primary == 0) continue;
        if (out != NULL) out[count] = primary;
        count++;
    }
    ucol_closeElements(elements);
    return U_SUCCESS(status) ? count : -1;
}

void rd_searcher_close(rd_searcher *searcher) {
    if (searcher == NULL) return;
    if (searcher->search != NULL) usearch_close(searcher->search);
    if (searcher->collator != NULL) ucol_close(searcher->collator);
    free(searcher->primaries);
    free(searcher->fallback);
    free(searcher->starts);
    free(searcher->pattern);
    free(searcher);
}

static int make_table(rd_searcher *searcher) {
    int32_t count = searcher->count;
    searcher->fallback = malloc(sizeof(int32_t) * count);
    searcher->starts = malloc(sizeof(int32_t) * count);
    if (searcher->fallback == NULL || searcher->starts == NULL) return 0;
    searcher->fallback[0] = 0;
    for (int32_t i = 1, border = 0; i < count; i++) {
        while (border > 0 && searcher->primaries[i] != searcher->primaries[border]) {
            border = searcher->fallback[border - 1];
        }
        if (searcher->primaries[i] == searcher->primaries[border]) border++;
        searcher->fallback[i] = border;
    }
    return 1;
}

rd_searcher *rd_searcher_open(const uint16_t *pattern, int32_t pattern_length, const char *locale) {
    if (pattern_length <= 0) return NULL;
    rd_searcher *searcher = calloc(1, sizeof *searcher);
    if (searcher == NULL) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    searcher->collator = ucol_open(locale != NULL ? locale : "", &status);
    if (U_FAILURE(status)) {
        rd_searcher_close(searcher);
        return NULL;
    }
    ucol_setStrength(searcher->collator, UCOL_PRIMARY);
    int32_t count = primaries_of(searcher->collator, pattern, pattern_length, NULL);
    searcher->primaries = count > 0 ? malloc(sizeof(int32_t) * count) : NULL;
    if (searcher->primaries == NULL) {
        rd_searcher_close(searcher);
        return NULL;
    }
    searcher->count = primaries_of(searcher->collator, pattern, pattern_length, searcher->primaries);
    static const UChar placeholder[1] = {0x20};
    searcher->pattern = malloc(sizeof(UChar) * pattern_length);
    if (searcher->pattern == NULL) {
        rd_searcher_close(searcher);
        return NULL;
    }
    memcpy(searcher->pattern, pattern, sizeof(UChar) * pattern_length);
    searcher->search = usearch_openFromCollator(searcher->pattern, pattern_length, placeholder, 1,
                                                searcher->collator, NULL, &status);
    if (U_FAILURE(status) || searcher->count != count || !make_table(searcher)) {
        rd_searcher_close(searcher);
        return NULL;
    }
    return searcher;
}

/* ICU's first hit at or after `start` in a short stretch of `text` around a candidate; -1 when
 * there is none, -2 when ICU fails. */
static int32_t confirm(rd_searcher *searcher, const uint16_t *text, int32_t length, int32_t start, int32_t end,
                       int32_t *found_length) {
    int32_t low = start - CONTEXT_BEFORE > 0 ? start - CONTEXT_BEFORE : 0;
    int32_t high = length - end > CONTEXT_AFTER ? end + CONTEXT_AFTER : length;
    UErrorCode status = U_ZERO_ERROR;
    usearch_setText(searcher->search, (const UChar *)text + low, high - low, &status);
    int32_t hit = U_SUCCESS(status) ? usearch_following(searcher->search, start - low, &status) : USEARCH_DONE;
    if (U_FAILURE(status)) return -2;
    if (hit == USEARCH_DONE) return -1;
    *found_length = usearch_getMatchedLength(searcher->search);
    return low + hit;
}

int32_t rd_searcher_find(rd_searcher *searcher, const uint16_t *text, int32_t length, int32_t from, int32_t limit,
                         int32_t after, int32_t *matches, int32_t capacity, uint64_t *work) {
    if (searcher == NULL || length <= 0 || from >= limit || capacity <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UCollationElements *elements =
        ucol_openElements(searcher->collator, (const UChar *)text + from, length - from, &status);
    if (U_FAILURE(status)) return -1;
    int32_t found = 0, matched = 0, seen = 0, count = searcher->count;
    uint64_t compared = 0;
    for (;;) {
        int32_t start = from + ucol_getOffset(elements);
        int32_t element = ucol_next(elements, &status);
        if (U_FAILURE(status) || element == UCOL_NULLORDER) break;
        int32_t primary = ucol_primaryOrder(element);
        if (primary == 0) continue;
        searcher->starts[seen++ % count] = start;
        compared++;
        while (matched > 0 && primary != searcher->primaries[matched]) {
            matched = searcher->fallback[matched - 1];
            compared++;
        }
        if (primary == searcher->primaries[matched]) matched++;
        // No hit can start before the limit any more: the rest is for the next stretch.
        if (matched == 0 ? start >= limit : searcher->starts[(seen - matched) % count] >= limit) break;
        if (matched < count) continue;
        matched = searcher->fallback[count - 1];
        int32_t first = searcher->starts[seen % count];
        if (first < after) continue;
        int32_t end = from + ucol_getOffset(elements), hit_length = 0;
        int32_t hit = confirm(searcher, text, length, first > after + 8 ? first - 8 : after, end, &hit_length);
        compared += (uint64_t)(end - first);
        if (hit == -2) {
            found = -1;
            break;
        }
        if (hit < 0 || hit >= limit) continue;
        matches[2 * found] = hit;
        matches[2 * found + 1] = hit_length;
        after = hit + hit_length;
        if (++found == capacity) break;
    }
    ucol_closeElements(elements);
    if (work != NULL) *work += compared;
    return U_FAILURE(status) ? -1 : found;
}
