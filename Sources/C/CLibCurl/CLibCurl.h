// The system libcurl's header (Debian libcurl4-openssl-dev). Only CurlGet calls libcurl, which it
// loads with dlopen on first use rather than linking it (see CurlGet.c); CurlGet's own header
// names no curl type, so no Swift module ever loads curl's headers.
#ifndef CLIBCURL_H
#define CLIBCURL_H

#include <curl/curl.h>

#endif
