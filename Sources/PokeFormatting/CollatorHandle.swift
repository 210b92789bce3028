internal import ICUCalls
internal import PokeTables

/// Owns one ICU `UCollator` and closes it in `deinit`.
///
/// `@unchecked Sendable`: ICU documents a collator's compare and sort-key calls as safe on a
/// shared instance only since some versions and for some implementations, so every use of
/// `collator` after init holds `lock`, as ``ListFormatterHandle`` does.
final class CollatorHandle: @unchecked Sendable {
    private let collator: OpaquePointer
    private let lock = PThreadMutex(())

    /// Opens the collator of a locale: its CLDR default collation (zh-Hant: stroke order).
    init(locale: ICULocaleID) throws(FormattingError) {
        collator = try icuOpen("open a collator for '\(locale.identifier)'") { status in
            icuc_collator_open(locale.identifier, &status)
        }
    }

    deinit { icuc_collator_close(collator) }

    /// The sort key of `text`: comparing two keys byte by byte orders their texts as the
    /// collator does. Without the terminating zero ICU writes.
    /// - Complexity: O(n) in the text's length; a second ICU call when the first buffer is short.
    func sortKey(_ text: String) -> [UInt8] {
        let units = Array(text.utf16)
        return lock.withLock { _ in
            var key = [UInt8](repeating: 0, count: units.count * 4 + 16)
            var length = Int(icuc_collator_sort_key(collator, units, Int32(units.count), &key, Int32(key.count)))
            if length > key.count {
                key = [UInt8](repeating: 0, count: length)
                length = Int(icuc_collator_sort_key(collator, units, Int32(units.count), &key, Int32(key.count)))
            }
            // ICU returns 0 only for an internal failure; the empty key then sorts first.
            let end = max(0, min(length, key.count) - 1)
            return Array(key[..<end])
        }
    }

    /// The locale whose rules the collator uses, as ICU reports it ("zh_Hant", "root").
    func actualLocale() throws(FormattingError) -> String {
        try lock.withLock { _ throws(FormattingError) in
            let name = try icuCall("read the collator's locale") { status in icuc_collator_actual_locale(collator, &status) }
            return name.map { String(cString: $0) } ?? "root"
        }
    }
}
