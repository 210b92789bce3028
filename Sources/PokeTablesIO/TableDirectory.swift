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
    /// Symbolic links are not followed out of the directory, whether they are files or folders
    /// (`types -> /elsewhere`): such a link is an error, so a checked-out repository can't make the
    /// tools read elsewhere, nor hide a table folder. Only regular files are read (a FIFO named
    /// `ko.txt` is an error, never opened to block). A file over
    /// ``PokeTables/TableLimits/fileBytes`` is not read in full: its first `fileBytes + 1` bytes
    /// stand for it, which ``PokeTables/TableFile`` reports as `file-too-large` without parsing.
    /// The temporary files of interrupted writes (`.NAME.UUID.tmp`) are never read.
    /// - Complexity: one `lstat` per entry, and the folders at most ``maximumDepth`` deep.
    package static func read(_ directory: URL) throws -> [(path: String, bytes: [UInt8])] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ReadError(
                description:
                    "The tables directory \(directory.path) does not exist; pass an existing directory with --tables, laid out as species/<locale>.txt, types/<locale>.txt, ui/<locale>.txt."
            )
        }
        var files: [(path: String, bytes: [UInt8])] = []
        let rootPath = root.path
        var visited: Set<String> = [rootPath]
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (folder, depth) = pending.popLast() {
            let here = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: here.path)
            } catch {
                throw ReadError(description: "Cannot list \(here.path); check that it is readable.")
            }
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                // A path made as a string: a URL's appending and path cost more than the read.
                let filePath = rootPath + "/" + relative
                var status = stat()
                guard lstat(filePath, &status) == 0 else { continue }
                var mode = status.st_mode & S_IFMT
                if mode == S_IFLNK {
                    let resolved = URL(fileURLWithPath: filePath).resolvingSymlinksInPath().path
                    var target = stat()
                    if stat(filePath, &target) == 0 {
                        mode = target.st_mode & S_IFMT
                        // Links to folders and tables are checked; other links (a README's) are nobody's business.
                        let matters = mode == S_IFDIR || name.hasSuffix(".txt")
                        guard !matters || resolved.hasPrefix(root.path + "/") else {
                            let what = mode == S_IFDIR ? "folder" : "file"
                            throw ReadError(
                                description:
                                    "\(relative) is a symbolic link to \(resolved), outside the tables directory \(root.path); replace the link with the \(what) itself."
                            )
                        }
                    } else if name.hasSuffix(".txt") {
                        // A broken link or a loop: reading it says which.
                        mode = S_IFREG
                    }
                    if mode == S_IFDIR, !visited.insert(resolved).inserted { continue }
                }
                if mode == S_IFDIR {
                    guard depth < maximumDepth else { continue }
                    pending.append((relative, depth + 1))
                    continue
                }
                guard name.hasSuffix(".txt") else { continue }
                do {
                    files.append((relative, try FileReading.bytes(atPath: filePath, atMost: TableLimits.fileBytes + 1, shown: relative)))
                } catch {
                    throw ReadError(description: error.description)
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// How deep below a tables directory files are read: tables are `TABLE/LOCALE.txt`, so two
    /// levels would do; a little room for a project's own layout, and no walk into a deep tree.
    package static let maximumDepth = 4

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
