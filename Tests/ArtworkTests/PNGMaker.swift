import CommandTestSupport
import Foundation
import Testing

/// tools/pngmaker.py: makes the PNGs these tests decode, and reads them with Pillow (the oracle).
enum PNGMaker {
    static let script = BuiltCommand.packageRoot.appendingPathComponent("tools/pngmaker.py").path
    static let python = BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))

    /// Whether Pillow is importable (PyPI `pillow`; .ci/run installs it).
    static let hasPillow: Bool = {
        (try? python.run(["python3", "-c", "import PIL.Image"]).status) == 0
    }()

    static let noPillow: Comment = "needs Pillow (PyPI `pillow`, installed by .ci/run) as the independent PNG decoder"

    /// Runs `pngmaker.py arguments…` and answers its printed lines.
    @discardableResult
    static func run(_ arguments: [String]) throws -> [String] {
        let result = try python.run(["python3", script] + arguments)
        guard result.status == 0 else {
            throw MakerFailure(message: "pngmaker.py \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// An `.rgba` file pngmaker wrote: width and height (32-bit big-endian), then RGBA bytes.
    static func readRGBA(_ url: URL) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let data = [UInt8](try Data(contentsOf: url))
        let number = { (offset: Int) in data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(0), number(4), Array(data[8...]))
    }

    struct MakerFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// A fresh temporary directory, removed with the value's `remove()`.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ArtworkTests-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
