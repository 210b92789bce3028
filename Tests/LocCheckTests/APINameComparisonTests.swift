import LocCheck
import PokeTables
import Testing

@Suite("Comparing table names with a server's")
struct APINameComparisonTests {
    @Test("a name that differs from the server's is a finding at its line, with the server's name as the fix")
    func mismatch() throws {
        let korean = "# ko\ntepig = 뚜꾸리\npignite = 챠오꿀\nemboar = 염무왕\n"
        let tables = try TableSet(files: [("species/ko.txt", Array(korean.utf8))])
        let species = [Snapshot.Record(id: 498, slug: "tepig"), .init(id: 499, slug: "pignite"), .init(id: 500, slug: "emboar")]
        let ko = LocaleTag("ko")!
        let findings = APINameComparison.findings(tables: tables, species: species, apiNames: [
            (498, ko, "뚜꾸리"), (499, ko, "차오꿀"), (500, ko, " 염무왕 "), (500, LocaleTag("en")!, "Emboar"),
        ])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.kind == .apiNameMismatch)
        #expect(finding.line == 3)
        #expect(finding.key == "pignite")
        #expect(finding.suggestion == "차오꿀")
        #expect(finding.message.contains("챠오꿀 here but 차오꿀 on the API"))
    }
}
