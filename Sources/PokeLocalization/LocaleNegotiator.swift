import PokeTables

/// Matches what an app receives (`ko-KR`, `zh_TW`, `es-MX`, `ja_JP.UTF-8`) to the locales that have tables.
///
/// Case-insensitive, `_` or `-`. Chinese goes by script, inferred from the region when absent
/// (TW, HK, MO → `zh-Hant`; CN, SG and none → `zh-Hans`); Spanish for a region of the Americas goes to
/// `es-419`; otherwise language + script, then the language alone.
public struct LocaleNegotiator: Sendable {
    public let available: [LocaleTag]
    private let byDescription: [String: LocaleTag]

    public init(available: [LocaleTag]) {
        self.available = available.sorted()
        self.byDescription = Dictionary(available.map { ($0.description.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static let english = LocaleTag("en")!
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]
    /// Regions whose Spanish is Latin American Spanish (`es-419`) in PokeAPI's data.
    private static let latinAmericanRegions: Set<String> = [
        "419", "US", "MX", "AR", "BO", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN",
        "NI", "PA", "PE", "PR", "PY", "SV", "UY", "VE",
    ]

    /// The best available locale for an identifier; `nil` when none fits.
    public func negotiate(_ identifier: String) -> LocaleTag? {
        guard let tag = Self.parse(identifier) else { return nil }
        for candidate in Self.candidates(for: tag) {
            if let match = byDescription[candidate.lowercased()] { return match }
        }
        return nil
    }

    /// The fallback chain for an identifier: the negotiated locale, its parent, then English,
    /// each only when available.
    public func chain(for identifier: String) -> [LocaleTag] {
        var chain: [LocaleTag] = []
        var next = negotiate(identifier)
        while let tag = next {
            if !chain.contains(tag) { chain.append(tag) }
            next = Self.parent(of: tag).flatMap { byDescription[$0.description.lowercased()] }
        }
        if let english = byDescription["en"], !chain.contains(english) { chain.append(english) }
        return chain
    }

    /// The locale a tag falls back to before English: `es-419` → `es`, `ja-Hrkt` → `ja`, `en-GB` → `en`.
    ///
    /// A tag in another script than its language's usual one (`ja-Latn`, `zh-Hant`) has no parent but
    /// English: its readers may not read the other script.
    public static func parent(of tag: LocaleTag) -> LocaleTag? {
        if tag.language == "ja", tag.script == "Hrkt" { return LocaleTag("ja") }
        if tag.script != nil || !tag.variants.isEmpty { return nil }
        return tag.region == nil ? nil : LocaleTag(tag.language)
    }

    /// Reads POSIX forms too: `ko_KR.UTF-8`, `de_DE@euro`; `C` and `POSIX` mean English. Subtags
    /// a name table has no use for are dropped from the end until the rest is a tag, so
    /// `de-DE-u-co-phonebk` reads as `de-DE` and an over-long tag keeps its language and region.
    static func parse(_ identifier: String) -> LocaleTag? {
        let core = identifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        if core == "C" || core == "POSIX" { return english }
        var subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" })
        while !subtags.isEmpty {
            if let tag = LocaleTag(subtags.joined(separator: "-")) { return tag }
            subtags.removeLast()
        }
        return nil
    }

    private static func candidates(for tag: LocaleTag) -> [String] {
        var script = tag.script
        if tag.language == "zh", script == nil {
            script = tag.region.map { traditionalChineseRegions.contains($0) } == true ? "Hant" : "Hans"
        }
        var candidates = [tag.description]
        if let script {
            if let region = tag.region { candidates.append("\(tag.language)-\(script)-\(region)") }
            candidates.append("\(tag.language)-\(script)")
        }
        if let region = tag.region {
            if tag.language == "es", latinAmericanRegions.contains(region) { candidates.append("es-419") }
            candidates.append("\(tag.language)-\(region)")
        }
        if script == nil || tag.language != "zh" { candidates.append(tag.language) }
        return candidates
    }
}
