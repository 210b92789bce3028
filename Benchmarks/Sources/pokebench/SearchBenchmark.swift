import Foundation
import PokeLocalization
import PokeSearch
import PokeTables

/// Search over every locale's names, slugs and romanizations: the first search in a fresh
/// process, the median time of each kind of query against its target, typos against rapidfuzz,
/// and whole `pokedex` processes against the start-up floor.
func runSearchBenchmark() async {
    print("== Species search over all locales, slugs and romanizations (median of 7 interleaved rounds) ==")
    let shared = SpeciesSearch()
    reportFirstSearch()
    reportRomanizedKeys()
    let clock = ContinuousClock()
    var builds: [Double] = []
    for _ in 0..<5 {
        builds.append(clock.measure { blackHole(SpeciesSearch(localizer: TableLocalizer()).names.count) }.nanoseconds)
    }
    print(
        "\(shared.names.count) names; building every shard of a new search: \(formatted(median(builds) / 1e6)) ms "
            + "(a search builds only the shards of its query's script, the first time it needs them)")

    let categories: [(name: String, target: Double, queries: [String])] = [
        ("exact", 50, ["고라파덕", "コダック", "こだっく", "Psykokwak", "enton", "flabebe", "Ｐｉｋａｃｈｕ", "Mr Mime", "psyduck"]),
        ("prefix", 50, ["pika", "char", "bul", "ps", "고라", "コダ", "p"]),
        ("romanization", 50, ["kedaya", "pikaqiu", "gorapadeok", "pikachyu", "kodakku", "psidak"]),
        ("initial consonants", 50, ["ㄱㄹㅍㄷ", "ㄱㄹ", "고ㄹㅍ", "ㅍㅋㅊ", "ㄱ"]),
        ("typo", 1000, ["pikachuuu", "charzard", "bulbasuar", "psykokwac", "pikchu", "flabebeee"]),
        ("typo (jamo, kana)", 1000, ["고라파둑", "고라피덕", "こだつく", "ぴかちゆう", "フシギダナ"]),
    ]
    // Queries as an app holds them: fresh strings, not literals.
    let fresh = categories.map { ($0.name, $0.target, $0.queries.map { String(decoding: Array($0.utf8), as: UTF8.self) }) }
    var operations: [TimedOperation] = []
    for (category, _, queries) in fresh {
        for query in queries {
            let iterations = iterationsForRound { shared.search(query).count }
            operations.append(
                TimedOperation(name: "\(category)\t\(query)", iterations: iterations) { _ in
                    shared.search(query).count
                })
        }
    }
    let reverse = fresh[0].2
    operations.append(
        TimedOperation(name: "species(named:)\tall exact queries", iterations: reverse.count * 2_000) {
            shared.species(named: reverse[$0 % reverse.count]) ?? 0
        })
    guard let results = try? measure(operations) else { return }

    var rows = [["kind", "query", "results", "top match", "ns/query", "µs/query"]]
    for result in results {
        let parts = result.name.split(separator: "\t").map(String.init)
        let found = parts[0] == "species(named:)" ? [] : shared.search(parts[1])
        let top = found.first.map { "\($0.matchedName) (\($0.locale?.description ?? "slug")), \($0.match)" } ?? "-"
        rows.append([
            parts[0], parts[1], found.isEmpty ? "-" : "\(found.count)", top,
            formatted(result.nanosecondsPerOperation), formatted(result.nanosecondsPerOperation / 1000),
        ])
    }
    printTable(rows)
    print("median per kind (search(_:limit: 10)), against its target:")
    for (category, target, _) in fresh {
        let times = results.filter { $0.name.hasPrefix(category + "\t") }.map(\.nanosecondsPerOperation)
        let micro = median(times) / 1000
        print("  \(category): \(formatted(micro)) µs (target ≤ \(formatted(target)) µs: \(micro <= target ? "met" : "MISSED"))")
    }
    print("  species(named:): \(formatted(results.last!.nanosecondsPerOperation)) ns")
    let typoTimes = Dictionary(
        uniqueKeysWithValues: results.filter { $0.name.hasPrefix("typo\t") }
            .map { (String($0.name.dropFirst(5)), $0.nanosecondsPerOperation) })
    compareWithRapidFuzz(shared, queries: fresh[4].2, ours: typoTimes)
    await runWholeProcesses()
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

/// The first search in fresh processes (`pokebench search-child QUERY`), one query per script.
private func reportFirstSearch() {
    for query in ["고라파덕", "コダック", "可达鸭", "psyduck", "kedaya"] {
        var times: [Double] = []
        for _ in 0..<9 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["search-child", query]
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch {
                print("could not start \(CommandLine.arguments[0]): \(error)")
                return
            }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if let value = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) { times.append(value) }
        }
        let milliseconds = median(times) / 1e6
        print(
            "first search in a fresh process, \(query): \(formatted(milliseconds)) ms (median of 9; target ≤ 5 ms: "
                + "\(milliseconds <= 5 ? "met" : "MISSED"))")
    }
}

/// Runs in the child process: times `SpeciesSearch()` and its first search, prints ns.
func searchChild(_ query: String) {
    let clock = ContinuousClock()
    var count = 0
    let first = clock.measure { count = SpeciesSearch().search(query).count }
    blackHole(count)
    print(first.nanoseconds)
}

/// The romanized key table: how many keys, and their bytes.
private func reportRomanizedKeys() {
    let localizer = TableLocalizer()
    var keys = 0
    var bytes = 0
    var locales: [String] = []
    for locale in localizer.availableLocales {
        let romanized = localizer.names(.searchKeys, in: locale).map { SearchKeyList.keys(in: $0.name) }
        guard !romanized.isEmpty else { continue }
        locales.append(locale.description)
        for list in romanized {
            keys += list.count
            bytes += list.map(\.utf8.count).reduce(0, +)
        }
    }
    print(
        "romanized search keys: \(keys) keys in \(locales.count) locales (\(locales.joined(separator: ", "))), "
            + "\(bytes) bytes of keys (\(formatted(Double(bytes) / 1024)) KiB)")
}

/// rapidfuzz's Levenshtein (`process.extract`, limit 10, score_cutoff 2) over the same Latin keys,
/// timed in Python in the same run: the typo path's lead, and whether the top hits agree.
private func compareWithRapidFuzz(_ search: SpeciesSearch, queries: [String], ours: [String: Double]) {
    var speciesOfKey: [String: Int] = [:]
    for name in search.names {
        let key = SearchKey.normalize(name.text)
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.value < 0x530 }) else { continue }
        speciesOfKey[key] = min(speciesOfKey[key] ?? .max, name.speciesID)
    }
    let keys = speciesOfKey.keys.sorted()
    let input: [String: Any] = ["keys": keys, "species": keys.map { speciesOfKey[$0]! }, "queries": queries]
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("rapidfuzz-\(ProcessInfo.processInfo.processIdentifier).json")
    defer { try? FileManager.default.removeItem(at: work) }
    let script = """
        import json, sys, time
        from rapidfuzz import process
        from rapidfuzz.distance import Levenshtein
        data = json.load(open(sys.argv[1]))
        keys, species, out = data["keys"], data["species"], {}
        for q in data["queries"]:
            rounds = []
            for _ in range(7):
                n, start = 0, time.perf_counter()
                while time.perf_counter() - start < 0.02:
                    found = process.extract(q, keys, scorer=Levenshtein.distance, limit=10, score_cutoff=2)
                    n += 1
                rounds.append((time.perf_counter() - start) / n)
            best = min((d for _, d, _ in found), default=None)
            out[q] = [sorted(rounds)[3] * 1e9, sorted({species[i] for _, d, i in found if d == best})]
        print(json.dumps(out))
        """
    do {
        try JSONSerialization.data(withJSONObject: input).write(to: work)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, work.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let answers = try JSONSerialization.jsonObject(with: output) as? [String: [Any]]
        else {
            print("rapidfuzz: not installed here (`pip install rapidfuzz`); no comparison")
            return
        }
        print("typos against rapidfuzz's Levenshtein (process.extract, limit 10, cutoff 2) over the same \(keys.count) Latin keys:")
        var ratios: [Double] = []
        for query in queries {
            guard let answer = answers[query], let theirs = answer[0] as? Double, let theirTop = answer[1] as? [Int],
                let mine = ours[query]
            else { continue }
            let top = search.search(query).first?.speciesID
            ratios.append(theirs / mine)
            print(
                "  \(query): rapidfuzz \(formatted(theirs / 1000)) µs, ours \(formatted(mine / 1000)) µs, "
                    + "\(formatted(theirs / mine))× faster; same top hit: \(top.map(theirTop.contains) == true ? "yes" : "no (\(top ?? 0) vs \(theirTop))")"
            )
        }
        print("  median lead: \(formatted(median(ratios)))×")
    } catch {
        print("rapidfuzz comparison failed: \(error)")
    }
}

/// Whole `pokedex` processes, from start to exit, against `pokedex list --limit 1`.
private func runWholeProcesses() async {
    print("whole pokedex processes (median of 15 interleaved runs; a release build of pokedex):")
    guard let pokedex = PackagePlaces.tool("pokedex", indent: "  ") else { return }
    let runs: [[String]] = [
        ["list", "--limit", "1", "--locale", "en"], ["search", "고라파덕", "--locale", "en"], ["search", "kedaya", "--locale", "en"],
        ["show", "psyduck", "--locale", "en"], ["show", "54", "--locale", "en"], ["show", "고라파덕", "--locale", "en"],
        // The whole card in a locale with every name, and in one that falls back for most (issue 25's measure).
        ["show", "psyduck", "--locale", "ko"], ["show", "psyduck", "--locale", "th"],
    ]
    let operations = runs.map { arguments in
        TimedOperation(name: "pokedex " + arguments.joined(separator: " "), iterations: 1) { _ in try runToExit(pokedex, arguments) }
    }
    guard let results = try? measure(operations, rounds: 15) else {
        print("  a pokedex run failed")
        return
    }
    let floor = results[0].nanosecondsPerOperation
    for result in results {
        let ratio = result.nanosecondsPerOperation / floor
        print(
            "  \(result.name): \(formatted(result.nanosecondsPerOperation / 1e6)) ms, \(formatted(ratio))× the floor"
                + (result.name.contains(" list ") ? "" : " (target ≤ 1.5×: \(ratio <= 1.5 ? "met" : "MISSED"))"))
    }
}
