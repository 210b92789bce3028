// libpng's own simplified API reading a PNG into 8-bit RGBA: the floor pokebench measures the
// package's decoder against.
#ifndef LIBPNG_BASELINE_H
#define LIBPNG_BASELINE_H

#include <stddef.h>
#include <stdint.h>

/// Decodes `size` bytes into a buffer of its own (allocated and freed here); answers the width,
/// or 0 when libpng refused the data.
uint32_t libpng_baseline_decode(const uint8_t *data, size_t size);

#endif
