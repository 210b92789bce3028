/// A BCP 47 language tag in canonical case, such as `ko`, `zh-Hant` or `es-419`.
///
/// Only the subtags a name table needs are accepted: a language (2–3 letters), an optional script
/// (4 letters), an optional region (2 letters or 3 digits) and optional variants. Because the
/// syntax admits only letters, digits and `-`, a valid tag is always safe as a file name.
public struct LocaleTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tag with canonical case and `-` separators: `zh-Hant`, `es-419`.
    ///
    /// The only stored property, so copying a tag (as every lookup result does) copies one
    /// short string that fits inline, with no reference counting.
    public let description: String

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
           (next.count == 2 && next.allSatisfy(\.isASCIILetter)) || (next.count == 3 && next.allSatisfy(\.isASCIIDigit)) {
            canonical.append(next.uppercased())
            rest = rest.dropFirst()
        }
        for part in rest {
            let alphanumeric = part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
            let validLength = (5...8).contains(part.count) || (part.count == 4 && part.first!.isASCIIDigit)
            guard alphanumeric, validLength else { return nil }
            canonical.append(part.lowercased())
        }
        description = canonical.joined(separator: "-")
    }

    public static func < (lhs: LocaleTag, rhs: LocaleTag) -> Bool {
        lhs.description < rhs.description
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
