import Foundation

/// Work started on another thread now and waited for later, so a slow start-up (compiling ICU's
/// transforms) overlaps with the rest of a check instead of adding to it.
///
/// `@unchecked Sendable`: `result` is written once, on the worker thread, before `done` is
/// signalled, and read only after `wait()` has waited for that signal, which orders the two.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a global queue.
    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { try work() }
            self.done.signal()
        }
    }

    /// The work's value, or its error; waits for it to finish. Call once.
    func wait() throws -> Value {
        done.wait()
        return try result!.get()
    }
}
