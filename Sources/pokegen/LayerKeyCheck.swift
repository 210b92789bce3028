import Foundation
import PokeTables
import PokeTablesIO

/// The keys of a layer (an app's `Localization/`) that no lookup will find: not a key of the
/// tables it is read over, as `loccheck --over-bundled` reports them. pokegen prints them as
/// `file:line: warning:` lines, which the build log shows (and Xcode's issue navigator lists), so
/// a mistyped slug is seen at build time, not only by `swift package loccheck`.
struct LayerKeyCheck {
    /// The reference's snapshot and English tables, read over.
    let base: TableSet
    let snapshot: Snapshot

    /// The reference files of a tables directory (its snapshot and English tables; see
    /// ``TableLayout/isReference(_:)``), read from disk.
    static func read(_ directory: URL) throws -> [(path: String, bytes: [UInt8])] {
        try TableDirectory.read(directory).filter { TableLayout.isReference($0.path) }
    }

    /// - Parameter path: the reference directory, for the error when it holds no snapshot.
    init(reference files: [(path: String, bytes: [UInt8])], path: String) throws {
        base = TableSet(parsingConcurrently: files)
        guard let snapshot = base.snapshot else {
            throw Invocation.UsageError(
                description:
                    "--reference \(path) has no snapshot/ (species.txt, types.txt and pokemon.txt); pass PokeLocalization's Resources/ folder."
            )
        }
        self.snapshot = snapshot
    }

    /// One warning per unknown key of `layer`, with the slug it most likely meant: `path:line: warning: …`.
    func warnings(_ layer: TableSet) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for kind in TableKind.allCases where !kind.isDerived {
            let valid = layer.keys(kind, snapshot: snapshot, over: base).valid
            let known = Set(valid)
            let suggester = KeySuggester(slugs: valid)
            for table in layer.tables where table.kind == kind {
                for entry in table.file.uniqueEntries where !known.contains(entry.key) {
                    let meant = suggester.suggestion(for: entry.key).map { " Did you mean `\($0)`?" } ?? ""
                    warnings.append(
                        Diagnostic(
                            .unknownKey, severity: .warning, file: table.path, line: entry.line,
                            message:
                                "`\(entry.key)` is not a \(kind.rawValue) key, so no lookup finds its name.\(meant) Run `swift package loccheck` to check the folder (`swift package loccheck-edit fix` renames a key with one suggestion).",
                            fix: suggester.suggestion(for: entry.key), table: kind, locale: table.locale, key: entry.key))
                }
            }
        }
        return warnings
    }
}
