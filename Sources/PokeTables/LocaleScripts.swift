/// The scripts a locale's names are written in, as ISO 15924 codes (`Latn`, `Hira`, `Kana`,
/// `Hani`, `Hang`, `Cyrl`, `Thai`): one answer for loccheck's script check and for search, which
/// looks for a query only among the names of its script.
package enum LocaleScripts {
    /// The scripts of a locale's names; `nil` when not known.
    ///
    /// A script subtag decides (`ja-Hrkt` is kana, `ja-Latn` Latin, `zh-Hant` Han, `ko-Kore`
    /// Hangul and Han); otherwise the language's usual script does (CLDR's likely subtags):
    /// Hangul for ko, kana and kanji for ja, Han for the Chinese languages, Cyrillic for ru and its
    /// neighbours, Thai for th, Latin for the languages in ``latinLanguages``.
    package static func codes(for locale: LocaleTag) -> [String]? {
        switch locale.script {
        case "Latn", "Hira", "Kana", "Hang", "Cyrl", "Thai": return [locale.script!]
        case "Hrkt": return ["Hira", "Kana"]
        case "Jpan": return ["Hira", "Kana", "Hani"]
        case "Hans", "Hant", "Hani": return ["Hani"]
        case "Kore": return ["Hang", "Hani"]
        case .some: return nil
        case nil: break
        }
        switch locale.language {
        case "ko": return ["Hang"]
        case "ja": return ["Hira", "Kana", "Hani"]
        case _ where ChineseLanguages.rules[locale.language] != nil: return ["Hani"]
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg": return ["Cyrl"]
        case "th": return ["Thai"]
        case _ where latinLanguages.contains(locale.language): return ["Latn"]
        default: return nil
        }
    }

    /// Languages written in Latin letters when the tag has no script subtag (CLDR's likely subtags).
    static let latinLanguages: Set<String> = [
        "en", "fr", "de", "es", "it", "pt", "nl", "pl", "cs", "sk", "sl", "hr", "bs", "sv", "da", "nb", "nn", "no",
        "fi", "et", "lv", "lt", "hu", "ro", "tr", "id", "ms", "vi", "ca", "eu", "gl", "ga", "cy", "is", "sq", "mt",
        "tl", "fil", "sw", "af", "az", "uz",
    ]
}
