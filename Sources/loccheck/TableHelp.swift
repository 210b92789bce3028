import LocCheck
import PokeTables

/// The parts of the help made from declarations: the table kinds and the finding kinds.
enum TableHelp {
    /// One line per declared table kind: its name, its summary, whether its names or texts may
    /// repeat (no `duplicate-name` or `duplicate-prose` there) and whether a locale's coverage
    /// leaves it out.
    static let tables: String = TableKind.allCases.map { kind in
        let repeats = switch kind.declaration.value {
        case .name: kind.declaration.namesMayRepeat ? " Names may repeat." : ""
        case .prose: kind.declaration.namesMayRepeat ? " Texts may repeat." : ""
        case .keys: ""
        }
        let counted = kind.declaration.countsTowardCoverage ? "" : " Not counted in a locale's coverage."
        return "  \(kind.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0))\(kind.declaration.summary)\(repeats)\(counted)"
    }.joined(separator: "\n")

    /// Every finding code, a warning's marked.
    static let findingKinds: String = DiagnosticCode.findings.map { code in
        code.rawValue + (code.defaultSeverity == .warning ? " (a warning)" : "")
    }.joined(separator: ", ") + "."
}
