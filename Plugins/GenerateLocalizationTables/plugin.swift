import Foundation
import PackagePlugin

/// Compiles a target's own name tables into it: the `Localization/` folder of any target that
/// lists this plugin becomes `LocalizationTables.module`, which the target passes to a
/// `TableLocalizer` over the package's bundled tables:
///
/// ```swift
/// // Package.swift
/// .executableTarget(name: "MyPokedex", dependencies: [.product(name: "PokeLocalization", package: "PokeLocalization")],
///                   plugins: [.plugin(name: "GenerateLocalizationTables", package: "PokeLocalization")])
/// // Sources/MyPokedex/Localization/species/eo.txt, ui/en.txt, … (the layout of Resources/)
/// let localizer = TableLocalizer(tables: [.module, .bundled])
/// ```
///
/// pokegen runs on every build and regenerates only when the tables changed (it keeps a
/// fingerprint of what it read), because a build plan lists inputs once: a locale added to a
/// dependency's folder, or deleted from it, would otherwise go unseen or stop the build. The files
/// there when the plan was made are listed too, so SwiftPM counts them as handled.
@main
struct GenerateLocalizationTables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tables = target.directoryURL.appending(path: "Localization")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: tables.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PluginError(
                "\(target.name) applies GenerateLocalizationTables but has no Localization/ folder; create \(tables.path) with the tables laid out as in PokeLocalization's Resources/ (<table>/<locale>.txt, such as species/en.txt; `swift run loccheck --help` lists the tables), or remove the plugin from the target."
            )
        }
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appending(path: "layer.stamp")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try Data("not run yet\n".utf8).write(to: stamp)
        }
        // The tables, and the String Catalogs beside them (pokegen compiles the names they hold).
        let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: tables.path))?.filter { $0.hasSuffix(".xcstrings") } ?? []
        let files = ((FileManager.default.subpaths(atPath: tables.path) ?? []).filter { $0.hasSuffix(".txt") } + catalogs)
            .sorted()
            .map { tables.appending(path: $0) }
        let output = work.appending(path: "LocalizationTables.swift")
        var arguments = ["layer", tables.path, output.path, "--name", target.name, "--stamp", stamp.path]
        // The bundled tables' keys, so pokegen warns about a key of the folder no lookup finds.
        if let reference = Self.bundledTables(in: context.package) { arguments += ["--reference", reference.path] }
        return [
            .buildCommand(
                displayName: "pokegen: the name tables of \(target.name), from its Localization folder",
                executable: try context.tool(named: "pokegen").url,
                arguments: arguments,
                inputFiles: [stamp] + files,
                outputFiles: [output]
            )
        ]
    }
}

extension GenerateLocalizationTables {
    /// The `Resources/` of the package that vends this plugin (the one with the `pokegen` target):
    /// the package itself or a dependency at any depth. Nil if none has it, which no build that
    /// resolved this plugin can be; the layer is then generated without the key warnings.
    static func bundledTables(in package: Package) -> URL? {
        var pending = [package]
        var seen = Set<String>()
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if next.targets.contains(where: { $0.name == "pokegen" }) {
                let resources = next.directoryURL.appending(path: "Resources")
                if FileManager.default.fileExists(atPath: resources.appending(path: "snapshot/species.txt").path) { return resources }
            }
            pending += next.dependencies.map(\.package)
        }
        return nil
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
