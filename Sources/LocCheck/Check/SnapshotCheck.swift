import PokeTables

/// What is wrong in the lists the tables are checked against, each at its line: a slug listed
/// twice, a negative height, an entry whose species or type the lists lack (`invalid-snapshot`).
/// The problems come from reading the lists (``PokeTables/Snapshot/read(speciesFile:typeFile:pokemonFile:)``).
struct SnapshotCheck: Rule {
    static let codes: [DiagnosticCode] = [.invalidSnapshot]
    let problems: [Diagnostic]
    /// What comes before a problem's file: the absolute folder of the snapshot loccheck was built with.
    let directory: String
    /// A sentence added to each message.
    let hint: String

    func check(_ input: RuleInput) -> [Diagnostic] {
        problems.map { problem in
            var finding = problem.located(in: directory)
            finding.code = .invalidSnapshot
            finding.message += hint
            return finding
        }
    }
}
