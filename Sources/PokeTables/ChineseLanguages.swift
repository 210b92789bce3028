/// The script Chinese is written in when a tag doesn't say, after CLDR's likely subtags: one rule
/// for locale negotiation (PokeLocalization) and for loccheck's Han variant check, so a `yue-CN`
/// table is Simplified in both.
package enum ChineseLanguages {
    /// How a Chinese language's script is inferred when the tag names none.
    package enum Rule: Sendable {
        /// Chinese and Mandarin: Traditional in ``traditionalChineseRegions``, else Simplified.
        case byRegion
        /// Cantonese: Traditional, but Simplified in mainland China (CLDR: yue-CN is yue-Hans-CN).
        case traditionalOutsideMainland
        /// Wu, Hakka, Min Nan, Gan, Xiang, Classical: Simplified (CLDR), except where the region
        /// writes Traditional (TW, HK, MO), which CLDR's likely subtags ignore for these.
        case simplified
    }

    /// The Chinese languages BCP 47 encompasses in the macrolanguage `zh`, which the `zh-*`
    /// tables serve in their script.
    package static let rules: [String: Rule] = [
        "zh": .byRegion, "cmn": .byRegion, "yue": .traditionalOutsideMainland,
        "wuu": .simplified, "hak": .simplified, "nan": .simplified, "gan": .simplified,
        "hsn": .simplified, "lzh": .simplified,
    ]

    /// Regions where Chinese with no script is Traditional: CLDR's likely subtags (`zh-TW` is
    /// `zh-Hant-TW`, `zh-US` is `zh-Hant-US`); everywhere else it is Simplified.
    static let traditionalChineseRegions: Set<String> = [
        "AU", "BN", "GB", "GF", "HK", "ID", "MO", "PA", "PF", "PH", "SR", "TH", "TW", "US", "VN",
    ]

    /// Regions whose own script is Traditional: every Chinese language there is written in it.
    static let traditionalScriptRegions: Set<String> = ["TW", "HK", "MO"]

    /// `Hans` or `Hant`: the script of a Chinese language that follows `rule`, in `region`.
    package static func script(_ rule: Rule, region: String?) -> String {
        switch rule {
        case .byRegion:
            return region.map(traditionalChineseRegions.contains) == true ? "Hant" : "Hans"
        case .traditionalOutsideMainland:
            return region == "CN" ? "Hans" : "Hant"
        case .simplified:
            return region.map(traditionalScriptRegions.contains) == true ? "Hant" : "Hans"
        }
    }

    /// `Hans` or `Hant` for a tag: its script subtag when it is one of the two, else its
    /// Chinese language's script in its region; `nil` for another language or another script.
    package static func script(of tag: LocaleTag) -> String? {
        if let script = tag.script { return script == "Hans" || script == "Hant" ? script : nil }
        return rules[tag.language].map { script($0, region: tag.region) }
    }
}
