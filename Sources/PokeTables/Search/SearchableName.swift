/// One name a search can find: a species' name in a locale, a form's name, an API slug, a
/// romanization of a species' name, or the name or slug of an ability, a move, an item.
///
/// A search index is built from a list of these, so new locales and new kinds of names only add
/// entries.
public struct SearchableName: Hashable, Sendable {
    /// What a name names.
    public enum Kind: Hashable, Sendable {
        /// A species' name in a locale's table: `Psykokwak`.
        case species
        /// A form's or variety's name, found as its species: `Alolan Vulpix`.
        case form
        /// A species' PokeAPI slug, which belongs to no locale: `psyduck`.
        case slug
        /// A form's `/pokemon` slug, found as its species: `deoxys-attack`.
        case formSlug
        /// A romanization of the species' name in the locale (`searchkeys/<locale>.txt`):
        /// `gorapadeok` for 고라파덕, `kedaya` for 可达鸭.
        case romanization
        /// A name of another kind in a locale's table, found by ``PokedexSearch``: the ability
        /// `Cloud Nine`, 날씨부정. Its `speciesID` is the entry's place among its kind's keys.
        case name
        /// The PokeAPI slug of such an entry, which belongs to no locale: `cloud-nine`.
        case key
    }

    /// The National Pokédex number of the species the name leads to.
    public let speciesID: Int
    /// The locale whose table holds the name; `nil` for a slug.
    public let locale: LocaleTag?
    /// The name as the table writes it.
    public let text: String
    /// Whether it is a species name, a form name, a slug or a romanization.
    public let kind: Kind

    /// A name that leads to species `speciesID`.
    public init(speciesID: Int, locale: LocaleTag?, text: String, kind: Kind) {
        self.speciesID = speciesID
        self.locale = locale
        self.text = text
        self.kind = kind
    }
}

extension SearchableName.Kind {
    /// The kinds, each at its ``code``: the generated search index writes a name's kind so.
    private static let inCodeOrder: [Self] = [.species, .form, .slug, .formSlug, .romanization, .name, .key]

    /// The kind's number in the generated search index.
    package var code: Int {
        guard let code = Self.inCodeOrder.firstIndex(of: self) else { preconditionFailure("SearchableName.Kind.inCodeOrder lacks \(self)") }
        return code
    }

    /// The kind of a number in the generated search index.
    package init?(code: Int) {
        guard Self.inCodeOrder.indices.contains(code) else { return nil }
        self = Self.inCodeOrder[code]
    }
}
