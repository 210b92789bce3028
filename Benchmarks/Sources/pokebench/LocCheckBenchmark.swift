import Foundation
import PokeTables

/// `loccheck` as CI runs it, whole processes, against Mozilla's compare-locales on the same
/// content (``CompareLocalesMirror``): the package's own tables and synthetic sets of 8 locales
/// × 1,000, 8,000 and 64,000 species, then the cases that used to be pathological (unknown keys,
/// PO continuation lines) as ratios to their clean counterparts, measured in the same rounds.
///
/// Each synthetic set carries its own `snapshot/` and is checked with `--snapshot tables`, so every
/// name goes through the same checks as the real tables (keys, values, script, duplicate names,
/// English copies), not only the key comparison. Times are each process's own CPU (user +
/// system, from `wait4`), so a busy machine's waiting for a core is not counted; peak memory is
/// its largest resident set.
func runLocCheckBenchmark() {
    print("== loccheck against compare-locales, whole processes (interleaved rounds; medians of each process's CPU time) ==")
    guard let loccheck = PackagePlaces.tool("loccheck", indent: "  ") else { return }
    let peer = executableOnPath("compare-locales")
    if peer == nil {
        print("  compare-locales: skipped, not on PATH (`python3 -m pip install compare-locales`; .ci/run installs it)")
    }
    let resources = PackagePlaces.resources
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
        let unfingerprinted = work.appendingPathComponent("tables-without-fingerprints")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try copyWithoutSearchKeyFingerprints(resources, to: unfingerprinted)
        var sets: [(name: String, tables: URL, arguments: [String], rounds: Int)] = [
            (
                "package tables (\(TableKind.allCases.count) kinds, \(entryCount(resources)) entries)", resources,
                ["--tables", resources.path, "--no-cache"], 15
            )
        ]
        for (keys, rounds) in SyntheticTables.sizes {
            let directory = work.appendingPathComponent("synthetic-\(keys)")
            try SyntheticTables.write(locales: 8, species: keys, to: directory)
            sets.append(
                (
                    "synthetic 8 locales × \(keys.formatted()) keys", directory,
                    ["--tables", directory.path, "--snapshot", "tables", "--no-cache"], rounds
                ))
        }
        print("  content                                   loccheck   compare-locales   ratio   peak memory (loccheck / compare-locales)")
        for set in sets {
            var operations = [("loccheck", loccheck, set.arguments)]
            if let peer {
                let mirror = try CompareLocalesMirror.write(set.tables, to: work.appendingPathComponent("mirror"))
                operations.append(("compare-locales", peer, mirror))
            }
            let costs = try interleaved(operations.map { ($0.1, $0.2) }, rounds: set.rounds)
            let ours = costs[0]
            let theirs = costs.count > 1 ? costs[1] : nil
            let ratio = theirs.map { "\(formatted(median($0.map(\.cpuNanoseconds)) / median(ours.map(\.cpuNanoseconds))))×" } ?? "–"
            print(
                "  \(set.name.padding(toLength: 40, withPad: " ", startingAt: 0))  "
                    + "\(milliseconds(ours).padding(toLength: 9, withPad: " ", startingAt: 0))  "
                    + "\((theirs.map(milliseconds) ?? "skipped").padding(toLength: 16, withPad: " ", startingAt: 0))  "
                    + "\(ratio.padding(toLength: 6, withPad: " ", startingAt: 0))  "
                    + "\(megabytes(ours)) / \(theirs.map(megabytes) ?? "–")")
        }
        print("  targets: every ratio ≥ 10×; the package tables under 50 ms on a quiet machine")

        // Unknown keys against the clean set of the same size, and the same tables without the
        // search keys' fingerprints (every non-Latin name romanized through ICU again).
        let clean = work.appendingPathComponent("synthetic-\(SyntheticTables.misspeltSize)")
        let unknown = work.appendingPathComponent("unknown-\(SyntheticTables.misspeltSize)")
        try SyntheticTables.writeMisspelt(to: unknown)
        let pairs = try interleaved(
            [
                (loccheck, ["--no-cache", "--tables", clean.path, "--snapshot", "tables"]),
                (loccheck, ["--no-cache", "--tables", unknown.path, "--snapshot", "tables"]),
                (loccheck, ["--no-cache", "--tables", resources.path]),
                (loccheck, ["--no-cache", "--tables", unfingerprinted.path]),
            ], rounds: 7)
        let cpu = pairs.map { median($0.map(\.cpuNanoseconds)) }
        print(
            "  8 × 8,000 keys, every one misspelt (each gets its suggestion): \(formatted(cpu[1] / 1e6)) ms, "
                + "\(formatted(cpu[1] / cpu[0]))× the clean set (target ≤ 3×)")
        print(
            "  package tables without the search keys' fingerprints: \(formatted(cpu[3] / 1e6)) ms, "
                + "\(formatted(cpu[3] / cpu[2]))× with them")
        // What a user waits for the package check: loccheck spreads the rules over the cores, so
        // this is less than its CPU time on a machine with more than one core free.
        let wall = try (0..<15).map { _ in try runForCPU(loccheck, ["--no-cache", "--tables", resources.path]) }
        print(
            "  package tables, wall clock (\(ProcessInfo.processInfo.activeProcessorCount) cores, median of 15 without GNU time): "
                + "\(formatted(median(wall.map(\.wallNanoseconds)) / 1e6)) ms for \(formatted(median(wall.map(\.cpuNanoseconds)) / 1e6)) ms CPU (target ≤ 50 ms)"
        )
        try reportCheckCache(loccheck, resources: resources, work: work)
        let million = work.appendingPathComponent("unknown-million")
        try SyntheticTables.write(locales: 8, species: 125_000, to: million, keys: SyntheticTables.misspelled, snapshotSpecies: 1025)
        let once = try runMeasured(loccheck, ["--tables", million.path, "--snapshot", "tables", "--no-cache"])
        print(
            "  1,000,000 lines of unknown keys (8 files × 125,000, against 1,025 slugs): \(formatted(once.cpuNanoseconds / 1e9)) s CPU (target < 30 s)"
        )
    } catch {
        print("loccheck benchmark failed: \(error)")
    }
}

/// The package check with its cache: the first run over an empty cache (which keeps its
/// output), a run over unchanged files (which reuses it) and a run with `--no-cache`, in
/// interleaved rounds, beside `cat` of the same files, the time to read them at all.
private func reportCheckCache(_ loccheck: URL, resources: URL, work: URL) throws {
    let cache = work.appendingPathComponent("check-cache")
    let arguments = ["--tables", resources.path]
    var (first, unchanged, uncached) = ([Double](), [Double](), [Double]())
    setenv("LOCCHECK_CACHE_DIR", cache.path, 1)
    defer { unsetenv("LOCCHECK_CACHE_DIR") }
    for _ in 0..<15 {
        try? FileManager.default.removeItem(at: cache)
        first.append(try runForCPU(loccheck, arguments).wallNanoseconds)
        unchanged.append(try runForCPU(loccheck, arguments).wallNanoseconds)
        uncached.append(try runForCPU(loccheck, arguments + ["--no-cache"]).wallNanoseconds)
    }
    // What the check reads: every file of the tables directory but its snapshot/ (the bundled
    // lists are checked against), as loccheck reads them.
    let files = (FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
        .filter { $0.pathExtension == "txt" && !$0.path.contains("/snapshot/") }.map(\.path)
    let cat = try (0..<15).map { _ in try runForCPU(URL(fileURLWithPath: "/bin/cat"), files).wallNanoseconds }
    let (firstRun, reused, plain, floor) = (median(first), median(unchanged), median(uncached), median(cat))
    print(
        "  package tables with the check cache, wall clock (median of 15 interleaved rounds): --no-cache \(formatted(plain / 1e6)) ms; "
            + "first run, empty cache \(formatted(firstRun / 1e6)) ms (\(String(format: "%.2f", firstRun / plain))× --no-cache, target ≤ 1×); "
            + "nothing changed \(formatted(reused / 1e6)) ms (target ≤ 50 ms); cat of its \(files.count) files \(formatted(floor / 1e6)) ms (the floor)"
    )
}

/// The synthetic sets the benchmark checks, clean and misspelt, written under `path` to profile
/// loccheck on them outside the benchmark.
func writeLocCheckSets(to path: String) {
    let directory = URL(fileURLWithPath: path)
    do {
        for (size, _) in SyntheticTables.sizes {
            try SyntheticTables.write(locales: 8, species: size, to: directory.appendingPathComponent("clean-\(size)"))
        }
        try SyntheticTables.writeMisspelt(to: directory.appendingPathComponent("unknown-\(SyntheticTables.misspeltSize)"))
        let names = SyntheticTables.sizes.map { "clean-\($0.keys)" } + ["unknown-\(SyntheticTables.misspeltSize)"]
        print("wrote \(names.map { "\(directory.path)/\($0)" }.joined(separator: ", "))")
    } catch {
        print("could not write the sets: \(error)")
    }
}

/// Runs each command once per round, in turn, after one untimed warm-up round; returns every
/// round's cost of each. A command may fail (compare-locales exits 1 on missing entries): the
/// time to its answer is what counts.
private func interleaved(_ commands: [(URL, [String])], rounds: Int) throws -> [[ChildCost]] {
    for (executable, arguments) in commands { _ = try runMeasured(executable, arguments) }
    var costs = Array(repeating: [ChildCost](), count: commands.count)
    for _ in 0..<rounds {
        for (slot, command) in commands.enumerated() { costs[slot].append(try runMeasured(command.0, command.1)) }
    }
    return costs
}

private func milliseconds(_ costs: [ChildCost]) -> String { "\(formatted(median(costs.map(\.cpuNanoseconds)) / 1e6)) ms" }
private func megabytes(_ costs: [ChildCost]) -> String { "\(formatted((costs.map(\.peakBytes).max() ?? 0) / 1_048_576)) MB" }

/// The entries of every table under `tables`, the snapshot left out.
private func entryCount(_ tables: URL) -> Int {
    let manager = FileManager.default
    var count = 0
    for kind in (try? manager.contentsOfDirectory(atPath: tables.path)) ?? [] where kind != "snapshot" {
        for name in (try? manager.contentsOfDirectory(atPath: tables.appendingPathComponent(kind).path)) ?? [] where name.hasSuffix(".txt")
        {
            let data = (try? Data(contentsOf: tables.appendingPathComponent("\(kind)/\(name)"))) ?? Data()
            count += TableFile(bytes: [UInt8](data)).entries.count
        }
    }
    return count
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

    /// A distinct name for every index: the index written in base `letters.count`, three digits
    /// (four past base³).
    static func name(_ index: Int, _ letters: [String]) -> String {
        let base = letters.count
        var word = letters[index / (base * base) % base] + letters[index / base % base] + letters[index % base]
        // A fourth syllable past base³, so large sets in small alphabets (Cyrillic) stay distinct.
        if index >= base * base * base { word = letters[index / (base * base * base) % base] + word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The slug of the species at an index, as the snapshot lists it.
    static func slug(_ index: Int) -> String { "species-\(index + 1)" }

    /// The slug misspelt, one edit away (`spesies-12`): a key loccheck must find a suggestion for.
    static func misspelled(_ index: Int) -> String { "spesies-\(index + 1)" }

    /// The sizes of the clean sets (keys a locale), each with the rounds the benchmark times it:
    /// fewer for the larger ones, whose compare-locales run takes seconds.
    static let sizes: [(keys: Int, rounds: Int)] = [(1000, 15), (misspeltSize, 9), (64000, 3)]

    /// The keys of each locale of the misspelt set, which the benchmark compares with the clean
    /// set of the same size (one of its sizes).
    static let misspeltSize = 8000

    /// The misspelt set: 8 locales × ``misspeltSize`` keys, every one misspelt.
    static func writeMisspelt(to directory: URL) throws {
        try write(locales: 8, species: misspeltSize, to: directory, keys: misspelled)
    }

    /// Writes `locales` tables of `species` entries keyed by `keys` (the slugs themselves by
    /// default), with a snapshot of `snapshotSpecies` species (as many as the tables by default).
    static func write(
        locales: Int, species: Int, to directory: URL, keys: (Int) -> String = slug,
        snapshotSpecies: Int? = nil
    ) throws {
        let records = (0..<(snapshotSpecies ?? species)).map { Snapshot.Record(id: $0 + 1, slug: slug($0)) }
        let snapshot = Snapshot(
            species: records, types: [Snapshot.Record(id: 1, slug: "normal")], pokemon: [],
            source: "synthetic", taken: "2026-01-01")
        var files = snapshot.renderedFiles()
        // Species tables only: the other tables' absence is not what this measures (and would
        // fail the run), so the set's config turns that finding off.
        files.append(
            ("loccheck-config.txt", "# Only species tables: the synthetic set measures the checks of names.\nmissing-table = off\n"))
        for (locale, letters) in alphabets.prefix(locales) {
            let entries = (0..<species).map { (key: keys($0), value: name($0, letters)) }
            files.append(("species/\(locale).txt", TableText.render(comments: ["Synthetic names in \(locale)."], entries: entries)))
        }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
