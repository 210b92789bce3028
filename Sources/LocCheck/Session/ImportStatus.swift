/// How an import of a PO or XLIFF file ended, as its exit code, so a script can tell a partial
/// import from one that wrote nothing.
package enum ImportStatus: Int32, Sendable {
    /// No entry was refused: every translated entry was written (or already there).
    case imported = 0
    /// Entries were refused or need --overwrite, and nothing was written.
    case nothingWritten = 1
    /// Some names were written and some entries refused (each printed as FILE:LINE: error).
    case partlyImported = 3

    /// The status of an import that wrote (or, with --dry-run, would write) names or not, and
    /// refused entries or not.
    package init(wrote: Bool, refused: Bool) {
        self = !refused ? .imported : wrote ? .partlyImported : .nothingWritten
    }

    /// The process's exit code.
    package var code: Int32 { rawValue }
}
