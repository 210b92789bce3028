import PokeTables

/// How near a name's locale is to the locale a search prefers, as a tier: 0 for the preferred
/// locale itself, 1 for another of its language (`ja-Hrkt` and `ja-Latn` for `ja`), 2 for
/// English or no locale (a slug), 3 for any other.
///
/// Within one rank, nearer tiers come first: for an English search, `char` lists Charmander
/// before Medicham's Japanese trademark name Charem. A romanization of the preferred language
/// (`pikachyu` for a Korean search) sorts as a name in it: whole (`raichu` for a Thai search is
/// ไรชู's key) as an exact match, so the name in the preferred locale is the one reported, and a
/// part as a prefix. It is how that language's users type its names in Latin letters, where
/// another locale's romanization only ranks as one.
struct LocalePreference: Sendable {
    let preferred: LocaleTag?

    static let english = LocaleTag("en")!

    func tier(of locale: LocaleTag?) -> UInt8 {
        guard let locale else { return 2 }
        if let preferred {
            if locale == preferred { return 0 }
            if locale.language == preferred.language { return 1 }
        }
        return locale.language == Self.english.language ? 2 : 3
    }

    /// Whether a match of a name in a locale of `tier` is in the preferred language.
    static func isPreferredLanguage(_ tier: UInt8) -> Bool { tier <= 1 }

    /// The rank a match sorts by: its own (``MatchRank``), except that a romanization of the
    /// preferred language sorts as an exact match when it covers the whole key (nothing
    /// `unmatched`) and as a prefix otherwise.
    @inline(__always)
    static func sortRank(_ rank: Int, tier: UInt8, covered: Bool) -> Int {
        guard rank == MatchRank.romanization && isPreferredLanguage(tier) else { return rank }
        return covered ? MatchRank.exact : MatchRank.prefix
    }
}

/// What a shard's matches are offered with: the shard's place in the search and the tier of
/// each of its locales (``NameIndex/locales``) for the search's preference.
struct ShardOffer {
    let shard: Int
    let tiers: [UInt8]

    init(shard: Int, index: NameIndex, preference: LocalePreference) {
        self.shard = shard
        tiers = index.locales.map(preference.tier(of:))
    }
}
