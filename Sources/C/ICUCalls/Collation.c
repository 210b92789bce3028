#include "ICUCalls.h"

#include <stddef.h>
#include <unicode/ucol.h>

icuc_collator *icuc_collator_open(const char *localeID, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    UCollator *collator = ucol_open(localeID, &code);
    *status = code;
    if (U_FAILURE(code)) {
        if (collator != NULL) ucol_close(collator);
        return NULL;
    }
    return (icuc_collator *)collator;
}

void icuc_collator_close(icuc_collator *collator) {
    if (collator != NULL) ucol_close((UCollator *)collator);
}

int32_t icuc_collator_sort_key(const icuc_collator *collator, const uint16_t *text, int32_t length, uint8_t *key,
                               int32_t capacity) {
    return ucol_getSortKey((const UCollator *)collator, text, length, key, capacity);
}

const char *icuc_collator_actual_locale(const icuc_collator *collator, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    const char *locale = ucol_getLocaleByType((const UCollator *)collator, ULOC_ACTUAL_LOCALE, &code);
    *status = code;
    return locale;
}
