#ifndef READER_COLLATION_H
#define READER_COLLATION_H

#include <stdint.h>

/* Sort keys by ICU's collator, for lists sorted as people of a language sort them. No ICU
 * type leaks through this header. */

typedef struct rd_collator rd_collator;

/** Opens the collator of `locale` (NULL for the default locale of the environment). NULL when
 *  ICU has none. */
rd_collator *rd_collator_open(const char *locale);
void rd_collator_close(rd_collator *collator);

/** Writes the sort key of `text` to `key`: two keys compared byte by byte (as `memcmp`
 *  compares) order their texts as the collator does. Returns the key's length, its final NUL
 *  included; when it exceeds `capacity`, nothing useful is written and the caller asks again
 *  with that much room. */
int32_t rd_collator_key(const rd_collator *collator, const uint16_t *text, int32_t length, uint8_t *key,
                        int32_t capacity);

#endif
