#include "reader_inflate.h"

#include <string.h>
#include <zlib.h>

long rd_inflate(const uint8_t *in, size_t length, uint8_t *out, size_t capacity, size_t *consumed) {
    uint8_t none;
    if (out == NULL) out = &none; /* zlib refuses a null output even when it has no room */
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (consumed != NULL) *consumed = 0;
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) return -1;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)length;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int result = inflate(&stream, Z_FINISH);
    long produced = (long)stream.total_out;
    if (consumed != NULL) *consumed = (size_t)stream.total_in;
    inflateEnd(&stream);
    if (result == Z_STREAM_END) return produced;
    if (result == Z_BUF_ERROR && stream.avail_out == 0) return -2;
    return -1;
}

uint32_t rd_crc32(const uint8_t *bytes, size_t length) {
    return (uint32_t)crc32(0L, bytes, (uInt)length);
}
