import Foundation
import PokeLocalization
import PokeTables
import Testing

/// No card reads as a species name in the reader's language and a form in English
/// (`망나뇽 (Mega)`), the half-English name the package promises not to show: every `/pokemon`
/// entry in every locale of the bundled tables, as the card names it (`CardMaker` takes
/// `pokemonName(slug:in:)`).
///
/// A name is half-English when its species part is the locale's own (served by a locale of the
/// chain other than English) and its form part is English's or the slug's. The Mega Evolutions
/// have none in any locale that names Megas (but where the form a Mega varies has no name there:
/// Tatsugiri's in ko); the entries that still are half English, where PokeAPI names a form in no
/// way a rule can derive (Totem, Gigantamax, Pikachu's outfits), are the list in
/// `Tests/Fixtures/half-english-names.txt`, for the locales that name forms at all (ru, th,
/// pt-BR, tr and ja-Latn have none: every form of theirs falls back, as the baseline says), so
/// none is added unseen and each one fixed is taken off it.
@Suite("Display names: no half-English name")
struct HalfEnglishNameTests {
    let localizer = TableLocalizer()
    let catalog = PokemonCatalog()

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/half-english-names.txt")

    /// Each half-English name: `locale slug = name`, in the locales' and the catalog's order.
    func halfEnglishNames() -> [(locale: LocaleTag, slug: String, name: String)] {
        var found: [(LocaleTag, String, String)] = []
        for tag in localizer.availableLocales where tag != TableLayout.referenceLocale {
            let locale = localizer.locale(for: tag.description)
            for record in catalog.records {
                guard let name = localizer.pokemonName(slug: record.slug, in: locale), let form = name.form, Self.isEnglish(form),
                    !Self.isEnglish(name.species)
                else { continue }
                found.append((tag, record.slug, name.value))
            }
        }
        return found
    }

    static func isEnglish(_ part: LocalizedName) -> Bool {
        part.source == .slug || part.servedBy == TableLayout.referenceLocale
    }

    /// Whether a `/pokemon` slug is a Mega Evolution's (a `mega` word in it).
    static func isMega(_ slug: String) -> Bool { slug.split(separator: "-").contains("mega") }

    @Test("no Mega Evolution's name is half English in a locale that names Megas, unless the form it varies is")
    func megas() throws {
        // A locale names Megas when its own tables name Mega Venusaur (ru, th, pt-BR, tr and
        // ja-Latn have no form names at all: every form of theirs is on the fixture's list).
        let namesMegas = { (tag: LocaleTag) in
            self.localizer.name(.forms, "venusaur-mega", in: self.localizer.locale(for: tag.description)).servedBy == tag
        }
        for (tag, slug, name) in halfEnglishNames() where Self.isMega(slug) && namesMegas(tag) {
            // The Mega of a form the locale has no name for (Tatsugiri's Droopy Form in ko) can only
            // tell itself apart by that form as English names it.
            let varied = slug.split(separator: "-").prefix { $0 != "mega" }.joined(separator: "-")
            let form = localizer.name(.forms, varied, in: localizer.locale(for: tag.description))
            #expect(
                form.servedBy == TableLayout.referenceLocale,
                "\(slug) in \(tag) reads \(name): the species in \(tag), the Mega in English")
        }
        // The Legends: Z-A Megas read wholly in each locale that names Megas.
        for tag in ["ko", "zh-Hans", "zh-Hant", "de", "es", "es-419", "it", "ja", "fr"] {
            let locale = localizer.locale(for: tag)
            for slug in ["dragonite-mega", "raichu-mega-x", "absol-mega-z", "meowstic-female-mega", "magearna-original-mega"] {
                let name = try #require(localizer.pokemonName(slug: slug, in: locale))
                #expect(!name.isFallback, "\(slug) in \(tag) is \(name.value), partly from another locale")
            }
        }
        #expect(localizer.pokemonName(slug: "dragonite-mega", in: localizer.locale(for: "ko"))?.value == "메가망나뇽")
        #expect(localizer.pokemonName(slug: "dragonite-mega", in: localizer.locale(for: "zh-Hant"))?.value == "超級快龍")
        #expect(localizer.pokemonName(slug: "raichu-mega-x", in: localizer.locale(for: "zh-Hans"))?.value == "超级雷丘Ｘ")
    }

    @Test("the other half-English names are the recorded ones (Tests/Fixtures/half-english-names.txt)")
    func recorded() throws {
        // A locale without form names (ru, th, pt-BR, tr, ja-Latn: the baseline's missing-table
        // forms) shows every form in English, by design until it has them; not listed one by one.
        let namesForms = Set(
            localizer.availableLocales.filter { tag in
                catalog.records.contains { localizer.name(.forms, $0.slug, in: localizer.locale(for: tag.description)).servedBy == tag }
            })
        let lines = halfEnglishNames().filter { namesForms.contains($0.locale) }.map { "\($0.locale) \($0.slug) = \($0.name)" }
        let text =
            ([
                "# Display names still half English: the species in the locale, the form in English, because PokeAPI",
                "# names the form in no way the locale's data shows a rule for. Written by HalfEnglishNameTests",
                "# (RECORD=1 swift test --filter HalfEnglishNameTests rewrites it); a fixed name leaves the list.",
            ]
            + lines).joined(separator: "\n") + "\n"
        let recorded = try? String(contentsOf: Self.fixture, encoding: .utf8)
        if recorded == nil || ProcessInfo.processInfo.environment["RECORD"] != nil {
            try text.write(to: Self.fixture, atomically: true, encoding: .utf8)
            if recorded != text { Issue.record("recorded new baseline: \(Self.fixture.path), \(lines.count) names") }
            return
        }
        let old = Set(recorded!.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        let new = Set(lines)
        for line in lines where !old.contains(line) { Issue.record("a new half-English name: \(line)") }
        for line in old.subtracting(new).sorted() { Issue.record("no longer half English, take it off the list: \(line)") }
    }
}
