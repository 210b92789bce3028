/// Timing for the benchmarks: the median over rounds of nanoseconds per operation.
///
/// Each round runs `operations` calls; rounds repeat until `rounds` are done. The median resists
/// the noise of a shared machine better than the mean; every ratio the benchmarks print compares
/// figures measured in the same run.
func nanosecondsPerOperation(rounds: Int = 15, operations: Int, _ body: () -> Int) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var sink = 0
    for _ in 0..<rounds {
        let elapsed = clock.measure { sink &+= body() }
        samples.append(elapsed.nanoseconds / Double(operations))
    }
    blackHole(sink)
    return median(samples)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Keeps a value alive so the optimizer can't delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// Formats a number with a fixed number of decimals.
func format(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...].count
        if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// Prints a table with aligned columns.
func printTable(_ rows: [[String]]) {
    guard let first = rows.first else { return }
    let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
        print(zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  "))
    }
}
