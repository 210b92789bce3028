import Foundation
import PokeTables

/// The same tables, written for Mozilla's compare-locales: each `<table>/<locale>.txt` becomes
/// `l10n/<locale>/<table>.properties` (English, the reference, `reference/<table>.properties`),
/// with a `l10n.toml` naming the locales. Comments are left out; keys and values are the same.
enum CompareLocalesMirror {
    /// Writes the mirror of `tables` into `directory`; returns the compare-locales arguments that
    /// check it.
    static func write(_ tables: URL, to directory: URL) throws -> [String] {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        var locales = Set<String>()
        for kind in try manager.contentsOfDirectory(atPath: tables.path).sorted() where kind != "snapshot" {
            let folder = tables.appendingPathComponent(kind)
            guard (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            for name in try manager.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".txt") {
                let locale = String(name.dropLast(4))
                let file = TableFile(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
                let text = file.entries.map { "\(escaped($0.key, isKey: true)) = \(escaped($0.value, isKey: false))\n" }.joined()
                let target =
                    locale == "en"
                    ? directory.appendingPathComponent("reference/\(kind).properties")
                    : directory.appendingPathComponent("l10n/\(locale)/\(kind).properties")
                if locale != "en" { locales.insert(locale) }
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: target)
            }
        }
        let sorted = locales.sorted()
        let toml = """
            basepath = "."
            locales = [\(sorted.map { "\"\($0)\"" }.joined(separator: ", "))]
            [env]
                l = "{l10n_base}/{locale}/"
            [[paths]]
                reference = "reference/**"
                l10n = "{l}**"

            """
        let config = directory.appendingPathComponent("l10n.toml")
        try Data(toml.utf8).write(to: config)
        return ["--return-zero", "-qqqq", config.path, directory.appendingPathComponent("l10n").path] + sorted
    }

    /// A key or value as a .properties file writes it: backslashes, line breaks and, in keys,
    /// the separators escaped; the text itself UTF-8, as compare-locales reads it.
    private static func escaped(_ text: String, isKey: Bool) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "=", ":", " ", "#", "!": out += isKey ? "\\\(character)" : String(character)
            default: out.append(character)
            }
        }
        return out
    }
}
