import Foundation
import PokeCommandLine
import Testing
@testable import pokedex

/// Every subcommand pokedex declares, walked from its declaration: its help page, the page the
/// built binary prints, the overview's line for it, and the options its parser accepts.
@Suite("pokedex's subcommands, walked from their declarations")
struct DeclaredSubcommandTests {
    let pokedex = BuiltPokedex()

    static let names = PokedexCommand.declarations.map(\.name)

    static func declaration(_ name: String) throws -> CommandDeclaration {
        try #require(PokedexCommand.declarations.first { $0.name == name })
    }

    /// Runs of spaces and new lines as one space: a help row wraps where the width says.
    static func collapsed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The rows of a page's `TITLE:` section, up to the blank line after it.
    static func section(_ title: String, of page: String) throws -> Substring {
        let start = try #require(page.range(of: "\n\(title):\n"), "no \(title) section in\n\(page)").upperBound
        return page[start...].split(separator: "\n\n", maxSplits: 1).first ?? ""
    }

    @Test("the declarations are the subcommands dispatch knows, in the help's order")
    func declaredOnce() {
        #expect(Self.names == ["list", "show", "search", "browse"])
        #expect(PokedexCommand.tool.subcommands == Self.names + ["help"])
    }

    @Test("a help page lists every option its subcommand declares, with its help, in the usage and under OPTIONS",
          arguments: names)
    func pageListsEveryOption(name: String) throws {
        let declaration = try Self.declaration(name)
        let page = declaration.helpPage(tool: "pokedex")
        let usage = page.split(separator: "\n\n", maxSplits: 1)[0]
        let options = Self.collapsed(try Self.section("OPTIONS", of: page))
        #expect(declaration.options.last == .help)
        for option in declaration.options {
            #expect(!option.help.isEmpty, "\(name) \(option.name) has no help")
            #expect(options.contains(Self.collapsed("\(option.term) \(option.help)")), "\(name) --help lacks \(option.term): \(option.help)")
            if option != .help { #expect(usage.contains(option.synopsis), "the usage of \(name) lacks \(option.synopsis)") }
        }
        #expect(page.hasSuffix("\n\n" + HelpColumns.paragraph("EXIT CODES: " + declaration.exitCodes)))
        for line in page.split(separator: "\n") where !line.contains("://") {
            #expect(line.count <= HelpColumns.lineWidth, "\(name) --help: `\(line)` is \(line.count) columns")
        }
    }

    @Test("`pokedex <subcommand> --help` and `pokedex help <subcommand>` print exactly the rendered page", arguments: names)
    func binaryPrintsThePage(name: String) throws {
        let page = try Self.declaration(name).helpPage(tool: "pokedex")
        for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
            let run = try pokedex.run(arguments)
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            #expect(run.stdout == page, "pokedex \(arguments.joined(separator: " "))")
        }
    }

    @Test("the overview lists every subcommand with its abstract, in order, as the binary prints it")
    func overview() throws {
        let run = try pokedex.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout == PokedexCommand.help)
        let rows = try Self.section("SUBCOMMANDS", of: PokedexCommand.help)
        let collapsed = Self.collapsed(rows)
        var positions: [String.Index] = []
        for declaration in PokedexCommand.declarations {
            #expect(rows.contains("\n  \(declaration.name) ") || rows.hasPrefix("  \(declaration.name) "), "the overview lacks \(declaration.name)")
            let row = try #require(collapsed.range(of: Self.collapsed("\(declaration.name) \(declaration.abstract)")),
                                   "the overview lacks \(declaration.name)'s abstract: \(declaration.abstract)")
            positions.append(row.lowerBound)
        }
        #expect(positions == positions.sorted())
    }

    @Test("each subcommand's parser takes each option it declares, reads it by its constant, and suggests it when misspelled",
          arguments: names)
    func parserTakesTheDeclaredOptions(name: String) throws {
        let subcommand = try #require(PokedexCommand.subcommands.first { $0.name == name })
        for option in subcommand.declaration.options where option != .help {
            let arguments = try subcommand.arguments(option.takesValue ? ["\(option.name)=7"] : [option.name])
            #expect(option.takesValue ? arguments.value(option) == "7" : arguments.flag(option), "\(name) \(option.name)")
            let typo = String(option.name.dropLast())
            #expect(throws: CommandFailure.self) { try subcommand.arguments([typo]) }
            do {
                _ = try subcommand.arguments([typo])
            } catch {
                #expect(error.description.contains("Did you mean '\(option.name)'?"), "\(name) \(typo): \(error)")
            }
        }
        let others = Set(PokedexCommand.declarations.flatMap(\.options)).subtracting(subcommand.declaration.options)
        for option in others {
            #expect(throws: CommandFailure.self, "\(name) refuses \(option.name)") { try subcommand.arguments([option.name]) }
        }
    }
}
