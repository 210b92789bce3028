#if DEBUG
import Foundation
import PokeTables

extension AtomicFile {
    static let failpoint = Failpoint(ProcessInfo.processInfo.environment[failpointVariable])
}

/// The `POKELOCALIZATION_FAILPOINT` test hook: fails one chosen write between write and rename.
final class Failpoint: Sendable {
    private let failingWrite: Int?
    /// The writes so far.
    private let writes = PThreadMutex(0)

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
        let write = writes.withLock { writes in
            writes += 1
            return writes
        }
        guard write == failingWrite else { return }
        throw AtomicFile.WriteError(
            path: target.path,
            reason: "the failpoint before-rename stopped it after "
                + "\(temporary.lastPathComponent) was written (\(AtomicFile.failpointVariable) is set)")
    }
}
#endif

#if DEBUG
extension AtomicFile {
    static let stagingFailpoint = StagingFailpoint(ProcessInfo.processInfo.environment[failpointVariable])
}

/// The `POKELOCALIZATION_FAILPOINT` hook of ``StagedWrite``, for tests that kill a process at a
/// known moment: `wait-after-staging` stops a commit once every file is staged and before the
/// first rename, `wait-after-rename@N` right after its Nth rename. There the process says so on
/// standard error (`failpoint wait-after-staging reached: 3 files staged`) and waits to be killed,
/// for a minute at most, then exits with status 75.
struct StagingFailpoint: Sendable {
    enum Point: Equatable, Sendable {
        case afterStaging
        case afterRename(Int)
    }

    let point: Point?
    private let setting: String

    init(_ setting: String?) {
        self.setting = setting ?? ""
        if setting == "wait-after-staging" {
            point = .afterStaging
        } else if let setting, setting.hasPrefix("wait-after-rename@"), let count = Int(setting.dropFirst(18)), count >= 1 {
            point = .afterRename(count)
        } else {
            point = nil
        }
    }

    func reached(_ here: Point, staged: Int) {
        guard let point, here == point else { return }
        FileHandle.standardError.write(Data("failpoint \(setting) reached: \(staged) \(staged == 1 ? "file" : "files") staged\n".utf8))
        for _ in 0..<600 { usleep(100_000) }
        exit(75)
    }
}
#endif
