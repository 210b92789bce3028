/// One benchmark result: the median time per operation over several rounds.
struct Measurement {
    /// What was measured.
    let name: String
    /// Median nanoseconds per operation.
    let nanosecondsPerOperation: Double
    /// Fastest and slowest round, in nanoseconds per operation, to show the spread.
    let range: ClosedRange<Double>
}

/// Times `operation` and returns the median nanoseconds per call over `rounds` rounds.
///
/// Each round calls `operation(i)` for i in 0..<iterations after one untimed warm-up round;
/// `operation` should return something derived from its work (a length, a count), which is
/// summed into a sink so the optimizer cannot drop the work.
func measure(
    _ name: String,
    iterations: Int,
    rounds: Int = 7,
    _ operation: (Int) throws -> Int
) rethrows -> Measurement {
    precondition(iterations > 0 && rounds > 0, "measure needs at least one iteration and one round.")
    var sink = 0
    for index in 0..<min(iterations, 1000) { sink &+= try operation(index) }
    var perOperation: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let start = clock.now
        for index in 0..<iterations { sink &+= try operation(index) }
        let elapsed = start.duration(to: clock.now)
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        perOperation.append(nanoseconds / Double(iterations))
    }
    blackHole(sink)
    perOperation.sort()
    return Measurement(
        name: name,
        nanosecondsPerOperation: perOperation[perOperation.count / 2],
        range: perOperation.first!...perOperation.last!)
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole(_ value: Int) {
    if value == Int.min { print("", terminator: "") }
}

/// Prints a result as "name: 123.4 ns/op (min … max)".
func report(_ measurement: Measurement) {
    print("  \(measurement.name): \(formatted(measurement.nanosecondsPerOperation)) ns/op "
        + "(rounds \(formatted(measurement.range.lowerBound))–\(formatted(measurement.range.upperBound)))")
}

/// One decimal, without Foundation's String(format:).
func formatted(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
}
