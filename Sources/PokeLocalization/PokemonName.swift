import PokeTables

/// The display name of a `/pokemon` entry ("Deoxys (Attack Forme)", "Mega Venusaur",
/// "Psyduck"), and where each part of it came from.
///
/// A name can mix sources when the locale lacks a form's name: Korean has 테오키스 for Deoxys but
/// no name for its Attack Forme, so `deoxys-attack` is "테오키스 (Attack Forme)", with
/// ``species`` served by ko and ``form`` by en. A UI can mark the part that fell back.
public struct PokemonName: Hashable, Sendable, CustomStringConvertible {
    /// The text to show.
    public let value: String
    /// The species part: its name and the table that served it. For an entry whose whole name
    /// comes from one table (a full name such as "Mega Venusaur"), that name.
    public let species: LocalizedName
    /// The form part and the table that served it, when the name shows a form from another table
    /// than ``species``'s, or a form at all; `nil` for an entry shown by its species name.
    public let form: LocalizedName?

    /// A display name and its parts, for a ``Localizer`` of your own.
    /// - Parameters:
    ///   - value: the text to show.
    ///   - species: the species part and where it came from.
    ///   - form: the form part and where it came from, or `nil` when `value` shows no form.
    public init(value: String, species: LocalizedName, form: LocalizedName?) {
        self.value = value
        self.species = species
        self.form = form
    }

    /// Whether any part came from somewhere other than the requested locale.
    public var isFallback: Bool { species.isFallback || form?.isFallback == true }

    /// Whether no table named the entry, so the value is its slug.
    public var isSlug: Bool { species.source == .slug && form == nil && value == species.value }

    /// The locale that was asked for, after negotiation.
    public var requested: LocaleTag? { species.requested }

    /// The text to show, ``value``, so a name interpolates as itself.
    public var description: String { value }
}

/// A display name as a chain resolves it, before it is handed out with the negotiated locale.
struct ResolvedPokemonName: Sendable {
    let value: String
    let species: (name: String, origin: NameOrigin)
    let form: (name: String, origin: NameOrigin)?

    /// The name as ``PokemonName``, for a locale negotiated to `requested`.
    func name(chain: [LocaleTag], requested: LocaleTag?) -> PokemonName {
        func localized(_ part: (name: String, origin: NameOrigin)) -> LocalizedName {
            let origin = part.origin
            return origin.isSlug
                ? LocalizedName(value: part.name, servedBy: nil, requested: requested)
                : LocalizedName(value: part.name, servedBy: chain[Int(origin.link)], requested: requested,
                                tableSet: TableSetID(position: Int(origin.layer), isBundled: origin.isBundled))
        }
        return PokemonName(value: value, species: localized(species), form: form.map(localized))
    }
}

extension PokemonName {
    /// The pattern a locale without a `form-pattern` label uses.
    static let defaultPattern = FormNames.defaultPattern

    /// The display name of every `/pokemon` entry of `stack`, over `chain`.
    ///
    /// For an entry without a form (the English forms table names none), the species name. For
    /// one with a form, the first locale of the chain, in order, that has the species' name:
    /// - with the form's name too: the form name alone when it already names the species ("Mega
    ///   Venusaur", "Méga-Florizarre", "メガフシギバナ"), else both joined by the locale's
    ///   `form-pattern` label ("Deoxys (Attack Forme)");
    /// - else with PokeAPI's full name: that;
    /// - else, for a species' default variety (Arceus in its Normal Type, Terapagos in its Normal
    ///   Form): the species name alone, as the games show it;
    /// - else: the species name and the next locale's form name, joined by the locale's pattern
    ///   ("테오키스 (Attack Forme)"), so the name never becomes wholly English while the species
    ///   has a name in the locale, and never loses the form.
    /// A locale without the species' name passes to the next; the end of the chain is the slug.
    /// PokeAPI's English full names ("Attack Deoxys") are not preferred over the pattern: the
    /// games write "Deoxys (Attack Forme)".
    /// - Complexity: O(entries × chain length); decodes only the names of entries with a form.
    static func all(chain: [LocaleTag], stack: TableStack, species: ResolvedTable, labels: ResolvedTable)
        -> [ResolvedPokemonName] {
        let catalog = stack.catalog
        let links = chain.map { tag in stack.layers.map { $0.locale(tag) } }
        let patternPosition = stack.labels.position(of: "form-pattern")
        let english = TableLayout.referenceLocale
        let englishForms = stack.layers.map { $0.locale(english)?.forms }

        /// The first non-empty value of `kind` at a stack position in one link, over the sets.
        func value(_ kind: TableKind, link: Int, at position: Int) -> (name: String, origin: NameOrigin)? {
            let space = KeySpace(kind)
            for (layer, locale) in links[link].enumerated() {
                guard let table = locale?.table(kind), let local = stack.maps[layer][space].layerPosition(of: position),
                      !table.utf8(at: local).isEmpty else { continue }
                return (table.string(at: local), NameOrigin(link: UInt8(link), layer: UInt8(layer), isBundled: stack.bundled[layer]))
            }
            return nil
        }
        func pattern(link: Int) -> String {
            patternPosition.flatMap { value(.ui, link: link, at: $0)?.name } ?? Self.defaultPattern
        }

        return (0..<stack.pokemon.count).map { position in
            let speciesPosition = catalog.pokemonSpecies.indices.contains(position)
                ? stack.speciesPosition(id: catalog.pokemonSpecies[position]) : nil
            let resolvedSpecies = speciesPosition.map { (species.names[$0], species.origins[$0]) }
            let hasForm = englishForms.enumerated().contains { layer, table in
                guard let table, let local = stack.maps[layer][.pokemon].layerPosition(of: position) else { return false }
                return !table.utf8(at: local).isEmpty
            }
            guard hasForm, let speciesPosition else {
                return resolvedSpecies.map { ResolvedPokemonName(value: $0.0, species: $0, form: nil) }
                    ?? ResolvedPokemonName(value: stack.pokemon.slug(at: position), species: (stack.pokemon.slug(at: position), .slug), form: nil)
            }
            let isDefaultVariety = catalog.pokemonIDs[position] == catalog.pokemonSpecies[position]
            for link in chain.indices {
                guard let speciesName = value(.species, link: link, at: speciesPosition) else {
                    if let full = value(.fullNames, link: link, at: position) {
                        return ResolvedPokemonName(value: full.name, species: full, form: nil)
                    }
                    continue
                }
                if let form = value(.forms, link: link, at: position) {
                    let text = FormNames.holds(form.name, species: speciesName.name)
                        ? form.name : FormNames.fill(pattern(link: link), species: speciesName.name, form: form.name)
                    return ResolvedPokemonName(value: text, species: speciesName, form: form)
                }
                if let full = value(.fullNames, link: link, at: position) {
                    return ResolvedPokemonName(value: full.name, species: full, form: nil)
                }
                if isDefaultVariety {
                    return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
                }
                if let (formLink, form) = chain.indices.dropFirst(link + 1).lazy
                    .compactMap({ next in value(.forms, link: next, at: position).map { (next, $0) } }).first {
                    // The other locale's form name may name its own species ("Pikachu Rock Star");
                    // beside this locale's species name only the rest is the form ("Rock Star").
                    let otherSpecies = value(.species, link: formLink, at: speciesPosition)?.name
                    let text = FormNames.fill(pattern(link: link), species: speciesName.name,
                                    form: otherSpecies.map { FormNames.removing($0, from: form.name) } ?? form.name)
                    return ResolvedPokemonName(value: text, species: speciesName, form: form)
                }
                return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
            }
            let slug = stack.pokemon.slug(at: position)
            return ResolvedPokemonName(value: slug, species: (slug, .slug), form: nil)
        }
    }
}
