import Foundation
import PackagePlugin

/// `swift package loccheck-edit SUBCOMMAND [ARGUMENTS]`: runs one of loccheck's writing
/// subcommands (`fix`, `import`, `add-locale`, `export`) on the `Localization/` folder of every
/// target that applies `GenerateLocalizationTables` (`--target NAME` picks one). SwiftPM asks for
/// permission to write to the package directory first, as it must for a plugin that writes.
@main
struct LocCheckEditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let subcommand = rest.first, LocalizedTargets.writingSubcommands.contains(subcommand) else {
            Diagnostics.error("loccheck-edit runs fix, import, add-locale or export (for example `swift package loccheck-edit add-locale eo`); checking is `swift package loccheck`.")
            exit(2)
        }
        // A folder is a layer over the bundled tables: fix, add-locale, export and import take the
        // tables and keys from the bundled English (with the folder's own English over it).
        try LocalizedTargets.runLocCheck(context, chosen: chosen) { folder in
            rest + ["--tables", folder.relativePath, "--over-bundled"]
        }
    }
}
