import PokedexTerminal

/// One operation to time: `operation(i)` is called for i in 0..<iterations each round.
///
/// `operation` should return something derived from its work (a length, a count); the results
/// are summed into a sink so the optimizer cannot drop the work.
struct TimedOperation {
    /// What is measured, as printed.
    let name: String
    /// Calls per round; choose enough for a round to take several milliseconds.
    let iterations: Int
    /// The work for one call.
    let operation: (Int) throws -> Int
}

/// One result: the median time per call over the rounds, and the spread.
struct Measurement {
    /// What was measured.
    let name: String
    /// Median nanoseconds per call.
    let nanosecondsPerOperation: Double
    /// Fastest and slowest round, in nanoseconds per call.
    let range: ClosedRange<Double>
}

/// Times operations in interleaved rounds and returns the median nanoseconds per call of each.
///
/// Every round runs each operation once in turn, after one untimed warm-up round, so a machine
/// that gets busier or quieter during the run (it is shared) moves all of them alike and their
/// ratios stay meaningful.
func measure(_ operations: [TimedOperation], rounds: Int = 7) throws -> [Measurement] {
    precondition(
        rounds > 0 && operations.allSatisfy { $0.iterations > 0 },
        "measure needs at least one round and one iteration per operation.")
    var sink = 0
    for timed in operations {
        for index in 0..<min(timed.iterations, 1000) { sink &+= try timed.operation(index) }
    }
    var perCall = Array(repeating: [Double](), count: operations.count)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        for (slot, timed) in operations.enumerated() {
            let start = clock.now
            for index in 0..<timed.iterations { sink &+= try timed.operation(index) }
            let (seconds, attoseconds) = start.duration(to: clock.now).components
            let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            perCall[slot].append(nanoseconds / Double(timed.iterations))
        }
    }
    blackHole(sink)
    return zip(operations, perCall).map { timed, times in
        let sorted = times.sorted()
        return Measurement(
            name: timed.name,
            nanosecondsPerOperation: sorted[sorted.count / 2],
            range: sorted.first!...sorted.last!)
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: Int) {
    if value == Int.min { print("", terminator: "") }
}

/// Prints a result as "  name: 123.4 ns/op (rounds min–max)".
func report(_ measurement: Measurement) {
    print(
        "  \(measurement.name): \(formatted(measurement.nanosecondsPerOperation)) ns/op "
            + "(rounds \(formatted(measurement.range.lowerBound))–\(formatted(measurement.range.upperBound)))")
}

/// One decimal, without Foundation's String(format:).
func formatted(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths) % 10)"
}

/// The middle value (the upper one of an even count); NaN for none.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// Prints rows with aligned columns; the first row is the header. Widths are terminal columns,
/// so Korean, Japanese and Chinese names (two columns a character) line up too.
func printTable(_ rows: [[String]]) {
    guard let first = rows.first else { return }
    let widths = first.indices.map { column in rows.map { DisplayWidth.columns(of: $0[column]) }.max() ?? 0 }
    for row in rows {
        let cells = zip(row, widths).map { $0 + String(repeating: " ", count: $1 - DisplayWidth.columns(of: $0)) }
        print(cells.joined(separator: "  ").trimmingSuffix(while: { $0 == " " }))
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var copy = self
        while let last = copy.last, predicate(last) { copy.removeLast() }
        return copy
    }
}
