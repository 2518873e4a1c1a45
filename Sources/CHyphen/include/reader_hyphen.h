#ifndef READER_HYPHEN_H
#define READER_HYPHEN_H

/* Hyphenation points from libhyphen and the installed hyphen-* pattern files. */

typedef struct rd_hyphenator rd_hyphenator;

/** Loads a pattern file (/usr/share/hyphen/hyph_en_US.dic...); NULL when it cannot. */
rd_hyphenator *rd_hyphenator_open(const char *path);
void rd_hyphenator_close(rd_hyphenator *hyphenator);

/** The charset the patterns are written in, as the file's first line names it ("UTF-8",
 *  "ISO8859-1", "KOI8-R"...). */
const char *rd_hyphenator_charset(const rd_hyphenator *hyphenator);

/** Finds where a lower-case word of `letters` characters, `length` bytes in the patterns'
 *  charset, may be hyphenated, at least two letters from each end: writes the number of
 *  letters before each point where a hyphen may go into `offsets` and returns how many. */
int rd_hyphenate(rd_hyphenator *hyphenator, const char *word, int length, int letters, int *offsets, int capacity);

#endif
