import CommandTestSupport
import Foundation
import Testing

@Suite("Han variants: Traditional characters in zh-Hans, Simplified ones in zh-Hant")
struct HanVariantTests {
    let loccheck = InProcessLocCheck()

    /// A planted error: the table, locale, key and name, and each character with the form the locale writes.
    struct Planted {
        var path: String
        var key: String
        var name: String
        var variants: [(character: String, codePoint: String, expected: String)]
        var fixed: String
    }

    /// The errors as PokeAPI had them, and one Traditional character planted into a zh-Hans name.
    static let planted: [Planted] = [
        Planted(path: "species/zh-Hans.txt", key: "minun", name: "負电拍拍", variants: [("負", "8CA0", "负")], fixed: "负电拍拍"),
        Planted(path: "species/zh-Hans.txt", key: "flamigo", name: "纏红鹤", variants: [("纏", "7E8F", "缠")], fixed: "缠红鹤"),
        Planted(path: "species/zh-Hans.txt", key: "iron-treads", name: "铁轍迹", variants: [("轍", "8F4D", "辙")], fixed: "铁辙迹"),
        Planted(path: "species/zh-Hans.txt", key: "iron-boulder", name: "鐵磐岩", variants: [("鐵", "9435", "铁")], fixed: "铁磐岩"),
        Planted(
            path: "species/zh-Hans.txt", key: "iron-crown", name: "鐵頭殼",
            variants: [("鐵", "9435", "铁"), ("頭", "982D", "头"), ("殼", "6BBC", "壳")], fixed: "铁头壳"),
        Planted(path: "species/zh-Hant.txt", key: "iron-boulder", name: "铁磐岩", variants: [("铁", "94C1", "鐵")], fixed: "鐵磐岩"),
        Planted(
            path: "species/zh-Hant.txt", key: "iron-crown", name: "铁头壳",
            variants: [("铁", "94C1", "鐵"), ("头", "5934", "頭"), ("壳", "58F3", "殼")], fixed: "鐵頭殼"),
        Planted(
            path: "forms/zh-Hans.txt", key: "poltchageist", name: "高檔貨的樣子",
            variants: [("檔", "6A94", "档"), ("貨", "8CA8", "货"), ("樣", "6A23", "样")], fixed: "高档货的样子"),
        Planted(path: "forms/zh-Hans.txt", key: "ogerpon-cornerstone-mask", name: "礎石面具", variants: [("礎", "790E", "础")], fixed: "础石面具"),
        // Not from PokeAPI: a Traditional character planted into a Simplified name (種 for 种).
        Planted(path: "species/zh-Hans.txt", key: "bulbasaur", name: "妙蛙種子", variants: [("種", "7A2E", "种")], fixed: "妙蛙种子"),
    ]

    @Test("each variant error of the issue, planted back into a copy of the tables, is a finding at its line with the expected characters")
    func plantedErrors() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        var lines: [String: Int] = [:]
        for (path, planted) in Dictionary(grouping: Self.planted, by: \.path) {
            let found = try TableEdits.setNames(
                Dictionary(uniqueKeysWithValues: planted.map { ($0.key, $0.name) }),
                in: tables.appendingPathComponent(path))
            for (key, line) in found { lines["\(path) \(key)"] = line }
        }
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let findings = try ReportFindings(result.stdout).of("han-variant")
        #expect(findings.count == Self.planted.count, "\(findings)")
        for planted in Self.planted {
            let finding = findings.first {
                $0["file"] as? String == "\(tables.path)/\(planted.path)" && $0["key"] as? String == planted.key
            }
            #expect(finding?["line"] as? Int == lines["\(planted.path) \(planted.key)"], "\(planted.path) \(planted.key)")
            #expect(finding?["suggestion"] as? String == planted.fixed)
            let message = finding?["message"] as? String ?? ""
            for variant in planted.variants {
                #expect(message.contains("\(variant.character) (U+\(variant.codePoint)) is \(variant.expected)"), "\(message)")
            }
        }
        let simplified = findings.first { $0["key"] as? String == "bulbasaur" }?["message"] as? String ?? ""
        #expect(simplified.contains("has a Traditional character where zh-Hans writes Simplified"))
    }

    @Test(
        "a Simplified character planted into a zh-Hant name is a finding; Traditional names with characters ICU would change but Big5 has are not"
    )
    func traditionalTable() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let hant = tables.appendingPathComponent("species/zh-Hant.txt")
        // 尼多后 (queen), 斗笠菇 (a bamboo hat), 砰頭小丑 (clown): ICU's Simplified-Traditional writes
        // 後, 鬥 and 醜 for these, yet each character is also a Traditional one, in Big5.
        let text = try String(contentsOf: hant, encoding: .utf8)
        for name in ["nidoqueen = 尼多后", "breloom = 斗笠菇", "blacephalon = 砰頭小丑", "kingambit = 仆刀將軍"] {
            #expect(text.contains("\n\(name)\n"))
        }
        let line = try TableEdits.setNames(["charmander": "小火龙"], in: hant)["charmander"]
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let findings = try ReportFindings(result.stdout).of("han-variant")
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?["line"] as? Int == line)
        #expect((findings.first?["message"] as? String)?.contains("龙 (U+9F99) is 龍") == true)
        #expect(findings.first?["suggestion"] as? String == "小火龍")
    }

    @Test("a region without a script subtag decides: zh-TW is Traditional, zh-CN Simplified")
    func regionTags() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/zh-TW.txt": "charmander = 小火龙\n",
            "species/zh-CN.txt": "charmander = 小火龍\n",
        ])
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let findings = try ReportFindings(result.stdout).of("han-variant")
        #expect(findings.map { $0["locale"] as? String ?? "" }.sorted() == ["zh-CN", "zh-TW"])
        #expect(findings.contains { $0["locale"] as? String == "zh-TW" && $0["suggestion"] as? String == "小火龍" })
        #expect(findings.contains { $0["locale"] as? String == "zh-CN" && $0["suggestion"] as? String == "小火龙" })
    }

    /// The rule negotiation follows (CLDR's likely subtags): Cantonese in mainland China writes
    /// Simplified, Chinese in the US Traditional.
    @Test("the script of a tag without one follows negotiation's rule: yue-CN Simplified, zh-US and yue Traditional")
    func likelyScripts() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/yue-CN.txt": "charmander = 小火龙\n",
            "species/zh-US.txt": "charmander = 小火龙\n",
            "species/yue.txt": "charmander = 小火龍\n",
        ])
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let findings = try ReportFindings(result.stdout).of("han-variant")
        #expect(findings.map { $0["locale"] as? String ?? "" } == ["zh-US"], "\(findings)")
        #expect(findings.first?["suggestion"] as? String == "小火龍")
    }
}
