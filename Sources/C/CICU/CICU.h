// The system ICU (libicu-dev, found through pkg-config): a dependency of C targets only, which
// include the ICU headers they call. No Swift module imports it: ICU's headers clash with the
// ones Foundation brings (see ICUCalls.h), so Swift reaches ICU through ICUCalls, whose header
// names no ICU type.
#ifndef CICU_H
#define CICU_H

#include <unicode/utypes.h>

#endif
