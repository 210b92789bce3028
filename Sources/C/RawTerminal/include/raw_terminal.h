// A terminal in raw mode that is always given back: its modes are restored and the leaving
// sequence (main screen, cursor shown) is written on a normal exit, on SIGINT, SIGTERM, SIGHUP
// and SIGQUIT, and on crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS),
// which then go on to the handler that was there before (the Swift runtime's backtracer prints
// its backtrace on the main screen), after which the process ends by the signal, as it would
// have without any handler. In C because a signal handler
// may only call async-signal-safe functions (write, tcsetattr, sigaction, raise), which Swift
// code cannot promise.
#ifndef RAW_TERMINAL_H
#define RAW_TERMINAL_H

#include <stddef.h>

/// Saves the modes of `input`, makes it raw (no echo, no line editing, no signals from keys:
/// Ctrl-C arrives as byte 3), writes `enter` to `output` and installs the handlers. `leave` is
/// written when the terminal is given back (at most 255 bytes). 0 on success, else an errno
/// value (ENOTTY when `input` is not a terminal, EBUSY when a terminal is already raw).
int raw_terminal_enter(int input, int output, const char *enter, const char *leave);

/// Gives the terminal back: writes `leave`, restores the modes and the signal handlers.
/// Does nothing when it is not raw.
void raw_terminal_leave(void);

/// A descriptor that becomes readable when the window was resized (SIGWINCH); read it empty
/// (it is non-blocking). -1 when the terminal is not raw.
int raw_terminal_resize_descriptor(void);

/// The window's size in cells and, when the terminal tells, in pixels (0 otherwise).
/// 0 on success, else an errno value.
int raw_terminal_size(int descriptor, int *columns, int *rows, int *pixel_width, int *pixel_height);

#endif
