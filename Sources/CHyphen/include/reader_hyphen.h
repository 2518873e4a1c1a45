#ifndef READER_HYPHEN_H
#define READER_HYPHEN_H

/* Hyphenation points from libhyphen and the installed hyphen-* pattern files. */

typedef struct rd_hyphenator rd_hyphenator;

/** Loads a pattern file (/usr/share/hyphen/hyph_en_US.dic...); NULL when it cannot. */
rd_hyphenator *rd_hyphenator_open(const char *path);
void rd_hyphenator_close(rd_hyphenator *hyphenator);

/** Finds where a lower-case UTF-8 word may be hyphenated, at least two letters from
 *  each end: writes the byte offsets after which a hyphen may go into `offsets` and
 *  returns how many. */
int rd_hyphenate(rd_hyphenator *hyphenator, const char *word, int length, int *offsets, int capacity);

#endif
