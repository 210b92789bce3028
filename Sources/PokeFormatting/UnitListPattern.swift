/// A two-item list pattern as fixed text around the items, such as "{0}, {1}" in English unit
/// lists, read once from ICU so that joining feet and inches needs no ICU call.
///
/// ICU's list formatter costs a few hundred nanoseconds a call, mostly copying the items into
/// its own strings. Most locales' patterns are fixed text, but some choose their words by the
/// next item (Spanish "y" becomes "e" before "i…", Hebrew "ו" takes a hyphen before a
/// non-Hebrew word). ``read(joiningWith:)`` joins probe items that start differently and keeps the
/// pattern only if every join agrees; otherwise the caller keeps calling ICU.
struct UnitListPattern: Sendable, Equatable {
    private let prefix: [UInt16]
    private let middle: [UInt16]
    private let suffix: [UInt16]

    /// Placeholders from the Private Use Area, which no list pattern contains.
    private static let first = "\u{E000}"
    private static let second = "\u{E001}"

    /// Starts of second items that ICU's contextual list patterns react to, around a digit and
    /// the bare placeholder: "i", "hi" (Spanish "e"), "o", "ho", "8", "11" (Spanish "u"), and a
    /// Hebrew and a Latin letter (Hebrew "ו-").
    private static let probeStarts = ["", "7", "i", "hi", "o", "ho", "8", "11", "א", "a"]

    /// The fixed pattern of a list formatter, or nil when its text depends on the items.
    ///
    /// - Complexity: Ten ICU list joins; done once per cached list formatter.
    static func read(
        joiningWith join: ([String]) throws(FormattingError) -> String
    ) throws(FormattingError) -> UnitListPattern? {
        var found: UnitListPattern?
        for start in probeStarts {
            let joined = Array(try join([first, start + second]).utf16)
            guard let pattern = UnitListPattern(joined: joined, secondItemStart: Array(start.utf16)),
                found == nil || found == pattern
            else { return nil }
            found = pattern
        }
        return found
    }

    /// Splits a join of the two placeholders, the second preceded by `secondItemStart`.
    private init?(joined: [UInt16], secondItemStart: [UInt16]) {
        guard let firstIndex = joined.firstIndex(of: Self.first.utf16.first!),
            let secondIndex = joined.firstIndex(of: Self.second.utf16.first!),
            firstIndex + secondItemStart.count < secondIndex,
            joined[(secondIndex - secondItemStart.count)..<secondIndex].elementsEqual(secondItemStart)
        else { return nil }
        prefix = Array(joined[..<firstIndex])
        middle = Array(joined[(firstIndex + 1)..<(secondIndex - secondItemStart.count)])
        suffix = Array(joined[(secondIndex + 1)...])
    }

    /// The two items joined, as a String.
    ///
    /// - Complexity: O(length): one stack buffer and one UTF-8 conversion, no heap allocation
    ///   for short texts.
    func join(_ first: UnsafeBufferPointer<UInt16>, _ second: UnsafeBufferPointer<UInt16>) throws(FormattingError) -> String {
        let count = prefix.count + first.count + middle.count + second.count + suffix.count
        // withUnsafeTemporaryAllocation does not carry typed errors, so they travel in a Result.
        let outcome = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) { buffer in
            var end = 0
            func append(_ part: UnsafeBufferPointer<UInt16>) {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: part)
                end += part.count
            }
            prefix.withUnsafeBufferPointer(append)
            append(first)
            middle.withUnsafeBufferPointer(append)
            append(second)
            suffix.withUnsafeBufferPointer(append)
            return Result { () throws(FormattingError) in try string(fromUTF16: UnsafeBufferPointer(buffer)) }
        }
        return try outcome.get()
    }
}
