#define _GNU_SOURCE
#include "reader_mobi.h"

#include <mobi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rd_mobi {
    MOBIData *data;
    MOBIRawml *rawml;
    /* The part last asked for, so that walking a list is linear. */
    int cursor_list;
    size_t cursor_index;
    const MOBIPart *cursor;
    /* The table of contents was damaged and left out. */
    int contents_damaged;
};

void rd_mobi_close(rd_mobi *book) {
    if (book == NULL) return;
    if (book->rawml != NULL) mobi_free_rawml(book->rawml);
    if (book->data != NULL) mobi_free(book->data);
    free(book);
}

/* Loads the records from memory through a stream over the bytes. */
static MOBI_RET load(MOBIData *data, const uint8_t *bytes, size_t length) {
    FILE *stream = fmemopen((void *)bytes, length, "rb");
    if (stream == NULL) return MOBI_MALLOC_FAILED;
    MOBI_RET result = mobi_load_file(data, stream);
    fclose(stream);
    return result;
}

static int status(MOBI_RET result) {
    switch (result) {
    case MOBI_SUCCESS: return RD_MOBI_OK;
    case MOBI_FILE_ENCRYPTED: return RD_MOBI_DRM;
    case MOBI_MALLOC_FAILED: return RD_MOBI_NO_MEMORY;
    default: return RD_MOBI_DAMAGED;
    }
}

/* Rebuilds the parts, with the table of contents (the NCX, the guide) or without. */
static int parse(rd_mobi *book, bool contents) {
    book->rawml = mobi_init_rawml(book->data);
    if (book->rawml == NULL) return RD_MOBI_NO_MEMORY;
    return status(mobi_parse_rawml_opt(book->rawml, book->data, contents, false, true));
}

/* The first value of an index entry's tag, or MOBI_NOTSET. */
static size_t tag_value(const MOBIIndexEntry *entry, size_t tag) {
    for (size_t i = 0; i < entry->tags_count; i++) {
        const MOBIIndexTag *found = &entry->tags[i];
        if (found->tagid == tag && found->tagvalues_count > 0) return found->tagvalues[0];
    }
    return MOBI_NOTSET;
}

/* The NCX index's tags for an entry's level, its parent and its first and last child. */
enum { NCX_LEVEL = 4, NCX_PARENT = 21, NCX_FIRST_CHILD = 22, NCX_LAST_CHILD = 23 };

/* Whether the NCX index is a tree: each parent before its children, each entry of the next
 * level in a parent's range of children naming it. libmobi follows parents until none is left
 * and recurses into each range for the next level, so a cycle hangs it and ranges that
 * overlap multiply its work by each level. */
static bool is_tree(const MOBIIndx *ncx) {
    for (size_t i = 0; i < ncx->entries_count; i++) {
        const MOBIIndexEntry *entry = &ncx->entries[i];
        size_t level = tag_value(entry, NCX_LEVEL), parent = tag_value(entry, NCX_PARENT);
        if (level == MOBI_NOTSET || (parent != MOBI_NOTSET && parent >= i)) return false;
        size_t first = tag_value(entry, NCX_FIRST_CHILD), last = tag_value(entry, NCX_LAST_CHILD);
        if (first == MOBI_NOTSET || last == MOBI_NOTSET) continue;
        if (first <= i || last < first || last >= ncx->entries_count) return false;
        for (size_t child = first; child <= last; child++) {
            const MOBIIndexEntry *next = &ncx->entries[child];
            if (tag_value(next, NCX_LEVEL) == level + 1 && tag_value(next, NCX_PARENT) != i) return false;
        }
    }
    return true;
}

/* Whether every fragment's label, the place it is inserted at, is a decimal number: libmobi
 * reads the number's digits only, and rebuilds the part from memory it never wrote. */
static bool are_places(const MOBIIndx *fragments) {
    for (size_t i = 0; i < fragments->entries_count; i++) {
        const char *label = fragments->entries[i].label;
        if (label == NULL || *label == 0 || label[strspn(label, "0123456789")] != 0) return false;
    }
    return true;
}

/* Parses the indexes alone, before libmobi rebuilds anything from them; `*contents` says
 * whether the table of contents is sound enough to rebuild. */
static int check_indexes(const MOBIData *data, bool *contents) {
    *contents = true;
    if (!mobi_exists_ncx(data) && !mobi_exists_frag_indx(data)) return RD_MOBI_OK;
    for (int toc = 1;; toc = 0) {
        MOBIRawml *rawml = mobi_init_rawml(data);
        if (rawml == NULL) return RD_MOBI_NO_MEMORY;
        int outcome = status(mobi_parse_rawml_opt(rawml, data, toc, false, false));
        if (outcome == RD_MOBI_OK && rawml->frag != NULL && !are_places(rawml->frag)) outcome = RD_MOBI_DAMAGED;
        *contents = toc && outcome == RD_MOBI_OK && (rawml->ncx == NULL || is_tree(rawml->ncx));
        mobi_free_rawml(rawml);
        if (outcome == RD_MOBI_OK || !toc) return outcome;
    }
}

int rd_mobi_open(const uint8_t *bytes, size_t length, size_t max_text, rd_mobi **out) {
    *out = NULL;
    /* Shorter than a Palm database's header (and fmemopen refuses nothing at all). */
    if (length < 78) return RD_MOBI_NOT_KINDLE;
    rd_mobi *book = calloc(1, sizeof *book);
    if (book == NULL) return RD_MOBI_NO_MEMORY;
    book->data = mobi_init();
    if (book->data == NULL) {
        rd_mobi_close(book);
        return RD_MOBI_NO_MEMORY;
    }
    /* A hybrid file is read by its KF8 half (libmobi's default, said here). */
    mobi_parse_kf8(book->data);
    MOBI_RET result = load(book->data, bytes, length);
    int outcome = status(result);
    if (outcome == RD_MOBI_OK && book->data->rh == NULL) outcome = RD_MOBI_NOT_KINDLE;
    if (outcome == RD_MOBI_OK && mobi_is_encrypted(book->data)) outcome = RD_MOBI_DRM;
    if (outcome == RD_MOBI_OK && mobi_get_text_maxsize(book->data) > max_text) outcome = RD_MOBI_TOO_LARGE;
    bool contents = false;
    if (outcome == RD_MOBI_OK) outcome = check_indexes(book->data, &contents);
    if (outcome == RD_MOBI_OK) outcome = parse(book, contents);
    /* A damaged table of contents fails the whole parse: the text is read without it. */
    if (outcome == RD_MOBI_DAMAGED && contents && book->rawml != NULL) {
        mobi_free_rawml(book->rawml);
        book->rawml = NULL;
        contents = false;
        outcome = parse(book, false);
    }
    book->contents_damaged = outcome == RD_MOBI_OK && !contents;
    if (outcome == RD_MOBI_OK && book->rawml->markup == NULL) outcome = RD_MOBI_DAMAGED;
    if (outcome != RD_MOBI_OK) {
        rd_mobi_close(book);
        return outcome;
    }
    *out = book;
    return RD_MOBI_OK;
}

int rd_mobi_contents_damaged(const rd_mobi *book) {
    return book->contents_damaged;
}

int rd_mobi_is_kf8(const rd_mobi *book) {
    return mobi_is_rawml_kf8(book->rawml) ? 1 : 0;
}

char *rd_mobi_meta(const rd_mobi *book, int field) {
    switch (field) {
    case RD_MOBI_TITLE: return mobi_meta_get_title(book->data);
    case RD_MOBI_AUTHOR: return mobi_meta_get_author(book->data);
    case RD_MOBI_LANGUAGE: return mobi_meta_get_language(book->data);
    default: return NULL;
    }
}

void rd_mobi_free(char *string) {
    free(string);
}

/* The name libmobi's links give a part of a list: "part", "flow" or "resource", its number in
 * five digits, its type's extension. */
static void part_name(const MOBIPart *part, int list, char name[40]) {
    static const char *const stems[] = {"part", "flow", "resource"};
    MOBIFileMeta meta = mobi_get_filemeta_by_type(part->type);
    snprintf(name, 40, "%s%05zu.%s", stems[list], part->uid, meta.extension);
}

int rd_mobi_cover(const rd_mobi *book, char name[40]) {
    MOBIExthHeader *record = mobi_get_exthrecord_by_tag(book->data, EXTH_COVEROFFSET);
    if (record == NULL || record->data == NULL || record->size == 0) return 0;
    uint32_t offset = mobi_decode_exthvalue(record->data, record->size);
    MOBIPart *part = mobi_get_resource_by_uid(book->rawml, offset);
    if (part == NULL || part->data == NULL || part->size == 0) return 0;
    part_name(part, RD_MOBI_RESOURCE, name);
    return 1;
}

static const MOBIPart *list_head(const rd_mobi *book, int list) {
    switch (list) {
    case RD_MOBI_MARKUP: return book->rawml->markup;
    case RD_MOBI_FLOW: return book->rawml->flow;
    case RD_MOBI_RESOURCE: return book->rawml->resources;
    default: return NULL;
    }
}

size_t rd_mobi_part_count(const rd_mobi *book, int list) {
    size_t count = 0;
    for (const MOBIPart *part = list_head(book, list); part != NULL; part = part->next) count++;
    return count;
}

int rd_mobi_part_at(rd_mobi *book, int list, size_t index, rd_mobi_part *out) {
    const MOBIPart *part = list_head(book, list);
    size_t i = 0;
    if (book->cursor != NULL && book->cursor_list == list && book->cursor_index <= index) {
        part = book->cursor;
        i = book->cursor_index;
    }
    for (; part != NULL && i < index; i++) part = part->next;
    if (part == NULL) return 0;
    book->cursor_list = list;
    book->cursor_index = index;
    book->cursor = part;
    part_name(part, list, out->name);
    out->data = part->data;
    out->size = part->data == NULL ? 0 : part->size;
    return 1;
}
