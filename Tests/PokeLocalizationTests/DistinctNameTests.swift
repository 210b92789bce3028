import PokeLocalization
import PokeTables
import Testing

/// Every `/pokemon` entry's display name, in every locale of the bundled tables, reads cleanly
/// (no doubled or edge spaces) and tells it apart from the species' other entries.
@Suite("Display names: spacing, and one name per entry")
struct DistinctNameTests {
    let localizer = TableLocalizer()
    let catalog = PokemonCatalog()

    /// The requests: every locale with tables, and requests that negotiate to them with other chains.
    var requests: [String] { localizer.availableLocales.map(\.description) + ["en-GB", "es-MX", "fr-CA", "xx"] }

    @Test("no display name has two spaces in a row, or a space at either end, in any locale")
    func spacing() {
        for request in requests {
            let locale = localizer.locale(for: request)
            for entry in catalog.records {
                let name = localizer.pokemonName(id: entry.id, in: locale)?.value ?? ""
                #expect(!name.contains("  "), "\(entry.slug) in \(request): '\(name)'")
                #expect(name.first?.isWhitespace != true && name.last?.isWhitespace != true, "\(entry.slug) in \(request): '\(name)'")
            }
        }
    }

    @Test("no two entries of a species have one display name, in any locale")
    func distinct() {
        for request in requests {
            let locale = localizer.locale(for: request)
            var seen: [String: String] = [:]
            for entry in catalog.records {
                let name = localizer.pokemonName(id: entry.id, in: locale)?.value ?? ""
                let key = "\(entry.speciesID) \(name)"
                if let other = seen[key] {
                    Issue.record("\(other) and \(entry.slug) are both '\(name)' in \(request)")
                } else {
                    seen[key] = entry.slug
                }
            }
        }
    }

    @Test(
        "the two Mega Meowstic carry their gender, from the male and female forms' names",
        arguments: [
            ("en", "Mega Meowstic (Male)", "Mega Meowstic (Female)"),
            ("fr", "Méga-Mistigrix (Mâle)", "Méga-Mistigrix (Femelle)"),
            ("ja", "メガニャオニクス（オスのすがた）", "メガニャオニクス（メスのすがた）"),
        ])
    func meowstic(locale request: String, male: String, female: String) {
        let locale = localizer.locale(for: request)
        #expect(localizer.pokemonName(slug: "meowstic-male-mega", in: locale)?.value == male)
        #expect(localizer.pokemonName(slug: "meowstic-female-mega", in: locale)?.value == female)
    }

    // In the locales without form names (ru, th, tr), English's form name without its species.
    @Test(
        "a form that loses its species' name is spaced once",
        arguments: [
            ("garchomp-mega-z", "ru", "Гарчомп (Mega Z)"), ("lucario-mega-z", "th", "ลูคาริโอ (Mega Z)"),
            ("absol-mega-z", "tr", "Absol (Mega Z)"),
        ])
    func removedSpecies(slug: String, locale request: String, expected: String) throws {
        let name = try #require(localizer.pokemonName(slug: slug, in: localizer.locale(for: request)))
        #expect(name.value == expected)
        #expect(name.form?.source == .locale(LocaleTag("en")!))
    }
}
