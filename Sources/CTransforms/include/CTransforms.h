// ICU's transforms and converter character sets for loccheck's script work (the Han variant
// check, romanized search keys), behind a header that names no ICU type.
//
// Why a C target of its own: a Swift module that imports another which imports the system ICU
// (CICU) loads ICU's headers too, and loccheck imports Foundation, whose own ICU headers (a
// different ICU version) define the same types differently. Clang rejects the pair ("'UErrorCode'
// has different definitions in different modules"), depending on build order: a clean
// `swift build --product loccheck` failed that way. This header includes no ICU header, so
// importing it loads none; the ICU calls live in Transforms.c.
#ifndef CTRANSFORMS_H
#define CTRANSFORMS_H

#include <stdint.h>

/// An ICU transliterator, such as "Traditional-Simplified".
typedef struct ctr_transform ctr_transform;
/// The characters an ICU converter's character set encodes and decodes back unchanged.
typedef struct ctr_character_set ctr_character_set;

/// Opens the transform `id` (UTF-16); NULL on failure, with ICU's error name in `error`.
ctr_transform *ctr_transform_open(const uint16_t *id, int32_t idLength, char *error, int32_t errorCapacity);
void ctr_transform_close(ctr_transform *transform);

/// Runs the transform over `text` (UTF-16, `length` units, room for `capacity`), in place.
/// Returns the new length, or -1 on failure with ICU's error name in `error` ("U_BUFFER_OVERFLOW_ERROR"
/// when `capacity` was too small).
int32_t ctr_transform_apply(const ctr_transform *transform, uint16_t *text, int32_t length, int32_t capacity,
                            char *error, int32_t errorCapacity);

/// The round-trip set of the converter `name` ("GB2312", "Big5"); NULL on failure, with ICU's
/// error name in `error`.
ctr_character_set *ctr_character_set_open(const char *name, char *error, int32_t errorCapacity);
void ctr_character_set_close(ctr_character_set *set);
/// 1 when the set has the code point, else 0.
int ctr_character_set_contains(const ctr_character_set *set, uint32_t codePoint);

/// The version of the ICU library in use, such as "72.1", written into `out` (room for `capacity` bytes).
void ctr_icu_version(char *out, int32_t capacity);

#endif
