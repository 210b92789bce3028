/// `loccheck export --help`, beside the command it describes.
extension HelpText {
    static let export = """
    USAGE: loccheck export LOCALE [--format po|xliff] [-o FILE] [--untranslated-only] [--tables DIR]

    Writes every name of LOCALE with its English source as one gettext PO or XLIFF 1.2 file, for
    translators' tools (Poedit, Weblate, Crowdin, Lokalise, Xcode): all tables, species, types,
    ui, forms and fullnames. Each entry's context is TABLE:KEY (species:bulbasaur,
    ui:form-pattern), stable across exports; its note gives the National Pokédex number, the
    species a form belongs to, or what a label is for. {species} and {form} are marked: PO's
    `#, python-brace-format` (checked by `msgfmt --check`), XLIFF's <ph>. A name the locale lacks
    has an empty msgstr (no <target>); a locale without tables yet exports every entry empty.
    The key is also each entry's `#:` reference (PO) and its resname and location (XLIFF), where
    converters such as translate-toolkit's xliff2po and po2xliff keep it when they renumber ids.
    Send the file back with `loccheck import FILE`.

    OPTIONS:
      --format FORMAT       po or xliff (default: from the extension of --output).
      -o, --output FILE     Write FILE, atomically (default, or `-`: standard output; a pipe or
                            device such as /dev/stdout is written as it is, and the summary
                            goes to stderr). A FILE inside the tables directory (links
                            followed), or a directory, is refused.
      --untranslated-only   Only the entries the locale has no name for.
      --tables DIR          The tables directory (default: ./Resources; --package-tables:
                            the Resources/ of the checkout loccheck was built from).
      --over-bundled        DIR is an app's own tables (a target's Localization/), a layer over
                            the bundled ones: every table and key of the bundled English, with
                            DIR's English over it (swift package loccheck-edit passes it).
      -h, --help            Show this help.

    EXIT CODES: 0 written, 2 could not run.

    """
}
