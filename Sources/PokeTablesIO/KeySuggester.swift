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
        let unknown = entries.filter { !known.contains($0.key) }
        guard !unknown.isEmpty else { return UnknownKeys(entries: [], suggestions: [], isRename: []) }
        let present = Set(entries.map(\.key))
        return unknownKeys(unknown, isPresent: present.contains)
    }

    /// ``unknownKeys(of:known:)`` for a caller that has already found the unknown entries of a
    /// table and can tell whether the table has a slug (`isPresent`, asked only of slugs
    /// suggested): nothing is hashed when there are none.
    /// - Complexity: one lock and one memo lookup per key; a search of the index per key no
    ///   earlier call has looked for.
    package func unknownKeys(_ unknown: [TableEntry], isPresent: (String) -> Bool) -> UnknownKeys {
        guard !unknown.isEmpty else { return UnknownKeys(entries: [], suggestions: [], isRename: []) }
        let suggestions = index.suggestions(forSlugs: unknown.map { Self.slugified($0.key) })
        // Where among the unknown keys is the one each absent slug is suggested for, or nil
        // when it is suggested for several (a number, not a list: no array per slug).
        var placeOfSlug: [String: Int?] = [:]
        placeOfSlug.reserveCapacity(unknown.count)
        for (place, slug) in suggestions.enumerated() {
            guard let slug, !isPresent(slug) else { continue }
            if placeOfSlug.updateValue(place, forKey: slug) != nil { placeOfSlug[slug] = .some(nil) }
        }
        var isRename = [Bool](repeating: false, count: unknown.count)
        for case let place? in placeOfSlug.values { isRename[place] = true }
        return UnknownKeys(entries: unknown, suggestions: suggestions, isRename: isRename)
    }

    /// The renames among the unknown keys of `entries`, by line (``unknownKeys(of:known:)``).
    package func renames(of entries: [TableEntry], known: Set<String>) -> [Int: String] {
        unknownKeys(of: entries, known: known).renames
    }

    /// What ``unknownKeys(of:known:)`` found: for each unknown entry, in the order given, the
    /// slug it most likely meant and whether the key is that slug renamed.
    package struct UnknownKeys: Sendable {
        /// The unknown entries.
        package let entries: [TableEntry]
        /// Each unknown entry's suggestion, where it has one.
        package let suggestions: [String?]
        /// Whether each unknown entry is its suggestion renamed.
        package let isRename: [Bool]

        /// The unknown keys that are a renamed slug, and the slug, by line.
        package var renames: [Int: String] {
            var renames: [Int: String] = [:]
            for (place, entry) in entries.enumerated() where isRename[place] { renames[entry.line] = suggestions[place] }
            return renames
        }
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
            suggestions(forSlugs: [slug])[0]
        }

        /// The suggestion for each key written as a slug: the memo's answers read under one
        /// lock, the others found outside it and stored under a second.
        func suggestions(forSlugs keys: [String]) -> [String?] {
            var (answers, built) = state.withLock { state in
                let built = state.built ?? (Set(slugs), DeletionIndex(slugs: slugs.sorted(), edits: 1))
                state.built = built
                return (keys.map { state.answers[$0] }, built)
            }
            var found: [String: String?] = [:]
            for (place, key) in keys.enumerated() where answers[place] == nil {
                if let answer = found[key] {
                    answers[place] = answer
                    continue
                }
                let answer = search(key, known: built.known, oneEdit: built.oneEdit)
                found[key] = .some(answer)
                answers[place] = .some(answer)
            }
            if !found.isEmpty { state.withLock { $0.answers.merge(found) { old, _ in old } } }
            return answers.map { $0 ?? nil }
        }

        /// The one slug nearest `slug`, or `nil` when none is near or two are equally near.
        private func search(_ slug: String, known: Set<String>, oneEdit: DeletionIndex) -> String? {
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
            return nearest.count == 1 ? nearest[0] : nil
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
