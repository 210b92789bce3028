import PokeFormatting

/// Format calls through the public API: cached ICU formatters vs. opening them per call.
func runFormatterBenchmark() {
    print("formatters: ns per format call through PokeFormatting (median of 7 rounds)")
    do {
        try benchmarkWeights()
        try benchmarkHeights()
    } catch {
        print("  failed: \(error)")
    }
}

private let uncached = FormatterCache(capacity: 0)

/// Weights span PokeAPI's whole range, 0.1 kg to 999.9 kg.
private func weight(_ index: Int) -> Weight { Weight(hectograms: index % 9999 + 1) }

/// Heights span 0.1 m to 20.0 m, the range of ordinary species.
private func height(_ index: Int) -> Height { Height(decimetres: index % 200 + 1) }

private func benchmarkWeights() throws {
    let reused = try WeightFormatter(locale: "de")
    compare(
        label: "weight, de (kilograms)",
        measure("reused formatter", iterations: 200_000) { try! reused.format(weight($0)).utf8.count },
        measure("new formatter per call, cached ICU", iterations: 100_000) {
            try! WeightFormatter(locale: "de").format(weight($0)).utf8.count
        },
        measure("new formatter per call, ICU opened per call", iterations: 10_000) {
            try! WeightFormatter(locale: "de", cache: uncached).format(weight($0)).utf8.count
        })
}

private func benchmarkHeights() throws {
    let reused = try HeightFormatter(locale: "en")
    compare(
        label: "height, en (feet and inches)",
        measure("reused formatter", iterations: 100_000) { try! reused.format(height($0)).utf8.count },
        measure("new formatter per call, cached ICU", iterations: 100_000) {
            try! HeightFormatter(locale: "en").format(height($0)).utf8.count
        },
        measure("new formatter per call, ICU opened per call", iterations: 5_000) {
            try! HeightFormatter(locale: "en", cache: uncached).format(height($0)).utf8.count
        })
}

private func compare(label: String, _ reused: Measurement, _ cached: Measurement, _ opened: Measurement) {
    print(label)
    for result in [reused, cached, opened] { report(result) }
    print("  opened per call / reused: \(formatted(opened.nanosecondsPerOperation / reused.nanosecondsPerOperation))×"
        + "  opened per call / new-but-cached: \(formatted(opened.nanosecondsPerOperation / cached.nanosecondsPerOperation))×")
}
