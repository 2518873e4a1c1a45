#ifndef READER_ARCHIVE_H
#define READER_ARCHIVE_H

#include <stddef.h>
#include <stdint.h>

/** An archive open for reading, entry after entry (RAR, RAR5, 7z, tar); no libarchive type
 *  shows through. */
typedef struct rd_archive rd_archive;

/** An entry of an archive: its name (UTF-8 where the archive says it, valid until the next
 *  entry is read), its declared size (-1 when unknown), whether it is a regular file and whether
 *  it is encrypted. */
typedef struct {
    const char *name;
    int64_t size;
    int regular;
    int encrypted;
} rd_archive_entry;

/** Opens the archive at `path`; NULL when it cannot be opened or is of no format read here. */
rd_archive *rd_archive_open(const char *path);

/** Moves to the next entry: 1 with `entry` filled, 0 at the end, -1 when the archive is damaged. */
int rd_archive_next(rd_archive *archive, rd_archive_entry *entry);

/** Reads the current entry's data into `out`, never past `capacity`. Returns the bytes read,
 *  -1 for damaged or unreadable data, or -2 when the data goes on past `capacity`. */
long rd_archive_read(rd_archive *archive, uint8_t *out, size_t capacity);

/** The archive's last error in words ("" when none); valid until the next call. */
const char *rd_archive_error(rd_archive *archive);

void rd_archive_close(rd_archive *archive);

#endif
