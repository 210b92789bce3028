// ICU's own locale matching (icu::LocaleMatcher, C++), behind a C interface that Swift tests call
// as the oracle for PokeLocalization's LocaleNegotiator. Test support only: no shipping target
// depends on it.
#ifndef ICU_LOCALE_MATCHING_H
#define ICU_LOCALE_MATCHING_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a call found.
typedef enum {
    /// ICU matched a supported locale; its BCP 47 tag is in the output buffer.
    ICUMatchFound = 0,
    /// ICU matched none of the supported locales (the matcher has no default locale).
    ICUMatchNone = 1,
    /// ICU refused the desired tag or list (for example a duplicate variant, or a bad q-value).
    ICUMatchRejected = 2,
    /// ICU failed otherwise, or the output buffer was too small.
    ICUMatchFailed = 3,
} ICUMatchOutcome;

/// `LocaleMatcher::getBestMatch` of one BCP 47 tag among `supported` (BCP 47 tags separated by
/// commas), with ICU's default settings and no default locale.
ICUMatchOutcome icu_best_match(const char *supported, const char *desired, char *match, int32_t capacity);

/// `LocaleMatcher::getBestMatchForListString` of an Accept-Language list among `supported`.
ICUMatchOutcome icu_best_match_for_list(const char *supported, const char *list, char *match, int32_t capacity);

/// `Locale::addLikelySubtags` of a BCP 47 tag, as a BCP 47 tag (`und-JP` → `ja-Jpan-JP`).
ICUMatchOutcome icu_likely_subtags(const char *tag, char *maximized, int32_t capacity);

/// Every region code ICU knows (territories, and the UN M.49 world, continents and
/// subcontinents), separated by commas; the number of bytes written, or -1 when too small.
int32_t icu_regions(char *regions, int32_t capacity);

/// The ICU version, such as "72.1".
const char *icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
