#include "reader_image.h"
#include "image_codecs.h"

#include <webp/decode.h>

void rd_webp_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    WebPGetInfo(bytes, length, width, height);
}

static int failure(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_NOT_ENOUGH_DATA: return RD_IMAGE_TRUNCATED;
    case VP8_STATUS_OUT_OF_MEMORY: return RD_IMAGE_NO_MEMORY;
    case VP8_STATUS_UNSUPPORTED_FEATURE: return RD_IMAGE_UNSUPPORTED;
    default: return RD_IMAGE_CORRUPT;
    }
}

uint8_t *rd_webp_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                        int *width, int *height, int *error) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        *error = RD_IMAGE_CORRUPT;
        return NULL;
    }
    VP8StatusCode status = WebPGetFeatures(bytes, length, &config.input);
    if (status != VP8_STATUS_OK) {
        *error = failure(status);
        return NULL;
    }
    *width = config.input.width;
    *height = config.input.height;
    /* Animations would need libwebpdemux; the first frame alone is not decoded either. */
    if (config.input.has_animation) {
        *error = RD_IMAGE_UNSUPPORTED;
        return NULL;
    }
    uint8_t *pixels = rd_image_allocate(*width, *height, limits, error);
    if (pixels == NULL) return NULL;
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = pixels;
    config.output.u.RGBA.stride = *width * 4;
    config.output.u.RGBA.size = (size_t)*width * (size_t)*height * 4;
    status = WebPDecode(bytes, length, &config);
    WebPFreeDecBuffer(&config.output);
    if (status != VP8_STATUS_OK) {
        *error = failure(status);
        return NULL;
    }
    return pixels;
}
