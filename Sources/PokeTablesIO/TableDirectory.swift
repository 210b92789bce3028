import Foundation
import PokeTables

/// Reads a tables directory from disk into the byte form ``PokeTables/TableSet`` sorts.
package enum TableDirectory {
    /// A tables directory that could not be read.
    package struct ReadError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Every `.txt` file under `directory`, as paths relative to it (with `/`) and bytes, sorted by path.
    ///
    /// Symbolic links are not followed out of the directory: a link whose target lies outside it
    /// is an error, so a checked-out repository can't make the tools read elsewhere. A file over
    /// ``PokeTables/TableLimits/fileBytes`` is not read in full: its first `fileBytes + 1` bytes
    /// stand for it, which ``PokeTables/TableFile`` reports as `file-too-large` without parsing.
    /// The temporary files of interrupted writes (`.NAME.UUID.tmp`) are never read.
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
            do {
                files.append((relative, try FileReading.bytes(of: url, atMost: TableLimits.fileBytes + 1)))
            } catch {
                throw ReadError(description: error.description)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether `url` lies inside `directory` once every symbolic link on the way is followed:
    /// links in its parents, the file itself when it is a link, and for a path that doesn't exist
    /// yet, the nearest folder on it that does.
    package static func contains(_ url: URL, in directory: URL) -> Bool {
        let root = resolvedPath(directory)
        let path = resolvedPath(url)
        return path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `url`'s absolute path with every symbolic link resolved (see ``contains(_:in:)``).
    package static func resolvedPath(_ url: URL) -> String {
        let components = url.absoluteURL.path.split(separator: "/").map(String.init)
        for existing in stride(from: components.count, through: 0, by: -1) {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            guard let resolved = realPath(prefix) else { continue }
            var parts = resolved.split(separator: "/").map(String.init)
            for component in components[existing...] {
                switch component {
                case ".": continue
                case "..": if !parts.isEmpty { parts.removeLast() }
                default: parts.append(component)
                }
            }
            return "/" + parts.joined(separator: "/")
        }
        return url.standardizedFileURL.path
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
