import Foundation
import PokeCommandLine
import PokeTables

/// Suggests the API slug a hand-written key most likely meant (for loccheck's findings and fix,
/// and pokegen's build warnings): `nidoran♀` → `nidoran-f`,
/// `mr. mime` → `mr-mime`, `farfetch'd` → `farfetchd`, `rookiedee` → `rookidee`.
package struct KeySuggester {
    private let slugs: Set<String>
    private let sortedSlugs: [String]

    package init(slugs: [String]) {
        self.slugs = Set(slugs)
        self.sortedSlugs = slugs.sorted()
    }

    /// The one slug the key most likely meant, or `nil` when none is close or two are equally
    /// close: the package's one "did you mean" rule (``Spelling``), applied to the key written
    /// as a slug.
    package func suggestion(for key: String) -> String? {
        let slug = Self.slugified(key)
        if slugs.contains(slug) { return slug }
        return Spelling.suggestion(for: slug, among: sortedSlugs)
    }

    /// The unknown keys of `entries` that are a renamed key, by line: each key not in `known`
    /// whose suggestion no entry has, when no other unknown key suggests the same slug. `loccheck`
    /// reports each as one finding (not also the slug as missing), and `loccheck fix` makes them.
    package func renames(of entries: [TableEntry], known: Set<String>) -> [Int: String] {
        let present = Set(entries.map(\.key))
        var linesBySlug: [String: [Int]] = [:]
        for entry in entries where !known.contains(entry.key) {
            if let slug = suggestion(for: entry.key), !present.contains(slug) {
                linesBySlug[slug, default: []].append(entry.line)
            }
        }
        var renames: [Int: String] = [:]
        for (slug, lines) in linesBySlug where lines.count == 1 { renames[lines[0]] = slug }
        return renames
    }

    /// The key written as PokeAPI writes slugs: lower case, ASCII, `-` between words,
    /// ♀/♂ as `-f`/`-m`, apostrophes, periods and colons dropped.
    package static func slugified(_ key: String) -> String {
        let folded = key.replacingOccurrences(of: "♀", with: "-f").replacingOccurrences(of: "♂", with: "-m")
            .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug = ""
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "'", "’", ".", ":": continue
            case " ", "_", "-": if !slug.isEmpty, slug.last != "-" { slug.append("-") }
            default: slug.unicodeScalars.append(scalar)
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }
}
