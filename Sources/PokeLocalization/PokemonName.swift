import PokeTables

/// The display name of a `/pokemon` entry ("Deoxys (Attack Forme)", "Mega Venusaur",
/// "Psyduck"), and where each part of it came from.
///
/// A name can mix sources when the locale lacks a form's name: Korean has 테오키스 for Deoxys but
/// no name for its Attack Forme, so `deoxys-attack` is "테오키스 (Attack Forme)", with
/// ``species`` served by ko and ``form`` by en. A UI can mark the part that fell back.
public struct PokemonName: Hashable, Sendable, CustomStringConvertible {
    /// The text to show.
    public let value: String
    /// The species part: its name and the table that served it. For an entry whose whole name
    /// comes from one table (a full name such as "Mega Venusaur"), that name.
    public let species: LocalizedName
    /// The form part and the table that served it, when the name shows a form from another table
    /// than ``species``'s, or a form at all; `nil` for an entry shown by its species name.
    public let form: LocalizedName?

    /// A display name and its parts, for a ``Localizer`` of your own.
    /// - Parameters:
    ///   - value: the text to show.
    ///   - species: the species part and where it came from.
    ///   - form: the form part and where it came from, or `nil` when `value` shows no form.
    public init(value: String, species: LocalizedName, form: LocalizedName?) {
        self.value = value
        self.species = species
        self.form = form
    }

    /// The explicitly marked fallback for an entry no table names, for a UI that must show
    /// something: the slug as the name, with ``isSlug`` set, as
    /// ``Localizer/name(_:_:in:)`` answers the slug.
    ///
    /// ```swift
    /// let name = localizer.pokemonName(slug: slug, in: locale) ?? PokemonName(slug: slug, in: locale)
    /// ```
    public init(slug: String, in locale: NameLocale) {
        self.init(value: slug, species: LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated), form: nil)
    }

    /// Whether any part came from somewhere other than the requested locale.
    public var isFallback: Bool { species.isFallback || form?.isFallback == true }

    /// Whether no table named the entry, so the value is its slug.
    public var isSlug: Bool { species.source == .slug && form == nil && value == species.value }

    /// The locale that was asked for, after negotiation.
    public var requested: LocaleTag? { species.requested }

    /// The text to show, ``value``, so a name interpolates as itself.
    public var description: String { value }
}

extension ResolvedPokemonName {
    /// The name as ``PokemonName``, for a locale negotiated to `requested`.
    func name(chain: [LocaleTag], requested: LocaleTag?) -> PokemonName {
        func localized(_ part: (name: String, origin: NameOrigin)) -> LocalizedName {
            let origin = part.origin
            return origin.isSlug
                ? LocalizedName(value: part.name, servedBy: nil, requested: requested)
                : LocalizedName(
                    value: part.name, servedBy: chain[Int(origin.link)], requested: requested,
                    tableSet: origin.layer == .max ? nil : TableSetID(position: Int(origin.layer), isBundled: origin.isBundled))
        }
        return PokemonName(value: value, species: localized(species), form: form.map(localized))
    }
}

extension PokemonName {
    /// The display name of every `/pokemon` entry of `stack`, over `chain`: see ``DisplayNames``.
    /// - Complexity: O(entries × chain length); decodes only the names of entries with a form.
    static func all(chain: [LocaleTag], stack: TableStack, species: ResolvedTable, labels: ResolvedTable)
        -> [ResolvedPokemonName]
    {
        DisplayNames(StackDisplayData(chain: chain, stack: stack, species: species)).all()
    }
}
