/// The help of the subcommands that compare names with their sources.
extension HelpText {
    static let compare = """
    USAGE: loccheck compare --with FILE [--locale LOCALE] [--table TABLE] [--tables DIR] [OPTIONS]

    Lists every name that the tables and another list both have but spell differently, at the
    table's line, classified as punctuation/spacing, diacritics, case or a different name (or
    the fewest of the first three that explain it), then a summary per table. FILE is any list
    `loccheck import` reads: a JSON array in the table's order, CSV/TSV of slug and name, or a
    {species, types} JSON object such as Pokémon GO's names (then both tables are compared).
    Differences the baseline accepts (`source-mismatch TABLE LOCALE KEY = reason`) say so.

    To compare on every run, pin the list in loccheck-config.txt: `compare TABLE LOCALE = FILE`.

    OPTIONS:
      --with FILE       The other list of names.
      --locale LOCALE   The locale to compare (default: the `locale` a JSON object declares).
      --table TABLE     species or types (default: species, or every table the object has).
      --tables DIR      The tables directory (default: ./Resources, else the package's own).
      --baseline FILE   Accepted differences (default: DIR/loccheck-baseline.txt).
      -h, --help        Show this help.

    EXIT CODES: 0 no difference the baseline doesn't accept, 1 differences, 2 could not run.

    """

    static let corrections = """
    USAGE: loccheck corrections [--format text|pokeapi] [--csv DIR] [--tables DIR]

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

    OPTIONS:
      --format FORMAT   text (default), or pokeapi: the corrected rows of PokeAPI's CSV files
                        (pokemon_species_names.csv, type_names.csv, pokemon_form_names.csv),
                        to send upstream; needs --csv.
      --csv DIR         PokeAPI's data/v2/csv, whose rows are printed with the corrected names.
      --tables DIR      The tables directory (default: ./Resources, else the package's own).
      -h, --help        Show this help.

    EXIT CODES: 0 listed, 2 could not run.

    """
}
