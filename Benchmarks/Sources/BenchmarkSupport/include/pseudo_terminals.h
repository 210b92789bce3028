// A new pseudo-terminal for benchmarks that time a full-screen program as a terminal sees it.
// In C because Swift's Glibc module leaves out posix_openpt, grantpt, unlockpt and ptsname
// (they need _XOPEN_SOURCE).
#ifndef PSEUDO_TERMINALS_H
#define PSEUDO_TERMINALS_H

#include <stddef.h>

/// Opens a pseudo-terminal of `columns` × `rows` cells: its master descriptor in `*master` and
/// the path of its other end (for the program) in `path`. 0 on success, else an errno value.
int pseudo_terminal_open(int columns, int rows, int *master, char *path, size_t capacity);

#endif
