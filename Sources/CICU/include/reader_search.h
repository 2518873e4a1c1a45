#ifndef READER_SEARCH_H
#define READER_SEARCH_H

#include <stdint.h>

/* A search in time linear in the text: the text's collation elements at primary strength are
 * matched against the pattern's by Knuth-Morris-Pratt, and each place where they match is
 * confirmed by ICU's string search on a short stretch around it, so a hit is exactly what
 * ICU's search finds (case, accents, widths and ignorables such as the soft hyphen do not
 * count). No ICU type leaks through this header. Offsets are UTF-16 code units. */

/** A pattern made ready for searching; opened once, used for many stretches of text. */
typedef struct rd_searcher rd_searcher;

/** Opens a searcher for `pattern` by the collator of `locale` (NULL for the root). NULL when
 *  ICU cannot search or the pattern has no element that counts at primary strength. */
rd_searcher *rd_searcher_open(const uint16_t *pattern, int32_t pattern_length, const char *locale);
void rd_searcher_close(rd_searcher *searcher);

/** Finds hits that start in `text[from, limit)` and end within `text[0, length)`, without
 *  overlaps, none starting before `after`. Writes up to `capacity` pairs of start and length to
 *  `matches`; returns how many, or -1 when ICU fails. When `capacity` is reached, search again
 *  from the end of the last hit. `work` grows by the collation elements compared, a measure
 *  of the time taken that does not depend on the machine. */
int32_t rd_searcher_find(rd_searcher *searcher, const uint16_t *text, int32_t length, int32_t from, int32_t limit,
                         int32_t after, int32_t *matches, int32_t capacity, uint64_t *work);

#endif
