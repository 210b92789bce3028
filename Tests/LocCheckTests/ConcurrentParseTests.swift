import PokeTables
import PokeTablesIO
import Testing

@testable import LocCheck

/// The work loccheck spreads over the cores: the same answers as one core gives.
@Suite("concurrent map and parse")
struct ConcurrentParseTests {
    @Test("concurrentMap answers each element's result at its place, each element transformed once")
    func concurrentMapKeepsOrder() {
        let elements = Array(0..<2_000)
        let calls = PThreadMutex([Int](repeating: 0, count: elements.count))
        // Uneven work, so that the cores finish elements out of order.
        let mapped = elements.concurrentMap { element in
            calls.withLock { $0[element] += 1 }
            return (0...(element % 97) * 50).reduce(element) { ($0 &* 31) &+ $1 }
        }
        #expect(mapped == elements.map { element in (0...(element % 97) * 50).reduce(element) { ($0 &* 31) &+ $1 } })
        #expect(calls.withLock { $0 }.allSatisfy { $0 == 1 })
        #expect([Int]().concurrentMap { $0 }.isEmpty)
    }

    @Test("the package's tables parsed on every core are the tables parsed on one")
    func concurrentParseMatchesSerial() throws {
        // The committed tables, with a file of each kind of problem: an unrecognized path, a
        // table given twice (the first counts), a malformed line.
        let files =
            try TableDirectory.read(PackageTables.resources) + [
                (path: "species/not a locale.txt", bytes: Array("a = b\n".utf8)),
                (path: "species/ko.txt", bytes: Array("psyduck = 고라파덕\nno separator\n".utf8)),
            ]
        let serial = TableSet(files: files)
        let concurrent = TableSet(parsingConcurrently: files)
        #expect(concurrent.tables.count == serial.tables.count)
        for (first, second) in zip(concurrent.tables, serial.tables) {
            #expect(first.path == second.path && first.kind == second.kind && first.locale == second.locale)
            #expect(first.file.entries == second.file.entries, "entries of \(first.path)")
            #expect(first.file.diagnostics == second.file.diagnostics, "diagnostics of \(first.path)")
            #expect(first.file.comments == second.file.comments, "comments of \(first.path)")
        }
        #expect(concurrent.snapshot != nil && concurrent.snapshot == serial.snapshot)
        #expect(concurrent.snapshotProblems == serial.snapshotProblems)
        #expect(concurrent.unrecognizedPaths == ["species/not a locale.txt"] && serial.unrecognizedPaths == concurrent.unrecognizedPaths)
        #expect(
            concurrent.table(.species, LocaleTag("ko")!)?.file.entries.count == serial.table(.species, LocaleTag("ko")!)?.file.entries.count
        )
        #expect(
            serial.table(.species, LocaleTag("ko")!)?.file.entries.count ?? 0 > 1_000,
            "the committed Korean table comes first, not the one given after it")
    }
}

/// TableChecker runs its rules on every core; the report must be the one a check that ran them
/// one after the other, in any order, would give.
@Suite("TableChecker on every core")
struct ConcurrentRuleTests {
    @Test("the findings and coverage are those of the rules run in turn, in reverse order; each rule reports only its own codes")
    func sameAsInTurn() throws {
        // The package's tables with problems for most rules planted: an unknown key, a name two
        // species share, white space, a malformed line, a lost placeholder, and in German
        // Pokédex entries English, a split word, an open bracket and an escaped line break.
        var files = Dictionary(
            try TableDirectory.read(PackageTables.resources).map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
            uniquingKeysWith: { first, _ in first })
        func plant(_ path: String, _ old: String, _ new: String) throws {
            let text = try #require(files[path])
            try #require(text.contains(old), "\(path) has no \(old)")
            files[path] = text.replacingOccurrences(of: old, with: new)
        }
        try plant("species/de.txt", "\npsyduck = Enton\n", "\npsydukc = Enton\n")
        try plant("species/de.txt", "\nivysaur = Bisaknosp\n", "\nivysaur = Bisasam \n")
        try plant("ui/de.txt", "\nnumber = Nr.{number}\n", "\nnumber = Nr.\nno separator here\n")
        try plant("pokedexentries/de.txt", "\nbulbasaur = Dieses Pokémon", "\nbulbasaur = Dieses Feuer- stein (Pokémon\\n")
        let venusaur = try #require(files["pokedexentries/de.txt"]?.split(separator: "\n").first { $0.hasPrefix("venusaur = ") })
        let english = try #require(files["pokedexentries/en.txt"]?.split(separator: "\n").first { $0.hasPrefix("venusaur = ") })
        try plant("pokedexentries/de.txt", "\n\(venusaur)\n", "\n\(english)\n")
        let input = RuleHarness.input(files)

        let checked = TableChecker(snapshot: .bundled).check(input)
        let keys = KeyCheck().run(input)
        var inTurn = keys.findings
        for rule in TableChecker.rules.reversed() {
            let found = rule.check(input)
            let declared = Set(type(of: rule).codes)
            #expect(
                found.allSatisfy { declared.contains($0.code) }, "\(type(of: rule)) reports \(Set(found.map(\.code)).subtracting(declared))"
            )
            inTurn += found
        }
        #expect(keys.findings.allSatisfy { KeyCheck.codes.contains($0.code) })
        inTurn.sort(by: Diagnostic.inReportOrder)
        #expect(checked.findings == inTurn)
        #expect(checked.coverage == keys.coverage)
        let codes = Set(checked.findings.map(\.code))
        #expect(
            codes.isSuperset(of: [
                .unknownKey, .duplicateName, .surroundingWhitespace, .malformedLine, .placeholderMismatch,
                .stillEnglish, .strayHyphen, .unbalancedPair, .escapedControl,
            ]), "\(codes)")
    }
}
