import ArgumentParser
import LocCheck
import PokeTables

/// `loccheck import-pokeapi`: the snapshot and the tables PokeAPI has, from its CSV or a server.
struct ImportPokeAPICommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import-pokeapi",
        abstract:
            "Write the snapshot and the tables PokeAPI has from PokeAPI's CSV data (data/v2/csv), or the species and type tables from a PokeAPI server.",
        usage: """
            loccheck import-pokeapi --csv DIR [--api-data DIR] [--tables DIR] [--taken YYYY-MM-DD]
            loccheck import-pokeapi --api URL [--tables DIR] [--taken YYYY-MM-DD]
            """,
        discussion: """
            Writes the snapshot and the tables PokeAPI has (\(TableKind.listed(TableKind.inPokeAPI))) from \
            PokeAPI's CSV data (data/v2/csv), or the snapshot's species and type lists and the species and \
            type tables from a PokeAPI server (https://pokeapi.co or a self-hosted copy; the /pokemon list \
            and the other tables are kept as they were). The CSV dump has no Pokédex entries: \
            \(TableKind.listed(TableKind.fromSpeciesResponses)) come from PokeAPI's recorded \
            /pokemon-species/{id} responses (github.com/PokeAPI/api-data), each language's entry of the \
            newest game; without --api-data they are read from DIR/../api/v2/pokemon-species beside the \
            CSV when it is there, else left as they are. Writes each file atomically, only if it changes. \
            The corrections file applies on the way in; a name PokeAPI writes with white space around it \
            or not in NFC, which no correction records, is written trimmed and in NFC and reported. A name \
            no table may hold (a control, bidi or invisible character, a line break, over \(TableLimits.describe(TableLimits.valueBytes))) \
            is not written, as from any import: the table keeps its name, and the run exits 1.

            EXIT CODES: 0 imported, 1 names refused, 2 could not run.
            """)

    static let writes = Writes.always

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("PokeAPI's data/v2/csv directory.", valueName: "DIR"))
    var csv: String?
    @Option(
        help: ArgumentHelp(
            "PokeAPI's recorded responses, for the Pokédex entries: the folder that holds api/v2/pokemon-species/{id}/index.json. Default: DIR/.. of --csv, when it holds them.",
            valueName: "DIR"))
    var apiData: String?
    @Option(help: ArgumentHelp("A PokeAPI server, such as https://pokeapi.co (/api/v2/ is added).", valueName: "URL"))
    var api: String?
    @OptionGroup var tables: TablesOption
    @Option(
        help: ArgumentHelp("The date for the snapshot's header (default: today; kept when the lists are unchanged).", valueName: "DATE"))
    var taken: String?

    func validate() throws {
        if apiData != nil && csv == nil {
            throw ValidationError(
                "--api-data goes with --csv DIR: the entries' games are ordered by the CSV's versions.csv and version_groups.csv.")
        }
        if (csv == nil) == (api == nil) {
            throw ValidationError("import-pokeapi needs exactly one of --csv DIR (PokeAPI's data/v2/csv) or --api URL (a PokeAPI server).")
        }
    }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try await session.importPokeAPI(csv: csv, apiData: apiData, api: api, tablesPath: tables.path, taken: taken)
    }
}
