#include "reader_image.h"
#include "image_codecs.h"

#include <avif/avif.h>

/* AVIF through libavif: the size from the item properties, the first frame of a sequence. */

static int failure(avifResult result) {
    switch (result) {
    case AVIF_RESULT_TRUNCATED_DATA: return RD_IMAGE_TRUNCATED;
    case AVIF_RESULT_OUT_OF_MEMORY: return RD_IMAGE_NO_MEMORY;
    case AVIF_RESULT_NO_CODEC_AVAILABLE: return RD_IMAGE_UNSUPPORTED;
    default: return RD_IMAGE_CORRUPT;
    }
}

/* A decoder of the bytes, parsed; NULL with `error` set when they cannot be. */
static avifDecoder *parse(const uint8_t *bytes, size_t length, int *error) {
    avifDecoder *decoder = avifDecoderCreate();
    if (decoder == NULL) {
        *error = RD_IMAGE_NO_MEMORY;
        return NULL;
    }
    decoder->ignoreExif = AVIF_TRUE;
    decoder->ignoreXMP = AVIF_TRUE;
    avifResult result = avifDecoderSetIOMemory(decoder, bytes, length);
    if (result == AVIF_RESULT_OK) result = avifDecoderParse(decoder);
    if (result != AVIF_RESULT_OK) {
        *error = failure(result);
        avifDecoderDestroy(decoder);
        return NULL;
    }
    return decoder;
}

void rd_avif_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    int error;
    avifDecoder *decoder = parse(bytes, length, &error);
    if (decoder == NULL) return;
    *width = (int)decoder->image->width;
    *height = (int)decoder->image->height;
    avifDecoderDestroy(decoder);
}

uint8_t *rd_avif_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                        int *error) {
    avifDecoder *decoder = parse(bytes, length, error);
    if (decoder == NULL) return NULL;
    *width = (int)decoder->image->width;
    *height = (int)decoder->image->height;
    uint8_t *pixels = rd_image_allocate(*width, *height, limits, error);
    avifResult result = pixels == NULL ? AVIF_RESULT_OK : avifDecoderNextImage(decoder);
    if (pixels != NULL && result == AVIF_RESULT_OK) {
        avifRGBImage rgb;
        avifRGBImageSetDefaults(&rgb, decoder->image);
        rgb.depth = 8;
        rgb.format = AVIF_RGB_FORMAT_RGBA;
        rgb.pixels = pixels;
        rgb.rowBytes = (uint32_t)*width * 4;
        result = avifImageYUVToRGB(decoder->image, &rgb);
    }
    avifDecoderDestroy(decoder);
    if (result != AVIF_RESULT_OK) {
        *error = failure(result);
        return NULL;
    }
    return pixels;
}
