import Foundation
import PackagePlugin

/// Regenerates the Swift lookup tables from `Resources/` whenever a table file changes.
///
/// Every `.txt` file under `Resources/` is an explicit input and `GeneratedTables.swift` the one
/// output, so the build reruns `pokegen` exactly when a table is added, removed or edited.
@main
struct GenerateLocalizationTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tables = context.package.directoryURL.appending(path: "Resources")
        let inputs = (FileManager.default.subpaths(atPath: tables.path) ?? [])
            .filter { $0.hasSuffix(".txt") }
            .sorted()
            .map { tables.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedTables.swift")
        return [
            .buildCommand(
                displayName: "Generating localization tables from Resources/",
                executable: try context.tool(named: "pokegen").url,
                arguments: [tables.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
