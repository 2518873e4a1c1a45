#ifndef READER_ICU_LETTERS_H
#define READER_ICU_LETTERS_H

#include <stdint.h>

/* Letters as hyphenation patterns spell them; no ICU type leaks through this header. */

/** The grapheme cluster `cluster` (UTF-16) as one lowercase letter: its NFC composition when
 *  that is one code point (e + U+0301 is é), else its first code point, lowercased by the
 *  simple one-to-one mapping (so one cluster is always one code point). -1 when the cluster
 *  does not start with a letter. */
int32_t rd_lowercase_letter(const uint16_t *cluster, int32_t length);

#endif
