import ArgumentParser
import LocCheck
import PokeTables

/// `loccheck compare --with FILE`: the names a table spells differently from another list.
struct CompareCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract:
            "List the names a table spells differently from another list, each classified: punctuation/spacing, diacritics, case or a different name.",
        discussion: """
            Lists every name that the tables and another list both have but spell differently, at the \
            table's line, classified as punctuation/spacing, diacritics, case or a different name (or \
            the fewest of the first three that explain it), then a summary per table. FILE is any list \
            `loccheck import` reads: a JSON array in the table's order, CSV/TSV of slug and name, or a \
            {species, types} JSON object such as Pokémon GO's names (then both tables are compared). \
            Differences the baseline accepts (`source-mismatch TABLE LOCALE KEY = reason`) say so. \
            To compare on every run, pin the list in loccheck-config.txt: `compare TABLE LOCALE = FILE`.

            EXIT CODES: 0 no difference the baseline doesn't accept, 1 differences, 2 could not run.
            """)

    static let writes = Writes.never

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("The other list of names.", valueName: "FILE"))
    var with: String
    @Option(help: ArgumentHelp("The locale to compare (default: the `locale` a JSON object declares).", valueName: "LOCALE"))
    var locale: String?
    @Option(help: ArgumentHelp("species or types (default: species, or every table the object has).", valueName: "TABLE"))
    var table: TableKind?
    @OptionGroup var tables: TablesOption
    @Option(help: ArgumentHelp("Accepted differences (default: DIR/loccheck-baseline.txt).", valueName: "FILE"))
    var baseline: String?

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.compare(with: with, locale: locale, table: table, tablesPath: tables.path, baselinePath: baseline)
    }
}
