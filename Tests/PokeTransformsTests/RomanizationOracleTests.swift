import Foundation
import Testing

/// The committed search keys of every species name, against an independent romanizer per
/// script: where a name's keys don't include the oracle's spelling, the name must be listed in
/// `Tests/Fixtures/romanization/<list>.txt` with both spellings and the reasons the package is
/// right; a listed name that agrees now, or whose spellings changed, fails too, so the list
/// can't outlive what it explains.
@Suite("Romanized search keys against independent romanizers")
struct RomanizationOracleTests {
    @Test(
        "Thai keys are RTGS: they agree with pythainlp's royin engine but for the names listed with reasons",
        .enabled(if: PythonOracle.pythainlp.isInstalled, "python3 with pythainlp (PyPI) is not installed; .ci/run installs it"))
    func thai() throws {
        let agreeing = try compare(locale: "th", with: .pythainlp, list: "th")
        #expect(agreeing > 750, "\(agreeing) of the Thai names agree with RTGS")
    }

    @Test(
        "Chinese keys are read by word: they agree with pypinyin but for the names listed with reasons",
        .enabled(if: PythonOracle.pypinyin.isInstalled, "python3 with pypinyin (PyPI) is not installed; .ci/run installs it"),
        arguments: ["zh-Hans", "zh-Hant"])
    func chinese(locale: String) throws {
        // pypinyin writes ü as v (lv); the keys fold it to u, as ICU's Han-Latin does.
        let agreeing = try compare(locale: locale, with: .pypinyin, list: "zh") { $0.replacingOccurrences(of: "v", with: "u") }
        #expect(agreeing > 1000)
    }

    @Test(
        "Japanese keys are Hepburn: they agree with pykakasi but for the names listed with reasons",
        .enabled(if: PythonOracle.pykakasi.isInstalled, "python3 with pykakasi (PyPI) is not installed; .ci/run installs it"),
        arguments: ["ja", "ja-Hrkt"])
    func japanese(locale: String) throws {
        let agreeing = try compare(locale: locale, with: .pykakasi, list: "ja")
        #expect(agreeing > 1000)
    }

    /// The names of `locale` whose committed keys include the oracle's spelling; expects every
    /// other name in the list with its spellings, and no listed name that agrees.
    func compare(
        locale: String, with oracle: PythonOracle, list: String,
        normalized: (String) -> String = { $0 }
    ) throws -> Int {
        let names = try Self.entries(of: "Resources/species/\(locale).txt")
        let keys = Dictionary(
            uniqueKeysWithValues: try Self.entries(of: "Resources/searchkeys/\(locale).txt")
                .map { ($0.key, $0.value.components(separatedBy: ", ")) })
        #expect(names.count >= 1025)
        let answers = try #require(try oracle.romanize(names.map(\.value)))
        let differences = try DifferenceList(named: list)
        var agreeing = 0
        for ((slug, name), answer) in zip(names, answers) {
            let theirs = normalized(PythonOracle.folded(answer))
            let ours = keys[slug] ?? []
            let listed = differences.entries[name]
            if ours.contains(theirs) {
                agreeing += 1
                #expect(listed == nil, "\(name) (\(slug)) agrees with \(oracle.package) now (\(theirs)); remove it from \(list).txt")
            } else {
                let line = "\(name) = \(ours.joined(separator: ", ")) | \(theirs)"
                #expect(
                    listed.map { "\(name) = \($0.ours) | \($0.theirs)" } == line,
                    "\(name) (\(slug)): the keys and \(oracle.package) differ; list it in \(list).txt with why: \(line) | reasons")
            }
        }
        return agreeing
    }

    @Test("every listed difference gives reasons the list defines")
    func listedReasons() throws {
        for list in ["th", "zh", "ja"] {
            let differences = try DifferenceList(named: list)
            #expect(!differences.entries.isEmpty && !differences.reasons.isEmpty)
            for (name, entry) in differences.entries {
                #expect(
                    !entry.reasons.isEmpty && entry.reasons.allSatisfy(differences.reasons.keys.contains),
                    "\(list).txt: \(name) \(entry.reasons)")
            }
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A table's `key = value` lines, in order.
    static func entries(of path: String) throws -> [(key: String, value: String)] {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").compactMap { line in
                guard !line.hasPrefix("#"), let separator = line.range(of: " = ") else { return nil }
                return (String(line[..<separator.lowerBound]), String(line[separator.upperBound...]))
            }
    }
}

/// `Tests/Fixtures/romanization/<name>.txt`: the names whose keys and an oracle's spelling
/// differ, each with both spellings and its reasons (`name = ours | theirs | reason, reason`),
/// and the reasons (`# reason code: text`).
struct DifferenceList {
    var entries: [String: (ours: String, theirs: String, reasons: [String])] = [:]
    var reasons: [String: String] = [:]

    init(named name: String) throws {
        let path = "Tests/Fixtures/romanization/\(name).txt"
        for line in try String(contentsOf: RomanizationOracleTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        {
            if line.hasPrefix("# reason "), let colon = line.firstIndex(of: ":") {
                reasons[String(line[line.index(line.startIndex, offsetBy: 9)..<colon])] = String(line[colon...].dropFirst(2))
            } else if !line.hasPrefix("#"), let separator = line.range(of: " = ") {
                let parts = line[separator.upperBound...].components(separatedBy: " | ")
                guard parts.count == 3 else { throw ListError(line: line, path: path) }
                entries[String(line[..<separator.lowerBound])] = (parts[0], parts[1], parts[2].components(separatedBy: ", "))
            }
        }
    }

    struct ListError: Error, CustomStringConvertible {
        let line: String, path: String
        var description: String { "\(path) has the line \"\(line)\", which is not `name = ours | theirs | reasons`; fix it." }
    }
}
