import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Response bodies on disk, one file per URL, safe to share between processes.
///
/// A file is written to a temporary name in the same directory and then renamed over the old one,
/// so a reader in another process sees the old file or the new one, never half of either.
/// File format: one line of JSON header (`url`, `etag`, `storedAt`), a newline, then the body.
struct DiskCache: Sendable {
    /// The directory that holds the files; created on first write.
    let directory: URL

    private struct Header: Codable {
        let url: String
        let etag: String?
        let storedAt: Double
    }

    /// The entry for `url`, or nil when there is none or it cannot be read.
    /// - Complexity: one file read.
    func read(_ url: String) -> CachedResponse? {
        guard let data = FileManager.default.contents(atPath: fileURL(for: url).path),
              let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]),
              header.url == url  // file names are hashes; a collision must not serve another body
        else { return nil }
        return CachedResponse(url: url, etag: header.etag,
                              storedAt: Date(timeIntervalSince1970: header.storedAt),
                              body: Data(data[data.index(after: newline)...]))
    }

    /// Stores the entry, replacing any older one atomically. Failures are ignored: a cache miss is harmless.
    /// - Complexity: one file write and one rename.
    func write(_ entry: CachedResponse) {
        let header = Header(url: entry.url, etag: entry.etag, storedAt: entry.storedAt.timeIntervalSince1970)
        guard var data = try? JSONEncoder().encode(header) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(entry.body)
        let target = fileURL(for: entry.url)
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
            if rename(temporary.path, target.path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// The file for `url`: a readable tail of the URL plus a 64-bit FNV-1a hash of all of it.
    func fileURL(for url: String) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let readable = String(url.split(separator: "/").suffix(2).joined(separator: "-")
            .map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(40))
        return directory.appendingPathComponent("\(readable)-\(String(hash, radix: 16)).json")
    }
}
