import Foundation
import PokeTablesIO

/// Writes generated files so that the build notices every change and nothing else.
enum GeneratedFile {
    /// Writes `text` atomically, only if the file's bytes differ; a new version's modification
    /// time is at least one second after the old one's.
    ///
    /// Why the second: swift-driver decides which files to recompile by modification times it
    /// compares at whole-second resolution. Measured with Swift 6.3.1: a generated file rewritten
    /// with new bytes of the same length within the same second as the previous version was not
    /// recompiled, so the build kept serving the old names. Moving the time to the next second
    /// (into the future by at most a second, when two builds come that fast) makes the change seen.
    static func write(_ text: String, to url: URL) throws {
        let old = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        guard try AtomicFile.write(text, to: url), let old else { return }
        let new = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date ?? Date()
        if new.timeIntervalSince1970.rounded(.down) <= old.timeIntervalSince1970.rounded(.down) {
            let later = Date(timeIntervalSince1970: old.timeIntervalSince1970.rounded(.down) + 1)
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: url.path)
        }
    }

    /// Rewrites the stamp file with a new value, so its next build sees it changed.
    static func touch(_ url: URL) {
        let value = "\(Date().timeIntervalSince1970) \(ProcessInfo.processInfo.processIdentifier)\n"
        _ = try? AtomicFile.write(value, to: url)
    }
}
