// See raw_terminal.h.
#include "raw_terminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static const int stopping_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS,
                                       SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
#define STOPPING_COUNT (sizeof stopping_signals / sizeof stopping_signals[0])

static struct termios saved_modes;
static int input_descriptor = -1;
static int output_descriptor = -1;
static char leave_sequence[256];
static size_t leave_length;
static volatile sig_atomic_t is_raw;
static int resize_pipe[2] = {-1, -1};
static struct sigaction previous_actions[STOPPING_COUNT];
static int installed[STOPPING_COUNT];
static struct sigaction previous_resize_action;
static int atexit_registered;

static void write_all(int descriptor, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(descriptor, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

/// Async-signal-safe: write, tcsetattr.
static void give_back(void) {
    if (!is_raw) return;
    is_raw = 0;
    write_all(output_descriptor, leave_sequence, leave_length);
    tcsetattr(input_descriptor, TCSANOW, &saved_modes);
}

static void on_stopping_signal(int signal_number, siginfo_t *info, void *context) {
    give_back();
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    previous.sa_handler = SIG_DFL;
    for (size_t index = 0; index < STOPPING_COUNT; index++) {
        if (stopping_signals[index] == signal_number && installed[index]) previous = previous_actions[index];
    }
    // The handler that was there before ours goes on with the signal: the Swift runtime's
    // backtracer prints its backtrace, now on the main screen.
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction != NULL) previous.sa_sigaction(signal_number, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(signal_number);
    }
    // Then the process ends by the signal, as it would have without any handler; a handler that
    // returned (the backtracer does, expecting a fault to happen again) must not leave it running
    // with its terminal given back.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal_number);
}

static void on_resize(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    if (resize_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(resize_pipe[1], &byte, 1);  // full pipe: a resize is pending anyway
        (void)ignored;
    }
    errno = saved_errno;
}

static void at_exit(void) { give_back(); }

static int make_pipe(void) {
    if (pipe(resize_pipe) != 0) return errno;
    for (int end = 0; end < 2; end++) {
        int flags = fcntl(resize_pipe[end], F_GETFL);
        fcntl(resize_pipe[end], F_SETFL, flags | O_NONBLOCK);
        fcntl(resize_pipe[end], F_SETFD, FD_CLOEXEC);
    }
    return 0;
}

int raw_terminal_enter(int input, int output, const char *enter, const char *leave) {
    if (is_raw) return EBUSY;
    if (!isatty(input)) return ENOTTY;
    if (tcgetattr(input, &saved_modes) != 0) return errno;
    size_t length = strlen(leave);
    if (length >= sizeof leave_sequence) return EINVAL;
    memcpy(leave_sequence, leave, length);
    leave_length = length;
    input_descriptor = input;
    output_descriptor = output;
    if (resize_pipe[0] < 0) {
        int failure = make_pipe();
        if (failure != 0) return failure;
    }

    struct termios raw = saved_modes;
    raw.c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    raw.c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    raw.c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
    raw.c_cflag |= CS8;
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(input, TCSANOW, &raw) != 0) return errno;
    is_raw = 1;
    if (!atexit_registered) {
        atexit(at_exit);
        atexit_registered = 1;
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_sigaction = on_stopping_signal;
    action.sa_flags = SA_SIGINFO;
    for (size_t index = 0; index < STOPPING_COUNT; index++) {
        struct sigaction current;
        sigaction(stopping_signals[index], NULL, &current);
        if (current.sa_handler == SIG_IGN) continue;  // e.g. SIGINT of a background job stays ignored
        previous_actions[index] = current;
        installed[index] = sigaction(stopping_signals[index], &action, NULL) == 0;
    }
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    sigemptyset(&resize.sa_mask);
    resize.sa_handler = on_resize;
    resize.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &resize, &previous_resize_action);

    write_all(output, enter, strlen(enter));
    return 0;
}

void raw_terminal_leave(void) {
    if (!is_raw) return;
    // No stopping signal may run give_back halfway through this one.
    sigset_t all, before;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &before);
    give_back();
    for (size_t index = 0; index < STOPPING_COUNT; index++) {
        if (installed[index]) sigaction(stopping_signals[index], &previous_actions[index], NULL);
        installed[index] = 0;
    }
    sigaction(SIGWINCH, &previous_resize_action, NULL);
    sigprocmask(SIG_SETMASK, &before, NULL);
}

int raw_terminal_resize_descriptor(void) { return is_raw ? resize_pipe[0] : -1; }

int raw_terminal_size(int descriptor, int *columns, int *rows, int *pixel_width, int *pixel_height) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return errno;
    *columns = size.ws_col;
    *rows = size.ws_row;
    *pixel_width = size.ws_xpixel;
    *pixel_height = size.ws_ypixel;
    return 0;
}
