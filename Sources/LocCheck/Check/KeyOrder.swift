import PokeTables

/// Which entries of a table are out of the API's order.
///
/// The entries outside one longest run already in order: the fewest lines that must move for the
/// table to be in order, so a check names only those and `loccheck fix` moves only those.
struct KeyOrder {
    /// The entries whose key the API knows, in file order, with the key's place in the API's order.
    let placed: [(entry: TableEntry, position: Int)]
    /// Lines of the entries that stay where they are.
    let stayingLines: Set<Int>
    /// The entries that stay, in file order (and so in the API's order: they are an increasing run).
    private let staying: [(entry: TableEntry, position: Int)]

    /// - Parameter placed: the entries with a known key, in file order, with the key's index in the API's order.
    init(_ placed: [(entry: TableEntry, position: Int)]) {
        self.placed = placed
        let run = Self.longestIncreasingRun(placed.map(\.position))
        stayingLines = Set(run.map { placed[$0].entry.line })
        staying = run.map { placed[$0] }
    }

    /// The entries that must move, in file order.
    var moving: [(entry: TableEntry, position: Int)] {
        placed.filter { !stayingLines.contains($0.entry.line) }
    }

    /// Where a moving entry at `position` belongs: between the staying entries before and after
    /// it in the API's order (either may be absent, at the table's start or end).
    /// - Complexity: O(log n).
    func neighbours(of position: Int) -> (previous: TableEntry?, next: TableEntry?) {
        var low = 0
        var high = staying.count
        while low < high {
            let middle = (low + high) / 2
            if staying[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return (low > 0 ? staying[low - 1].entry : nil, low < staying.count ? staying[low].entry : nil)
    }

    /// Indices of a longest strictly increasing subsequence of `values`, in order.
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(index)
            index = previous[index]
        }
        return run.reversed()
    }
}
