#ifndef READER_MOBI_H
#define READER_MOBI_H

#include <stddef.h>
#include <stdint.h>

/** A Kindle book (MOBI, AZW, AZW3, PRC, PDB) read by libmobi: its rebuilt parts and metadata.
 *  No libmobi type is exposed. */
typedef struct rd_mobi rd_mobi;

/** Why a book could not be opened. */
enum rd_mobi_status {
    RD_MOBI_OK = 0,
    RD_MOBI_NOT_KINDLE = 1, /* no Palm database with a Mobipocket or PalmDOC book */
    RD_MOBI_DRM = 2,        /* the text is encrypted */
    RD_MOBI_DAMAGED = 3,    /* records missing, truncated or contradicting each other */
    RD_MOBI_TOO_LARGE = 4,  /* the text would decompress past the limit given */
    RD_MOBI_NO_MEMORY = 5
};

/** The lists of parts libmobi rebuilds. */
enum rd_mobi_list {
    RD_MOBI_MARKUP = 0,   /* the documents: KF8's XHTML parts, or MOBI 6's one markup */
    RD_MOBI_FLOW = 1,     /* KF8's flows: style sheets, SVG (the first is the text itself) */
    RD_MOBI_RESOURCE = 2  /* pictures, fonts, the NCX */
};

/** Metadata fields. */
enum rd_mobi_field { RD_MOBI_TITLE = 0, RD_MOBI_AUTHOR = 1, RD_MOBI_LANGUAGE = 2 };

/** One rebuilt part: its name as libmobi's rebuilt links give it ("part00000.html",
 *  "flow00001.css", "resource00000.jpg") and its bytes, which live as long as the book. */
typedef struct {
    char name[40];
    const uint8_t *data;
    size_t size;
} rd_mobi_part;

/** Opens the book in `bytes` (copied; the caller keeps them), refusing one whose text would
 *  decompress past `max_text` bytes. On success `*out` is the book, to be closed. */
int rd_mobi_open(const uint8_t *bytes, size_t length, size_t max_text, rd_mobi **out);

/** Frees the book and its parts. */
void rd_mobi_close(rd_mobi *book);

/** 1 when the table of contents (the NCX or guide index) was damaged and the book was read
 *  without it. */
int rd_mobi_contents_damaged(const rd_mobi *book);

/** 1 when the parts are KF8's (AZW3, or a hybrid file's KF8 half), 0 for MOBI 6. */
int rd_mobi_is_kf8(const rd_mobi *book);

/** A metadata field as UTF-8, to be freed with rd_mobi_free; NULL when absent. */
char *rd_mobi_meta(const rd_mobi *book, int field);

/** Frees a string rd_mobi_meta returned. */
void rd_mobi_free(char *string);

/** Writes the name of the picture the book names as its cover into `name`; 0 when it names
 *  none that is there. */
int rd_mobi_cover(const rd_mobi *book, char name[40]);

/** The number of parts in a list. */
size_t rd_mobi_part_count(const rd_mobi *book, int list);

/** The `index`th part of a list; 0 past its end. Walking a list in order takes linear time. */
int rd_mobi_part_at(rd_mobi *book, int list, size_t index, rd_mobi_part *out);

#endif
