import ArgumentParser
import LocCheck
import PokeTables

/// `loccheck export LOCALE`: a locale's names with their English as one PO or XLIFF file, or any
/// locales' as one String Catalog.
struct ExportCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a locale's names with their English as one PO or XLIFF file, or locales' as a String Catalog.",
        discussion: """
            Writes every name of LOCALE with its English source as one gettext PO or XLIFF 1.2 file, for \
            translators' tools (Poedit, Weblate, Crowdin, Lokalise, Xcode): all tables, \
            \(TableKind.listed(TableKind.translated)). Each entry's context is TABLE:KEY (species:bulbasaur, \
            ui:form-pattern), stable across exports; its note gives the National Pokédex number, the \
            species a form belongs to, or what a label is for. {species} and {form} are marked: PO's \
            `#, python-brace-format` (checked by `msgfmt --check`), XLIFF's <ph>. A name the locale lacks \
            has an empty msgstr (no <target>); a locale without tables yet exports every entry empty. \
            The key is also each entry's `#:` reference (PO) and its resname and location (XLIFF), where \
            converters such as translate-toolkit's xliff2po and po2xliff keep it when they renumber ids. \
            Send the file back with `loccheck import FILE`.

            --format xcstrings writes an Xcode String Catalog instead: the LOCALEs given (default: every \
            locale the tables have) in one file, English its source language, one string per entry keyed \
            TABLE:KEY with the note as its comment, extractionState manual and each locale's name as a \
            translated stringUnit (a name the locale lacks has no localization). --kind picks tables \
            (default: all); --catalog-version 1.1 writes Xcode 26's version (default 1.0). It is laid out \
            as Xcode writes catalogs, so saving it in Xcode changes nothing.

            EXIT CODES: 0 written, 2 could not run.
            """)

    static let writes = Writes.with(["--output"])
    static let takesLayer = true

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The BCP 47 tag of the locale to export, such as ko (a String Catalog: any number, default all).")
    var locales: [String] = []
    @Option(help: ArgumentHelp("po, xliff or xcstrings (default: from the extension of --output).", valueName: "FORMAT"))
    var format: ExchangeFormat?
    @Option(
        name: .customLong("kind"),
        help: ArgumentHelp("For a String Catalog: a table to export; repeat it for more (default: every table).", valueName: "TABLE"))
    var kinds: [TableKind] = []
    @Option(help: ArgumentHelp("For a String Catalog: the format version, 1.0 or 1.1.", valueName: "VERSION"))
    var catalogVersion: CatalogVersion = .xcode15
    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp(
            "Write FILE, atomically (default, or `-`: standard output; a pipe or device such as /dev/stdout is written as it is, and the summary goes to stderr). A FILE inside the tables directory (links followed), or a directory, is refused.",
            valueName: "FILE"))
    var output: String?
    @Flag(help: "Only the entries the locale has no name for.")
    var untranslatedOnly = false
    @OptionGroup var tables: TablesOption
    @Flag(
        help:
            "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones: every table and key of the bundled English, with DIR's English over it."
    )
    var overBundled = false

    var writesFiles: Bool { output.map { $0 != "-" } ?? false }
    var readsLayer: Bool { overBundled }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.export(
            locales, format: format, outputPath: output, untranslatedOnly: untranslatedOnly, tablesPath: tables.path,
            overBundled: overBundled, kinds: kinds, catalogVersion: catalogVersion)
    }
}

extension ExchangeFormat: ExpressibleByArgument {}
extension CatalogVersion: ExpressibleByArgument {}
