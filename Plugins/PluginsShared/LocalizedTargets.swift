import Foundation
import PackagePlugin

/// The `Localization/` folders of a package's targets: the tables the
/// `GenerateLocalizationTables` build plugin compiles, which `swift package loccheck` checks and
/// `swift package loccheck-edit` edits.
///
/// One file for both command plugins: each plugin folder links to it (`LocalizedTargets.swift
/// -> ../PluginsShared/LocalizedTargets.swift`), as swift-openapi-generator shares its plugins'
/// code, because a plugin can depend on no library target. The two plugins must stay separate:
/// only the one that writes may ask for permission to write.
enum LocalizedTargets {
    struct Folder {
        let target: String
        /// The folder, relative to the package directory (as findings name their files).
        let relativePath: String
    }

    /// The subcommands `swift package loccheck-edit` offers. Not what keeps `swift package
    /// loccheck` from writing: that one passes `--read-only`, which loccheck enforces at every write.
    static let writingSubcommands = ["fix", "import", "add-locale", "export"]

    /// The targets with a `Localization/` folder, or those of them `chosen` names.
    static func folders(_ package: Package, chosen: [String]) -> [Folder] {
        package.targets.compactMap { target -> Folder? in
            guard chosen.isEmpty || chosen.contains(target.name), let module = target as? SourceModuleTarget else { return nil }
            let folder = module.directoryURL.appending(path: "Localization")
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            let root = package.directoryURL.standardizedFileURL.path
            let path = folder.standardizedFileURL.path
            return Folder(target: target.name, relativePath: path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path)
        }
    }

    /// Runs the `loccheck` tool in the package directory once per folder (`chosen` picks the
    /// targets), with `arguments(folder)`, passing its output through, and ends the plugin with
    /// the worst exit code. With no folder it says why and ends with 2.
    static func runLocCheck(_ context: PluginContext, chosen: [String], arguments: (Folder) -> [String]) throws {
        let tool = try context.tool(named: "loccheck").url
        let folders = folders(context.package, chosen: chosen)
        guard !folders.isEmpty else {
            let which = chosen.isEmpty ? "No target of \(context.package.displayName)" : "None of the targets \(chosen.joined(separator: ", "))"
            Diagnostics.error("\(which) has a Localization/ folder, so none applies GenerateLocalizationTables; add the plugin to a target and its tables under <target>/Localization/, or run the loccheck executable with --tables DIR.")
            exit(2)
        }
        var worst: Int32 = 0
        for folder in folders {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments(folder)
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            worst = max(worst, process.terminationStatus)
        }
        if worst != 0 { exit(worst) }
    }
}
