import PokeTables
import PokeTablesIO
import Testing

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
        let files = try TableDirectory.read(PackageTables.resources) + [
            (path: "species/not a locale.txt", bytes: Array("a = b\n".utf8)),
            (path: "species/ko.txt", bytes: Array("psyduck = 고라파덕\nno separator\n".utf8)),
        ]
        let serial = TableSet(files: files), concurrent = TableSet(parsingConcurrently: files)
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
        #expect(concurrent.table(.species, LocaleTag("ko")!)?.file.entries.count == serial.table(.species, LocaleTag("ko")!)?.file.entries.count)
        #expect(serial.table(.species, LocaleTag("ko")!)?.file.entries.count ?? 0 > 1_000, "the committed Korean table comes first, not the one given after it")
    }
}
