import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck fix`.
    static let fix = CommandDeclaration(
        name: "fix",
        abstract: "Apply the unambiguous fixes: a key renamed to its one suggestion, white space around names, NFC, the API's order, LF line endings.",
        usage: ["fix [--dry-run] [--tables DIR] [--over-bundled]"],
        discussion: """
        Applies only fixes with one possible outcome: CR LF line endings made LF and a byte order
        mark removed (as an editor on Windows or git's core.autocrlf writes them), an unknown key
        renamed to its single suggested slug (when that slug is not in the file yet), white space
        around a name trimmed, a name brought to Unicode NFC, and entries moved back into the API's
        order (only the lines that are out of order move). Every other line keeps its bytes. In a
        file with a malformed line or a duplicate key only names are fixed, and in one with invalid
        UTF-8 or control characters nothing: fix prints those lines, for a person to fix first.
        Each file is written atomically (a temporary file, then a rename), so an interrupted run
        leaves the old file whole, and while fix runs no other loccheck writes the directory.
        """,
        options: [
            FixOption.dryRun,
            .tables,
            FixOption.overBundled,
        ],
        exitCodes: "0 done (or nothing to fix), 2 could not run.",
        writes: .always)
}

/// The options of `loccheck fix`, each declared once: the help lists them, the command reads them.
enum FixOption {
    /// `--dry-run`.
    static let dryRun = Option.flag("--dry-run",
            help: "Print the changes as a diff and write nothing.")

    /// `--over-bundled`.
    static let overBundled = Option.flag("--over-bundled",
            help: "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones: keys are renamed to, and ordered by, the bundled lists.")
}
