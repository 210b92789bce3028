/// One part of a display name as a chain resolves it: the text and where it came from.
package typealias NamePart = (name: String, origin: NameOrigin)

/// What ``DisplayNames`` composes a chain's display names from: the `/pokemon` entries and their
/// species, and each table's value in each link of the chain. Three sources give it, so all
/// follow one set of rules: in PokeLocalization, a `TableLocalizer`'s stack (`StackDisplayData`,
/// every entry at once, cached) and any other `Localizer` through its keyed lookup
/// (`LocalizerDisplayData`); in PokeGenerator, the generator's model of the bundled tables, for
/// the search index (`SearchIndexNames`).
///
/// Positions are the catalog's: entries in `/pokemon` id order, species in National Pokédex order.
package protocol DisplayNameData {
    /// What ``value(_:link:at:)`` reads one kind's values from, found once per kind (``column(_:)``)
    /// rather than for every entry.
    associatedtype Column
    /// The chain whose links the names' origins index.
    var chain: [LocaleTag] { get }
    /// How many `/pokemon` entries there are.
    var entryCount: Int { get }
    /// The species number of the entry at a position.
    func speciesID(ofEntry position: Int) -> Int
    /// Whether the entry is its species' default variety (its id is the species number).
    func isDefaultVariety(_ position: Int) -> Bool
    /// The `/pokemon` slug of the entry at a position.
    func entrySlug(_ position: Int) -> String
    /// The position of a `/pokemon` slug as the tables write it.
    func entryPosition(ofSlug slug: String) -> Int?
    /// The position of the entry's species among the species, if the species is listed.
    func speciesPosition(ofEntry position: Int) -> Int?
    /// The species slug at a species position.
    func speciesSlug(_ speciesPosition: Int) -> String
    /// The chain's species name at a species position, from its first link that has one, or the slug.
    func resolvedSpecies(_ speciesPosition: Int) -> NamePart
    /// Where the values of `kind`, a table keyed by species or `/pokemon` slug, are read from.
    func column(_ kind: TableKind) -> Column
    /// The value of a column at a position of its key list, in one link of the chain; nil where
    /// that locale has none.
    func value(_ column: Column, link: Int, at position: Int) -> NamePart?
    /// The `form-pattern` label of one link, if that locale has one.
    func formPattern(link: Int) -> String?
    /// Whether the reference locale names a form for the entry, so its name shows one.
    func hasForm(_ position: Int) -> Bool
}
