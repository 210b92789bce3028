import Foundation

/// The fetcher's cache: bodies in memory (bounded in count and in bytes), backed by an optional `DiskCache`.
///
/// PokeAPI's fair-use policy asks clients to cache; its data changes rarely, so an entry younger
/// than `maxAge` is served without asking the server, and an older one is revalidated with its ETag.
actor ResponseCache {
    private let disk: DiskCache?
    private let memoryLimit: Int
    private let memoryByteLimit: Int
    private var memory: [String: CachedResponse] = [:]
    private var insertionOrder: [String] = []
    private var memoryBytes = 0

    /// The most bytes of bodies kept in memory by default: 64 MB, hundreds of PokeAPI's bodies,
    /// or about 250 official artwork images, whatever `memoryLimit` allows.
    static let defaultMemoryByteLimit = 64 * 1024 * 1024

    /// Makes a cache holding at most `memoryLimit` bodies and `memoryByteLimit` bytes of them in
    /// memory (oldest dropped first; the newest is kept whatever its size).
    init(directory: URL?, memoryLimit: Int, memoryByteLimit: Int = ResponseCache.defaultMemoryByteLimit) {
        disk = directory.map(DiskCache.init(directory:))
        self.memoryLimit = max(1, memoryLimit)
        self.memoryByteLimit = max(0, memoryByteLimit)
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
        memoryBytes = 0
    }

    private func remember(_ entry: CachedResponse) {
        if let replaced = memory.updateValue(entry, forKey: entry.url) {
            memoryBytes -= replaced.body.count
        } else {
            insertionOrder.append(entry.url)
        }
        memoryBytes += entry.body.count
        var dropped = 0
        while insertionOrder.count - dropped > 1,
            insertionOrder.count - dropped > memoryLimit || memoryBytes > memoryByteLimit
        {
            if let gone = memory.removeValue(forKey: insertionOrder[dropped]) { memoryBytes -= gone.body.count }
            dropped += 1
        }
        if dropped > 0 { insertionOrder.removeFirst(dropped) }
    }
}
