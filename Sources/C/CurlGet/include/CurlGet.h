// One HTTP GET through libcurl, with every limit enforced inside libcurl's own loop: the body
// limit in its write callback (and its announced length before a byte of it is read), the
// deadline for the whole answer, the timeout between bytes and cancellation, so a server that
// sends without end is stopped at the limit, not when some other thread gets round to it.
//
// Behind a header that names no curl type, so no Swift module loads curl's headers (as
// ICUCalls does for ICU); the libcurl calls live in CurlGet.c.
//
// A pool keeps libcurl's handles, and with them their open connections, between requests:
// requests one after the other reuse a connection. Each request is performed once, on a thread
// of the caller's that it blocks, and may be cancelled from any thread.
#ifndef CURLGET_H
#define CURLGET_H

#include <stddef.h>
#include <stdint.h>

/// How a request ended.
typedef enum {
    /// An HTTP answer arrived whole: its status, headers and body are the request's.
    CURLGET_ANSWERED = 0,
    /// The body passed the limit, as announced or as received; what arrived was dropped.
    CURLGET_TOO_LARGE = 1,
    /// The whole answer had not arrived by the deadline.
    CURLGET_DEADLINE_PASSED = 2,
    /// No byte arrived for the idle timeout: to connect, for the answer, or for the next piece.
    CURLGET_TIMED_OUT = 3,
    /// `curlget_request_cancel` stopped it.
    CURLGET_CANCELLED = 4,
    /// More redirects than the bound (16), likely a loop.
    CURLGET_TOO_MANY_REDIRECTS = 5,
    /// The host's name did not resolve or nothing accepted the connection.
    CURLGET_CANNOT_CONNECT = 6,
    /// The connection closed (or failed) before the answer was complete.
    CURLGET_CONNECTION_LOST = 7,
    /// Anything else; `curlget_request_message` says what.
    CURLGET_FAILED = 8,
} curlget_outcome;

/// libcurl's handles kept between requests, with their open connections. Thread-safe.
typedef struct curlget_pool curlget_pool;
/// One GET: what to send, its limits, and once performed, what came back.
typedef struct curlget_request curlget_request;

/// A pool that keeps at most `capacity` idle handles (1 or more; more in flight are made as
/// needed and closed when they are done). NULL when libcurl or memory fails. The first call
/// loads libcurl (see curlget_unavailable_reason).
curlget_pool *curlget_pool_new(int capacity);
/// Why libcurl can't be used (it could not be loaded, or could not start), as the end of a
/// sentence; NULL when it can. Loads it on the first call, as curlget_pool_new does.
const char *curlget_unavailable_reason(void);
/// Closes the pool's handles and their connections. No request may be performing on it.
void curlget_pool_free(curlget_pool *pool);

/// A GET of `url` (http or https; redirects to either are followed, at most 16) whose body may
/// be at most `max_body_bytes` long, that times out after `idle_timeout_ms` without a byte and
/// ends at `deadline_ms` after it starts; 0 for either is no limit. NULL when libcurl can't be
/// used (curlget_unavailable_reason says why; it loads libcurl on the first call) or memory fails.
curlget_request *curlget_request_new(const char *url, uint64_t max_body_bytes, int64_t idle_timeout_ms,
                                     int64_t deadline_ms);
/// Adds a header line, "Name: value", to send. 0 on success; -1 when the line holds a control
/// character (CR, LF, NUL…), which could end the header early, or memory fails.
int curlget_request_add_header(curlget_request *request, const char *line);
/// Sends the request with one of `pool`'s handles and blocks until it ends. Once per request;
/// a second call fails.
curlget_outcome curlget_request_perform(curlget_pool *pool, curlget_request *request);
/// Stops the request: one that is performing ends as CURLGET_CANCELLED at once, one not yet
/// performed does when it is. Thread-safe, callable from any thread until the request is freed.
void curlget_request_cancel(curlget_request *request);

/// The final answer's HTTP status (after redirects); 0 before an answer.
long curlget_request_status(const curlget_request *request);
/// The final answer's ETag and Retry-After header values, NULL when absent (or holding a control
/// character); owned by the request.
const char *curlget_request_etag(const curlget_request *request);
const char *curlget_request_retry_after(const curlget_request *request);
/// What went wrong, in libcurl's words with its error code, for any outcome but an answer;
/// empty otherwise. Owned by the request.
const char *curlget_request_message(const curlget_request *request);
/// The body, handed to the caller, who frees it with free(); its length in `length`. NULL (and
/// 0) when the body is empty or was already taken.
uint8_t *curlget_request_take_body(curlget_request *request, size_t *length);
/// Frees the request and anything not taken from it. It must not be performing.
void curlget_request_free(curlget_request *request);

#endif
