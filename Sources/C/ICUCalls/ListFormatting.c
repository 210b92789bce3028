#include "ICUCalls.h"

#include <stddef.h>
#include <unicode/ulistformatter.h>

icuc_list_formatter *icuc_list_formatter_open(const char *localeID, icuc_list_type type, icuc_list_width width,
                                              icuc_status *status) {
    UListFormatterWidth listWidth = width == icuc_list_wide ? ULISTFMT_WIDTH_WIDE
        : width == icuc_list_short ? ULISTFMT_WIDTH_SHORT : ULISTFMT_WIDTH_NARROW;
    UErrorCode code = (UErrorCode)*status;
    UListFormatter *formatter = ulistfmt_openForType(
        localeID, type == icuc_list_and ? ULISTFMT_TYPE_AND : ULISTFMT_TYPE_UNITS, listWidth, &code);
    *status = code;
    if (U_FAILURE(code)) {
        if (formatter != NULL) ulistfmt_close(formatter);
        return NULL;
    }
    return (icuc_list_formatter *)formatter;
}

void icuc_list_formatter_close(icuc_list_formatter *formatter) {
    if (formatter != NULL) ulistfmt_close((UListFormatter *)formatter);
}

int32_t icuc_list_format(const icuc_list_formatter *formatter, const uint16_t *const items[], const int32_t *lengths,
                         int32_t count, uint16_t *text, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = ulistfmt_format((const UListFormatter *)formatter, items, lengths, count, text, capacity, &code);
    *status = code;
    return length;
}
