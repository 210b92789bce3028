import PokeLocalization
import Testing

/// `pokedex list` tells every entry apart: no two lines of the whole bundled list read the same,
/// in any locale with tables.
@Suite("pokedex list: one line per entry")
struct ListDistinctTests {
    let pokedex = BuiltPokedex()

    @Test("no two lines of the whole list are the same", arguments: TableLocalizer().availableLocales.map(\.description))
    func distinctLines(locale: String) throws {
        let run = try pokedex.run(["list", "--locale", locale])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == PokemonCatalog().count)
        let repeated = Dictionary(grouping: lines, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "\(repeated.count) lines repeat in \(locale), such as \(repeated.prefix(5))")
    }
}
