// Reads a PNG held in memory into 8-bit RGBA with libpng, inside setjmp so libpng's errors
// (which it reports by longjmp) end here, in C, as a status and a message; Swift never sees a
// longjmp. Every colour type and bit depth comes out as 8-bit RGBA with straight alpha:
// palettes and low-bit grays expanded, tRNS turned into alpha, 16-bit samples cut to their high
// byte, gray copied to red, green and blue. Gamma and colour chunks are ignored, as Pillow does.
#ifndef PNG_READING_H
#define PNG_READING_H

#include <stddef.h>
#include <stdint.h>

/// How reading ended.
typedef enum {
    PNG_READING_OK = 0,
    /// The data ends before the image does.
    PNG_READING_TRUNCATED = 1,
    /// The image is wider or taller than the limits, or has more pixels.
    PNG_READING_TOO_LARGE = 2,
    /// libpng refused the data; the message says why (a CRC error, too much or too little image data…).
    PNG_READING_CORRUPT = 3,
    /// libpng could not allocate its memory.
    PNG_READING_OUT_OF_MEMORY = 4,
} png_reading_status;

/// What a reader may accept.
typedef struct {
    uint32_t max_width;
    uint32_t max_height;
    /// Width times height.
    uint64_t max_pixels;
    /// The most memory libpng may allocate for one chunk (a palette, a text chunk…).
    uint32_t max_chunk_bytes;
} png_reading_limits;

/// The image's header, as IHDR gives it.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    /// PNG's colour type: 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
    int color_type;
    int interlaced;
} png_reading_header;

typedef struct png_reading png_reading;

/// Starts reading `size` bytes at `data`, which must stay valid until `png_reading_close`, and
/// reads the chunks up to the image data. NULL only when memory for the reader itself ran out.
png_reading *png_reading_open(const uint8_t *data, size_t size, const png_reading_limits *limits);

/// The status so far: PNG_READING_OK while the reader can go on.
png_reading_status png_reading_status_of(const png_reading *reading);

/// libpng's message for a failure (empty when there is none); owned by the reader.
const char *png_reading_message(const png_reading *reading);

/// The header, once `png_reading_open` succeeded.
png_reading_header png_reading_header_of(const png_reading *reading);

/// Reads the pixels into `rgba`, `stride` bytes a row (at least width · 4), `height` rows.
png_reading_status png_reading_finish(png_reading *reading, uint8_t *rgba, size_t stride);

/// Frees the reader and everything libpng allocated.
void png_reading_close(png_reading *reading);

#endif
