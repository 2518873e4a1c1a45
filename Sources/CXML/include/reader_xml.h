#ifndef READER_XML_H
#define READER_XML_H

/* Lenient HTML and safe XML parsing with the system libxml2, as a stream of SAX events: no
 * document tree is built, so memory stays small whatever the document's size or shape.
 * No libxml2 type leaks through this header (Foundation on Linux bundles its own). */

/** Receives the document's elements and text in document order. `attributes` holds
 *  name, value pairs and ends with NULL; element names are local names in lower case for
 *  HTML, as written for XML; prefixed attributes keep their prefix ("xml:lang"). `start`
 *  returns nonzero to stop reading the document there. */
typedef struct {
    int (*start)(void *context, const char *name, const char *const *attributes);
    void (*end)(void *context, const char *name);
    void (*text)(void *context, const char *utf8, int length);
} rd_markup_handler;

enum {
    RD_MARKUP_HTML = 0,
    RD_MARKUP_XML = 1
};

/** What went wrong while reading, as bits of the result of `rd_markup_parse`. */
enum {
    RD_MARKUP_FAILED = 1,      /* nothing could be read */
    RD_MARKUP_RECOVERED = 2,   /* malformed markup was repaired */
    RD_MARKUP_TOO_DEEP = 4,    /* elements nested deeper than the limit were cut off */
    RD_MARKUP_ENTITIES = 8,    /* entity references were left unexpanded */
    RD_MARKUP_ATTRIBUTES = 16  /* attributes past the limit of one element were left out */
};

/** Parses `length` bytes of UTF-8 (any encoding the document declares is ignored: convert
 *  first). Nothing is ever fetched from the network or read from disk: no DTD is loaded, no
 *  entity a document declares is even recorded, so none is ever expanded, in text or in
 *  attribute values. Text nodes of any size are kept whole. Elements nested deeper than
 *  `max_depth` are skipped with their content; attributes of one element past the
 *  `max_attributes`th are left out before libxml2 sees them (it checks for duplicates in
 *  quadratic time). */
int rd_markup_parse(const char *bytes, int length, int kind, const rd_markup_handler *handler, void *context,
                    int max_depth, int max_attributes);

/** Whether `length` bytes of UTF-8 are well-formed and namespace-well-formed XML, read as safely as `rd_markup_parse`
 *  reads (nothing fetched, no entity recorded; references to entities a DTD would declare are
 *  not counted against it). Attributes past the `max_attributes`th of an element are left out
 *  first. Reading stops at the first error, and at libxml2's default depth. */
int rd_markup_well_formed(const char *bytes, int length, int max_attributes);

#endif
