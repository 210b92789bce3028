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
    let loccheck = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("loccheck")
    guard FileManager.default.isExecutableFile(atPath: loccheck.path) else {
        print("no loccheck beside pokebench; build both with `swift build -c release`")
        return
    }
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources")
    let synthetic = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: synthetic) }
    do {
        try SyntheticTables.write(locales: 8, species: 8000, to: synthetic)
        let operations = [
            TimedOperation(name: "package tables (14 locales × species, types, ui)", iterations: 1) { _ in
                try runToExit(loccheck, ["--tables", resources.path])
            },
            TimedOperation(name: "synthetic 8 locales × 8,000 keys", iterations: 1) { _ in
                try runToExit(loccheck, ["--tables", synthetic.path, "--snapshot", "tables"])
            },
        ]
        for measurement in try measure(operations, rounds: 15) {
            print("  \(measurement.name): \(formatted(measurement.nanosecondsPerOperation / 1e6)) ms per run "
                + "(rounds \(formatted(measurement.range.lowerBound / 1e6))–\(formatted(measurement.range.upperBound / 1e6)))")
        }
        print("  targets: package tables under 50 ms, 8 × 8,000 under 300 ms; i18n-tasks publishes 5.65 s for 8,000 keys × 8 locales")
    } catch {
        print("loccheck benchmark failed: \(error)")
    }
}

/// Runs a command to its exit, output discarded; throws unless it exits 0.
private func runToExit(_ executable: URL, _ arguments: [String]) throws -> Int {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkFailure(description: "loccheck \(arguments.joined(separator: " ")) exited \(process.terminationStatus); the tables should be clean")
    }
    return Int(process.terminationStatus)
}

private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// Clean species tables in several scripts, with a snapshot listing their keys.
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
