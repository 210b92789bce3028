#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that only one thread at a time may touch, behind a pthread mutex.
///
/// Shared by the package's modules (`package` access), so none needs its own copy.
///
/// Used instead of the standard library's `Synchronization.Mutex`: on Linux that Mutex waits with
/// raw futex system calls, which ThreadSanitizer cannot see, so it reports every access under
/// the lock as a race (checked with Swift 6.3.1 on a ten-line program) and
/// `swift test --sanitize=thread` could not check the modules that used it. pthread mutexes are understood
/// by ThreadSanitizer and cost about the same uncontended.
///
/// `@unchecked Sendable`: `value` is only reached inside `withLock`, under the mutex.
package final class PThreadMutex<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A mutex guarding `value`.
    package init(_ value: Value) {
        // A pthread mutex must not move, so it lives in its own allocation.
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with error \(status); the system is out of resources.")
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
