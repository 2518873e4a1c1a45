#include "reader_archive.h"

#include <archive.h>
#include <archive_entry.h>
#include <stdlib.h>

struct rd_archive {
    struct archive *archive;
};

rd_archive *rd_archive_open(const char *path) {
    struct archive *archive = archive_read_new();
    if (archive == NULL) return NULL;
    // Formats only, and no filter: some of libarchive's filters run external programs.
    archive_read_support_format_rar(archive);
    archive_read_support_format_rar5(archive);
    archive_read_support_format_7zip(archive);
    archive_read_support_format_tar(archive);
    if (archive_read_open_filename(archive, path, 64 * 1024) != ARCHIVE_OK) {
        archive_read_free(archive);
        return NULL;
    }
    rd_archive *result = malloc(sizeof *result);
    if (result == NULL) {
        archive_read_free(archive);
        return NULL;
    }
    result->archive = archive;
    return result;
}

int rd_archive_next(rd_archive *archive, rd_archive_entry *entry) {
    struct archive_entry *header = NULL;
    int status = archive_read_next_header(archive->archive, &header);
    if (status == ARCHIVE_EOF) return 0;
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) return -1;
    const char *name = archive_entry_pathname_utf8(header);
    entry->name = name != NULL ? name : archive_entry_pathname(header);
    if (entry->name == NULL) entry->name = "";
    entry->size = archive_entry_size_is_set(header) ? archive_entry_size(header) : -1;
    entry->regular = archive_entry_filetype(header) == AE_IFREG;
    entry->encrypted = archive_entry_is_encrypted(header);
    return 1;
}

long rd_archive_read(rd_archive *archive, uint8_t *out, size_t capacity) {
    size_t filled = 0;
    while (filled < capacity) {
        la_ssize_t read = archive_read_data(archive->archive, out + filled, capacity - filled);
        if (read < 0) return -1;
        if (read == 0) return (long)filled;
        filled += (size_t)read;
    }
    uint8_t more;
    la_ssize_t read = archive_read_data(archive->archive, &more, 1);
    if (read < 0) return -1;
    return read == 0 ? (long)filled : -2;
}

const char *rd_archive_error(rd_archive *archive) {
    const char *error = archive_error_string(archive->archive);
    return error != NULL ? error : "";
}

void rd_archive_close(rd_archive *archive) {
    if (archive == NULL) return;
    archive_read_free(archive->archive);
    free(archive);
}
