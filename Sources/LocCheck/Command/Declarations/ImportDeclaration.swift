import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck import`.
    static let importNames = CommandDeclaration(
        name: "import",
        abstract: "Write a translated PO or XLIFF file back into the tables, or fill one table from a JSON array or a CSV/TSV of slug, name.",
        usage: ["import FILE.po|FILE.xlf [--locale LOCALE] [--overwrite] [--dry-run] [--tables DIR]", "import --locale LOCALE --from FILE [--table TABLE] [--source TEXT] [--tables DIR]"],
        discussion: """
        The file's extension says what it is (`--from FILE.po` works too).

        A gettext PO or XLIFF 1.2 file (.po, .xlf, .xliff), as `loccheck export` writes it and
        translators' tools return it, holds every table; each entry's key is TABLE:KEY, its msgctxt
        or trans-unit id, or where converters that renumber ids keep it (resname, the location,
        a `#:` reference). Its translated entries are written into the locale's tables, changing only
        the lines whose names changed (a key a table lacks gets a line where it belongs).

        An import fills names the tables lack or have empty. A name the tables already have is
        replaced only with --overwrite: without it, each entry that would replace one is an error,
        and if there is any, nothing of the file is written, not even the fills (a file that
        disagrees with reviewed names may be another locale's or an old export). --dry-run prints
        what would change, as a diff, and writes nothing.

        Fuzzy entries (XLIFF: approved="no" or a needs-… state), untranslated ones, ones translated
        from an English text that has changed since, and keys the tables don't have are reported and
        never written; so are a key the file has twice (at each of its lines), a text over
        \(TableLimits.describe(TableLimits.valueBytes)) or with an invisible character (see `loccheck check --help`), and XLIFF inline
        markup other than loccheck's own <ph> placeholders. A label must keep its {species} and
        {form}. The locale is the file's (PO Language, XLIFF target-language) unless --locale gives
        it. The changed tables are staged (each written whole beside itself) and then renamed one
        after the other: a kill leaves each table old or new, and running the same import again
        completes it and removes what the killed run left. An export imported unchanged changes no
        byte.

        Any other FILE fills one table of LOCALE and writes it in the API's order: a JSON array of
        names in the table's order (National Pokédex order for species; null for a name not known),
        CSV/TSV rows of slug and name (a `slug,name` header is optional), or a JSON object with a
        `species` array and a `types` object keyed by slug (Pokémon GO's names). Listed names replace
        the file's; names the file has and the list lacks are kept; keys with neither get an empty
        name, which `loccheck` reports. Names are trimmed and brought to NFC. A name that
        loccheck-corrections.txt corrects is written corrected.
        """,
        options: [
            ImportNamesOption.locale,
            ImportNamesOption.from,
            ImportNamesOption.table,
            ImportNamesOption.source,
            ImportNamesOption.untranslatedOnly,
            ImportNamesOption.overwrite,
            ImportNamesOption.dryRun,
            .tables,
            .overBundled,
        ],
        exitCodes: "0 imported, 1 entries refused or names that need --overwrite (each printed as FILE:LINE: error), 2 could not run.",
        writes: .always)
}

/// The options of `loccheck import`, each declared once: the help lists them, the command reads them.
enum ImportNamesOption {
    /// `--locale`.
    static let locale = Option.value("--locale", "LOCALE",
            help: "The BCP 47 locale to fill, such as ru or pt-BR.")

    /// `--from`.
    static let from = Option.value("--from", "FILE",
            help: "The list of names (or the PO or XLIFF file).")

    /// `--table`.
    static let table = Option.value("--table", "TABLE",
            help: "For a list: \(TableKind.listed(TableKind.translated, "or")) (default: species).")

    /// `--source`.
    static let source = Option.value("--source", "TEXT",
            help: "For a list: where the names came from, for the file's header comment.")

    /// `--untranslated-only`.
    static let untranslatedOnly = Option.flag("--untranslated-only",
            help: "For a list: fill only names that are missing, empty or the English one.")

    /// `--overwrite`.
    static let overwrite = Option.flag("--overwrite",
            help: "For a PO or XLIFF file: replace names the tables have.")

    /// `--dry-run`.
    static let dryRun = Option.flag("--dry-run",
            help: "For a PO or XLIFF file: print the changes as a diff, write nothing.")
}
