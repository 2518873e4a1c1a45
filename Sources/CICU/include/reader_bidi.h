#ifndef READER_BIDI_H
#define READER_BIDI_H

#include <stdint.h>

/* Bidirectional text (UAX #9) and Arabic shaping over the system ICU, with no ICU type in
 * this header. Text is UTF-16; offsets are UTF-16 code-unit offsets. */

/** One paragraph's bidi resolution, reused from paragraph to paragraph. */
typedef struct rd_bidi rd_bidi;

enum {
    RD_BIDI_LTR = 0,
    RD_BIDI_RTL = 1,
    RD_BIDI_NEUTRAL = -1 /* no strong character */
};

rd_bidi *rd_bidi_open(void);
void rd_bidi_close(rd_bidi *bidi);

/** Resolves the paragraph `text` (copied) at base level `rtl` (0 or 1). A space or no-break
 *  space between two digits is taken as a number separator (UAX #9 HL2), so that `10 000 000`
 *  stays one number in right-to-left text. Returns 0, or -1 when ICU fails. */
int rd_bidi_set_paragraph(rd_bidi *bidi, const uint16_t *text, int32_t length, int rtl);

/** The levels of the line `start..<end` of the paragraph set last, after the line rules
 *  (trailing whitespace at the paragraph's level), one per code unit into `levels`.
 *  Returns 0, or -1 when ICU fails. */
int rd_bidi_line_levels(rd_bidi *bidi, int32_t start, int32_t end, uint8_t *levels);

/** Reorders `count` items with the given embedding levels (UAX #9 L2): writes to
 *  `visual_to_logical` the logical index shown at each visual position. */
void rd_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

/** The direction of the first strong character of `text` (UAX #9 P2, P3; isolates skipped):
 *  RD_BIDI_LTR, RD_BIDI_RTL or RD_BIDI_NEUTRAL. */
int rd_bidi_first_strong(const uint16_t *text, int32_t length);

/** The mirrored form of `cp` (Bidi_Mirroring_Glyph: `(` for `)`), or `cp` itself. */
uint32_t rd_char_mirror(uint32_t cp);

/** Arabic letters of `text` in logical order to their presentation forms as they join, into
 *  `out` (`length` units too): one unit for one unit, so every letter keeps its place, marks
 *  unchanged. Lam
 *  and alef stay two joined letters (their ligature would take one cell for two). Returns 0,
 *  or -1 when ICU fails. */
int rd_shape_arabic(const uint16_t *text, int32_t length, uint16_t *out);

#endif
