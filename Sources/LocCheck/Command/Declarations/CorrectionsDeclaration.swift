import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck corrections`.
    static let corrections = CommandDeclaration(
        name: "corrections",
        abstract: "List the corrections (loccheck-corrections.txt), or print them as PokeAPI CSV rows to send upstream.",
        usage: ["corrections [--format text|pokeapi] [--csv DIR] [--tables DIR]"],
        discussion: """
        Lists the corrections in DIR/loccheck-corrections.txt: names that came in wrong from a source
        (PokeAPI, or a list `loccheck import` read), each with the source's name, the corrected name
        and the reason with its evidence. Three lines per correction:

            species zh-Hans minun upstream = 負电拍拍
            species zh-Hans minun corrected = 负电拍拍
            species zh-Hans minun reason = 負 is the Traditional form of 负; …

        import-pokeapi, import and fix write the corrected name wherever the source still has the
        upstream one; `loccheck` reports a table that lost a correction (correction-not-applied) or
        no longer matches it (stale-correction), and with --csv DIR a correction PokeAPI no longer
        needs.
        """,
        options: [
            CorrectionsOption.format,
            CorrectionsOption.csv,
            .tables,
        ],
        exitCodes: "0 listed, 2 could not run.",
        writes: .never)
}

/// The options of `loccheck corrections`, each declared once: the help lists them, the command reads them.
enum CorrectionsOption {
    /// `--format`.
    static let format = Option.value("--format", "FORMAT",
            help: "text (default), or pokeapi: the corrected rows of PokeAPI's CSV files (pokemon_species_names.csv, type_names.csv, pokemon_form_names.csv), to send upstream; needs --csv.")

    /// `--csv`.
    static let csv = Option.value("--csv", "DIR",
            help: "PokeAPI's data/v2/csv, whose rows are printed with the corrected names.")
}
