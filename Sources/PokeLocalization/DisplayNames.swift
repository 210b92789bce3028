import PokeTables

/// One part of a display name as a chain resolves it: the text and where it came from.
typealias NamePart = (name: String, origin: NameOrigin)

/// How one chain of locales names every `/pokemon` entry of a stack.
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
///
/// Entries of one species that come out alike are then told apart (see ``distinguished(_:)``).
struct DisplayNames {
    let chain: [LocaleTag]
    let stack: TableStack
    /// The chain's species names, resolved.
    let species: ResolvedTable
    /// Each link's locale in each set of the stack, or nil where the set lacks it.
    private let links: [[TableData.Locale?]]
    private let patternPosition: Int?
    private let englishForms: [PackedStrings?]

    init(chain: [LocaleTag], stack: TableStack, species: ResolvedTable) {
        self.chain = chain
        self.stack = stack
        self.species = species
        links = chain.map { tag in stack.layers.map { $0.locale(tag) } }
        patternPosition = stack.labels.position(of: "form-pattern")
        englishForms = stack.layers.map { $0.locale(TableLayout.referenceLocale)?.table(.forms) }
    }

    /// Every entry's display name, in stack order.
    /// - Complexity: O(entries × chain length); decodes only the names of entries with a form.
    func all() -> [ResolvedPokemonName] {
        distinguished((0..<stack.pokemon.count).map(resolve))
    }

    /// The first non-empty value of `kind` at a stack position in one link, over the sets.
    func value(_ kind: TableKind, link: Int, at position: Int) -> NamePart? {
        for (layer, locale) in links[link].enumerated() {
            guard let table = locale?.table(kind), let local = stack.maps[layer][kind.keyList].layerPosition(of: position),
                  !table.utf8(at: local).isEmpty else { continue }
            return (table.string(at: local), NameOrigin(link: UInt8(link), layer: UInt8(layer), isBundled: stack.bundled[layer]))
        }
        return nil
    }

    /// The first link at or after `start` with a value of `kind` at the position, and the value.
    func firstValue(_ kind: TableKind, at position: Int, from start: Int = 0) -> (link: Int, part: NamePart)? {
        chain.indices.dropFirst(start).lazy.compactMap { link in value(kind, link: link, at: position).map { (link, $0) } }.first
    }

    /// The `form-pattern` of a link (of the slug's: the default).
    func pattern(link: UInt8) -> String {
        guard link != NameOrigin.slug.link else { return PokemonName.defaultPattern }
        return patternPosition.flatMap { value(.ui, link: Int(link), at: $0)?.name } ?? PokemonName.defaultPattern
    }

    /// The position of the entry's species in the species names, if it has one.
    func speciesPosition(ofEntry position: Int) -> Int? {
        let owners = stack.catalog.pokemonSpecies
        return owners.indices.contains(position) ? stack.speciesPosition(id: owners[position]) : nil
    }

    /// Whether the entry is its species' default variety (its id is the species number).
    func isDefaultVariety(_ position: Int) -> Bool {
        let catalog = stack.catalog
        return catalog.pokemonIDs.indices.contains(position) && catalog.pokemonIDs[position] == catalog.pokemonSpecies[position]
    }

    /// One entry's name by the rules above.
    private func resolve(_ position: Int) -> ResolvedPokemonName {
        let speciesPosition = speciesPosition(ofEntry: position)
        let resolvedSpecies = speciesPosition.map { (species.names[$0], species.origins[$0]) }
        let hasForm = englishForms.enumerated().contains { layer, table in
            guard let table, let local = stack.maps[layer][TableKind.forms.keyList].layerPosition(of: position) else { return false }
            return !table.utf8(at: local).isEmpty
        }
        guard hasForm, let speciesPosition else {
            return resolvedSpecies.map { ResolvedPokemonName(value: $0.0, species: $0, form: nil) } ?? slugName(position)
        }
        for link in chain.indices {
            guard let speciesName = value(.species, link: link, at: speciesPosition) else {
                if let full = value(.fullNames, link: link, at: position) {
                    return ResolvedPokemonName(value: full.name, species: full, form: nil)
                }
                continue
            }
            if let form = value(.forms, link: link, at: position) {
                let text = FormNames.holds(form.name, species: speciesName.name)
                    ? form.name : FormNames.fill(pattern(link: UInt8(link)), species: speciesName.name, form: form.name)
                return ResolvedPokemonName(value: text, species: speciesName, form: form)
            }
            if let full = value(.fullNames, link: link, at: position) {
                return ResolvedPokemonName(value: full.name, species: full, form: nil)
            }
            if isDefaultVariety(position) {
                return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
            }
            if let (formLink, form) = firstValue(.forms, at: position, from: link + 1) {
                let text = FormNames.fill(pattern(link: UInt8(link)), species: speciesName.name,
                                          form: formWithoutSpecies(form.name, link: formLink, speciesPosition: speciesPosition))
                return ResolvedPokemonName(value: text, species: speciesName, form: form)
            }
            return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
        }
        return slugName(position)
    }

    /// Another locale's form (or full) name beside this locale's species name: without that
    /// locale's species name, which it may hold ("Pikachu Rock Star" → "Rock Star").
    func formWithoutSpecies(_ name: String, link: Int, speciesPosition: Int) -> String {
        value(.species, link: link, at: speciesPosition).map { FormNames.removing($0.name, from: name) } ?? name
    }

    /// The entry's slug, where no table names it.
    private func slugName(_ position: Int) -> ResolvedPokemonName {
        let slug = stack.pokemon.slug(at: position)
        return ResolvedPokemonName(value: slug, species: (slug, .slug), form: nil)
    }
}
