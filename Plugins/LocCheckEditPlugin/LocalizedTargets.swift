import Foundation
import PackagePlugin

/// The `Localization/` folders of a package's targets: the tables the
/// `GenerateLocalizationTables` build plugin compiles, which `swift package loccheck` checks.
///
/// The same file is in Plugins/LocCheckPlugin and Plugins/LocCheckEditPlugin: SwiftPM lets no
/// two plugin targets share a source file or depend on a library, and the two plugins must be
/// separate because only the one that writes may ask for permission to write.
enum LocalizedTargets {
    struct Folder {
        let target: String
        /// The folder, relative to the package directory (as findings name their files).
        let relativePath: String
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

    static func noneMessage(_ package: Package, chosen: [String]) -> String {
        let which = chosen.isEmpty ? "No target of \(package.displayName)" : "None of the targets \(chosen.joined(separator: ", "))"
        return "\(which) has a Localization/ folder, so none applies GenerateLocalizationTables; add the plugin to a target and its tables under <target>/Localization/, or run the loccheck executable with --tables DIR."
    }

    /// Runs the tool with `arguments` in `directory`, passing its output through; its exit code.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
