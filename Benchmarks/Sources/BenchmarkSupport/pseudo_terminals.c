#define _XOPEN_SOURCE 600
#include "pseudo_terminals.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int pseudo_terminal_open(int columns, int rows, int *master, char *path, size_t capacity) {
    int descriptor = posix_openpt(O_RDWR | O_NOCTTY);
    if (descriptor < 0) return errno;
    if (grantpt(descriptor) != 0 || unlockpt(descriptor) != 0) {
        int failure = errno;
        close(descriptor);
        return failure;
    }
    const char *name = ptsname(descriptor);
    if (name == NULL || strlen(name) >= capacity) {
        close(descriptor);
        return name == NULL ? errno : ENAMETOOLONG;
    }
    snprintf(path, capacity, "%s", name);
    struct winsize size = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns};
    ioctl(descriptor, TIOCSWINSZ, &size);
    *master = descriptor;
    return 0;
}
