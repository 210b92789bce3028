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
    /// - Parameters:
    ///   - value: the text to show.
    ///   - servedBy: the locale whose table had the name; `nil` when `value` is the slug.
    ///   - requested: the negotiated locale that was asked for (``NameLocale/negotiated``).
    ///   - tableSet: which of the localizer's table sets had the name, if it has several; ignored
    ///     when `servedBy` is `nil`.
    @inlinable
    public init(value: String, servedBy: LocaleTag?, requested: LocaleTag?, tableSet: TableSetID? = nil) {
        self.value = value
        self.servedBy = servedBy
        self.requested = requested
        self.tableSet = servedBy == nil ? nil : tableSet
        isFromServer = false
    }

    /// A name a server's answer gave in the locale `servedBy`, for an entry the tables lack (a
    /// species newer than the bundled snapshot): shown, but not reviewed as the tables' names are.
    @inlinable
    public init(fromServer value: String, servedBy: LocaleTag, requested: LocaleTag?) {
        self.value = value
        self.servedBy = servedBy
        self.requested = requested
        tableSet = nil
        isFromServer = true
    }

    /// The text to show.
    public let value: String
    /// The locale whose table answered; `nil` when the value is the slug.
    public let servedBy: LocaleTag?
    /// The locale that was asked for, after negotiation; `nil` when nothing matched it.
    public let requested: LocaleTag?
    /// The table set that answered: the app's own or the package's bundled one (see
    /// ``TableLocalizer/init(tables:)``); `nil` when the value is the slug, or when the localizer
    /// doesn't say.
    public let tableSet: TableSetID?
    /// Whether a server's answer gave the name (``init(fromServer:servedBy:requested:)``) rather
    /// than a table: a UI may mark it as not reviewed.
    public let isFromServer: Bool

    /// A name and the ``Source`` that served it: the same as
    /// ``init(value:servedBy:requested:tableSet:)`` with `servedBy` set for ``Source/locale(_:)``
    /// and `nil` for ``Source/slug``.
    @inlinable
    public init(value: String, source: Source, requested: LocaleTag?, tableSet: TableSetID? = nil) {
        if case .locale(let tag) = source {
            self.init(value: value, servedBy: tag, requested: requested, tableSet: tableSet)
        } else {
            self.init(value: value, servedBy: nil, requested: requested)
        }
    }

    /// The table the text came from.
    public var source: Source { servedBy.map(Source.locale) ?? .slug }

    /// Whether the name came from somewhere other than the requested locale.
    public var isFallback: Bool {
        guard let requested, let servedBy else { return true }
        return servedBy != requested
    }

    /// The text to show, ``value``, so a name interpolates as itself.
    public var description: String { value }
}

/// Which of a localizer's table sets served a name.
public struct TableSetID: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let storedPosition: UInt8
    /// Whether it is the package's own bundled set (``LocalizationTables/bundled``).
    public let isBundled: Bool

    /// The set at `position` in ``TableLocalizer/tables`` (0 is the first, most specific one).
    @inlinable
    public init(position: Int, isBundled: Bool) {
        storedPosition = UInt8(clamping: position)
        self.isBundled = isBundled
    }

    /// The set's position in the localizer's list of sets, most specific (0) first.
    public var position: Int { Int(storedPosition) }

    /// "bundled" for the package's set, else "set 0", "set 1"… by position.
    public var description: String { isBundled ? "bundled" : "set \(position)" }
}
