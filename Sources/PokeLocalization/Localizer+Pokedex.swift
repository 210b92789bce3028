/// Typed lookups of what a Pokédex shows beside a Pokémon's name: its abilities, moves, items,
/// stats, egg groups and the games' categories. Each is ``Localizer/name(_:_:in:)`` of its
/// ``NameKind``, with the same fallback chain and ``LocalizedName/source`` marks.
extension Localizer {
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
