import Foundation
import PokeTables
import Synchronization
import Testing
import UkrainianLayer

@testable import PokeLocalization

/// A table stack lives as long as something refers to it, and a locale it negotiated outlives it:
/// the resolved names are stored in arrays the locale keeps, so a lookup never reads freed memory.
/// Run under AddressSanitizer too: `swift test --sanitize=address --filter StackLifetimeTests`.
@Suite("Table stacks freed while lookups run")
struct StackLifetimeTests {
    static let requests = ["ko", "fr", "uk", "ja-Hrkt", "uk-UA,ru"]

    /// Everything a lookup answers for one locale, as text: species by id and by slug, types,
    /// labels and the display name of every `/pokemon` entry, with the locale that served each.
    static func answers(_ localizer: TableLocalizer, _ locale: NameLocale) -> [String] {
        func text(_ name: LocalizedName?) -> String { name.map { "\($0.value)|\($0.servedBy?.description ?? "slug")" } ?? "-" }
        var answers: [String] = []
        for id in stride(from: 1, through: 1025, by: 7) { answers.append(text(localizer.speciesName(id: id, in: locale))) }
        for slug in ["psyduck", "bulbasaur", "PIKACHU", "deoxys-attack", "no-such-slug"] {
            answers.append(text(localizer.speciesName(slug: slug, in: locale)))
        }
        for slug in ["fire", "water", "Shadow", "no-such-type"] { answers.append(text(localizer.typeName(slug: slug, in: locale))) }
        for key in ["number", "height", "form-pattern", "no-such-label"] { answers.append(text(localizer.label(key: key, in: locale))) }
        for id in [1, 25, 386, 10001, 10314, 10326] {
            let name = localizer.pokemonName(id: id, in: locale)
            answers.append("\(name?.value ?? "-")|\(text(name?.species))|\(text(name?.form))")
        }
        return answers
    }

    static func locale(_ localizer: TableLocalizer, _ request: String) -> NameLocale {
        request.contains(",") ? localizer.locale(forAcceptLanguage: request) : localizer.locale(for: request)
    }

    /// Whether a flag was raised, for tasks that run until the stack is gone.
    final class Flag: Sendable {
        private let raised = Atomic<Bool>(false)
        func raise() { raised.store(true, ordering: .releasing) }
        var isRaised: Bool { raised.load(ordering: .acquiring) }
    }

    @Test("a stack is freed once its localizers are gone, while other tasks still look up with its locales")
    func freedWhileLookupsRun() async {
        // What the lookups must answer: one localizer over the layer, one over the bundled tables
        // alone, and the same locales read through either.
        let (layered, bundled): ([[String]], [[String]]) = {
            let localizer = TableLocalizer(tables: [ukrainianLayer, .bundled])
            let locales = Self.requests.map { Self.locale(localizer, $0) }
            return (locales.map { Self.answers(localizer, $0) }, locales.map { Self.answers(TableLocalizer(), $0) })
        }()
        for round in 0..<6 {
            weak var freed: TableStack?
            var localizer: TableLocalizer? = TableLocalizer(tables: [ukrainianLayer, .bundled])
            freed = localizer!.stack
            let locales = Self.requests.map { Self.locale(localizer!, $0) }
            let gone = Flag()
            // Readers: lookups with the stack's locales through the bundled localizer, until the
            // stack is gone and a few rounds more.
            let readers = (0..<3).map { _ in
                Task.detached { () -> [String] in
                    var wrong: [String] = []
                    var after = 0
                    while after < 3 {
                        if gone.isRaised { after += 1 }
                        // The holders share the cooperative pool (a thread per core): let them run.
                        await Task.yield()
                        for (index, locale) in locales.enumerated() where Self.answers(TableLocalizer(), locale) != bundled[index] {
                            wrong.append("round \(round): \(Self.requests[index]) through the bundled tables")
                        }
                    }
                    return wrong
                }
            }
            // Holders: each its own copy of the localizer, dropped when its task ends.
            let holders = await withTaskGroup(of: [String].self) { group in
                for task in 0..<3 {
                    let copy = localizer!
                    group.addTask {
                        locales.indices.compactMap { index in
                            Self.answers(copy, locales[(index + task) % locales.count]) == layered[(index + task) % locales.count]
                                ? nil : "round \(round): \(Self.requests[(index + task) % locales.count]) through its own stack"
                        }
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            localizer = nil
            #expect(freed == nil, "round \(round): the stack outlived its last localizer")
            gone.raise()
            var wrong = holders
            for reader in readers { wrong += await reader.value }
            // The locales outlive their stack: a new stack over the same sets answers them the same.
            let again = TableLocalizer(tables: [ukrainianLayer, .bundled])
            for (index, locale) in locales.enumerated() where Self.answers(again, locale) != layered[index] {
                wrong.append("round \(round): \(Self.requests[index]) through a new stack")
            }
            #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        }
    }
}
