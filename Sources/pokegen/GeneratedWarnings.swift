import Foundation

/// The warnings of the run that generated an output, kept beside it (`OUTPUT.swift.warnings`) so
/// a build that regenerates nothing prints them again.
enum GeneratedWarnings {
    private static func url(beside output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(output.lastPathComponent + ".warnings")
    }

    static func save(_ warnings: [String], beside output: URL) throws {
        try GeneratedFile.write(warnings.map { $0 + "\n" }.joined(), to: url(beside: output))
    }

    /// The saved warnings; none when there is no file (an output made before warnings were kept).
    static func read(beside output: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: url(beside: output).path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
