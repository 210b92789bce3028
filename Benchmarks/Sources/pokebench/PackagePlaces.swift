import Foundation

/// Where pokebench finds what it measures: the package it was built from, and the executables
/// built beside it.
enum PackagePlaces {
    /// The package pokebench measures, from this source file's place: the folder above
    /// `Benchmarks/Sources/pokebench/`.
    private static let measured = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The measured package's root, or else the current directory: the first of them that holds
    /// `marker`, a path inside the package such as `tools/pngmaker.py`.
    static func root(holding marker: String) -> URL? {
        let fromCWD = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return [measured, fromCWD].first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(marker).path) }
    }

    /// The measured package's own tables, `Resources/`.
    static var resources: URL {
        measured.appendingPathComponent("Resources")
    }

    /// The executable `name` built beside pokebench (a release build, like pokebench itself), or
    /// `nil` after printing, indented by `indent`, that it is missing and how to build it.
    static func tool(_ name: String, indent: String = "") -> URL? {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("\(indent)skipped: no \(name) beside pokebench; build both with `swift build -c release --package-path Benchmarks`")
            return nil
        }
        return tool
    }
}
