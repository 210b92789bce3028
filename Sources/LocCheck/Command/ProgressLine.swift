import Foundation
import PokeTables

/// A one-line progress indicator on standard error, drawn only when it is a terminal (as the
/// command says: ``LocCheckSession/errorIsTerminal``).
///
/// Redraws in place with a carriage return, at most once per percent; finished with a new line.
/// Safe to call from any thread.
final class ProgressLine: Sendable {
    private let label: String
    private let enabled: Bool
    private let lastPercent = PThreadMutex<Int>(-1)

    init(_ label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled
    }

    func update(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        let draw = lastPercent.withLock { last in
            guard percent != last else { return false }
            last = percent
            return true
        }
        if draw { FileHandle.standardError.write(Data("\r\(label): \(done)/\(total) (\(percent)%)".utf8)) }
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
