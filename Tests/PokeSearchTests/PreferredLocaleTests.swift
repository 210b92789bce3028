import PokeLocalization
import PokeSearch
import PokeTables
import Testing

@Suite("Ranking by the locale a search prefers")
struct PreferredLocaleTests {
    let search = SpeciesSearch()

    /// 0 for the preferred locale's language, 1 for English or a slug, 2 for another locale.
    private func tier(_ result: SearchResult, preferring locale: LocaleTag) -> Int {
        guard let matched = result.locale else { return 1 }
        if matched.language == locale.language { return 0 }
        return matched.language == "en" ? 1 : 2
    }

    @Test("pika lists Pikachu before any other species, in every locale")
    func pika() {
        for locale in ["en", "fr", "ko", "ja", "zh-Hans", "th", "ru"] {
            #expect(search.search("pika", preferring: LocaleTag(locale)).first?.speciesID == 25, "\(locale)")
        }
    }

    @Test(
        "another locale's romanization never outranks a prefix of a name in the preferred locale or English",
        arguments: ["en", "fr", "de", "ko", "ja", "zh-Hans", "ru", "th"])
    func romanizationsAfterPrefixes(locale: String) throws {
        let preferred = try #require(LocaleTag(locale))
        let localizer = TableLocalizer()
        // Two- to four-letter starts of the English and the locale's names, and of romanizations.
        var queries: Set<String> = ["pika", "char", "bul", "pi", "ko", "go", "ra", "ke", "mew"]
        for (offset, name) in localizer.speciesNames(in: LocaleTag("en")!).enumerated() where offset % 41 == 0 {
            queries.insert(String(SearchKey.normalize(name.name).prefix(2 + offset % 3)))
        }
        for query in queries.sorted() {
            let results = search.search(query, preferring: preferred, limit: 30)
            guard
                let firstForeign = results.firstIndex(where: {
                    $0.name.kind == .romanization && tier($0, preferring: preferred) == 2
                })
            else { continue }
            let later = results[firstForeign...].filter {
                $0.match == .prefix && tier($0, preferring: preferred) < 2 && $0.name.kind != .romanization
            }
            #expect(later.isEmpty, "\(query) (\(locale)): \(later.map(\.matchedName)) after \(results[firstForeign].matchedName)")
        }
    }

    @Test("within a rank, the preferred locale's names come first, then English, then the others")
    func preferredNamesFirst() throws {
        // Charem (ja-Latn, Medicham) and Charbi (fr, Rolycoly) cover more of their names, but
        // an English search lists the English names first.
        let english = search.search("char", preferring: LocaleTag("en"), limit: 20)
        let englishFirst = english.prefix { $0.locale == LocaleTag("en") }.map(\.speciesID)
        #expect(Set(englishFirst) == [4, 5, 6, 737, 935], "\(english.map(\.matchedName))")
        let french = search.search("char", preferring: LocaleTag("fr"), limit: 20)
        #expect(french.first?.locale == LocaleTag("fr"), "\(french.map(\.matchedName))")
        let tiers = french.map { tier($0, preferring: LocaleTag("fr")!) }
        #expect(tiers == tiers.sorted(), "\(french.map(\.matchedName))")
    }

    @Test(
        "a romanization of the preferred language ranks as a prefix of its names, and is the match reported",
        arguments: [
            ("pika", "ko", "pikachyu", 25), ("pi", "zh-Hans", nil, nil), ("kodak", "ja", "kodakku", 54), ("gorapa", "ko", "gorapadeok", 54),
        ])
    func preferredRomanization(query: String, locale: String, key: String?, species: Int?) throws {
        let preferred = try #require(LocaleTag(locale))
        let first = try #require(search.search(query, preferring: preferred).first)
        #expect(first.locale?.language == preferred.language, "\(first.matchedName) (\(first.locale?.description ?? "slug"))")
        #expect(first.name.kind == .romanization)
        #expect(first.match == .romanization)
        if let key { #expect(first.matchedName == key) }
        if let species { #expect(first.speciesID == species) }
    }

    /// `raichu` is English Raichu's exact name and the whole of Thai ไรชู's RTGS key: for a Thai
    /// search the Thai name is the match reported, an exact one beside the English.
    @Test(
        "a whole romanization of the preferred language ranks as an exact match, before an exact English name",
        arguments: [
            ("raichu", "th", 26), ("phikhachu", "th", 25), ("pikachu", "ja", 25), ("pikachyu", "ko", 25), ("kodakku", "ja", 54),
        ])
    func wholeRomanization(query: String, locale: String, species: Int) throws {
        let preferred = try #require(LocaleTag(locale))
        let first = try #require(search.search(query, preferring: preferred).first)
        #expect(first.speciesID == species)
        #expect(
            first.locale == preferred && first.name.kind == .romanization, "\(first.matchedName) (\(first.locale?.description ?? "slug"))")
        // Without the preference, the English name is the one reported.
        let plain = try #require(search.search(query).first)
        #expect(plain.speciesID == species)
        if query == "raichu" || query == "pikachu" { #expect(plain.locale == LocaleTag("en") && plain.match == .exact) }
    }

    @Test("the same names match alike whatever the preference: it only orders them")
    func sameSpecies() {
        for query in ["char", "pika", "ko", "ㄱㄹ", "コダ", "psykokwac"] {
            let plain = Set(search.search(query, limit: 200).map(\.speciesID))
            for locale in ["fr", "ko", "ja"] {
                #expect(
                    Set(search.search(query, preferring: LocaleTag(locale), limit: 200).map(\.speciesID)) == plain, "\(query) \(locale)")
            }
        }
    }
}
