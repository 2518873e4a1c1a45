#include "reader_xml.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const rd_markup_handler *handler;
    void *context;
    int max_depth;
    int max_attributes;
    int depth;
    int flags;
    char *text;      /* text gathered since the last element event */
    size_t length;
    size_t capacity;
    xmlParserCtxtPtr parser;
} reader;

static void silence(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void on_error(void *context, xmlErrorPtr error) {
    reader *r = context;
    if (error == NULL) return;
    if (error->code == XML_ERR_UNDECLARED_ENTITY || error->code == XML_WAR_UNDECLARED_ENTITY
        || error->code == XML_ERR_ENTITY_PE_INTERNAL) {
        r->flags |= RD_MARKUP_ENTITIES;
    }
}

/* Text arrives in pieces (one per entity reference, for one); it is passed on whole. */
static void flush(reader *r) {
    if (r->length > 0) r->handler->text(r->context, r->text, (int)r->length);
    r->length = 0;
}

/* An element opens: below the depth limit it is passed on, deeper ones are cut off. */
static int enter(reader *r) {
    flush(r);
    r->depth++;
    if (r->depth > r->max_depth) {
        r->flags |= RD_MARKUP_TOO_DEEP;
        return 0;
    }
    return 1;
}

static int leave(reader *r) {
    flush(r);
    if (r->depth == 0) return 0;
    return r->depth-- <= r->max_depth;
}

/* HTML5's empty elements that libxml2's HTML parser (HTML 4) takes for containers: text after
 * each would nest one level deeper, until the depth limit cut it off. */
static int is_html5_void(const xmlChar *name) {
    static const char *const names[] = {"wbr", "source", "track", "keygen"};
    if (name[0] != 'w' && name[0] != 's' && name[0] != 't' && name[0] != 'k') return 0;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        if (strcmp((const char *)name, names[i]) == 0) return 1;
    }
    return 0;
}

static void html_start(void *context, const xmlChar *name, const xmlChar **attributes) {
    reader *r = context;
    if (is_html5_void(name)) {
        /* Passed on as an element that ends at once; what follows stays at the parent's depth. */
        flush(r);
        const char *none[] = {NULL};
        if (r->depth < r->max_depth && r->handler->start(r->context, (const char *)name, none)) xmlStopParser(r->parser);
        if (r->depth < r->max_depth) r->handler->end(r->context, (const char *)name);
        return;
    }
    if (!enter(r)) return;
    /* A boolean attribute (`hidden`) comes without a value: it gets an empty one. */
    const char *pairs[2 * r->max_attributes + 1];
    int n = 0;
    for (; attributes != NULL && attributes[2 * n] != NULL && n < r->max_attributes; n++) {
        pairs[2 * n] = (const char *)attributes[2 * n];
        pairs[2 * n + 1] = attributes[2 * n + 1] != NULL ? (const char *)attributes[2 * n + 1] : "";
    }
    pairs[2 * n] = NULL;
    if (r->handler->start(r->context, (const char *)name, pairs)) xmlStopParser(r->parser);
}

static void html_end(void *context, const xmlChar *name) {
    reader *r = context;
    if (is_html5_void(name)) return;
    if (leave(r)) r->handler->end(r->context, (const char *)name);
}

static void characters(void *context, const xmlChar *text, int length) {
    reader *r = context;
    if (r->depth > r->max_depth || length <= 0) return;
    if (r->length + (size_t)length > r->capacity) {
        size_t capacity = (r->length + (size_t)length) * 2;
        char *grown = realloc(r->text, capacity);
        if (grown == NULL) {
            flush(r);
            r->handler->text(r->context, (const char *)text, length);
            return;
        }
        r->text = grown;
        r->capacity = capacity;
    }
    memcpy(r->text + r->length, text, (size_t)length);
    r->length += (size_t)length;
}

static void reference(void *context, const xmlChar *name) {
    (void)name;
    ((reader *)context)->flags |= RD_MARKUP_ENTITIES;
}

/* An XML attribute value as written, with "&#38;" (how libxml2 passes an escaped ampersand
 * when it does not replace entities) turned back into "&". References to other entities
 * stay as they are: nothing is expanded. */
static char *attribute_value(const xmlChar *value, const xmlChar *end) {
    size_t length = (size_t)(end - value);
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    size_t out = 0;
    for (size_t i = 0; i < length; i++) {
        if (value[i] == '&' && i + 4 < length && memcmp(value + i, "&#38;", 5) == 0) {
            copy[out++] = '&';
            i += 4;
        } else {
            copy[out++] = (char)value[i];
        }
    }
    copy[out] = 0;
    return copy;
}

static void xml_start(void *context, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                      int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                      const xmlChar **attributes) {
    (void)prefix, (void)uri, (void)namespace_count, (void)namespaces, (void)defaulted;
    reader *r = context;
    if (!enter(r)) return;
    if (count > r->max_attributes) count = r->max_attributes;
    const char *pairs[2 * r->max_attributes + 1];
    char *owned[2 * r->max_attributes];
    int owned_count = 0;
    int n = 0;
    for (int i = 0; i < count; i++) {
        const xmlChar *const *a = attributes + 5 * i;
        char *name = NULL;
        if (a[1] != NULL) {
            size_t size = strlen((const char *)a[1]) + strlen((const char *)a[0]) + 2;
            name = malloc(size);
            if (name != NULL) snprintf(name, size, "%s:%s", (const char *)a[1], (const char *)a[0]);
        }
        char *value = attribute_value(a[3], a[4]);
        if (value == NULL || (a[1] != NULL && name == NULL)) {
            free(name);
            free(value);
            continue;
        }
        if (name != NULL) owned[owned_count++] = name;
        owned[owned_count++] = value;
        pairs[2 * n] = name != NULL ? name : (const char *)a[0];
        pairs[2 * n + 1] = value;
        n++;
    }
    pairs[2 * n] = NULL;
    int stop = r->handler->start(r->context, (const char *)localname, pairs);
    for (int i = 0; i < owned_count; i++) free(owned[i]);
    if (stop) xmlStopParser(r->parser);
}

static void xml_end(void *context, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix, (void)uri;
    reader *r = context;
    if (leave(r)) r->handler->end(r->context, (const char *)localname);
}

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

static int is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The index just past the first `needle` at or after `from` (case-insensitive), or `n`. */
static size_t past(const char *b, size_t n, size_t from, const char *needle) {
    size_t k = strlen(needle);
    for (size_t i = from; i + k <= n; i++) {
        if (strncasecmp(b + i, needle, k) == 0) return i + k;
    }
    return n;
}

/* The markup with every start tag cut down to its first `max` attributes, in one pass that
 * steps over comments, CDATA, declarations and the raw text of script and style. NULL
 * when no tag has more (nothing to copy); otherwise a copy to free, its length in `*kept`. */
static char *limit_attributes(const char *b, size_t n, int max, size_t *kept) {
    char *out = NULL;
    size_t written = 0, copied = 0, i = 0;
    while (i < n) {
        const char *tag = memchr(b + i, '<', n - i);
        if (tag == NULL) break;
        i = (size_t)(tag - b);
        if (i + 1 >= n) { i++; continue; }
        if (i + 4 <= n && strncmp(b + i, "<!--", 4) == 0) { i = past(b, n, i + 4, "-->"); continue; }
        if (i + 9 <= n && strncmp(b + i, "<![CDATA[", 9) == 0) { i = past(b, n, i + 9, "]]>"); continue; }
        if (b[i + 1] == '!' || b[i + 1] == '?') { i = past(b, n, i + 2, ">"); continue; }
        if (!is_letter(b[i + 1])) { i++; continue; }
        size_t j = i + 1;
        while (j < n && !is_space(b[j]) && b[j] != '>' && b[j] != '/') j++;
        int raw = (j - i - 1 == 6 && strncasecmp(b + i + 1, "script", 6) == 0)
            || (j - i - 1 == 5 && strncasecmp(b + i + 1, "style", 5) == 0);
        const char *close = raw && (b[i + 1] | 0x20) == 's' && (b[i + 2] | 0x20) == 'c' ? "</script" : "</style";
        int count = 0;
        char quote = 0, previous = ' ';
        size_t cut = 0;
        for (; j < n; j++) {
            char c = b[j];
            if (quote) { if (c == quote) quote = 0; previous = c; continue; }
            if (c == '>') break;
            if (c == '"' || c == '\'') {
                quote = c;
            } else if (!is_space(c) && c != '/' && c != '=' && (is_space(previous) || previous == '/') && previous != '=') {
                /* A name starts after white space, unless it is the value after "= ". */
                size_t back = j;
                while (back > i && is_space(b[back - 1])) back--;
                if (back == i || b[back - 1] != '=') {
                    count++;
                    if (count == max + 1) cut = j;
                }
            }
            previous = c;
        }
        if (cut > 0) {
            if (out == NULL) {
                out = malloc(n);
                if (out == NULL) return NULL;
            }
            /* Keep up to the first attribute too many, then the tag's end ("/>" or ">"). */
            size_t end = j < n && j > cut && b[j - 1] == '/' ? j - 1 : j;
            memcpy(out + written, b + copied, cut - copied);
            written += cut - copied;
            copied = end;
        }
        i = j < n ? j + 1 : n;
        if (raw) i = past(b, n, i, close);
        if (raw && i < n) i -= strlen(close);
    }
    if (out == NULL) return NULL;
    memcpy(out + written, b + copied, n - copied);
    *kept = written + n - copied;
    return out;
}

static int parse(const char *bytes, int length, int kind, const rd_markup_handler *handler, void *context,
                 int max_depth, int max_attributes);

int rd_markup_parse(const char *bytes, int length, int kind, const rd_markup_handler *handler, void *context,
                    int max_depth, int max_attributes) {
    if (max_attributes < 1) max_attributes = 1;
    size_t kept = 0;
    char *limited = limit_attributes(bytes, (size_t)length, max_attributes, &kept);
    if (limited == NULL) return parse(bytes, length, kind, handler, context, max_depth, max_attributes);
    int flags = parse(limited, (int)kept, kind, handler, context, max_depth, max_attributes);
    free(limited);
    return flags | RD_MARKUP_ATTRIBUTES;
}

static int parse(const char *bytes, int length, int kind, const rd_markup_handler *handler, void *context,
                 int max_depth, int max_attributes) {
    xmlSetGenericErrorFunc(NULL, silence);
    reader r = {handler, context, max_depth, max_attributes, 0, 0, NULL, 0, 0, NULL};
    /* Only the callbacks below: no internal subset, no entity declaration, no external
     * entity resolver, so no entity exists to expand and no DTD is read. */
    xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
    if (sax == NULL) return RD_MARKUP_FAILED;
    memset(sax, 0, sizeof *sax);
    sax->characters = characters;
    sax->ignorableWhitespace = characters;
    sax->cdataBlock = characters;
    sax->reference = reference;
    sax->serror = on_error;
    xmlParserCtxtPtr ctxt;
    int options = XML_PARSE_RECOVER | XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_IGNORE_ENC
        | XML_PARSE_HUGE;
    if (kind == RD_MARKUP_XML) {
        sax->initialized = XML_SAX2_MAGIC;
        sax->startElementNs = xml_start;
        sax->endElementNs = xml_end;
        ctxt = xmlCreateMemoryParserCtxt(bytes, length);
    } else {
        sax->startElement = html_start;
        sax->endElement = html_end;
        ctxt = htmlCreateMemoryParserCtxt(bytes, length);
    }
    if (ctxt == NULL) {
        xmlFree(sax);
        return RD_MARKUP_FAILED;
    }
    if (ctxt->sax != NULL) xmlFree(ctxt->sax);
    ctxt->sax = sax;
    ctxt->userData = &r;
    r.parser = ctxt;
    if (kind == RD_MARKUP_XML) {
        xmlCtxtUseOptions(ctxt, options);
        xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
        xmlParseDocument(ctxt);
    } else {
        htmlCtxtUseOptions(ctxt, options);
        xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
        htmlParseDocument(ctxt);
    }
    flush(&r);
    free(r.text);
    if (!ctxt->wellFormed) r.flags |= RD_MARKUP_RECOVERED;
    if (ctxt->myDoc != NULL) xmlFreeDoc(ctxt->myDoc);
    if (kind == RD_MARKUP_XML) xmlFreeParserCtxt(ctxt); else htmlFreeParserCtxt(ctxt);
    return r.flags;
}

/* A fatal error other than an entity that a DTD would declare makes a document malformed, and
 * so does an error of XML namespaces (a name such as "p::p", a prefix never declared), which
 * libxml2 reports as errors it can go on after. */
static void on_well_formed_error(void *context, xmlErrorPtr error) {
    if (error == NULL) return;
    if (error->level != XML_ERR_FATAL && !(error->domain == XML_FROM_NAMESPACE && error->level == XML_ERR_ERROR)) {
        return;
    }
    if (error->code == XML_ERR_UNDECLARED_ENTITY || error->code == XML_WAR_UNDECLARED_ENTITY
        || error->code == XML_ERR_ENTITY_PE_INTERNAL) {
        return;
    }
    *(int *)context = 0;
}

static int well_formed(const char *bytes, int length) {
    xmlSetGenericErrorFunc(NULL, silence);
    xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
    if (sax == NULL) return 1;
    memset(sax, 0, sizeof *sax);
    sax->initialized = XML_SAX2_MAGIC;
    sax->serror = on_well_formed_error;
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt(bytes, length);
    if (ctxt == NULL) {
        xmlFree(sax);
        return 1;
    }
    if (ctxt->sax != NULL) xmlFree(ctxt->sax);
    ctxt->sax = sax;
    int good = 1;
    ctxt->userData = &good;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_IGNORE_ENC);
    xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
    xmlParseDocument(ctxt);
    if (ctxt->myDoc != NULL) xmlFreeDoc(ctxt->myDoc);
    xmlFreeParserCtxt(ctxt);
    return good;
}

int rd_markup_well_formed(const char *bytes, int length, int max_attributes) {
    if (max_attributes < 1) max_attributes = 1;
    size_t kept = 0;
    char *limited = limit_attributes(bytes, (size_t)length, max_attributes, &kept);
    if (limited == NULL) return well_formed(bytes, length);
    int good = well_formed(limited, (int)kept);
    free(limited);
    return good;
}
