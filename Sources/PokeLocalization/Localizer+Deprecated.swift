/// The typed helpers' spellings before they took their key as `slug:` or `key:` and answered
/// `nil` for a key no locale names, kept for one release. Each keeps its old answer, the
/// generic lookup's marked fallback (``Localizer/name(_:_:in:)``: an unknown key comes back as
/// the name, with ``LocalizedName/source`` ``LocalizedName/Source/slug``), so code written for it
/// still compiles and behaves as it did; the new spelling the warning names answers `nil` there.
extension Localizer {
    /// A card label; an unknown key comes back as the label.
    @available(*, deprecated, renamed: "label(key:in:)", message: "label(key:in:) answers nil for an unknown key")
    public func label(_ key: String, in locale: NameLocale) -> LocalizedName {
        name(.labels, key, in: locale)
    }

    /// The genus of a species slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "genus(slug:in:)", message: "genus(slug:in:) answers nil for an unknown slug")
    public func genus(of species: String, in locale: NameLocale) -> LocalizedName {
        name(.genus, species, in: locale)
    }

    /// The Pokédex entry of a species slug; `nil` when no locale of the chain has one.
    @available(*, deprecated, renamed: "entry(slug:in:)")
    public func entry(of species: String, in locale: NameLocale) -> PokedexEntry? {
        entry(slug: species, in: locale)
    }

    /// The description of an ability slug; `nil` when no locale of the chain has one.
    @available(*, deprecated, renamed: "abilityDescription(slug:in:)")
    public func abilityDescription(_ slug: String, in locale: NameLocale) -> LocalizedName? {
        abilityDescription(slug: slug, in: locale)
    }

    /// The name of the `abilities` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "abilityName(slug:in:)", message: "abilityName(slug:in:) answers nil for an unknown slug")
    public func ability(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.abilities, slug, in: locale)
    }

    /// The name of the `moves` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "moveName(slug:in:)", message: "moveName(slug:in:) answers nil for an unknown slug")
    public func move(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.moves, slug, in: locale)
    }

    /// The name of the `items` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "itemName(slug:in:)", message: "itemName(slug:in:) answers nil for an unknown slug")
    public func item(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.items, slug, in: locale)
    }

    /// The name of the `natures` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "natureName(slug:in:)", message: "natureName(slug:in:) answers nil for an unknown slug")
    public func nature(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.natures, slug, in: locale)
    }

    /// The name of the `stats` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "statName(slug:in:)", message: "statName(slug:in:) answers nil for an unknown slug")
    public func stat(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.stats, slug, in: locale)
    }

    /// The name of the `eggGroups` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "eggGroupName(slug:in:)", message: "eggGroupName(slug:in:) answers nil for an unknown slug")
    public func eggGroup(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.eggGroups, slug, in: locale)
    }

    /// The name of the `colors` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "colorName(slug:in:)", message: "colorName(slug:in:) answers nil for an unknown slug")
    public func color(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.colors, slug, in: locale)
    }

    /// The name of the `shapes` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "shapeName(slug:in:)", message: "shapeName(slug:in:) answers nil for an unknown slug")
    public func shape(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.shapes, slug, in: locale)
    }

    /// The name of the `habitats` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "habitatName(slug:in:)", message: "habitatName(slug:in:) answers nil for an unknown slug")
    public func habitat(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.habitats, slug, in: locale)
    }

    /// The name of the `generations` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "generationName(slug:in:)", message: "generationName(slug:in:) answers nil for an unknown slug")
    public func generation(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.generations, slug, in: locale)
    }

    /// The name of the `regions` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "regionName(slug:in:)", message: "regionName(slug:in:) answers nil for an unknown slug")
    public func region(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.regions, slug, in: locale)
    }

    /// The name of the `versions` kind's slug; an unknown slug comes back as the name.
    @available(*, deprecated, renamed: "versionName(slug:in:)", message: "versionName(slug:in:) answers nil for an unknown slug")
    public func version(_ slug: String, in locale: NameLocale) -> LocalizedName {
        name(.versions, slug, in: locale)
    }
}
