import PokeTables

/// Matches what an app receives (`ko-KR`, `zh_TW`, `es-MX`, `ja_JP.UTF-8`, `zh-yue-HK`) to the
/// locales that have tables, as ICU's `LocaleMatcher` does with CLDR's data, but answering only
/// with a table the reader can read.
///
/// The identifier is a BCP 47 tag or a POSIX name (`ja_JP.UTF-8`; `C` and `POSIX` are English),
/// in any case, with `-` or `_`; extended language subtags, ISO 639-2 codes, the Chinese
/// languages and `und` with a script or region are understood. Then, in order: the
/// tag itself; its language and script (with the region, then without), a narrower script
/// trying its broader one (`ja-Kana` → `ja-Hrkt`); Latin American Spanish (`es-419`) for Spanish
/// of the Americas (`es-MX`, `es-BR`, `es-US`); the language and region; the language alone.
/// Chinese always goes by script, given or inferred (`zh-TW`, `yue`, `cmn-Hant-TW` → `zh-Hant`;
/// `zh`, `cmn`, `zh-SG` → `zh-Hans`). A tag in another script than its language's own
/// (`ko-Latn`, `ru-Latn`, `zh-Latn`) is matched only by a table in that script (`ja-Latn`):
/// its reader may not read the other, so English answers.
///
/// Where this differs from ICU's `LocaleMatcher`, and why, is listed in
/// `Tests/PokeLocalizationTests/NegotiationAgreementTests.swift`, which asks ICU at test time.
///
/// ```swift
/// let negotiator = LocaleNegotiator(available: TableLocalizer().availableLocales)
/// negotiator.negotiate("zh_TW.UTF-8")   // zh-Hant
/// negotiator.chain(for: "es-MX")        // [es-419, es, en]
/// negotiator.chain(for: "ja-JP")        // [ja, ja-Hrkt, en]
/// ```
public struct LocaleNegotiator: Sendable {
    /// The locales that have tables, sorted: the only answers negotiation gives.
    public let available: [LocaleTag]
    private let byDescription: [String: LocaleTag]

    /// A negotiator over the locales that have tables, such as ``Localizer/availableLocales``.
    /// - Complexity: O(n log n) in the number of locales.
    public init(available: [LocaleTag]) {
        self.available = available.sorted()
        self.byDescription = FallbackChain.byDescription(available)
    }

    /// The best available locale for an identifier; `nil` when none fits, and for `und`, which
    /// asks for no language (English answers either way: see ``chain(for:)``).
    ///
    /// - Complexity: O(n) in the identifier's length, then a few dictionary lookups; a tag with no
    ///   table of its own region or script also scans the available locales and the regions
    ///   whose likely language CLDR gives (about 200).
    public func negotiate(_ identifier: String) -> LocaleTag? {
        guard let desired = DesiredLocale(identifier) else { return nil }
        for candidate in Self.candidates(for: desired) {
            if let match = byDescription[candidate.lowercased()] { return match }
        }
        return sameLanguage(as: desired)
    }

    /// A table of the same language in its usual script, for a tag whose own region has none
    /// (`pt`, `pt-PT`, `pt-AO` → `pt-BR`): the one of the language's likely region if there is
    /// one, else the first. Chinese, which has a table per script, never takes this step.
    private func sameLanguage(as desired: DesiredLocale) -> LocaleTag? {
        guard desired.isInUsualScript, desired.language != "zh" else { return nil }
        let tables = available.filter { $0.language == desired.language && $0.script == nil && $0.variants.isEmpty }
        let likely = LikelySubtags.regionLanguages.filter { $0.value == desired.language }.keys
        return tables.first { $0.region.map(likely.contains) == true } ?? tables.first
    }

    /// The fallback chain for an identifier: the negotiated locale, its parent, then English,
    /// each only when available; Japanese in kanji (`ja`) reads the kana table (`ja-Hrkt`) before
    /// English, for the names PokeAPI has only in kana.
    /// - Complexity: that of ``negotiate(_:)``, then a dictionary lookup per link.
    public func chain(for identifier: String) -> [LocaleTag] {
        chain(from: negotiate(identifier))
    }

    /// The fallback chain from a locale ``negotiate(_:)`` chose (or from none): for a caller
    /// that needs both, without negotiating twice.
    func chain(from negotiated: LocaleTag?) -> [LocaleTag] {
        FallbackChain.links(from: negotiated, available: byDescription)
    }

    /// The locale a tag falls back to before English: `es-419` → `es`, `ja-Hrkt` → `ja`, `en-GB` → `en`.
    ///
    /// A tag in another script than its language's usual one (`ja-Latn`, `zh-Hant`) has no parent but
    /// English: its readers may not read the other script.
    public static func parent(of tag: LocaleTag) -> LocaleTag? {
        FallbackChain.parent(of: tag)
    }

    /// The region an identifier names or implies once read (`es_MX.UTF-8` → `MX`,
    /// `zh-yue-HK` → `HK`), for formatting in the reader's region; `nil` when it names none.
    package static func region(of identifier: String) -> String? {
        DesiredLocale(identifier)?.region
    }

    /// The tags to look for, best first.
    private static func candidates(for desired: DesiredLocale) -> [String] {
        let language = desired.language
        var candidates = [desired.tag.description]
        if let script = desired.script {
            let scripts = [script] + (LikelySubtags.broaderScripts[language]?[script].map { [$0] } ?? [])
            for script in scripts {
                if let region = desired.region { candidates.append("\(language)-\(script)-\(region)") }
                candidates.append("\(language)-\(script)")
            }
        }
        guard desired.isInUsualScript else { return candidates }
        if let region = desired.region {
            if language == "es", LikelySubtags.americas.contains(region) { candidates.append("es-419") }
            candidates.append("\(language)-\(region)")
        }
        // Chinese has a table per script; the bare `zh` is only ever the tag itself.
        if language != "zh" { candidates.append(language) }
        return candidates
    }
}
