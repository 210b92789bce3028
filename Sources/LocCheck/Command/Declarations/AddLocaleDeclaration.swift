import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck add-locale`.
    static let addLocale = CommandDeclaration(
        name: "add-locale",
        abstract: "Create every table of a new locale, with every key, empty names and the English above each line.",
        usage: ["add-locale LOCALE [--tables DIR]"],
        discussion: """
        Creates <table>/LOCALE.txt for every table the directory has, with every key and an empty
        name, so `loccheck` lists exactly what is left to translate. Above each line a comment gives
        the English and what the entry is (`# en: Bulbasaur — National Pokédex No. 1.`). LOCALE
        must be a BCP 47 tag (pt-BR, sr-Latn, zh-Hant). Existing files are kept as they are.
        """,
        options: [
            .tables,
            .overBundled,
        ],
        exitCodes: "0 created (or every file there already), 2 could not run.",
        writes: .always)
}
