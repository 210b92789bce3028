#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a lookup keeps an unknown slug stored out of line that it answers with, so the answer's
/// ``StringWords`` stay valid after the lookup returns: one string per thread, kept until the
/// thread's next such answer or its end.
///
/// Only strings Swift stores out of line need it (an inline string's words hold its bytes; a
/// short string can still be out of line, for example after `reserveCapacity`). The inlined
/// lookup copies the name from the words before it returns, and Swift keeps that copy's own
/// reference unless nothing can run between the copy and its last use; a later lookup on the same
/// thread, which would replace the slot, is such a thing.
///
/// The cost: each thread that ever answered with such a slug keeps the last one alive. Slugs are
/// short, so that is a few bytes per thread; a caller that looks up a huge string keeps it until
/// its thread's next unknown slug stored out of line (or the thread's end).
enum EchoSlot {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { EchoSlot.free($0) }
        #else
        let status = pthread_key_create(&key) { $0.map(EchoSlot.free) }
        #endif
        precondition(status == 0, "pthread_key_create failed with error \(status); the process has run out of thread-local keys.")
        return key
    }()

    /// Frees a thread's slot when the thread ends.
    private static func free(_ raw: UnsafeMutableRawPointer) {
        let slot = raw.assumingMemoryBound(to: String.self)
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// Keeps `string` in this thread's slot, in place of the one before, and returns its words.
    /// - Complexity: O(1); allocates the slot once per thread.
    static func hold(_ string: String) -> StringWords {
        if let raw = pthread_getspecific(key) {
            let slot = raw.assumingMemoryBound(to: String.self)
            slot.pointee = string
            return StringWords(at: slot)
        }
        let slot = UnsafeMutablePointer<String>.allocate(capacity: 1)
        slot.initialize(to: string)
        let status = pthread_setspecific(key, slot)
        precondition(status == 0, "pthread_setspecific failed with error \(status); the system is out of memory.")
        return StringWords(at: slot)
    }
}
