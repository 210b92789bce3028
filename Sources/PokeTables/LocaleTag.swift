/// A BCP 47 language tag in canonical case, such as `ko`, `zh-Hant` or `es-419`.
///
/// Only the subtags a name table needs are accepted: a language (2–3 letters), an optional script
/// (4 letters), an optional region (2 letters or 3 digits) and optional variants. Because the
/// syntax admits only letters, digits and `-`, a valid tag is always safe as a file name.
public struct LocaleTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let language: String
    public let script: String?
    public let region: String?
    public let variants: [String]

    /// Parses a tag written with `-` or `_`, in any case; `nil` when it is not BCP 47.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        var rest = parts.dropFirst()
        language = first.lowercased()
        if let next = rest.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            rest = rest.dropFirst()
        } else {
            script = nil
        }
        if let next = rest.first,
           (next.count == 2 && next.allSatisfy(\.isASCIILetter)) || (next.count == 3 && next.allSatisfy(\.isASCIIDigit)) {
            region = next.uppercased()
            rest = rest.dropFirst()
        } else {
            region = nil
        }
        var variants: [String] = []
        for part in rest {
            let alphanumeric = part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
            let validLength = (5...8).contains(part.count) || (part.count == 4 && part.first!.isASCIIDigit)
            guard alphanumeric, validLength else { return nil }
            variants.append(part.lowercased())
        }
        self.variants = variants
    }

    /// The tag with canonical case and `-` separators: `zh-Hant`, `es-419`.
    public var description: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    public static func < (lhs: LocaleTag, rhs: LocaleTag) -> Bool {
        lhs.description < rhs.description
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
