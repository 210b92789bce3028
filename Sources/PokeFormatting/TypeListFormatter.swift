/// Joins type names with a locale's "and" list pattern: "Grass and Poison", "Plante et Poison".
///
/// Safe to share across threads.
public struct TypeListFormatter: Sendable {
    /// The locale identifier the formatter was made with, as given: `ko`, `ko_KR.UTF-8`.
    public let locale: String

    private let list: ListFormatterHandle

    /// A type-list formatter for a locale: a BCP 47 tag such as "fr" or "zh-Hant", or a POSIX name
    /// such as "fr_FR.UTF-8" (`C` and `POSIX` are English).
    ///
    /// - Throws: ``FormattingError`` when the identifier is neither, or ICU cannot open a formatter.
    /// - Complexity: Reading the locale (two ICU resource-bundle opens from ICU's cache) and a
    ///   cache lookup; an ICU formatter is opened, which costs many formatting calls, only on a
    ///   cache miss.
    public init(locale: String, cache: FormatterCache = .shared) throws(FormattingError) {
        self.locale = locale
        list = try cache.listFormatter(.and, width: .long, locale: try ICULocaleID(locale))
    }

    /// The names joined, such as "Grass and Poison"; a single name comes back as it is.
    ///
    /// - Complexity: O(total length of the names).
    public func format(_ typeNames: [String]) throws(FormattingError) -> String {
        try list.format(typeNames)
    }
}
