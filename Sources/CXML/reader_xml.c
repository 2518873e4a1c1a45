#include "reader_xml.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

static void silence(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void silence_structured(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

typedef struct {
    const rd_markup_handler *handler;
    void *context;
    int max_depth;
    int flags;
} walker;

static void walk(walker *w, xmlNodePtr node, int depth) {
    for (; node != NULL; node = node->next) {
        switch (node->type) {
        case XML_ELEMENT_NODE: {
            if (depth >= w->max_depth) {
                w->flags |= RD_MARKUP_TOO_DEEP;
                break;
            }
            const char *attributes[65];
            xmlChar *values[32];
            char qualified[32][128];
            int count = 0;
            for (xmlAttrPtr a = node->properties; a != NULL && count < 32; a = a->next, count++) {
                const char *name = (const char *)a->name;
                if (a->ns != NULL && a->ns->prefix != NULL) {
                    snprintf(qualified[count], sizeof qualified[0], "%s:%s", (const char *)a->ns->prefix, name);
                    name = qualified[count];
                }
                values[count] = xmlNodeListGetString(node->doc, a->children, 1);
                attributes[2 * count] = name;
                attributes[2 * count + 1] = values[count] != NULL ? (const char *)values[count] : "";
            }
            attributes[2 * count] = NULL;
            w->handler->start(w->context, (const char *)node->name, attributes);
            for (int i = 0; i < count; i++) {
                if (values[i] != NULL) xmlFree(values[i]);
            }
            walk(w, node->children, depth + 1);
            w->handler->end(w->context, (const char *)node->name);
            break;
        }
        case XML_TEXT_NODE:
        case XML_CDATA_SECTION_NODE:
            if (node->content != NULL) {
                w->handler->text(w->context, (const char *)node->content, (int)strlen((const char *)node->content));
            }
            break;
        case XML_ENTITY_REF_NODE:
            w->flags |= RD_MARKUP_ENTITIES;
            break;
        default:
            break;
        }
    }
}

int rd_markup_parse(const char *bytes, int length, int kind, const char *encoding,
                    const rd_markup_handler *handler, void *context, int max_depth) {
    xmlSetGenericErrorFunc(NULL, silence);
    xmlSetStructuredErrorFunc(NULL, silence_structured);
    xmlDocPtr doc;
    int well_formed;
    if (kind == RD_MARKUP_XML) {
        /* No XML_PARSE_NOENT (entities stay unexpanded), no DTDLOAD, no network. */
        xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
        if (ctxt == NULL) return RD_MARKUP_FAILED;
        int options = XML_PARSE_RECOVER | XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
        doc = xmlCtxtReadMemory(ctxt, bytes, length, NULL, encoding, options);
        well_formed = ctxt->wellFormed;
        xmlFreeParserCtxt(ctxt);
    } else {
        htmlParserCtxtPtr ctxt = htmlNewParserCtxt();
        if (ctxt == NULL) return RD_MARKUP_FAILED;
        int options = HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING;
        doc = htmlCtxtReadMemory(ctxt, bytes, length, NULL, encoding, options);
        well_formed = ctxt->wellFormed;
        htmlFreeParserCtxt(ctxt);
    }
    if (doc == NULL) return RD_MARKUP_FAILED;
    walker w = {handler, context, max_depth, well_formed ? 0 : RD_MARKUP_RECOVERED};
    walk(&w, xmlDocGetRootElement(doc), 0);
    xmlFreeDoc(doc);
    return w.flags;
}
