#include "reader_image.h"

#include <chafa.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PIXELS (1 << 25)

uint8_t *rd_image_protocol(const uint8_t *rgba, int width, int height, int columns, int rows, int cell_width,
                           int cell_height, int protocol, size_t *length) {
    *length = 0;
    if (width <= 0 || height <= 0 || width > G_MAXINT / 4 || columns <= 0 || rows <= 0 || cell_width <= 0 ||
        cell_height <= 0 || columns > MAX_PIXELS / cell_width || rows > MAX_PIXELS / cell_height ||
        (size_t)columns * cell_width * (size_t)rows * cell_height > MAX_PIXELS)
        return NULL;
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
