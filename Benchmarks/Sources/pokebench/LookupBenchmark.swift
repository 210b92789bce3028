import Foundation
import LocCheck
import PokeLocalization
import PokeTables

/// Lookup cost of the generated tables against the hand-written patterns they replace.
func runLookupBenchmark() {
    print("== Name lookups: ns per species lookup over all 1,025 (median of 7 interleaved rounds) ==")
    let localizer = TableLocalizer()
    // An app's layer (this target's Localization/, a few names and a label) over the bundled tables.
    let layered = TableLocalizer(tables: [.module, .bundled])
    let snapshot = Snapshot.bundled
    // Slugs as an app holds them: fresh strings decoded from a response, not literals.
    let slugs = snapshot.species.map { String(decoding: Array($0.slug.utf8), as: UTF8.self) }
    let ids = snapshot.species.map(\.id)
    let count = ids.count
    var rows = [
        [
            "locale", "generated id", "generated slug", "[Int:String] id", "[String:String] slug", "lowercased()", "loop only",
            "layered id", "layered slug",
        ]
    ]
    var figures: [[Double]] = []
    for tag in ["en", "ko", "ja", "zh-Hant", "fr"] {
        let locale = localizer.locale(for: tag)
        let layeredLocale = layered.locale(for: tag)
        // The baselines: dictionaries built from the same data.
        // Constants, as an app's tables would be: a captured `var` would add exclusivity checks
        // to every baseline lookup and flatter the generated tables.
        //
        // A Swift dictionary seeds its hashing per instance, so one instance's collisions can make
        // it fast or slow by chance (a single instance flipped between locales); each baseline is
        // `instances` dictionaries of different capacities, used in turn.
        let named = zip(ids, slugs).map { ($0, $1, localizer.speciesName(id: $0, in: locale)!.value) }
        let instances = 5
        let byIDs = (0..<instances).map { instance in
            var dictionary = [Int: String](minimumCapacity: count + instance * 97)
            for (id, _, name) in named { dictionary[id] = name }
            return dictionary
        }
        let bySlugs = (0..<instances).map { instance in
            var dictionary = [String: String](minimumCapacity: count + instance * 97)
            for (_, slug, name) in named { dictionary[slug] = name }
            return dictionary
        }
        let names = named.map(\.2)
        // Each timed call walks all 1,025 species in its own loop, so the cost of calling the
        // closure is spread over 1,025 lookups; figures are per lookup. The call's index picks
        // one of `instances` orders of the keys (and a dictionary instance), so no loop's keys
        // are the same from one call to the next and nothing can be hoisted out of the rounds.
        let orders = (0..<instances).map { shift in Array(0..<count).map { ($0 * 7 + shift * 131) % count } }
        let idOrders = orders.map { $0.map { ids[$0] } }
        let slugOrders = orders.map { $0.map { slugs[$0] } }
        let nameOrders = orders.map { $0.map { names[$0] } }
        let operations = [
            TimedOperation(name: "generated id", iterations: 40) { call in
                var total = 0
                for id in idOrders[call % instances] { total &+= localizer.speciesName(id: id, in: locale)!.value.utf8.count }
                return total
            },
            TimedOperation(name: "generated slug", iterations: 20) { call in
                var total = 0
                for slug in slugOrders[call % instances] { total &+= localizer.speciesName(slug: slug, in: locale)?.value.utf8.count ?? 0 }
                return total
            },
            TimedOperation(name: "[Int:String] id", iterations: 40) { call in
                var total = 0
                let byID = byIDs[call % instances]
                for id in idOrders[call % instances] { total &+= byID[id]!.utf8.count }
                return total
            },
            TimedOperation(name: "[String:String] slug", iterations: 20) { call in
                var total = 0
                let bySlug = bySlugs[call % instances]
                for slug in slugOrders[call % instances] { total &+= bySlug[slug]!.utf8.count }
                return total
            },
            TimedOperation(name: "lowercased()", iterations: 20) { call in
                var total = 0
                let bySlug = bySlugs[call % instances]
                for slug in slugOrders[call % instances] { total &+= (bySlug[slug.lowercased()] ?? slug).utf8.count }
                return total
            },
            // What the loop itself costs (iterate, read a String's length), included in every figure.
            TimedOperation(name: "loop only", iterations: 40) { call in
                var total = 0
                for name in nameOrders[call % instances] { total &+= name.utf8.count }
                return total
            },
            TimedOperation(name: "layered id", iterations: 40) { call in
                var total = 0
                for id in idOrders[call % instances] { total &+= layered.speciesName(id: id, in: layeredLocale)!.value.utf8.count }
                return total
            },
            TimedOperation(name: "layered slug", iterations: 20) { call in
                var total = 0
                for slug in slugOrders[call % instances] {
                    total &+= layered.speciesName(slug: slug, in: layeredLocale)?.value.utf8.count ?? 0
                }
                return total
            },
        ]
        guard let results = try? measure(operations) else { return }
        let values = results.map { $0.nanosecondsPerOperation / Double(count) }
        figures.append(values)
        rows.append([tag] + values.map(formatted))
    }
    printTable(rows)
    let column = { (index: Int) in median(figures.map { $0[index] }) }
    let (id, slug, dictionaryID, dictionarySlug, lowercased, loop) = (column(0), column(1), column(2), column(3), column(4), column(5))
    let (layeredID, layeredSlug) = (column(6), column(7))
    print("median over locales: generated by id \(formatted(id)) ns, by slug \(formatted(slug)) ns (loop alone \(formatted(loop)) ns)")
    print(
        "  layered over the bundled tables (an app's Localization/): by id \(formatted(layeredID)) ns "
            + "(\(formatted(layeredID / id))x the bundled alone), by slug \(formatted(layeredSlug)) ns (\(formatted(layeredSlug / slug))x)")
    print("  [Int:String] by id \(formatted(dictionaryID)) ns = \(formatted(dictionaryID / id))x the generated id lookup")
    print(
        "  [String:String] by slug \(formatted(dictionarySlug)) ns = \(formatted(dictionarySlug / slug))x the generated slug lookup (target: at least 3x)"
    )
    print("  dict[name.lowercased()] ?? name \(formatted(lowercased)) ns = \(formatted(lowercased / slug))x the generated slug lookup")
    reportEveryKind(localizer)
}

/// One lookup of each kind the tables have (`name(_:_:in:)` over every key English names), in
/// Korean: what a card that shows abilities, stats and the rest pays per name; each beside the
/// species lookup by slug (`speciesName(slug:in:)`) measured in the same rounds, against the target
/// of at most 1.5 times it.
private func reportEveryKind(_ localizer: TableLocalizer) {
    let locale = localizer.locale(for: "ko")
    let english = LocaleTag("en")!
    let kinds = NameKind.all.map { kind in
        (kind, localizer.names(kind, in: english).map { String(decoding: Array($0.key.utf8), as: UTF8.self) })
    }.filter { !$0.1.isEmpty }
    let species = kinds.first { $0.0 == .species }?.1 ?? []
    let bySlug = TimedOperation(name: "species by slug", iterations: max(1, 20_000 / max(1, species.count))) { _ in
        var total = 0
        for slug in species { total &+= localizer.speciesName(slug: slug, in: locale)?.value.utf8.count ?? 0 }
        return total
    }
    let operations =
        [bySlug]
        + kinds.map { kind, keys in
            TimedOperation(name: kind.identifier, iterations: max(1, 20_000 / keys.count)) { _ in
                var total = 0
                for key in keys { total &+= localizer.name(kind, key, in: locale).value.utf8.count }
                return total
            }
        }
    guard let results = try? measure(operations), let first = results.first, !species.isEmpty else { return }
    let slug = first.nanosecondsPerOperation / Double(species.count)
    var slowest = 0.0
    let figures = zip(kinds, results.dropFirst()).map { kind, result in
        let perLookup = result.nanosecondsPerOperation / Double(kind.1.count)
        slowest = max(slowest, perLookup / slug)
        return "\(kind.0.identifier) \(formatted(perLookup)) (\(formatted(perLookup / slug))x)"
    }
    print(
        "  each kind in ko by name(_:_:in:), ns per lookup by key and its ratio to speciesName(slug:) in the same rounds, "
            + "\(formatted(slug)) ns (the first lookup of a kind resolves its tables, outside the rounds): "
            + figures.joined(separator: ", "))
    print("  slowest kind: \(String(format: "%.2f", slowest))x the species lookup by slug (target: at most 1.5x)")
}
