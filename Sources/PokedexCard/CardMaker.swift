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
    private let heights: HeightFormatter
    private let weights: WeightFormatter
    private let typeLists: TypeListFormatter

    /// A maker for what an app received as its locale (`ko-KR`, `en_GB.UTF-8`).
    ///
    /// Names come from the negotiated tables; numbers and units follow the identifier itself, so
    /// `en-GB` with `.regionPreference` gets the UK's units.
    public init(localizer: TableLocalizer = TableLocalizer(), locale identifier: String,
                system: MeasurementSystemChoice = .asInGames, width: MeasurementWidth = .short) throws {
        self.localizer = localizer
        locale = localizer.locale(for: identifier)
        let formattingLocale = Self.formattingLocale(identifier, negotiated: locale.negotiated)
        heights = try HeightFormatter(locale: formattingLocale, width: width, system: system)
        weights = try WeightFormatter(locale: formattingLocale, width: width, system: system)
        typeLists = try TypeListFormatter(locale: locale.chain.first?.description ?? "en")
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
            typeList: try typeLists.format(types.map(\.value)),
            heightLabel: localizer.label("height", in: locale),
            height: try heights.format(Height(decimetres: facts.height)),
            weightLabel: localizer.label("weight", in: locale),
            weight: try weights.format(Weight(hectograms: facts.weight)),
            artworkURL: facts.artworkURL)
    }

    /// The identifier in BCP 47 form for ICU (`en_GB.UTF-8` → `en-GB`), or the negotiated locale.
    static func formattingLocale(_ identifier: String, negotiated: LocaleTag?) -> String {
        let core = identifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        return LocaleTag(core)?.description ?? negotiated?.description ?? "en"
    }
}
