#include "libpng_baseline.h"

#include <png.h>
#include <string.h>

uint32_t libpng_baseline_decode(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 0;
    image.format = PNG_FORMAT_RGBA;
    if ((size_t)PNG_IMAGE_SIZE(image) > capacity) {
        png_image_free(&image);
        return 0;
    }
    int finished = png_image_finish_read(&image, NULL, rgba, 0, NULL);
    png_image_free(&image);
    return finished ? image.width : 0;
}
