// The system libpng (Debian libpng-dev), found with pkg-config. Only PNGReading calls it: libpng
// reports errors by longjmp, which must never cross Swift frames, so every libpng call stays in C.
#ifndef CLIBPNG_H
#define CLIBPNG_H

#include <png.h>

#endif
