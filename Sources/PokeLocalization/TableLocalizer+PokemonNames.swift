import PokeTables

extension TableLocalizer {
    /// The display name of a `/pokemon` entry: "Mega Venusaur", "Deoxys (Attack Forme)", "Psyduck".
    ///
    /// For each locale of the chain, in order: the form name alone when it already names the
    /// species ("Mega Venusaur", "Méga-Florizarre", "メガフシギバナ"); else the species name and the
    /// form name joined by the locale's `form-pattern` label ("Deoxys (Attack Forme)"); else
    /// PokeAPI's full name, for a locale that has one but no form name; else, for an entry without
    /// a form, the species name. A locale that lacks the form passes to the next one, so the answer
    /// never silently drops the form. PokeAPI's English full names ("Attack Deoxys") are not
    /// preferred over the pattern: the games write "Deoxys (Attack Forme)".
    public func pokemonName(slug: String, in locale: NameLocale) -> LocalizedName {
        guard let position = catalog.position(ofSlug: slug) else {
            return LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated)
        }
        return pokemonName(atPosition: position, in: locale)
    }

    /// The display name of a `/pokemon` id, forms included (10001 is Deoxys in its Attack Forme).
    public func pokemonName(id: Int, in locale: NameLocale) -> LocalizedName? {
        catalog.position(ofID: id).map { pokemonName(atPosition: $0, in: locale) }
    }

    private func pokemonName(atPosition position: Int, in locale: NameLocale) -> LocalizedName {
        guard let species = speciesPosition(id: catalog.speciesID(atPosition: position)) else {
            return slugName(at: position, of: .forms, in: locale)
        }
        let hasForm = !(LocaleNames.reference?.forms[position].isEmpty ?? true)
        let patternKey = Self.formPatternPosition
        for (index, names) in locale.names.enumerated() {
            let served = { (value: String) in LocalizedName(value: value, servedBy: locale.chain[index], requested: locale.negotiated) }
            let speciesName = names.species[species]
            guard hasForm else {
                if !speciesName.isEmpty { return served(speciesName) }
                continue
            }
            let form = names.forms[position]
            if !form.isEmpty, !speciesName.isEmpty {
                if form.contains(speciesName) { return served(form) }
                let pattern = patternKey.map { names.ui[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? "{species} ({form})"
                return served(Self.fill(pattern, species: speciesName, form: form))
            }
            if !names.fullNames[position].isEmpty { return served(names.fullNames[position]) }
        }
        return slugName(at: position, of: .forms, in: locale)
    }

    /// The position of the `form-pattern` label, looked up once.
    private static let formPatternPosition = SlugIndex.labels.position(of: "form-pattern")

    /// Replaces `{species}` and `{form}` in a pattern.
    static func fill(_ pattern: String, species: String, form: String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix("{species}") {
                result += species
                rest = tail.dropFirst("{species}".count)
            } else if tail.hasPrefix("{form}") {
                result += form
                rest = tail.dropFirst("{form}".count)
            } else {
                result += "{"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }
}
