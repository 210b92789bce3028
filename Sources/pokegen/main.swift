import Foundation
import PokeGenerator
import PokeTables
import PokeTablesIO

// pokegen TABLES-DIR OUTPUT.swift
// Renders the tables as Swift; the build plugin runs it, and people who check the output in run it by hand.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: pokegen TABLES-DIR OUTPUT.swift\n".utf8))
    exit(64)
}
let tablesDirectory = URL(fileURLWithPath: arguments.first!)
let output = URL(fileURLWithPath: arguments.last!)
do {
    let tables = try TableSet(files: TableDirectory.read(tablesDirectory))
    let snapshot = tables.snapshot ?? Snapshot(species: [], types: [], pokemon: [], source: "none", taken: "never")
    if tables.snapshot == nil {
        FileHandle.standardError.write(Data("\(tablesDirectory.path): warning: no snapshot/ (species.txt, types.txt, pokemon.txt), so the tables are empty; run `swift run loccheck import-pokeapi --csv DIR` to create it.\n".utf8))
    }
    let model = GeneratorModel(tables: tables, snapshot: snapshot)
    for warning in model.warnings {
        FileHandle.standardError.write(Data("\(tablesDirectory.path)/\(warning)\n".utf8))
    }
    try AtomicFile.write(SwiftTableRenderer.render(model), to: output)
} catch {
    FileHandle.standardError.write(Data("pokegen: error: \(error)\n".utf8))
    exit(1)
}
