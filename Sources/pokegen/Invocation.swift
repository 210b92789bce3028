import Foundation
import PokeGenerator
import PokeTables
import PokeTablesIO

/// One run of pokegen: what to generate, from where, to where (``Pokegen`` parses the arguments).
struct Invocation {
    enum Mode: String, CaseIterable {
        case bundled, layer, reference
        case searchIndex = "search-index"
    }

    /// A problem of the arguments found while running (a `--reference` folder with no snapshot,
    /// tables with no snapshot): exit 64, with the usage.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Tables that can't be generated from (exit 1, without the usage).
    struct InputError: Error, CustomStringConvertible {
        let description: String
    }

    let mode: Mode
    let tables: URL
    let output: URL
    let name: String
    let importsPokeLocalization: Bool
    let stamp: URL?
    /// `--reference`: the tables a layer is read over (PokeLocalization's `Resources/`), whose
    /// snapshot and English give the keys the layer may use.
    let reference: URL?
    /// The arguments, part of what decides whether the output is up to date.
    let arguments: [String]

    /// Generates the output when its inputs changed, and answers the warnings to print.
    func run() throws -> [String] {
        defer { if let stamp { GeneratedFile.touch(stamp) } }
        // Read under a shared lock: a loccheck writing the folder (an import) finishes first, so
        // the build never compiles a half-applied import.
        // With an app's String Catalogs beside its tables (a layer only), read but not yet parsed.
        let (files, catalogFiles) = try DirectoryLock.withShared(tables) {
            (try TableDirectory.read(tables), mode == .layer ? try Self.catalogs(in: tables) : [])
        }
        if let large = files.first(where: { $0.bytes.count > TableLimits.fileBytes }) {
            // The reader stopped one byte past the limit: nothing is generated from a file it didn't read whole.
            throw InputError(
                description:
                    "\(tables.path)/\(large.path) is over the limit of \(TableLimits.describe(TableLimits.fileBytes)) for a table file, so nothing is generated; shorten it (`loccheck` reports it as file-too-large)."
            )
        }
        let referenceFiles =
            try reference.map { reference in try DirectoryLock.withShared(reference) { try LayerKeyCheck.read(reference) } } ?? []
        let digest = InputDigest(
            files: files + catalogFiles.map { ("catalog/" + $0.name, $0.bytes) }
                + referenceFiles.map { ("reference/" + $0.path, $0.bytes) },
            arguments: arguments)
        // The warnings are kept with the fingerprint and printed on every build, not only the one
        // that regenerated: a build log (or Xcode's issue list) shows them until the line is fixed.
        if stamp != nil, digest.matches(savedBeside: output) { return GeneratedWarnings.read(beside: output) }
        // The names the catalogs hold, compiled as the tables are, so Linux serves what an Apple
        // build gets from the catalog; parsed only now, when something changed.
        let catalogs: StringCatalogTables
        do {
            catalogs = try StringCatalogTables(catalogFiles, existing: Set(files.map(\.path)))
        } catch {
            throw InputError(description: "\(tables.path)/\(error.description)")
        }
        let (text, found) = try render(files + catalogs.files, reference: referenceFiles)
        let warnings = found.compactMap(catalogs.relocate)
        try GeneratedFile.write(text, to: output)
        // Rendered here, at the edge, with the folder before each file as the build log shows it.
        let located = warnings.sorted(by: Diagnostic.inReportOrder).map { $0.located(in: tables.path + "/").description }
        if stamp != nil {
            try GeneratedWarnings.save(located, beside: output)
            try digest.save(beside: output)
        }
        return located
    }

    /// The String Catalogs at the top of `directory`, unparsed.
    private static func catalogs(in directory: URL) throws -> [(name: String, bytes: [UInt8])] {
        do {
            return try StringCatalogTables.files(in: directory)
        } catch {
            throw InputError(description: "\(directory.path)/\(error.description)")
        }
    }

    private func render(_ files: [(path: String, bytes: [UInt8])], reference: [(path: String, bytes: [UInt8])]) throws -> (
        String, [Diagnostic]
    ) {
        let imports = importsPokeLocalization ? ["PokeLocalization"] : []
        switch mode {
        case .reference:
            // The snapshot, and the English tables, which define the keys of labels and forms:
            // what loccheck checks an app's own tables against (`loccheck --over-bundled`).
            return (ReferenceEmbedding.render(files.filter { TableLayout.isReference($0.path) }), [])
        case .layer:
            let tables = TableSet(parsingConcurrently: files)
            let model = GeneratorModel(layerNamed: name, tables: tables)
            let unknown = self.reference == nil ? [] : try LayerKeyCheck(reference: reference, path: self.reference!.path).warnings(tables)
            return (try SwiftTableRenderer.render(model, importing: imports), model.warnings + unknown)
        case .bundled:
            let (model, _, problems) = try bundledModel(files)
            return (try SwiftTableRenderer.render(model, importing: imports, selectable: true), problems + model.warnings)
        case .searchIndex:
            // The bundled mode reports the tables' warnings; this one builds from the same model.
            let (model, snapshot, _) = try bundledModel(files)
            return (SearchIndexRenderer.render(model, snapshot: snapshot), [])
        }
    }

    /// The package's tables as the generator's model, with the snapshot's problems as warnings.
    private func bundledModel(_ files: [(path: String, bytes: [UInt8])]) throws -> (GeneratorModel, Snapshot, [Diagnostic]) {
        let tables = TableSet(parsingConcurrently: files)
        guard let snapshot = tables.snapshot else {
            throw UsageError(
                description:
                    "\(self.tables.path) has no snapshot/ (species.txt, types.txt and pokemon.txt); run `swift run loccheck import-pokeapi --csv DIR --tables \(self.tables.path)` to write it."
            )
        }
        // The package's whole tables: a kind without its English table would compile to no
        // names in any locale, so a deleted (or linked-away) folder stops the build instead.
        let missing = TableKind.allCases.filter { !$0.isDerived && tables.table($0, TableLayout.referenceLocale) == nil }
        if !missing.isEmpty {
            throw InputError(
                description:
                    "\(self.tables.path) has no \(missing.map { $0.relativePath(for: TableLayout.referenceLocale) }.joined(separator: ", ")), so no locale would have those names; restore the folder (`git checkout`), or write it with `loccheck import-pokeapi`."
            )
        }
        let model = GeneratorModel(name: name, tables: tables, snapshot: snapshot)
        let problems = tables.snapshotProblems.map { problem in
            var warning = problem
            warning.severity = .warning
            warning.message += " (the line is left out of the tables)"
            return warning
        }
        return (model, snapshot, problems)
    }
}
