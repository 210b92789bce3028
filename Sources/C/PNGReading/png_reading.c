// See png_reading.h. libpng reports errors by calling the error function, which must not return:
// here it records the message and longjmps back to the setjmp of the call that was running
// (png_reading_open or png_reading_finish). Everything those calls touch after setjmp lives in
// the heap-allocated reader, never in locals, so nothing is lost to the longjmp.
#include "png_reading.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct png_reading {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    png_reading_limits limits;
    png_reading_status status;
    /// Set by read_bytes when libpng asked for bytes past the end.
    int ran_out;
    char message[256];
    png_reading_header header;
    png_bytep *rows;
};

static void fail(png_reading *reading, png_reading_status status, const char *message) {
    if (reading->status != PNG_READING_OK) return;  // the first failure is the one to report
    reading->status = status;
    snprintf(reading->message, sizeof reading->message, "%s", message ? message : "");
}

static void on_error(png_structp png, png_const_charp message) {
    png_reading *reading = png_get_error_ptr(png);
    fail(reading, reading->ran_out ? PNG_READING_TRUNCATED : PNG_READING_CORRUPT, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    // Benign errors are errors here (png_set_benign_errors below); warnings left are harmless.
    (void)png;
    (void)message;
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    png_reading *reading = png_get_io_ptr(png);
    if (count > reading->size - reading->offset) {
        reading->ran_out = 1;
        png_error(png, "the data ends before the image does");
    }
    memcpy(out, reading->data + reading->offset, count);
    reading->offset += count;
}

png_reading *png_reading_open(const uint8_t *data, size_t size, const png_reading_limits *limits) {
    png_reading *reading = calloc(1, sizeof *reading);
    if (reading == NULL) return NULL;
    reading->data = data;
    reading->size = size;
    reading->limits = *limits;
    reading->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reading, on_error, on_warning);
    if (reading->png == NULL) {
        fail(reading, PNG_READING_OUT_OF_MEMORY, "libpng could not allocate its reader");
        return reading;
    }
    reading->info = png_create_info_struct(reading->png);
    if (reading->info == NULL) {
        fail(reading, PNG_READING_OUT_OF_MEMORY, "libpng could not allocate its image information");
        return reading;
    }
    if (setjmp(png_jmpbuf(reading->png))) return reading;  // on_error recorded why

    png_set_read_fn(reading->png, reading, read_bytes);
    png_set_user_limits(reading->png, limits->max_width, limits->max_height);
    png_set_chunk_cache_max(reading->png, 128);
    png_set_chunk_malloc_max(reading->png, limits->max_chunk_bytes);
    // Only IHDR, PLTE, tRNS, IDAT and IEND are read; text, ICC profiles and the rest are skipped
    // unread (so a compressed text chunk can't inflate), their CRCs still checked.
    png_set_keep_unknown_chunks(reading->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_crc_action(reading->png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    // "Extra compressed data" and the like stop the read instead of being warnings.
    png_set_benign_errors(reading->png, 0);
    png_read_info(reading->png, reading->info);

    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(reading->png, reading->info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    reading->header = (png_reading_header){width, height, depth, color, interlace != PNG_INTERLACE_NONE};
    if (width > limits->max_width || height > limits->max_height
        || (uint64_t)width * (uint64_t)height > limits->max_pixels) {
        fail(reading, PNG_READING_TOO_LARGE, "the image is larger than the limits");
        return reading;
    }
    png_set_expand(reading->png);
    png_set_strip_16(reading->png);
    png_set_gray_to_rgb(reading->png);
    png_set_add_alpha(reading->png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(reading->png);
    png_read_update_info(reading->png, reading->info);
    if (png_get_bit_depth(reading->png, reading->info) != 8 || png_get_channels(reading->png, reading->info) != 4
        || png_get_rowbytes(reading->png, reading->info) != (size_t)width * 4) {
        fail(reading, PNG_READING_CORRUPT, "libpng did not turn the image into 8-bit RGBA");
    }
    return reading;
}

png_reading_status png_reading_status_of(const png_reading *reading) { return reading->status; }

const char *png_reading_message(const png_reading *reading) { return reading->message; }

png_reading_header png_reading_header_of(const png_reading *reading) { return reading->header; }

png_reading_status png_reading_finish(png_reading *reading, uint8_t *rgba, size_t stride) {
    if (reading->status != PNG_READING_OK) return reading->status;
    png_uint_32 height = reading->header.height;
    if (stride < (size_t)reading->header.width * 4) {
        fail(reading, PNG_READING_CORRUPT, "the row stride is shorter than a row");
        return reading->status;
    }
    reading->rows = malloc((height > 0 ? height : 1) * sizeof *reading->rows);
    if (reading->rows == NULL) {
        fail(reading, PNG_READING_OUT_OF_MEMORY, "no memory for the row pointers");
        return reading->status;
    }
    for (png_uint_32 row = 0; row < height; row++) reading->rows[row] = rgba + (size_t)row * stride;
    if (setjmp(png_jmpbuf(reading->png))) return reading->status;
    png_read_image(reading->png, reading->rows);
    return PNG_READING_OK;
}

void png_reading_close(png_reading *reading) {
    if (reading == NULL) return;
    if (reading->png != NULL) {
        png_destroy_read_struct(&reading->png, reading->info != NULL ? &reading->info : NULL, NULL);
    }
    free(reading->rows);
    free(reading);
}
