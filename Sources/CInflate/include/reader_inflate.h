#ifndef READER_INFLATE_H
#define READER_INFLATE_H

#include <stddef.h>
#include <stdint.h>

/** Inflates raw deflate data (a zip entry's) into `out`, never writing past `capacity`.
 *  Returns the bytes produced, -1 for damaged data, or -2 when the data would inflate past
 *  `capacity`; `consumed` receives the input bytes read. Always ends: input that runs out
 *  before the stream does is damaged. `out` may be NULL when `capacity` is 0. */
long rd_inflate(const uint8_t *in, size_t length, uint8_t *out, size_t capacity, size_t *consumed);

/** CRC-32 of `length` bytes, as zip records it. */
uint32_t rd_crc32(const uint8_t *bytes, size_t length);

#endif
