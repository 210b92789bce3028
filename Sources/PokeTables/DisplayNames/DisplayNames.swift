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
package struct DisplayNames<Data: DisplayNameData> {
    package let data: Data
    package let chain: [LocaleTag]
    /// The tables the rules read, each found once.
    package let species: Data.Column, forms: Data.Column, fullNames: Data.Column
    /// Each link's `form-pattern`, or the default.
    private let patterns: [String]

    package init(_ data: Data) {
        self.data = data
        chain = data.chain
        species = data.column(.species)
        forms = data.column(.forms)
        fullNames = data.column(.fullNames)
        patterns = chain.indices.map { data.formPattern(link: $0) ?? FormNames.defaultPattern }
    }

    /// Every entry's display name, in catalog order.
    /// - Complexity: O(entries × chain length); decodes only the names of entries with a form.
    package func all() -> [ResolvedPokemonName] {
        distinguished((0..<data.entryCount).map(resolve))
    }

    /// One entry's display name: its species' entries resolved and told apart, the rest not.
    /// - Complexity: O(entries) to find the species' entries, then as ``all()`` for those.
    package func name(ofEntry position: Int) -> ResolvedPokemonName {
        let species = data.speciesID(ofEntry: position)
        let group = (0..<data.entryCount).filter { data.speciesID(ofEntry: $0) == species }
        let names = distinguished(group.map(resolve), positions: group)
        return names[group.firstIndex(of: position) ?? 0]
    }

    /// The value of a column at a position in one link.
    package func value(_ column: Data.Column, link: Int, at position: Int) -> NamePart? {
        data.value(column, link: link, at: position)
    }

    /// The first link at or after `start` with a value of a column at the position, and the value.
    package func firstValue(_ column: Data.Column, at position: Int, from start: Int = 0) -> (link: Int, part: NamePart)? {
        for link in chain.indices.dropFirst(start) {
            if let part = value(column, link: link, at: position) { return (link, part) }
        }
        return nil
    }

    /// The `form-pattern` of a link (of the slug's: the default).
    package func pattern(link: UInt8) -> String {
        guard link != NameOrigin.slug.link else { return FormNames.defaultPattern }
        return patterns[Int(link)]
    }

    /// The position of the entry's species in the species names, if it has one.
    package func speciesPosition(ofEntry position: Int) -> Int? { data.speciesPosition(ofEntry: position) }

    /// Whether the entry is its species' default variety (its id is the species number).
    package func isDefaultVariety(_ position: Int) -> Bool { data.isDefaultVariety(position) }

    /// One entry's name by the rules above.
    private func resolve(_ position: Int) -> ResolvedPokemonName {
        let speciesPosition = speciesPosition(ofEntry: position)
        let resolvedSpecies = speciesPosition.map(data.resolvedSpecies)
        guard data.hasForm(position), let speciesPosition else {
            return resolvedSpecies.map { ResolvedPokemonName(value: $0.0, species: $0, form: nil) } ?? slugName(position)
        }
        for link in chain.indices {
            guard let speciesName = value(species, link: link, at: speciesPosition) else {
                if let full = value(fullNames, link: link, at: position) {
                    return ResolvedPokemonName(value: full.name, species: full, form: nil)
                }
                continue
            }
            if let form = value(forms, link: link, at: position) {
                let text =
                    FormNames.holds(form.name, species: speciesName.name)
                    ? form.name : FormNames.fill(pattern(link: UInt8(link)), species: speciesName.name, form: form.name)
                return ResolvedPokemonName(value: text, species: speciesName, form: form)
            }
            if let full = value(fullNames, link: link, at: position) {
                return ResolvedPokemonName(value: full.name, species: full, form: nil)
            }
            if isDefaultVariety(position) {
                return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
            }
            if let (formLink, form) = firstValue(forms, at: position, from: link + 1) {
                let text = FormNames.fill(
                    pattern(link: UInt8(link)), species: speciesName.name,
                    form: formWithoutSpecies(form.name, link: formLink, speciesPosition: speciesPosition))
                return ResolvedPokemonName(value: text, species: speciesName, form: form)
            }
            return ResolvedPokemonName(value: speciesName.name, species: speciesName, form: nil)
        }
        return slugName(position)
    }

    /// Another locale's form (or full) name beside this locale's species name: without that
    /// locale's species name, which it may hold ("Pikachu Rock Star" → "Rock Star").
    package func formWithoutSpecies(_ name: String, link: Int, speciesPosition: Int) -> String {
        value(species, link: link, at: speciesPosition).map { FormNames.removing($0.name, from: name) } ?? name
    }

    /// The entry's slug, where no table names it.
    private func slugName(_ position: Int) -> ResolvedPokemonName {
        let slug = data.entrySlug(position)
        return ResolvedPokemonName(value: slug, species: (slug, .slug), form: nil)
    }
}
