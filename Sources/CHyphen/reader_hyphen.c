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

const char *rd_hyphenator_charset(const rd_hyphenator *hyphenator) {
    return hyphenator->dictionary->cset;
}

int rd_hyphenate(rd_hyphenator *hyphenator, const char *word, int length, int letters, int *offsets, int capacity) {
    if (letters < 4 || letters > length || length > 200) return 0;
    char hyphens[205];
    char **rep = NULL;
    int *pos = NULL;
    int *cut = NULL;
    int count = 0;
    if (hnj_hyphen_hyphenate3(hyphenator->dictionary, word, length, hyphens, NULL, &rep, &pos, &cut, 2, 2, 2, 2) == 0) {
        /* The flags are per letter: libhyphen folds a UTF-8 word's bytes back into characters. */
        for (int i = 0; i < letters - 1 && count < capacity; i++) {
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
