/// A negotiated locale's fallback chain: the locale, its parent, then English, each only where a
/// table has it. PokeLocalization's `LocaleNegotiator` hands these out, and the generator
/// resolves the bundled tables' names over the same chains (the search index), so both follow
/// one rule.
package enum FallbackChain {
    /// The chain from `negotiated` (English alone from none) over the available locales, found
    /// by their lower-cased descriptions. Japanese in kanji (`ja`) reads the kana table
    /// (`ja-Hrkt`) before English: PokeAPI has the stats and egg groups only in kana (a kana
    /// chain reads kanji already).
    /// - Complexity: a dictionary lookup per link.
    package static func links(from negotiated: LocaleTag?, available byDescription: [String: LocaleTag]) -> [LocaleTag] {
        var chain: [LocaleTag] = []
        var next = negotiated
        while let tag = next {
            if !chain.contains(tag) { chain.append(tag) }
            next = parent(of: tag).flatMap { byDescription[$0.description.lowercased()] }
        }
        if let first = chain.first, first.language == "ja", first.script == nil, let kana = byDescription["ja-hrkt"],
            !chain.contains(kana)
        {
            chain.append(kana)
        }
        if let english = byDescription["en"], !chain.contains(english) { chain.append(english) }
        return chain
    }

    /// The locales by their lower-cased descriptions, as ``links(from:available:)`` reads them;
    /// the first of two that differ only in case.
    package static func byDescription(_ available: [LocaleTag]) -> [String: LocaleTag] {
        Dictionary(available.map { ($0.description.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The locale a tag falls back to before English: `es-419` → `es`, `ja-Hrkt` → `ja`, `en-GB` → `en`.
    ///
    /// A tag in another script than its language's usual one (`ja-Latn`, `zh-Hant`) has no parent but
    /// English: its readers may not read the other script.
    package static func parent(of tag: LocaleTag) -> LocaleTag? {
        if tag.language == "ja", tag.script == "Hrkt" { return LocaleTag("ja") }
        if tag.script != nil || !tag.variants.isEmpty { return nil }
        return tag.region == nil ? nil : LocaleTag(tag.language)
    }
}
