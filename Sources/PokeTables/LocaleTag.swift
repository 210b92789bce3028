/// A BCP 47 language tag in canonical case, such as `ko`, `zh-Hant` or `es-419`.
///
/// Only the subtags a name table needs are accepted: a language (2–3 letters), an optional script
/// (4 letters), an optional region (2 letters or 3 digits) and optional variants, 23 characters
/// in all at most (every tag with one variant fits). Because the syntax admits only letters,
/// digits and `-`, a valid tag is always safe as a file name.
///
/// The tag is stored inline as three words of ASCII, so a tag is a plain value: copying or
/// dropping one (as every lookup result does, twice) costs no reference counting and no call.
public struct LocaleTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest tag, in characters.
    public static let maximumLength = 23

    /// The tag's ASCII bytes in order, zero-filled, with the length in the last byte.
    private let words: (UInt64, UInt64, UInt64)

    /// The tag with canonical case and `-` separators: `zh-Hant`, `es-419`.
    /// - Complexity: O(n); makes a new string, which allocates only for a tag over 15 characters.
    public var description: String {
        withUnsafeBytes(of: words) { String(decoding: $0.prefix(Int($0[Self.maximumLength])), as: UTF8.self) }
    }

    /// The language subtag, lower case: `zh`.
    public var language: String { String(description.prefix { $0 != "-" }) }
    /// The script subtag, title case (`Hant`), if any.
    public var script: String? { subtags.first { $0.count == 4 && $0.first!.isASCIILetter } }
    /// The region subtag, upper case (`TW`, `419`), if any.
    public var region: String? {
        subtags.first { ($0.count == 2 && $0.allSatisfy(\.isASCIILetter)) || ($0.count == 3 && $0.allSatisfy(\.isASCIIDigit)) }
    }
    /// The variant subtags, lower case.
    public var variants: [String] { subtags.filter { $0.count >= 5 || ($0.count == 4 && $0.first!.isASCIIDigit) } }

    private var subtags: [String] { description.split(separator: "-").dropFirst().map(String.init) }

    /// Parses a tag written with `-` or `_`, in any case; `nil` when it is not BCP 47.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        var rest = parts.dropFirst()
        var canonical = [first.lowercased()]
        if let next = rest.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
            canonical.append(next.prefix(1).uppercased() + next.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let next = rest.first,
            (next.count == 2 && next.allSatisfy(\.isASCIILetter)) || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
        {
            canonical.append(next.uppercased())
            rest = rest.dropFirst()
        }
        for part in rest {
            let alphanumeric = part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
            let validLength = (5...8).contains(part.count) || (part.count == 4 && part.first!.isASCIIDigit)
            guard alphanumeric, validLength else { return nil }
            canonical.append(part.lowercased())
        }
        let text = canonical.joined(separator: "-")
        guard text.utf8.count <= Self.maximumLength else { return nil }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &words) { bytes in
            for (index, byte) in text.utf8.enumerated() { bytes[index] = byte }
            bytes[Self.maximumLength] = UInt8(text.utf8.count)
        }
        self.words = words
    }

    /// Whether both are the same tag; tags are canonical, so `zh_hant` and `zh-Hant` are equal.
    /// - Complexity: O(1), three word comparisons.
    public static func == (lhs: LocaleTag, rhs: LocaleTag) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
    }

    /// Hashes the tag's three words, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
    }

    /// Orders tags as their text: byte by byte (the bytes are ASCII), a prefix first.
    public static func < (lhs: LocaleTag, rhs: LocaleTag) -> Bool {
        // Zero fill sorts a shorter tag before a longer one it begins; text never holds a zero byte.
        let left = (UInt64(bigEndian: lhs.words.0), UInt64(bigEndian: lhs.words.1), UInt64(bigEndian: lhs.words.2))
        let right = (UInt64(bigEndian: rhs.words.0), UInt64(bigEndian: rhs.words.1), UInt64(bigEndian: rhs.words.2))
        return left < right
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
