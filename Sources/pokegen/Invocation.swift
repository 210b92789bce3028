import Foundation
import PokeGenerator
import PokeTables
import PokeTablesIO

/// One run of pokegen: what to generate, from where, to where.
struct Invocation {
    enum Mode: String {
        case bundled, layer, snapshot
    }

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
    /// The arguments as given, part of what decides whether the output is up to date.
    let arguments: [String]

    init(_ arguments: [String]) throws(UsageError) {
        self.arguments = arguments
        var words = arguments[...]
        guard let first = words.popFirst(), let mode = Mode(rawValue: first) else {
            throw UsageError(description: "the first argument is the mode: bundled, layer or snapshot.")
        }
        var positional: [String] = []
        var name: String?, stamp: String?, imports = true
        while let word = words.popFirst() {
            switch word {
            case "--name", "--stamp":
                guard let value = words.popFirst() else { throw UsageError(description: "\(word) needs a value.") }
                if word == "--name" { name = value } else { stamp = value }
            case "--no-import": imports = false
            case _ where word.hasPrefix("--"): throw UsageError(description: "unknown option '\(word)'.")
            default: positional.append(word)
            }
        }
        guard positional.count == 2 else {
            throw UsageError(description: "expected TABLES-DIR and OUTPUT.swift, found \(positional.count) paths.")
        }
        if mode == .layer, name == nil { throw UsageError(description: "layer needs --name, the module's name.") }
        self.mode = mode
        tables = URL(fileURLWithPath: positional[0])
        output = URL(fileURLWithPath: positional[1])
        self.name = name ?? "PokeLocalization"
        importsPokeLocalization = imports
        self.stamp = stamp.map { URL(fileURLWithPath: $0) }
    }

    /// Generates the output when its inputs changed, and answers the warnings to print.
    func run() throws -> [String] {
        defer { if let stamp { GeneratedFile.touch(stamp) } }
        let files = try TableDirectory.read(tables)
        if let large = files.first(where: { $0.bytes.count > TableLimits.fileBytes }) {
            // The reader stopped one byte past the limit: nothing is generated from a file it didn't read whole.
            throw InputError(description: "\(tables.path)/\(large.path) is over the limit of \(TableLimits.describe(TableLimits.fileBytes)) for a table file, so nothing is generated; shorten it (`loccheck` reports it as file-too-large).")
        }
        let digest = InputDigest(files: files, arguments: arguments)
        if stamp != nil, digest.matches(savedBeside: output) { return [] }
        let (text, warnings) = try render(files)
        try GeneratedFile.write(text, to: output)
        if stamp != nil { try digest.save(beside: output) }
        return warnings.map { "\(tables.path)/\($0)" }
    }

    private func render(_ files: [(path: String, bytes: [UInt8])]) throws -> (String, [String]) {
        let imports = importsPokeLocalization ? ["PokeLocalization"] : []
        switch mode {
        case .snapshot:
            // The snapshot, and the English tables, which define the keys of labels and forms:
            // what loccheck checks an app's own tables against (`loccheck --over-bundled`).
            let reference = files.filter { $0.path.hasPrefix("snapshot/") || $0.path.hasSuffix("/\(TableLayout.referenceLocale).txt") }
            return (SnapshotEmbedding.render(reference), [])
        case .layer:
            let model = GeneratorModel(layerNamed: name, tables: TableSet(files: files))
            return (try SwiftTableRenderer.render(model, importing: imports), model.warnings)
        case .bundled:
            let tables = TableSet(files: files)
            guard let snapshot = tables.snapshot else {
                throw UsageError(description: "\(self.tables.path) has no snapshot/ (species.txt, types.txt and pokemon.txt); run `swift run loccheck import-pokeapi --csv DIR --tables \(self.tables.path)` to write it.")
            }
            let model = GeneratorModel(name: name, tables: tables, snapshot: snapshot)
            let problems = tables.snapshotProblems.map { "\($0.file):\($0.line): warning: \($0.message) (the line is left out of the tables)" }
            return (try SwiftTableRenderer.render(model, importing: imports), problems + model.warnings)
        }
    }
}
