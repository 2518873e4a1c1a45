#include "reader_image_test_encoders.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>
#include <jpeglib.h>
#include <webp/encode.h>

/* A JPEG of `pixels` at quality 95 without chroma subsampling: baseline, libjpeg's own
 * progression, or the `count` scans of `scans` when there are any. */
static uint8_t *encode_jpeg(const uint8_t *pixels, int width, int height, int components, int progressive,
                            const jpeg_scan_info *scans, int count, size_t *length) {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    unsigned char *out = NULL;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &out, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = components;
    info.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    for (int i = 0; i < info.num_components; i++) info.comp_info[i].h_samp_factor = info.comp_info[i].v_samp_factor = 1;
    if (progressive) jpeg_simple_progression(&info);
    if (count > 0) {
        info.scan_info = scans;
        info.num_scans = count;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)pixels + (size_t)info.next_scanline * (size_t)width * (size_t)components;
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *length = size;
    return out;
}

uint8_t *rd_test_jpeg(const uint8_t *pixels, int width, int height, int components, int progressive, size_t *length) {
    return encode_jpeg(pixels, width, height, components, progressive, NULL, 0, length);
}

uint8_t *rd_test_jpeg_scans(const uint8_t *grey, int width, int height, int refinements, size_t *length) {
    int count = 1 + 63 * (refinements + 1);
    jpeg_scan_info *scans = calloc((size_t)count, sizeof(jpeg_scan_info));
    if (scans == NULL) return NULL;
    jpeg_scan_info *scan = scans;
    *scan++ = (jpeg_scan_info){1, {0}, 0, 0, 0, 0};
    for (int coefficient = 1; coefficient < 64; coefficient++) {
        *scan++ = (jpeg_scan_info){1, {0}, coefficient, coefficient, 0, refinements};
        for (int bit = refinements; bit > 0; bit--)
            *scan++ = (jpeg_scan_info){1, {0}, coefficient, coefficient, bit, bit - 1};
    }
    uint8_t *jpeg = encode_jpeg(grey, width, height, 1, 0, scans, count, length);
    free(scans);
    return jpeg;
}

typedef struct {
    uint8_t *bytes;
    size_t length;
} gif_sink;

static int write_bytes(GifFileType *gif, const GifByteType *data, int count) {
    gif_sink *sink = gif->UserData;
    uint8_t *grown = realloc(sink->bytes, sink->length + (size_t)count);
    if (grown == NULL) return 0;
    memcpy(grown + sink->length, data, (size_t)count);
    sink->bytes = grown;
    sink->length += (size_t)count;
    return count;
}

uint8_t *rd_test_gif(const uint8_t *indices, int width, int height, const uint8_t *palette, int colors,
                     int transparent, int interlaced, size_t *length) {
    GifColorType entries[256] = {{0}};
    int bits = 1;
    while ((1 << bits) < colors) bits++;
    for (int i = 0; i < colors; i++) entries[i] = (GifColorType){palette[i * 3], palette[i * 3 + 1], palette[i * 3 + 2]};
    ColorMapObject *map = GifMakeMapObject(1 << bits, entries);
    gif_sink sink = {NULL, 0};
    int error;
    GifFileType *gif = EGifOpen(&sink, write_bytes, &error);
    EGifSetGifVersion(gif, true);
    EGifPutScreenDesc(gif, width, height, bits, 0, map);
    if (transparent >= 0) {
        GraphicsControlBlock control = {DISPOSAL_UNSPECIFIED, false, 0, transparent};
        GifByteType extension[4];
        size_t size = EGifGCBToExtension(&control, extension);
        EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)size, extension);
    }
    EGifPutImageDesc(gif, 0, 0, width, height, interlaced, NULL);
    /* Interlaced lines go in the order of the four passes. */
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    for (int pass = 0; pass < (interlaced ? 4 : 1); pass++)
        for (int row = interlaced ? starts[pass] : 0; row < height; row += interlaced ? steps[pass] : 1)
            EGifPutLine(gif, (GifPixelType *)indices + (size_t)row * (size_t)width, width);
    EGifCloseFile(gif, &error);
    GifFreeMapObject(map);
    *length = sink.length;
    return sink.bytes;
}

uint8_t *rd_test_webp(const uint8_t *rgba, int width, int height, size_t *length) {
    uint8_t *encoded = NULL;
    *length = WebPEncodeLosslessRGBA(rgba, width, height, width * 4, &encoded);
    uint8_t *out = *length > 0 ? malloc(*length) : NULL;
    if (out != NULL) memcpy(out, encoded, *length);
    WebPFree(encoded);
    return out;
}
