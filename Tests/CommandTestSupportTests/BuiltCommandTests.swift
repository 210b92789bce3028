import CommandTestSupport
import Foundation
import Testing

/// The runner every CLI test uses: whatever a child writes, and in whatever order, it is read whole.
///
/// The time limits only turn a runner that waits forever into a failure instead of a hang. They
/// are far above what a test takes alone (well under a second): with two busy loops beside the
/// whole `swift test`, 1-minute limits failed both tests, which had blocked on nothing.
@Suite struct BuiltCommandTests {
    let shell = BuiltCommand(executable: URL(fileURLWithPath: "/bin/sh"))

    /// A pipe holds 64 KB on Linux: reading standard output to its end first would wait forever
    /// for a child blocked writing its first megabyte to standard error.
    @Test(.timeLimit(.minutes(10)))
    func aMegabyteOnStandardErrorBeforeStandardOutputIsReadWhole() throws {
        let run = try shell.run(["-c", "head -c 1048576 /dev/zero | tr '\\0' e >&2; head -c 1048576 /dev/zero | tr '\\0' o; exit 3"])
        #expect(run.status == 3)
        #expect(run.stderr.utf8.count == 1_048_576 && run.stderr.utf8.allSatisfy { $0 == UInt8(ascii: "e") })
        #expect(run.stdout.utf8.count == 1_048_576 && run.stdout.utf8.allSatisfy { $0 == UInt8(ascii: "o") })
    }

    @Test(.timeLimit(.minutes(10)))
    func bothStreamsInterleavedAreReadWhole() throws {
        let script = "i=0; while [ $i -lt 2000 ]; do echo out$i; echo err$i >&2; i=$((i+1)); done"
        let run = try shell.run(["-c", script])
        #expect(run.status == 0)
        #expect(run.stdout == (0..<2000).map { "out\($0)\n" }.joined())
        #expect(run.stderr == (0..<2000).map { "err\($0)\n" }.joined())
    }
}
