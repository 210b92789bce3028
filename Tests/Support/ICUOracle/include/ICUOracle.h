// ICU asked directly, as the tests' oracle: its own locale matching (icu::LocaleMatcher, C++) for
// PokeLocalization's LocaleNegotiator, its mixed-unit formatter and string comparison for
// PokeFormatting's heights and collation, and its allocator hooks for counting its heap. A C
// interface with no ICU type, so the Swift tests that call it import Foundation freely (ICU's
// headers clash with Foundation's; see Sources/C/ICUCalls). Test support only: no shipping target
// depends on it, and it calls ICU itself rather than through the shipping ICUCalls.
#ifndef ICU_ORACLE_H
#define ICU_ORACLE_H

#include <stddef.h>
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

// MARK: Status (ICU's UErrorCode as an int32_t: pass 0, then read it)

/// 1 when `status` is a failure (U_FAILURE), else 0.
int icu_is_failure(int32_t status);
/// u_errorName, such as "U_MEMORY_ALLOCATION_ERROR".
const char *icu_error_name(int32_t status);

// MARK: Formatting and collation, ICU's own way

/// ICU's own mixed-unit number formatter, `unit/foot-and-inch precision-integer WIDTH-STEM`.
typedef struct icu_feet_and_inches icu_feet_and_inches;
/// The formatter for a BCP 47 tag and a width stem ("unit-width-short"); NULL on failure.
icu_feet_and_inches *icu_feet_and_inches_open(const char *tag, const char *widthStem, int32_t *status);
/// `feet` (fractional: 31 inches is 31/12) as ICU writes it, "2 ft, 7 in", in UTF-16: its length.
int32_t icu_feet_and_inches_format(const icu_feet_and_inches *formatter, double feet, uint16_t *text, int32_t capacity,
                                   int32_t *status);
void icu_feet_and_inches_close(icu_feet_and_inches *formatter);

/// An ICU collator compared with ucol_strcoll (no sort keys).
typedef struct icu_strcoll_collator icu_strcoll_collator;
/// The collator of an ICU locale ID ("zh_Hant@collation=stroke"); NULL on failure.
icu_strcoll_collator *icu_strcoll_collator_open(const char *localeID, int32_t *status);
/// ucol_strcoll of two UTF-16 texts: -1, 0 or 1.
int icu_strcoll(const icu_strcoll_collator *collator, const uint16_t *first, int32_t firstLength,
                const uint16_t *second, int32_t secondLength);
void icu_strcoll_collator_close(icu_strcoll_collator *collator);

// MARK: ICU's heap

/// u_setMemoryFunctions: ICU allocates through these from now on. ICU allows it only before its
/// first use in the process, so a test calls it first thing in an exit test's fresh process.
void icu_set_memory_functions(void *(*allocate)(const void *context, size_t size),
                              void *(*reallocate)(const void *context, void *block, size_t size),
                              void (*release)(const void *context, void *block), int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
