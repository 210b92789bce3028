import Foundation
import PokeTables
import PokeTablesIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The reports of earlier checks, each kept with every byte it was made from, so that a check of
/// the same bytes by the same loccheck build is answered without parsing or judging anything.
///
/// An entry is reused only when its inputs are the same, byte for byte, as this run's: the
/// build's identity, the check's options, the working directory, and every file the check
/// reads (the tables directory's `.txt` files and String Catalogs, the baseline, config and
/// corrections, the files the config pins). Nothing is hashed, so no two inputs can be taken
/// for one another; an entry costs the size of the files it was made from.
///
/// One entry per invocation (build, options, directory): a run over changed files replaces it.
/// Entries are written through a temporary file and renamed, so a concurrent run reads the old
/// entry or the new one, and a killed run leaves at most a stray temporary; an entry that can't
/// be read whole is a miss. At most ``entryLimit`` entries are kept, the oldest removed first.
package struct CheckCache: Sendable {
    /// Where the entries are kept.
    package let directory: URL
    /// What tells this build of loccheck from any other: an entry made by another is never read.
    package let buildIdentity: [UInt8]

    /// How many entries the directory keeps.
    package static let entryLimit = 32

    package init(directory: URL, buildIdentity: [UInt8]) {
        self.directory = directory
        self.buildIdentity = buildIdentity
    }

    /// The cache of the running executable: `$LOCCHECK_CACHE_DIR`, else `$XDG_CACHE_HOME/loccheck`,
    /// else `~/.cache/loccheck`; nil when none is known or the executable can't be identified.
    ///
    /// The build is identified by the executable file's device, inode, size, modification and
    /// change times (ccache's default test of a compiler) and loccheck's version: a rebuilt or
    /// reinstalled binary is a new file or a changed one, and its change time can't be set back.
    package static func standard(environment: [String: String]) -> CheckCache? {
        let directory: URL
        if let path = environment["LOCCHECK_CACHE_DIR"], !path.isEmpty {
            directory = URL(fileURLWithPath: path)
        } else if let path = environment["XDG_CACHE_HOME"], path.hasPrefix("/") {
            directory = URL(fileURLWithPath: path).appendingPathComponent("loccheck")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            directory = URL(fileURLWithPath: home).appendingPathComponent(".cache/loccheck")
        } else {
            return nil
        }
        guard let executable = Bundle.main.executablePath, let identity = fileIdentity(executable) else { return nil }
        return CheckCache(directory: directory, buildIdentity: Array("\(PackageVersion.current)\n\(identity)".utf8))
    }

    /// A file's device, inode, size, modification and change times, or nil when it can't be read.
    package static func fileIdentity(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return "\(path) \(status.st_dev) \(status.st_ino) \(status.st_size) "
            + "\(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
    }

    /// Everything one check is made from, as parts compared one by one: each file's name (with
    /// whether it exists) and then its bytes. The bytes are the arrays the check read, not copies.
    package struct Inputs: Sendable {
        package private(set) var parts: [[UInt8]] = []
        /// The parts that name the invocation (not the files' contents): which entry it uses.
        private var slotHash = FNV1a()

        /// Inputs that start with the build's identity.
        init(buildIdentity: [UInt8]) {
            addInvocation("build", String(decoding: buildIdentity, as: UTF8.self))
        }

        /// Adds a part that names the invocation: the build, the options, a path.
        package mutating func addInvocation(_ label: String, _ value: String) {
            add(label, Array(value.utf8))
            slotHash.add(field: label)
            slotHash.add(field: value)
        }

        /// Adds a file's bytes (or its absence, `nil`) under its name: the name's part ends in 1
        /// when the bytes follow as the next part, 0 when there are none.
        package mutating func add(_ label: String, _ content: [UInt8]?) {
            parts.append(Array(label.utf8) + [content == nil ? 0 : 1])
            if let content { parts.append(content) }
        }

        /// The entry's file name: the invocation's FNV-1a hash (its contents are compared in full).
        var slot: String { slotHash.hex + ".entry" }
    }

    /// Inputs for a check by this build, to which the check adds what it reads.
    package func inputs() -> Inputs { Inputs(buildIdentity: buildIdentity) }

    /// `value` with every stored property, nested ones too, each labelled, and the elements of
    /// dictionaries and sets sorted: the same text in every process for the same value (a
    /// dictionary's own description follows its per-process hash seed). Options are keyed
    /// through this, so a property added to them later is keyed without a list to keep. Meant for
    /// values: an instance of a class without stored properties would be described by its type.
    package static func stableDescription(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return String(reflecting: value) }
        var parts = mirror.children.map { child in (child.label.map { $0 + ": " } ?? "") + stableDescription(child.value) }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
        return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
    }

    /// A kept check: what it wrote and its exit code.
    package struct Entry: Sendable {
        package var status: Int32
        package var standardOutput: [UInt8]
        package var standardError: [UInt8]
        /// The report files it wrote, by the path `--output` gave.
        package var files: [(path: String, bytes: [UInt8])]
    }

    private static let magic = Array("loccheck check cache 3\n".utf8)

    /// The entry made from exactly `inputs`, or nil.
    /// - Complexity: reads the entry's file (about the size of the inputs and the output) and
    ///   compares it with `inputs` part by part, byte for byte.
    package func entry(for inputs: Inputs) -> Entry? {
        let url = directory.appendingPathComponent(inputs.slot)
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return data.withUnsafeBytes { raw -> Entry? in
            var reader = Reader(raw)
            guard reader.take(Self.magic.count).map({ $0.elementsEqual(Self.magic) }) == true,
                reader.takeLength() == UInt64(inputs.parts.count)
            else { return nil }
            for part in inputs.parts {
                guard let kept = reader.takeCounted(), kept.elementsEqual(part) else { return nil }
            }
            guard let status = reader.takeCounted(), status.count == 1,
                let output = reader.takeCounted(), let error = reader.takeCounted()
            else { return nil }
            var entry = Entry(
                status: Int32(status[status.startIndex]), standardOutput: Array(output), standardError: Array(error), files: [])
            while !reader.isAtEnd {
                guard let path = reader.takeCounted(), let bytes = reader.takeCounted() else { return nil }
                entry.files.append((String(decoding: path, as: UTF8.self), Array(bytes)))
            }
            return entry
        }
    }

    /// Keeps `entry` as the check of `inputs`, replacing the invocation's earlier entry, and
    /// removes the oldest entries beyond ``entryLimit``. Not flushed to disk: after a crash an
    /// entry may be lost or cut short, and one cut short is a miss.
    /// - Complexity: copies the inputs and the output into one buffer, written with one call
    ///   (a write per part, hundreds of them, cost more than the copy).
    /// - Throws: when the entry can't be written; the check's result stands either way.
    package func store(_ entry: Entry, for inputs: Inputs) throws {
        let outputs =
            [[UInt8(clamping: entry.status)], entry.standardOutput, entry.standardError]
            + entry.files.flatMap { [Array($0.path.utf8), $0.bytes] }
        var bytes = Self.magic
        bytes.reserveCapacity((inputs.parts + outputs).reduce(Self.magic.count + 8) { $0 + 8 + $1.count })
        let appendLength = { (count: Int) in withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 } }
        appendLength(inputs.parts.count)
        for part in inputs.parts + outputs {
            appendLength(part.count)
            bytes += part
        }
        // The entries copy the tables: a folder only its owner reads (when it makes it).
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try AtomicFile.write(
            bytes, to: directory.appendingPathComponent(inputs.slot), skippingIfUnchanged: false, replacingByName: true,
            flushing: false)
        removeOldest(keeping: inputs.slot)
    }

    /// Removes the entries (and stray temporaries of killed runs) beyond ``entryLimit``, oldest
    /// first; one that another run removes first is no matter.
    private func removeOldest(keeping slot: String) {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard
            let names = try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys),
            names.count > Self.entryLimit
        else { return }
        let dated = names.filter { $0.lastPathComponent != slot }.map { url in
            (url, (try? url.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast)
        }
        for (url, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(names.count - Self.entryLimit) {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Reads the parts of an entry in turn; every read is bounds-checked, so a cut-short or
    /// foreign file is a miss, never a crash.
    private struct Reader {
        let raw: UnsafeRawBufferPointer
        var offset = 0

        init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

        var isAtEnd: Bool { offset == raw.count }

        mutating func take(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
            guard count >= 0, count <= raw.count - offset else { return nil }
            defer { offset += count }
            return raw[offset..<offset + count]
        }

        mutating func takeLength() -> UInt64? {
            take(8).map { $0.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
        }

        mutating func takeCounted() -> UnsafeRawBufferPointer.SubSequence? {
            guard let count = takeLength(), count <= UInt64(raw.count - offset) else { return nil }
            return take(Int(count))
        }
    }
}
