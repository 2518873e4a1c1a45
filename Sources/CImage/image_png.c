#include "reader_image.h"
#include "image_codecs.h"

#include <png.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* libpng reports errors through these: the read function notes a truncation, the error
 * handler jumps back to the setjmp of the caller, and warnings are dropped. */
typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
    int truncated;
} png_source;

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    png_source *source = png_get_io_ptr(png);
    if (count > source->length - source->offset) {
        source->truncated = 1;
        png_error(png, "truncated");
    }
    memcpy(out, source->bytes + source->offset, count);
    source->offset += count;
}

static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* libpng's memory, counted: each block carries its size before it, so that the bytes held
 * at once and their peak are known. */
typedef struct {
    size_t held;
    size_t peak;
} png_memory;

typedef union {
    size_t size;
    max_align_t align;
} block_header;

static png_voidp allocate(png_structp png, png_alloc_size_t size) {
    png_memory *memory = png_get_mem_ptr(png);
    if (size > SIZE_MAX - sizeof(block_header)) return NULL;
    block_header *block = malloc(sizeof(block_header) + size);
    if (block == NULL) return NULL;
    block->size = size;
    memory->held += size;
    if (memory->held > memory->peak) memory->peak = memory->held;
    return block + 1;
}

static void release(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    block_header *block = (block_header *)pointer - 1;
    ((png_memory *)png_get_mem_ptr(png))->held -= block->size;
    free(block);
}

/* A reader of `source` with the handlers above, no limit on the size in the header (the
 * caller checks its own) and the work budget: every ancillary chunk but tRNS skipped unread
 * (text, colour profiles, unknown chunks), and what libpng keeps of a chunk capped. */
static png_structp open_reader(png_source *source, png_memory *memory, png_infop *info) {
    png_structp png =
        png_create_read_struct_2(PNG_LIBPNG_VER_STRING, NULL, on_error, on_warning, memory, allocate, release);
    if (png == NULL) return NULL;
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_chunk_cache_max(png, RD_IMAGE_MAX_PNG_CHUNKS);
    png_set_chunk_malloc_max(png, RD_IMAGE_MAX_PNG_CHUNK);
    png_set_read_fn(png, source, read_bytes);
    return png;
}

void rd_png_probe(const uint8_t *bytes, size_t length, int *width, int *height) {
    png_source source = {bytes, length, 0, 0};
    png_memory memory = {0, 0};
    png_infop info;
    png_structp png = open_reader(&source, &memory, &info);
    if (png == NULL) return;
    /* The size is kept when a later chunk before the pixels is cut off or broken. */
    if (setjmp(png_jmpbuf(png)) == 0) png_read_info(png, info);
    *width = (int)png_get_image_width(png, info);
    *height = (int)png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
}

uint8_t *rd_png_decode(const uint8_t *bytes, size_t length, const rd_image_limits *limits,
                       int *width, int *height, int *error) {
    png_source source = {bytes, length, 0, 0};
    png_memory memory = {0, 0};
    png_infop info;
    png_structp png = open_reader(&source, &memory, &info);
    if (png == NULL) {
        *error = RD_IMAGE_NO_MEMORY;
        return NULL;
    }
    if (setjmp(png_jmpbuf(png))) {
        *error = source.truncated ? RD_IMAGE_TRUNCATED : RD_IMAGE_CORRUPT;
        png_destroy_read_struct(&png, &info, NULL);
        limits->work->codec_peak_bytes = memory.peak;
        return NULL;
    }
    png_read_info(png, info);
    png_uint_32 columns = png_get_image_width(png, info);
    png_uint_32 lines = png_get_image_height(png, info);
    *width = (int)columns;
    *height = (int)lines;
    uint8_t *pixels = rd_image_allocate(columns, lines, limits, error);
    if (pixels == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        return NULL;
    }
    /* Whatever the colour type and depth: 8-bit RGBA. */
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)columns * 4;
    if (png_get_rowbytes(png, info) != stride) png_error(png, "unexpected row size");
    /* Row by row (each pass of an interlaced image adds its pixels to the rows), so that no
     * array of row pointers as long as the picture is tall is needed. */
    for (int pass = 0; pass < passes; pass++)
        for (png_uint_32 y = 0; y < lines; y++) png_read_row(png, pixels + y * stride, NULL);
    /* Up to IEND: a file cut after its pixels is truncated all the same. */
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    limits->work->codec_peak_bytes = memory.peak;
    return pixels;
}
