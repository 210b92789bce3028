import LocCheck
import PokeTables
import Testing

@testable import PokeTablesIO

@Suite("Key suggestions")
struct KeySuggesterTests {
    let suggester = KeySuggester(slugs: Snapshot.bundled.species.map(\.slug))

    @Test(
        "finds the slug a hand-written key meant",
        arguments: [
            ("nidoran♀", "nidoran-f"), ("nidoran♂", "nidoran-m"), ("mr. mime", "mr-mime"), ("farfetch'd", "farfetchd"),
            ("rookiedee", "rookidee"), ("great tusk", "great-tusk"), ("Flabébé", "flabebe"), ("type: null", "type-null"),
            ("Pikachu", "pikachu"), ("charzard", "charizard"), ("mime_jr", "mime-jr"),
        ])
    func suggests(key: String, expected: String) {
        #expect(suggester.suggestion(for: key) == expected)
    }

    @Test("the index finds what comparing with every slug finds, for every slug of every key list with each kind of edit")
    func indexAgreesWithScan() {
        let snapshot = Snapshot.bundled
        for list in KeyListKind.allCases where list.snapshotFile != nil {
            let slugs = snapshot.slugs(of: list)
            guard !slugs.isEmpty else { continue }
            let suggester = KeySuggester(slugs: slugs)
            var compared = 0
            for (position, slug) in slugs.enumerated() where position % 7 == 0 {
                var typed = Array(slug.unicodeScalars)
                let middle = typed.count / 2
                // One of: a substitution, a deletion, an insertion, a swap, two edits, three edits.
                switch position % 6 {
                case 0: typed[middle] = "q"
                case 1: typed.remove(at: middle)
                case 2: typed.insert("z", at: middle)
                case 3: if middle > 0 { typed.swapAt(middle - 1, middle) }
                case 4:
                    typed[0] = "x"
                    typed.remove(at: middle)
                default:
                    typed[0] = "x"
                    typed[typed.count - 1] = "y"
                    typed.insert("w", at: middle)
                }
                let key = String(String.UnicodeScalarView(typed))
                let written = KeySuggester.slugified(key)
                let scanned = slugs.contains(written) ? written : Spelling.suggestion(for: written, among: slugs)
                #expect(suggester.suggestion(for: key) == scanned, "\(list): \(key)")
                compared += 1
            }
            #expect(compared > 0)
        }
    }

    @Test("the deletion index reserves as many hashes as it is given, for every length and number of edits")
    func deletionCountMatchesTheDeletions() {
        for length in 0...14 {
            let scalars = Array("abcdefghijklmn".unicodeScalars.prefix(length))
            for limit in 0...DeletionIndex.maximumEdits {
                var given = 0
                DeletionIndex.forEachDeletionHash(of: scalars, upTo: limit) { _ in given += 1 }
                #expect(DeletionIndex.deletionCount(of: length, upTo: limit) == given, "\(length) scalars, \(limit) edits")
            }
        }
    }

    @Test("suggests nothing when nothing is close", arguments: ["agumon-digivolved", "zzzzzzzz", "x"])
    func nothingClose(key: String) {
        #expect(suggester.suggestion(for: key) == nil)
    }
}
