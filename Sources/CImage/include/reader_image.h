#ifndef READER_IMAGE_H
#define READER_IMAGE_H

/* Pictures of a book: their format and size from the header, decoding to RGBA with limits
 * against decompression bombs, and rendering with libchafa into terminal cells or graphics.
 * libpng, libjpeg, giflib, libwebp, librsvg (with cairo), libavif, libjxl, chafa and glib stay
 * behind this header: it has plain C types only. Nothing is ever printed and no error ends
 * the process. */

#include <stddef.h>
#include <stdint.h>

/** The formats `rd_image_probe` tells apart by their first bytes. */
enum {
    RD_IMAGE_UNKNOWN = 0,
    RD_IMAGE_PNG = 1,
    RD_IMAGE_JPEG = 2,
    RD_IMAGE_GIF = 3,
    RD_IMAGE_WEBP = 4,
    RD_IMAGE_SVG = 5, /* drawn from its bytes alone: it loads no file and no network address */
    RD_IMAGE_AVIF = 6,
    RD_IMAGE_JXL = 7
};

/** Why `rd_image_decode` returned NULL. */
enum {
    RD_IMAGE_OK = 0,
    RD_IMAGE_TRUNCATED = 1,
    RD_IMAGE_CORRUPT = 2,
    RD_IMAGE_UNSUPPORTED = 3, /* animated WebP, or not a known image format */
    RD_IMAGE_TOO_LARGE = 4,   /* over max_pixels or max_bytes; refused before allocating */
    RD_IMAGE_NO_MEMORY = 5,
    RD_IMAGE_OVER_BUDGET = 6, /* more work than RD_IMAGE_MAX_SCANS or RD_IMAGE_MAX_SCAN_PIXELS allow */
    RD_IMAGE_TOO_COMPLEX = 7  /* an SVG past what librsvg draws: 500,000 references, deep instancing */
};

/** The work budget of decoding, besides its pixel budget. A progressive JPEG may have at most
 *  RD_IMAGE_MAX_SCANS scans, and its scans times its pixels may be at most
 *  RD_IMAGE_MAX_SCAN_PIXELS (20 scans of 50 megapixels, 100 of 10). A PNG's ancillary chunks
 *  (text, colour profiles, unknown ones) are skipped unread, and libpng keeps at most
 *  RD_IMAGE_MAX_PNG_CHUNK bytes of a chunk and RD_IMAGE_MAX_PNG_CHUNKS chunks. A GIF's first
 *  frame alone is decoded, and an animated WebP is refused. */
#define RD_IMAGE_MAX_SCANS 100
#define RD_IMAGE_MAX_SCAN_PIXELS 1000000000L
#define RD_IMAGE_MAX_PNG_CHUNK (1 << 20)
#define RD_IMAGE_MAX_PNG_CHUNKS 64

/** What decoding a picture cost: the account of its work budget. */
typedef struct {
    /** PNG: the most bytes libpng held at once, beside the pixels. */
    size_t codec_peak_bytes;
    /** JPEG: the scans read (1 for a baseline JPEG). */
    int scans;
} rd_image_work;

/** The colours `rd_image_symbols` writes. */
enum {
    RD_IMAGE_COLORS_NONE = 0, /* shapes only: every foreground and background is -1 */
    RD_IMAGE_COLORS_256 = 1,  /* xterm palette indices 16-255 (the 16 themed ones are avoided) */
    RD_IMAGE_COLORS_TRUE = 2, /* 0xRRGGBB */
    RD_IMAGE_COLORS_8 = 3     /* the 8 basic colours, indices 0-7 */
};

/** The terminal graphics protocols `rd_image_protocol` writes. */
enum {
    RD_IMAGE_PROTOCOL_KITTY = 1,
    RD_IMAGE_PROTOCOL_SIXEL = 2,
    RD_IMAGE_PROTOCOL_ITERM2 = 3
};

/** The format of `length` bytes and, when its header is among them, the picture's size in
 *  pixels; `width` and `height` are 0 when it is not. Reads the header only: a prefix of
 *  the file (its first 64 KiB, say) is enough. */
int rd_image_probe(const uint8_t *bytes, size_t length, int *width, int *height);

/** The size in pixels `rd_image_decode` would decode `length` bytes to, read from the headers
 *  and checked against `max_pixels` and `max_bytes` (`max_bytes` counts 4 bytes a pixel). A
 *  scalable picture (SVG) is drawn to fit `fit_width` x `fit_height` pixels, its shape kept,
 *  whatever size it states; at the size it states when they are 0.
 *  Returns RD_IMAGE_OK or why the picture cannot be decoded; `width` and `height` are set
 *  whenever the header was read (for a picture too large too). */
int rd_image_measure(const uint8_t *bytes, size_t length, size_t max_pixels, size_t max_bytes, int fit_width,
                     int fit_height, int *width, int *height);

/** Decodes a PNG, JPEG, GIF (its first frame), still WebP, AVIF or JPEG XL (their first
 *  frames) picture, or draws an SVG at the size `rd_image_measure` gives, to 8-bit RGBA, rows top
 *  down with no padding, alpha not premultiplied, into `pixels`, which holds exactly the
 *  `capacity` bytes `rd_image_measure` asked for: the caller's memory is the only copy of the
 *  pixels. Returns RD_IMAGE_OK or why not (RD_IMAGE_CORRUPT when the size differs from the
 *  capacity); `width` and `height` as `rd_image_measure` sets them; `work` (which may be NULL)
 *  says what decoding cost. */
int rd_image_decode(const uint8_t *bytes, size_t length, size_t max_pixels, size_t max_bytes, int fit_width,
                    int fit_height, uint8_t *pixels, size_t capacity, int *width, int *height, rd_image_work *work);

/** Frees what `rd_image_protocol` returned. */
void rd_image_free(uint8_t *bytes);

/** Renders RGBA pixels into `columns` x `rows` terminal cells (at most a million) with
 *  block symbols: half blocks, quadrants, sextants, space and full block. The picture is
 *  stretched to the cells: keeping its proportions is the caller's choice of the box.
 *  Writes, row after row, each cell's Unicode scalar and colours, as `colors` says; -1 is
 *  the terminal's default colour, which transparent pixels show. Returns 0, or -1 when an
 *  argument is out of range. */
int rd_image_symbols(const uint8_t *rgba, int width, int height, int columns, int rows, int colors,
                     uint32_t *chars, int32_t *foreground, int32_t *background);

/** The escape sequences that draw RGBA pixels, stretched to `columns` x `rows` cells of
 *  `cell_width` x `cell_height` pixels (at most 32 megapixels in all), at the cursor through
 *  a terminal graphics protocol; kitty, which stretches them itself, gets pixels that fit
 *  those cells as they are. Returns them for the caller to free with `rd_image_free`, their
 *  count in `length`, or NULL when an argument is out of range. */
uint8_t *rd_image_protocol(const uint8_t *rgba, int width, int height, int columns, int rows, int cell_width,
                           int cell_height, int protocol, size_t *length);

#endif
