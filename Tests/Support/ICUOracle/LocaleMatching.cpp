#include "ICUOracle.h"

#include <cstring>
#include <string>
#include <vector>

#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/region.h>
#include <unicode/strenum.h>
#include <unicode/uversion.h>

namespace {

/// Copies `text` and its NUL into `buffer`; false when it does not fit.
bool copyOut(const std::string &text, char *buffer, int32_t capacity) {
    if (capacity <= 0 || text.size() + 1 > static_cast<size_t>(capacity)) return false;
    std::memcpy(buffer, text.c_str(), text.size() + 1);
    return true;
}

/// Sets up a matcher over comma-separated BCP 47 tags, with no default locale, so that "no
/// match" shows; false when ICU refuses a tag.
bool configure(icu::LocaleMatcher::Builder &builder, const char *supported) {
    UErrorCode status = U_ZERO_ERROR;
    std::vector<icu::Locale> locales;
    std::string list(supported);
    size_t start = 0;
    while (start <= list.size()) {
        size_t end = list.find(',', start);
        if (end == std::string::npos) end = list.size();
        std::string tag = list.substr(start, end - start);
        if (!tag.empty()) {
            locales.push_back(icu::Locale::forLanguageTag(tag, status));
            if (U_FAILURE(status)) return false;
        }
        start = end + 1;
    }
    builder.setSupportedLocales(locales.begin(), locales.end()).setNoDefaultLocale();
    return true;
}

ICUMatchOutcome answer(const icu::Locale *best, char *match, int32_t capacity) {
    if (best == nullptr) return ICUMatchNone;
    UErrorCode status = U_ZERO_ERROR;
    std::string tag = best->toLanguageTag<std::string>(status);
    if (U_FAILURE(status) || !copyOut(tag, match, capacity)) return ICUMatchFailed;
    return ICUMatchFound;
}

}  // namespace

extern "C" ICUMatchOutcome icu_best_match(const char *supported, const char *desired, char *match, int32_t capacity) {
    icu::LocaleMatcher::Builder builder;
    if (!configure(builder, supported)) return ICUMatchFailed;
    UErrorCode status = U_ZERO_ERROR;
    icu::LocaleMatcher matcher = builder.build(status);
    if (U_FAILURE(status)) return ICUMatchFailed;
    icu::Locale locale = icu::Locale::forLanguageTag(desired, status);
    if (U_FAILURE(status)) return ICUMatchRejected;
    const icu::Locale *best = matcher.getBestMatch(locale, status);
    if (U_FAILURE(status)) return ICUMatchFailed;
    return answer(best, match, capacity);
}

extern "C" ICUMatchOutcome icu_best_match_for_list(const char *supported, const char *list, char *match, int32_t capacity) {
    icu::LocaleMatcher::Builder builder;
    if (!configure(builder, supported)) return ICUMatchFailed;
    UErrorCode status = U_ZERO_ERROR;
    icu::LocaleMatcher matcher = builder.build(status);
    if (U_FAILURE(status)) return ICUMatchFailed;
    const icu::Locale *best = matcher.getBestMatchForListString(list, status);
    if (status == U_ILLEGAL_ARGUMENT_ERROR) return ICUMatchRejected;
    if (U_FAILURE(status)) return ICUMatchFailed;
    return answer(best, match, capacity);
}

extern "C" ICUMatchOutcome icu_likely_subtags(const char *tag, char *maximized, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale locale = icu::Locale::forLanguageTag(tag, status);
    if (U_FAILURE(status)) return ICUMatchRejected;
    locale.addLikelySubtags(status);
    if (U_FAILURE(status)) return ICUMatchFailed;
    return answer(&locale, maximized, capacity);
}

extern "C" int32_t icu_regions(char *regions, int32_t capacity) {
    std::string all;
    for (URegionType type : {URGN_TERRITORY, URGN_WORLD, URGN_CONTINENT, URGN_SUBCONTINENT}) {
        UErrorCode status = U_ZERO_ERROR;
        icu::StringEnumeration *codes = icu::Region::getAvailable(type, status);
        if (U_FAILURE(status) || codes == nullptr) { delete codes; return -1; }
        const char *code;
        int32_t length;
        while ((code = codes->next(&length, status)) != nullptr && U_SUCCESS(status)) {
            if (!all.empty()) all += ',';
            all.append(code, static_cast<size_t>(length));
        }
        delete codes;
        if (U_FAILURE(status)) return -1;
    }
    if (!copyOut(all, regions, capacity)) return -1;
    return static_cast<int32_t>(all.size());
}

extern "C" const char *icu_version(void) { return U_ICU_VERSION; }
