import PokeTables

/// The tables a lookup by slug can read; says, out of line, which slugs besides the keys count.
@usableFromInline
enum SlugTable: Sendable {
    /// Species slugs, and `/pokemon` slugs (`deoxys-attack`), which resolve to their species.
    case species
    /// Type slugs.
    case types
}

extension TableLocalizer {
    // A lookup by slug inlines only the common case: a slug Swift stores inline that the index
    // has. Everything else is one call away: a slug stored out of line, one in upper case
    // (`Pikachu`), a `/pokemon` slug, an unknown slug, which comes back as the answer. Both ways
    // end in a `ResolvedName`, whose name is plain words (see `StringWords`), so a hit costs no
    // reference counting.

    /// The entry that answers for `slug` in `table`, whose keys are `keys`.
    @inlinable @inline(__always)
    func entry(slug: String, keys: SlugIndex, table: ResolvedTable, kind: SlugTable) -> ResolvedName {
        if let short = keys.inlineShortForm(of: slug) {
            if let position = keys.position(of: short) { return table[position] }
            return entry(unindexedShortSlug: short, words: StringWords(slug), table: table, kind: kind)
        }
        return entry(unindexedSlug: slug, table: table, kind: kind)
    }

    /// The entry of an inline slug the index lacks as written: upper case, a `/pokemon` slug, or
    /// unknown, when the answer is the slug's own words (an inline string's words hold its bytes).
    /// Takes words, not the string, so the inlined caller has no string to retain for the call.
    @usableFromInline @inline(never)
    func entry(unindexedShortSlug short: ShortSlug, words: StringWords, table: ResolvedTable, kind: SlugTable) -> ResolvedName {
        guard let position = position(unindexedSlug: short.string, kind: kind) else {
            return ResolvedName(name: words, link: ResolvedName.slugLink)
        }
        return table[position]
    }

    /// The entry of any slug; when the table lacks it, the slug itself, kept in this thread's
    /// ``EchoSlot`` so its words outlive the call.
    @usableFromInline
    func entry(unindexedSlug slug: String, table: ResolvedTable, kind: SlugTable) -> ResolvedName {
        guard let position = position(unindexedSlug: slug, kind: kind) else {
            return ResolvedName(name: EchoSlot.hold(slug), link: ResolvedName.slugLink)
        }
        return table[position]
    }

    /// The position of a slug in any case; for species, also of a `/pokemon` slug.
    func position(unindexedSlug slug: String, kind: SlugTable) -> Int? {
        switch kind {
        case .species: speciesSlugs.position(ofCaseInsensitive: slug) ?? speciesPosition(ofPokemonSlug: slug)
        case .types: typeSlugs.position(ofCaseInsensitive: slug)
        }
    }
}
