import Foundation
import PokeTables

/// Suggests the API slug a hand-written key most likely meant (for loccheck's findings and fix,
/// and pokegen's build warnings): `nidoran♀` → `nidoran-f`,
/// `mr. mime` → `mr-mime`, `farfetch'd` → `farfetchd`, `rookiedee` → `rookidee`.
///
/// A suggester is cheap to make: it indexes the slugs (``DeletionIndex``) on the first key it has
/// to look for, so a table without unknown keys costs nothing, and each unknown key costs a few
/// hash lookups, not a comparison with every slug. Copies share the index.
package struct KeySuggester: Sendable {
    /// The slugs, in the order given: a suggestion is an index here (``UnknownKeys/suggestionIndices``).
    package let slugs: [String]
    private let index: Index

    package init(slugs: [String]) {
        self.slugs = slugs
        self.index = Index(slugs: slugs)
    }

    /// The one slug the key most likely meant, or `nil` when none is close or two are equally
    /// close: the package's one "did you mean" rule (``Spelling``), applied to the key written
    /// as a slug.
    /// - Complexity: the first call indexes the slugs (O(n · k²) for n slugs of k scalars); then
    ///   O(k²) lookups and a distance per slug found near the key.
    package func suggestion(for key: String) -> String? {
        index.suggestions(forSlugs: [Self.slugified(key)])[0].map { slugs[$0] }
    }

    /// The keys of `entries` not in `known`, each with the index of the slug it most likely meant
    /// (``suggestion(for:)``, asked once per key) and whether that is a rename: a slug no entry
    /// has, suggested for no other unknown key. `loccheck` reports a rename as one finding (not
    /// also the slug as missing), and `loccheck fix` makes it.
    package func unknownKeys(of entries: [TableEntry], known: Set<String>) -> UnknownKeys {
        let unknown = entries.filter { !known.contains($0.key) }
        guard !unknown.isEmpty else { return UnknownKeys(entries: [], suggestionIndices: [], isRename: [], slugs: slugs) }
        let present = Set(entries.map(\.key))
        return unknownKeys(unknown) { present.contains(slugs[$0]) }
    }

    /// ``unknownKeys(of:known:)`` for a caller that has already found the unknown entries of a
    /// table and can tell whether the table has a slug, given its index in ``slugs``
    /// (`isPresent`, asked only of slugs suggested): this method hashes no slug.
    /// - Complexity: one lock and one memo lookup per key; a search of the index per key no
    ///   earlier call has looked for; O(n) for n slugs when there is an unknown key.
    package func unknownKeys(_ unknown: [TableEntry], isPresent: (Int) -> Bool) -> UnknownKeys {
        guard !unknown.isEmpty else { return UnknownKeys(entries: [], suggestionIndices: [], isRename: [], slugs: slugs) }
        let suggested = index.suggestions(forSlugs: unknown.map { Self.slugified($0.key) })
        // For each slug, which unknown key it is suggested for: none (-1), the one at this index
        // among the unknown keys, or several (-2). Only slugs the table lacks are counted.
        var suggestedFor = [Int32](repeating: -1, count: slugs.count)
        for (key, slug) in suggested.enumerated() {
            guard let slug, !isPresent(slug) else { continue }
            suggestedFor[slug] = suggestedFor[slug] == -1 ? Int32(key) : -2
        }
        var isRename = [Bool](repeating: false, count: unknown.count)
        for key in suggestedFor where key >= 0 { isRename[Int(key)] = true }
        return UnknownKeys(entries: unknown, suggestionIndices: suggested, isRename: isRename, slugs: slugs)
    }

    /// The renames among the unknown keys of `entries`, by line (``unknownKeys(of:known:)``).
    package func renames(of entries: [TableEntry], known: Set<String>) -> [Int: String] {
        unknownKeys(of: entries, known: known).renames
    }

    /// What ``unknownKeys(of:known:)`` found: for each unknown entry, in the order given, the
    /// slug it most likely meant (its index in the suggester's slugs) and whether the key is that
    /// slug renamed.
    package struct UnknownKeys: Sendable {
        /// The unknown entries.
        package let entries: [TableEntry]
        /// Each unknown entry's suggestion, where it has one, as its index in the suggester's
        /// ``KeySuggester/slugs``.
        package let suggestionIndices: [Int?]
        /// Whether each unknown entry is its suggestion renamed.
        package let isRename: [Bool]
        /// The suggester's slugs, which ``suggestionIndices`` point into.
        let slugs: [String]

        /// The suggestion for the unknown entry at `index` in ``entries``, where it has one.
        package func suggestion(at index: Int) -> String? {
            suggestionIndices[index].map { slugs[$0] }
        }

        /// The unknown keys that are a renamed slug, and the slug, by line.
        package var renames: [Int: String] {
            var renames: [Int: String] = [:]
            for (index, entry) in entries.enumerated() where isRename[index] { renames[entry.line] = suggestion(at: index) }
            return renames
        }
    }

    /// The slugs' indices and their deletion index, made on first use, and the suggestions it
    /// gave, by the key as a slug: shared by copies of the suggester, so a key unknown in every
    /// locale's table is looked for once, and a check without unknown keys never hashes the slugs.
    private final class Index: Sendable {
        private let slugs: [String]
        /// Made on first use: each slug's index in ``slugs`` (the first, for one given twice)
        /// and the one-edit index; the two-edit index; the answers so far, by the key as a slug
        /// (an index in ``slugs``, or -1 for none).
        private let state = PThreadMutex<
            (
                built: (indices: [String: Int], oneEdit: DeletionIndex)?, twoEdits: DeletionIndex?,
                answers: [String: Int32]
            )
        >((nil, nil, [:]))

        init(slugs: [String]) { self.slugs = slugs }

        /// The suggestion for each key written as a slug, as an index in ``slugs``: the memo's
        /// answers read under one lock, the others found outside it and stored under a second.
        func suggestions(forSlugs keys: [String]) -> [Int?] {
            var (answers, built) = state.withLock { state in
                let built = state.built ?? (Dictionary(firstPositionsIn: slugs), DeletionIndex(slugs: slugs, edits: 1))
                state.built = built
                return (keys.map { state.answers[$0] }, built)
            }
            var found: [String: Int32] = [:]
            for (place, key) in keys.enumerated() where answers[place] == nil {
                if let answer = found[key] {
                    answers[place] = answer
                    continue
                }
                let answer = Int32(search(key, indices: built.indices, oneEdit: built.oneEdit) ?? -1)
                found[key] = answer
                answers[place] = answer
            }
            if !found.isEmpty { state.withLock { $0.answers.merge(found) { old, _ in old } } }
            return answers.map { answer in answer.flatMap { $0 >= 0 ? Int($0) : nil } }
        }

        /// The index of the one slug nearest `slug`, or `nil` when none is near or two are equally near.
        private func search(_ slug: String, indices: [String: Int], oneEdit: DeletionIndex) -> Int? {
            if let index = indices[slug] { return index }
            let typed = Array(slug.unicodeScalars)
            let limit = Spelling.allowedEdits(forLength: typed.count)
            // Most keys are one edit from their slug; the larger index is made for the first that isn't.
            var nearest = oneEdit.nearest(to: typed, limit: min(limit, 1))
            if nearest.isEmpty, limit > 1 {
                let twoEdits = state.withLock { state in
                    if let index = state.twoEdits { return index }
                    let built = DeletionIndex(slugs: slugs, edits: 2)
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
        let isSlug =
            !key.utf8.isEmpty
            && key.utf8.allSatisfy { byte in
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
