import PokeTables
import Testing

@testable import PokeGenerator

/// The reference files loccheck embeds carry the problems of their snapshot, found by the same
/// reading a run would do, so a run reports them without reading the facts again.
@Suite struct ReferenceEmbeddingTests {
    @Test func aBrokenSnapshotsProblemsAreEmbeddedInTheOrderReadingFindsThem() {
        let files: [(path: String, bytes: [UInt8])] = [
            ("snapshot/species.txt", Array("1 = bulbasaur\n54 = psyduck\n55 = psyduck\n".utf8)),
            ("snapshot/types.txt", Array("11 = water\n".utf8)),
            ("snapshot/pokemon.txt", Array("1 = bulbasaur 1 7 69 water\n54 = psyduck 54 -8 196 water\n".utf8)),
            ("snapshot/stats.txt", Array("1 = hp\n".utf8)),
            ("snapshot/pokemon-stats.txt", Array("bulbasaur = hp:45 \"speed\":45\n".utf8)),
            ("species/en.txt", Array("psyduck = Psyduck\n".utf8)),
        ]
        let problems = ReferenceEmbedding.snapshotProblems(files)
        let read = Snapshot.read(
            files: Dictionary(
                files.filter { TableLayout.isSnapshot($0.path) }.map { ($0.path, TableFile(bytes: $0.bytes)) },
                uniquingKeysWith: { first, _ in first })
        ).problems
        #expect(problems == read)
        // The slug listed twice, the negative height and the stat with quotes in it, each at its line.
        #expect(
            problems.map { "\($0.file):\($0.line ?? 0)" } == [
                "snapshot/pokemon-stats.txt:1", "snapshot/pokemon.txt:2", "snapshot/species.txt:3",
            ])
        let source = ReferenceEmbedding.render(files)
        var rest = source[...]
        for problem in problems {
            let literal =
                "(\(SwiftLiteral.string(problem.code.rawValue)), \(SwiftLiteral.string(problem.file)), "
                + "\(problem.line.map(String.init) ?? "nil"), \(SwiftLiteral.string(problem.message))),"
            guard let found = rest.range(of: literal) else {
                Issue.record("\(problem) is not embedded, or not in order: \(source.suffix(2_000))")
                return
            }
            rest = rest[found.upperBound...]
        }
        #expect(source.contains("static let snapshotProblems"))
    }
}
