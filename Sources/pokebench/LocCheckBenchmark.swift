import Foundation
import PokeTables

/// `loccheck` as CI runs it: a whole process, from start to exit code, on the package's own
/// tables and on a synthetic set of 8 locales × 8,000 species.
///
/// The synthetic set carries its own `snapshot/` (8,000 species) and is checked with
/// `--snapshot tables`, so every name goes through the same checks as the real tables (keys,
/// values, script, duplicate names, English copies), not only the key comparison.
func runLocCheckBenchmark() {
    print("== loccheck, whole process (median of 15 runs; a release build of loccheck) ==")
    guard let loccheck = PackagePlaces.tool("loccheck", indent: "  ") else { return }
    let resources = PackagePlaces.resources
    let synthetic = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-bench-\(ProcessInfo.processInfo.processIdentifier)")
    let unfingerprinted = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-bench-keys-\(ProcessInfo.processInfo.processIdentifier)")
    defer {
        try? FileManager.default.removeItem(at: synthetic)
        try? FileManager.default.removeItem(at: unfingerprinted)
    }
    do {
        try SyntheticTables.write(locales: 8, species: 8000, to: synthetic)
        try copyWithoutSearchKeyFingerprints(resources, to: unfingerprinted)
        let locales = (try? FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent("species").path))?
            .filter { $0.hasSuffix(".txt") }.count ?? 0
        let runs: [(name: String, arguments: [String])] = [
            ("package tables (\(locales) locales × \(TableKind.allCases.filter { !$0.isDerived }.map(\.rawValue).joined(separator: ", ")); corrections, Han variants, pinned second sources)",
             ["--tables", resources.path]),
            ("the same without the search keys' fingerprints (every non-Latin name romanized through ICU again)",
             ["--tables", unfingerprinted.path]),
            ("synthetic 8 locales × 8,000 keys", ["--tables", synthetic.path, "--snapshot", "tables"]),
        ]
        // CPU time as well as wall time: on a shared machine the wall time includes waiting for a core.
        var cpu = Array(repeating: [Double](), count: runs.count)
        let operations = runs.enumerated().map { slot, run in
            TimedOperation(name: run.name, iterations: 1) { _ in
                let before = childCPUNanoseconds()
                let status = try runToExit(loccheck, run.arguments)
                cpu[slot].append(childCPUNanoseconds() - before)
                return status
            }
        }
        for (slot, measurement) in try measure(operations, rounds: 15).enumerated() {
            print("  \(measurement.name): \(formatted(measurement.nanosecondsPerOperation / 1e6)) ms per run "
                + "(rounds \(formatted(measurement.range.lowerBound / 1e6))–\(formatted(measurement.range.upperBound / 1e6))); "
                + "CPU \(formatted(median(cpu[slot]) / 1e6)) ms (user + system)")
        }
        print("  targets: package tables under 50 ms, 8 × 8,000 under 300 ms; i18n-tasks publishes 5.65 s for 8,000 keys × 8 locales")
    } catch {
        print("loccheck benchmark failed: \(error)")
    }
}

/// A copy of the tables whose `searchkeys/` files lack their `fingerprint:` line, so loccheck
/// checks every key against the romanizer as it did before the fingerprint. The config's pinned
/// second sources point where the original's do, so both runs do the same other work.
private func copyWithoutSearchKeyFingerprints(_ resources: URL, to copy: URL) throws {
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: resources, to: copy)
    let config = copy.appendingPathComponent("loccheck-config.txt")
    if let text = try? String(contentsOf: config, encoding: .utf8) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("compare "), let separator = line.range(of: " = ") else { return String(line) }
            let path = String(line[separator.upperBound...])
            return line[..<separator.upperBound] + (path.hasPrefix("/") ? path : resources.appendingPathComponent(path).standardized.path)
        }
        try lines.joined(separator: "\n").write(to: config, atomically: true, encoding: .utf8)
    }
    let keys = copy.appendingPathComponent("searchkeys")
    for name in try FileManager.default.contentsOfDirectory(atPath: keys.path) where name.hasSuffix(".txt") {
        let file = keys.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# fingerprint: ") }
        try kept.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}

/// User plus system time of every child process that has exited, in nanoseconds.
func childCPUNanoseconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(truncatingIfNeeded: RUSAGE_CHILDREN.rawValue), &usage)  // Glibc imports the enum, not an Int32
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let microseconds = (Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec)) * 1_000_000
        + Int(usage.ru_utime.tv_usec) + Int(usage.ru_stime.tv_usec)
    return Double(microseconds) * 1000
}

/// Runs a command to its exit, output discarded; throws unless it exits 0.
///
/// With posix_spawn and waitpid rather than Foundation's Process, whose waitUntilExit polls its
/// run loop every 50 ms on Linux and so rounds every run up to a multiple of 50 ms.
func runToExit(_ executable: URL, _ arguments: [String]) throws -> Int {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw BenchmarkFailure(description: "could not start \(executable.path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // Exited normally with code 0: the low 7 bits (the signal) and the exit code byte are zero.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        throw BenchmarkFailure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with status \(status); it should succeed here")
    }
    return 0
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// Clean species tables in several scripts, with a snapshot listing their keys (and a config
/// that turns off the finding that the other tables are missing).
enum SyntheticTables {
    /// One alphabet per locale: Latin ones for en, de, fr, es, it; then ko, ja, ru in their scripts.
    /// No two share a syllable, so no name equals its English one (that would be an untranslated copy).
    static let alphabets: [(locale: String, letters: [String])] = [
        ("en", syllables("bdgklmnprstvz", "aeiou")), ("de", syllables("bdfghklmnrstw", "äöü")),
        ("fr", syllables("bcdfglmnprstv", "éèê")), ("es", syllables("bcdfgjlmnprst", "áíó")),
        ("it", syllables("bcdfglmnprstv", "àìò")),
        ("ko", (0xAC00..<0xAC00 + 400).map { String(Unicode.Scalar($0)!) }),
        ("ja", (0x30A2...0x30F3).map { String(Unicode.Scalar($0)!) }),
        ("ru", (0x430...0x44F).map { String(Unicode.Scalar($0)!) }),
    ]

    static func syllables(_ consonants: String, _ vowels: String) -> [String] {
        consonants.flatMap { consonant in vowels.map { "\(consonant)\($0)" } }
    }

    /// A distinct name for every index: the index written in base `letters.count`, three digits.
    static func name(_ index: Int, _ letters: [String]) -> String {
        let base = letters.count
        let word = letters[index / (base * base) % base] + letters[index / base % base] + letters[index % base]
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    static func write(locales: Int, species: Int, to directory: URL) throws {
        let records = (1...species).map { Snapshot.Record(id: $0, slug: "species-\($0)") }
        let snapshot = Snapshot(species: records, types: [Snapshot.Record(id: 1, slug: "normal")], pokemon: [],
                                source: "synthetic", taken: "2026-01-01")
        var files = snapshot.renderedFiles()
        // Species tables only: the other tables' absence is not what this measures (and would
        // fail the run), so the set's config turns that finding off.
        files.append(("loccheck-config.txt", "# Only species tables: the synthetic set measures the checks of names.\nmissing-table = off\n"))
        for (locale, letters) in alphabets.prefix(locales) {
            let entries = records.indices.map { (key: records[$0].slug, value: name($0, letters)) }
            files.append(("species/\(locale).txt", TableText.render(comments: ["Synthetic names in \(locale)."], entries: entries)))
        }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
