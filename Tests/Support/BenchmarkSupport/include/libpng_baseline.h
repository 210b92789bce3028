// libpng's own simplified API reading a PNG into 8-bit RGBA: the floor pokebench measures the
// package's decoder against. In C because a Swift module importing libpng's system module next to
// Foundation and PokeFormatting fails to build (Foundation's ICU headers clash with the system's).
#ifndef LIBPNG_BASELINE_H
#define LIBPNG_BASELINE_H

#include <stddef.h>
#include <stdint.h>

/// Decodes `size` bytes into `rgba` (room for `capacity` bytes); answers the width, or 0 when
/// libpng refused the data or the room is too small.
uint32_t libpng_baseline_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity);

#endif
