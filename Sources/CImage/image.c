#include "reader_image.h"
#include "image_codecs.h"

#include <stdlib.h>
#include <string.h>

static int starts_with(const uint8_t *bytes, size_t length, const char *prefix) {
    size_t count = strlen(prefix);
    return length >= count && memcmp(bytes, prefix, count) == 0;
}

/* An XML or SVG document: markup (after a BOM and blanks) with an <svg element early on. */
static int is_svg(const uint8_t *bytes, size_t length) {
    size_t start = starts_with(bytes, length, "\xEF\xBB\xBF") ? 3 : 0;
    while (start < length && (bytes[start] == ' ' || bytes[start] == '\t' || bytes[start] == '\r' || bytes[start] == '\n'))
        start++;
    if (start >= length || bytes[start] != '<') return 0;
    size_t end = length < 4096 ? length : 4096;
    for (size_t i = start; i + 4 <= end; i++)
        if (memcmp(bytes + i, "<svg", 4) == 0) return 1;
    return 0;
}

/* An ISO media file (ftyp box) whose brands name AVIF, among its first 64 bytes. */
static int is_avif(const uint8_t *bytes, size_t length) {
    if (length < 16 || memcmp(bytes + 4, "ftyp", 4) != 0) return 0;
    size_t box = (size_t)bytes[0] << 24 | (size_t)bytes[1] << 16 | (size_t)bytes[2] << 8 | bytes[3];
    size_t end = box < length ? box : length;
    if (end > 64) end = 64;
    for (size_t i = 8; i + 4 <= end; i += 4)
        if (memcmp(bytes + i, "avif", 4) == 0 || memcmp(bytes + i, "avis", 4) == 0) return 1;
    return 0;
}

static int format_of(const uint8_t *bytes, size_t length) {
    if (starts_with(bytes, length, "\x89PNG\r\n\x1A\n")) return RD_IMAGE_PNG;
    if (starts_with(bytes, length, "\xFF\xD8\xFF")) return RD_IMAGE_JPEG;
    if (starts_with(bytes, length, "GIF87a") || starts_with(bytes, length, "GIF89a")) return RD_IMAGE_GIF;
    if (starts_with(bytes, length, "RIFF") && length >= 12 && memcmp(bytes + 8, "WEBP", 4) == 0) return RD_IMAGE_WEBP;
    if (is_avif(bytes, length)) return RD_IMAGE_AVIF;
    static const uint8_t jxl_box[12] = {0, 0, 0, 0x0C, 'J', 'X', 'L', ' ', '\r', '\n', 0x87, '\n'};
    if (starts_with(bytes, length, "\xFF\x0A") || (length >= 12 && memcmp(bytes, jxl_box, 12) == 0))
        return RD_IMAGE_JXL;
    if (is_svg(bytes, length)) return RD_IMAGE_SVG;
    return RD_IMAGE_UNKNOWN;
}

int rd_image_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    *width = 0;
    *height = 0;
    int format = format_of(bytes, length);
    switch (format) {
    case RD_IMAGE_PNG: rd_png_probe(bytes, length, width, height); break;
    case RD_IMAGE_JPEG: rd_jpeg_probe(bytes, length, width, height); break;
    case RD_IMAGE_GIF: rd_gif_probe(bytes, length, width, height); break;
    case RD_IMAGE_WEBP: rd_webp_probe(bytes, length, width, height); break;
    case RD_IMAGE_SVG: rd_svg_probe(bytes, length, width, height); break;
    case RD_IMAGE_AVIF: rd_avif_probe(bytes, length, width, height); break;
    case RD_IMAGE_JXL: rd_jxl_probe(bytes, length, width, height); break;
    }
    if (*width <= 0 || *height <= 0) *width = *height = 0;
    return format;
}

/* Runs the decoder of the format; it stops at rd_image_allocate when `limits` has no pixels. */
static int decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height) {
    int error = RD_IMAGE_OK;
    *width = 0;
    *height = 0;
    switch (format_of(bytes, length)) {
    case RD_IMAGE_PNG: rd_png_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_JPEG: rd_jpeg_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_GIF: rd_gif_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_WEBP: rd_webp_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_SVG: rd_svg_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_AVIF: rd_avif_decode(bytes, length, limits, width, height, &error); break;
    case RD_IMAGE_JXL: rd_jxl_decode(bytes, length, limits, width, height, &error); break;
    default: error = RD_IMAGE_UNSUPPORTED;
    }
    return error;
}

int rd_image_measure(const uint8_t *bytes, size_t length, size_t max_pixels, size_t max_bytes, int fit_width,
                     int fit_height, int *width, int *height) {
    rd_image_work ignored;
    rd_image_limits limits = {max_pixels, max_bytes, fit_width, fit_height, NULL, 0, &ignored};
    int error = decode(bytes, length, &limits, width, height);
    return error == RD_IMAGE_MEASURED ? RD_IMAGE_OK : error;
}

int rd_image_decode(const uint8_t *bytes, size_t length, size_t max_pixels, size_t max_bytes, int fit_width,
                    int fit_height, uint8_t *pixels, size_t capacity, int *width, int *height, rd_image_work *work) {
    rd_image_work ignored;
    if (work == NULL) work = &ignored;
    *work = (rd_image_work){0, 0};
    if (pixels == NULL) return RD_IMAGE_CORRUPT;
    rd_image_limits limits = {max_pixels, max_bytes, fit_width, fit_height, pixels, capacity, work};
    return decode(bytes, length, &limits, width, height);
}

void rd_image_free(uint8_t *bytes) {
    free(bytes);
}

int rd_image_check_size(long width, long height, const rd_image_limits *limits) {
    if (width <= 0 || height <= 0) return RD_IMAGE_CORRUPT;
    /* Divided, not multiplied, so that no size overflows. */
    if ((size_t)width > limits->max_pixels / (size_t)height ||
        (size_t)width * (size_t)height > limits->max_bytes / 4)
        return RD_IMAGE_TOO_LARGE;
    return RD_IMAGE_OK;
}

int rd_image_accept(long width, long height, const rd_image_limits *limits) {
    int error = rd_image_check_size(width, height, limits);
    return error == RD_IMAGE_OK && limits->pixels == NULL ? RD_IMAGE_MEASURED : error;
}

uint8_t *rd_image_allocate(long width, long height, const rd_image_limits *limits, int *error) {
    *error = rd_image_accept(width, height, limits);
    if (*error != RD_IMAGE_OK) return NULL;
    size_t count = (size_t)width * (size_t)height * 4;
    if (count != limits->capacity) {
        *error = RD_IMAGE_CORRUPT;
        return NULL;
    }
    memset(limits->pixels, 0, count);
    return limits->pixels;
}
