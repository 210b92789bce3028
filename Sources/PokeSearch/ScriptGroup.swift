import PokeTables

/// The script a key starts in, which decides the shards a query can match in.
///
/// A key can only be an exact or prefix match of a key that starts in the same script, and typos
/// are counted only between keys of one script (``TypoUnits``), so a query looks only at shards
/// of its script: a Hangul query at the Korean names, a Latin one at the Latin names, the slugs
/// and the romanizations. A shard's script is its locale's; a locale the table below doesn't
/// know is searched by every query.
enum ScriptGroup: Hashable, Sendable {
    case latin, hangul, kana, han, cyrillic, thai
    /// Any other script (Greek, Arabic…), searched with every shard.
    case other

    /// The script of a query's key by its first scalar; `nil` (every shard) for a digit or a symbol.
    static func of(query key: String.UnicodeScalarView) -> ScriptGroup? {
        guard let first = key.first else { return nil }
        switch first.value {
        case 0x61...0x7A, 0xC0...0x24F: return .latin
        case 0x30...0x39: return nil
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E: return .hangul
        case 0x30A1...0x30FF: return .kana
        case 0x0400...0x052F: return .cyrillic
        case 0x0E00...0x0E7F: return .thai
        default:
            if first.properties.isIdeographic { return .han }
            return first.properties.isAlphabetic ? .other : nil
        }
    }

    /// The scripts a locale's names start in; `nil` when it is not known (every query looks).
    static func of(locale: LocaleTag) -> Set<ScriptGroup>? {
        switch locale.script {
        case "Latn"?: return [.latin]
        case "Hang"?, "Kore"?: return [.hangul]
        case "Hrkt"?, "Kana"?, "Hira"?, "Jpan"?: return [.kana, .han]
        case "Hans"?, "Hant"?, "Hani"?: return [.han]
        case "Cyrl"?: return [.cyrillic]
        case "Thai"?: return [.thai]
        case .some: return nil
        case nil: break
        }
        switch locale.language {
        case "ko": return [.hangul]
        case "ja": return [.kana, .han]
        case "zh", "yue", "cmn": return [.han]
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg": return [.cyrillic]
        case "th": return [.thai]
        case _ where latinLanguages.contains(locale.language): return [.latin]
        default: return nil
        }
    }

    /// Languages written in Latin letters by default (CLDR's likely subtags).
    private static let latinLanguages: Set<String> = [
        "en", "de", "es", "fr", "it", "pt", "tr", "nl", "pl", "sv", "da", "no", "nb", "nn", "fi", "cs", "sk", "hu", "ro",
        "hr", "sl", "et", "lv", "lt", "id", "ms", "vi", "ca", "eu", "gl", "ga", "cy", "is", "sq", "af", "sw", "fil", "tl",
    ]
}
