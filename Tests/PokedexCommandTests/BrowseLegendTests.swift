import PokeLocalization
import PokedexCard
import PokedexCardICU
import Testing

@testable import pokedex

/// The package's tables, except that a Pokédex entry (and its game) skips the requested locale:
/// a card on which the entry, and nothing else, falls back.
private struct EntryFromTheNextLocale: Localizer {
    let tables = TableLocalizer()

    var availableLocales: [LocaleTag] { tables.availableLocales }
    var catalog: PokemonCatalog { tables.catalog }

    func locale(for identifier: String) -> NameLocale { tables.locale(for: identifier) }

    func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        guard kind == .pokedexEntries || kind == .entryVersions else { return tables.name(kind, key, in: locale) }
        let later = NameLocale(requested: locale.requested, negotiated: locale.negotiated, chain: Array(locale.chain.dropFirst()))
        return tables.name(kind, key, in: later)
    }

    func pokemonName(slug: String, in locale: NameLocale) -> PokemonName? { tables.pokemonName(slug: slug, in: locale) }
}

@Suite("browse's card legend names every locale that answered for a part")
struct BrowseLegendTests {
    /// The screen's lines as text, without their styles.
    static func text(of card: PokedexCard, localizer: any Localizer, locale: NameLocale, columns: Int = 100) -> [String] {
        let screen = BrowseCardScreen(localizer: localizer, locale: locale, drawsArt: false)
        var art = BrowseArt(mode: .textOnly, background: .black)
        let state = BrowseCard(token: 1, pokemonID: card.number, title: card.name.value, card: .success(card), art: .absent("none"))
        let (lines, _) = screen.lines(state, art: &art, columns: columns, rows: 40)
        return lines.map { line in
            let plain = line.rendered(width: columns).replacing(/\u{1B}\[[0-9;]*m/, with: "")
            return String(plain.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test("when only the Pokédex entry came from another locale, the legend names that locale")
    func onlyTheEntry() throws {
        let localizer = EntryFromTheNextLocale()
        let locale = localizer.locale(for: "ko")
        let facts = try #require(PokemonCatalog().record(id: 54).map(PokemonFacts.init))
        let card = try CardMaker(localizer: localizer, locale: "ko").card(for: facts)
        #expect(card.entry?.text.servedBy?.description == "en")
        let legend = Self.text(of: card, localizer: localizer, locale: locale).filter { $0.contains("* not in") }
        #expect(legend == ["  * not in ko: shown from en (Pokédex entry)"])
    }
}
