import PokeTables

extension Snapshot {
    /// The species, type, `/pokemon` and other lists this binary was built with (the package's
    /// `Resources/snapshot/`), with the facts of their entries (abilities, base stats, egg
    /// groups), without the lines that have a problem (``bundledProblems`` says which).
    ///
    /// Read from the files' bytes, embedded at build time, not from the generated tables, so a
    /// snapshot the generator can't use still gives a binary that reports why.
    /// - Complexity: O(n) in the snapshot files' bytes (decoded and parsed), once per process, on first use.
    package static let bundled = readBundled(facts: true)

    /// ``bundled`` without the facts of its entries: what a check of the tables' keys reads.
    /// - Complexity: O(n) in the bytes of the snapshot's lists, once per process, on first use;
    ///   the fact files, most of the snapshot's bytes, are not decoded.
    package static let bundledLists = readBundled(facts: false)

    /// What is wrong in the snapshot this binary was built with, each problem at its file and
    /// line: found by ``read(files:)`` when the binary was built, so a run reports it without
    /// reading the facts again (a test holds it to what reading the embedded files finds).
    package static let bundledProblems: [Diagnostic] = EmbeddedReference.snapshotProblems.map { problem in
        // pokegen wrote the codes from this package's own, so each names one (`invalid-snapshot`
        // for every problem reading a snapshot finds today).
        let code = DiagnosticCode.tableFormat.first { $0.rawValue == problem.code.description } ?? .invalidSnapshot
        return Diagnostic(code, file: problem.file.description, line: problem.line, message: problem.message.description)
    }

    private static func readBundled(facts: Bool) -> Snapshot {
        var files: [String: TableFile] = [:]
        // Only the snapshot's files decoded: the English tables are most of the embedded bytes.
        for file in EmbeddedReference.files where TableLayout.isSnapshot(file.path.description) {
            let path = file.path.description
            guard facts || !SnapshotFacts.files.contains(path) else { continue }
            files[path] = TableFile(bytes: BundledReference.bytes(fromHex: file.hex))
        }
        return read(files: files).snapshot
    }
}

/// The files the package's own tables are checked against, embedded at build time: the
/// snapshot's lists and the English tables (which define the keys of labels and forms).
package enum BundledReference {
    /// The files' paths (relative to the tables directory, such as `ui/en.txt`) and bytes.
    package static let files: [(path: String, bytes: [UInt8])] = EmbeddedReference.files.map {
        ($0.path.description, bytes(fromHex: $0.hex))
    }

    /// The English tables, as the tables of a directory: the reference an app's own tables
    /// layer over (`loccheck --over-bundled`).
    /// - Complexity: parses them once per process, on first use.
    package static let englishTables = TableSet(files: files.filter { !TableLayout.isSnapshot($0.path) })

    /// The kinds the English tables are of, read from the files' paths alone.
    package static let englishKinds: Set<TableKind> = Set(
        EmbeddedReference.files.compactMap { TableLayout.kind(ofPath: $0.path.description) })

    /// The English tables of `kinds` alone, as the tables of a directory: for a check that needs
    /// a few kinds' reference, without decoding and parsing the others (Pokédex entries are most
    /// of the bytes).
    /// - Complexity: O(n) in the bytes of those kinds' files, on every call.
    package static func englishTables(of kinds: Set<TableKind>) -> TableSet {
        TableSet(
            files: EmbeddedReference.files.compactMap { file in
                let path = file.path.description
                guard let kind = TableLayout.kind(ofPath: path), kinds.contains(kind) else { return nil }
                return (path, bytes(fromHex: file.hex))
            })
    }

    fileprivate static func bytes(fromHex hex: StaticString) -> [UInt8] {
        func value(_ digit: UInt8) -> UInt8 { digit >= 0x61 ? digit - 0x61 + 10 : digit - 0x30 }
        return hex.withUTF8Buffer { digits in
            stride(from: 0, to: digits.count - 1, by: 2).map { value(digits[$0]) << 4 | value(digits[$0 + 1]) }
        }
    }
}
