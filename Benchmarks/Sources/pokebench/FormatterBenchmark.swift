import PokeFormatting

/// Format calls through the public API: cached ICU formatters vs. opening them per call.
func runFormatterBenchmark() {
    print("formatters: ns per format call through PokeFormatting (median of 7 rounds)")
    do {
        // Weights span PokeAPI's whole range, 0.1 kg to 999.9 kg.
        try compare("weight, de (kilograms)", iterations: 200_000) { cache in
            let formatter = try WeightFormatter(locale: "de", cache: cache)
            return { try formatter.format(Weight(hectograms: $0 % 9999 + 1)) }
        }
        // Heights span 0.1 m to 20.0 m, the range of ordinary species.
        try compare("height, en (feet and inches)", iterations: 100_000) { cache in
            let formatter = try HeightFormatter(locale: "en", cache: cache)
            return { try formatter.format(Height(decimetres: $0 % 200 + 1)) }
        }
    } catch {
        print("  failed: \(error)")
    }
}

/// Times three ways of formatting: one formatter reused, a new formatter per call whose ICU
/// objects come from the shared cache, and a new formatter per call that opens its own.
///
/// `makeFormat` makes a formatter with the given cache and returns its format call.
private func compare(
    _ label: String,
    iterations: Int,
    makeFormat: @escaping (FormatterCache) throws -> (Int) throws -> String
) throws {
    let uncached = FormatterCache(capacity: 0)
    let format = try makeFormat(.shared)
    let results = try measure([
        TimedOperation(name: "reused formatter", iterations: iterations) { try format($0).utf8.count },
        TimedOperation(name: "new formatter per call, cached ICU", iterations: iterations / 4) {
            try makeFormat(.shared)($0).utf8.count
        },
        // Opening costs tens of microseconds, so fewer iterations keep the run short.
        TimedOperation(name: "new formatter per call, ICU opened per call", iterations: iterations / 40) {
            try makeFormat(uncached)($0).utf8.count
        },
    ])
    let (reused, cached, opened) = (results[0], results[1], results[2])
    print(label)
    for result in results { report(result) }
    print(
        "  opened per call / reused: \(formatted(opened.nanosecondsPerOperation / reused.nanosecondsPerOperation))×"
            + "  opened per call / new-but-cached: \(formatted(opened.nanosecondsPerOperation / cached.nanosecondsPerOperation))×")
}
