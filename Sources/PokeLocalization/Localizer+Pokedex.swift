/// Typed lookups of what a Pokédex shows beside a Pokémon's name: its entry, its abilities and
/// what they do, moves, items, stats, egg groups and the games' categories. Each is
/// ``Localizer/name(_:_:in:)`` of its ``NameKind``, with the same fallback chain and
/// ``LocalizedName/source`` marks.
extension Localizer {
    /// The Pokédex entry of a species slug (`psyduck`), with the game it comes from: the first
    /// locale of the chain that has one answers, and the game is the one that locale's table
    /// names for it (``PokedexEntry/version``), named in the locale asked for. `nil` when no
    /// locale of the chain has an entry (an unknown slug).
    ///
    /// ```swift
    /// if let entry = localizer.entry(of: "psyduck", in: korean) {
    ///     print(entry.text.value)                        // 언제나 두통에 시달린다. …
    ///     print(entry.versionName?.value ?? "")          // 소드
    /// }
    /// ```
    /// - Complexity: three lookups (``name(_:_:in:)``).
    public func entry(of species: String, in locale: NameLocale) -> PokedexEntry? {
        let text = name(.pokedexEntries, species, in: locale)
        guard text.servedBy != nil else { return nil }
        // The game of the text that answered: the same locale's and table set's, else none known.
        let game = name(.entryVersions, species, in: locale)
        guard game.servedBy == text.servedBy, game.tableSet == text.tableSet else {
            return PokedexEntry(text: text, version: nil, versionName: nil)
        }
        return PokedexEntry(text: text, version: game.value, versionName: version(game.value, in: locale))
    }

    /// The games' one-line description of an ability slug (`damp`), from the first locale of
    /// the chain that has one; `nil` when none has (an unknown slug, or one of the abilities no
    /// game describes).
    public func abilityDescription(_ slug: String, in locale: NameLocale) -> LocalizedName? {
        let description = name(.abilityDescriptions, slug, in: locale)
        return description.servedBy == nil ? nil : description
    }

    /// The name of an ability (`damp`): "Damp", 습기. An unknown slug comes back as the name.
    public func ability(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.abilities, slug, in: locale)
    }

    /// The name of a move (`water-gun`): "Water Gun", 물대포. An unknown slug comes back as the name.
    public func move(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.moves, slug, in: locale)
    }

    /// The name of an item (`poke-ball`): "Poké Ball", 몬스터볼. An unknown slug comes back as the name.
    public func item(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.items, slug, in: locale)
    }

    /// The name of a nature (`modest`): "Modest", 조심. An unknown slug comes back as the name.
    public func nature(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.natures, slug, in: locale)
    }

    /// The name of a stat (`attack`, `special-attack`): "Attack", 공격. An unknown slug comes back as the name.
    public func stat(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.stats, slug, in: locale)
    }

    /// The name of an egg group (`water1`): "Water 1", 수중 1. An unknown slug comes back as the name.
    public func eggGroup(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.eggGroups, slug, in: locale)
    }

    /// The name of a Pokédex colour category (`yellow`). An unknown slug comes back as the name.
    public func color(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.colors, slug, in: locale)
    }

    /// The name of a Pokédex body shape (`upright`). An unknown slug comes back as the name.
    public func shape(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.shapes, slug, in: locale)
    }

    /// The name of a Pokédex habitat (`waters-edge`). An unknown slug comes back as the name.
    public func habitat(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.habitats, slug, in: locale)
    }

    /// The name of a generation of the games (`generation-i`): "Generation I". An unknown slug comes back as the name.
    public func generation(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.generations, slug, in: locale)
    }

    /// The name of a region of the games (`kanto`): "Kanto", 관동. An unknown slug comes back as the name.
    public func region(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.regions, slug, in: locale)
    }

    /// The name of a game version (`sword`): "Sword", 소드. An unknown slug comes back as the name.
    public func version(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.versions, slug, in: locale)
    }
}
