#include "ICUCalls.h"

#include <stddef.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>

int32_t icuc_locale_for_language_tag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength,
                                     icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_forLanguageTag(tag, localeID, capacity, parsedLength, &code);
    *status = code;
    return length;
}

int32_t icuc_locale_language(const char *localeID, char *language, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getLanguage(localeID, language, capacity, &code);
    *status = code;
    return length;
}

int32_t icuc_locale_script(const char *localeID, char *script, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_getScript(localeID, script, capacity, &code);
    *status = code;
    return length;
}

int32_t icuc_locale_add_likely_subtags(const char *localeID, char *maximized, int32_t capacity, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t length = uloc_addLikelySubtags(localeID, maximized, capacity, &code);
    *status = code;
    return length;
}

int icuc_locale_measures_in_metric(const char *localeID, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    UMeasurementSystem system = ulocdata_getMeasurementSystem(localeID, &code);
    *status = code;
    return system == UMS_SI ? 1 : 0;
}

icuc_status icuc_locale_data_status(const char *localeID, int unitTree) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(unitTree ? U_ICUDATA_NAME "-unit" : NULL, localeID, &code);
    if (bundle != NULL) ures_close(bundle);
    return code;
}
