// Every call of the system ICU the package's shipping code makes, behind a header that names no
// ICU type: opaque handles, plain C types, and ICU's UErrorCode as an int32_t.
//
// Why: a Swift module that loads the system ICU's headers (the CICU system library) next to
// Foundation, whose own ICU headers (another ICU version) define the same types differently,
// fails to build ("'UErrorCode' has different definitions in different modules"), depending on
// build order. This header includes none of ICU's, so importing it loads none, and the Swift
// modules that import it (PokeFormatting, PokeTransforms, PokedexTerminal) may import Foundation too.
// The ICU calls live in the .c files, compiled against whatever ICU pkg-config finds (ICU renames
// each symbol with its major version, unumf_close_72, through macros Swift would not import).
//
// Conventions:
// - `status` is ICU's UErrorCode: pass 0, read it after. Failures are positive, warnings
//   negative (`icuc_is_failure`, `icuc_error_name`). A call given a failed status does nothing.
// - Every `_open` returns NULL on failure, having closed anything ICU handed back (some ICU opens
//   return an object even when they fail). Every `_close` takes NULL too.
// - Text is UTF-16 (`uint16_t`, ICU's UChar) unless a parameter says UTF-8; functions that fill
//   a buffer return the full length, and report icuc_buffer_overflow when `capacity` was short.
#ifndef ICU_CALLS_H
#define ICU_CALLS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status

/// ICU's UErrorCode as a plain integer.
typedef int32_t icuc_status;
/// U_BUFFER_OVERFLOW_ERROR: the buffer was too small; the returned length is what it needs.
extern const icuc_status icuc_buffer_overflow;
/// U_USING_DEFAULT_WARNING: ICU found no data for the locale and used its default locale's.
extern const icuc_status icuc_using_default_warning;
/// 1 when `status` is a failure (U_FAILURE), else 0.
int icuc_is_failure(icuc_status status);
/// ICU's name of a status (u_errorName), such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *icuc_error_name(icuc_status status);
/// The version of the ICU library in use, such as "72.1", written into `text` (room for `capacity` bytes).
void icuc_version(char *text, int32_t capacity);

// MARK: Text

/// u_strToUTF8: UTF-16 `source` into UTF-8 `destination`; the UTF-8 length in `*length`.
void icuc_utf16_to_utf8(char *destination, int32_t capacity, int32_t *length,
                        const uint16_t *source, int32_t sourceLength, icuc_status *status);

// MARK: Locales (ICU locale IDs such as "zh_Hant", UTF-8)

/// uloc_forLanguageTag: a BCP 47 tag as an ICU locale ID; `*parsedLength` is how much of the tag ICU read.
int32_t icuc_locale_for_language_tag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength,
                                     icuc_status *status);
/// uloc_getLanguage.
int32_t icuc_locale_language(const char *localeID, char *language, int32_t capacity, icuc_status *status);
/// uloc_getScript.
int32_t icuc_locale_script(const char *localeID, char *script, int32_t capacity, icuc_status *status);
/// uloc_addLikelySubtags.
int32_t icuc_locale_add_likely_subtags(const char *localeID, char *maximized, int32_t capacity, icuc_status *status);
/// 1 when CLDR says the locale's region measures in metric units (ulocdata_getMeasurementSystem is UMS_SI), else 0.
int icuc_locale_measures_in_metric(const char *localeID, icuc_status *status);
/// The status of opening the locale's resource bundle in ICU's main tree (`unitTree` 0) or its
/// unit tree (1): icuc_using_default_warning when ICU has no data for the locale or any parent
/// but root. (When it has none, ICU quietly formats in the process's default locale, and only
/// some calls say so: a number formatter's open says nothing.)
icuc_status icuc_locale_data_status(const char *localeID, int unitTree);

// MARK: Number formatting

/// A UNumberFormatter: ICU documents it as shareable between threads, each with its own result.
typedef struct icuc_number_formatter icuc_number_formatter;
/// A UFormattedNumber: what one format call writes; one thread at a time.
typedef struct icuc_number_result icuc_number_result;

/// unumf_openForSkeletonAndLocale: a formatter for a number skeleton (UTF-16) in an ICU locale.
icuc_number_formatter *icuc_number_formatter_open(const uint16_t *skeleton, int32_t skeletonLength, const char *localeID,
                                                  icuc_status *status);
void icuc_number_formatter_close(icuc_number_formatter *formatter);
/// unumf_openResult.
icuc_number_result *icuc_number_result_open(icuc_status *status);
void icuc_number_result_close(icuc_number_result *result);
/// unumf_formatInt into `result`.
void icuc_number_format_int(const icuc_number_formatter *formatter, int64_t value, icuc_number_result *result,
                            icuc_status *status);
/// unumf_resultToString: the formatted text.
int32_t icuc_number_result_text(const icuc_number_result *result, uint16_t *text, int32_t capacity, icuc_status *status);

// MARK: List formatting

/// A UListFormatter. ICU does not document it as thread-safe.
typedef struct icuc_list_formatter icuc_list_formatter;
/// ULISTFMT_TYPE_AND ("A, B and C") or ULISTFMT_TYPE_UNITS ("2 ft, 7 in").
typedef enum { icuc_list_and, icuc_list_units } icuc_list_type;
/// ULISTFMT_WIDTH_WIDE, _SHORT or _NARROW.
typedef enum { icuc_list_wide, icuc_list_short, icuc_list_narrow } icuc_list_width;

/// ulistfmt_openForType.
icuc_list_formatter *icuc_list_formatter_open(const char *localeID, icuc_list_type type, icuc_list_width width,
                                              icuc_status *status);
void icuc_list_formatter_close(icuc_list_formatter *formatter);
/// ulistfmt_format: `count` items (UTF-16, each with a pointer even when empty) joined.
int32_t icuc_list_format(const icuc_list_formatter *formatter, const uint16_t *const items[], const int32_t *lengths,
                         int32_t count, uint16_t *text, int32_t capacity, icuc_status *status);

// MARK: Collation

/// A UCollator.
typedef struct icuc_collator icuc_collator;

/// ucol_open: the locale's default collation (CLDR's; zh_Hant: stroke order).
icuc_collator *icuc_collator_open(const char *localeID, icuc_status *status);
void icuc_collator_close(icuc_collator *collator);
/// ucol_getSortKey: the key's length with its terminating zero; 0 on an internal failure.
int32_t icuc_collator_sort_key(const icuc_collator *collator, const uint16_t *text, int32_t length, uint8_t *key,
                               int32_t capacity);
/// ucol_getLocaleByType(ULOC_ACTUAL_LOCALE): the locale whose rules the collator uses ("zh_Hant"), or NULL.
const char *icuc_collator_actual_locale(const icuc_collator *collator, icuc_status *status);

// MARK: Transforms and converter sets (loccheck's script work)

/// A UTransliterator, such as "Traditional-Simplified". It keeps state while it runs: one thread at a time.
typedef struct icuc_transform icuc_transform;
/// The characters an ICU converter's character set encodes and decodes back unchanged (a USet).
typedef struct icuc_character_set icuc_character_set;

/// utrans_openU: the transform `id` (UTF-16), forward.
icuc_transform *icuc_transform_open(const uint16_t *id, int32_t idLength, icuc_status *status);
void icuc_transform_close(icuc_transform *transform);
/// utrans_transUChars over `text` (`length` units, room for `capacity`), in place: the new
/// length, or -1 on failure (icuc_buffer_overflow when `capacity` was too small).
int32_t icuc_transform_apply(const icuc_transform *transform, uint16_t *text, int32_t length, int32_t capacity,
                             icuc_status *status);
/// The round-trip set of the converter `name` ("GB2312", "Big5"; ucnv_getUnicodeSet, UCNV_ROUNDTRIP_SET).
icuc_character_set *icuc_character_set_open(const char *name, icuc_status *status);
void icuc_character_set_close(icuc_character_set *set);
/// 1 when the set has the code point, else 0.
int icuc_character_set_contains(const icuc_character_set *set, uint32_t codePoint);

// MARK: Character properties

/// 1 when `scalar` is East Asian Wide (W) or Fullwidth (F), which terminals draw two columns
/// wide; 0 otherwise, and for values that are not Unicode scalars.
int icuc_is_east_asian_wide(uint32_t scalar);

// MARK: Line breaking

/// The line break opportunities of UTF-16 `text` by UAX #14 (ubrk_open with UBRK_LINE) for the
/// ICU locale `localeID`: each a UTF-16 offset where a line may start, in increasing order, the
/// text's end last. Returns how many there are; fewer than that fit in `capacity` reports
/// icuc_buffer_overflow (one more than the text's length always suffices).
int32_t icuc_line_breaks(const char *localeID, const uint16_t *text, int32_t length,
                         int32_t *offsets, int32_t capacity, icuc_status *status);

#ifdef __cplusplus
}
#endif

#endif
