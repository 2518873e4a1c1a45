#include "archive_test_writer.h"

#include <archive.h>
#include <archive_entry.h>

int rd_test_write_archive(const char *path, const char *format, const char *const *names,
                          const uint8_t *const *data, const size_t *sizes, size_t count) {
    struct archive *archive = archive_write_new();
    if (archive == NULL) return -1;
    int status = archive_write_set_format_by_name(archive, format) == ARCHIVE_OK
        && archive_write_open_filename(archive, path) == ARCHIVE_OK ? 0 : -1;
    for (size_t index = 0; status == 0 && index < count; index++) {
        struct archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, names[index]);
        archive_entry_set_size(entry, (la_int64_t)sizes[index]);
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        if (archive_write_header(archive, entry) != ARCHIVE_OK
            || archive_write_data(archive, data[index], sizes[index]) != (la_ssize_t)sizes[index]) {
            status = -1;
        }
        archive_entry_free(entry);
    }
    if (archive_write_close(archive) != ARCHIVE_OK) status = -1;
    archive_write_free(archive);
    return status;
}
