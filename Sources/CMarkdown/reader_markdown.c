#include "reader_markdown.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <stdlib.h>
#include <string.h>

char *rd_markdown_to_html(const char *markdown, size_t length, size_t *html_length) {
    cmark_gfm_core_extensions_ensure_registered();
    int options = CMARK_OPT_UNSAFE | CMARK_OPT_VALIDATE_UTF8;
    cmark_parser *parser = cmark_parser_new(options);
    if (parser == NULL) return NULL;
    const char *names[] = {"strikethrough"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension != NULL) cmark_parser_attach_syntax_extension(parser, extension);
    }
    cmark_parser_feed(parser, markdown, length);
    cmark_node *document = cmark_parser_finish(parser);
    char *html = NULL;
    if (document != NULL) {
        html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser));
        cmark_node_free(document);
    }
    cmark_parser_free(parser);
    if (html != NULL && html_length != NULL) *html_length = strlen(html);
    return html;
}

void rd_markdown_free(char *html) {
    free(html);
}
