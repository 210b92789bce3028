import Foundation

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file in the same directory, then renames it over `url`.
    ///
    /// An interrupted write leaves the old file whole (at worst a stray `.tmp` file beside it).
    /// - Returns: `false` when the file already held exactly these bytes and was left untouched.
    @discardableResult
    public static func write(_ bytes: some Collection<UInt8>, to url: URL) throws -> Bool {
        let data = Data(bytes)
        if let existing = FileManager.default.contents(atPath: url.path), existing == data {
            return false
        }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Writes text as UTF-8; see ``write(_:to:)``.
    @discardableResult
    public static func write(_ text: String, to url: URL) throws -> Bool {
        try write(Array(text.utf8), to: url)
    }
}
