#include "reader_image.h"
#include "image_codecs.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
    int truncated;
} gif_source;

/* giflib's reader: a short read is an error to giflib and a truncation to us. */
static int read_bytes(GifFileType *gif, GifByteType *out, int count) {
    gif_source *source = gif->UserData;
    size_t available = source->length - source->offset;
    if ((size_t)count > available) {
        source->truncated = 1;
        count = (int)available;
    }
    memcpy(out, source->bytes + source->offset, (size_t)count);
    source->offset += (size_t)count;
    return count;
}

void rd_gif_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    gif_source source = {bytes, length, 0, 0};
    int status;
    GifFileType *gif = DGifOpen(&source, read_bytes, &status);
    if (gif == NULL) return;
    *width = gif->SWidth;
    *height = gif->SHeight;
    DGifCloseFile(gif, &status);
}

/* Reads extensions up to the first image, noting the transparent colour of its graphic
 * control extension (-1 when there is none). Returns GIF_ERROR at the end of the file. */
static int find_first_image(GifFileType *gif, int *transparent) {
    *transparent = NO_TRANSPARENT_COLOR;
    GifRecordType type;
    do {
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return GIF_ERROR;
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *block;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return GIF_ERROR;
            GraphicsControlBlock control;
            if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && DGifExtensionToGCB(block[0], block + 1, &control) == GIF_OK)
                *transparent = control.TransparentColor;
            while (block != NULL)
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return GIF_ERROR;
        } else if (type == TERMINATE_RECORD_TYPE) {
            return GIF_ERROR;
        }
    } while (type != IMAGE_DESC_RECORD_TYPE);
    return DGifGetImageDesc(gif);
}

/* Decodes the first frame's lines into the canvas, clipped to it; interlaced frames come
 * in four passes. Pixels of the transparent colour or past the colour map stay clear. */
static int draw_frame(GifFileType *gif, uint8_t *canvas, int width, int height, int transparent, GifByteType *line) {
    const GifImageDesc *frame = &gif->Image;
    const ColorMapObject *colors = frame->ColorMap != NULL ? frame->ColorMap : gif->SColorMap;
    if (colors == NULL) return GIF_ERROR;
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = frame->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame->Interlace ? starts[pass] : 0, step = frame->Interlace ? steps[pass] : 1;
        for (int row = start; row < frame->Height; row += step) {
            if (DGifGetLine(gif, line, frame->Width) == GIF_ERROR) return GIF_ERROR;
            int y = frame->Top + row;
            if (y >= height) continue;
            for (int column = 0; column < frame->Width && frame->Left + column < width; column++) {
                int index = line[column];
                if (index == transparent || index >= colors->ColorCount) continue;
                uint8_t *pixel = canvas + ((size_t)y * width + frame->Left + column) * 4;
                pixel[0] = colors->Colors[index].Red;
                pixel[1] = colors->Colors[index].Green;
                pixel[2] = colors->Colors[index].Blue;
                pixel[3] = 255;
            }
        }
    }
    return GIF_OK;
}

static int failure(const gif_source *source, int status) {
    if (source->truncated) return RD_IMAGE_TRUNCATED;
    return status == D_GIF_ERR_NOT_ENOUGH_MEM ? RD_IMAGE_NO_MEMORY : RD_IMAGE_CORRUPT;
}

static uint8_t *decode_first_frame(GifFileType *gif, const gif_source *source, const rd_image_limits *limits,
                                   int *width, int *height, int *error) {
    int transparent;
    if (find_first_image(gif, &transparent) == GIF_ERROR) {
        *error = failure(source, gif->Error);
        return NULL;
    }
    const GifImageDesc *frame = &gif->Image;
    /* Every line of the frame is decoded, even those off the canvas: its size is limited too. */
    *error = rd_image_check_size(frame->Width, frame->Height, limits);
    if (*error != RD_IMAGE_OK) {
        *width = frame->Width;
        *height = frame->Height;
        return NULL;
    }
    /* The canvas is the logical screen, or the frame when the screen has no size. */
    int screen = gif->SWidth > 0 && gif->SHeight > 0;
    *width = screen ? gif->SWidth : frame->Width;
    *height = screen ? gif->SHeight : frame->Height;
    uint8_t *canvas = rd_image_allocate(*width, *height, limits, error);
    if (canvas == NULL) return NULL;
    GifByteType *line = malloc((size_t)frame->Width);
    if (line == NULL) {
        *error = RD_IMAGE_NO_MEMORY;
        return NULL;
    }
    int drawn = draw_frame(gif, canvas, *width, *height, transparent, line);
    free(line);
    if (drawn == GIF_ERROR) {
        *error = failure(source, gif->Error);
        return NULL;
    }
    return canvas;
}

uint8_t *rd_gif_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                       int *width, int *height, int *error) {
    gif_source source = {bytes, length, 0, 0};
    int status;
    GifFileType *gif = DGifOpen(&source, read_bytes, &status);
    if (gif == NULL) {
        *error = failure(&source, status);
        return NULL;
    }
    uint8_t *canvas = decode_first_frame(gif, &source, limits, width, height, error);
    DGifCloseFile(gif, &status);
    return canvas;
}
