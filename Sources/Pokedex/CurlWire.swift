#if canImport(FoundationNetworking)
internal import CurlGet
import Foundation

/// GETs through libcurl, called directly (Linux, where URLSession is FoundationNetworking's).
///
/// FoundationNetworking, itself built on libcurl, can't stop a body at a limit: its delegate
/// gets the pieces through a queue libcurl fills without waiting, and a cancel waits its turn on
/// a work queue that the same endless socket keeps busy; a body that never ended once filled
/// 1.8 GB in the two minutes before the cancel got through. Here the limit, the deadline, the
/// timeout between bytes and the cancel act inside libcurl's own loop (see CurlGet.h), so a
/// body is refused at the first piece past the limit, and libcurl reads no further.
///
/// Each request blocks a thread of its own, never one of Swift's cooperative pool, for as long
/// as it is on the wire; `RequestSlots` bounds how many there are at once.
final class CurlWire: HTTPWire {
    private let handles: CurlHandlePool
    /// The timeout between bytes and the deadline, as CurlGet takes them.
    private let timeoutMilliseconds: Int64
    private let deadlineMilliseconds: Int64

    init(timeout: TimeInterval, deadline: TimeInterval, connections: Int) {
        handles = CurlHandlePool(capacity: connections)
        timeoutMilliseconds = Self.milliseconds(timeout)
        deadlineMilliseconds = Self.milliseconds(deadline)
    }

    func send(_ request: WireRequest) async throws(WireFailure) -> HTTPAnswer {
        let get = try CurlRequest(request, timeout: timeoutMilliseconds, deadline: deadlineMilliseconds)
        let handles = handles
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPAnswer, WireFailure>, Never>) in
                Thread { continuation.resume(returning: get.perform(with: handles)) }.start()
            }
        } onCancel: {
            get.cancel()
        }
        return try outcome.get()
    }

    /// `seconds` as whole milliseconds for CurlGet, rounded up so no limit ends early: at least
    /// 1 (0 or less, or NaN, ends at once), and 0, CurlGet's "none", for infinity or anything
    /// past the longest wait.
    static func milliseconds(_ seconds: TimeInterval) -> Int64 {
        if seconds >= RetryPolicy.longestWait { return 0 }
        guard seconds > 0 else { return 1 }
        return max(1, Int64((seconds * 1000).rounded(.up)))  // at most about 1.8e13, well inside Int64
    }
}

/// libcurl's handles, with their open connections, kept between requests (a `curlget_pool`).
///
/// `@unchecked Sendable`: the pointer never changes, and the pool it points to is thread-safe
/// (its own mutex); it is freed only in `deinit`, once no request holds this owner, and each
/// `CurlRequest` holds it while it performs.
final class CurlHandlePool: @unchecked Sendable {
    fileprivate let pool: OpaquePointer?

    /// A pool keeping at most `capacity` idle handles; requests fail when libcurl can't start.
    init(capacity: Int) {
        pool = curlget_pool_new(Int32(clamping: capacity))
    }

    deinit {
        curlget_pool_free(pool)
    }

    /// Why libcurl can't be used (it could not be loaded or started, with how to fix that), or
    /// `otherwise` when it can and something else failed.
    static func unavailable(otherwise: String) -> WireFailure {
        curlget_unavailable_reason().map { .unavailable(String(cString: $0)) } ?? .other(otherwise)
    }
}

/// One GET through CurlGet (a `curlget_request`), performed once.
///
/// `@unchecked Sendable`: the pointer never changes; `perform(with:)` runs once, on the one
/// thread that reads the results (inside it), and the only call from elsewhere is `cancel()`,
/// which CurlGet makes thread-safe (an atomic flag and a mutex). The request is freed in
/// `deinit`, after the thread and the cancellation handler, which both hold it, let it go.
final class CurlRequest: @unchecked Sendable {
    private let request: OpaquePointer

    /// Makes the GET `request`, ending `timeout` ms without a byte and `deadline` ms after it starts (0: never).
    init(_ request: WireRequest, timeout: Int64, deadline: Int64) throws(WireFailure) {
        guard let made = curlget_request_new(request.url.absoluteString, UInt64(max(0, request.maxBytes)), timeout, deadline) else {
            throw CurlHandlePool.unavailable(otherwise: "no memory for a request")
        }
        guard curlget_request_add_header(made, "Accept: \(request.accept)") == 0 else {
            curlget_request_free(made)  // not owned yet: no deinit will free it
            throw .other("the Accept header '\(request.accept)' holds a control character")
        }
        // An ETag that can't be sent (a control character in it) is left out: the answer is then whole, not a 304.
        if let etag = request.ifNoneMatch { _ = curlget_request_add_header(made, "If-None-Match: \(etag)") }
        self.request = made
    }

    deinit {
        curlget_request_free(request)
    }

    /// Stops the request, at once if it is on the wire. From any thread.
    func cancel() {
        curlget_request_cancel(request)
    }

    /// Sends the request with one of `handles`' handles and blocks until it ends.
    func perform(with handles: CurlHandlePool) -> Result<HTTPAnswer, WireFailure> {
        withExtendedLifetime(handles) {
            guard let pool = handles.pool else {
                return .failure(CurlHandlePool.unavailable(otherwise: "libcurl could not make a pool"))
            }
            switch curlget_request_perform(pool, request) {
            case CURLGET_ANSWERED:
                var length = 0
                // The body's memory passes to the Data, which frees it.
                let body =
                    curlget_request_take_body(request, &length)
                    .map { Data(bytesNoCopy: UnsafeMutableRawPointer($0), count: length, deallocator: .free) } ?? Data()
                return .success(
                    HTTPAnswer(
                        status: curlget_request_status(request),
                        etag: curlget_request_etag(request).map { String(cString: $0) },
                        retryAfter: curlget_request_retry_after(request).map { String(cString: $0) },
                        body: body))
            case CURLGET_TOO_LARGE: return .failure(.tooLarge)
            case CURLGET_DEADLINE_PASSED: return .failure(.deadlinePassed)
            case CURLGET_TIMED_OUT: return .failure(.timedOut)
            case CURLGET_CANCELLED: return .failure(.cancelled)
            case CURLGET_TOO_MANY_REDIRECTS: return .failure(.tooManyRedirects)
            case CURLGET_CANNOT_CONNECT: return .failure(.cannotConnect)
            case CURLGET_CONNECTION_LOST: return .failure(.connectionLost)
            default: return .failure(.other(String(cString: curlget_request_message(request))))
            }
        }
    }
}
#endif
