import Foundation
import PackagePlugin

/// Compiles this package's own `Resources/` for three of its targets: the name tables into
/// `PokeLocalization` (`LocalizationTables.bundled`), the reference files (the snapshot and the English tables), byte for byte, into
/// `LocCheck` (`BundledReference`, what `loccheck` checks against), and the search's shards into
/// `PokeSearch` (`BundledSearchIndex`, what `SpeciesSearch()` and `PokedexSearch()` read).
///
/// The tables are read by pokegen when it runs, not listed as inputs: SwiftPM plans a build
/// once and reuses the plan until the manifest or a root target's folder changes, and `Resources/`
/// is in no target's folder, so a listed file the plan doesn't know about (a new locale) would be
/// ignored and a listed file that was deleted would stop the build ("missing inputs"). Instead the
/// command's one input is a stamp that pokegen rewrites every time it runs, so every build runs
/// it; pokegen then compares a fingerprint of the tables with the one it saved and regenerates
/// only when they changed (see `Sources/pokegen/InputDigest.swift`). Measured in Benchmarks/README.md.
@main
struct GenerateBundledTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tables = context.package.directoryURL.appending(path: "Resources")
        let mode: String
        let output: String
        let label: String
        switch target.name {
        case "PokeLocalization": (mode, output, label) = ("bundled", "BundledTables.swift", "the name tables")
        case "LocCheck":
            (mode, output, label) = ("reference", "EmbeddedReference.swift", "the reference files (the snapshot and the English tables)")
        case "PokeSearch": (mode, output, label) = ("search-index", "GeneratedSearchIndex.swift", "the search index")
        default:
            throw PluginError(
                "GenerateBundledTables compiles this package's own Resources/ for PokeLocalization, LocCheck and PokeSearch only; apply GenerateLocalizationTables to \(target.name) instead."
            )
        }
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appending(path: "\(mode).stamp")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try Data("not run yet\n".utf8).write(to: stamp)
        }
        var arguments = [mode, tables.path, work.appending(path: output).path, "--stamp", stamp.path]
        if mode == "bundled" { arguments += ["--name", target.name, "--no-import"] }
        return [
            .buildCommand(
                displayName: "pokegen: \(label) of \(target.name), from the Resources folder",
                executable: try context.tool(named: "pokegen").url,
                arguments: arguments,
                inputFiles: [stamp],
                outputFiles: [work.appending(path: output)]
            )
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
