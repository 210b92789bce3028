import ICUOracle

/// ICU's `LocaleMatcher` over a list of supported locales: the oracle for negotiation.
struct ICULocaleMatcher {
    /// What ICU answered for a tag or a list.
    enum Answer: Hashable, Sendable, CustomStringConvertible {
        /// The supported locale ICU chose.
        case match(String)
        /// None of the supported locales.
        case none
        /// ICU refused the tag or list.
        case rejected
        /// ICU failed otherwise (an error the oracle does not expect).
        case failed

        var description: String {
            switch self {
            case .match(let tag): return tag
            case .none: return "no match"
            case .rejected: return "rejected"
            case .failed: return "ICU failed"
            }
        }
    }

    /// The supported locales as BCP 47 tags.
    let supported: [String]

    static var version: String { String(cString: icu_version()) }

    /// `LocaleMatcher::getBestMatch` of one tag.
    func bestMatch(_ desired: String) -> Answer {
        Self.call { icu_best_match(supported.joined(separator: ","), desired, $0, $1) }
    }

    /// `LocaleMatcher::getBestMatchForListString` of an Accept-Language list.
    func bestMatch(list: String) -> Answer {
        Self.call { icu_best_match_for_list(supported.joined(separator: ","), list, $0, $1) }
    }

    /// `Locale::addLikelySubtags`: `und-JP` is `ja-Jpan-JP`; `nil` when ICU refuses the tag.
    static func likelySubtags(_ tag: String) -> String? {
        if case .match(let maximized) = call({ icu_likely_subtags(tag, $0, $1) }) { return maximized }
        return nil
    }

    /// Every region code ICU knows: territories, and the world, continents and subcontinents.
    static var regions: [String] {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = icu_regions(&buffer, Int32(buffer.count))
        guard length >= 0 else { return [] }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: ",").map(String.init)
    }

    private static func call(_ body: (UnsafeMutablePointer<CChar>, Int32) -> ICUMatchOutcome) -> Answer {
        var buffer = [CChar](repeating: 0, count: 160)
        let outcome = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) }
        switch outcome {
        case ICUMatchFound: return .match(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        case ICUMatchNone: return .none
        case ICUMatchRejected: return .rejected
        default: return .failed
        }
    }
}
