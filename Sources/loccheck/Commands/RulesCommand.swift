import ArgumentParser
import LocCheck

/// `loccheck rules`: every code loccheck reports, with its severity, summary and fix.
struct RulesCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every code loccheck reports, with its default severity, what it reports and how to fix it.",
        discussion: """
            Each rule declares its codes beside its check; this lists them all. --format markdown \
            writes docs/loccheck-rules.md, --format json-schema the JSON report's schema \
            (docs/loccheck-report.schema.json), whose finding kinds are these codes.

            EXIT CODES: 0 listed, 2 could not run.
            """)

    static let writes = Writes.never

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("text (default), markdown, or json-schema.", valueName: "FORMAT"))
    var format: LocCheckSession.RulesFormat = .text

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        session.rules(format: format)
    }
}

extension LocCheckSession.RulesFormat: ExpressibleByArgument {}
