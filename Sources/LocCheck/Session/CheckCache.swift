import Foundation
import PokeTables
import PokeTablesIO
import PokeTransforms

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The reports of earlier checks, each kept under a keyed hash of every byte it was made from, so
/// that a check of the same bytes by the same loccheck build is answered without parsing or
/// judging anything.
///
/// An entry is reused only when its inputs are the same as this run's: the build's identity, the
/// check's options, the working directory, and every file the check reads (the tables
/// directory's `.txt` files and String Catalogs, the baseline, config and corrections, the files
/// the config pins). They are compared by their ``SipHash128`` under a random key the entry keeps,
/// drawn when it was written. Two inputs are taken for one another only if that hash collides:
/// by chance, one time in 2¹²⁸; on purpose, only by someone who read the key. The key is in the
/// entry, a file only its owner may read (one that others may read is a miss), in a folder only
/// its owner may write (``isTrusted``). An entry costs the size of the check's output, not of
/// its inputs.
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
    /// change times (ccache's default test of a compiler), loccheck's version and the ICU it
    /// runs with (its version and `ICU_DATA`): a rebuilt or reinstalled binary is a new file or a
    /// changed one, and its change time can't be set back.
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
        // The system's ICU, which the script rules read, is part of the build.
        let icu = "\(SearchKeyRomanizer.revision), ICU_DATA=\(environment["ICU_DATA"] ?? "")"
        return CheckCache(directory: directory, buildIdentity: Array("\(PackageVersion.current)\n\(icu)\n\(identity)".utf8))
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

    /// Everything one check is made from, as parts hashed one after another: each file's name
    /// (with whether it exists) and then its bytes. The bytes are the arrays the check read, not
    /// copies.
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

        /// The entry's file name: the invocation's FNV-1a hash (the entry is then compared by
        /// ``digest(key:)``).
        package var slot: String { slotHash.hex + ".entry" }

        /// The parts' hash under `key`: their count, then each part's length and bytes, so that
        /// no two lists of parts are one stream of bytes.
        /// - Complexity: O(n) in the parts' bytes.
        package func digest(key: SipHash128.Digest) -> SipHash128.Digest {
            var hash = SipHash128(key: key)
            hash.add(UInt64(parts.count))
            for part in parts {
                hash.add(UInt64(part.count))
                hash.add(part)
            }
            return hash.finalized()
        }
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
        /// Which stream a piece of output went to.
        package enum Stream: UInt8, Sendable {
            case output = 1
            case error = 2
        }

        package var status: Int32
        /// Standard output and error, in the order they were written.
        package var pieces: [(stream: Stream, bytes: [UInt8])] = []
        /// The report files it wrote, by the path `--output` gave.
        package var files: [(path: String, bytes: [UInt8])] = []

        package init(status: Int32) { self.status = status }
    }

    static let magic = Array("loccheck check cache 5\n".utf8)
    static let end = Array("end\n".utf8)

    /// The entry made from exactly `inputs`, or nil; a hit marks the entry as just used.
    /// - Complexity: reads the entry's file (about the size of the output) and hashes `inputs`
    ///   (O(n) in their bytes) under the entry's key.
    package func entry(for inputs: Inputs) -> Entry? {
        guard isTrusted else { return nil }
        let path = directory.appendingPathComponent(inputs.slot).path
        // Not through a link: an entry is a file loccheck wrote here.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // The user's own regular file that no one else may read: its key is what keeps anyone
        // from making other inputs that hash the same (one restored from a backup or opened up
        // with chmod is a miss).
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
            status.st_mode & 0o077 == 0, let data = try? handle.readToEnd()
        else { return nil }
        let entry = data.withUnsafeBytes { raw -> Entry? in
            var reader = Reader(raw)
            guard reader.take(Self.magic.count).map({ $0.elementsEqual(Self.magic) }) == true,
                let key = reader.takeDigest(), let digest = reader.takeDigest(), inputs.digest(key: key) == digest
            else { return nil }
            guard let status = reader.takeCounted(), status.count == 1, let pieces = reader.takeLength() else { return nil }
            var entry = Entry(status: Int32(status[status.startIndex]))
            for _ in 0..<min(pieces, UInt64(raw.count)) {
                guard let tag = reader.takeCounted(), tag.count == 1, let stream = Entry.Stream(rawValue: tag[tag.startIndex]),
                    let bytes = reader.takeCounted()
                else { return nil }
                entry.pieces.append((stream, Array(bytes)))
            }
            guard entry.pieces.count == pieces, let files = reader.takeLength() else { return nil }
            for _ in 0..<min(files, UInt64(raw.count)) {
                guard let path = reader.takeCounted(), let bytes = reader.takeCounted() else { return nil }
                entry.files.append((String(decoding: path, as: UTF8.self), Array(bytes)))
            }
            // The end mark: an entry cut short at any part's end is a miss too.
            guard entry.files.count == files, reader.take(Self.end.count).map({ $0.elementsEqual(Self.end) }) == true,
                reader.isAtEnd
            else { return nil }
            return entry
        }
        // The eviction removes the least recently used entries first.
        if entry != nil { _ = futimens(handle.fileDescriptor, nil) }
        return entry
    }

    /// Whether the folder may hold entries this user trusts: absent (it will be made mode 700),
    /// or the user's own and writable by no one else. Another user who could write there could
    /// plant an entry that passes a check.
    var isTrusted: Bool {
        var status = stat()
        guard stat(directory.path, &status) == 0 else { return errno == ENOENT }
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == geteuid() && status.st_mode & 0o022 == 0
    }

    /// Removes the least recently used entries beyond ``entryLimit``, and temporaries that runs
    /// killed while writing left over an hour ago (a younger one may be another run's, about to
    /// be renamed); a file that another run removes first is no matter.
    func removeLeastRecentlyUsed() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let entries = names.filter { $0.hasSuffix(".entry") && !$0.hasPrefix(".") }
        let temporaries = names.filter { $0.hasPrefix(".") }
        // Most runs have nothing to remove, and stat nothing.
        guard entries.count > Self.entryLimit || !temporaries.isEmpty else { return }
        let modified = { (name: String) -> Double in
            var status = stat()
            guard lstat(directory.appendingPathComponent(name).path, &status) == 0 else { return 0 }
            #if canImport(Darwin)
            let time = status.st_mtimespec
            #else
            let time = status.st_mtim
            #endif
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let leastRecent =
            entries.count > Self.entryLimit
            ? entries.map { ($0, modified($0)) }.sorted { $0.1 < $1.1 }.dropLast(Self.entryLimit).map(\.0) : []
        let stray = temporaries.filter { modified($0) < Date().timeIntervalSince1970 - 3600 }
        for name in leastRecent + stray {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
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

        mutating func takeDigest() -> SipHash128.Digest? {
            guard let low = takeLength(), let high = takeLength() else { return nil }
            return SipHash128.Digest(low: low, high: high)
        }

        mutating func takeCounted() -> UnsafeRawBufferPointer.SubSequence? {
            guard let count = takeLength(), count <= UInt64(raw.count - offset) else { return nil }
            return take(Int(count))
        }
    }
}
