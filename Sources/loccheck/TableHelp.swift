import LocCheck
import PokeTables

/// The parts of the help made from declarations: the table kinds and the finding kinds.
enum TableHelp {
    /// One line per declared table kind: its name, its summary, whether its names or texts may
    /// repeat (no `duplicate-name` or `duplicate-prose` there) and whether a locale's coverage
    /// leaves it out.
    static let tables: String = TableKind.allCases.map { kind in
        let repeats =
            switch kind.declaration.value {
            case .name: kind.declaration.namesMayRepeat ? " Names may repeat." : ""
            case .prose: kind.declaration.namesMayRepeat ? " Texts may repeat." : ""
            case .keys: ""
            }
        let counted = kind.declaration.countsTowardCoverage ? "" : " Not counted in a locale's coverage."
        return entry(kind.rawValue, kind.declaration.summary + repeats + counted)
    }.joined(separator: "\n")

    /// `name` in a column of 22, then `text` wrapped under itself, every line within 79 columns:
    /// ArgumentParser keeps a discussion's shorter lines as they are, and would wrap a longer one
    /// back to the margin.
    static func entry(_ name: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 22)
        var lines = ["  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)]
        for word in text.split(separator: " ") {
            if lines[lines.count - 1].count + word.count + 1 > 79, lines[lines.count - 1].count > indent.count {
                lines.append(indent)
            }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = last + (last.count == indent.count ? "" : " ") + word
        }
        return lines.joined(separator: "\n")
    }

    /// Every finding code, a warning's marked.
    static let findingKinds: String =
        DiagnosticCode.findings.map { code in
            code.rawValue + (code.defaultSeverity == .warning ? " (a warning)" : "")
        }.joined(separator: ", ") + "."
}
