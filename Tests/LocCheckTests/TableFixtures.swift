import CommandTestSupport
import Foundation
import PokeTables

extension TemporaryDirectory {
    /// A tables directory holding `files` (relative path → text).
    func tables(_ files: [String: String], named name: String = "tables") throws -> URL {
        let root = url.appendingPathComponent(name)
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }
}

/// The package's own English tables, for fixtures that need real keys and names.
enum PackageTables {
    static let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources")

    /// A committed table file's text.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `(key, name)` entries of a committed table, in file order.
    static func entries(_ path: String) throws -> [(key: String, value: String)] {
        try text(path).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            return (String(parts[0]).trimmingCharacters(in: .whitespaces), String(parts[1].dropFirst()))
        }
    }

    /// The entries of `locale` that `export` writes (every key of each English table of a kind a
    /// translator writes, ``PokeTables/TableDeclaration/isTranslated``), in the committed tables: how
    /// many the locale has a name for, and how many it lacks. Derived from the declared kinds, so
    /// a new kind's table counts without a test naming it.
    static func translatedEntries(of locale: String) throws -> (named: Int, unnamed: Int) {
        var named = 0
        var unnamed = 0
        for kind in TableKind.allCases where kind.declaration.isTranslated {
            let own = Dictionary((try? entries("\(kind.directory)/\(locale).txt")) ?? [], uniquingKeysWith: { first, _ in first })
            for (key, _) in try entries("\(kind.directory)/en.txt") {
                if let name = own[key], !name.isEmpty { named += 1 } else { unnamed += 1 }
            }
        }
        return (named, unnamed)
    }

    /// Table text with one `key = name` line per entry.
    static func render(_ entries: [(key: String, value: String)]) -> String {
        entries.map { "\($0.key) = \($0.value)\n" }.joined()
    }
}
