#include "ICUCalls.h"

#include <string.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

const icuc_status icuc_buffer_overflow = U_BUFFER_OVERFLOW_ERROR;
const icuc_status icuc_using_default_warning = U_USING_DEFAULT_WARNING;

int icuc_is_failure(icuc_status status) { return U_FAILURE((UErrorCode)status) ? 1 : 0; }

const char *icuc_error_name(icuc_status status) { return u_errorName((UErrorCode)status); }

void icuc_version(char *text, int32_t capacity) {
    if (text == NULL || capacity <= 0) return;
    UVersionInfo version;
    char written[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, written);
    strncpy(text, written, (size_t)capacity - 1);
    text[capacity - 1] = '\0';
}
