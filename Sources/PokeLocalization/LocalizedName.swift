import PokeTables

/// A name looked up for a locale, and where it came from, so a UI can mark a fallback.
public struct LocalizedName: Hashable, Sendable, CustomStringConvertible {
    /// Which table served the name.
    public enum Source: Hashable, Sendable {
        /// A locale's table: the requested one, or one further down the fallback chain.
        case locale(LocaleTag)
        /// No locale had a name, so the value is the PokeAPI slug itself.
        case slug
    }

    /// A name served by a locale's table (`servedBy`) or, when `servedBy` is `nil`, the slug.
    @inlinable
    public init(value: String, servedBy: LocaleTag?, requested: LocaleTag?) {
        self.value = value
        self.servedBy = servedBy
        self.requested = requested
    }

    /// The text to show.
    public let value: String
    /// The locale whose table answered; `nil` when the value is the slug.
    public let servedBy: LocaleTag?
    /// The locale that was asked for, after negotiation; `nil` when nothing matched it.
    public let requested: LocaleTag?

    @inlinable
    public init(value: String, source: Source, requested: LocaleTag?) {
        self.value = value
        if case .locale(let tag) = source { servedBy = tag } else { servedBy = nil }
        self.requested = requested
    }

    /// The table the text came from.
    public var source: Source { servedBy.map(Source.locale) ?? .slug }

    /// Whether the name came from somewhere other than the requested locale.
    public var isFallback: Bool {
        guard let requested, let servedBy else { return true }
        return servedBy != requested
    }

    public var description: String { value }
}
