#include "reader_collation.h"

#include <unicode/ucol.h>

/* An rd_collator is ICU's UCollator under a name of the reader's. */

rd_collator *rd_collator_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status)) {
        ucol_close(collator);
        return NULL;
    }
    return (rd_collator *)collator;
}

void rd_collator_close(rd_collator *collator) {
    if (collator != NULL) ucol_close((UCollator *)collator);
}

int32_t rd_collator_key(const rd_collator *collator, const uint16_t *text, int32_t length, uint8_t *key,
                        int32_t capacity) {
    return ucol_getSortKey((const UCollator *)collator, (const UChar *)text, length, key, capacity);
}
