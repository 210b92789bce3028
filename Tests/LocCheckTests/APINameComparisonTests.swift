import LocCheck
import PokeTables
import Testing

@Suite("Comparing table names with a server's")
struct APINameComparisonTests {
    @Test("a name that differs from the server's is a finding at its line, with the server's name as the fix")
    func mismatch() throws {
        let korean = "# ko\ntepig = 뚜꾸리\npignite = 챠오꿀\nemboar = 염무왕\n"
        let tables = TableSet(files: [("species/ko.txt", Array(korean.utf8))])
        let species = [Snapshot.Record(id: 498, slug: "tepig"), .init(id: 499, slug: "pignite"), .init(id: 500, slug: "emboar")]
        let ko = LocaleTag("ko")!
        let findings = APINameComparison(
            species: species,
            apiNames: [
                (498, ko, "뚜꾸리"), (499, ko, "차오꿀"), (500, ko, " 염무왕 "), (500, LocaleTag("en")!, "Emboar"),
            ]
        ).check(RuleInput(tables: tables, snapshot: .init(species: species, types: [], pokemon: [], source: "", taken: "")))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.code == .apiNameMismatch)
        #expect(finding.line == 3)
        #expect(finding.key == "pignite")
        #expect(finding.fix == "차오꿀")
        #expect(finding.message.contains("챠오꿀 here but 차오꿀 on the API"))
    }

    @Test("a corrected name is compared through its correction: the server's upstream name is fine, another one makes it stale")
    func corrected() throws {
        let chinese =
            "species zh-Hans minun upstream = 負电拍拍\nspecies zh-Hans minun corrected = 负电拍拍\nspecies zh-Hans minun reason = 負 is Traditional.\n"
        let corrections = try Corrections(bytes: Array(chinese.utf8), path: "loccheck-corrections.txt")
        let tables = TableSet(files: [("species/zh-Hans.txt", Array("plusle = 正电拍拍\nminun = 负电拍拍\n".utf8))])
        let species = [Snapshot.Record(id: 311, slug: "plusle"), .init(id: 312, slug: "minun")]
        let zh = LocaleTag("zh-Hans")!
        let input = RuleInput(
            tables: tables, snapshot: .init(species: species, types: [], pokemon: [], source: "", taken: ""),
            corrections: corrections)
        #expect(APINameComparison(species: species, apiNames: [(311, zh, "正电拍拍"), (312, zh, "負电拍拍")]).check(input).isEmpty)
        let stale = APINameComparison(species: species, apiNames: [(312, zh, "負電拍拍")]).check(input)
        #expect(stale.map(\.code) == [.staleCorrection])
        #expect(stale.first?.file == "loccheck-corrections.txt")
        #expect(stale.first?.line == 1)
        #expect(stale.first?.message.contains("the API has 負電拍拍 now") == true)
    }
}
