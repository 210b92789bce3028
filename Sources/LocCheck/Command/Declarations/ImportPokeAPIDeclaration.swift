import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck import-pokeapi`.
    static let importPokeAPI = CommandDeclaration(
        name: "import-pokeapi",
        abstract: "Write the snapshot and the tables PokeAPI has from PokeAPI's CSV data (data/v2/csv), or the species and type tables from a PokeAPI server.",
        usage: ["import-pokeapi --csv DIR [--api-data DIR] [--tables DIR] [--taken YYYY-MM-DD]",
                "import-pokeapi --api URL [--tables DIR] [--taken YYYY-MM-DD]"],
        // Wrapped here: the list of tables grows with the declared kinds.
        discussion: HelpColumns.row("", """
            Writes the snapshot and the tables PokeAPI has (\(TableKind.listed(TableKind.inPokeAPI))) from
            PokeAPI's CSV data (data/v2/csv), or the snapshot's species and type lists and the species and
            type tables from a PokeAPI server (https://pokeapi.co or a self-hosted copy; the /pokemon list
            and the other tables are kept as they were). The CSV dump has no Pokédex entries: \(TableKind.listed(TableKind.fromSpeciesResponses))
            come from PokeAPI's recorded /pokemon-species/{id} responses (github.com/PokeAPI/api-data), each
            language's entry of the newest game (by version_groups.csv order), laid out as display text
            (Resources/README.md, Prose); without --api-data they are read from DIR/../api/v2/pokemon-species
            beside the CSV when it is there, else left as they are. Writes each file atomically, only if it changes.
            The corrections file applies on the way in; a name PokeAPI writes with white space around
            it or not in NFC, which no correction records, is written trimmed and in NFC and reported
            with its file and line and the correction's lines to record.
            """.replacing("\n", with: " "), indent: 0, descriptionColumn: 0),
        options: [
            ImportPokeAPIOption.csv,
            ImportPokeAPIOption.apiData,
            ImportPokeAPIOption.api,
            .tables,
            ImportPokeAPIOption.taken,
        ],
        exitCodes: "0 imported, 2 could not run.",
        writes: .always)
}

/// The options of `loccheck import-pokeapi`, each declared once: the help lists them, the command reads them.
enum ImportPokeAPIOption {
    /// `--csv`.
    static let csv = Option.value("--csv", "DIR",
            help: "PokeAPI's data/v2/csv directory.")

    /// `--api-data`.
    static let apiData = Option.value("--api-data", "DIR",
            help: "PokeAPI's recorded responses, for the Pokédex entries: the folder that holds api/v2/pokemon-species/{id}/index.json (the data folder of a checkout of github.com/PokeAPI/api-data). Default: DIR/.. of --csv, when it holds them.")

    /// `--api`.
    static let api = Option.value("--api", "URL",
            help: "A PokeAPI server, such as https://pokeapi.co (/api/v2/ is added).")

    /// `--taken`.
    static let taken = Option.value("--taken", "DATE",
            help: "The date for the snapshot's header (default: today; kept when the lists are unchanged).")
}
