import Foundation
import ICUOracle
import PokeFormatting
import PokeLocalization
import PokeTables
import Testing

/// NameCollator sorts by ICU sort keys; this checks its order against ICU's own comparison
/// (`ucol_strcoll` on a collator opened here, by ICU locale ID, without the package's wrapper),
/// over every species name of each locale.
@Suite("Names sort as ICU's collation orders them")
struct NameCollationTests {
    /// BCP 47 tag for NameCollator, ICU locale ID for the reference.
    static let locales = [("ko", "ko"), ("ja", "ja"), ("zh-Hans", "zh_Hans"), ("zh-Hant", "zh_Hant"), ("de", "de"), ("fr", "fr")]

    @Test(arguments: locales)
    func speciesNames(tag: String, icuID: String) throws {
        let names = TableLocalizer().speciesNames(in: LocaleTag(tag)!).map(\.name)
        #expect(names.count == 1025)
        let sorted = try NameCollator(locale: tag).sorted(names)
        #expect(sorted.sorted(by: <) == names.sorted(by: <), "a permutation of the names")
        let reference = try ICUCollator(icuID)
        for (first, second) in zip(sorted, sorted.dropFirst()) {
            #expect(reference.compare(first, second) <= 0, "\(tag): \(first) before \(second)")
        }
        // The order is not code point order in any of these locales (fr and de: accents).
        #expect(sorted != names.sorted(by: <) || tag == "ko")
    }

    @Test("Korean starts in 가나다 order: 가, then 나, then 다")
    func korean() throws {
        let names = TableLocalizer().speciesNames(in: LocaleTag("ko")!).map(\.name)
        let initials = try NameCollator(locale: "ko").sorted(names).map { $0.unicodeScalars.first!.value }
        let consonants = initials.map { ($0 - 0xAC00) / 588 }
        #expect(consonants == consonants.sorted())
        #expect(initials.first.map { (0xAC00..<0xAC00 + 588).contains($0) } == true)
    }

    @Test("zh-Hant sorts by stroke count: CLDR's default, the same as asking ICU for collation=stroke")
    func traditionalChineseIsStroke() throws {
        let names = TableLocalizer().speciesNames(in: LocaleTag("zh-Hant")!).map(\.name)
        let collator = try NameCollator(locale: "zh-Hant")
        let rules = try collator.rulesLocale()
        #expect(rules.hasPrefix("zh"), "ICU reports \(rules)")
        let stroke = try ICUCollator("zh_Hant@collation=stroke")
        let sorted = collator.sorted(names)
        for (first, second) in zip(sorted, sorted.dropFirst()) {
            #expect(stroke.compare(first, second) <= 0, "\(first) before \(second)")
        }
        #expect(sorted.first?.hasPrefix("一") == true)
    }

    @Test("a locale ICU has no data for sorts by the root order, the same under any LANG")
    func noData() throws {
        let names = ["b", "A", "a", "B", "á"]
        #expect(try NameCollator(locale: "xx").sorted(names) == ["a", "A", "á", "b", "B"])
        #expect(throws: FormattingError.self) { try NameCollator(locale: "not a tag") }
    }
}

/// ICU's collator of a locale ID, compared with `ucol_strcoll` (through ICUOracle).
private final class ICUCollator {
    private let collator: OpaquePointer

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ localeID: String) throws {
        var status: Int32 = 0
        guard let opened = icu_strcoll_collator_open(localeID, &status) else {
            throw Failure(description: "ucol_open(\(localeID)) failed: \(String(cString: icu_error_name(status)))")
        }
        collator = opened
    }

    deinit { icu_strcoll_collator_close(collator) }

    /// -1, 0 or 1, as ICU orders the two.
    func compare(_ first: String, _ second: String) -> Int32 {
        let a = Array(first.utf16)
        let b = Array(second.utf16)
        return icu_strcoll(collator, a, Int32(a.count), b, Int32(b.count))
    }
}
