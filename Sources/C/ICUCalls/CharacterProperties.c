#include "ICUCalls.h"

#include <unicode/uchar.h>

int icuc_is_east_asian_wide(uint32_t scalar) {
    if (scalar > 0x10FFFF) return 0;
    int32_t width = u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}
