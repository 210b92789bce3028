internal import ICUCalls
internal import PokeTables

/// Owns one ICU `UListFormatter` and closes it in `deinit`.
///
/// `@unchecked Sendable`: ICU documents its number formatters as thread-safe but says nothing of
/// the kind for UListFormatter (listformatter.h only calls the *result* class immutable), so
/// every use of `formatter` after init holds `lock`; an uncontended lock costs tens of
/// nanoseconds.
final class ListFormatterHandle: @unchecked Sendable {
    /// The kind of list: "and" for type names, "units" for "2 ft, 7 in".
    enum Kind: String, Sendable {
        case and
        case units
    }

    private let formatter: OpaquePointer
    private let lock = PThreadMutex(())

    /// For unit lists whose two-item pattern is fixed text, that text (see ``UnitListPattern``).
    let fixedPattern: UnitListPattern?

    /// Opens a list formatter of a kind and width for a locale.
    init(kind: Kind, width: MeasurementWidth, locale: ICULocaleID) throws(FormattingError) {
        let type = kind == .and ? icuc_list_and : icuc_list_units
        let listWidth: icuc_list_width
        switch width {
        case .long: listWidth = icuc_list_wide
        case .short: listWidth = icuc_list_short
        case .narrow: listWidth = icuc_list_narrow
        }
        let opened = try icuOpen("open a list formatter in '\(locale.identifier)'") { status in
            icuc_list_formatter_open(locale.identifier, type, listWidth, &status)
        }
        do throws(FormattingError) {
            // Not shared with other threads yet, so no lock while probing the pattern.
            fixedPattern =
                kind == .units
                ? try UnitListPattern.read { (items) throws(FormattingError) in try Self.join(items, with: opened) }
                : nil
        } catch {
            icuc_list_formatter_close(opened)  // deinit does not run for an init that throws
            throw error
        }
        formatter = opened
    }

    deinit { icuc_list_formatter_close(formatter) }

    /// Joins strings with the locale's list pattern.
    ///
    /// - Complexity: O(total length of the strings).
    func format(_ items: [String]) throws(FormattingError) -> String {
        try lock.withLock { _ throws(FormattingError) in try Self.join(items, with: formatter) }
    }

    /// Joins UTF-16 items with the locale's list pattern; every item needs a base address,
    /// even an empty one (ICU rejects a null string).
    ///
    /// - Complexity: A few hundred nanoseconds in ICU for two short items.
    func format(_ items: [UnsafeBufferPointer<UInt16>]) throws(FormattingError) -> String {
        try lock.withLock { _ throws(FormattingError) in try Self.join(items, with: formatter) }
    }

    private static func join(_ items: [String], with formatter: OpaquePointer) throws(FormattingError) -> String {
        // ICU wants every item at once as UTF-16, so they go into one array side by side; the
        // final NUL keeps the array non-empty, so even an empty item gets a real pointer.
        var storage: [UInt16] = []
        var ranges: [Range<Int>] = []
        for item in items {
            let start = storage.count
            storage.append(contentsOf: item.utf16)
            ranges.append(start..<storage.count)
        }
        storage.append(0)
        return try storage.withUnsafeBufferPointer { (all) throws(FormattingError) in
            try join(ranges.map { UnsafeBufferPointer(rebasing: all[$0]) }, with: formatter)
        }
    }

    private static func join(
        _ items: [UnsafeBufferPointer<UInt16>], with formatter: OpaquePointer
    ) throws(FormattingError) -> String {
        let count = items.count
        // ICU takes parallel arrays of pointers and lengths; stack arrays keep them off the heap.
        // withUnsafeTemporaryAllocation does not carry typed errors, so they travel in a Result.
        let outcome = withUnsafeTemporaryAllocation(of: UnsafePointer<UInt16>?.self, capacity: count) { pointers in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { lengths in
                for (index, item) in items.enumerated() {
                    pointers[index] = item.baseAddress
                    lengths[index] = Int32(item.count)
                }
                return Result { () throws(FormattingError) -> String in
                    try withUTF16Output(
                        "join a list of \(count) items",
                        fill: { buffer, capacity, status in
                            icuc_list_format(
                                formatter, pointers.baseAddress, lengths.baseAddress, Int32(count),
                                buffer, capacity, &status)
                        }, string(fromUTF16:))
                }
            }
        }
        return try outcome.get()
    }
}
