import PokeTables

/// What an app asked for, read into the subtags negotiation compares.
///
/// Reads BCP 47 tags and POSIX names (`ko_KR.UTF-8`, `de_DE@euro`; `C` and `POSIX` are English),
/// in any case, with `-` or `_`, and spells each language one way, as RFC 5646 and CLDR do:
/// - an extended language subtag replaces its prefix: `zh-yue` is `yue`, `zh-cmn-Hant` is `cmn-Hant`;
/// - an ISO 639-2 code is the two-letter code: `jpn` is `ja`, `ger` is `de`;
/// - the Chinese languages of the macrolanguage `zh` (Mandarin `cmn`, Cantonese `yue`, Wu,
///   Hakka, Min Nan, Gan, Xiang, Classical) are Chinese in their usual script (see
///   `ChineseLanguages` in PokeTables), and so are the grandfathered `zh-min-nan`, `zh-guoyu`,
///   `zh-hakka` and `zh-xiang`;
/// - `und` with a script or a region is the likely language (`und-JP` is Japanese); `und` alone
///   asks for no language, and reads as nothing (the default answers).
///
/// Extensions and private use (`-u-co-phonebk`, `-x-…`) are dropped, then subtags from the end
/// until the rest is a ``LocaleTag``, so an over-long or partly malformed tag keeps its language.
struct DesiredLocale: Equatable {
    /// The tag as asked, in the canonical spelling above, variants and all: compared first.
    let tag: LocaleTag
    /// The language subtag: `zh` for every Chinese language.
    let language: String
    /// The script asked for or, for Chinese, inferred; `nil` when neither.
    let script: String?
    /// The region subtag, if any.
    let region: String?

    private static let english = LocaleTag("en")!

    /// Reads an identifier; `nil` when it names no language (`und`, `x-private`, `C-3PO`).
    ///
    /// - Complexity: O(n) in the identifier's length; the tag itself is parsed at most a few times.
    init?(_ identifier: String) {
        let core = identifier.prefix { $0 != "." && $0 != "@" }
        if core == "C" || core == "POSIX" {
            self.init(tag: Self.english, language: "en", script: nil, region: nil)
            return
        }
        var subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        // A singleton starts an extension or private use, which says nothing about names.
        if let singleton = subtags.firstIndex(where: { $0.count == 1 }) { subtags.removeSubrange(singleton...) }
        if let grandfathered = LikelySubtags.grandfatheredChinese.first(where: { subtags.starts(with: $0.key) }) {
            subtags.replaceSubrange(0..<grandfathered.key.count, with: [grandfathered.value])
        }
        if subtags.count >= 2, (2...3).contains(subtags[0].count),
            subtags[1].count == 3, subtags[1].allSatisfy({ $0.isASCII && $0.isLetter })
        {
            subtags.removeFirst()
        }
        guard let first = subtags.first else { return nil }
        subtags[0] = LikelySubtags.twoLetterCodes[first] ?? first
        let chinese = ChineseLanguages.rules[subtags[0]]
        if chinese != nil { subtags[0] = "zh" }
        // No tag is longer than LocaleTag.maximumLength, so the subtags past it can be dropped at
        // once: dropping them one by one would parse a long identifier once per subtag.
        var length = -1
        subtags = Array(
            subtags.prefix { subtag in
                length += subtag.count + 1
                return length <= LocaleTag.maximumLength
            })
        var parsed: LocaleTag?
        while parsed == nil, !subtags.isEmpty {
            parsed = LocaleTag(subtags.joined(separator: "-"))
            if parsed == nil { subtags.removeLast() }
        }
        guard var tag = parsed else { return nil }
        var language = tag.language
        if language == "und" {
            guard let likely = LikelySubtags.language(script: tag.script, region: tag.region),
                let maximized = LocaleTag(
                    ([likely] + tag.description.split(separator: "-").dropFirst().map(String.init)).joined(separator: "-"))
            else { return nil }
            tag = maximized
            language = likely
        }
        var script = tag.script
        if let rule = chinese ?? ChineseLanguages.rules[language], script == nil || script == "Hani" {
            script = ChineseLanguages.script(rule, region: tag.region)
        }
        self.init(tag: tag, language: language, script: script, region: tag.region)
    }

    private init(tag: LocaleTag, language: String, script: String?, region: String?) {
        self.tag = tag
        self.language = language
        self.script = script
        self.region = region
    }

    /// Whether the script is one the language's own tables are written in: none asked, or one
    /// of ``LikelySubtags/usualScripts``. A language whose scripts are not known keeps its
    /// script: only a table in that script serves it.
    var isInUsualScript: Bool {
        guard let script else { return true }
        return LikelySubtags.usualScripts[language]?.contains(script) == true
    }
}
