// Imports Foundation on purpose: apps use PokeFormatting next to Foundation, which carries its
// own ICU headers; this only compiles because PokeFormatting imports ICU internally.
import Foundation
import PokeFormatting
import Testing

@Suite("Concurrent use")
struct ConcurrencyTests {
    /// Every thread formats every locale's heights and weights through shared formatters and
    /// shared cache entries, and must get exactly what one thread gets alone.
    @Test func manyThreadsGetTheSameStrings() throws {
        let expected = try Self.formatAll(cache: FormatterCache(capacity: 0))
        let shared = FormatterCache(capacity: 256)
        let threads = 8
        // NSLock rather than Synchronization.Mutex, so that `swift test --sanitize=thread` sees it.
        let lock = NSLock()
        nonisolated(unsafe) var all: [[String]] = []
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let texts = (try? Self.formatAll(cache: shared)) ?? []
            lock.withLock { all.append(texts) }
        }
        #expect(all.count == threads)
        for texts in all {
            #expect(texts == expected)
        }
    }

    /// A cache too small for the locales in use, emptied by another thread all the while: every
    /// formatter must still format exactly as one made alone.
    @Test func aChurningCacheEmptiedMeanwhileStillFormatsTheSame() throws {
        let expected = try Self.formatAll(cache: FormatterCache(capacity: 0))
        let churning = FormatterCache(capacity: 2)
        let lock = NSLock()
        nonisolated(unsafe) var all: [[String]] = []
        DispatchQueue.concurrentPerform(iterations: 7) { thread in
            if thread == 0 {
                for _ in 0..<2_000 {
                    churning.removeAll()
                    _ = churning.count
                }
                return
            }
            let texts = (try? Self.formatAll(cache: churning)) ?? []
            lock.withLock { all.append(texts) }
        }
        #expect(all.count == 6)
        for texts in all {
            #expect(texts == expected)
        }
        #expect(churning.count <= 2)
    }

    private static func formatAll(cache: FormatterCache) throws -> [String] {
        var texts: [String] = []
        for locale in shortWidthTable.map(\.locale) {
            for width in MeasurementWidth.allCases {
                let height = try HeightFormatter(locale: locale, width: width, cache: cache)
                let weight = try WeightFormatter(locale: locale, width: width, cache: cache)
                for value in stride(from: 1, through: 9999, by: 97) {
                    texts.append(try height.format(Height(decimetres: value % 1000 + 1)))
                    texts.append(try weight.format(Weight(hectograms: value)))
                }
            }
        }
        return texts
    }

    @Test func foundationLocaleTagsFeedTheFormatters() throws {
        let tag = Locale(identifier: "zh_Hant_TW").identifier(.bcp47)
        #expect(tag == "zh-Hant-TW")
        #expect(try WeightFormatter(locale: tag).format(Species.psyduck.weight) == "19.6 公斤")
    }
}
