import Foundation

/// What one whole child process cost: its own CPU time (from `wait4`, whatever else the machine
/// ran meanwhile; GNU time's own start, below a millisecond, is in it) and its peak resident memory.
///
/// The peak comes from GNU time (`/usr/bin/time -f %M`), which forks the command from its own
/// small process: a process posix_spawn starts shares pokebench's memory until it execs, and
/// Linux carries that high-water mark over the exec, so `wait4`'s own figure would never read
/// below pokebench's size. Without GNU time the peak is not measured (0).
struct ChildCost {
    /// The exit status (0 for success).
    let status: Int32
    /// User plus system CPU time, in nanoseconds.
    let cpuNanoseconds: Double
    /// The largest resident set, in bytes.
    let peakBytes: Double
    /// From the spawn to the exit, on the wall clock, in nanoseconds: what a user waits, every
    /// core the process used counted once (and GNU time's own start, when it measured the peak).
    let wallNanoseconds: Double
}

/// Runs a command to its exit, output discarded, and returns what it cost, its peak memory
/// through GNU time (``ChildCost``).
func runMeasured(_ executable: URL, _ arguments: [String]) throws -> ChildCost {
    try spawnAndWait(executable, arguments, measuringPeak: true)
}

/// Runs a command to its exit, output discarded, and returns its cost, the peak measured only
/// when `measuringPeak` (GNU time's own start is then in the command's time, so a wall-time
/// measurement of start-up leaves it off).
///
/// With posix_spawn and wait4 rather than Foundation's Process, whose waitUntilExit polls its
/// run loop every 50 ms on Linux and so rounds every run up to a multiple of 50 ms.
private func spawnAndWait(_ executable: URL, _ arguments: [String], measuringPeak: Bool) throws -> ChildCost {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let time = URL(fileURLWithPath: "/usr/bin/time")
    let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("pokebench-peak-\(getpid())")
    let timed = measuringPeak && FileManager.default.isExecutableFile(atPath: time.path)
    let command = timed ? [time.path, "-f", "%M", "-o", peakFile.path, executable.path] + arguments : [executable.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let started = ContinuousClock.now
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw BenchmarkFailure(description: "could not start \(executable.path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let wall = started.duration(to: .now)
    let microseconds =
        (Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec)) * 1_000_000
        + Int(usage.ru_utime.tv_usec) + Int(usage.ru_stime.tv_usec)
    // Exited normally: the low 7 bits (the signal) are zero; the exit code is the next byte.
    let code: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    // GNU time writes the command's peak in kilobytes (a line "Command exited with non-zero
    // status N" comes first when it fails).
    let peak = timed ? (try? String(contentsOf: peakFile, encoding: .utf8))?.split(separator: "\n").last.flatMap { Double($0) } ?? 0 : 0
    try? FileManager.default.removeItem(at: peakFile)
    return ChildCost(status: code, cpuNanoseconds: Double(microseconds) * 1000, peakBytes: peak * 1024, wallNanoseconds: wall.nanoseconds)
}

/// Runs a command to its exit, output discarded, straight (no GNU time, so its CPU time is its
/// own alone) and returns its cost, the peak left unmeasured (0); throws unless it exits 0.
func runForCPU(_ executable: URL, _ arguments: [String]) throws -> ChildCost {
    let cost = try spawnAndWait(executable, arguments, measuringPeak: false)
    guard cost.status == 0 else {
        throw BenchmarkFailure(
            description: "\(executable.path) \(arguments.joined(separator: " ")) exited with \(cost.status); it should succeed here")
    }
    return cost
}

/// Runs a command to its exit, output discarded, straight (no GNU time: callers time its wall
/// clock); throws unless it exits 0.
@discardableResult
func runToExit(_ executable: URL, _ arguments: [String]) throws -> Int {
    let cost = try spawnAndWait(executable, arguments, measuringPeak: false)
    guard cost.status == 0 else {
        throw BenchmarkFailure(
            description:
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(cost.status); it should succeed here")
    }
    return 0
}

/// User plus system time of every child process that has exited, in nanoseconds.
func childCPUNanoseconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(truncatingIfNeeded: RUSAGE_CHILDREN.rawValue), &usage)  // Glibc imports the enum, not an Int32
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let microseconds =
        (Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec)) * 1_000_000
        + Int(usage.ru_utime.tv_usec) + Int(usage.ru_stime.tv_usec)
    return Double(microseconds) * 1000
}

/// An executable on `PATH`, such as `compare-locales`; nil when there is none.
func executableOnPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}
