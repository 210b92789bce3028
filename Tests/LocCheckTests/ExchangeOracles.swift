import CommandTestSupport
import Foundation
import Testing

/// Readers of PO and XLIFF independent of loccheck, used as test oracles: GNU gettext's `msgfmt`
/// (Debian package `gettext`) and Python's translate-toolkit (PyPI `translate-toolkit`), through
/// `pofilter` and `tools/translate_toolkit_units.py`. `.ci/run` installs both when missing.
enum ExchangeOracles {
    static let msgfmt: BuiltCommand? = onPath("msgfmt").map { BuiltCommand(executable: $0) }

    /// A Python that imports translate-toolkit: `$POKELOCALIZATION_PYTHON`, else `python3` on the
    /// PATH, else Debian's `/usr/bin/python3`.
    static let python: BuiltCommand? = {
        let candidates = [
            ProcessInfo.processInfo.environment["POKELOCALIZATION_PYTHON"].map { URL(fileURLWithPath: $0) },
            onPath("python3"), URL(fileURLWithPath: "/usr/bin/python3"),
        ].compactMap { $0 }
        return candidates.lazy.map { BuiltCommand(executable: $0) }
            .first { (try? $0.run(["-c", "import translate.storage.xliff"]).status) == 0 }
    }()

    static let msgfmtMissing: Comment = "needs GNU gettext's msgfmt (Debian package gettext), which is not installed; .ci/run installs it"
    static let toolkitMissing: Comment =
        "needs Python's translate-toolkit (pip install translate-toolkit), which is not installed; .ci/run installs it"

    /// The units of a PO or XLIFF file as translate-toolkit reads them.
    static func units(_ file: URL) throws -> (language: String?, units: [Unit]) {
        let output = try toolkit(["units", file.path])
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
        let units = (object["units"] as? [[String: Any]] ?? []).map { unit in
            Unit(
                context: unit["context"] as? String ?? "", source: unit["source"] as? String ?? "",
                target: unit["target"] as? String ?? "", fuzzy: unit["fuzzy"] as? Bool ?? false,
                notes: unit["notes"] as? String ?? "", placeholders: unit["placeholders"] as? [String] ?? [])
        }
        return (object["language"] as? String, units)
    }

    /// Sets targets as a translator's tool would (translate-toolkit writes the file); the `fuzzy` ones are marked fuzzy.
    static func fill(_ file: URL, _ targets: [String: String], fuzzy: [String: String] = [:]) throws {
        let pairs = { (values: [String: String]) in values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } }
        _ = try toolkit(["fill", file.path] + pairs(targets) + (fuzzy.isEmpty ? [] : ["--fuzzy"] + pairs(fuzzy)))
    }

    /// Converts with translate-toolkit's own converters, as Pootle- and Weblate-style pipelines
    /// do: `xliff2po` (XLIFF to PO) or `po2xliff` (PO to XLIFF), which renumber or drop the ids.
    static func convert(_ converter: String, _ input: URL, to output: URL) throws {
        // The converters' modules have no `__main__`: their console scripts call main().
        let result = try python!.run([
            "-c", "from translate.convert import \(converter); \(converter).main()",
            "--progress=none", input.path, output.path,
        ])
        guard result.status == 0, FileManager.default.fileExists(atPath: output.path) else {
            throw OracleFailure(description: "\(converter) failed: \(result.stderr)")
        }
    }

    /// The contexts pofilter's python-brace-format check flags in a PO file.
    static func pofilterBraceFormat(_ file: URL) throws -> Set<String> {
        let result = try python!.run(["-m", "translate.filters.pofilter", "--progress=none", "-t", "pythonbraceformat", file.path])
        guard result.status == 0 else { throw OracleFailure(description: "pofilter failed: \(result.stderr)") }
        return Set(result.stdout.split(separator: "\n").filter { $0.hasPrefix("msgctxt ") }.map { String($0.dropFirst(9).dropLast()) })
    }

    struct Unit: Equatable {
        var context, source, target: String
        var fuzzy: Bool
        var notes: String
        var placeholders: [String]
    }

    struct OracleFailure: Error, CustomStringConvertible {
        let description: String
    }

    private static func toolkit(_ arguments: [String]) throws -> String {
        let script = BuiltCommand.packageRoot.appendingPathComponent("tools/translate_toolkit_units.py").path
        let result = try python!.run([script] + arguments)
        guard result.status == 0 else {
            throw OracleFailure(description: "translate_toolkit_units.py \(arguments.first ?? "") failed: \(result.stderr)")
        }
        return result.stdout
    }

    static func onPath(_ name: String) -> URL? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Every file under a directory with its bytes, for "changed no byte" comparisons.
func snapshotOfFiles(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
        files[String(url.path.dropFirst(directory.path.count + 1))] = try Data(contentsOf: url)
    }
    return files
}
