import Foundation
import PokeTables

/// A fingerprint of everything a run reads: every input file's path and bytes, the arguments, and
/// the pokegen executable itself (its size and modification time), so a rebuilt generator
/// regenerates even when the tables did not change.
///
/// Kept beside the output as `OUTPUT.swift.inputs`. When the build runs pokegen and the
/// fingerprint matches, nothing is rendered or written: a build with unchanged tables costs
/// reading them (about 700 KB for the package's own) and no compile.
struct InputDigest: Equatable {
    let value: String

    init(files: [(path: String, bytes: [UInt8])], arguments: [String]) {
        var hash = FNV1a()
        for word in arguments { hash.add(field: word) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path) {
            hash.add(("\(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)").utf8)
        }
        for file in files {
            hash.add(file.path.utf8)
            hash.add("\u{0}\(file.bytes.count)\u{0}".utf8)
            hash.add(file.bytes)
        }
        value = hash.hex
    }

    private static func url(beside output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(output.lastPathComponent + ".inputs")
    }

    /// Whether the output exists and was generated from exactly these inputs.
    func matches(savedBeside output: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: output.path),
            let saved = FileManager.default.contents(atPath: Self.url(beside: output).path)
        else { return false }
        return String(decoding: saved, as: UTF8.self) == value
    }

    func save(beside output: URL) throws {
        try GeneratedFile.write(value, to: Self.url(beside: output))
    }
}
