/// The two standard ways of writing Chinese characters; a table's locale asks for one of them.
package enum ChineseScript: String, Hashable, Sendable, CaseIterable {
    case simplified = "Simplified"
    case traditional = "Traditional"

    /// The other script.
    package var other: ChineseScript { self == .simplified ? .traditional : .simplified }

    /// ICU's transform that writes text in this script ("Traditional-Simplified" writes Simplified).
    var transformID: String { "\(other.rawValue)-\(rawValue)" }

    /// The ICU converter of this script's national character set: GB 2312 (6,763 ideographs) for
    /// Simplified, Big5 (13,060, with Microsoft's code page 950 additions) for Traditional.
    var characterSetName: String { self == .simplified ? "GB2312" : "Big5" }
}
