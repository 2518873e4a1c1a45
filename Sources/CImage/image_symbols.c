#include "reader_image.h"

#include <chafa.h>

#define MAX_CELLS (1 << 20)

static ChafaCanvas *new_canvas(int columns, int rows, int colors) {
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_HALF | CHAFA_SYMBOL_TAG_QUAD | CHAFA_SYMBOL_TAG_SEXTANT |
                                              CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID);
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS);
    chafa_canvas_config_set_canvas_mode(config, colors == RD_IMAGE_COLORS_TRUE  ? CHAFA_CANVAS_MODE_TRUECOLOR
                                                : colors == RD_IMAGE_COLORS_256 ? CHAFA_CANVAS_MODE_INDEXED_240
                                                : colors == RD_IMAGE_COLORS_8   ? CHAFA_CANVAS_MODE_INDEXED_8
                                                                                : CHAFA_CANVAS_MODE_FGBG);
    chafa_canvas_config_set_symbol_map(config, symbols);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);
    return canvas;
}

int rd_image_symbols(const uint8_t *rgba, int width, int height, int columns, int rows, int colors,
                     uint32_t *chars, int32_t *foreground, int32_t *background) {
    if (width <= 0 || height <= 0 || width > G_MAXINT / 4 || columns <= 0 || rows <= 0 ||
        columns > MAX_CELLS / rows || colors < RD_IMAGE_COLORS_NONE || colors > RD_IMAGE_COLORS_8)
        return -1;
    ChafaCanvas *canvas = new_canvas(columns, rows, colors);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            size_t cell = (size_t)y * columns + x;
            gint fg = -1, bg = -1;
            if (colors == RD_IMAGE_COLORS_TRUE) chafa_canvas_get_colors_at(canvas, x, y, &fg, &bg);
            else if (colors == RD_IMAGE_COLORS_256 || colors == RD_IMAGE_COLORS_8) chafa_canvas_get_raw_colors_at(canvas, x, y, &fg, &bg);
            chars[cell] = chafa_canvas_get_char_at(canvas, x, y);
            foreground[cell] = fg;
            background[cell] = bg;
        }
    }
    chafa_canvas_unref(canvas);
    return 0;
}
