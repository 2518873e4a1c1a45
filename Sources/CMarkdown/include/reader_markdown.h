#ifndef READER_MARKDOWN_H
#define READER_MARKDOWN_H

#include <stddef.h>

/* Markdown to HTML with the system's cmark-gfm (CommonMark's reference parser), with GitHub's
 * strike-through. Tables stay text (the table extension pads every row to the header's
 * width: a small file of many columns takes gigabytes) and bare URLs stay text (the autolink
 * extension is quadratic on runs of '@' in this version). No cmark type leaks through. */

/** The HTML for `length` bytes of UTF-8 Markdown, NUL-terminated, its length in `html_length`;
 *  NULL when memory runs out. Raw HTML in the Markdown is kept. Free it with `rd_markdown_free`. */
char *rd_markdown_to_html(const char *markdown, size_t length, size_t *html_length);

void rd_markdown_free(char *html);

#endif
