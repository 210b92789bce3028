#if DEBUG
import Foundation

extension AtomicFile {
    static let failpoint = Failpoint(ProcessInfo.processInfo.environment[failpointVariable])
}

/// The `POKELOCALIZATION_FAILPOINT` test hook: fails one chosen write between write and rename.
///
/// `@unchecked Sendable`: `writes` is only reached under `lock`.
final class Failpoint: @unchecked Sendable {
    private let failingWrite: Int?
    private let lock = NSLock()
    private var writes = 0

    init(_ setting: String?) {
        guard let setting, setting.hasPrefix("before-rename") else {
            failingWrite = nil
            return
        }
        let count = setting.split(separator: "@").dropFirst().first.flatMap { Int($0) }
        failingWrite = max(1, count ?? 1)
    }

    func check(temporary: URL, target: URL) throws {
        guard let failingWrite else { return }
        let write = lock.withLock { writes += 1; return writes }
        guard write == failingWrite else { return }
        throw AtomicFile.WriteError(path: target.path, reason: "the failpoint before-rename stopped it after "
                                    + "\(temporary.lastPathComponent) was written (\(AtomicFile.failpointVariable) is set)")
    }
}
#endif
