import ArgumentParser
import LocCheck

/// `loccheck fix`: the fixes with one possible outcome.
struct FixCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract:
            "Apply the unambiguous fixes: a key renamed to its one suggestion, white space around names, NFC, the API's order, LF line endings.",
        discussion: """
            Applies only fixes with one possible outcome: CR LF line endings made LF and a byte order \
            mark removed (as an editor on Windows or git's core.autocrlf writes them), an unknown key \
            renamed to its single suggested slug (when that slug is not in the file yet), white space \
            around a name trimmed, a name brought to Unicode NFC, and entries moved back into the API's \
            order (only the lines that are out of order move). Every other line keeps its bytes. In a \
            file with a malformed line or a duplicate key only names are fixed, and in one with invalid \
            UTF-8 or control characters nothing: fix prints those lines, for a person to fix first. \
            Each file is written atomically (a temporary file, then a rename), so an interrupted run \
            leaves the old file whole, and while fix runs no other loccheck writes the directory.

            EXIT CODES: 0 done (or nothing to fix), 2 could not run.
            """)

    static let writes = Writes.always
    static let takesLayer = true

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print the changes as a diff and write nothing.")
    var dryRun = false
    @OptionGroup var tables: TablesOption
    @Flag(
        help:
            "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones: keys are renamed to, and ordered by, the bundled lists."
    )
    var overBundled = false

    var writesFiles: Bool { !dryRun }
    var readsLayer: Bool { overBundled }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.fix(dryRun: dryRun, tablesPath: tables.path, overBundled: overBundled)
    }
}
