import PokeCommandLine

/// The options several of loccheck's subcommands take with the same meaning, declared once.
extension Option {
    /// `--tables DIR`: the tables directory.
    static let tables = Option.value(
        "--tables", "DIR",
        help: "The tables directory (default: ./Resources; --package-tables: the Resources/ of the checkout loccheck was built from).")
    /// `--over-bundled` for the subcommands that write a layer's tables.
    static let overBundled = Option.flag(
        "--over-bundled",
        help: "DIR is an app's own tables (a target's Localization/), a layer over the bundled ones: every table and key of the bundled English, with DIR's English over it (swift package loccheck-edit passes it).")
}
