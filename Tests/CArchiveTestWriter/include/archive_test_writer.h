#ifndef ARCHIVE_TEST_WRITER_H
#define ARCHIVE_TEST_WRITER_H

#include <stddef.h>
#include <stdint.h>

/** Writes an archive of `count` files at `path` in the format libarchive names `format`
 *  ("7zip", "ustar"); 0 when written, -1 otherwise. Tests only. */
int rd_test_write_archive(const char *path, const char *format, const char *const *names,
                          const uint8_t *const *data, const size_t *sizes, size_t count);

#endif
