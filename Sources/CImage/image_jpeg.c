#include "reader_image.h"
#include "image_codecs.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>

#include <jerror.h>
#include <jpeglib.h>

/* libjpeg's error manager, made silent: errors jump back to the caller's setjmp, and the
 * end of the data (which libjpeg would paper over with grey) is noted as a truncation. */
typedef struct {
    struct jpeg_error_mgr base;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int truncated;
    int over_budget;
    rd_image_work *work;
} jpeg_reader;

static void on_error(j_common_ptr info) {
    longjmp(((jpeg_reader *)info->err)->jump, 1);
}

static void on_message(j_common_ptr info, int level) {
    if (level == -1 && info->err->msg_code == JWRN_JPEG_EOF) ((jpeg_reader *)info->err)->truncated = 1;
}

static void on_output(j_common_ptr info) {
    (void)info;
}

/* Each scan walks every block of the picture however few bytes it has: past the budget of
 * scans, and of scans times pixels, decoding would only burn time. */
static void limit_scans(j_common_ptr common) {
    j_decompress_ptr info = (j_decompress_ptr)common;
    jpeg_reader *reader = (jpeg_reader *)info->err;
    int scans = info->input_scan_number;
    if (reader->work != NULL && scans > reader->work->scans) reader->work->scans = scans;
    double work = (double)scans * info->image_width * info->image_height;
    if (scans > RD_IMAGE_MAX_SCANS || work > (double)RD_IMAGE_MAX_SCAN_PIXELS) {
        reader->over_budget = 1;
        on_error(common);
    }
}

static void open_reader(struct jpeg_decompress_struct *info, jpeg_reader *reader, const uint8_t *bytes, size_t length,
                        rd_image_work *work) {
    info->err = jpeg_std_error(&reader->base);
    reader->base.error_exit = on_error;
    reader->base.emit_message = on_message;
    reader->base.output_message = on_output;
    reader->progress.progress_monitor = limit_scans;
    reader->truncated = 0;
    reader->over_budget = 0;
    reader->work = work;
    jpeg_create_decompress(info);
    info->progress = &reader->progress;
    jpeg_mem_src(info, bytes, (unsigned long)length);
}

void rd_jpeg_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    struct jpeg_decompress_struct info = {0};
    jpeg_reader reader;
    /* The size is kept when the data ends after the frame header. */
    if (setjmp(reader.jump) == 0) {
        open_reader(&info, &reader, bytes, length, NULL);
        jpeg_read_header(&info, TRUE);
    }
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
}

/* Adobe's CMYK, as Photoshop writes it (inverted when the Adobe marker is there), to RGBA. */
static void cmyk_to_rgba(uint8_t *pixels, size_t count, int inverted) {
    for (size_t i = 0; i < count; i++, pixels += 4) {
        unsigned c = pixels[0], m = pixels[1], y = pixels[2], k = pixels[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        pixels[0] = (uint8_t)(c * k / 255);
        pixels[1] = (uint8_t)(m * k / 255);
        pixels[2] = (uint8_t)(y * k / 255);
        pixels[3] = 255;
    }
}

uint8_t *rd_jpeg_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                        int *width, int *height, int *error) {
    struct jpeg_decompress_struct info = {0};
    jpeg_reader reader;
    if (setjmp(reader.jump)) {
        *error = reader.over_budget ? RD_IMAGE_OVER_BUDGET : reader.truncated ? RD_IMAGE_TRUNCATED : RD_IMAGE_CORRUPT;
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    open_reader(&info, &reader, bytes, length, limits->work);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    *error = rd_image_accept(info.image_width, info.image_height, limits);
    if (*error != RD_IMAGE_OK) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.mem->max_memory_to_use = (long)(limits->max_bytes < LONG_MAX ? limits->max_bytes : LONG_MAX);
    jpeg_start_decompress(&info);
    if (info.output_width != info.image_width || info.output_height != info.image_height || info.output_components != 4)
        on_error((j_common_ptr)&info);
    /* The pixels are touched once every scan of a progressive picture is read, within budget. */
    uint8_t *pixels = rd_image_allocate(info.image_width, info.image_height, limits, error);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    size_t stride = (size_t)info.output_width * 4;
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    limits->work->scans = info.input_scan_number;
    if (reader.truncated) on_error((j_common_ptr)&info);
    if (cmyk) cmyk_to_rgba(pixels, (size_t)info.output_width * info.output_height, info.saw_Adobe_marker);
    jpeg_destroy_decompress(&info);
    return pixels;
}
