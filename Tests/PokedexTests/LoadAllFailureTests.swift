import Foundation
import Pokedex
import Synchronization
import Testing

/// `loadAll` throws the failure of the earliest input that fails, whatever order the loads end
/// in, so a listing with two bad pages names the first of them on every run. No server: the loads
/// are closures that wait for each other, so the order they end in is set by the test.
@Suite struct LoadAllFailureTests {
    enum LoadFailure: Error, Equatable {
        case failed(Int)
        case cancelled(Int)
    }

    /// The inputs whose loads were started, and those whose loads saw a cancel.
    final class Log: Sendable {
        let started = Mutex<Set<Int>>([])
        let cancelled = Mutex<Set<Int>>([])
    }

    func client(width: Int) -> PokedexClient {
        PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: URL(string: "http://127.0.0.1:9/api/v2/")!, maxConcurrentRequests: width))
    }

    @Test func aLaterInputThatFailsFirstGivesWayToAnEarlierOneThatFails() async throws {
        let (failedFirst, signal) = AsyncStream.makeStream(of: Void.self)
        let log = Log()
        let thrown = await #expect(throws: LoadFailure.self) {
            try await client(width: 2).loadAll([0, 1, 2, 3]) { (input) throws(LoadFailure) -> Int in
                log.started.withLock { _ = $0.insert(input) }
                switch input {
                case 0:
                    // Fails well after input 1 has failed, so its failure ends last: the pause
                    // only gives the other failure time to be seen.
                    for await _ in failedFirst { break }
                    try? await Task.sleep(for: .milliseconds(200))
                    throw .failed(0)
                case 1:
                    signal.yield()
                    throw .failed(1)
                default:
                    return input
                }
            }
        }
        #expect(thrown == .failed(0))
        #expect(log.started.withLock { $0 } == [0, 1], "an input after a failure was started")
    }

    @Test func loadsBeforeAFailureRunToTheirEndAndLoadsAfterItAreCancelled() async throws {
        let (failedFirst, signal) = AsyncStream.makeStream(of: Void.self)
        let log = Log()
        let thrown = await #expect(throws: LoadFailure.self) {
            try await client(width: 3).loadAll([0, 1, 2, 3, 4]) { (input) throws(LoadFailure) -> Int in
                log.started.withLock { _ = $0.insert(input) }
                switch input {
                case 0:
                    // Still running well after input 1 has failed: the pause only gives the
                    // failure time to be seen, and a cancel would end it early.
                    for await _ in failedFirst { break }
                    do { try await Task.sleep(for: .seconds(1)) } catch {
                        log.cancelled.withLock { _ = $0.insert(0) }
                        throw .cancelled(0)
                    }
                    return 0
                case 1:
                    signal.yield()
                    throw .failed(1)
                case 2:
                    // Waits until cancelled; ten minutes is only the bound that turns a load
                    // that is never cancelled into a failure instead of a hang. With two busy
                    // loops beside the whole suite, a minute ran out before the cancel came.
                    do { try await Task.sleep(for: .seconds(600)) } catch {
                        log.cancelled.withLock { _ = $0.insert(2) }
                        throw .cancelled(2)
                    }
                    return 2
                default:
                    return input
                }
            }
        }
        #expect(thrown == .failed(1))
        #expect(log.started.withLock { $0 } == [0, 1, 2], "an input after a failure was started")
        #expect(log.cancelled.withLock { $0 } == [2], "input 0 was cancelled, or input 2 was not")
    }
}
