#ifndef READER_IMAGE_TEST_ENCODERS_H
#define READER_IMAGE_TEST_ENCODERS_H

/* Pictures for the tests of CImage, encoded by the libraries that decode them. Each returns
 * bytes the caller frees with free(), or NULL. */

#include <stddef.h>
#include <stdint.h>

/** A JPEG at quality 95 without chroma subsampling, from pixels of `components` bytes: 1
 *  grey, 3 RGB, or 4 CMYK as stored (then with an Adobe marker, as Photoshop writes it). */
uint8_t *rd_test_jpeg(const uint8_t *pixels, int width, int height, int components, int progressive, size_t *length);

/** A progressive grey JPEG of 1 + 63 x (`refinements` + 1) scans: the DC scan, then each AC
 *  coefficient in a scan of its own, first at `refinements` bits short of its precision, then
 *  refined a bit a scan. */
uint8_t *rd_test_jpeg_scans(const uint8_t *grey, int width, int height, int refinements, size_t *length);

/** A GIF89a of palette indices (`colors` RGB triples in `palette`), with a graphic control
 *  extension making `transparent` clear when it is not negative. */
uint8_t *rd_test_gif(const uint8_t *indices, int width, int height, const uint8_t *palette, int colors,
                     int transparent, int interlaced, size_t *length);

/** A lossless WebP. */
uint8_t *rd_test_webp(const uint8_t *rgba, int width, int height, size_t *length);

#endif
