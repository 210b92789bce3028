import PokeTables

/// One name a search can find: a species' name in a locale, a form's name, or an API slug.
///
/// A search index is built from a list of these, so new locales and new kinds of names (the
/// localized form names to come) only add entries.
public struct SearchableName: Hashable, Sendable {
    /// What a name names.
    public enum Kind: Hashable, Sendable {
        /// A species' name in a locale's table: `Psykokwak`.
        case species
        /// A form's or variety's name, found as its species: `Alolan Vulpix`.
        case form
        /// A PokeAPI slug, which belongs to no locale: `psyduck`, `deoxys-attack`.
        case slug
    }

    /// The National Pokédex number of the species the name leads to.
    public let speciesID: Int
    /// The locale whose table holds the name; `nil` for a slug.
    public let locale: LocaleTag?
    /// The name as the table writes it.
    public let text: String
    /// Whether it is a species name, a form name or a slug.
    public let kind: Kind

    /// A name that leads to species `speciesID`.
    public init(speciesID: Int, locale: LocaleTag?, text: String, kind: Kind) {
        self.speciesID = speciesID
        self.locale = locale
        self.text = text
        self.kind = kind
    }
}
