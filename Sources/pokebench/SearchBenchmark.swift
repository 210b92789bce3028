import PokeLocalization
import PokeSearch

/// Search over every locale's species names and every slug: index build, then the median time
/// of each kind of query.
func runSearchBenchmark() {
    print("== Species search over all locales and slugs (median of 7 interleaved rounds) ==")
    let clock = ContinuousClock()
    // The shared index is built on first use, so this is the first search in the process.
    let start = clock.now
    let shared = SpeciesSearch()
    blackHole(shared.search("psyduck").count)
    let first = start.duration(to: clock.now)
    let localizer = TableLocalizer()
    var builds: [Double] = []
    for _ in 0..<5 {
        builds.append(clock.measure { blackHole(SpeciesSearch(localizer: localizer).names.count) }.nanoseconds)
    }
    let locales = localizer.availableLocales.count
    print("\(shared.names.count) names (\(locales) locales + slugs); first search incl. building the shared index: "
        + "\(formatted(first.nanoseconds / 1e6)) ms; building an index: \(formatted(median(builds) / 1e6)) ms")

    let categories: [(name: String, queries: [String])] = [
        ("exact", ["고라파덕", "コダック", "こだっく", "Psykokwak", "enton", "flabebe", "Ｐｉｋａｃｈｕ", "Mr Mime", "psyduck"]),
        ("prefix", ["pika", "char", "bul", "ps", "고라", "コダ", "p"]),
        ("initial consonants", ["ㄱㄹㅍㄷ", "ㄱㄹ", "고ㄹㅍ", "ㅍㅋㅊ", "ㄱ"]),
        ("typo", ["pikachuuu", "charzard", "bulbasuar", "psykokwac", "pikchu", "flabebeee"]),
    ]
    // Queries as an app holds them: fresh strings, not literals.
    let fresh = categories.map { ($0.name, $0.queries.map { String(decoding: Array($0.utf8), as: UTF8.self) }) }
    var operations: [TimedOperation] = []
    for (category, queries) in fresh {
        for query in queries {
            let iterations = iterationsForRound { shared.search(query).count }
            operations.append(TimedOperation(name: "\(category)\t\(query)", iterations: iterations) { _ in
                shared.search(query).count
            })
        }
    }
    let reverse = fresh[0].1
    operations.append(TimedOperation(name: "species(named:)\tall exact queries", iterations: reverse.count * 2_000) {
        shared.species(named: reverse[$0 % reverse.count]) ?? 0
    })
    guard let results = try? measure(operations) else { return }

    var rows = [["kind", "query", "results", "top match", "ns/query", "µs/query"]]
    for result in results {
        let parts = result.name.split(separator: "\t").map(String.init)
        let found = parts[0] == "species(named:)" ? [] : shared.search(parts[1])
        let top = found.first.map { "\($0.matchedName) (\($0.locale?.description ?? "slug")), \($0.match)" } ?? "-"
        rows.append([parts[0], parts[1], found.isEmpty ? "-" : "\(found.count)", top,
                     formatted(result.nanosecondsPerOperation), formatted(result.nanosecondsPerOperation / 1000)])
    }
    printTable(rows)
    print("median per kind (search(_:limit: 10)):")
    for (category, _) in fresh {
        let times = results.filter { $0.name.hasPrefix(category + "\t") }.map(\.nanosecondsPerOperation)
        print("  \(category): \(formatted(median(times))) ns = \(formatted(median(times) / 1000)) µs")
    }
    print("  species(named:): \(formatted(results.last!.nanosecondsPerOperation)) ns")
}

/// Enough calls for a round of a few milliseconds, from a short trial.
private func iterationsForRound(_ operation: () -> Int) -> Int {
    let clock = ContinuousClock()
    var sink = 0
    let trial = clock.measure { for _ in 0..<20 { sink &+= operation() } }
    blackHole(sink)
    let perCall = max(trial.nanoseconds / 20, 1)
    return max(Int(3_000_000 / perCall), 10)
}
