/// Typed lookups of what a Pokédex shows beside a Pokémon's name: its entry, its abilities and
/// what they do, moves, items, stats, egg groups and the games' categories. Each is
/// ``Localizer/name(_:_:in:)`` of its ``NameKind``, with the same fallback chain and
/// ``LocalizedName/source`` marks, takes its key as `slug:`, and answers `nil` when no locale of
/// the chain names the key (an unknown slug) where ``Localizer/name(_:_:in:)`` answers the slug.
extension Localizer {
    /// The Pokédex entry of a species slug (`psyduck`), with the game it comes from: the first
    /// locale of the chain that has one answers, and the game is the one that locale's table
    /// names for it (``PokedexEntry/version``), named in the locale asked for. `nil` when no
    /// locale of the chain has an entry (an unknown slug).
    ///
    /// ```swift
    /// if let entry = localizer.entry(slug: "psyduck", in: korean) {
    ///     print(entry.text.value)                        // 언제나 두통에 시달린다. …
    ///     print(entry.versionName?.value ?? "")          // 소드
    /// }
    /// ```
    /// - Complexity: three lookups (``name(_:_:in:)``).
    public func entry(slug: String, in locale: NameLocale) -> PokedexEntry? {
        let text = name(.pokedexEntries, slug, in: locale)
        guard text.servedBy != nil else { return nil }
        // The game of the text that answered: the same locale's and table set's, else none known.
        let game = name(.entryVersions, slug, in: locale)
        guard game.servedBy == text.servedBy, game.tableSet == text.tableSet else {
            return PokedexEntry(text: text, version: nil, versionName: nil)
        }
        return PokedexEntry(text: text, version: game.value, versionName: name(.versions, game.value, in: locale))
    }

    /// The games' one-line description of an ability slug (`damp`), from the first locale of
    /// the chain that has one; `nil` when no locale of the chain has one (an unknown slug, or one
    /// of the abilities no game describes).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func abilityDescription(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.abilityDescriptions, slug, in: locale).named
    }

    /// The name of an ability (`damp`): "Damp", 습기; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func abilityName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.abilities, slug, in: locale).named
    }

    /// The name of a move (`water-gun`): "Water Gun", 물대포; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func moveName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.moves, slug, in: locale).named
    }

    /// The name of an item (`poke-ball`): "Poké Ball", 몬스터볼; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func itemName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.items, slug, in: locale).named
    }

    /// The name of a nature (`modest`): "Modest", 조심; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func natureName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.natures, slug, in: locale).named
    }

    /// The name of a stat (`attack`, `special-attack`): "Attack", 공격; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func statName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.stats, slug, in: locale).named
    }

    /// The name of an egg group (`water1`): "Water 1", 수중 1; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func eggGroupName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.eggGroups, slug, in: locale).named
    }

    /// The name of a Pokédex colour category (`yellow`): "Yellow"; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func colorName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.colors, slug, in: locale).named
    }

    /// The name of a Pokédex body shape (`upright`): "Upright"; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func shapeName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.shapes, slug, in: locale).named
    }

    /// The name of a Pokédex habitat (`waters-edge`): "water's edge"; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func habitatName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.habitats, slug, in: locale).named
    }

    /// The name of a generation of the games (`generation-i`): "Generation I"; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func generationName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.generations, slug, in: locale).named
    }

    /// The name of a region of the games (`kanto`): "Kanto", 관동; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func regionName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.regions, slug, in: locale).named
    }

    /// The name of a game version (`sword`): "Sword", 소드; `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: one lookup (``name(_:_:in:)``).
    public func versionName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.versions, slug, in: locale).named
    }
}
