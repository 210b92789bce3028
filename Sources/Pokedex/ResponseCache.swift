import Foundation

/// The fetcher's cache: bodies in memory, backed by an optional `DiskCache`.
///
/// PokeAPI's fair-use policy asks clients to cache; its data changes rarely, so an entry younger
/// than `maxAge` is served without asking the server, and an older one is revalidated with its ETag.
actor ResponseCache {
    private let disk: DiskCache?
    private let memoryLimit: Int
    private var memory: [String: CachedResponse] = [:]
    private var insertionOrder: [String] = []

    /// Makes a cache holding at most `memoryLimit` bodies in memory (oldest dropped first).
    init(directory: URL?, memoryLimit: Int) {
        disk = directory.map(DiskCache.init(directory:))
        self.memoryLimit = max(1, memoryLimit)
    }

    /// The entry for `url` from memory, else from disk (and then kept in memory).
    /// - Complexity: a dictionary lookup; one file read on a memory miss.
    func entry(for url: String) -> CachedResponse? {
        if let entry = memory[url] { return entry }
        guard let entry = disk?.read(url) else { return nil }
        remember(entry)
        return entry
    }

    /// Stores `entry` in memory and on disk.
    func store(_ entry: CachedResponse) {
        remember(entry)
        disk?.write(entry)
    }

    /// Drops everything held in memory; the disk is left alone (for tests of the disk cache).
    func clearMemory() {
        memory = [:]
        insertionOrder = []
    }

    private func remember(_ entry: CachedResponse) {
        if memory.updateValue(entry, forKey: entry.url) == nil {
            insertionOrder.append(entry.url)
        }
        if insertionOrder.count > memoryLimit {
            let dropped = insertionOrder.count - memoryLimit
            for url in insertionOrder.prefix(dropped) { memory[url] = nil }
            insertionOrder.removeFirst(dropped)
        }
    }
}
