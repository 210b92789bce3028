#include "ICUCalls.h"

#include <stddef.h>
#include <unicode/ucnv.h>
#include <unicode/uset.h>
#include <unicode/utrans.h>

icuc_transform *icuc_transform_open(const uint16_t *id, int32_t idLength, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    UTransliterator *transliterator = utrans_openU(id, idLength, UTRANS_FORWARD, NULL, 0, NULL, &code);
    *status = code;
    if (U_FAILURE(code)) {
        if (transliterator != NULL) utrans_close(transliterator);
        return NULL;
    }
    return (icuc_transform *)transliterator;
}

void icuc_transform_close(icuc_transform *transform) {
    if (transform != NULL) utrans_close((UTransliterator *)transform);
}

int32_t icuc_transform_apply(const icuc_transform *transform, uint16_t *text, int32_t length, int32_t capacity,
                             icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    int32_t newLength = length, limit = length;
    utrans_transUChars((const UTransliterator *)transform, text, &newLength, capacity, 0, &limit, &code);
    if (U_SUCCESS(code) && (newLength < 0 || newLength > capacity)) code = U_INTERNAL_PROGRAM_ERROR;
    *status = code;
    return U_FAILURE(code) ? -1 : newLength;
}

icuc_character_set *icuc_character_set_open(const char *name, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    if (U_FAILURE(code)) return NULL;
    USet *set = uset_openEmpty();
    if (set == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UConverter *converter = ucnv_open(name, &code);
    if (U_SUCCESS(code)) ucnv_getUnicodeSet(converter, set, UCNV_ROUNDTRIP_SET, &code);
    if (converter != NULL) ucnv_close(converter);
    *status = code;
    if (U_FAILURE(code)) {
        uset_close(set);
        return NULL;
    }
    return (icuc_character_set *)set;
}

void icuc_character_set_close(icuc_character_set *set) {
    if (set != NULL) uset_close((USet *)set);
}

int icuc_character_set_contains(const icuc_character_set *set, uint32_t codePoint) {
    return uset_contains((const USet *)set, (UChar32)codePoint) ? 1 : 0;
}
