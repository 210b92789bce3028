extension Dictionary where Value == Int {
    /// Each element of `elements` with its position there, the first for one listed twice: where a
    /// key is in a key list.
    /// - Complexity: O(n), one insertion per element. Inlinable, so each caller's copy is made
    ///   for its key type: called through the generic one, it looked up tuple metadata per element.
    @inlinable
    package init(firstPositionsIn elements: some Sequence<Key>) {
        self.init(elements.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
