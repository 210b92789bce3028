import ArgumentParser
import Foundation
import Testing

@testable import pokedex

/// Every subcommand pokedex declares, walked from its ArgumentParser declaration, in process:
/// what its parser reads (ArgumentParser's `--experimental-dump-help`) against what its help
/// page lists, the overview's line for it, and the options its parser accepts and refuses.
@Suite("pokedex's subcommands, walked from their declarations")
struct DeclaredSubcommandTests {
    static let names = ["list", "show", "search", "browse"]

    static func subcommand(_ name: String) throws -> any PokedexSubcommand.Type {
        try #require(PokedexCommand.subcommands.first { $0.configuration.commandName == name })
    }

    /// What `pokedex <arguments>` prints when ArgumentParser answers instead of running a
    /// subcommand (help, the dump of the help, a usage error), made in process.
    static func answer(_ arguments: [String]) throws -> (text: String, exitCode: ExitCode) {
        do {
            // Help comes back as ArgumentParser's help command, which throws its page when run.
            var command = try PokedexCommand.parseAsRoot(arguments)
            if !(command is any PokedexSubcommand) { try command.run() }
        } catch {
            return (PokedexCommand.fullMessage(for: error, columns: 100), PokedexCommand.exitCode(for: error))
        }
        Issue.record("pokedex \(arguments) parsed; expected help or an error")
        return ("", .success)
    }

    /// Runs of spaces and new lines as one space: a help row wraps where the width says.
    static func collapsed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The rows of a page's `TITLE:` section, up to the blank line after it.
    static func section(_ title: String, of page: String) throws -> String {
        let start = try #require(page.range(of: "\n\(title):\n"), "no \(title) section in\n\(page)").upperBound
        return String(page[start...].split(separator: "\n\n", maxSplits: 1).first ?? "")
    }

    /// Whether `term` stands in `text` as a word of its own (`--limit` is not in `--limits`).
    static func hasTerm(_ text: String, _ term: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: term) {
            let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
            if !(before.isLetter || before.isNumber || before == "-"), !(after.isLetter || after.isNumber || after == "-") { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// The terms a section's rows start with (`--locale <locale>`, `-h, --help`), up to the gap
    /// before their help.
    static func terms(of section: String) -> [String] {
        section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let row = line.dropFirst(2)
            return String(row.range(of: "  ").map { row[..<$0.lowerBound] } ?? row)
        }
    }

    /// Whether a row of `section` is for `spelling`.
    static func lists(_ section: String, _ spelling: String) -> Bool {
        terms(of: section).contains { hasTerm($0, spelling) }
    }

    @Test("the subcommands are the ones ArgumentParser dispatches to, in the help's order")
    func declaredOnce() {
        #expect(PokedexCommand.subcommands.map { $0.configuration.commandName } == Self.names)
        #expect(PokedexCommand.configuration.subcommands.map { $0.configuration.commandName } == Self.names)
    }

    @Test(
        "`pokedex <subcommand> --help` lists every option, flag and argument the subcommand parses, with its help",
        arguments: names)
    func helpListsEverythingParsed(name: String) throws {
        // What the parser reads, as `pokedex <subcommand> --experimental-dump-help` says it: with
        // what the subcommand has from pokedex (--version, --help).
        let dump = try Self.answer([name, "--experimental-dump-help"])
        #expect(dump.exitCode == .success)
        let info = try CommandInfo.decoding(dump.text)
        #expect(info.commandName == name)
        let page = try Self.answer([name, "--help"])
        #expect(page.exitCode == .success)
        #expect(page.text == PokedexCommand.helpMessage(for: try Self.subcommand(name), columns: 100))
        let options = try Self.section("OPTIONS", of: page.text)
        let arguments = info.arguments ?? []
        #expect(arguments.contains { $0.spellings.contains("--help") })
        for argument in arguments {
            #expect(argument.shouldDisplay, "\(name) parses \(argument.spellings) but its help hides it")
            let help = try #require(argument.abstract, "\(name) \(argument.spellings) has no help")
            #expect(!help.isEmpty)
            if argument.kind == .positional {
                let value = try #require(argument.valueName)
                let rows = try Self.section("ARGUMENTS", of: page.text)
                #expect(rows.contains("<\(value)>"), "\(name) --help lacks <\(value)>")
                #expect(Self.collapsed(rows).contains(Self.collapsed(help)), "\(name) --help lacks <\(value)>'s help")
                continue
            }
            #expect(!argument.spellings.isEmpty)
            for spelling in argument.spellings {
                #expect(Self.lists(options, spelling), "\(name) --help lacks \(spelling)\n\(page.text)")
            }
            #expect(Self.collapsed(options).contains(Self.collapsed(help)), "\(name) --help lacks the help of \(argument.spellings)")
            if argument.kind == .option, let value = argument.valueName {
                #expect(
                    options.contains("\(argument.spellings.last ?? "") <\(value)>"), "\(name) --help lacks \(argument.spellings) <\(value)>"
                )
            }
        }
        // Each option a subcommand declares itself, by name, is among them: none is left out of the dump.
        let declared = try CommandInfo.of(try Self.subcommand(name)).options.flatMap(\.spellings)
        for spelling in declared { #expect(arguments.contains { $0.spellings.contains(spelling) }, "\(name) \(spelling)") }
        #expect(page.text.contains("EXIT CODES: "))
    }

    @Test("the help check finds an option the page leaves out")
    func helpCheckCanFail() throws {
        let page = try Self.answer(["list", "--help"]).text
        let options = try Self.section("OPTIONS", of: page)
        #expect(Self.lists(options, "--limit") && Self.lists(options, "-h") && Self.lists(options, "--help"))
        // --sort's help names --limit too: only a row's term counts.
        #expect(!Self.lists(options.replacingOccurrences(of: "--limit <n>", with: "--limits <n>"), "--limit"))
        #expect(!Self.lists(options, "--no-art"))
    }

    @Test("the overview lists every subcommand with its abstract, in order, and names the shared options")
    func overview() throws {
        let page = try Self.answer(["--help"])
        #expect(page.exitCode == .success)
        #expect(try Self.answer(["help"]).text == page.text)
        let rows = Self.collapsed(try Self.section("SUBCOMMANDS", of: page.text))
        var positions: [String.Index] = []
        for subcommand in PokedexCommand.subcommands {
            let configuration = subcommand.configuration
            let row = try #require(
                rows.range(of: Self.collapsed("\(configuration.commandName ?? "") \(configuration.abstract)")),
                "the overview lacks \(configuration.commandName ?? ""): \(configuration.abstract)")
            positions.append(row.lowerBound)
        }
        #expect(positions == positions.sorted())
        let shared = SharedOptions.pokedex
        #expect(shared.names == "--locale, --limit, --api, --cache and --units")
        #expect(Self.collapsed(page.text).contains("They are \(shared.names)."), "the overview's list of shared options is out of date")
    }

    @Test("`pokedex help <subcommand>` is `pokedex <subcommand> --help`", arguments: names)
    func helpSubcommand(name: String) throws {
        #expect(try Self.answer(["help", name]).text == Self.answer([name, "--help"]).text)
        #expect(try Self.answer([name, "-h"]).text == Self.answer([name, "--help"]).text)
    }

    @Test(
        "each subcommand refuses a misspelled option with the one it meant, and the options only others take",
        arguments: names)
    func parserSuggests(name: String) throws {
        let operand = ["show": ["psyduck"], "search": ["pika"]][name] ?? []
        let own = try CommandInfo.of(try Self.subcommand(name)).options.filter { !$0.spellings.contains("--help") }
        for option in own {
            let spelled = try #require(option.spellings.first { $0.hasPrefix("--") })
            let typo = String(spelled.dropLast())
            let answer = try Self.answer([name] + operand + [typo])
            #expect(answer.exitCode == .validationFailure)
            #expect(answer.text.contains("Unknown option '\(typo)'. Did you mean '\(spelled)'?"), "\(name) \(typo): \(answer.text)")
            #expect(answer.text.contains("Usage: pokedex \(name)"))
        }
        let others = Set(try PokedexCommand.subcommands.flatMap { try CommandInfo.of($0).options.flatMap(\.spellings) })
            .subtracting(own.flatMap(\.spellings)).subtracting(["--help", "-h"])
        for spelling in others {
            let answer = try Self.answer([name] + operand + [spelling])
            #expect(answer.text.contains("Unknown option '\(spelling)'"), "\(name) takes \(spelling): \(answer.text)")
        }
    }

    @Test(
        "each subcommand's options reach its properties",
        arguments: [
            (
                [
                    "list", "--locale", "ko", "--sort", "name", "--limit", "3", "--offset=2", "--api", "http://127.0.0.1:9", "--cache",
                    "/tmp/c",
                ], "list"
            ),
            (["show", "mr. mime", "--locale=ja", "--units", "metric", "--api", "http://127.0.0.1:9/api/v2"], "show"),
            (["search", "--kind", "moves,species,moves", "--limit", "4", "--explain", "mr.", "mime"], "search"),
            (["browse", "--no-art", "--units", "us", "--cache", "/tmp/c"], "browse"),
        ])
    func parsed(arguments: [String], name: String) throws {
        let command = try PokedexCommand.parseAsRoot(arguments)
        switch command {
        case let list as ListCommand:
            #expect(list.locale.given == "ko" && list.sort == .name && list.limit == 3 && list.offset == 2)
            #expect(list.source.api?.absoluteString == "http://127.0.0.1:9/api/v2/" && list.source.cache == "/tmp/c")
        case let show as ShowCommand:
            #expect(show.pokemon == "mr. mime" && show.locale.given == "ja" && show.units.units == .metric)
            #expect(show.source.api?.absoluteString == "http://127.0.0.1:9/api/v2/" && show.source.cache == nil)
        case let search as SearchCommand:
            #expect(search.text == "mr. mime" && search.limit == 4 && search.explain)
            #expect(search.kind?.kinds.map(\.identifier) == ["moves", "species"])
        case let browse as BrowseCommand:
            #expect(browse.noArt && browse.units.units == .us && browse.source.cache == "/tmp/c" && browse.source.api == nil)
        default:
            Issue.record("pokedex \(arguments) parsed as \(type(of: command)), not \(name)")
        }
    }
}
