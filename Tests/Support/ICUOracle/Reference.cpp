#include "ICUOracle.h"

#include <unicode/uclean.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

#include <string>

extern "C" int icu_is_failure(int32_t status) { return U_FAILURE(static_cast<UErrorCode>(status)) ? 1 : 0; }

extern "C" const char *icu_error_name(int32_t status) { return u_errorName(static_cast<UErrorCode>(status)); }

struct icu_feet_and_inches {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

extern "C" icu_feet_and_inches *icu_feet_and_inches_open(const char *tag, const char *widthStem, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, locale, sizeof locale, &parsed, &code);
    std::u16string skeleton = u"unit/foot-and-inch precision-integer ";
    for (const char *c = widthStem; *c != '\0'; ++c) skeleton += static_cast<char16_t>(*c);
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton.data(), static_cast<int32_t>(skeleton.size()), locale, &code);
    UFormattedNumber *result = unumf_openResult(&code);
    *status = code;
    if (U_FAILURE(code)) {
        if (result != nullptr) unumf_closeResult(result);
        if (formatter != nullptr) unumf_close(formatter);
        return nullptr;
    }
    return new icu_feet_and_inches{formatter, result};
}

extern "C" int32_t icu_feet_and_inches_format(const icu_feet_and_inches *formatter, double feet, uint16_t *text,
                                              int32_t capacity, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    unumf_formatDouble(formatter->formatter, feet, formatter->result, &code);
    int32_t length = unumf_resultToString(formatter->result, reinterpret_cast<UChar *>(text), capacity, &code);
    *status = code;
    return length;
}

extern "C" void icu_feet_and_inches_close(icu_feet_and_inches *formatter) {
    if (formatter == nullptr) return;
    unumf_closeResult(formatter->result);
    unumf_close(formatter->formatter);
    delete formatter;
}

extern "C" icu_strcoll_collator *icu_strcoll_collator_open(const char *localeID, int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    UCollator *collator = ucol_open(localeID, &code);
    *status = code;
    if (U_FAILURE(code)) {
        if (collator != nullptr) ucol_close(collator);
        return nullptr;
    }
    return reinterpret_cast<icu_strcoll_collator *>(collator);
}

extern "C" int icu_strcoll(const icu_strcoll_collator *collator, const uint16_t *first, int32_t firstLength,
                           const uint16_t *second, int32_t secondLength) {
    return ucol_strcoll(reinterpret_cast<const UCollator *>(collator), reinterpret_cast<const UChar *>(first), firstLength,
                        reinterpret_cast<const UChar *>(second), secondLength);
}

extern "C" void icu_strcoll_collator_close(icu_strcoll_collator *collator) {
    if (collator != nullptr) ucol_close(reinterpret_cast<UCollator *>(collator));
}

extern "C" void icu_set_memory_functions(void *(*allocate)(const void *context, size_t size),
                                         void *(*reallocate)(const void *context, void *block, size_t size),
                                         void (*release)(const void *context, void *block), int32_t *status) {
    UErrorCode code = static_cast<UErrorCode>(*status);
    u_setMemoryFunctions(nullptr, allocate, reallocate, release, &code);
    *status = code;
}
