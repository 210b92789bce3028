#include "libpng_baseline.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

uint32_t libpng_baseline_decode(const uint8_t *data, size_t size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 0;
    image.format = PNG_FORMAT_RGBA;
    // Zeroed, as the Swift decoder's buffer is, so both pay for the same memory.
    uint8_t *rgba = calloc(PNG_IMAGE_SIZE(image), 1);
    if (rgba == NULL) {
        png_image_free(&image);
        return 0;
    }
    int finished = png_image_finish_read(&image, NULL, rgba, 0, NULL);
    uint32_t width = finished ? image.width : 0;
    png_image_free(&image);
    free(rgba);
    return width;
}
