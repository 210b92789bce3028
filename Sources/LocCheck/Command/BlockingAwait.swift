import Foundation

/// Runs async work from loccheck's synchronous command line and waits for it.
///
/// The calling thread blocks on a semaphore while the work runs on the cooperative pool; fine in
/// a command-line tool's main thread, never in an app's.
func blockingAwait<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<Value, any Error>!
    Task {
        do { result = .success(try await work()) } catch { result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try result.get()
}
