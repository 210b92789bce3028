import PokeFormatting
import Testing

@Suite("Formatter cache")
struct FormatterCacheTests {
    @Test func sharesOneICUFormatterPerLocaleAndStyle() throws {
        let cache = FormatterCache(capacity: 16)
        _ = try WeightFormatter(locale: "de", cache: cache)
        _ = try WeightFormatter(locale: "de", cache: cache)
        #expect(cache.count == 1)
        _ = try WeightFormatter(locale: "de", width: .long, cache: cache)
        _ = try WeightFormatter(locale: "fr", cache: cache)
        #expect(cache.count == 3)
        // Feet, inches and their unit-list pattern.
        _ = try HeightFormatter(locale: "en", cache: cache)
        #expect(cache.count == 6)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func capacityBoundsTheCache() throws {
        let cache = FormatterCache(capacity: 2)
        for locale in ["de", "fr", "it", "es", "ko"] {
            let formatter = try WeightFormatter(locale: locale, cache: cache)
            #expect(cache.count <= 2)
            #expect(try formatter.format(Species.psyduck.weight).contains("19"))
        }
        let none = FormatterCache(capacity: 0)
        #expect(try WeightFormatter(locale: "de", cache: none).format(Species.psyduck.weight) == "19,6 kg")
        #expect(none.count == 0)
    }

    @Test func formattersOutliveACacheReset() throws {
        let cache = FormatterCache(capacity: 4)
        let formatter = try HeightFormatter(locale: "en", cache: cache)
        cache.removeAll()
        #expect(try formatter.format(Species.psyduck.height) == "2 ft, 7 in")
    }
}
