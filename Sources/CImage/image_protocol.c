#include "reader_image.h"

#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PIXELS (1 << 25)
/* The most base64 characters of one of kitty's escape sequences. */
#define KITTY_CHUNK 4096

/* kitty's sequences for pixels as they are, which the terminal stretches to `columns` x `rows`
 * cells: the pixels in base64, 4096 characters an escape sequence. */
static uint8_t *kitty_as_is(const uint8_t *rgba, int width, int height, int columns, int rows, size_t *length) {
    static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t count = (size_t)width * height * 4;
    size_t encoded = (count + 2) / 3 * 4;
    size_t chunks = (encoded + KITTY_CHUNK - 1) / KITTY_CHUNK;
    char header[96];
    int opening =
        snprintf(header, sizeof header, "\033_Ga=T,f=32,s=%d,v=%d,c=%d,r=%d,", width, height, columns, rows);
    /* Each chunk: its opening ("\033_G" or the header), "m=0;" or "m=1;", its characters, "\033\\". */
    uint8_t *bytes = malloc((size_t)opening + encoded + chunks * 10);
    if (bytes == NULL) return NULL;
    size_t at = 0;
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        if (chunk == 0) {
            memcpy(bytes, header, (size_t)opening);
            at = (size_t)opening;
        } else {
            memcpy(bytes + at, "\033_G", 3);
            at += 3;
        }
        memcpy(bytes + at, chunk + 1 < chunks ? "m=1;" : "m=0;", 4);
        at += 4;
        size_t end = chunk + 1 < chunks ? (chunk + 1) * KITTY_CHUNK / 4 * 3 : count;
        for (size_t index = chunk * KITTY_CHUNK / 4 * 3; index < end; index += 3) {
            uint32_t group = (uint32_t)rgba[index] << 16;
            if (index + 1 < end) group |= (uint32_t)rgba[index + 1] << 8;
            if (index + 2 < end) group |= rgba[index + 2];
            bytes[at++] = (uint8_t)digits[group >> 18];
            bytes[at++] = (uint8_t)digits[(group >> 12) & 63];
            bytes[at++] = index + 1 < end ? (uint8_t)digits[(group >> 6) & 63] : '=';
            bytes[at++] = index + 2 < end ? (uint8_t)digits[group & 63] : '=';
        }
        memcpy(bytes + at, "\033\\", 2);
        at += 2;
    }
    *length = at;
    return bytes;
}

uint8_t *rd_image_protocol(const uint8_t *rgba, int width, int height, int columns, int rows, int cell_width,
                           int cell_height, int protocol, size_t *length) {
    *length = 0;
    if (width <= 0 || height <= 0 || width > G_MAXINT / 4 || columns <= 0 || rows <= 0 || cell_width <= 0 ||
        cell_height <= 0 || columns > MAX_PIXELS / cell_width || rows > MAX_PIXELS / cell_height ||
        (size_t)columns * cell_width * (size_t)rows * cell_height > MAX_PIXELS)
        return NULL;
    /* A picture with no more pixels than the cells: kitty gets them as they are. */
    if (protocol == RD_IMAGE_PROTOCOL_KITTY && width <= columns * cell_width && height <= rows * cell_height)
        return kitty_as_is(rgba, width, height, columns, rows, length);
    ChafaPixelMode mode;
    switch (protocol) {
    case RD_IMAGE_PROTOCOL_KITTY: mode = CHAFA_PIXEL_MODE_KITTY; break;
    case RD_IMAGE_PROTOCOL_SIXEL: mode = CHAFA_PIXEL_MODE_SIXELS; break;
    case RD_IMAGE_PROTOCOL_ITERM2: mode = CHAFA_PIXEL_MODE_ITERM2; break;
    default: return NULL;
    }
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    chafa_canvas_config_set_pixel_mode(config, mode);
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    /* chafa's fallback terminal knows the sequences of every protocol. */
    ChafaTermInfo *terminal = chafa_term_db_get_fallback_info(chafa_term_db_get_default());
    GString *printed = chafa_canvas_print(canvas, terminal);
    chafa_term_info_unref(terminal);
    chafa_canvas_unref(canvas);
    uint8_t *bytes = malloc(printed->len);
    if (bytes != NULL) {
        memcpy(bytes, printed->str, printed->len);
        *length = printed->len;
    }
    g_string_free(printed, TRUE);
    return bytes;
}
