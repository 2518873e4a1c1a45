#define _GNU_SOURCE 1
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include "reader_curses.h"

#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static SCREEN *screen = NULL;
/* Held while curses writes, so that the terminal is given back between two frames. */
static pthread_mutex_t output_lock = PTHREAD_MUTEX_INITIALIZER;
/* The terminal's modes before curses, and the escapes that undo what curses turned on, made
 * at start so that giving the terminal back from another thread needs no curses call. */
static struct termios saved_modes;
static int has_saved_modes = 0;
static char restore_escapes[512];
static size_t restore_length = 0;

static void append_escape(const char *capability) {
    const char *escape = tigetstr(capability);
    if (escape == NULL || escape == (char *)-1) return;
    size_t length = strlen(escape);
    if (restore_length + length >= sizeof restore_escapes) return;
    memcpy(restore_escapes + restore_length, escape, length);
    restore_length += length;
}

/* Mouse reports off (when curses turned them on), attributes reset, cursor shown, keypad
 * mode left, the alternate screen left. */
static void prepare_restore(int mouse) {
    restore_length = 0;
    if (mouse) {
        const char *off = "\033[?1000l\033[?1002l\033[?1006l";
        memcpy(restore_escapes, off, strlen(off));
        restore_length = strlen(off);
    }
    append_escape("sgr0");
    append_escape("cnorm");
    append_escape("rmkx");
    append_escape("rmcup");
}

/* Ctrl-S saves a note and Ctrl-Q is a key: the terminal's flow control (XON/XOFF) must not
 * take them, or Ctrl-S would stop the output. ncurses records the mode for its restores. */
static void keep_flow_keys(void) {
    struct termios modes;
    if (tcgetattr(STDIN_FILENO, &modes) != 0) return;
    modes.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0) def_prog_mode();
}

int rd_term_start(void) {
    setlocale(LC_ALL, "");
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return -1;
    has_saved_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    pthread_mutex_lock(&output_lock);
    screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        pthread_mutex_unlock(&output_lock);
        return -1;
    }
    set_term(screen);
    /* A parent may have left it blocked; the reader must hear of a resize. SIGINT, SIGTERM and
     * SIGHUP stay as they are: a thread of their own waits for them (rd_term_abandon). */
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGWINCH);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
    cbreak();
    noecho();
    nonl();
    keep_flow_keys();
    keypad(stdscr, TRUE);
    /* The wheel turns pages; the first button's press, drag and release click and select. */
    mmask_t mouse = mousemask(
        BUTTON1_PRESSED | BUTTON1_RELEASED | REPORT_MOUSE_POSITION | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
    if (mouse != 0) {
        /* ncurses asks only for presses and releases (1000): motion with a button held is 1002. */
        fflush(stdout);
        fputs("\033[?1002h", stdout);
        fflush(stdout);
    }
    set_escdelay(25);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    prepare_restore(mouse != 0);
    pthread_mutex_unlock(&output_lock);
    return 0;
}

void rd_term_stop(void) {
    pthread_mutex_lock(&output_lock);
    if (screen != NULL) {
        curs_set(1);
        endwin();
        delscreen(screen);
        screen = NULL;
        fflush(stdout);
    }
    pthread_mutex_unlock(&output_lock);
}

/* Set once the terminal is given back: no frame is written after that. */
static atomic_bool abandoned = false;

void rd_term_lock_output(void) {
    /* The signal thread ends the process once it has given the terminal back; a frame asked
     * for meanwhile waits for that end instead of drawing over the restored terminal. */
    while (atomic_load(&abandoned)) pause();
    pthread_mutex_lock(&output_lock);
}

void rd_term_unlock_output(void) {
    pthread_mutex_unlock(&output_lock);
}

void rd_term_abandon(void) {
    /* A frame being written is waited for a little; a terminal that does not take it (output
     * stopped) is given back anyway. No frame starts after this (rd_term_lock_output). */
    atomic_store(&abandoned, true);
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_nsec += 50 * 1000 * 1000;
    if (deadline.tv_nsec >= 1000 * 1000 * 1000) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000 * 1000 * 1000;
    }
    pthread_mutex_timedlock(&output_lock, &deadline);
    if (screen == NULL) return;
    size_t written = 0;
    while (written < restore_length) {
        ssize_t count = write(STDOUT_FILENO, restore_escapes + written, restore_length - written);
        if (count <= 0) break;
        written += (size_t)count;
    }
    if (has_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
}

void rd_term_size(int *rows, int *cols) {
    int y = 0, x = 0;
    if (screen != NULL) getmaxyx(stdscr, y, x);
    *rows = y;
    *cols = x;
}

void rd_term_cell_pixels(int *width, int *height) {
    struct winsize size;
    *width = 0;
    *height = 0;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0) {
        *width = size.ws_xpixel / size.ws_col;
        *height = size.ws_ypixel / size.ws_row;
    }
}

int rd_term_colors(void) {
    return screen != NULL && has_colors() ? COLORS : 0;
}

int rd_term_fits_cell(const uint32_t *scalars, int count, int width) {
    /* A cchar_t holds one spacing character followed by non-spacing ones, CCHARW_MAX in all;
     * curses gives the cell the width of its spacing character. */
    if (count < 1 || count > CCHARW_MAX || wcwidth((wchar_t)scalars[0]) != width) return 0;
    for (int i = 1; i < count; i++) {
        if (wcwidth((wchar_t)scalars[i]) != 0) return 0;
    }
    return 1;
}

static attr_t curses_attributes(int attrs) {
    attr_t a = A_NORMAL;
    if (attrs & RD_ATTR_BOLD) a |= A_BOLD;
    if (attrs & RD_ATTR_ITALIC) a |= A_ITALIC;
    if (attrs & RD_ATTR_UNDERLINE) a |= A_UNDERLINE;
    if (attrs & RD_ATTR_REVERSE) a |= A_REVERSE;
    if (attrs & RD_ATTR_DIM) a |= A_DIM;
    return a;
}

/* The colour pair of a foreground and background (-1: the terminal's own; a palette index, or
 * red, green and blue on a direct-colour terminal): ncurses' alloc_pair finds the pair made
 * before, or makes one, reusing the least recently used when all are taken (a picture in
 * symbols asks for thousands). 0, the terminal's own colours, when there are no colours or a
 * colour is past the terminal's. */
static int color_pair(int foreground, int background) {
    if ((foreground < 0 && background < 0) || !has_colors() || foreground >= COLORS || background >= COLORS) return 0;
    int pair = alloc_pair(foreground, background);
    return pair < 0 ? 0 : pair;
}

void rd_term_put(int row, int col, const uint32_t *scalars, int count, int width, int attrs, int foreground, int background) {
    attr_t a = curses_attributes(attrs);
    int pair = color_pair(foreground, background);
    if (!rd_term_fits_cell(scalars, count, width)) {
        /* A blank placeholder as wide as the cluster; rd_term_write_cluster draws it. */
        cchar_t blank;
        setcchar(&blank, L" ", a, 0, &pair);
        for (int i = 0; i < width; i++) mvadd_wch(row, col + i, &blank);
        return;
    }
    wchar_t chars[CCHARW_MAX + 1];
    for (int i = 0; i < count; i++) chars[i] = (wchar_t)scalars[i];
    chars[count] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, chars, a, 0, &pair) == ERR) {
        wchar_t fallback[2] = {0xFFFD, 0};
        setcchar(&cell, fallback, a, 0, &pair);
    }
    mvadd_wch(row, col, &cell);
}

static int put_byte(int byte) {
    return putc(byte, stdout);
}

static void move_cursor(int row, int col) {
    const char *cup = tigetstr("cup");
    if (cup != NULL && cup != (char *)-1) tputs(tiparm(cup, row, col), 1, put_byte);
}

/* Appends the UTF-8 of a printable scalar; control characters, surrogates and values past
 * Unicode are left out, so that nothing written here can act as a terminal command. */
static int append_printable(unsigned char *bytes, uint32_t c) {
    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0xD800 && c < 0xE000) || c > 0x10FFFF) return 0;
    if (c < 0x80) { bytes[0] = (unsigned char)c; return 1; }
    if (c < 0x800) { bytes[0] = 0xC0 | c >> 6; bytes[1] = 0x80 | (c & 0x3F); return 2; }
    if (c < 0x10000) {
        bytes[0] = 0xE0 | c >> 12; bytes[1] = 0x80 | (c >> 6 & 0x3F); bytes[2] = 0x80 | (c & 0x3F);
        return 3;
    }
    bytes[0] = 0xF0 | c >> 18; bytes[1] = 0x80 | (c >> 12 & 0x3F);
    bytes[2] = 0x80 | (c >> 6 & 0x3F); bytes[3] = 0x80 | (c & 0x3F);
    return 4;
}

void rd_term_write_cluster(int row, int col, const uint32_t *scalars, int count, int attrs, int foreground,
                           int background) {
    if (screen == NULL) return;
    fflush(stdout);
    move_cursor(row, col);
    int pair = color_pair(foreground, background);
    vid_puts(curses_attributes(attrs), (short)pair, &pair, put_byte);
    unsigned char bytes[4];
    for (int i = 0; i < count; i++) {
        int length = append_printable(bytes, scalars[i]);
        fwrite(bytes, 1, (size_t)length, stdout);
    }
    vid_puts(A_NORMAL, 0, NULL, put_byte);
    int y = 0, x = 0;
    getyx(curscr, y, x);
    move_cursor(y, x);
    fflush(stdout);
}

void rd_term_write_graphic(int row, int col, const uint8_t *bytes, size_t length) {
    if (screen == NULL) return;
    fflush(stdout);
    move_cursor(row, col);
    fwrite(bytes, 1, length, stdout);
    int y = 0, x = 0;
    getyx(curscr, y, x);
    move_cursor(y, x);
    fflush(stdout);
}

int rd_term_write_escape(int fd, const uint8_t *bytes, size_t length) {
    fflush(stdout);
    size_t written = 0;
    while (written < length) {
        ssize_t count = write(fd, bytes + written, length - written);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd ready = {.fd = fd, .events = POLLOUT};
            if (poll(&ready, 1, 1000) > 0) continue;
        }
        if (count <= 0) return -1;
        written += (size_t)count;
    }
    return 0;
}

void rd_term_forget_row(int row) {
    wredrawln(stdscr, row, 1);
}

void rd_term_refresh(void) {
    refresh();
}

void rd_term_invalidate(void) {
    clearok(curscr, TRUE);
}

static int last_click_row = 0, last_click_col = 0;

void rd_term_last_click(int *row, int *col) {
    *row = last_click_row;
    *col = last_click_col;
}

/* Mouse events curses read in one run (a press and a drag that came together), oldest first:
 * getmouse hands out the newest first, and only one KEY_MOUSE is returned for the run. */
static MEVENT pending_mouse[16];
static int pending_mouse_count = 0;

static int mouse_key(const MEVENT *event) {
    if (event->bstate & BUTTON4_PRESSED) return RD_KEY_WHEEL_UP;
    if (event->bstate & BUTTON5_PRESSED) return RD_KEY_WHEEL_DOWN;
    last_click_row = event->y;
    last_click_col = event->x;
    if (event->bstate & BUTTON1_PRESSED) return RD_KEY_PRESS;
    if (event->bstate & BUTTON1_RELEASED) return RD_KEY_RELEASE;
    if (event->bstate & REPORT_MOUSE_POSITION) return RD_KEY_DRAG;
    return RD_KEY_OTHER;
}

/* The events of the run curses read, the oldest returned and the others kept in order. */
static int read_mouse_run(void) {
    MEVENT newest_first[16];
    int count = 0;
    while (count < 16 && getmouse(&newest_first[count]) == OK) count++;
    if (count == 0) return RD_KEY_OTHER;
    for (int i = count - 2; i >= 0; i--) pending_mouse[pending_mouse_count++] = newest_first[i];
    return mouse_key(&newest_first[count - 1]);
}

int rd_term_read_key(int timeout_ms) {
    if (pending_mouse_count > 0) {
        MEVENT event = pending_mouse[0];
        pending_mouse_count--;
        memmove(pending_mouse, pending_mouse + 1, (size_t)pending_mouse_count * sizeof(MEVENT));
        return mouse_key(&event);
    }
    timeout(timeout_ms);
    wint_t ch = 0;
    int kind = get_wch(&ch);
    if (kind == ERR) {
        /* A terminal that is gone (its window closed) reads nothing forever: the reader is
         * told as a closed terminal tells it, with SIGHUP to the process. */
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        if (poll(&input, 1, 0) > 0 && (input.revents & (POLLHUP | POLLERR | POLLNVAL))) kill(getpid(), SIGHUP);
        return RD_KEY_NONE;
    }
    if (kind == KEY_CODE_YES) {
        switch (ch) {
        case KEY_RESIZE: return RD_KEY_RESIZE;
        case KEY_LEFT: return RD_KEY_LEFT;
        case KEY_RIGHT: return RD_KEY_RIGHT;
        case KEY_UP: return RD_KEY_UP;
        case KEY_DOWN: return RD_KEY_DOWN;
        case KEY_PPAGE: return RD_KEY_PAGE_UP;
        case KEY_NPAGE: return RD_KEY_PAGE_DOWN;
        case KEY_HOME: return RD_KEY_HOME;
        case KEY_END: return RD_KEY_END;
        case KEY_ENTER: return RD_KEY_ENTER;
        case KEY_BACKSPACE: return RD_KEY_BACKSPACE;
        case KEY_F(1): return RD_KEY_F1;
        case KEY_BTAB: return RD_KEY_BACKTAB;
        case KEY_MOUSE: return read_mouse_run();
        default: return RD_KEY_OTHER;
        }
    }
    if (ch == '\r' || ch == '\n') return RD_KEY_ENTER;
    if (ch == 27) {
        /* Esc alone is a key. Esc then [ or O starts a sequence curses did not know: it is
         * swallowed whole, never taken for the keys it is made of. Esc then anything else is
         * two keys read together (Esc then q, typed while the reader was busy): both count. */
        timeout(0);
        wint_t next = 0;
        int next_kind = get_wch(&next);
        if (next_kind == ERR) return 27;
        if (next_kind == OK && (next == '[' || next == 'O')) {
            for (int i = 0; i < 32; i++) {
                wint_t byte = 0;
                if (get_wch(&byte) == ERR || (byte >= 0x40 && byte <= 0x7E)) break;
            }
            return RD_KEY_OTHER;
        }
        if (next_kind == KEY_CODE_YES) ungetch((int)next);
        else unget_wch((wchar_t)next);
        return 27;
    }
    return (int)ch;
}

long rd_term_discard_text(void) {
    /* Read straight from the terminal, a little at a time: curses reads a byte a call, two
     * system calls a byte, which makes a pasted megabyte take seconds. The bytes from the first
     * one that is not text on go back to curses (its queue holds more than a read). */
    unsigned char bytes[128];
    long discarded = 0;
    while (discarded < (8L << 20)) {
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        if (poll(&input, 1, 0) <= 0 || !(input.revents & POLLIN)) break;
        ssize_t count = read(STDIN_FILENO, bytes, sizeof bytes);
        if (count <= 0) break;
        for (ssize_t i = 0; i < count; i++) {
            if (bytes[i] >= 0x20 && bytes[i] != 0x7F) continue;
            for (ssize_t j = count - 1; j >= i; j--) ungetch(bytes[j]);
            return discarded + i;
        }
        discarded += count;
    }
    return discarded;
}

