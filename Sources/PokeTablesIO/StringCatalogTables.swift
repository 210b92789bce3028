import Foundation
import PokeTables

/// The String Catalogs (`*.xcstrings`) at the top of a tables directory, and any given by path, as the tables they hold,
/// so the check reads an app's catalog as it reads its `.txt` tables, and `pokegen layer` compiles
/// it (on Linux, where SwiftPM compiles no catalog).
///
/// Each catalog string keyed `table:key` (as `loccheck export --format xcstrings` writes them) is
/// a line `key = value` of the table file `table/locale.txt` of each locale the string has; a
/// string with any other key is the app's own text, not the check's. A stringUnit not
/// `translated` is an empty name (pending work, as an empty line of a table); a localization with
/// variations or substitutions has no line. The tools run over those tables, and each finding
/// is then put back at its catalog's line and column (the stringUnit's value, or the localization); findings
/// of order are dropped, since Xcode sorts a catalog itself, and a message's mention of
/// `loccheck fix` too, which edits table files only.
package struct StringCatalogTables: Sendable {
    /// A catalog that can't be read, or that holds a table the directory has as a file too.
    package struct ReadError: Error, CustomStringConvertible {
        package let description: String
    }

    /// The tables the catalogs hold, as table files.
    package private(set) var files: [(path: String, bytes: [UInt8])] = []
    /// For each table file made from a catalog: the catalog's path and, by the file's line, the catalog's.
    private var origins: [String: (catalog: String, lines: [StringCatalog.Place])] = [:]

    /// Whether any catalog was read.
    package var isEmpty: Bool { origins.isEmpty }

    /// The catalogs at the top of `directory`, by file name, their bytes read but not parsed (a
    /// build compares them with the last one's before it parses anything).
    /// - Complexity: one listing of the directory, and a read of each catalog.
    package static func files(in directory: URL) throws(ReadError) -> [(name: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var catalogs: [(name: String, bytes: [UInt8])] = []
        for name in names.sorted() where name.hasSuffix(".xcstrings") {
            catalogs.append(
                (name, try read(directory.appendingPathComponent(name), named: name, place: "a String Catalog among the tables")))
        }
        return catalogs
    }

    /// The catalogs at `paths`, wherever they lie (an app's `Localizable.xcstrings` among its
    /// resources), each named by its absolute path, as findings outside the tables directory are.
    /// A path that is one of `read` (the resolved paths of catalogs already read, those at the top
    /// of the tables directory), or given twice, is read once; a path that can't be read is an error.
    /// - Complexity: a read of each catalog, and a resolution of each path's symbolic links.
    package static func files(at paths: [String], besides read: Set<String> = []) throws(ReadError) -> [(name: String, bytes: [UInt8])] {
        var seen = read
        var catalogs: [(name: String, bytes: [UInt8])] = []
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            // A catalog already read (so there to read) is not read again.
            guard seen.insert(TableDirectory.resolvedPath(url)).inserted else { continue }
            catalogs.append((url.path, try Self.read(url, named: url.path, place: "a String Catalog given with --catalog")))
        }
        return catalogs
    }

    /// The resolved paths of the catalogs ``files(in:)`` read from `directory`, named `names`.
    package static func resolvedPaths(_ names: [String], in directory: URL) -> Set<String> {
        Set(names.map { TableDirectory.resolvedPath(directory.appendingPathComponent($0)) })
    }

    /// A catalog's bytes, refused over the exchange files' limit.
    private static func read(_ url: URL, named name: String, place: String) throws(ReadError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(of: url, atMost: TableLimits.exchangeFileBytes + 1)
        } catch {
            throw ReadError(description: "\(error.description) (\(place))")
        }
        guard bytes.count <= TableLimits.exchangeFileBytes else {
            throw ReadError(
                description:
                    "\(name) is over \(TableLimits.describe(TableLimits.exchangeFileBytes)); String Catalogs are read up to that size.")
        }
        return bytes
    }

    /// The tables `catalogs` hold; a table a catalog holds that the directory also has as a
    /// `.txt` file (`existing`), or that another catalog holds, is an error, since one of the two
    /// would be ignored.
    /// - Complexity: O(n) in the catalogs' size.
    package init(_ catalogs: [(name: String, bytes: [UInt8])], existing: Set<String>) throws(ReadError) {
        for (name, bytes) in catalogs {
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(bytes)
            } catch {
                throw ReadError(
                    description:
                        "\(Diagnostic.place(name, line: error.line, column: error.column)): \(error.message) "
                        // A catalog given by path is named by it (absolute); one among the tables by its file name.
                        + (name.hasPrefix("/")
                            ? "A catalog given with --catalog is read as tables; fix it, or leave it out."
                            : "The String Catalogs beside the tables are read as tables; fix it, or move it out of the tables directory.")
                )
            }
            for table in catalog.tableFiles() {
                let path = table.kind.relativePath(for: table.locale)
                guard !existing.contains(path), origins[path] == nil else {
                    throw ReadError(
                        description:
                            "\(name) holds \(table.kind.rawValue) in \(table.locale), and so does \(origins[path]?.catalog ?? path); keep those names in one of them."
                    )
                }
                files.append((path, Array(table.text.utf8)))
                origins[path] = (name, table.lines)
            }
        }
    }

    /// The finding at its catalog's place, if it was found in a table a catalog holds; `nil` for
    /// a finding of order there.
    package func relocate(_ finding: Diagnostic) -> Diagnostic? {
        guard let origin = origins[finding.file] else { return finding }
        if finding.code == .outOfOrder { return nil }
        var moved = finding
        moved.file = origin.catalog
        // `loccheck fix` edits table files, not catalogs: the catalog's own editor makes the fix.
        moved.message = moved.message.replacingOccurrences(of: DiagnosticCode.fixMakesIt, with: "")
        let place = finding.line.flatMap { line in origin.lines.indices.contains(line - 1) ? origin.lines[line - 1] : nil }
        moved.line = place?.line
        moved.column = place?.column
        return moved
    }
}
