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

    /// The text to show.
    public let value: String
    /// The table the text came from.
    public let source: Source
    /// The locale that was asked for, after negotiation; `nil` when nothing matched it.
    public let requested: LocaleTag?

    public init(value: String, source: Source, requested: LocaleTag?) {
        self.value = value
        self.source = source
        self.requested = requested
    }

    /// Whether the name came from somewhere other than the requested locale.
    public var isFallback: Bool {
        guard let requested else { return true }
        return source != .locale(requested)
    }

    public var description: String { value }
}
