#include "CTransforms.h"

#include <string.h>
#include <unicode/ucnv.h>
#include <unicode/uversion.h>
#include <unicode/uset.h>
#include <unicode/utrans.h>

static void ctr_error(UErrorCode status, char *error, int32_t capacity) {
    if (error == NULL || capacity <= 0) return;
    strncpy(error, u_errorName(status), (size_t)capacity - 1);
    error[capacity - 1] = '\0';
}

ctr_transform *ctr_transform_open(const uint16_t *id, int32_t idLength, char *error, int32_t errorCapacity) {
    UErrorCode status = U_ZERO_ERROR;
    UTransliterator *transliterator = utrans_openU(id, idLength, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) {
        // ICU may hand back an object even when it reports failure; close it rather than leak it.
        if (transliterator != NULL) utrans_close(transliterator);
        ctr_error(status, error, errorCapacity);
        return NULL;
    }
    return (ctr_transform *)transliterator;
}

void ctr_transform_close(ctr_transform *transform) {
    if (transform != NULL) utrans_close((UTransliterator *)transform);
}

int32_t ctr_transform_apply(const ctr_transform *transform, uint16_t *text, int32_t length, int32_t capacity,
                            char *error, int32_t errorCapacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t newLength = length, limit = length;
    utrans_transUChars((const UTransliterator *)transform, text, &newLength, capacity, 0, &limit, &status);
    if (U_FAILURE(status) || newLength < 0 || newLength > capacity) {
        ctr_error(U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR, error, errorCapacity);
        return -1;
    }
    return newLength;
}

ctr_character_set *ctr_character_set_open(const char *name, char *error, int32_t errorCapacity) {
    UErrorCode status = U_ZERO_ERROR;
    USet *set = uset_openEmpty();
    if (set == NULL) {
        ctr_error(U_MEMORY_ALLOCATION_ERROR, error, errorCapacity);
        return NULL;
    }
    UConverter *converter = ucnv_open(name, &status);
    if (U_SUCCESS(status)) ucnv_getUnicodeSet(converter, set, UCNV_ROUNDTRIP_SET, &status);
    if (converter != NULL) ucnv_close(converter);
    if (U_FAILURE(status)) {
        uset_close(set);
        ctr_error(status, error, errorCapacity);
        return NULL;
    }
    return (ctr_character_set *)set;
}

void ctr_character_set_close(ctr_character_set *set) {
    if (set != NULL) uset_close((USet *)set);
}

int ctr_character_set_contains(const ctr_character_set *set, uint32_t codePoint) {
    return uset_contains((const USet *)set, (UChar32)codePoint) ? 1 : 0;
}

void ctr_icu_version(char *out, int32_t capacity) {
    if (out == NULL || capacity <= 0) return;
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    strncpy(out, text, (size_t)capacity - 1);
    out[capacity - 1] = '\0';
}
