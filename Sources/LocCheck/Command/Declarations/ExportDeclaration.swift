import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck export`.
    static let export = CommandDeclaration(
        name: "export",
        abstract: "Write a locale's names with their English as one PO or XLIFF file for translators' tools.",
        usage: ["export LOCALE [--format po|xliff] [-o FILE] [--untranslated-only] [--tables DIR]"],
        // Wrapped here: the list of tables grows with the declared kinds.
        discussion: HelpColumns.row("", """
            Writes every name of LOCALE with its English source as one gettext PO or XLIFF 1.2 file, for
            translators' tools (Poedit, Weblate, Crowdin, Lokalise, Xcode): all tables,
            \(TableKind.listed(TableKind.translated)). Each entry's context is TABLE:KEY (species:bulbasaur,
            ui:form-pattern), stable across exports; its note gives the National Pokédex number, the
            species a form belongs to, or what a label is for. {species} and {form} are marked: PO's
            `#, python-brace-format` (checked by `msgfmt --check`), XLIFF's <ph>. A name the locale lacks
            has an empty msgstr (no <target>); a locale without tables yet exports every entry empty.
            The key is also each entry's `#:` reference (PO) and its resname and location (XLIFF), where
            converters such as translate-toolkit's xliff2po and po2xliff keep it when they renumber ids.
            Send the file back with `loccheck import FILE`.
            """.replacing("\n", with: " "), indent: 0, descriptionColumn: 0),
        options: [
            ExportOption.format,
            ExportOption.output,
            ExportOption.untranslatedOnly,
            .tables,
            .overBundled,
        ],
        exitCodes: "0 written, 2 could not run.",
        writes: .with([ExportOption.output.name]))
}

/// The options of `loccheck export`, each declared once: the help lists them, the command reads them.
enum ExportOption {
    /// `--format`.
    static let format = Option.value("--format", "FORMAT",
            help: "po or xliff (default: from the extension of --output).")

    /// `--output`.
    static let output = Option.value("--output", "FILE", aliases: ["-o"],
            help: "Write FILE, atomically (default, or `-`: standard output; a pipe or device such as /dev/stdout is written as it is, and the summary goes to stderr). A FILE inside the tables directory (links followed), or a directory, is refused.")

    /// `--untranslated-only`.
    static let untranslatedOnly = Option.flag("--untranslated-only",
            help: "Only the entries the locale has no name for.")
}
