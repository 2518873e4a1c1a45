#ifndef READER_CURSES_H
#define READER_CURSES_H

#include <stddef.h>
#include <stdint.h>

/* A small C face for ncursesw: Swift cannot import its function-like macros or build
 * cchar_t values comfortably. No curses type leaks. */

/** Attribute bits understood by `rd_term_put`. */
enum {
    RD_ATTR_BOLD = 1,
    RD_ATTR_ITALIC = 2,
    RD_ATTR_UNDERLINE = 4,
    RD_ATTR_REVERSE = 8,
    RD_ATTR_DIM = 16
};

/** Key codes returned by `rd_term_read_key`; characters come back as their code points (> 0). */
enum {
    RD_KEY_NONE = -1,
    RD_KEY_RESIZE = -2,
    RD_KEY_LEFT = -3,
    RD_KEY_RIGHT = -4,
    RD_KEY_UP = -5,
    RD_KEY_DOWN = -6,
    RD_KEY_PAGE_UP = -7,
    RD_KEY_PAGE_DOWN = -8,
    RD_KEY_HOME = -9,
    RD_KEY_END = -10,
    RD_KEY_ENTER = -11,
    RD_KEY_BACKSPACE = -12,
    RD_KEY_OTHER = -13,
    RD_KEY_F1 = -14,
    RD_KEY_WHEEL_UP = -15,
    RD_KEY_WHEEL_DOWN = -16,
    RD_KEY_BACKTAB = -18,
    RD_KEY_PRESS = -19,   /* the first button down; where: rd_term_last_click */
    RD_KEY_DRAG = -20,    /* moved with it held down */
    RD_KEY_RELEASE = -21  /* and up */
};

/** Sets the locale and enters curses mode (alternate screen, no echo, no cursor). Returns 0,
 *  or -1 when there is no usable terminal. */
int rd_term_start(void);
/** Leaves curses mode: the terminal gets its screen, cursor and echo back. Idempotent. */
void rd_term_stop(void);
/** Held around a frame's writing (puts, refresh, raw writes), so that `rd_term_abandon` from
 *  another thread comes between two frames. */
void rd_term_lock_output(void);
void rd_term_unlock_output(void);
/** Gives the terminal back from any thread, without curses: waits up to 50 ms for a frame
 *  being written, writes the escapes that leave the alternate screen, show the cursor, reset
 *  attributes, keypad and mouse modes, and restores the terminal's modes. Curses writes
 *  nothing afterwards; for a process about to end. */
void rd_term_abandon(void);
void rd_term_size(int *rows, int *cols);
/* The size of a cell in pixels as the terminal reports it (TIOCGWINSZ); 0 when it does not. */
void rd_term_cell_pixels(int *width, int *height);
/* How many colours the terminal shows; 0 when none or before the screen starts. */
int rd_term_colors(void);
/** Whether curses can draw a grapheme cluster (code points) itself in a cell `width` cells
 *  wide: one spacing character that wide, then non-spacing ones only, and few enough. */
int rd_term_fits_cell(const uint32_t *scalars, int count, int width);
/** Draws one cell `width` cells wide: a grapheme cluster as code points, with RD_ATTR_ bits.
 *  A cluster that does not fit a curses cell (`rd_term_fits_cell`) is drawn as blanks, for
 *  `rd_term_write_cluster` to write over after the refresh. */
void rd_term_put(int row, int col, const uint32_t *scalars, int count, int width, int attrs, int foreground, int background);
/** Writes a grapheme cluster's printable code points (never a control character) at a position,
 *  with RD_ATTR_ bits and colours as `rd_term_put` takes them, straight to the terminal, then
 *  puts the cursor back where curses believes it is. Call after `rd_term_refresh`, over a cell
 *  `rd_term_put` drew (blank, for a cluster that does not fit a curses cell). */
void rd_term_write_cluster(int row, int col, const uint32_t *scalars, int count, int attrs, int foreground,
                           int background);
/** Writes a graphic's escape sequences (made by the picture drawer, never a book's bytes) at a
 *  cell, after `rd_term_refresh`, then puts the cursor back where curses believes it is. */
void rd_term_write_graphic(int row, int col, const uint8_t *bytes, size_t length);
/** Writes an escape sequence made by the reader (OSC 52 for the clipboard, never a book's
 *  bytes) to `fd`, the terminal's output, after what curses has buffered for it: all of it,
 *  with no cursor move (it draws nothing). Returns 0, or -1 when it could not be written. */
int rd_term_write_escape(int fd, const uint8_t *bytes, size_t length);
/** Tells curses that it no longer knows what a row of the terminal shows (clusters were written
 *  over it behind its back), so that the next refresh writes the whole row. */
void rd_term_forget_row(int row);
void rd_term_refresh(void);
/** Discards what curses believes is on screen, so that the next refresh repaints it all. */
void rd_term_invalidate(void);
/** Discards the text typed (or pasted) and waiting to be read, up to the first byte that is
 *  not text (a control key, Esc and the sequences it starts), which is left to be read; at most
 *  8 MiB a call. Returns the bytes discarded. */
long rd_term_discard_text(void);
/** The cell of the last RD_KEY_PRESS, RD_KEY_DRAG or RD_KEY_RELEASE. */
void rd_term_last_click(int *row, int *col);
/** Waits up to `timeout_ms` for a key; RD_KEY_NONE on time-out or interruption. A terminal
 *  found hung up sends SIGHUP to the process. */
int rd_term_read_key(int timeout_ms);

#endif
