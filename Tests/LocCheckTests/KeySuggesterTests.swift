import PokeTablesIO
import BundledReference
import PokeTables
import Testing

@Suite("Key suggestions")
struct KeySuggesterTests {
    let suggester = KeySuggester(slugs: Snapshot.bundled.species.map(\.slug))

    @Test("finds the slug a hand-written key meant", arguments: [
        ("nidoran♀", "nidoran-f"), ("nidoran♂", "nidoran-m"), ("mr. mime", "mr-mime"), ("farfetch'd", "farfetchd"),
        ("rookiedee", "rookidee"), ("great tusk", "great-tusk"), ("Flabébé", "flabebe"), ("type: null", "type-null"),
        ("Pikachu", "pikachu"), ("charzard", "charizard"), ("mime_jr", "mime-jr"),
    ])
    func suggests(key: String, expected: String) {
        #expect(suggester.suggestion(for: key) == expected)
    }

    @Test("suggests nothing when nothing is close", arguments: ["agumon-digivolved", "zzzzzzzz", "x"])
    func nothingClose(key: String) {
        #expect(suggester.suggestion(for: key) == nil)
    }
}
