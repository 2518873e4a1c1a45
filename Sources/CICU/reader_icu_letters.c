#include "reader_icu_letters.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>

int32_t rd_lowercase_letter(const uint16_t *cluster, int32_t length) {
    if (length <= 0) return -1;
    UChar32 letter;
    int32_t index = 0;
    U16_NEXT((const UChar *)cluster, index, length, letter);
    if (!u_isalpha(letter)) return -1;
    if (index < length) {
        UErrorCode status = U_ZERO_ERROR;
        const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
        UChar composed[8];
        int32_t composedLength = U_SUCCESS(status)
            ? unorm2_normalize(nfc, (const UChar *)cluster, length, composed, 8, &status) : 0;
        if (U_SUCCESS(status) && composedLength > 0) {
            /* One code point composed (a BMP letter or a surrogate pair) stands for the cluster. */
            UChar32 first;
            int32_t at = 0;
            U16_NEXT(composed, at, composedLength, first);
            if (at == composedLength) letter = first;
        }
    }
    return u_tolower(letter);
}
