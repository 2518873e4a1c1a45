#include "reader_image.h"
#include "image_codecs.h"

#include <jxl/decode.h>

/* JPEG XL through libjxl: the size from the basic information, the first frame of an
 * animation, turned as the picture's orientation says. */

/* Runs the decoder until the first frame is in `limits->pixels`, or only until the size is
 * known when `limits` is NULL (a probe) or its size is not accepted. */
static uint8_t *run(JxlDecoder *decoder, const rd_image_limits *limits, int *width, int *height, int *error) {
    JxlPixelFormat format = {4, JXL_TYPE_UINT8, JXL_NATIVE_ENDIAN, 0};
    uint8_t *pixels = NULL;
    for (;;) {
        JxlDecoderStatus status = JxlDecoderProcessInput(decoder);
        if (status == JXL_DEC_BASIC_INFO) {
            JxlBasicInfo info;
            if (JxlDecoderGetBasicInfo(decoder, &info) != JXL_DEC_SUCCESS) break;
            int turned = info.orientation > JXL_ORIENT_ROTATE_180;
            *width = (int)(turned ? info.ysize : info.xsize);
            *height = (int)(turned ? info.xsize : info.ysize);
            if (limits == NULL) return NULL;
            pixels = rd_image_allocate(*width, *height, limits, error);
            if (pixels == NULL) return NULL;
        } else if (status == JXL_DEC_NEED_IMAGE_OUT_BUFFER) {
            if (pixels == NULL ||
                JxlDecoderSetImageOutBuffer(decoder, &format, pixels, limits->capacity) != JXL_DEC_SUCCESS)
                break;
        } else if (status == JXL_DEC_FULL_IMAGE) {
            *error = RD_IMAGE_OK;
            return pixels;
        } else {
            *error = status == JXL_DEC_NEED_MORE_INPUT ? RD_IMAGE_TRUNCATED : RD_IMAGE_CORRUPT;
            return NULL;
        }
    }
    *error = RD_IMAGE_CORRUPT;
    return NULL;
}

static uint8_t *decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                       int *error) {
    JxlDecoder *decoder = JxlDecoderCreate(NULL);
    if (decoder == NULL) {
        *error = RD_IMAGE_NO_MEMORY;
        return NULL;
    }
    uint8_t *pixels = NULL;
    if (JxlDecoderSubscribeEvents(decoder, JXL_DEC_BASIC_INFO | JXL_DEC_FULL_IMAGE) == JXL_DEC_SUCCESS &&
        JxlDecoderSetInput(decoder, bytes, length) == JXL_DEC_SUCCESS) {
        JxlDecoderCloseInput(decoder);
        pixels = run(decoder, limits, width, height, error);
    } else {
        *error = RD_IMAGE_CORRUPT;
    }
    JxlDecoderDestroy(decoder);
    return pixels;
}

void rd_jxl_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    int error;
    decode(bytes, length, NULL, width, height, &error);
}

uint8_t *rd_jxl_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits, int *width, int *height,
                       int *error) {
    return decode(bytes, length, limits, width, height, error);
}
