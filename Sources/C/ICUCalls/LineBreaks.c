#include "ICUCalls.h"

#include <unicode/ubrk.h>

int32_t icuc_line_breaks(const char *localeID, const uint16_t *text, int32_t length,
                         int32_t *offsets, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    if (U_FAILURE(code)) return 0;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, localeID, (const UChar *)text, length, &code);
    if (U_FAILURE(code)) {
        ubrk_close(iterator);
        *status = code;
        return 0;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count < capacity) offsets[count] = offset;
        count += 1;
    }
    ubrk_close(iterator);
    if (count > capacity) code = U_BUFFER_OVERFLOW_ERROR;
    *status = code;
    return count;
}
