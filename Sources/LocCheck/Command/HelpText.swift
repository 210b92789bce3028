import PokeCommandLine
import PokeTables

/// `loccheck --help` and `loccheck <subcommand> --help`, made from the declarations: each
/// subcommand's page is its ``CommandDeclaration``'s, and the overview lists the subcommands'
/// usage and abstracts, the tables' summaries and the options every subcommand takes.
enum HelpText {
    /// The subcommands' names, in the order the help lists them.
    static var subcommands: [String] { LocCheckCommand.subcommands.map(\.declaration.name) }

    /// The help for a subcommand, or the overview for `nil` and unknown names.
    static func text(for subcommand: String?) -> String {
        LocCheckCommand.subcommands.first { $0.declaration.name == subcommand }?.declaration.helpPage(tool: "loccheck") ?? overview
    }

    /// The TABLES section's rows, one per declared table kind: its summary, whether its names or
    /// texts may repeat (``PokeTables/TableDeclaration/namesMayRepeat``: no `duplicate-name` or
    /// `duplicate-prose` there) and whether a locale's coverage leaves it out
    /// (``PokeTables/TableDeclaration/countsTowardCoverage``).
    static let tables = String(TableKind.allCases.map { kind in
        let repeats = switch kind.declaration.value {
        case .name: kind.declaration.namesMayRepeat ? " Names may repeat." : ""
        case .prose: kind.declaration.namesMayRepeat ? " Texts may repeat." : ""
        case .keys: ""
        }
        let counted = kind.declaration.countsTowardCoverage ? "" : " Not counted in a locale's coverage."
        return HelpColumns.row(kind.rawValue, kind.declaration.summary + repeats + counted, descriptionColumn: 16)
    }.joined().dropLast())

    /// The options every subcommand takes, and `--version`.
    static let globalOptions: [Option] = LocCheckCommand.globalOptions + [
        .flag("--version", help: "Print loccheck's version."), .help,
    ]

    static let overview: String = {
        let declarations = LocCheckCommand.subcommands.map(\.declaration)
        let usage = declarations.flatMap(\.usage).map { "loccheck " + $0 } + ["loccheck --version"]
        let rows = HelpColumns.subcommands(declarations)
        return "USAGE: " + usage.joined(separator: "\n       ") + "\n\n" + """
        Checks the name tables of a tables directory against the API's species, type and /pokemon
        lists bundled with loccheck, and reports each problem with its file and line, then the
        coverage per locale and table.

        TABLES (DIR/<table>/<locale>.txt, one `key = name` a line; Resources/README.md has the format):
        \(tables)

        SUBCOMMANDS:

        """ + rows + """

        Run `loccheck <subcommand> --help` for a subcommand's options.

        OPTIONS:

        """ + HelpColumns.options(globalOptions) + """

        EXIT CODES: 0 clean, 1 findings, 2 could not run.

        """
    }()
}
