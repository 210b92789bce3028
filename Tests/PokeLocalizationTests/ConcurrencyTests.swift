import Foundation
import PokeLocalization
import Testing

/// `TableLocalizer` from many threads at once: the first `locale(for:)` of a fallback chain
/// resolves its names into a shared cache, the first lookup of a kind such as moves resolves that
/// kind's table for the chain, and the first display name of a form decodes a locale's tables into
/// another; any thread may reach any of them first.
@Suite("Concurrent lookups")
struct LocalizerConcurrencyTests {
    static let requests = [
        "ko-KR", "ja_JP.UTF-8", "ja-Hrkt", "ja-Latn", "zh_TW", "zh-Hans-CN", "es-MX", "es", "fr-CA", "de-AT",
        "it", "en-GB", "pt-BR", "xx",
    ]

    /// Every species name and every type name in every requested locale, as one list.
    static func names(_ localizer: TableLocalizer, requests: [String]) -> [String] {
        var names: [String] = []
        for request in requests {
            let locale = localizer.locale(for: request)
            for id in 1...1025 {
                names.append(localizer.speciesName(id: id, in: locale)?.value ?? "-")
            }
            for slug in ["fire", "water", "grass", "shadow", "stellar", "Water", "cosmic"] {
                names.append(localizer.typeName(slug: slug, in: locale)?.value ?? "-")
            }
            for slug in ["psyduck", "mr-mime", "Pikachu", "deoxys-attack", "charizard-mega-x", "missingno"] {
                names.append(localizer.speciesName(slug: slug, in: locale)?.value ?? "-")
                names.append(localizer.pokemonName(slug: slug, in: locale)?.value ?? "-")
            }
            // Kinds whose tables a chain resolves at their first lookup, which any thread may make;
            // keys short and long (over 15 bytes).
            for (kind, key) in [
                (NameKind.genus, "psyduck"), (.moves, "thunderbolt"), (.moves, "parabolic-charge"), (.forms, "pikachu-rock-star"),
                (.items, "master-ball"), (.abilities, "damp"), (.versions, "scarlet"), (.forms, "no-such-form-at-all"),
            ] {
                names.append(localizer.name(kind, key, in: locale).value)
            }
        }
        return names
    }

    @Test func manyThreadsNegotiateAndLookUpAndAgreeWithOneThread() {
        let threads = 16
        let lock = NSLock()
        nonisolated(unsafe) var results: [Int: [String]] = [:]
        // Threads first, so several of them may be the first to decode a locale.
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let shift = thread % Self.requests.count
            let order = Array(Self.requests[shift...] + Self.requests[..<shift])
            let names = Self.names(TableLocalizer(), requests: order)
            lock.withLock { results[thread] = names }
        }
        #expect(results.count == threads)
        for (thread, names) in results {
            let shift = thread % Self.requests.count
            let order = Array(Self.requests[shift...] + Self.requests[..<shift])
            #expect(names == Self.names(TableLocalizer(), requests: order), "thread \(thread)")
        }
    }

    /// Lookups read names from the arrays of a chain's resolved names (see `ResolvedTable`), and an
    /// unknown slug comes back as the answer. Every name an app kept must still read right after
    /// many more lookups, on its thread and others.
    @Test func keptNamesStayValidAfterLaterLookupsOnEveryThread() {
        let threads = 8
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let localizer = TableLocalizer()
            let locale = localizer.locale(for: ["ko", "fr", "ja", "es-MX"][thread % 4])
            var kept: [(expected: String, name: LocalizedName)] = []
            for round in 0..<200 {
                let long = "no-such-species-\(thread)-\(round)-" + String(repeating: "x", count: round % 40)
                let short = "nope\(round % 100)"
                // An unknown slug through the generic lookup, which answers the slug itself.
                kept.append((long, localizer.name(.species, long, in: locale)))
                kept.append((short, localizer.name(.species, short, in: locale)))
                kept.append((long, localizer.name(.types, long, in: locale)))
                let psyduck = localizer.speciesName(id: 54, in: locale)!.value
                kept.append((psyduck, localizer.speciesName(slug: round % 2 == 0 ? "psyduck" : "PSYDUCK", in: locale)!))
            }
            let wrong = kept.filter { $0.name.value != $0.expected }.map { "thread \(thread): \($0.name.value) for \($0.expected)" }
            lock.withLock { failures += wrong }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
