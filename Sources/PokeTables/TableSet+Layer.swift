extension TableSet {
    /// The keys a table of `kind` should have, and may have, in these tables; for a layer (an
    /// app's `Localization/`) over `base`, the base's too: a layer's own English labels and form
    /// names add to its base's. What loccheck checks a layer against and pokegen warns about.
    /// - Complexity: O(k) in the keys of both.
    package func keys(_ kind: TableKind, snapshot: Snapshot, over base: TableSet?) -> (expected: [String], valid: [String]) {
        let expected = expectedKeys(kind, snapshot: snapshot)
        let valid = validKeys(kind, snapshot: snapshot)
        guard let base else { return (expected, valid) }
        func union(_ first: [String], _ second: [String]) -> [String] {
            var seen = Set(first)
            return first + second.filter { seen.insert($0).inserted }
        }
        return (union(base.expectedKeys(kind, snapshot: snapshot), expected), union(base.validKeys(kind, snapshot: snapshot), valid))
    }
}
