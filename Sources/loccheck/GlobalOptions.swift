import ArgumentParser

/// The options every command takes: declared once, as an option group of each.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Use the Resources/ of the checkout loccheck was built from where --tables DIR is not given.")
    var packageTables = false

    @Flag(
        help:
            "Write no file. A command or option that would write (fix, import, --write-baseline…) is refused before it runs; `swift package loccheck` always passes it."
    )
    var readOnly = false

    /// The names of the options, as they are written.
    static let names = ["--package-tables", "--read-only"]

    /// `arguments` with the options every command takes moved after the command's name (before
    /// `--`), so they may stand anywhere, as the plugins write them: `--read-only fix --dry-run`.
    static func movedAfterCommand(_ arguments: [String], commands: [String]) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let global = arguments[..<end].filter(names.contains)
        guard !global.isEmpty else { return arguments }
        var rest = arguments[..<end].filter { !names.contains($0) }
        let commandAt = rest.first.flatMap { commands.contains($0) ? 1 : nil } ?? 0
        rest.insert(contentsOf: global, at: commandAt)
        return rest + arguments[end...]
    }
}

/// `--tables DIR`, which every command that reads tables takes.
struct TablesOption: ParsableArguments {
    @Option(
        name: .customLong("tables"),
        help: ArgumentHelp(
            "The tables directory (default: ./Resources; --package-tables: the Resources/ of the checkout loccheck was built from).",
            valueName: "DIR"))
    var path: String?
}
