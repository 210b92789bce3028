// Version-neutral names for the few ICU C functions PokeFormatting calls.
//
// ICU renames every exported symbol with its major version (unumf_close is really
// unumf_close_72) through macros that Swift does not import, so Swift would otherwise have
// to spell the versioned names and break on the next ICU. These static inline wrappers are
// compiled against whatever ICU pkg-config finds.
#ifndef CICU_H
#define CICU_H

#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumberformatter.h>
#include <unicode/ulistformatter.h>

static inline int cicu_isFailure(UErrorCode code) { return U_FAILURE(code); }

static inline const char *cicu_errorName(UErrorCode code) { return u_errorName(code); }

#include <unicode/ustring.h>

static inline char *cicu_strToUTF8(char *destination, int32_t capacity, int32_t *length,
                                   const UChar *source, int32_t sourceLength, UErrorCode *status) {
    return u_strToUTF8(destination, capacity, length, source, sourceLength, status);
}

// MARK: Locales

static inline int32_t cicu_forLanguageTag(const char *tag, char *localeID, int32_t capacity,
                                          int32_t *parsedLength, UErrorCode *status) {
    return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, status);
}

static inline int32_t cicu_getLanguage(const char *localeID, char *language, int32_t capacity,
                                       UErrorCode *status) {
    return uloc_getLanguage(localeID, language, capacity, status);
}

static inline UMeasurementSystem cicu_measurementSystem(const char *localeID, UErrorCode *status) {
    return ulocdata_getMeasurementSystem(localeID, status);
}

// MARK: Number formatting

static inline UNumberFormatter *cicu_unumf_open(const UChar *skeleton, int32_t skeletonLength,
                                                const char *locale, UErrorCode *status) {
    return unumf_openForSkeletonAndLocale(skeleton, skeletonLength, locale, status);
}

static inline void cicu_unumf_close(UNumberFormatter *formatter) { unumf_close(formatter); }

static inline UFormattedNumber *cicu_unumf_openResult(UErrorCode *status) {
    return unumf_openResult(status);
}

static inline void cicu_unumf_closeResult(UFormattedNumber *result) { unumf_closeResult(result); }

static inline void cicu_unumf_formatInt(const UNumberFormatter *formatter, int64_t value,
                                        UFormattedNumber *result, UErrorCode *status) {
    unumf_formatInt(formatter, value, result, status);
}

static inline void cicu_unumf_formatDouble(const UNumberFormatter *formatter, double value,
                                           UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDouble(formatter, value, result, status);
}

static inline int32_t cicu_unumf_resultToString(const UFormattedNumber *result, UChar *buffer,
                                                int32_t capacity, UErrorCode *status) {
    return unumf_resultToString(result, buffer, capacity, status);
}

// MARK: List formatting

static inline UListFormatter *cicu_ulistfmt_open(const char *locale, UListFormatterType type,
                                                 UListFormatterWidth width, UErrorCode *status) {
    return ulistfmt_openForType(locale, type, width, status);
}

static inline void cicu_ulistfmt_close(UListFormatter *formatter) { ulistfmt_close(formatter); }

static inline int32_t cicu_ulistfmt_format(const UListFormatter *formatter, const UChar *const strings[],
                                           const int32_t *stringLengths, int32_t stringCount,
                                           UChar *result, int32_t capacity, UErrorCode *status) {
    return ulistfmt_format(formatter, strings, stringLengths, stringCount, result, capacity, status);
}

// MARK: Locale data (PokeFormatting's locale resolution, issue 14)
//
// Which locales ICU has data for. When it has none for a locale or any parent but root, ICU
// quietly formats with the process's default locale (from LANG) and reports at most
// U_USING_DEFAULT_WARNING, and only from some calls: a number formatter's open reports nothing.

#include <unicode/ures.h>

/// The status of opening a locale's resource bundle in ICU's main tree (`unitTree` 0) or its
/// unit tree (1): U_USING_DEFAULT_WARNING means ICU found no data for the locale or any parent
/// but root, and fell back to the process's default locale.
static inline UErrorCode cicu_localeDataStatus(const char *localeID, int unitTree) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(unitTree ? U_ICUDATA_NAME "-unit" : NULL, localeID, &status);
    if (bundle != NULL) ures_close(bundle);
    return status;
}

static inline int32_t cicu_addLikelySubtags(const char *localeID, char *maximized, int32_t capacity,
                                            UErrorCode *status) {
    return uloc_addLikelySubtags(localeID, maximized, capacity, status);
}

static inline int32_t cicu_getScript(const char *localeID, char *script, int32_t capacity,
                                     UErrorCode *status) {
    return uloc_getScript(localeID, script, capacity, status);
}

// MARK: Memory

#include <unicode/uclean.h>

// ICU's allocator hooks, which the package itself never sets: PokeFormattingICUTests counts and
// fails ICU's allocations through them, to check that every error path closes what ICU opened.
static inline void cicu_setMemoryFunctions(const void *context, UMemAllocFn *allocate, UMemReallocFn *reallocate,
                                           UMemFreeFn *release, UErrorCode *status) {
    u_setMemoryFunctions(context, allocate, reallocate, release, status);
}

// MARK: Han variants (PokeHanVariants)
//
// ICU's Traditional-Simplified and Simplified-Traditional transforms, and the round-trip
// character sets of the GB 2312 and Big5 converters, for loccheck's Simplified/Traditional
// Chinese check. Kept in their own section: only PokeHanVariants calls these.

#include <unicode/utrans.h>
#include <unicode/ucnv.h>
#include <unicode/uset.h>

static inline UTransliterator *cicu_utrans_open(const UChar *id, int32_t idLength, UErrorCode *status) {
    return utrans_openU(id, idLength, UTRANS_FORWARD, NULL, 0, NULL, status);
}

static inline void cicu_utrans_close(UTransliterator *transliterator) { utrans_close(transliterator); }

static inline void cicu_utrans_transUChars(const UTransliterator *transliterator, UChar *text, int32_t *textLength,
                                           int32_t textCapacity, int32_t start, int32_t *limit, UErrorCode *status) {
    utrans_transUChars(transliterator, text, textLength, textCapacity, start, limit, status);
}

static inline UConverter *cicu_ucnv_open(const char *name, UErrorCode *status) { return ucnv_open(name, status); }

static inline void cicu_ucnv_close(UConverter *converter) { ucnv_close(converter); }

static inline void cicu_ucnv_roundTripSet(const UConverter *converter, USet *set, UErrorCode *status) {
    ucnv_getUnicodeSet(converter, set, UCNV_ROUNDTRIP_SET, status);
}

static inline USet *cicu_uset_openEmpty(void) { return uset_openEmpty(); }

static inline void cicu_uset_close(USet *set) { uset_close(set); }

static inline int cicu_uset_contains(const USet *set, UChar32 character) { return uset_contains(set, character); }

// MARK: End of Han variants

#endif
