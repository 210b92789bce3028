import Foundation
import PokeCommandLine
import PokeTables

/// Suggests the API slug a hand-written key most likely meant (for loccheck's findings and fix,
/// and pokegen's build warnings): `nidoran♀` → `nidoran-f`,
/// `mr. mime` → `mr-mime`, `farfetch'd` → `farfetchd`, `rookiedee` → `rookidee`.
///
/// A suggester is cheap to make: it indexes the slugs (``DeletionIndex``) on the first key it has
/// to look for, so a table without unknown keys costs nothing, and each unknown key costs a few
/// hash lookups, not a comparison with every slug. Copies share the index.
package struct KeySuggester: Sendable {
    private let index: Index

    package init(slugs: [String]) {
        self.index = Index(slugs: slugs)
    }

    /// The one slug the key most likely meant, or `nil` when none is close or two are equally
    /// close: the package's one "did you mean" rule (``Spelling``), applied to the key written
    /// as a slug.
    /// - Complexity: the first call indexes the slugs (O(n · k²) for n slugs of k scalars); then
    ///   O(k²) lookups and a distance per slug found near the key.
    package func suggestion(for key: String) -> String? {
        index.suggestion(forSlug: Self.slugified(key))
    }

    /// The keys of `entries` not in `known`, each with the slug it most likely meant
    /// (``suggestion(for:)``, asked once per key) and whether that is a rename: a slug no entry
    /// has, suggested for no other unknown key. `loccheck` reports a rename as one finding (not
    /// also the slug as missing), and `loccheck fix` makes it.
    package func unknownKeys(of entries: [TableEntry], known: Set<String>) -> UnknownKeys {
        unknownKeys(entries.filter { !known.contains($0.key) }, among: entries)
    }

    /// ``unknownKeys(of:known:)`` for a caller that has already found the unknown entries of
    /// `entries`: nothing is hashed when there are none.
    package func unknownKeys(_ unknown: [TableEntry], among entries: [TableEntry]) -> UnknownKeys {
        guard !unknown.isEmpty else { return UnknownKeys(renames: [:], suggestions: [:]) }
        let present = Set(entries.map(\.key))
        var suggestions: [Int: String] = [:]
        // The line of the one unknown key each absent slug is suggested for, or nil when it is
        // suggested for several (a number, not a list of lines: no array per slug).
        var lineOfSlug: [String: Int?] = [:]
        suggestions.reserveCapacity(unknown.count)
        lineOfSlug.reserveCapacity(unknown.count)
        for entry in unknown {
            guard let slug = suggestion(for: entry.key) else { continue }
            suggestions[entry.line] = slug
            if !present.contains(slug) { lineOfSlug[slug] = lineOfSlug[slug] == nil ? .some(entry.line) : .some(nil) }
        }
        var renames: [Int: String] = [:]
        for case let (slug, line?) in lineOfSlug { renames[line] = slug }
        return UnknownKeys(renames: renames, suggestions: suggestions)
    }

    /// The renames among the unknown keys of `entries`, by line (``unknownKeys(of:known:)``).
    package func renames(of entries: [TableEntry], known: Set<String>) -> [Int: String] {
        unknownKeys(of: entries, known: known).renames
    }

    /// What ``unknownKeys(of:known:)`` found, by line.
    package struct UnknownKeys: Sendable {
        /// The unknown keys that are a renamed slug, and the slug.
        package let renames: [Int: String]
        /// Every unknown key's suggestion, where it has one.
        package let suggestions: [Int: String]
    }

    /// The slugs as a set and their deletion index, made on first use, and the suggestions it
    /// gave, by the key as a slug: shared by copies of the suggester, so a key unknown in every
    /// locale's table is looked for once, and a check without unknown keys never hashes the slugs.
    private final class Index: Sendable {
        private let slugs: [String]
        private let state = PThreadMutex<(built: (known: Set<String>, oneEdit: DeletionIndex)?, twoEdits: DeletionIndex?,
                                          answers: [String: String?])>((nil, nil, [:]))

        init(slugs: [String]) { self.slugs = slugs }

        func suggestion(forSlug slug: String) -> String? {
            if let answer = state.withLock({ $0.answers[slug] }) { return answer }
            let (known, oneEdit) = state.withLock { state in
                if let built = state.built { return built }
                let built = (Set(slugs), DeletionIndex(slugs: slugs.sorted(), edits: 1))
                state.built = built
                return built
            }
            if known.contains(slug) { return slug }
            let typed = Array(slug.unicodeScalars)
            let limit = Spelling.allowedEdits(forLength: typed.count)
            // Most keys are one edit from their slug; the larger index is made for the first that isn't.
            var nearest = oneEdit.nearest(to: typed, limit: min(limit, 1))
            if nearest.isEmpty, limit > 1 {
                let twoEdits = state.withLock { state in
                    if let index = state.twoEdits { return index }
                    let built = DeletionIndex(slugs: slugs.sorted(), edits: 2)
                    state.twoEdits = built
                    return built
                }
                nearest = twoEdits.nearest(to: typed, limit: limit)
            }
            let answer = nearest.count == 1 ? nearest[0] : nil
            state.withLock { $0.answers[slug] = .some(answer) }
            return answer
        }
    }

    /// The key written as PokeAPI writes slugs: lower case, ASCII, `-` between words,
    /// ♀/♂ as `-f`/`-m`, apostrophes, periods and colons dropped.
    package static func slugified(_ key: String) -> String {
        // A key already written as a slug (lower-case ASCII letters and digits between single
        // dashes) is its own slug: no folding needed, which is most keys of a pasted file.
        var previous: UInt8 = UInt8(ascii: "-")
        let isSlug = !key.utf8.isEmpty && key.utf8.allSatisfy { byte in
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "-"): return previous != UInt8(ascii: "-")
            default: return false
            }
        } && key.utf8.last != UInt8(ascii: "-")
        if isSlug { return key }
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
