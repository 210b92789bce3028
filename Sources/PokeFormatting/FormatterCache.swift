internal import PokeTables

/// Opened ICU formatters, shared by every formatter made with this cache.
///
/// A new ICU number formatter costs many times a warm one's call before it formats fast (more
/// the first time a locale's data is loaded; `pokebench formatters` measures both). Formatters
/// made with the same cache, locale and style share one ICU object. When the cache holds `capacity` formatters it is
/// emptied before the next one goes in; formatters already made keep theirs.
///
/// Sendable: the dictionary lives behind a mutex, and the ICU objects it holds are each owned by
/// a small final class that is itself Sendable.
public final class FormatterCache: Sendable {
    /// The cache formatters use unless given another.
    public static let shared = FormatterCache(capacity: 128)

    /// How many ICU formatters the cache keeps at most; 0 keeps none.
    public let capacity: Int

    private struct Key: Hashable, Sendable {
        let locale: ICULocaleID
        /// A number skeleton, or "list/<kind>/<width>" for a list formatter.
        let style: String
    }

    /// A `NumberFormatterHandle`, a `ListFormatterHandle` or a `CollatorHandle`; their keys never
    /// overlap (list styles start with `list/`, the collator's is `collator`). Not an enum of the two: Swift keeps such an enum's case in
    /// spare bits of the pointer, which hides the reference from LeakSanitizer, so
    /// `swift test --sanitize=address` reported every cached list formatter as leaked.
    private typealias Entry = AnyObject & Sendable

    private let entries = PThreadMutex<[Key: any Entry]>([:])

    /// A cache that keeps at most `capacity` formatters; 0 makes every formatter open its own.
    ///
    /// A negative capacity is a programming error and stops the process.
    public init(capacity: Int) {
        precondition(capacity >= 0, "A cache capacity cannot be negative (\(capacity)); pass 0 to keep nothing.")
        self.capacity = capacity
    }

    /// How many ICU formatters the cache holds now.
    public var count: Int { entries.withLock { $0.count } }

    /// Drops every cached formatter; formatters already made keep theirs.
    public func removeAll() { entries.withLock { $0.removeAll() } }

    /// The number formatter for a skeleton and locale, opened on first use.
    ///
    /// - Complexity: A lock and a hash lookup when cached; an ICU open otherwise.
    func numberFormatter(skeleton: String, locale: ICULocaleID) throws(FormattingError) -> NumberFormatterHandle {
        let key = Key(locale: locale, style: skeleton)
        if let cached = entries.withLock({ $0[key] }) as? NumberFormatterHandle { return cached }
        let opened = try NumberFormatterHandle(skeleton: skeleton, locale: locale)
        return store(opened, for: key) as? NumberFormatterHandle ?? opened
    }

    /// The list formatter for a kind, width and locale, opened on first use.
    func listFormatter(
        _ kind: ListFormatterHandle.Kind, width: MeasurementWidth, locale: ICULocaleID
    ) throws(FormattingError) -> ListFormatterHandle {
        let key = Key(locale: locale, style: "list/\(kind.rawValue)/\(width)")
        if let cached = entries.withLock({ $0[key] }) as? ListFormatterHandle { return cached }
        let opened = try ListFormatterHandle(kind: kind, width: width, locale: locale)
        return store(opened, for: key) as? ListFormatterHandle ?? opened
    }

    /// The collator for a locale, opened on first use.
    func collator(locale: ICULocaleID) throws(FormattingError) -> CollatorHandle {
        let key = Key(locale: locale, style: "collator")
        if let cached = entries.withLock({ $0[key] }) as? CollatorHandle { return cached }
        let opened = try CollatorHandle(locale: locale)
        return store(opened, for: key) as? CollatorHandle ?? opened
    }

    /// Stores a freshly opened formatter and returns the one to use: the one another thread
    /// stored first, if any, so that everyone shares a single ICU object.
    ///
    /// Opening happens outside the lock, so a slow open never blocks other lookups.
    private func store(_ entry: any Entry, for key: Key) -> any Entry {
        guard capacity > 0 else { return entry }
        return entries.withLock { entries in
            if let existing = entries[key] { return existing }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = entry
            return entry
        }
    }
}
