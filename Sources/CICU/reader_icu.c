#include "reader_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <unicode/ucol.h>
#include <unicode/usearch.h>
#include <string.h>

struct rd_breaker {
    UBreakIterator *iterator;
    /* The whole text, and where the iterator's text starts in it (see rd_breaker_following_within). */
    const UChar *text;
    int32_t length;
    int32_t context;
};

rd_breaker *rd_breaker_open(int kind, const char *locale, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == RD_BREAK_LINE       ? UBRK_LINE
                              : kind == RD_BREAK_WORD     ? UBRK_WORD
                              : kind == RD_BREAK_SENTENCE ? UBRK_SENTENCE
                                                          : UBRK_CHARACTER;
    UBreakIterator *iterator = ubrk_open(type, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return NULL;
    }
    rd_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->text = (const UChar *)text;
    breaker->length = length;
    breaker->context = 0;
    return breaker;
}

void rd_breaker_close(rd_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

/* Makes the iterator's text start at `context` of the whole text. */
static int set_context(rd_breaker *breaker, int32_t context) {
    if (context == breaker->context) return 1;
    if (context < 0 || context > breaker->length) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, breaker->text + context, breaker->length - context, &status);
    if (U_FAILURE(status)) return 0;
    breaker->context = context;
    return 1;
}

int32_t rd_breaker_following(rd_breaker *breaker, int32_t offset) {
    return rd_breaker_following_within(breaker, offset, 0);
}

int32_t rd_breaker_following_within(rd_breaker *breaker, int32_t offset, int32_t context) {
    if (!set_context(breaker, context) || offset < context) return -1;
    int32_t next = ubrk_following(breaker->iterator, offset - context);
    return next == UBRK_DONE ? -1 : next + breaker->context;
}

int32_t rd_breaker_first(rd_breaker *breaker) {
    if (!set_context(breaker, 0)) return -1;
    return ubrk_first(breaker->iterator);
}

int32_t rd_breaker_next(rd_breaker *breaker) {
    int32_t next = ubrk_next(breaker->iterator);
    return next == UBRK_DONE ? -1 : next + breaker->context;
}

int32_t rd_breaker_preceding_within(rd_breaker *breaker, int32_t offset, int32_t context) {
    if (!set_context(breaker, context) || offset < context) return -1;
    if (offset == context) return context;
    int32_t previous = ubrk_preceding(breaker->iterator, offset - context);
    return previous == UBRK_DONE ? context : previous + breaker->context;
}

int rd_breaker_ends_word(rd_breaker *breaker) {
    return ubrk_getRuleStatus(breaker->iterator) >= UBRK_WORD_NONE_LIMIT;
}

static uint8_t compute_width(UChar32 cp) {
    if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) return 1;
    if (u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return 0;
    int8_t category = u_charType(cp);
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK) return 0;
    if ((cp >= 0x1160 && cp <= 0x11FF) || (cp >= 0xD7B0 && cp <= 0xD7FF)) return 0;
    int eaw = u_getIntPropertyValue(cp, UCHAR_EAST_ASIAN_WIDTH);
    if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) return 2;
    if (u_hasBinaryProperty(cp, UCHAR_EMOJI_PRESENTATION)) return 2;
    return 1;
}

static uint8_t bmp_widths[0x10000];
static pthread_once_t bmp_once = PTHREAD_ONCE_INIT;

static void build_bmp_widths(void) {
    for (UChar32 cp = 0; cp < 0x10000; cp++) {
        bmp_widths[cp] = U16_IS_SURROGATE(cp) ? 1 : compute_width(cp);
    }
}

const uint8_t *rd_bmp_widths(void) {
    pthread_once(&bmp_once, build_bmp_widths);
    return bmp_widths;
}

uint8_t rd_code_point_width(uint32_t cp) {
    if (cp < 0x10000) return rd_bmp_widths()[cp];
    if (cp > 0x10FFFF) return 1;
    return compute_width((UChar32)cp);
}

int32_t rd_cluster_width(const uint16_t *text, int32_t length) {
    if (length <= 0) return 0;
    int32_t index = 0;
    UChar32 first;
    U16_NEXT(text, index, length, first);
    int32_t width = rd_code_point_width((uint32_t)first);
    if (width == 0) {
        /* A mark with nothing to sit on is shown on a cell of its own; ignorables stay invisible. */
        return u_hasBinaryProperty(first, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 0 : 1;
    }
    if (width == 1 && u_hasBinaryProperty(first, UCHAR_EMOJI)) {
        while (index < length) {
            UChar32 cp;
            U16_NEXT(text, index, length, cp);
            if (cp == 0xFE0F) return 2; /* emoji presentation selector */
        }
    }
    return width;
}

int rd_forbids_line_start(uint32_t cp) {
    switch (u_getIntPropertyValue((UChar32)cp, UCHAR_LINE_BREAK)) {
    case U_LB_CLOSE_PUNCTUATION:
    case U_LB_CLOSE_PARENTHESIS:
    case U_LB_EXCLAMATION:
    case U_LB_INFIX_NUMERIC:
    case U_LB_NONSTARTER:
    case U_LB_CONDITIONAL_JAPANESE_STARTER:
        return 1;
    default:
        return 0;
    }
}

int rd_forbids_line_end(uint32_t cp) {
    return u_getIntPropertyValue((UChar32)cp, UCHAR_LINE_BREAK) == U_LB_OPEN_PUNCTUATION;
}

int rd_is_word_letter(uint32_t cp) {
    switch (u_getIntPropertyValue((UChar32)cp, UCHAR_LINE_BREAK)) {
    case U_LB_ALPHABETIC:
    case U_LB_HEBREW_LETTER:
    case U_LB_NUMERIC:
    case U_LB_AMBIGUOUS:
    case U_LB_COMPLEX_CONTEXT:
    case U_LB_IDEOGRAPHIC:
    case U_LB_CONDITIONAL_JAPANESE_STARTER:
    case U_LB_H2:
    case U_LB_H3:
    case U_LB_JL:
    case U_LB_JV:
    case U_LB_JT:
        return 1;
    default:
        return 0;
    }
}

int32_t rd_detect_charset(const char *bytes, int32_t length, char *name, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UCharsetDetector *detector = ucsdet_open(&status);
    if (U_FAILURE(status)) return -1;
    ucsdet_setText(detector, bytes, length, &status);
    const UCharsetMatch *match = ucsdet_detect(detector, &status);
    int32_t confidence = -1;
    if (U_SUCCESS(status) && match != NULL) {
        const char *found = ucsdet_getName(match, &status);
        confidence = ucsdet_getConfidence(match, &status);
        if (U_SUCCESS(status) && found != NULL && capacity > 0) {
            strncpy(name, found, (size_t)capacity - 1);
            name[capacity - 1] = '\0';
        } else {
            confidence = -1;
        }
    }
    ucsdet_close(detector);
    return confidence;
}

int32_t rd_convert_to_utf16(const char *charset, const char *bytes, int32_t length, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(charset, &status);
    if (U_FAILURE(status) || converter == NULL) return -1;
    status = U_ZERO_ERROR;
    int32_t needed = ucnv_toUChars(converter, (UChar *)out, capacity, bytes, length, &status);
    ucnv_close(converter);
    if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status) || status == U_STRING_NOT_TERMINATED_WARNING) return needed;
    return -1;
}

int32_t rd_search_all(const uint16_t *pattern, int32_t pattern_length, const uint16_t *text, int32_t length,
                      const char *locale, int32_t *matches, int32_t capacity) {
    if (pattern_length <= 0 || length <= 0 || capacity <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale != NULL ? locale : "", &status);
    if (U_FAILURE(status)) return -1;
    ucol_setStrength(collator, UCOL_PRIMARY);
    UStringSearch *search = usearch_openFromCollator((const UChar *)pattern, pattern_length, (const UChar *)text, length,
                                                      collator, NULL, &status);
    if (U_FAILURE(status)) {
        ucol_close(collator);
        return -1;
    }
    int32_t found = 0;
    for (int32_t start = usearch_first(search, &status); U_SUCCESS(status) && start != USEARCH_DONE && found < capacity;
         start = usearch_next(search, &status)) {
        matches[2 * found] = start;
        matches[2 * found + 1] = usearch_getMatchedLength(search);
        found++;
    }
    usearch_close(search);
    ucol_close(collator);
    return U_SUCCESS(status) ? found : -1;
}
