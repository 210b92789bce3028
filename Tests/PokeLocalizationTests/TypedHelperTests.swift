import PokeLocalization
import Testing

/// The package's tables, except that no locale names anything: every lookup ends at the key, as
/// for a key that every locale of the chain leaves nameless.
private struct NamesNothing: Localizer {
    func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
    }
}

@Suite("every typed helper takes its key labelled and answers nil for a key no locale names")
struct TypedHelperTests {
    let localizer = TableLocalizer()

    /// One typed helper: its name, its kind, a key the tables know, and that key's English and
    /// Korean names (`nil` where Korean has none, so English answers).
    struct Helper: CustomTestStringConvertible, Sendable {
        let name: String
        let kind: NameKind
        let key: String
        let english: String
        let korean: String?
        let lookup: @Sendable (any Localizer, String, NameLocale) -> LocalizedName?
        var testDescription: String { name }
    }

    static let helpers: [Helper] = [
        Helper(name: "speciesName(slug:in:)", kind: .species, key: "psyduck", english: "Psyduck", korean: "고라파덕") {
            $0.speciesName(slug: $1, in: $2)
        },
        Helper(name: "typeName(slug:in:)", kind: .types, key: "water", english: "Water", korean: "물") {
            $0.typeName(slug: $1, in: $2)
        },
        Helper(name: "label(key:in:)", kind: .labels, key: "height", english: "Height", korean: "키") {
            $0.label(key: $1, in: $2)
        },
        Helper(name: "genus(slug:in:)", kind: .genus, key: "psyduck", english: "Duck Pokémon", korean: "오리포켓몬") {
            $0.genus(slug: $1, in: $2)
        },
        Helper(
            name: "abilityDescription(slug:in:)", kind: .abilityDescriptions, key: "damp",
            english: "The Pokémon dampens its surroundings, preventing all Pokémon from using explosive moves such as Self-Destruct.",
            korean: "주변을 습하게 함으로써 자폭 등 폭발하는 기술을 아무도 못 쓰게 한다."
        ) { $0.abilityDescription(slug: $1, in: $2) },
        Helper(name: "abilityName(slug:in:)", kind: .abilities, key: "damp", english: "Damp", korean: "습기") {
            $0.abilityName(slug: $1, in: $2)
        },
        Helper(name: "moveName(slug:in:)", kind: .moves, key: "water-gun", english: "Water Gun", korean: "물대포") {
            $0.moveName(slug: $1, in: $2)
        },
        Helper(name: "itemName(slug:in:)", kind: .items, key: "poke-ball", english: "Poké Ball", korean: "몬스터볼") {
            $0.itemName(slug: $1, in: $2)
        },
        Helper(name: "natureName(slug:in:)", kind: .natures, key: "modest", english: "Modest", korean: "조심") {
            $0.natureName(slug: $1, in: $2)
        },
        Helper(name: "statName(slug:in:)", kind: .stats, key: "attack", english: "Attack", korean: "공격") {
            $0.statName(slug: $1, in: $2)
        },
        Helper(name: "eggGroupName(slug:in:)", kind: .eggGroups, key: "water1", english: "Water 1", korean: "수중 1") {
            $0.eggGroupName(slug: $1, in: $2)
        },
        Helper(name: "colorName(slug:in:)", kind: .colors, key: "yellow", english: "Yellow", korean: "노랑") {
            $0.colorName(slug: $1, in: $2)
        },
        Helper(name: "shapeName(slug:in:)", kind: .shapes, key: "upright", english: "Upright", korean: nil) {
            $0.shapeName(slug: $1, in: $2)
        },
        Helper(name: "habitatName(slug:in:)", kind: .habitats, key: "waters-edge", english: "water's edge", korean: nil) {
            $0.habitatName(slug: $1, in: $2)
        },
        Helper(name: "generationName(slug:in:)", kind: .generations, key: "generation-i", english: "Generation I", korean: "1세대") {
            $0.generationName(slug: $1, in: $2)
        },
        Helper(name: "regionName(slug:in:)", kind: .regions, key: "kanto", english: "Kanto", korean: "관동") {
            $0.regionName(slug: $1, in: $2)
        },
        Helper(name: "versionName(slug:in:)", kind: .versions, key: "sword", english: "Sword", korean: "소드") {
            $0.versionName(slug: $1, in: $2)
        },
    ]

    @Test("a known key answers its name, as name(_:_:in:) does", arguments: helpers)
    func known(helper: Helper) throws {
        let english = localizer.locale(for: "en")
        let name = try #require(helper.lookup(localizer, helper.key, english))
        #expect(name.value == helper.english)
        #expect(name.servedBy == LocaleTag("en") && !name.isFallback)
        #expect(name == localizer.name(helper.kind, helper.key, in: english))

        let korean = localizer.locale(for: "ko-KR")
        let inKorean = try #require(helper.lookup(localizer, helper.key, korean))
        #expect(inKorean.value == helper.korean ?? helper.english)
        #expect(inKorean.servedBy == LocaleTag(helper.korean == nil ? "en" : "ko"))
    }

    @Test("an unknown key is nil, where name(_:_:in:) answers the key, marked", arguments: helpers)
    func unknown(helper: Helper) {
        for locale in ["en", "ko-KR", "es-MX"].map(localizer.locale(for:)) {
            for key in ["missingno", "", "no-such-key-longer-than-fifteen-bytes", "ピカチュウ"] {
                #expect(helper.lookup(localizer, key, locale) == nil, "\(key) in \(locale.chain)")
                let fallback = localizer.name(helper.kind, key, in: locale)
                #expect(fallback.value == key && fallback.source == .slug && fallback.isFallback)
            }
        }
    }

    @Test("a key nameless in every locale of the chain is nil, through the protocol's defaults", arguments: helpers)
    func namelessEverywhere(helper: Helper) {
        let nothing = NamesNothing()
        #expect(helper.lookup(nothing, helper.key, nothing.locale(for: "ko")) == nil)
    }

    @Test("the entry, the display name and the species name by slug: known, unknown, and nameless everywhere")
    func entryAndDisplayName() throws {
        let korean = localizer.locale(for: "ko")
        let entry = try #require(localizer.entry(slug: "psyduck", in: korean))
        #expect(entry.text.servedBy == LocaleTag("ko"))
        #expect(localizer.entry(slug: "missingno", in: korean) == nil)

        #expect(localizer.pokemonName(slug: "psyduck", in: korean)?.value == "고라파덕")
        #expect(localizer.pokemonName(slug: "deoxys-attack", in: korean)?.value == "테오키스 (어택폼)")
        #expect(localizer.speciesName(slug: "deoxys-attack", in: korean)?.value == "테오키스")
        #expect(localizer.pokemonName(slug: "missingno", in: korean) == nil)
        #expect(localizer.pokemonName(id: 99_999, in: korean) == nil)

        let fallback = PokemonName(slug: "missingno", in: korean)
        #expect(fallback.value == "missingno" && fallback.isSlug && fallback.isFallback)

        let nothing = NamesNothing()
        let chain = nothing.locale(for: "ko")
        #expect(nothing.entry(slug: "psyduck", in: chain) == nil)
        #expect(nothing.pokemonName(slug: "psyduck", in: chain) == nil)
        #expect(nothing.pokemonName(slug: "missingno", in: chain) == nil)
        #expect(nothing.pokemonName(id: 54, in: chain) == nil)
        #expect(nothing.speciesName(slug: "deoxys-attack", in: chain) == nil)
        #expect(nothing.speciesName(id: 54, in: chain) == nil)
        #expect(nothing.speciesName(pokemonID: 10001, in: chain) == nil)
    }
}
