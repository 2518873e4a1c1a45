#ifndef READER_ICU_H
#define READER_ICU_H

#include <stdint.h>

/* A thin wrapper around the system ICU. Nothing of ICU's own types leaks through this
 * header, so Swift (whose Foundation bundles another ICU) can import it safely.
 * Text is always UTF-16; offsets are UTF-16 code-unit offsets. */

/** An ICU break iterator over a caller-owned UTF-16 buffer (the buffer must outlive it). */
typedef struct rd_breaker rd_breaker;

enum {
    RD_BREAK_CHARACTER = 0, /* grapheme clusters, UAX #29 */
    RD_BREAK_LINE = 1,      /* line break opportunities, UAX #14 */
    RD_BREAK_WORD = 2,      /* word boundaries, UAX #29 (dictionaries for Thai, Japanese...) */
    RD_BREAK_SENTENCE = 3   /* sentence boundaries, UAX #29 (`@ss=standard` keeps "Mr." whole) */
};

/** Opens a break iterator; `locale` may be NULL for the root locale. NULL on failure. */
rd_breaker *rd_breaker_open(int kind, const char *locale, const uint16_t *text, int32_t length);
void rd_breaker_close(rd_breaker *breaker);
/** The first boundary after `offset`, or -1 when there is none. */
int32_t rd_breaker_following(rd_breaker *breaker, int32_t offset);
/** The same, the text taken to start at `context` (at most `offset`): ICU looks for a place to
 *  start from no further back, however long the text without one. Until the next call, the
 *  boundaries `rd_breaker_next` gives are found in the same text. -1 at the end or on failure. */
int32_t rd_breaker_following_within(rd_breaker *breaker, int32_t offset, int32_t context);
/** The boundary after the current one (start with `rd_breaker_first`), or -1 at the end. */
int32_t rd_breaker_first(rd_breaker *breaker);
int32_t rd_breaker_next(rd_breaker *breaker);
/** The last boundary before `offset`, the text taken to start at `context` (at most
 *  `offset`): `context` itself at most, -1 on failure. */
int32_t rd_breaker_preceding_within(rd_breaker *breaker, int32_t offset, int32_t context);
/** Whether the segment ending at the boundary given last is a word (letters, numbers, kana,
 *  ideographs), not spaces or punctuation: ICU's rule status for a word breaker. */
int rd_breaker_ends_word(rd_breaker *breaker);

/** Terminal cell width of one code point: 2 for East Asian Wide/Fullwidth and emoji
 *  presentation, 0 for marks and default-ignorables, 1 otherwise (controls included:
 *  they are shown as one-cell placeholders). */
uint8_t rd_code_point_width(uint32_t cp);
/** The same widths for every BMP code point, a 65,536-entry table built once. */
const uint8_t *rd_bmp_widths(void);
/** Cell width of one grapheme cluster given as UTF-16. */
int32_t rd_cluster_width(const uint16_t *text, int32_t length);

/** Whether strict UAX #14 keeps `cp` off the start of a line: closing punctuation and
 *  brackets (CL, CP), ! and ? (EX), . , : ; (IS), non-starters (NS) and small kana (CJ). */
int rd_forbids_line_start(uint32_t cp);

/** Whether UAX #14 keeps `cp` off the end of a line: opening punctuation and brackets (OP). */
int rd_forbids_line_end(uint32_t cp);

/** Whether `cp` is a letter, digit or ideograph, between two of which CSS `word-break` adds
 *  (break-all) or takes away (keep-all) breaks: line break class AL, HL, NU, AI, SA, ID, CJ
 *  or a Hangul class. */
int rd_is_word_letter(uint32_t cp);



/** Every match of `pattern` in `text` as a reader expects a search to match: by ICU's
 *  collator for `locale` (NULL for the root) at primary strength, so case, accents and
 *  full- or half-width forms do not count, and ignorables such as the soft hyphen are passed
 *  over. Writes up to `capacity` pairs of start and length to `matches` and returns how many
 *  were found (at most `capacity`), or -1 when ICU cannot search. Its time is the text's length
 *  times the pattern's at worst: the reader searches with `rd_searcher_find` (reader_search.h),
 *  and the tests keep this as the reference it must agree with. */
int32_t rd_search_all(const uint16_t *pattern, int32_t pattern_length, const uint16_t *text, int32_t length,
                      const char *locale, int32_t *matches, int32_t capacity);

/** Detects the charset of `bytes` with ICU; writes its name (NUL-terminated) to `name`.
 *  Returns the confidence 0-100, or -1 when nothing matched. */
int32_t rd_detect_charset(const char *bytes, int32_t length, char *name, int32_t capacity);

/** Converts `bytes` in `charset` to UTF-16 (malformed input becomes U+FFFD). Returns the
 *  number of code units the result needs (call with capacity 0 to ask), or -1 when the
 *  charset is unknown. */
int32_t rd_convert_to_utf16(const char *charset, const char *bytes, int32_t length, uint16_t *out, int32_t capacity);
#endif
