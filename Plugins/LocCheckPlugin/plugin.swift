import Foundation
import PackagePlugin

/// `swift package loccheck [ARGUMENTS]`: checks the name tables of every target of this package
/// that applies the `GenerateLocalizationTables` build plugin (every target with a
/// `Localization/` folder; `--target NAME` picks some), each as a layer over the bundled tables
/// (`loccheck --tables DIR --over-bundled`), with the formats, exit codes, baseline and config
/// files of the `loccheck` executable.
///
/// Read-only, so CI needs no permission: it always passes `--read-only`, with which loccheck
/// refuses every write where it would write (whatever the subcommand or option: `fix`,
/// `import`, `--write-baseline`…). Writing is `swift package loccheck-edit`'s, which asks for
/// permission to write to the package directory. SwiftPM ends with exit code 1 whenever a plugin fails, so
/// `loccheck`'s own code (2 for "could not run") shows in SwiftPM's "Plugin ended with exit code
/// 2" line rather than in the exit status.
@main
struct LocCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        // A folder is a layer over the bundled tables, for every subcommand that reads one so.
        let layered = LocalizedTargets.subcommand(of: rest, among: try LocalizedTargets.subcommands(context))?.readsLayer ?? false
        try LocalizedTargets.runLocCheck(context, chosen: chosen) { folder in
            ["--read-only"] + rest + ["--tables", folder.relativePath] + (layered ? ["--over-bundled"] : [])
        }
    }
}
