import Foundation
import PokeTables
import PokeTablesIO
import Testing

@testable import LocCheck

/// The rules that read names word by word or letter by letter: a full name's word one edit from
/// the locale's own (`full-name-typo`), English left in (`untranslated-word`), letters written in
/// two widths (`mixed-width`). In memory, from a few lines of the package's real names, each with
/// the names that look alike but are right and must pass.
@Suite("loccheck's word rules, in memory")
struct NameWordRuleTests {
    @Test("NameWords splits at what the general category says, with or without its fast path, for every scalar")
    func wordPartsMatchTheCategory() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if NameWords.isWordPart(scalar) != NameWords.isWordPartByCategory(scalar) { differing.append(value) }
        }
        #expect(differing.isEmpty, "differ at \(differing.prefix(5).map { String($0, radix: 16) })")
        #expect(NameWords.words("メガリザードンＸ（キョダイマックス）・ピカチュウ") == ["メガリザードンＸ", "キョダイマックス", "ピカチュウ"])
    }

    @Test("FullNameTypoCheck: a misspelt word of the form names (Noyeau) or the species name (Diagla), not an inflection")
    func fullNameTypo() {
        let found = FullNameTypoCheck().check(
            RuleHarness.input([
                "species/fr.txt": "deoxys = Deoxys\ndialga = Dialga\nmimikyu = Mimiqui\nminior = Météno\n",
                "forms/fr.txt": "deoxys-normal = Forme Normale\nminior-red-meteor = Forme Météore\nmimikyu-disguised = Forme Déguisée\n"
                    + "minior-red = Noyau Rouge\ndialga-origin = Forme Originelle\n",
                "fullnames/fr.txt": """
                deoxys-normal = Deoxys Normal
                minior-red-meteor = Météno Forme Météore Noyeau Rouge
                mimikyu-disguised = Mimiqui Déguisé
                minior-red = Météno Noyau Rouge
                dialga-origin = Diagla Originel

                """,
                "species/de.txt": "basculin = Barschuft\nminior = Meteno\n",
                "forms/de.txt": "basculin-red-striped = Rotlinige Form\nminior-orange = Oranger Kern\n",
                // Right, as German inflects: Rotliniges (Barschuft is neuter) beside Rotlinige Form,
                // Orange beside Oranger Kern. French too: Normal and Déguisé beside Forme Normale and
                // Forme Déguisée. An ending added or dropped is no typo.
                "fullnames/de.txt": "basculin-red-striped = Rotliniges Barschuft\nminior-orange = Meteno (Orange)\n",
            ]))
        #expect(
            RuleHarness.summary(found) == [
                "fullnames/fr.txt:2 full-name-typo minior-red-meteor", "fullnames/fr.txt:5 full-name-typo dialga-origin",
            ])
        #expect(found.map(\.fix) == ["Météno Forme Météore Noyau Rouge", "Dialga Originel"])
        #expect(found.first?.message.contains("writes Noyeau, one edit from Noyau") == true)
    }

    @Test(
        "UntranslatedWordCheck: the English species name, the English full name with the species put in, a word the locale translates elsewhere"
    )
    func untranslatedWords() throws {
        let english = ["species/en.txt", "forms/en.txt", "fullnames/en.txt"]
        var files = try Dictionary(english.map { ($0, try RuleHarness.package($0)) }, uniquingKeysWith: { first, _ in first })
        files["species/fr.txt"] =
            "castform = Morphéo\ndeoxys = Deoxys\narceus = Arceus\ncalyrex = Sylveroy\nminior = Météno\nterapagos = Terapagos\n"
        files["types/fr.txt"] = "normal = Normal\n"
        files["forms/fr.txt"] =
            "castform = Forme de Morphéo\ndeoxys-normal = Forme Normale\narceus = Normal\nterapagos = Forme Normale\n"
            + "calyrex-ice = Cavalier du Froid\nminior-violet = Noyau Violet\n"
        // Calyrex is English. Violet is French as well (its form name, Noyau Violet, agrees); so
        // is Normal, the French name of the type, though French writes Forme Normale at more
        // entries whose English has Normal than it writes Normal.
        files["fullnames/fr.txt"] =
            "deoxys-normal = Deoxys Normal\ncalyrex-ice = Calyrex Cavalier du Froid\n"
            + "minior-violet-meteor = Météno Forme Météore Noyau Violet\nminior-violet = Météno Noyau Violet\n"
        files["species/de.txt"] =
            "venusaur = Bisaflor\npikachu = Pikachu\nrotom = Rotom\ngreninja = Quajutsu\nminior = Meteno\nraticate = Rattikarl\n"
        files["forms/de.txt"] = """
            venusaur-mega = Mega-Form
            rotom-frost = Frost-Rotom
            pikachu-rock-star = Cosplayform
            pikachu-pop-star = Cosplayform
            raticate-alola = Alola-Form
            greninja-battle-bond = Freundschaftsaktform
            minior-red-meteor = Meteorform
            minior-violet-meteor = Meteorform
            minior-violet = Violetter Kern

            """
        // What German shares with English by right, and must pass: Mega and Alola (in every
        // language's names), Frost (German; its form name says Frost-Rotom too), Meteor (German,
        // in its form name Meteorform), and Rock Star, which PokeAPI's German has for all that the
        // form name, Cosplayform, is every Cosplay Pikachu's and so says nothing of this one.
        files["fullnames/de.txt"] = """
            venusaur-mega = Mega-Bisaflor
            rotom-frost = Frost-Rotom
            pikachu-rock-star = Rock Star Pikachu
            raticate-alola = Alola Rattikarl
            greninja-battle-bond = Battle Bond Quajutsu
            minior-red-meteor = Meteno (Meteor Rot)
            minior-violet-meteor = Meteno (Meteor Violet)
            minior-violet = Meteno (Violett)

            """
        let found = UntranslatedWordCheck().check(RuleHarness.input(files))
        #expect(
            RuleHarness.summary(found) == [
                "fullnames/de.txt:5 untranslated-word greninja-battle-bond",
                "fullnames/de.txt:7 untranslated-word minior-violet-meteor",
                "fullnames/fr.txt:2 untranslated-word calyrex-ice",
            ])
        let messages = Dictionary(found.map { ($0.key ?? "", $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(
            messages["greninja-battle-bond"]?.contains(
                "Battle and Bond are English, while the de form name of the entry, Freundschaftsaktform, says otherwise") == true)
        #expect(messages["minior-violet-meteor"]?.contains("keeps the English word Violet") == true)
        #expect(found.first { $0.key == "calyrex-ice" }?.fix == "Sylveroy Cavalier du Froid")
    }

    @Test("MixedWidthCheck: half-width letters in a table that writes them full-width, placeholders aside, and a tie without a fix")
    func mixedWidth() {
        let found = MixedWidthCheck().check(
            RuleHarness.input([
                "forms/ja.txt":
                    "charizard-mega-x = メガリザードンＸ\ncharizard-mega-y = メガリザードンＹ\nzygarde-50 = ５０％フォルム\nraichu-mega-x = メガライチュウX\n",
                // Korean writes them half-width throughout, and a label's placeholders are code.
                "forms/ko.txt": "charizard-mega-x = 메가리자몽X\nzygarde-50 = 50%폼\n",
                "ui/ja.txt": "number = Ｎｏ.{number}\n",
                "species/ja.txt": "porygon2 = ポリゴン2\nporygon-z = ポリゴンＺ\n",
            ])
        ).sorted(by: Diagnostic.inReportOrder)
        #expect(
            RuleHarness.summary(found) == [
                "forms/ja.txt:4 mixed-width raichu-mega-x", "species/ja.txt:1 mixed-width porygon2",
                "species/ja.txt:2 mixed-width porygon-z",
            ])
        #expect(found.map(\.fix) == ["メガライチュウＸ", nil, nil])
        #expect(found.first?.message.contains("where forms/ja.txt writes 4 of its 5 full-width") == true)
    }

    @Test("every full-width letter and digit starts its UTF-8 with the byte MixedWidthCheck looks for before reading a table")
    func fullWidthLeadByte() {
        let fullWidth = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { MixedWidthCheck.width(of: $0) == .full }
        #expect(fullWidth.count == 62)
        #expect(fullWidth.allSatisfy { String($0).utf8.first == MixedWidthCheck.fullWidthLeadByte })
    }

    @Test("the package's own tables: no misspelt full name, no English left in, no letters in two widths but the baseline's")
    func packageTables() throws {
        let tables = TableSet(files: try TableDirectory.read(PackageTables.resources))
        let input = RuleInput(tables: tables, snapshot: try #require(tables.snapshot))
        let baselinePath = PackageTables.resources.appendingPathComponent(TableLayout.baseline)
        let baseline = try Baseline(bytes: [UInt8](try Data(contentsOf: baselinePath)), path: TableLayout.baseline)
        let found = (FullNameTypoCheck().check(input) + UntranslatedWordCheck().check(input) + MixedWidthCheck().check(input))
            .filter { baseline.entry(accepting: $0) == nil }
        #expect(found.isEmpty, "\(RuleHarness.summary(found))")
    }
}
