import PokeCommandLine

/// The options of `pokedex search` alone, each declared once: the help lists them, the command reads them.
enum SearchOption {
    /// How many matches search prints without `--limit`.
    static let defaultLimit = 10
    /// `--limit`: search's own, as its default differs from list's.
    static let limit = Option.value("--limit", "N", help: "At most N matches (default: \(defaultLimit)).")
    /// `--explain`.
    static let explain = Option.flag("--explain",
            help: "Under each match, the key the query was compared with, the key it matched, and how much of that key it covered: for bug reports and translators.")
}
