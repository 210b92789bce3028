import PokeLocalization
import PokeTables

/// Makes ``PokedexCard``s in one locale: negotiates once and keeps its formatter.
///
/// Cheap per card (table lookups and the formatter's calls); making one costs the locale
/// negotiation and, with ICU, the first time in a process, opening the ICU formatters.
public struct CardMaker: Sendable {
    /// Where the card's names and labels come from.
    public let localizer: any Localizer
    /// The negotiated locale of the names and labels.
    public let locale: NameLocale
    /// How the height, weight and type list are written.
    public let formatter: any CardFormatter

    /// A maker for what an app received as its locale (`ko-KR`, `en_GB.UTF-8`), with a formatter
    /// of the app's own, made for that locale.
    public init(localizer: any Localizer = TableLocalizer(), locale identifier: String, formatter: any CardFormatter) {
        self.init(localizer: localizer, locale: localizer.locale(for: identifier), formatter: formatter)
    }

    /// A maker for a locale the app already negotiated once (``/PokeLocalization/Localizer/locale(forPreferredLanguages:)``,
    /// ``/PokeLocalization/Localizer/locale(for:)``), with a formatter of the app's own, made for that locale.
    public init(localizer: any Localizer = TableLocalizer(), locale: NameLocale, formatter: any CardFormatter) {
        self.localizer = localizer
        self.locale = locale
        self.formatter = formatter
    }

    /// The card for a pokemon's facts: its names, genus, abilities, stat names and egg groups
    /// from the localizer's tables; its height and weight, and its lists of types, abilities and
    /// egg groups, written by the formatter (``CardFormatter/typeList(_:)`` joins each list).
    ///
    /// Where the tables have no name (a species, form or ability newer than the bundled snapshot),
    /// the server's text of ``PokemonFacts/server`` answers, marked
    /// ``/PokeLocalization/LocalizedName/isFromServer`` (``PokedexCard/fromServer`` lists the parts).
    /// - Throws: ``CardError`` when the formatter can't write the height, weight or a list (a
    ///   height or weight outside what a Pokémon can have, from a hostile server, for example).
    public func card(for facts: PokemonFacts) throws(CardError) -> PokedexCard {
        let record = facts.record
        let server = facts.server
        let types = record.types.map { localizer.name(.types, $0, in: locale) }
        var name = localizer.pokemonName(slug: record.slug, in: locale) ?? PokemonName(slug: record.slug, in: locale)
        if name.isSlug {
            // A form the bundled snapshot doesn't know yet: the server's whole name of it, unless
            // that is in another locale and the species' name (the tables', or the server's for a
            // species they lack too) is in the reader's: their language beats a fuller name.
            let species = localizer.speciesName(id: record.speciesID, in: locale) ?? server?.speciesName(in: locale)
            let form = server?.formName(in: locale)
            if let form, !form.isFallback || (species.map(\.isFallback) ?? true) {
                name = PokemonName(value: form.value, species: form, form: nil)
            } else if let species {
                name = PokemonName(value: species.value, species: species, form: nil)
            }
        }
        // The species' facts, by its slug: the genus and its Pokédex entry; a species the catalog
        // doesn't know has the server's.
        let species = localizer.catalog.speciesSlug(id: record.speciesID)
        let genus = species.map { localizer.name(.genus, $0, in: locale) } ?? server?.genus(in: locale)
        let entry = if let species { localizer.entry(slug: species, in: locale) } else { server?.entry(in: locale, localizer: localizer) }
        let abilities = record.abilities.map { ability in
            let name =
                localizer.abilityName(slug: ability.slug, in: locale) ?? server?.ability(ability.slug, in: locale)
                ?? localizer.name(.abilities, ability.slug, in: locale)
            return PokedexCard.Ability(name: name, isHidden: ability.isHidden)
        }
        let regular = abilities.filter { !$0.isHidden }.map(\.name.value)
        let hidden = abilities.filter(\.isHidden).map(\.name.value)
        let eggGroups = record.eggGroups.map { localizer.name(.eggGroups, $0, in: locale) }
        let unknown = localizer.name(.labels, "unknown", in: locale)
        return PokedexCard(
            number: record.speciesID,
            numberLabel: localizer.name(.labels, NumberLabel.key, in: locale),
            name: name,
            genus: genus,
            entry: entry,
            typeLabel: localizer.name(.labels, types.count > 1 ? "types" : "type", in: locale),
            types: types,
            typeList: try formatter.typeList(types.map(\.value)),
            heightLabel: localizer.name(.labels, "height", in: locale),
            height: try formatter.height(decimetres: record.height),
            weightLabel: localizer.name(.labels, "weight", in: locale),
            weight: try formatter.weight(hectograms: record.weight),
            abilitiesLabel: localizer.name(.labels, regular.count > 1 ? "abilities" : "ability", in: locale),
            abilities: abilities,
            abilityList: regular.isEmpty ? unknown.value : try formatter.typeList(regular),
            hiddenAbilityLabel: localizer.name(.labels, "hidden-ability", in: locale),
            hiddenAbilityList: hidden.isEmpty ? nil : try formatter.typeList(hidden),
            baseStatsLabel: localizer.name(.labels, "base-stats", in: locale),
            baseStats: record.baseStats.map {
                PokedexCard.BaseStat(stat: $0.stat, name: localizer.name(.stats, $0.stat, in: locale), value: $0.value)
            },
            eggGroupsLabel: localizer.name(.labels, eggGroups.count > 1 ? "egg-groups" : "egg-group", in: locale),
            eggGroups: eggGroups,
            eggGroupList: eggGroups.isEmpty ? unknown.value : try formatter.typeList(eggGroups.map(\.value)),
            unknown: unknown,
            artworkURL: facts.artworkURL)
    }
}
