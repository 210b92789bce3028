// libcurl's side of CurlGet.h. Each pooled handle is a multi handle with one easy handle, and a
// request drives its own loop over them (curl_multi_perform, curl_multi_poll): the write
// callback refuses the first piece past the limit, the loop checks the timeout between bytes
// and the cancel flag after each wait, and a cancel wakes the wait at once (curl_multi_wakeup).
// The multi handle holds the connection cache, so a handle back in the pool keeps its
// connections open for the next request. (libcurl's share interface could pool connections
// across handles, but its documentation says connection sharing is not safe between threads.)
//
// libcurl is loaded with dlopen on the first pool, not linked: with its TLS, Kerberos, LDAP and
// SSH libraries it is about 30 shared objects whose loading and relocation cost every process
// that links it roughly 10 ms of CPU at start-up, and most runs of loccheck and pokedex never
// make a request. Its header still gives the types, constants and the functions' signatures.
// Without libcurl's headers SwiftPM can't say what is missing (CLibCurl declares no pkg-config
// name, which would link libcurl), so this says it, before any other error.
#if !__has_include(<curl/curl.h>)
#error "libcurl's headers (curl/curl.h) are missing: install them (Debian, Ubuntu: apt-get install libcurl4-openssl-dev; Fedora: dnf install libcurl-devel), then build again."
#endif

#include "CurlGet.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

/// The most redirects followed; a loop ends after them.
enum { MAX_REDIRECTS = 16 };
/// The longest wait in the loop between checks of its limits, in milliseconds.
enum { LONGEST_WAIT_MS = 1000 };

// libcurl before 7.87 has no name for it; any count but the piece's own is an error there too.
#ifndef CURL_WRITEFUNC_ERROR
#define CURL_WRITEFUNC_ERROR 0xFFFFFFFF
#endif

// MARK: libcurl's global state

/// The libcurl functions CurlGet calls, named without their `curl_` prefix: the one list the
/// table of pointers and the lookups in load_library are both made from.
#define CURL_FUNCTIONS(F) \
    F(global_init) F(easy_init) F(easy_cleanup) F(easy_reset) F(easy_setopt) F(easy_getinfo) \
    F(easy_strerror) F(multi_init) F(multi_cleanup) F(multi_add_handle) F(multi_remove_handle) \
    F(multi_perform) F(multi_poll) F(multi_wakeup) F(multi_info_read) F(slist_append) F(slist_free_all)

/// Each function of CURL_FUNCTIONS, with the type its declaration in curl.h gives it, found in the
/// loaded library by name.
static struct {
#define POINTER(name) __typeof__(curl_##name) *name;
    CURL_FUNCTIONS(POINTER)
#undef POINTER
} curl;

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static CURLcode global_result = CURLE_FAILED_INIT;
/// Why libcurl could not be used, for curlget_unavailable_reason.
static char global_problem[512];

/// Loads libcurl (its runtime's soname, then the development link) and finds every function;
/// 0 and a reason in global_problem when one can't be had. Never unloaded.
static int load_library(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(global_problem, sizeof global_problem, "libcurl could not be loaded (%s); install it (Debian: libcurl4)",
                 reason ? reason : "not found");
        return 0;
    }
#define FIND(name) \
    if (!(curl.name = (__typeof__(curl.name))dlsym(library, "curl_" #name))) { \
        snprintf(global_problem, sizeof global_problem, "the libcurl loaded has no curl_%s; install libcurl 7.68 or later", #name); \
        return 0; \
    }
    CURL_FUNCTIONS(FIND)
#undef FIND
    return 1;
}

static void global_init(void) {
    if (!load_library()) return;
    global_result = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (global_result != CURLE_OK) {
        snprintf(global_problem, sizeof global_problem, "libcurl could not start (%s)", curl.easy_strerror(global_result));
    }
}

/// libcurl loaded and curl_global_init called once per process, before the first handle (it is
/// not thread-safe in every libcurl, so never two at once). Never undone: other code
/// (FoundationNetworking) may share it.
static int global_ready(void) {
    pthread_once(&global_once, global_init);
    return global_result == CURLE_OK;
}

const char *curlget_unavailable_reason(void) {
    return global_ready() ? NULL : global_problem;
}

static int64_t now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

// MARK: The pool

typedef struct {
    CURLM *multi;
    CURL *easy;
} pooled_handle;

struct curlget_pool {
    pthread_mutex_t lock;
    int capacity;
    int count;
    pooled_handle *idle;
};

static void close_handle(pooled_handle handle) {
    if (handle.multi) curl.multi_cleanup(handle.multi);
    if (handle.easy) curl.easy_cleanup(handle.easy);
}

curlget_pool *curlget_pool_new(int capacity) {
    if (!global_ready()) return NULL;
    if (capacity < 1) capacity = 1;
    curlget_pool *pool = calloc(1, sizeof *pool);
    if (!pool) return NULL;
    pool->idle = calloc((size_t)capacity, sizeof *pool->idle);
    if (!pool->idle || pthread_mutex_init(&pool->lock, NULL) != 0) {
        free(pool->idle);
        free(pool);
        return NULL;
    }
    pool->capacity = capacity;
    return pool;
}

void curlget_pool_free(curlget_pool *pool) {
    if (!pool) return;
    for (int index = 0; index < pool->count; index++) close_handle(pool->idle[index]);
    pthread_mutex_destroy(&pool->lock);
    free(pool->idle);
    free(pool);
}

/// The most recently used idle handle (its connections the likeliest still open), or a new one.
static int take_handle(curlget_pool *pool, pooled_handle *handle) {
    pthread_mutex_lock(&pool->lock);
    int found = pool->count > 0;
    if (found) *handle = pool->idle[--pool->count];
    pthread_mutex_unlock(&pool->lock);
    if (found) return 1;
    handle->multi = curl.multi_init();
    handle->easy = curl.easy_init();
    if (handle->multi && handle->easy) return 1;
    close_handle(*handle);
    return 0;
}

/// Puts a handle back with its connections, its options cleared, or closes it when the pool is full.
static void give_back(curlget_pool *pool, pooled_handle handle) {
    curl.easy_reset(handle.easy);
    pthread_mutex_lock(&pool->lock);
    int kept = pool->count < pool->capacity;
    if (kept) pool->idle[pool->count++] = handle;
    pthread_mutex_unlock(&pool->lock);
    if (!kept) close_handle(handle);
}

// MARK: A request

struct curlget_request {
    char *url;
    struct curl_slist *headers;
    uint64_t limit;
    int64_t idle_timeout_ms;
    int64_t deadline_ms;
    int performed;

    // Written by libcurl's callbacks, on the performing thread only.
    int64_t last_byte_ms;
    int refused;
    int out_of_memory;
    uint8_t *body;
    size_t length;
    size_t capacity;
    char *etag;
    char *retry_after;
    /// The bytes of the answer's headers so far, and whether their blank line has come.
    size_t header_bytes;
    int headers_done;
    int headers_too_large;

    // What came back.
    long status;
    char error[CURL_ERROR_SIZE];
    char message[CURL_ERROR_SIZE + 64];

    // Cancellation, from any thread: the flag, and the multi handle to wake while performing.
    atomic_bool cancelled;
    pthread_mutex_t lock;
    CURLM *performing_on;
};

/// Whether `text` (`length` bytes) holds a control character other than a tab.
static int has_control(const char *text, size_t length) {
    for (size_t index = 0; index < length; index++) {
        unsigned char byte = (unsigned char)text[index];
        if ((byte < 0x20 && byte != '\t') || byte == 0x7F) return 1;
    }
    return 0;
}

curlget_request *curlget_request_new(const char *url, uint64_t max_body_bytes, int64_t idle_timeout_ms,
                                     int64_t deadline_ms) {
    // A request's headers are libcurl's lists: without libcurl there is no request to make.
    if (!global_ready()) return NULL;
    curlget_request *request = calloc(1, sizeof *request);
    if (!request) return NULL;
    request->url = strdup(url);
    if (!request->url || pthread_mutex_init(&request->lock, NULL) != 0) {
        free(request->url);
        free(request);
        return NULL;
    }
    request->limit = max_body_bytes;
    request->idle_timeout_ms = idle_timeout_ms > 0 ? idle_timeout_ms : 0;
    request->deadline_ms = deadline_ms > 0 ? deadline_ms : 0;
    atomic_init(&request->cancelled, 0);
    return request;
}

int curlget_request_add_header(curlget_request *request, const char *line) {
    if (has_control(line, strlen(line))) return -1;
    struct curl_slist *headers = curl.slist_append(request->headers, line);
    if (!headers) return -1;
    request->headers = headers;
    return 0;
}

void curlget_request_cancel(curlget_request *request) {
    atomic_store(&request->cancelled, 1);
    pthread_mutex_lock(&request->lock);
    // Only while performing: the handle is then the request's, and alive until it is given back.
    if (request->performing_on) curl.multi_wakeup(request->performing_on);
    pthread_mutex_unlock(&request->lock);
}

static void drop_body(curlget_request *request) {
    free(request->body);
    request->body = NULL;
    request->length = request->capacity = 0;
}

/// Takes a piece of the body, or refuses it (a short count, so libcurl stops at once) when it
/// would pass the limit. The buffer doubles as it grows, never beyond the limit.
static size_t on_body(char *data, size_t size, size_t count, void *context) {
    curlget_request *request = context;
    size_t bytes = size * count;
    request->last_byte_ms = now_ms();
    if (request->refused) return CURL_WRITEFUNC_ERROR;
    if (bytes == 0) return 0;
    if (bytes > request->limit - request->length) {
        request->refused = 1;
        drop_body(request);
        return CURL_WRITEFUNC_ERROR;
    }
    if (bytes > request->capacity - request->length) {
        size_t needed = request->length + bytes;
        size_t grown = request->capacity > SIZE_MAX / 2 ? SIZE_MAX : request->capacity * 2;
        if (grown < 16384) grown = 16384;
        if (grown < needed) grown = needed;
        if (grown > request->limit) grown = (size_t)request->limit;
        uint8_t *body = realloc(request->body, grown);
        if (!body) {
            request->out_of_memory = 1;
            drop_body(request);
            return CURL_WRITEFUNC_ERROR;
        }
        request->body = body;
        request->capacity = grown;
    }
    memcpy(request->body + request->length, data, bytes);
    request->length += bytes;
    return bytes;
}

/// The value of header line `line` if it is the header `name`, trimmed, as a new string; NULL
/// when it is another header, or the value holds a control character.
static char *header_value(const char *line, size_t length, const char *name) {
    size_t name_length = strlen(name);
    if (length <= name_length || line[name_length] != ':' || strncasecmp(line, name, name_length) != 0) return NULL;
    const char *start = line + name_length + 1, *end = line + length;
    while (start < end && (*start == ' ' || *start == '\t')) start++;
    while (end > start && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t')) end--;
    if (has_control(start, (size_t)(end - start))) return NULL;
    return strndup(start, (size_t)(end - start));
}

static void replace(char **slot, char *value) {
    free(*slot);
    *slot = value;
}

/// The most bytes of one answer's headers: PokeAPI's are under 2 KB. Past it the transfer stops
/// with a message that names the headers (libcurl's own limits, 100 KB a line and 300 KB in all,
/// end as "out of memory" or a receive error, which say nothing of them).
#define HEADER_LIMIT (64 * 1024)

/// Keeps the ETag and Retry-After of the answer being read; a status line starts a new answer
/// (a redirect's, or a 1xx), whose headers replace the last one's.
static size_t on_header(char *line, size_t size, size_t count, void *context) {
    curlget_request *request = context;
    size_t bytes = size * count;
    request->last_byte_ms = now_ms();
    request->header_bytes += bytes;
    if (request->header_bytes > HEADER_LIMIT) {
        request->headers_too_large = 1;
        return 0;
    }
    if (bytes >= 5 && memcmp(line, "HTTP/", 5) == 0) {
        replace(&request->etag, NULL);
        replace(&request->retry_after, NULL);
        request->header_bytes = bytes;
        request->headers_done = 0;
    } else if (bytes <= 2 && (bytes == 0 || line[0] == '\r' || line[0] == '\n')) {
        request->headers_done = 1;
    } else {
        char *value;
        if ((value = header_value(line, bytes, "ETag"))) replace(&request->etag, value);
        else if ((value = header_value(line, bytes, "Retry-After"))) replace(&request->retry_after, value);
    }
    return bytes;
}

/// Sets the request's options on a handle fresh from the pool.
static CURLcode configure(CURL *easy, curlget_request *request) {
    CURLcode code = CURLE_OK;
#define SET(option, value) \
    if (code == CURLE_OK) code = curl.easy_setopt(easy, option, value)
    SET(CURLOPT_URL, request->url);
    SET(CURLOPT_HTTPGET, 1L);
    SET(CURLOPT_HTTPHEADER, request->headers);
    // No signals: libcurl is called from many threads, and a SIGALRM for a DNS timeout would hit any.
    SET(CURLOPT_NOSIGNAL, 1L);
    SET(CURLOPT_ERRORBUFFER, request->error);
    SET(CURLOPT_FOLLOWLOCATION, 1L);
    SET(CURLOPT_MAXREDIRS, (long)MAX_REDIRECTS);
    // Only HTTP and HTTPS, asked for or redirected to: never a file:// or ftp:// a server names.
#if LIBCURL_VERSION_NUM >= 0x075500
    SET(CURLOPT_PROTOCOLS_STR, "http,https");
    SET(CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#else
    SET(CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    SET(CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
#endif
    // Every encoding libcurl decodes, as URLSession asks; the limit counts the decoded bytes.
    SET(CURLOPT_ACCEPT_ENCODING, "");
    SET(CURLOPT_WRITEFUNCTION, on_body);
    SET(CURLOPT_WRITEDATA, request);
    SET(CURLOPT_HEADERFUNCTION, on_header);
    SET(CURLOPT_HEADERDATA, request);
    // An announced length past the limit ends the transfer before a byte of the body is read
    // (0 would mean no limit; the write callback refuses any byte then).
    if (request->limit > 0 && request->limit < (uint64_t)INT64_MAX) {
        SET(CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)request->limit);
    }
    // The loop checks the deadline too; libcurl's own timer also covers what it does between checks.
    if (request->deadline_ms > 0 && request->deadline_ms <= (int64_t)0x7FFFFFFF) {
        SET(CURLOPT_TIMEOUT_MS, (long)request->deadline_ms);
    }
#undef SET
    return code;
}

static curlget_outcome failed(curlget_request *request, const char *what, int code) {
    snprintf(request->message, sizeof request->message, "%s (libcurl error %d)", what, code);
    return CURLGET_FAILED;
}

/// The outcome of a transfer libcurl ended with `code`, `elapsed_ms` after it started.
static curlget_outcome outcome_of(curlget_request *request, CURLcode code, int64_t elapsed_ms) {
    const char *words = request->error[0] ? request->error : curl.easy_strerror(code);
    if (code != CURLE_OK) snprintf(request->message, sizeof request->message, "%s (libcurl error %d)", words, (int)code);
    // Before the headers' end, libcurl's "out of memory" and receive errors are its limits on
    // header lines: said as such, not as a lack of memory or a lost connection.
    int about_headers = (code == CURLE_OUT_OF_MEMORY && !request->headers_done && request->header_bytes > 0)
        || (code == CURLE_RECV_ERROR && strstr(words, "header") != NULL);
    if (about_headers) {
        snprintf(request->message, sizeof request->message,
                 "the server's response headers are over libcurl's limits (a header line of 100 KB, or 300 KB in all; libcurl error %d)", (int)code);
        return CURLGET_FAILED;
    }
    switch (code) {
    case CURLE_OK: return CURLGET_ANSWERED;
    case CURLE_FILESIZE_EXCEEDED: return CURLGET_TOO_LARGE;
    case CURLE_OPERATION_TIMEDOUT:
        // The deadline is the one whole-transfer timeout set; a connect that gave up earlier (after
        // libcurl's own 300 s) is a timeout. A millisecond's leeway: both clocks are read in whole ones.
        return request->deadline_ms > 0 && elapsed_ms + 1 >= request->deadline_ms ? CURLGET_DEADLINE_PASSED : CURLGET_TIMED_OUT;
    case CURLE_TOO_MANY_REDIRECTS: return CURLGET_TOO_MANY_REDIRECTS;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT: return CURLGET_CANNOT_CONNECT;
    case CURLE_PARTIAL_FILE:
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR: return CURLGET_CONNECTION_LOST;
    default: return CURLGET_FAILED;
    }
}

/// Why the loop stopped a transfer itself, if it did.
typedef enum { RUNNING, DONE, STOPPED_CANCELLED, STOPPED_IDLE, STOPPED_DEADLINE, STOPPED_BROKEN } loop_state;

/// Milliseconds until `limit_ms` after `since`, at most `wait`; 0 or less once it has passed.
/// A limit of 0 is none: `wait` itself.
static int64_t until(int64_t limit_ms, int64_t since, int64_t wait) {
    if (limit_ms == 0) return wait;
    int64_t left = limit_ms - (now_ms() - since);
    return left < wait ? left : wait;
}

/// How a transfer ended: refused by the write callback, stopped by the loop, or as libcurl says.
static curlget_outcome ended(curlget_request *request, loop_state state, CURLcode code, int64_t elapsed_ms) {
    if (request->refused) {
        snprintf(request->message, sizeof request->message, "the body passed %llu bytes", (unsigned long long)request->limit);
        return CURLGET_TOO_LARGE;
    }
    if (request->out_of_memory) return failed(request, "out of memory for the body", (int)CURLE_OUT_OF_MEMORY);
    if (request->headers_too_large) {
        snprintf(request->message, sizeof request->message, "the server's response headers passed %d bytes (PokeAPI's are under 2 KB)", HEADER_LIMIT);
        return CURLGET_FAILED;
    }
    switch (state) {
    case STOPPED_CANCELLED:
        snprintf(request->message, sizeof request->message, "cancelled");
        return CURLGET_CANCELLED;
    case STOPPED_IDLE:
        snprintf(request->message, sizeof request->message, "no byte arrived for %lld ms", (long long)request->idle_timeout_ms);
        return CURLGET_TIMED_OUT;
    case STOPPED_DEADLINE:
        snprintf(request->message, sizeof request->message, "the answer took over %lld ms", (long long)request->deadline_ms);
        return CURLGET_DEADLINE_PASSED;
    case STOPPED_BROKEN: return failed(request, "libcurl's transfer loop failed", (int)CURLE_FAILED_INIT);
    default: return outcome_of(request, code, elapsed_ms);
    }
}

curlget_outcome curlget_request_perform(curlget_pool *pool, curlget_request *request) {
    if (request->performed) return failed(request, "the request was already sent", (int)CURLE_FAILED_INIT);
    request->performed = 1;
    if (atomic_load(&request->cancelled)) return CURLGET_CANCELLED;
    pooled_handle handle;
    if (!take_handle(pool, &handle)) return failed(request, "libcurl could not make a handle", (int)CURLE_FAILED_INIT);
    CURLcode code = configure(handle.easy, request);
    if (code != CURLE_OK) {
        give_back(pool, handle);
        return failed(request, curl.easy_strerror(code), (int)code);
    }
    // Before libcurl starts its own clock for CURLOPT_TIMEOUT_MS (no later than the add), so
    // the elapsed time measured here is never shorter than the one libcurl times out at.
    int64_t started = now_ms();
    request->last_byte_ms = started;
    if (curl.multi_add_handle(handle.multi, handle.easy) != CURLM_OK) {
        give_back(pool, handle);
        return failed(request, "libcurl could not start the transfer", (int)CURLE_FAILED_INIT);
    }
    pthread_mutex_lock(&request->lock);
    request->performing_on = handle.multi;
    pthread_mutex_unlock(&request->lock);

    loop_state state = RUNNING;
    while (state == RUNNING) {
        int running = 0;
        if (curl.multi_perform(handle.multi, &running) != CURLM_OK) state = STOPPED_BROKEN;
        else if (!running) state = DONE;
        else if (atomic_load(&request->cancelled)) state = STOPPED_CANCELLED;
        else {
            int64_t idle = until(request->idle_timeout_ms, request->last_byte_ms, LONGEST_WAIT_MS);
            int64_t deadline = until(request->deadline_ms, started, LONGEST_WAIT_MS);
            if (deadline <= 0) state = STOPPED_DEADLINE;
            else if (idle <= 0) state = STOPPED_IDLE;
            int64_t wait = idle < deadline ? idle : deadline;
            // Wakes for libcurl's sockets and timers (the deadline among them), a cancel, or the wait.
            if (state == RUNNING && curl.multi_poll(handle.multi, NULL, 0, (int)wait, NULL) != CURLM_OK) state = STOPPED_BROKEN;
            if (state == RUNNING && atomic_load(&request->cancelled)) state = STOPPED_CANCELLED;
        }
    }
    code = CURLE_FAILED_INIT;
    if (state == DONE) {
        CURLMsg *message;
        int left;
        while ((message = curl.multi_info_read(handle.multi, &left))) {
            if (message->msg == CURLMSG_DONE && message->easy_handle == handle.easy) code = message->data.result;
        }
    }
    int64_t elapsed = now_ms() - started;
    pthread_mutex_lock(&request->lock);
    request->performing_on = NULL;
    pthread_mutex_unlock(&request->lock);
    // Removing a transfer that is still running stops it and closes its connection.
    curl.multi_remove_handle(handle.multi, handle.easy);
    if (code == CURLE_OK) curl.easy_getinfo(handle.easy, CURLINFO_RESPONSE_CODE, &request->status);
    give_back(pool, handle);

    curlget_outcome outcome = ended(request, state, code, elapsed);
    if (outcome != CURLGET_ANSWERED) drop_body(request);
    return outcome;
}

long curlget_request_status(const curlget_request *request) { return request->status; }

const char *curlget_request_etag(const curlget_request *request) { return request->etag; }

const char *curlget_request_retry_after(const curlget_request *request) { return request->retry_after; }

const char *curlget_request_message(const curlget_request *request) { return request->message; }

uint8_t *curlget_request_take_body(curlget_request *request, size_t *length) {
    uint8_t *body = request->body;
    *length = body ? request->length : 0;
    request->body = NULL;
    request->length = request->capacity = 0;
    return body;
}

void curlget_request_free(curlget_request *request) {
    if (!request) return;
    free(request->url);
    if (request->headers) curl.slist_free_all(request->headers);
    free(request->body);
    free(request->etag);
    free(request->retry_after);
    pthread_mutex_destroy(&request->lock);
    free(request);
}
