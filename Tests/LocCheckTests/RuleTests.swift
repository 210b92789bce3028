import PokeTables
import Testing

@testable import LocCheck

/// Each of loccheck's rules on tables in memory: a few lines of table text in, diagnostics out,
/// no file and no process. (The binary's own behaviour, exit codes, files written and output
/// formats, has its end-to-end tests beside these.)
@Suite("loccheck's rules, in memory")
struct RuleTests {
    /// English and German type names, with German edited by `edit`.
    static func types(_ edit: (String) -> String = { $0 }) throws -> [String: String] {
        ["types/en.txt": try RuleHarness.package("types/en.txt"), "types/de.txt": edit(try RuleHarness.package("types/de.txt"))]
    }

    @Test("TableFileCheck: the parser's problems, each at its line, with the key of a duplicate")
    func tableFile() throws {
        let input = RuleHarness.input(["types/en.txt": "normal = Normal\nthis is no line\nfire = Fire\nfire = Feu\nwater = Wa\u{200B}ter\n"]
        )
        let found = TableFileCheck().check(input)
        #expect(
            RuleHarness.summary(found) == [
                "types/en.txt:2 malformed-line -", "types/en.txt:4 duplicate-key fire", "types/en.txt:5 invisible-character -",
            ])
        #expect(found.allSatisfy { $0.table == .types && $0.locale == LocaleTag("en") })
        #expect(Set(found.map(\.code)).isSubset(of: TableFileCheck.codes))
    }

    @Test(
        "KeyCheck: a missing key where it belongs, an unknown key with the slug meant, an empty name, white space, NFC, order, and the coverage"
    )
    func keys() throws {
        let input = RuleHarness.input(
            try Self.types { german in
                german.replacingOccurrences(of: "\nfighting = Kampf\n", with: "\nfigthing = Kampf\n")
                    .replacingOccurrences(of: "= Feuer\n", with: "= \n")
                    .replacingOccurrences(of: "= Wasser\n", with: "= Wasser \n")
                    .replacingOccurrences(of: "= Käfer\n", with: "= Ka\u{308}fer\n")
                    .replacingOccurrences(of: "\npoison = Gift\n", with: "\n") + "poison = Gift\n"
            })
        let (found, coverage) = KeyCheck().run(input)
        let codes = found.map(\.code)
        #expect(codes.filter { $0 == .unknownKey }.count == 1)
        let unknown = try #require(found.first { $0.code == .unknownKey })
        #expect(unknown.key == "figthing" && unknown.fix == "fighting")
        #expect(unknown.message.contains("`figthing` should be `fighting` (English: Fighting)"))
        #expect(found.contains { $0.code == .emptyValue && $0.key == "fire" })
        #expect(found.contains { $0.code == .surroundingWhitespace && $0.key == "water" && $0.fix == "Wasser" })
        #expect(found.contains { $0.code == .notNFC && $0.key == "bug" && $0.fix == "Käfer" })
        #expect(found.contains { $0.code == .outOfOrder && $0.key == "poison" })
        #expect(!codes.contains(.missingKey), "a renamed key is one finding, not also its slug as missing")
        let german = try #require(coverage.first { $0.locale == LocaleTag("de") && $0.table == .types })
        #expect(german.expected == 21 && german.present == 19, "neither the empty name nor the misspelt key counts")

        let gone = KeyCheck().check(RuleHarness.input(try Self.types { $0.replacingOccurrences(of: "\nghost = Geist\n", with: "\n") }))
        #expect(gone.map(\.code) == [.missingKey])
        #expect(gone.first?.message == "`ghost` (English: Ghost) is missing; add `ghost = …` here, in the API's order.")

        let noTable = KeyCheck().check(
            RuleHarness.input([
                "types/en.txt": try RuleHarness.package("types/en.txt"),
                "species/de.txt": "bulbasaur = Bisasam\n", "notes/readme.txt": "x = y\n",
            ]))
        #expect(noTable.contains { $0.code == .missingTable && $0.file == "types/de.txt" })
    }

    @Test("KeyCheck calls an unknown key a rename only when its slug is absent and meant by no other unknown key")
    func renamesOnlyWhenUnambiguous() throws {
        let found = KeyCheck().check(
            RuleHarness.input(
                try Self.types { german in
                    german.replacingOccurrences(of: "\nfighting = Kampf\n", with: "\nfigthing = Kampf\nfihgting = Kampf\n")
                        .replacingOccurrences(of: "\nfire = Feuer\n", with: "\nfire = Feuer\nfrie = Feuer\n")
                        .replacingOccurrences(of: "\nwater = Wasser\n", with: "\nwatr = Wasser\n")
                }))
        let unknown = Dictionary(uniqueKeysWithValues: found.filter { $0.code == .unknownKey }.map { ($0.key ?? "", $0) })
        #expect(unknown.keys.sorted() == ["figthing", "fihgting", "frie", "watr"])
        // Two keys meant `fighting`, absent: neither is its rename, each gets the slug as a hint, and the slug is missing.
        for key in ["figthing", "fihgting"] {
            #expect(unknown[key]?.message.contains("Did you mean `fighting`?") == true, "\(key): \(unknown[key]?.message ?? "")")
            #expect(unknown[key]?.fix == "fighting")
        }
        #expect(found.contains { $0.code == .missingKey && $0.key == "fighting" })
        // `fire` is in the table: `frie` is no rename of it.
        #expect(unknown["frie"]?.message.contains("Did you mean `fire`?") == true)
        // `water` is absent and meant by one key alone: a rename, and not also missing.
        #expect(unknown["watr"]?.message.contains("`watr` should be `water`") == true)
        #expect(!found.contains { $0.code == .missingKey && $0.key == "water" })
    }

    @Test("KeyCheck names a key list with its article: an abilities key, a types key")
    func keyListArticle() {
        let found = KeyCheck().check(
            RuleHarness.input([
                "abilities/en.txt": "stench = Stench\nstenhc = Stench\n",
                "types/en.txt": "normal = Normal\nnormall = Normal\n",
            ])
        )
        .filter { $0.code == .unknownKey }
        #expect(
            found.map(\.message).contains { $0.contains("`stenhc` is not an abilities key in the API's list") }, "\(found.map(\.message))")
        #expect(found.map(\.message).contains { $0.contains("`normall` is not a types key in the API's list") }, "\(found.map(\.message))")
    }

    @Test("KeyCheck over a layer: keys of the bundled lists and its own English labels, nothing missing")
    func layerKeys() throws {
        let input = RuleHarness.input(
            [
                "species/eo.txt": "psyduck = Psikokvako\npsydukc = Psikokvakulo\n",
                "ui/en.txt": "level = Level\n", "ui/eo.txt": "level = Nivelo\n",
            ], layer: true)
        let found = TableChecker(snapshot: .bundled, base: input.base).check(input.tables).findings
        #expect(RuleHarness.summary(found) == ["species/eo.txt:2 unknown-key psydukc"])
    }

    @Test("NameContentCheck: a name two keys share, a copy of English where copies stand out, a letter of another script")
    func nameContent() throws {
        let korean = try RuleHarness.package("species/ko.txt")
            .replacingOccurrences(of: "\nivysaur = 이상해풀\n", with: "\nivysaur = 이상해씨\n")
            .replacingOccurrences(of: "\npikachu = 피카츄\n", with: "\npikachu = Pikachu\n")
            .replacingOccurrences(of: "\npsyduck = 고라파덕\n", with: "\npsyduck = 고라파덕x\n")
        let found = NameContentCheck().check(
            RuleHarness.input([
                "species/en.txt": try RuleHarness.package("species/en.txt"),
                "species/ko.txt": korean,
            ]))
        #expect(found.contains { $0.code == .duplicateName && $0.key == "ivysaur" })
        #expect(found.contains { $0.code == .untranslatedCopy && $0.key == "pikachu" })
        #expect(found.contains { $0.code == .wrongScript && $0.key == "psyduck" && $0.message.contains("U+0078") })
        let labels = NameContentCheck().check(
            RuleHarness.input(["ui/en.txt": "type = Type\ntypes = Types\n", "ui/ja.txt": "type = タイプ\ntypes = タイプ\n"]))
        #expect(labels.isEmpty, "labels may share a name, by their declaration")
    }

    @Test("PlaceholderCheck: a label that loses or misspells a placeholder, English included")
    func placeholders() {
        let found = PlaceholderCheck().check(
            RuleHarness.input([
                "ui/en.txt": "number = No.{number}\nform-pattern = {species} ({form})\ntype = Type\n",
                "ui/fr.txt": "number = N°\nform-pattern = {form} de {species}\ntype = Type {x}\n",
            ]))
        #expect(RuleHarness.summary(found) == ["ui/fr.txt:1 placeholder-mismatch number", "ui/fr.txt:3 placeholder-mismatch type"])
        let english = PlaceholderCheck().check(RuleHarness.input(["ui/en.txt": "form-pattern = {species}\n"]))
        #expect(english.map(\.code) == [.placeholderMismatch])
    }

    @Test("CorrectionCheck: a table that shows the upstream name again, and a correction nothing matches")
    func corrections() throws {
        let text =
            "species fr mew upstream = Mew\nspecies fr mew corrected = Mew le Petit\nspecies fr mew reason = A test.\n"
            + "species fr ghost upstream = X\nspecies fr ghost corrected = Y\nspecies fr ghost reason = No such species.\n"
        let corrections = try Corrections(bytes: Array(text.utf8), path: Corrections.fileName)
        let found = CorrectionCheck().check(RuleHarness.input(["species/fr.txt": "mew = Mew\n"], corrections: corrections))
        #expect(
            RuleHarness.summary(found) == [
                "loccheck-corrections.txt:4 stale-correction ghost", "species/fr.txt:1 correction-not-applied mew",
            ])
    }

    @Test("SnapshotCheck: the lists' problems at their lines, as invalid-snapshot")
    func snapshot() {
        let reading = Snapshot.read(
            speciesFile: TableFile(text: "1 = bulbasaur\n2 = bulbasaur\n"), typeFile: TableFile(text: "1 = normal\n"),
            pokemonFile: TableFile(text: "1 = bulbasaur 1 -7 69 normal\n"))
        let found = SnapshotCheck(problems: reading.problems, directory: "", hint: "").check(RuleHarness.input([:]))
        #expect(RuleHarness.summary(found) == ["snapshot/pokemon.txt:1 invalid-snapshot -", "snapshot/species.txt:2 invalid-snapshot -"])
    }

    @Test("SecondSourceCheck: a name a pinned list spells otherwise, unless a correction says why")
    func secondSource() throws {
        let pin = ComparisonPins.Pin(
            table: .species, locale: LocaleTag("fr")!, path: "../fr.json", url: .init(fileURLWithPath: "/fr.json"), line: 1)
        let list = ComparisonPins.List(pin: pin, fileName: "fr.json", names: [("bulbasaur", "Bulbizare"), ("ivysaur", "Herbizarre")])
        let found = SecondSourceCheck(lists: [list]).check(
            RuleHarness.input(["species/fr.txt": "bulbasaur = Bulbizarre\nivysaur = Herbizarre\n"]))
        #expect(RuleHarness.summary(found) == ["species/fr.txt:1 source-mismatch bulbasaur"])
        #expect(found.first?.message.contains("is Bulbizarre here but Bulbizare in fr.json") == true)
    }

    @Test("UpstreamCheck: a name PokeAPI writes otherwise, and a correction PokeAPI no longer needs")
    func upstream() throws {
        let text = "species fr mew upstream = Mew\nspecies fr mew corrected = Mew le Petit\nspecies fr mew reason = A test.\n"
        let corrections = try Corrections(bytes: Array(text.utf8), path: Corrections.fileName)
        let fr = LocaleTag("fr")!
        let check = UpstreamCheck(
            upstream: [.species: [fr: [("bulbasaur", "Bulbizarre"), ("mew", "Mew le Petit")]]], sourceName: "the CSV")
        let found = check.check(
            RuleHarness.input(["species/fr.txt": "bulbasaur = Bulbizare\nmew = Mew le Petit\n"], corrections: corrections))
        #expect(
            RuleHarness.summary(found) == [
                "loccheck-corrections.txt:1 stale-correction mew", "species/fr.txt:1 upstream-mismatch bulbasaur",
            ])
        #expect(found.first { $0.code == .upstreamMismatch }?.fix == "Bulbizarre")
    }

    @Test("HanVariantCheck: a Traditional character in a Simplified name, with the form to write")
    func hanVariants() throws {
        let found = try HanVariantCheck().check(RuleHarness.input(["species/zh-Hans.txt": "minun = 負电拍拍\nplusle = 正电拍拍\n"]))
        #expect(RuleHarness.summary(found) == ["species/zh-Hans.txt:1 han-variant minun"])
        #expect(found.first?.fix == "负电拍拍")
    }

    @Test("SearchKeyCheck: a romanized key table out of date with its names, and a key that is not ASCII")
    func searchKeys() throws {
        let files = ["species/ko.txt": "psyduck = 고라파덕\n", "searchkeys/ko.txt": "psyduck = gorapadeok\npikachu = Pika chu\n"]
        let found = try SearchKeyCheck().check(RuleHarness.input(files))
        #expect(found.contains { $0.code == .invalidSearchKey && $0.key == "pikachu" })
        let renamed = try SearchKeyCheck().check(RuleHarness.input(files.merging(["species/ko.txt": "psyduck = 고라파둑\n"]) { $1 }))
        #expect(renamed.contains { $0.code == .searchKeyOutdated && $0.key == "psyduck" })
    }

    @Test("every rule declares the codes it reports, and together they cover every finding code")
    func codes() {
        // The table rules as TableChecker runs them; the others as the check command makes them.
        let tableRules: [any Rule.Type] = [KeyCheck.self] + TableChecker.rules.map { type(of: $0) }
        let rules =
            tableRules + [
                CorrectionCheck.self, SnapshotCheck.self, SecondSourceCheck.self, UpstreamCheck.self,
                APINameComparison.self, HanVariantCheck.self, SearchKeyCheck.self, NewAPIKeyCheck.self,
            ]
        let declared = rules.flatMap { $0.codes }
        // low-coverage and stale-baseline come from --min-coverage and the baseline, after the rules.
        #expect(Set(DiagnosticCode.findings).subtracting(declared) == [.lowCoverage, .staleBaseline])
        // TableChecker sorts its rules' findings by file, line and code: the same report whatever
        // the order of TableChecker.rules, as long as no two of them share a code.
        let tableCodes = tableRules.flatMap { $0.codes }
        #expect(
            tableCodes.count == Set(tableCodes).count,
            "a code two table rules report: \(tableCodes.filter { code in tableCodes.filter { $0 == code }.count > 1 })")
        #expect(Set(rules.map { ObjectIdentifier($0) }).count == rules.count, "a rule listed twice")
    }
}
