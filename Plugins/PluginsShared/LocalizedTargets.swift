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

    /// A subcommand as `loccheck commands` declares it: whether it may write, and whether it
    /// reads a tables folder as a layer over the bundled tables (takes `--over-bundled`).
    struct Subcommand {
        let name: String
        let writes: Bool
        let readsLayer: Bool
    }

    /// loccheck's subcommands, as the tool itself declares them (`loccheck commands`): the one
    /// list, which a plugin can't link, so it asks.
    static func subcommands(_ context: PluginContext) throws -> [Subcommand] {
        let process = Process()
        process.executableURL = try context.tool(named: "loccheck").url
        process.arguments = ["commands"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let subcommands = output.split(separator: "\n").compactMap { line -> Subcommand? in
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first else { return nil }
            return Subcommand(name: name, writes: words.count > 1 && words[1] != "reads", readsLayer: words.contains("layer"))
        }
        // Without the list, a plugin could neither tell a writing subcommand nor pass --over-bundled.
        guard process.terminationStatus == 0, !subcommands.isEmpty else {
            throw CommandListError(
                description:
                    "`loccheck commands` \(process.terminationStatus == 0 ? "listed no subcommands" : "exited with status \(process.terminationStatus)"), so the plugin can't tell which subcommands write; rebuild the package (`swift build --product loccheck`) and run the plugin again."
            )
        }
        return subcommands
    }

    /// The subcommand `arguments` name (the check when they start with an option or are empty).
    static func subcommand(of arguments: [String], among subcommands: [Subcommand]) -> Subcommand? {
        let name = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "check"
        return subcommands.first { $0.name == name }
    }

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
            let which =
                chosen.isEmpty ? "No target of \(context.package.displayName)" : "None of the targets \(chosen.joined(separator: ", "))"
            Diagnostics.error(
                "\(which) has a Localization/ folder, so none applies GenerateLocalizationTables; add the plugin to a target and its tables under <target>/Localization/, or run the loccheck executable with --tables DIR."
            )
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

/// `loccheck commands` gave no list to read.
struct CommandListError: Error, CustomStringConvertible {
    let description: String
}
