import AtomicWrites
import Foundation
import PokeTables

/// Response bodies on disk, one file per URL, safe to share between processes.
///
/// A file is written with `AtomicFile`, to a temporary name in the same directory, flushed to disk
/// and then renamed over the old one, so a reader in another process, or after a crash, sees the
/// old file or the new one, never half of either.
/// File format: one line of JSON header (`url`, `etag`, `storedAt`, and the body's `length` and
/// 64-bit FNV-1a `checksum`), a newline, then the body. A file whose body does not match its
/// header (cut short by a full disk, a byte flipped, an older format) is deleted and read as a
/// miss, so it is fetched again and never served. The checksum finds accidents, not tampering:
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
    /// - Complexity: one file read and one pass over the body.
    func read(_ url: String) -> CachedResponse? {
        let file = fileURL(for: url)
        // A FileHandle, because FileManager.contents(atPath:) and Data(contentsOf:) leak 4 KB on an
        // empty file (Swift 6.3.1's FoundationEssentials; AddressSanitizer reports it), and a
        // cut-short cache file may be empty.
        guard let handle = FileHandle(forReadingAtPath: file.path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() ?? Data() else { return nil }
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
        return CachedResponse(url: url, etag: header.etag,
                              storedAt: Date(timeIntervalSince1970: header.storedAt), body: body)
    }

    /// Stores the entry, replacing any older one atomically. Failures are ignored: a cache miss is harmless.
    /// - Complexity: one write and flush, and one rename (no read: an entry's header has its
    ///   date, so it never equals the old file).
    func write(_ entry: CachedResponse) {
        let header = Header(url: entry.url, etag: entry.etag, storedAt: entry.storedAt.timeIntervalSince1970,
                            length: entry.body.count, checksum: Self.checksum(entry.body))
        guard var data = try? JSONEncoder().encode(header) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(entry.body)
        _ = try? AtomicFile.write(data, to: fileURL(for: entry.url), skippingIfUnchanged: false)
    }

    /// The file for `url`: a readable tail of the URL plus a 64-bit FNV-1a hash of all of it.
    func fileURL(for url: String) -> URL {
        let readable = String(url.split(separator: "/").suffix(2).joined(separator: "-")
            .map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(40))
        return directory.appendingPathComponent("\(readable)-\(String(FNV1a(hashing: url.utf8).value, radix: 16)).json")
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
