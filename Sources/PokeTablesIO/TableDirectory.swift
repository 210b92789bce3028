import Foundation

/// Reads a tables directory from disk into the byte form ``PokeTables/TableSet`` sorts.
package enum TableDirectory {
    /// A tables directory that could not be read.
    package struct ReadError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Every `.txt` file under `directory`, as paths relative to it (with `/`) and bytes, sorted by path.
    ///
    /// Symbolic links are not followed out of the directory: a link whose target lies outside it
    /// is an error, so a checked-out repository can't make the tools read elsewhere.
    package static func read(_ directory: URL) throws -> [(path: String, bytes: [UInt8])] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReadError(description: "The tables directory \(directory.path) does not exist; pass an existing directory with --tables, laid out as species/<locale>.txt, types/<locale>.txt, ui/<locale>.txt.")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw ReadError(description: "Cannot list \(root.path); check that it is readable.")
        }
        var files: [(path: String, bytes: [UInt8])] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".txt") else { continue }
            let url = root.appendingPathComponent(relative)
            let resolved = url.resolvingSymlinksInPath().path
            guard resolved.hasPrefix(root.path + "/") else {
                throw ReadError(description: "\(relative) is a symbolic link to \(resolved), outside the tables directory \(root.path); replace the link with the file itself.")
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ReadError(description: "Cannot read \(url.path); check its permissions.")
            }
            files.append((relative, [UInt8](data)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
