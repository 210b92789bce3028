import Foundation
import PokeTables
import PokeTablesIO

/// Response bodies on disk, one file per URL, safe to share between processes.
///
/// A file is written with `AtomicFile`, to a temporary name in the same directory, flushed to disk
/// and then renamed over the old one, so a reader in another process, or after a crash, sees the
/// old file or the new one, never half of either.
/// File format: one line of JSON header (`url`, `etag`, `storedAt`, and the body's `length` and
/// 64-bit FNV-1a `checksum`), a newline, then the body. A file whose body does not match its
/// header (cut short by a full disk, a byte flipped, an older format) is deleted and read as a
/// miss, so it is fetched again and never served; anything but a regular file there is a miss
/// too, and is not read. The checksum finds accidents, not tampering:
/// whoever can write the cache directory can write a matching checksum too.
struct DiskCache: Sendable {
    /// The directory that holds the files; created on first write.
    let directory: URL

    private struct Header: Codable {
        let url: String
        let etag: String?
        let storedAt: Double
        let length: Int
        let checksum: String
    }

    /// The entry for `url`, or nil when there is none or it cannot be read.
    ///
    /// Only a regular file is read (see `readRegularFile`): a FIFO, a directory, a symbolic link
    /// or a device where an entry should be is a miss, left where it is; the refetched body's
    /// write then replaces that name (a rename, which never follows a link) or, for a directory,
    /// fails as any failed write does.
    /// - Complexity: one file read and one pass over the body.
    func read(_ url: String) -> CachedResponse? {
        let file = fileURL(for: url)
        guard let data = Self.readRegularFile(file.path) else { return nil }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[..<newline])
        else {
            discard(file)
            return nil
        }
        // File names are hashes; a collision must not serve another URL's body, nor delete it.
        guard header.url == url else { return nil }
        let body = Data(data[data.index(after: newline)...])
        guard body.count == header.length, Self.checksum(body) == header.checksum else {
            discard(file)
            return nil
        }
        return CachedResponse(
            url: url, etag: header.etag,
            storedAt: Date(timeIntervalSince1970: header.storedAt), body: body)
    }

    /// Stores the entry, replacing any older one atomically. Failures are ignored: a cache miss is harmless.
    /// - Complexity: one write and flush, and one rename (no read: an entry's header has its
    ///   date, so it never equals the old file).
    func write(_ entry: CachedResponse) {
        let header = Header(
            url: entry.url, etag: entry.etag, storedAt: entry.storedAt.timeIntervalSince1970,
            length: entry.body.count, checksum: Self.checksum(entry.body))
        guard var data = try? JSONEncoder().encode(header) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(entry.body)
        // By name: a FIFO or link planted where the entry goes is replaced, never written through.
        _ = try? AtomicFile.write(data, to: fileURL(for: entry.url), skippingIfUnchanged: false, replacingByName: true)
    }

    /// The file for `url`: a readable tail of the URL plus a 64-bit FNV-1a hash of all of it.
    func fileURL(for url: String) -> URL {
        let readable = String(
            url.split(separator: "/").suffix(2).joined(separator: "-")
                .map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(40))
        return directory.appendingPathComponent("\(readable)-\(String(FNV1a(hashing: url.utf8).value, radix: 16)).json")
    }

    /// The bytes of the regular file at `path`, or nil when there is none, it is anything else,
    /// or it can't be read.
    ///
    /// Opened without following a symbolic link and without blocking (opening a FIFO for reading
    /// waits for a writer, so one planted in the cache hung the reader), then checked with
    /// `fstat` on what was opened, so nothing can be swapped in between a check and the open.
    private static func readRegularFile(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        // A FileHandle, because FileManager.contents(atPath:) and Data(contentsOf:) leak 4 KB on an
        // empty file (Swift 6.3.1's FoundationEssentials; AddressSanitizer reports it), and a
        // cut-short cache file may be empty.
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// Removes a damaged file; another process may have replaced it meanwhile, which costs one refetch.
    private func discard(_ file: URL) {
        try? FileManager.default.removeItem(at: file)
    }

    /// The body's checksum as written in the header: 16 hex digits of FNV-1a.
    static func checksum(_ body: Data) -> String {
        FNV1a(hashing: body).hex
    }
}
