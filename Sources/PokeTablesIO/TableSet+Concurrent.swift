import PokeTables

extension TableSet {
    /// ``TableSet/init(files:)`` with the files parsed on every core (``Swift/Array/concurrentMap(_:)``):
    /// a tables directory is hundreds of files, each parsed on its own.
    /// - Complexity: O(n) in the files' bytes, spread over the cores.
    package init(parsingConcurrently files: [(path: String, bytes: [UInt8])]) {
        self.init(files: files) { $0.concurrentMap { TableFile(bytes: $0.bytes, path: $0.path) } }
    }
}
