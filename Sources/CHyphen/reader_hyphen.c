#include "reader_hyphen.h"

#include <hyphen.h>
#include <stdlib.h>

struct rd_hyphenator {
    HyphenDict *dictionary;
};

rd_hyphenator *rd_hyphenator_open(const char *path) {
    HyphenDict *dictionary = hnj_hyphen_load(path);
    if (dictionary == NULL) return NULL;
    rd_hyphenator *hyphenator = malloc(sizeof *hyphenator);
    if (hyphenator == NULL) {
        hnj_hyphen_free(dictionary);
        return NULL;
    }
    hyphenator->dictionary = dictionary;
    return hyphenator;
}

void rd_hyphenator_close(rd_hyphenator *hyphenator) {
    if (hyphenator == NULL) return;
    hnj_hyphen_free(hyphenator->dictionary);
    free(hyphenator);
}

int rd_hyphenate(rd_hyphenator *hyphenator, const char *word, int length, int *offsets, int capacity) {
    if (length < 4 || length > 200) return 0;
    char hyphens[205];
    char **rep = NULL;
    int *pos = NULL;
    int *cut = NULL;
    int count = 0;
    if (hnj_hyphen_hyphenate3(hyphenator->dictionary, word, length, hyphens, NULL, &rep, &pos, &cut, 2, 2, 2, 2) == 0) {
        for (int i = 0; i < length - 1 && count < capacity; i++) {
            /* Only plain hyphenation points; non-standard ones (with replacements) are skipped. */
            if ((hyphens[i] & 1) && (rep == NULL || rep[i] == NULL)) offsets[count++] = i + 1;
        }
    }
    if (rep != NULL) {
        for (int i = 0; i < length; i++) free(rep[i]);
        free(rep);
    }
    free(pos);
    free(cut);
    return count;
}
