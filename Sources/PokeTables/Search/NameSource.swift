/// Where a shard's names come from: one kind of name of one locale, or the slugs. A search
/// builds a source's shard the first time a query needs it, or reads the generator's
/// (`BundledSearchIndex`) for the bundled tables.
package enum NameSource: Hashable, Sendable {
    case species(LocaleTag)
    case forms(LocaleTag)
    case slugs
    case romanizations(LocaleTag)
    /// Names given to `SpeciesSearch.init(names:)`: chunk `n` of them.
    case given(Int)
    /// One locale's names of a kind other than species (abilities, moves, items), for `PokedexSearch`.
    case names(TableKind, LocaleTag)
    /// The keys (slugs) of such a kind: `cloud-nine`.
    case keys(TableKind)

    /// The sources of a search over `locales` (a localizer's, in its order), in the order ties
    /// are broken: every locale's species names (English first, then the others in order), every
    /// locale's form names, the slugs, then every locale's romanizations.
    package static func species(locales: [LocaleTag]) -> [NameSource] {
        let locales = searchOrder(locales)
        return locales.map(NameSource.species) + locales.map(NameSource.forms) + [.slugs] + locales.map(NameSource.romanizations)
    }

    /// The sources of one kind's names other than species: every locale's names (English
    /// first, as ``species(locales:)``), then the kind's keys.
    package static func names(of kind: TableKind, locales: [LocaleTag]) -> [NameSource] {
        searchOrder(locales).map { NameSource.names(kind, $0) } + [.keys(kind)]
    }

    /// The locales, English first: a name several locales share is reported as English.
    private static func searchOrder(_ locales: [LocaleTag]) -> [LocaleTag] {
        let english = LocaleTag("en")
        return locales.filter { $0 == english } + locales.filter { $0 != english }
    }

    /// The scripts the source's names start in; `nil` when any (every query looks at it).
    package var scripts: Set<ScriptGroup>? {
        switch self {
        case .species(let locale), .forms(let locale), .names(_, let locale): ScriptGroup.of(locale: locale)
        case .slugs, .romanizations, .keys: [.latin]
        case .given: nil
        }
    }

    /// Sources grouped by the scripts they start in (a search's shards), groups in the order of
    /// their first source, sources in the given order within a group.
    package static func grouped(_ sources: [NameSource]) -> (groups: [[NameSource]], scripts: [Set<ScriptGroup>?]) {
        var groups: [[NameSource]] = []
        var scripts: [Set<ScriptGroup>?] = []
        for source in sources {
            let sourceScripts = source.scripts
            if let group = scripts.firstIndex(of: sourceScripts) {
                groups[group].append(source)
            } else {
                groups.append([source])
                scripts.append(sourceScripts)
            }
        }
        return (groups, scripts)
    }

    /// The source as the generated index names it (`species:fr`, `slugs`, `names:abilities:ko`),
    /// so the search can check that a generated shard holds the sources it would build.
    package var identifier: String {
        switch self {
        case .species(let locale): "species:\(locale)"
        case .forms(let locale): "forms:\(locale)"
        case .slugs: "slugs"
        case .romanizations(let locale): "romanizations:\(locale)"
        case .given(let chunk): "given:\(chunk)"
        case .names(let kind, let locale): "names:\(kind.rawValue):\(locale)"
        case .keys(let kind): "keys:\(kind.rawValue)"
        }
    }

    /// The source an ``identifier`` names; `nil` for text no source has.
    package init?(identifier: String) {
        let parts = identifier.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let locale = parts.last.flatMap { LocaleTag($0) }
        switch (parts.first, parts.count) {
        case ("slugs", 1): self = .slugs
        case ("species", 2):
            guard let locale else { return nil }
            self = .species(locale)
        case ("forms", 2):
            guard let locale else { return nil }
            self = .forms(locale)
        case ("romanizations", 2):
            guard let locale else { return nil }
            self = .romanizations(locale)
        case ("given", 2):
            guard let chunk = Int(parts[1]) else { return nil }
            self = .given(chunk)
        case ("keys", 2):
            guard let kind = TableKind(rawValue: parts[1]) else { return nil }
            self = .keys(kind)
        case ("names", 3):
            guard let kind = TableKind(rawValue: parts[1]), let locale else { return nil }
            self = .names(kind, locale)
        default: return nil
        }
    }
}
