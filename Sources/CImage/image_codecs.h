#ifndef READER_IMAGE_CODECS_H
#define READER_IMAGE_CODECS_H

/* What the decoders share; not part of the public header. */

#include <stddef.h>
#include <stdint.h>

/* A decoding's limits, the box a scalable picture is drawn to fit (0 by 0 for its own size),
 * the caller's memory for its pixels (NULL to measure the size alone) and the account of its
 * work. */
typedef struct {
    size_t max_pixels;
    size_t max_bytes;
    int fit_width;
    int fit_height;
    uint8_t *pixels;
    size_t capacity;
    rd_image_work *work;
} rd_image_limits;

/** RD_IMAGE_OK when `width` x `height` RGBA pixels are within the limits, else why not. */
int rd_image_check_size(long width, long height, const rd_image_limits *limits);

/** RD_IMAGE_OK when `width` x `height` RGBA pixels are within the limits and the caller
 *  decodes; RD_IMAGE_MEASURED when it measures; else why not. */
int rd_image_accept(long width, long height, const rd_image_limits *limits);

/** The caller's memory for `width` x `height` RGBA pixels, zeroed, or NULL with `error` set
 *  when the size is invalid, over the limits or not the caller's capacity; when the caller
 *  measures, NULL with `error` RD_IMAGE_MEASURED. */
uint8_t *rd_image_allocate(long width, long height, const rd_image_limits *limits, int *error);

/** Not an error: the size is known and the decoder stops (a measure). */
#define RD_IMAGE_MEASURED (-1)

/* Each probe sets width and height when the header is among the bytes; each decoder
 * returns the RGBA pixels or NULL with `error` set, as rd_image_decode does. */
void rd_png_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_jpeg_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_gif_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_webp_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_svg_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_avif_probe(const uint8_t *bytes, size_t length, int *width, int *height);
void rd_jxl_probe(const uint8_t *bytes, size_t length, int *width, int *height);

uint8_t *rd_png_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                       int *width, int *height, int *error);
uint8_t *rd_jpeg_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                        int *width, int *height, int *error);
uint8_t *rd_gif_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                       int *width, int *height, int *error);
uint8_t *rd_webp_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                        int *width, int *height, int *error);
uint8_t *rd_svg_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                       int *error);
uint8_t *rd_avif_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                        int *error);
uint8_t *rd_jxl_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                       int *error);

#endif
