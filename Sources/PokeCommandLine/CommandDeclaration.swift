/// A subcommand declared once: its name, what it does, its usage lines, its options with their
/// help, the sections of its help page, its exit codes, and whether it writes files. The help
/// pages, the overview's list of subcommands, "did you mean", dispatch and the plugins' split
/// between checking and editing all derive from it; nothing lists the subcommands or their options
/// again.
package struct CommandDeclaration: Sendable {
    /// Whether running the command may write files.
    package enum Writes: Sendable, Equatable {
        /// Never (it reads and prints).
        case never
        /// Always (it writes the tables or a file it is given).
        case always
        /// Only with one of these options.
        case with([String])

        /// Whether these option names, as given, make the command write.
        package func when(given options: some Sequence<String>) -> Bool {
            switch self {
            case .never: false
            case .always: true
            case .with(let writing): options.contains(where: writing.contains)
            }
        }
    }

    /// The word that picks it, such as `check`.
    package let name: String
    /// One line for the tool's list of subcommands.
    package let abstract: String
    /// What follows the tool's name on each usage line, such as `check [--tables DIR] [OPTIONS]`.
    package let usage: [String]
    /// Paragraphs after the usage, separated by blank lines.
    package let discussion: String
    /// Sections before OPTIONS: a title and its text, kept as written.
    package let sections: [(title: String, text: String)]
    /// Sections after OPTIONS, before the exit codes, such as a list of finding kinds.
    package let notes: [(title: String, text: String)]
    /// The options, in the order the help lists them; `--help` is added.
    package let options: [Option]
    /// The text after `EXIT CODES: `.
    package let exitCodes: String
    /// Whether it writes files.
    package let writes: Writes

    package init(name: String, abstract: String, usage: [String], discussion: String,
                 sections: [(title: String, text: String)] = [], options: [Option], notes: [(title: String, text: String)] = [],
                 exitCodes: String, writes: Writes) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.sections = sections
        self.notes = notes
        self.options = options.contains(.help) ? options : options + [.help]
        self.exitCodes = exitCodes
        self.writes = writes
    }

    /// A declaration whose one usage line is made from its options (``synopsis(_:operands:options:)``),
    /// so the usage can't name an option the command lacks or leave one out.
    /// - Parameter operands: what follows the name besides options, such as `<text>`; may be empty.
    package init(name: String, abstract: String, operands: String, discussion: String,
                 sections: [(title: String, text: String)] = [], options: [Option], notes: [(title: String, text: String)] = [],
                 exitCodes: String, writes: Writes) {
        self.init(name: name, abstract: abstract, usage: [Self.synopsis(name, operands: operands, options: options)],
                  discussion: discussion, sections: sections, options: options, notes: notes, exitCodes: exitCodes, writes: writes)
    }

    /// Whether the command takes an option of this long name.
    package func takes(_ option: String) -> Bool { options.contains { $0.name == option } }

    /// A usage line made from the options themselves, so it can't name one the command lacks:
    /// `show <id | slug | name> [--locale LOCALE] [--api URL]`, `--help` left out.
    /// - Parameter operands: what follows the name besides options, such as `<text>`; may be empty.
    package static func synopsis(_ name: String, operands: String = "", options: [Option]) -> String {
        ([name, operands] + options.filter { $0 != .help }.map(\.synopsis)).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The help page, laid out as every page of the package's tools is (`USAGE:`, paragraphs,
    /// sections, `OPTIONS:`, `EXIT CODES:`), lines wrapped at ``HelpColumns/lineWidth``.
    package func helpPage(tool: String) -> String {
        var page = "USAGE: " + usage.map { "\(tool) \($0)" }.joined(separator: "\n       ") + "\n\n"
        page += discussion.trimmingTrailingNewlines() + "\n\n"
        for section in sections {
            page += "\(section.title):\n" + section.text.trimmingTrailingNewlines() + "\n\n"
        }
        page += "OPTIONS:\n" + HelpColumns.options(options) + "\n"
        for note in notes {
            page += "\(note.title):\n" + note.text.trimmingTrailingNewlines() + "\n\n"
        }
        page += HelpColumns.paragraph("EXIT CODES: " + exitCodes)
        return page
    }
}

extension HelpColumns {
    /// An OPTIONS section: each option's term, then its help from one column (the terms' widest
    /// plus two, at least 18), wrapped.
    package static func options(_ options: [Option]) -> String {
        let column = max(18, (options.map { 2 + $0.term.count + 2 }.filter { $0 <= 26 }.max() ?? 18))
        return options.map { row($0.term, $0.help, descriptionColumn: column) }.joined()
    }

    /// A tool's SUBCOMMANDS rows: each subcommand's name, then its abstract from `column`, wrapped.
    package static func subcommands(_ declarations: [CommandDeclaration], descriptionColumn column: Int = 20) -> String {
        declarations.map { row($0.name, $0.abstract, descriptionColumn: column) }.joined()
    }

    /// Text wrapped at ``lineWidth``, from column 0.
    package static func paragraph(_ text: String) -> String {
        String(row("", text, descriptionColumn: 0))
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
