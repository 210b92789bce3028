import PokeFormatting
import PokeLocalization
import PokeTables

/// Makes ``PokedexCard``s in one locale: negotiates once and keeps its formatters.
///
/// Cheap per card (table lookups and cached ICU formatters); opening it costs the locale
/// negotiation and, the first time in a process, opening the ICU formatters.
public struct CardMaker: Sendable {
    public let localizer: TableLocalizer
    public let locale: NameLocale
    private let formatters: CardFormatters

    /// The BCP 47 locale the numbers, units and type list are formatted in: the names' language
    /// with the reader's region ("es-MX", "zh-Hant-TW", "en" for `ja-Latn` and for a locale
    /// without tables). It never depends on the process's locale.
    public var formattingLocale: String { formatters.locale }

    /// A maker for what an app received as its locale (`ko-KR`, `en_GB.UTF-8`).
    ///
    /// Names come from the negotiated tables; numbers, units and the type list are in the same
    /// language, with the identifier's region, so `en-GB` with `.regionPreference` gets the UK's
    /// units. An identifier without tables (`xx`, `und`) gets an English card.
    public init(localizer: TableLocalizer = TableLocalizer(), locale identifier: String,
                system: MeasurementSystemChoice = .asInGames, width: MeasurementWidth = .short) throws {
        self.localizer = localizer
        locale = localizer.locale(for: identifier)
        formatters = try CardFormatters(names: locale, system: system, width: width)
    }

    /// The card for a pokemon's facts.
    public func card(for facts: PokemonFacts) throws -> PokedexCard {
        let types = facts.types.map { localizer.typeName(slug: $0, in: locale) }
        var name = localizer.pokemonName(slug: facts.slug, in: locale)
        if name.isSlug, let species = localizer.speciesName(id: facts.speciesID, in: locale) {
            // A form the bundled snapshot doesn't know yet: its species' name.
            name = PokemonName(value: species.value, species: species, form: nil)
        }
        return PokedexCard(
            number: facts.speciesID,
            numberLabel: localizer.label("number", in: locale),
            name: name,
            typeLabel: localizer.label(types.count > 1 ? "types" : "type", in: locale),
            types: types,
            typeList: try formatters.typeLists.format(types.map(\.value)),
            heightLabel: localizer.label("height", in: locale),
            height: try formatters.heights.format(Height(decimetres: facts.height)),
            weightLabel: localizer.label("weight", in: locale),
            weight: try formatters.weights.format(Weight(hectograms: facts.weight)),
            artworkURL: facts.artworkURL)
    }
}
