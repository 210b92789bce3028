import PokeTables

/// An app's tables (a target's `Localization/` folder) read as a layer over the bundled ones, for
/// the subcommands that work from the English: `export`, `import FILE.po|FILE.xlf` and
/// `add-locale` with `--over-bundled`.
///
/// A layer names only what it changes or adds, so its own English has at most a few keys (an app
/// that overrides one label has `ui/en.txt` with one line). Over the bundled tables, every table
/// and key the bundled English has is the layer's too, with the layer's English text where it has
/// one: exporting a locale the app adds (`eo`) then gives the translator every species, type,
/// label and form, as the app shows them.
enum LayeredEnglish {
    /// `files` with each English table replaced by the bundled one, the layer's entries written
    /// over it (a key the bundled table lacks goes last); the other files as they are.
    /// - Complexity: O(n) in the bundled English tables' size.
    static func files(over layer: [(path: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        let english = "/\(TableLayout.referenceLocale).txt"
        let own = Dictionary(
            layer.filter { $0.path.hasSuffix(english) }.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var merged: [(path: String, bytes: [UInt8])] = []
        for base in BundledReference.files where base.path.hasSuffix(english) && !TableLayout.isSnapshot(base.path) {
            guard let bytes = own[base.path] else {
                merged.append(base)
                continue
            }
            merged.append((base.path, Self.merge(TableFile(bytes: bytes), over: TableFile(bytes: base.bytes))))
        }
        let bundledPaths = Set(merged.map(\.path))
        return merged + layer.filter { !bundledPaths.contains($0.path) }
    }

    /// `key = name` lines: the base's keys in its order, each with the layer's name where it has
    /// one, then the layer's other keys.
    private static func merge(_ layer: TableFile, over base: TableFile) -> [UInt8] {
        let names = Dictionary(layer.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let baseKeys = Set(base.uniqueEntries.map(\.key))
        let lines =
            base.uniqueEntries.map { "\($0.key) = \(names[$0.key] ?? $0.value)" }
            + layer.uniqueEntries.filter { !baseKeys.contains($0.key) }.map { "\($0.key) = \($0.value)" }
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }
}
