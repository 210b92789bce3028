// The system libcurl (Debian libcurl4-openssl-dev), found with pkg-config. Only CurlGet calls
// it: its header names no curl type, so no Swift module ever loads curl's headers.
#ifndef CLIBCURL_H
#define CLIBCURL_H

#include <curl/curl.h>

#endif
