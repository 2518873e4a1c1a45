#include "reader_image.h"
#include "image_codecs.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* SVG: the size from the root element's attributes, read without a parser; the pixels drawn
 * by librsvg from the bytes alone. librsvg is given no base address: it loads nothing but
 * data: addresses, so an SVG reads no file and no network. Its XML parser keeps libxml2's
 * limits (no RSVG_HANDLE_FLAG_UNLIMITED): nesting, entity expansion, text sizes. */

/* The value of attribute `name` inside the tag bytes[start..<end], copied into `value`. */
static int attribute(const uint8_t *bytes, size_t start, size_t end, const char *name, char *value, size_t size) {
    size_t count = strlen(name);
    for (size_t i = start; i + count + 2 < end; i++) {
        if (memcmp(bytes + i, name, count) != 0) continue;
        uint8_t before = bytes[i - 1];
        if (before != ' ' && before != '\t' && before != '\r' && before != '\n') continue;
        size_t j = i + count;
        while (j < end && (bytes[j] == ' ' || bytes[j] == '\t' || bytes[j] == '\r' || bytes[j] == '\n')) j++;
        if (j >= end || bytes[j] != '=') continue;
        j++;
        while (j < end && (bytes[j] == ' ' || bytes[j] == '\t' || bytes[j] == '\r' || bytes[j] == '\n')) j++;
        if (j >= end || (bytes[j] != '"' && bytes[j] != '\'')) continue;
        uint8_t quote = bytes[j++];
        size_t length = 0;
        while (j < end && bytes[j] != quote && length + 1 < size) value[length++] = (char)bytes[j++];
        value[length] = 0;
        return 1;
    }
    return 0;
}

/* A length in CSS pixels at 96 per inch; 0 for a percentage, none or nonsense. */
static double length_in_pixels(const char *text) {
    char *unit;
    double number = strtod(text, &unit);
    if (!isfinite(number) || number <= 0 || unit == text) return 0;
    while (*unit == ' ') unit++;
    static const struct {
        const char *name;
        double pixels;
    } units[] = {{"", 1},        {"px", 1},         {"pt", 96.0 / 72}, {"pc", 16}, {"mm", 96 / 25.4},
                 {"cm", 96 / 2.54}, {"in", 96},     {"em", 16},        {"ex", 8}};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        if (strcmp(unit, units[i].name) == 0) return number * units[i].pixels;
    return 0;
}

/* The picture's size in pixels: its width and height, else its viewBox's, else the one the
 * other and the viewBox's shape give. */
static void svg_size(const uint8_t *bytes, size_t start, size_t end, double *width, double *height) {
    char value[256];
    *width = attribute(bytes, start, end, "width", value, sizeof value) ? length_in_pixels(value) : 0;
    *height = attribute(bytes, start, end, "height", value, sizeof value) ? length_in_pixels(value) : 0;
    double box[4] = {0, 0, 0, 0};
    if (attribute(bytes, start, end, "viewBox", value, sizeof value)) {
        char *next = value;
        for (int i = 0; i < 4; i++) {
            while (*next == ',' || *next == ' ') next++;
            box[i] = strtod(next, &next);
        }
    }
    int shaped = isfinite(box[2]) && isfinite(box[3]) && box[2] > 0 && box[3] > 0;
    if (*width > 0 && *height > 0) return;
    if (shaped && *width > 0) *height = *width * box[3] / box[2];
    else if (shaped && *height > 0) *width = *height * box[2] / box[3];
    else if (shaped) *width = box[2], *height = box[3];
    else *width = *height = 0;
}

void rd_svg_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    size_t end = length < (64 << 10) ? length : (64 << 10);
    for (size_t i = 0; i + 5 < end; i++) {
        if (memcmp(bytes + i, "<svg", 4) != 0) continue;
        size_t close = i + 4;
        while (close < end && bytes[close] != '>') close++;
        if (close >= end) return;
        double w, h;
        svg_size(bytes, i + 4, close, &w, &h);
        if (w >= 1 && h >= 1 && w < 1e9 && h < 1e9) *width = (int)lround(w), *height = (int)lround(h);
        return;
    }
}

/* The size the picture is drawn at: its own fitted into fit_width x fit_height, its shape
 * kept, or its own when no box is given. A picture of no known size takes the box, or 4:3. */
static void drawn_size(const uint8_t *bytes, size_t length, const rd_image_limits *limits, long *width, long *height) {
    int own_width = 0, own_height = 0;
    rd_svg_probe(bytes, length, &own_width, &own_height);
    double w = own_width > 0 ? own_width : 400, h = own_height > 0 ? own_height : 300;
    if (limits->fit_width > 0 && limits->fit_height > 0) {
        double scale = fmin(limits->fit_width / w, limits->fit_height / h);
        w *= scale;
        h *= scale;
    }
    *width = w < 1 ? 1 : lround(w);
    *height = h < 1 ? 1 : lround(h);
}

/* Cairo's premultiplied native-endian ARGB, turned in place into RGBA. */
static void to_rgba(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t argb;
        memcpy(&argb, pixels + i * 4, 4);
        uint32_t alpha = argb >> 24;
        uint32_t channels[3] = {(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF};
        for (int c = 0; c < 3; c++)
            pixels[i * 4 + c] = alpha == 0 ? 0 : (uint8_t)((channels[c] * 255 + alpha / 2) / alpha);
        pixels[i * 4 + 3] = (uint8_t)alpha;
    }
}

static RsvgHandle *parse(const uint8_t *bytes, size_t length) {
    GInputStream *stream = g_memory_input_stream_new_from_data(bytes, (gssize)length, NULL);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, &error);
    g_object_unref(stream);
    if (error != NULL) g_error_free(error);
    if (handle != NULL) rsvg_handle_set_dpi(handle, 96);
    return handle;
}

static int draw(RsvgHandle *handle, uint8_t *pixels, long width, long height) {
    cairo_surface_t *surface =
        cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, (int)width, (int)height, (int)width * 4);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return RD_IMAGE_NO_MEMORY;
    }
    cairo_t *cairo = cairo_create(surface);
    RsvgRectangle viewport = {0, 0, (double)width, (double)height};
    GError *error = NULL;
    gboolean drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error);
    if (error != NULL) g_error_free(error);
    cairo_destroy(cairo);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    /* Parsed, but past what librsvg draws: too many references, too deep an instancing. */
    if (!drawn) return RD_IMAGE_TOO_COMPLEX;
    to_rgba(pixels, (size_t)width * (size_t)height);
    return RD_IMAGE_OK;
}

uint8_t *rd_svg_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                       int *error) {
    long w, h;
    drawn_size(bytes, length, limits, &w, &h);
    if (w > INT32_MAX / 4 || h > INT32_MAX) {
        *error = RD_IMAGE_TOO_LARGE;
        return NULL;
    }
    *width = (int)w;
    *height = (int)h;
    uint8_t *pixels = rd_image_allocate(w, h, limits, error);
    if (pixels == NULL) return NULL;
    RsvgHandle *handle = parse(bytes, length);
    if (handle == NULL) {
        *error = RD_IMAGE_CORRUPT;
        return NULL;
    }
    *error = draw(handle, pixels, w, h);
    g_object_unref(handle);
    return *error == RD_IMAGE_OK ? pixels : NULL;
}
