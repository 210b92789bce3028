#include "ICUCalls.h"

#include <unicode/ustring.h>

void icuc_utf16_to_utf8(char *destination, int32_t capacity, int32_t *length,
                        const uint16_t *source, int32_t sourceLength, icuc_status *status) {
    UErrorCode code = (UErrorCode)*status;
    u_strToUTF8(destination, capacity, length, source, sourceLength, &code);
    *status = code;
}
