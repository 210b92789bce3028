import PokeCommandLine

/// The options of `pokedex list` alone, each declared once: the help lists them, the command reads them.
enum ListOption {
    /// `--sort`, one of ``Order``'s words.
    static let sort = Option.value("--sort", "S",
            help: "number (default): PokeAPI's order; name: by name in the locale's order, through ICU's collation (가나다 for ko, kana order for ja, pinyin for zh-Hans, strokes for zh-Hant), equal names by number. --offset and --limit then count in that order.")
    /// `--limit`.
    static let limit = Option.value("--limit", "N", help: "At most N entries (default: all).")
    /// `--offset`.
    static let offset = Option.value("--offset", "N", help: "Skip the first N entries (default: 0).")

    /// What `--sort` takes.
    enum Order: String, CaseIterable {
        case number, name
    }
}
