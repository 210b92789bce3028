import ArgumentParser
import LocCheck

/// `loccheck corrections`: the corrections, as text or as PokeAPI's CSV rows.
struct CorrectionsCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "corrections",
        abstract: "List the corrections (loccheck-corrections.txt), or print them as PokeAPI CSV rows to send upstream.",
        discussion: """
            Lists the corrections in DIR/loccheck-corrections.txt: names that came in wrong from a source \
            (PokeAPI, or a list `loccheck import` read), each with the source's name, the corrected name \
            and the reason with its evidence. Three lines per correction:
                species zh-Hans minun upstream = 負电拍拍
                species zh-Hans minun corrected = 负电拍拍
                species zh-Hans minun reason = 負 is the Traditional form of 负; …
            import-pokeapi, import and fix write the corrected name wherever the source still has the \
            upstream one; `loccheck` reports a table that lost a correction (correction-not-applied) or \
            no longer matches it (stale-correction), and with --csv DIR a correction PokeAPI no longer \
            needs.

            EXIT CODES: 0 listed, 2 could not run.
            """)

    static let writes = Writes.never

    @OptionGroup var global: GlobalOptions
    @Option(
        help: ArgumentHelp(
            "text (default), or pokeapi: the corrected rows of PokeAPI's CSV files, to send upstream; needs --csv.", valueName: "FORMAT"))
    var format: LocCheckSession.CorrectionsFormat = .text
    @Option(help: ArgumentHelp("PokeAPI's data/v2/csv, whose rows are printed with the corrected names.", valueName: "DIR"))
    var csv: String?
    @OptionGroup var tables: TablesOption

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.corrections(format: format, csv: csv, tablesPath: tables.path)
    }
}

extension LocCheckSession.CorrectionsFormat: ExpressibleByArgument {}
