#include "reader_bidi.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/ushape.h>

struct rd_bidi {
    UBiDi *paragraph;
    UBiDi *line;
    UChar *text;
    int32_t capacity;
};

rd_bidi *rd_bidi_open(void) {
    rd_bidi *bidi = calloc(1, sizeof *bidi);
    if (bidi == NULL) return NULL;
    bidi->paragraph = ubidi_open();
    bidi->line = ubidi_open();
    if (bidi->paragraph == NULL || bidi->line == NULL) {
        rd_bidi_close(bidi);
        return NULL;
    }
    return bidi;
}

void rd_bidi_close(rd_bidi *bidi) {
    if (bidi == NULL) return;
    if (bidi->line != NULL) ubidi_close(bidi->line);
    if (bidi->paragraph != NULL) ubidi_close(bidi->paragraph);
    free(bidi->text);
    free(bidi);
}

static int is_digit(UChar unit) {
    return (unit >= '0' && unit <= '9') || (unit >= 0x0660 && unit <= 0x0669) || (unit >= 0x06F0 && unit <= 0x06F9);
}

int rd_bidi_set_paragraph(rd_bidi *bidi, const uint16_t *text, int32_t length, int rtl) {
    if (length > bidi->capacity) {
        UChar *grown = realloc(bidi->text, (size_t)length * sizeof(UChar));
        if (grown == NULL) return -1;
        bidi->text = grown;
        bidi->capacity = length;
    }
    if (length > 0) memcpy(bidi->text, text, (size_t)length * sizeof(UChar));
    for (int32_t i = 1; i + 1 < length; i++) {
        // A no-break space is a common separator (CS) already: a space between digits is made one.
        if (text[i] == ' ' && is_digit(text[i - 1]) && is_digit(text[i + 1])) bidi->text[i] = 0x00A0;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setPara(bidi->paragraph, bidi->text, length, rtl ? 1 : 0, NULL, &status);
    return U_FAILURE(status) ? -1 : 0;
}

int rd_bidi_line_levels(rd_bidi *bidi, int32_t start, int32_t end, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setLine(bidi->paragraph, start, end, bidi->line, &status);
    if (U_FAILURE(status)) return -1;
    const UBiDiLevel *found = ubidi_getLevels(bidi->line, &status);
    if (U_FAILURE(status) || found == NULL) return -1;
    memcpy(levels, found, (size_t)(end - start));
    return 0;
}

void rd_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    ubidi_reorderVisual(levels, count, visual_to_logical);
}

int rd_bidi_first_strong(const uint16_t *text, int32_t length) {
    switch (ubidi_getBaseDirection(text, length)) {
    case UBIDI_LTR: return RD_BIDI_LTR;
    case UBIDI_RTL: return RD_BIDI_RTL;
    default: return RD_BIDI_NEUTRAL;
    }
}

uint32_t rd_char_mirror(uint32_t cp) {
    return (uint32_t)u_charMirror((UChar32)cp);
}

/* Alef's isolated and final forms when the letter is shaped as waw, which joins the same way. */
static int alef_forms(UChar alef, UChar *isolated, UChar *final) {
    switch (alef) {
    case 0x0622: *isolated = 0xFE81; break;
    case 0x0623: *isolated = 0xFE83; break;
    case 0x0625: *isolated = 0xFE87; break;
    case 0x0627: *isolated = 0xFE8D; break;
    default: return 0;
    }
    *final = *isolated + 1;
    return 1;
}

int rd_shape_arabic(const uint16_t *text, int32_t length, uint16_t *out) {
    if (length <= 0) return 0;
    // An alef after a lam (marks between them allowed) is shaped as waw, which joins alike but
    // makes no ligature: the ligature would take one cell for two letters.
    UChar *input = malloc((size_t)length * sizeof(UChar));
    if (input == NULL) return -1;
    memcpy(input, text, (size_t)length * sizeof(UChar));
    int32_t lam = -1;
    for (int32_t i = 0; i < length; i++) {
        UChar isolated, final;
        if (input[i] == 0x0644) {
            lam = i;
        } else if (lam >= 0 && alef_forms(input[i], &isolated, &final)) {
            input[i] = 0x0648;
            lam = -1;
        } else if (u_charType(input[i]) != U_NON_SPACING_MARK) {
            lam = -1;
        }
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t shaped = u_shapeArabic(input, length, out, length,
                                   U_SHAPE_LETTERS_SHAPE | U_SHAPE_LENGTH_FIXED_SPACES_NEAR | U_SHAPE_TEXT_DIRECTION_LOGICAL,
                                   &status);
    if (U_FAILURE(status) || shaped != length) {
        free(input);
        return -1;
    }
    for (int32_t i = 0; i < length; i++) {
        UChar isolated, final;
        if (input[i] == 0x0648 && text[i] != 0x0648 && alef_forms(text[i], &isolated, &final)) {
            out[i] = out[i] == 0xFEEE ? final : isolated;
        }
        // A mark keeps its code point: its presentation form would be a spacing letter.
        if (u_charType(text[i]) == U_NON_SPACING_MARK) out[i] = text[i];
    }
    free(input);
    return 0;
}
