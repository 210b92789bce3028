import CommandTestSupport
import Foundation

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

    /// Table text with one `key = name` line per entry.
    static func render(_ entries: [(key: String, value: String)]) -> String {
        entries.map { "\($0.key) = \($0.value)\n" }.joined()
    }
}
