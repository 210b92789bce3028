import ArgumentParser
import LocCheck
import PokeTables

/// `loccheck import`: a translated PO or XLIFF file back into the tables, or a list of names into one table.
struct ImportCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Write a translated PO, XLIFF or String Catalog file back into the tables, or fill one table from a JSON array or a CSV/TSV of slug, name.",
        usage: """
            loccheck import FILE.po|FILE.xlf|FILE.xcstrings [--locale LOCALE] [--overwrite] [--dry-run] [--tables DIR]
            loccheck import --locale LOCALE --from FILE [--table TABLE] [--source TEXT] [--untranslated-only] [--tables DIR]
            """,
        discussion: """
            The file's extension says what it is (`--from FILE.po` works too). A gettext PO or XLIFF 1.2 \
            file (.po, .xlf, .xliff), as `loccheck export` writes it and translators' tools return it, \
            holds every table; each entry's key is TABLE:KEY, its msgctxt or trans-unit id, or where \
            converters that renumber ids keep it (resname, the location, a `#:` reference). Its \
            translated entries are written into the locale's tables, changing only the lines whose \
            names changed (a key a table lacks gets a line where it belongs).

            An import fills names the tables lack or have empty. A name the tables already have is \
            replaced only with --overwrite: without it, each entry that would replace one is an error, \
            and if there is any, nothing of the file is written, not even the fills (a file that \
            disagrees with reviewed names may be another locale's or an old export). --dry-run prints \
            what would change, as a diff, and writes nothing.

            Fuzzy entries (XLIFF: approved="no" or a needs-… state), untranslated ones, ones translated \
            from an English text that has changed since, and keys the tables don't have are reported and \
            never written; so are a key the file has more than once (once, at its first line, with its \
            count), a text over \(TableLimits.describe(TableLimits.valueBytes)), on more than one line or with a control or invisible \
            character, and XLIFF inline markup other than loccheck's own <ph> placeholders. A label must \
            keep its {species} and {form}. The locale is the file's (PO Language, XLIFF \
            target-language) unless --locale gives it. An Xcode String Catalog (.xcstrings) holds every \
            locale: each is imported in turn (--locale picks one); its translated stringUnits are names, \
            needs_review and new ones are reported as fuzzy, and a localization with variations or \
            substitutions is refused. The changed tables are staged (each written whole \
            beside itself) and then renamed one after the other: a kill leaves each table old or new, \
            and running the same import again completes it.

            Any other FILE fills one table of LOCALE and writes it in the API's order: a JSON array of \
            names in the table's order (National Pokédex order for species; null for a name not known), \
            CSV/TSV rows of slug and name (a `slug,name` header is optional), or a JSON object with a \
            `species` array and a `types` object keyed by slug (Pokémon GO's names). Listed names replace \
            the file's; names the file has and the list lacks are kept. Names are trimmed and brought to \
            NFC; a name that loccheck-corrections.txt corrects is written corrected.

            EXIT CODES: 0 imported (no entry refused), 1 nothing written: entries refused or names that need --overwrite (each printed \
            as FILE:LINE: error), 3 partly imported: some names written, some entries refused (each printed), 2 could not run.
            """)

    static let writes = Writes.always
    static let takesLayer = true

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("A PO, XLIFF or String Catalog (.xcstrings) file.", valueName: "FILE"))
    var file: String?
    @Option(help: ArgumentHelp("The BCP 47 locale to fill, such as ru or pt-BR.", valueName: "LOCALE"))
    var locale: String?
    @Option(help: ArgumentHelp("The list of names (or the PO or XLIFF file).", valueName: "FILE"))
    var from: String?
    @Option(help: ArgumentHelp("For a list: \(TableKind.listed(TableKind.translated, "or")) (default: species).", valueName: "TABLE"))
    var table: TableKind?
    @Option(help: ArgumentHelp("For a list: where the names came from, for the file's header comment.", valueName: "TEXT"))
    var source: String?
    @Flag(help: "For a list: fill only names that are missing, empty or the English one.")
    var untranslatedOnly = false
    @Flag(help: "For a PO or XLIFF file: replace names the tables have.")
    var overwrite = false
    @Flag(help: "For a PO or XLIFF file: print the changes as a diff, write nothing.")
    var dryRun = false
    @OptionGroup var tables: TablesOption
    @Flag(help: "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones.")
    var overBundled = false

    var writesFiles: Bool { !dryRun }
    var readsLayer: Bool { overBundled }

    /// The exchange file, by its extension: the operand, or `--from` when it is one.
    private var exchangeFile: (path: String, format: ExchangeFormat)? {
        (from.flatMap { ExchangeFormat(fileName: $0) != nil ? $0 : nil } ?? file).flatMap { path in
            ExchangeFormat(fileName: path).map { (path, $0) }
        }
    }

    func validate() throws {
        if let file, from != nil { throw ValidationError("give the file once: `loccheck import \(file)` or `--from \(file)`.") }
        guard let exchange = exchangeFile else {
            if let file {
                throw ValidationError(
                    "`\(file)` is not a .po, .xlf or .xcstrings file; for a JSON or CSV list of names use `loccheck import --locale LOCALE --from \(file)`."
                )
            }
            if overwrite || dryRun {
                throw ValidationError(
                    "\(overwrite ? "--overwrite" : "--dry-run") applies to a PO or XLIFF file; a list of names replaces the table's names it lists."
                )
            }
            if locale == nil || from == nil {
                throw ValidationError(
                    "import needs a PO or XLIFF file, or --locale LOCALE and --from FILE, such as `loccheck import --locale ru --from ru.json`."
                )
            }
            return
        }
        let listOnly = [(table != nil, "--table"), (source != nil, "--source"), (untranslatedOnly, "--untranslated-only")]
        if let option = listOnly.first(where: \.0)?.1 {
            throw ValidationError(
                "\(option) does not apply to a \(exchange.format.name) file, which holds every table; use `loccheck import FILE [--locale LOCALE] [--tables DIR]`."
            )
        }
    }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        if let exchange = exchangeFile {
            return try session.importTranslations(
                exchange.path, format: exchange.format, localeText: locale, tablesPath: tables.path,
                overBundled: overBundled, overwrite: overwrite, dryRun: dryRun)
        }
        return try session.importNames(
            from: from ?? "", locale: locale ?? "", table: table ?? .species, source: source,
            untranslatedOnly: untranslatedOnly, tablesPath: tables.path, overBundled: overBundled)
    }
}

extension TableKind: ExpressibleByArgument {}
