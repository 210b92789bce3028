#include "ICUCalls.h"

#include <stddef.h>
#include <unicode/unumberformatter.h>

icuc_number_formatter *icuc_number_formatter_open(const uint16_t *skeleton, int32_t skeletonLength, const char *localeID,
                                                  icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, skeletonLength, localeID, &code);
    *status = code;
    // ICU hands back a formatter even for a skeleton it rejects (number_capi.cpp).
    if (U_FAILURE(code)) {
        if (formatter != NULL) unumf_close(formatter);
        return NULL;
    }
    return (icuc_number_formatter *)formatter;
}

void icuc_number_formatter_close(icuc_number_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
}

icuc_number_result *icuc_number_result_open(icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    UFormattedNumber *result = unumf_openResult(&code);
    *status = code;
    if (U_FAILURE(code)) {
        if (result != NULL) unumf_closeResult(result);
        return NULL;
    }
    return (icuc_number_result *)result;
}

void icuc_number_result_close(icuc_number_result *result) {
    if (result != NULL) unumf_closeResult((UFormattedNumber *)result);
}

void icuc_number_format_int(const icuc_number_formatter *formatter, int64_t value, icuc_number_result *result,
                            icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    unumf_formatInt((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, &code);
    *status = code;
}

int32_t icuc_number_result_text(const icuc_number_result *result, uint16_t *text, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = unumf_resultToString((const UFormattedNumber *)result, text, capacity, &code);
    *status = code;
    return length;
}
