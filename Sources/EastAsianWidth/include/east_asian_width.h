// ICU's East_Asian_Width property of a character, without any ICU type in this header: the
// Swift modules that use it also import Foundation, whose own ICU headers would clash with the
// system's (see CICU).
#ifndef EAST_ASIAN_WIDTH_H
#define EAST_ASIAN_WIDTH_H

#include <stdint.h>

/// 1 when `scalar` is East Asian Wide (W) or Fullwidth (F), which terminals draw two columns
/// wide; 0 otherwise (and for values that are not Unicode scalars).
int east_asian_width_is_wide(uint32_t scalar);

#endif
