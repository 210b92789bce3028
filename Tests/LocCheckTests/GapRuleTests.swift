import LocCheck
import PokeTables
import Testing

@testable import LocCheck

/// Gaps that must not pass unseen: an entry no locale names (`nameless-entry`) and a stand-in
/// where a name should be (`placeholder-name`).
@Suite("Gap rules: nameless entries and stand-in names")
struct GapRuleTests {
    static let snapshot = Snapshot(
        species: [.init(id: 1, slug: "bulbasaur")], types: [.init(id: 1, slug: "normal")], pokemon: [],
        lists: [
            .stats: [.init(id: 1, slug: "hp"), .init(id: 2, slug: "attack"), .init(id: 9, slug: "special")],
            .items: [.init(id: 1, slug: "master-ball"), .init(id: 2233, slug: "clefablite")],
        ],
        source: "test", taken: "2026-01-01")

    @Test("an entry no table of its kind names in any locale is a finding about the list; one any locale names is not")
    func nameless() {
        let input = RuleHarness.input(
            [
                "stats/en.txt": "hp = HP\n",
                "stats/ko.txt": "hp = HP\nattack = 공격\n",
                "items/en.txt": "master-ball = Master Ball\n",
            ], snapshot: Self.snapshot)
        let found = NamelessEntryCheck().check(input)
        #expect(
            RuleHarness.summary(found) == ["snapshot/items.txt:- nameless-entry clefablite", "snapshot/stats.txt:- nameless-entry special"])
        #expect(found.allSatisfy { $0.locale == nil && $0.severity == .error })
        #expect(found.first?.message.contains("(items 2233 in the API's list)") == true)
    }

    @Test("a kind without any table is not read: a directory of species names says nothing of items")
    func kindsWithTables() {
        let input = RuleHarness.input(["species/en.txt": "bulbasaur = Bulbasaur\n"], snapshot: Self.snapshot)
        #expect(NamelessEntryCheck().check(input).isEmpty)
    }

    @Test("a layer is not read: it names only what it changes, and the tables under it answer for their gaps")
    func layer() {
        let input = RuleHarness.input(["items/eo.txt": "master-ball = Majstra Pilko\n"], layer: true)
        #expect(NamelessEntryCheck().check(input).isEmpty)
    }

    @Test("the baseline accepts a nameless entry by its table and key, with * for the locale")
    func baseline() throws {
        let baseline = try Baseline(
            bytes: Array("nameless-entry stats * special = No game since Generation I names it.\n".utf8), path: "b.txt")
        let input = RuleHarness.input(["stats/en.txt": "hp = HP\nattack = Attack\n"], snapshot: Self.snapshot)
        let finding = try #require(NamelessEntryCheck().check(input).first)
        #expect(baseline.entry(accepting: finding)?.reason == "No game since Generation I names it.")
    }

    @Test("？？？ or ??? where English has a name is a stand-in; where English's is ??? too (the unknown type) it is the name")
    func placeholder() {
        let input = RuleHarness.input(
            [
                "items/en.txt": "master-ball = Master Ball\nclefablite = Clefablite\n",
                "items/zh-Hans.txt": "master-ball = ？？？\nclefablite = 皮可西进化石\n",
                "types/en.txt": "normal = ???\n",
                "types/ja.txt": "normal = ？？？\n",
            ], snapshot: Self.snapshot)
        #expect(RuleHarness.summary(PlaceholderNameCheck().check(input)) == ["items/zh-Hans.txt:1 placeholder-name master-ball"])
        #expect(
            PlaceholderNameCheck.isPlaceholder("？？？") && PlaceholderNameCheck.isPlaceholder("? ?")
                && !PlaceholderNameCheck.isPlaceholder("???x")
                && !PlaceholderNameCheck.isPlaceholder(""))
    }
}
