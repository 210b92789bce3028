import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck compare`.
    static let compare = CommandDeclaration(
        name: "compare",
        abstract: "List the names a table spells differently from another list, each classified: punctuation/spacing, diacritics, case or a different name.",
        usage: ["compare --with FILE [--locale LOCALE] [--table TABLE] [--tables DIR] [OPTIONS]"],
        discussion: """
        Lists every name that the tables and another list both have but spell differently, at the
        table's line, classified as punctuation/spacing, diacritics, case or a different name (or
        the fewest of the first three that explain it), then a summary per table. FILE is any list
        `loccheck import` reads: a JSON array in the table's order, CSV/TSV of slug and name, or a
        {species, types} JSON object such as Pokémon GO's names (then both tables are compared).
        Differences the baseline accepts (`source-mismatch TABLE LOCALE KEY = reason`) say so.

        To compare on every run, pin the list in loccheck-config.txt: `compare TABLE LOCALE = FILE`.
        """,
        options: [
            CompareOption.with,
            CompareOption.locale,
            CompareOption.table,
            .tables,
            CompareOption.baseline,
        ],
        exitCodes: "0 no difference the baseline doesn't accept, 1 differences, 2 could not run.",
        writes: .never)
}

/// The options of `loccheck compare`, each declared once: the help lists them, the command reads them.
enum CompareOption {
    /// `--with`.
    static let with = Option.value("--with", "FILE",
            help: "The other list of names.")

    /// `--locale`.
    static let locale = Option.value("--locale", "LOCALE",
            help: "The locale to compare (default: the `locale` a JSON object declares).")

    /// `--table`.
    static let table = Option.value("--table", "TABLE",
            help: "species or types (default: species, or every table the object has).")

    /// `--baseline`.
    static let baseline = Option.value("--baseline", "FILE",
            help: "Accepted differences (default: DIR/loccheck-baseline.txt).")
}
