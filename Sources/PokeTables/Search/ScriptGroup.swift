/// The script a key starts in, which decides the shards a query can match in.
///
/// A key can only be an exact or prefix match of a key that starts in the same script, and typos
/// are counted only between keys of one script (``TypoUnits``), so a query looks only at shards
/// of its script: a Hangul query at the Korean names, a Latin one at the Latin names, the slugs
/// and the romanizations. A shard's script is its locale's; a locale the table below doesn't
/// know is searched by every query.
package enum ScriptGroup: Hashable, Sendable {
    case latin, hangul, kana, han, cyrillic, thai
    /// Any other script (Greek, Arabic…), searched with every shard.
    case other

    /// The script of a query's key by its first scalar; `nil` (every shard) for a digit or a symbol.
    /// A key that starts in Latin letters and goes on in another script (`spガード3`, the folded
    /// ＳＰガード３, an item's Japanese name) is of that script: such names are in its locale's
    /// shard, and no Latin locale's names or romanizations hold another script.
    package static func of(query key: String.UnicodeScalarView) -> ScriptGroup? {
        guard let first = key.first else { return nil }
        let group = of(first)
        guard group == .latin else { return group }
        for scalar in key.dropFirst() where scalar.value >= 0x80 {
            if let other = of(scalar), other != .latin { return other }
        }
        return group
    }

    /// The script of one scalar of a key; `nil` for a digit or a symbol.
    private static func of(_ first: Unicode.Scalar) -> ScriptGroup? {
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
    /// The scripts are ``PokeTables/LocaleScripts``'s, which loccheck's script check uses too,
    /// with one addition for the shards: kana comes with Han, so a kana-only table (`ja-Hrkt`)
    /// shares the shard of the Japanese one, and the names both have are one key.
    package static func of(locale: LocaleTag) -> Set<ScriptGroup>? {
        LocaleScripts.codes(for: locale).map { codes in
            let groups = Set(
                codes.map { code -> ScriptGroup in
                    switch code {
                    case "Latn": .latin
                    case "Hira", "Kana": .kana
                    case "Hani": .han
                    case "Hang": .hangul
                    case "Cyrl": .cyrillic
                    default: .thai
                    }
                })
            return groups.contains(.kana) ? groups.union([.han]) : groups
        }
    }
}
