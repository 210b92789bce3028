import ArgumentParser
import LocCheck

/// `loccheck add-locale LOCALE`: every table of a new locale, with every key and empty names.
struct AddLocaleCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add-locale",
        abstract: "Create every table of a new locale, with every key, empty names and the English above each line.",
        discussion: """
            Creates <table>/LOCALE.txt for every table the directory has, with every key and an empty \
            name, so `loccheck` lists exactly what is left to translate. Above each line a comment gives \
            the English and what the entry is (`# en: Bulbasaur — National Pokédex No. 1.`). LOCALE \
            must be a BCP 47 tag (pt-BR, sr-Latn, zh-Hant). Existing files are kept as they are.

            EXIT CODES: 0 created (or every file there already), 2 could not run.
            """)

    static let writes = Writes.always
    static let takesLayer = true

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The BCP 47 tag of the new locale, such as pt-BR.")
    var locale: String
    @OptionGroup var tables: TablesOption
    @Flag(
        help:
            "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones (swift package loccheck-edit passes it).")
    var overBundled = false

    var readsLayer: Bool { overBundled }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.addLocale(locale, tablesPath: tables.path, overBundled: overBundled)
    }
}
