import Foundation
import PackagePlugin

/// `swift package loccheck-edit SUBCOMMAND [ARGUMENTS]`: runs one of the subcommands loccheck
/// declares may write (`loccheck commands`: fix, import, add-locale, export…) on the `Localization/` folder of every
/// target that applies `GenerateLocalizationTables` (`--target NAME` picks one). SwiftPM asks for
/// permission to write to the package directory first, as it must for a plugin that writes.
@main
struct LocCheckEditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        // The subcommands that may write, as loccheck declares them.
        let writing = try LocalizedTargets.subcommands(context).filter(\.writes)
        guard let first = rest.first, let subcommand = writing.first(where: { $0.name == first }) else {
            let names = writing.map(\.name)
            let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
            Diagnostics.error(
                "loccheck-edit runs a subcommand that writes: \(list) (for example `swift package loccheck-edit add-locale eo`); checking is `swift package loccheck`."
            )
            exit(2)
        }
        // A folder is a layer over the bundled tables, for the subcommands that read one so
        // (their tables and keys come from the bundled English, the folder's own over it).
        try LocalizedTargets.runLocCheck(context, chosen: chosen) { folder in
            rest + ["--tables", folder.relativePath] + (subcommand.readsLayer ? ["--over-bundled"] : [])
        }
    }
}
