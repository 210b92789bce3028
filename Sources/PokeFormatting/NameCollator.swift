/// Orders names as a locale's dictionaries do, through ICU's collation (CLDR's rules).
///
/// Korean sorts in 가나다 order, Japanese in kana order, Simplified Chinese by pinyin, Traditional
/// Chinese by stroke count (CLDR's default for zh-Hant; ICU 72 has no other Traditional default,
/// and `zh-Hant-u-co-zhuyin` orders by bopomofo), German and French with accents after their base
/// letters: `NameCollator(locale: "ko").sorted(names)`. A locale ICU has no data for sorts by
/// the root collation (the Unicode collation algorithm's default order).
///
/// Collators are cached per locale in a ``FormatterCache``, like the formatters: a second collator
/// for the same locale shares the first one's ICU object.
public struct NameCollator: Sendable {
    /// The locale identifier the collator was made with, as given: `ko`, `ko_KR.UTF-8`.
    public let locale: String
    private let handle: CollatorHandle

    /// The collator of a locale: a BCP 47 tag such as "ko", "zh-Hant" or "de", or a POSIX name such
    /// as "ko_KR.UTF-8" (`C` and `POSIX` are English).
    ///
    /// - Throws: ``FormattingError/invalidLocale(_:)`` for a tag that is not BCP 47, and
    ///   ``FormattingError/icuFailure(operation:errorName:)`` when ICU cannot open a collator.
    /// - Complexity: a cache lookup; opening a locale's collator the first time takes ICU about a
    ///   millisecond (it builds the tailoring).
    public init(locale: String, cache: FormatterCache = .shared) throws(FormattingError) {
        let icuLocale: ICULocaleID
        do throws(FormattingError) {
            icuLocale = try ICULocaleID(locale)
        } catch .noLocaleData {
            // No tailoring to find: the root order, which never depends on the process's locale.
            icuLocale = try ICULocaleID(bcp47: "und")
        }
        self.locale = locale
        handle = try cache.collator(locale: icuLocale)
    }

    /// The sort key of a name: keys compare byte by byte (`lexicographicallyPrecedes`) as the names collate.
    /// - Complexity: O(n) in the name's length.
    public func sortKey(_ name: String) -> [UInt8] { handle.sortKey(name) }

    /// Whether `first` sorts before `second`.
    /// - Complexity: O(n) in the names' lengths: two sort keys. To sort many names, use
    ///   ``sorted(_:)``, which makes one key per name.
    public func areInIncreasingOrder(_ first: String, _ second: String) -> Bool {
        sortKey(first).lexicographicallyPrecedes(sortKey(second))
    }

    /// Items sorted by their names, in the locale's order; items whose names collate alike keep
    /// their order (a stable sort).
    /// - Complexity: O(n log n), one sort key per item.
    public func sorted<Item>(_ items: [Item], byName name: (Item) -> String) -> [Item] {
        let keys = items.map { sortKey(name($0)) }
        // `sorted(by:)` is stable, so items whose keys are equal keep their order.
        return items.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { items[$0] }
    }

    /// Names sorted in the locale's order; names that collate alike keep their order.
    /// - Complexity: O(n log n), one sort key per name.
    public func sorted(_ names: [String]) -> [String] { sorted(names, byName: { $0 }) }

    /// The locale whose collation rules ICU uses for this collator ("zh_Hant", "ko", "root").
    public func rulesLocale() throws(FormattingError) -> String { try handle.actualLocale() }
}
