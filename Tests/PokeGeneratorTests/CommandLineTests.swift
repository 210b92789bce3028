import CommandTestSupport
import Foundation
import Testing

/// pokegen's command line, as the build plugins and people use it: the help lists every mode and
/// option the parser reads, and every message about the arguments reaches standard error escaped.
@Suite("pokegen's command line")
struct PokegenCommandLineTests {
    let pokegen = BuiltCommand("pokegen")

    /// What the parser reads, as ArgumentParser describes it (`--experimental-dump-help`): each
    /// argument's spellings (`--name`, `<tables-dir>`) and the values it takes.
    func parsedArguments() throws -> [(spellings: [String], values: [String])] {
        let dump = try pokegen.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let tool = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let command = tool?["command"] as? [String: Any]
        let arguments = command?["arguments"] as? [[String: Any]] ?? []
        return arguments.filter { $0["shouldDisplay"] as? Bool ?? true }.map { argument in
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard let spelled = name["name"] as? String else { return nil }
                return (name["kind"] as? String) == "short" ? "-" + spelled : "--" + spelled
            }
            let spellings = names.isEmpty ? ["<\(argument["valueName"] as? String ?? "?")>"] : names
            return (spellings, argument["allValues"] as? [String] ?? [])
        }
    }

    @Test("--help lists every mode and every option the parser reads, with the ones the build plugins pass")
    func helpListsEverything() throws {
        let help = try pokegen.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty, "\(help.stderr)")
        let parsed = try parsedArguments()
        for argument in parsed {
            for spelling in argument.spellings {
                #expect(help.stdout.contains(spelling), "\(spelling) is parsed but not in the help:\n\(help.stdout)")
            }
            for value in argument.values { #expect(help.stdout.contains(value), "\(value) is parsed but not in the help:\n\(help.stdout)") }
        }
        // What Plugins/GenerateBundledTables and Plugins/GenerateLocalizationTables pass.
        let modes = Set(parsed.flatMap(\.values))
        let options = Set(parsed.flatMap(\.spellings))
        #expect(modes.isSuperset(of: ["bundled", "layer", "reference", "search-index"]), "\(modes)")
        #expect(options.isSuperset(of: ["--name", "--no-import", "--stamp", "--reference", "--help"]), "\(options)")
        #expect(help.stdout.contains("USAGE: pokegen <mode> <tables-dir> <output.swift>"), "\(help.stdout)")
    }

    @Test("a usage error is one escaped line, the usage after it, exit 64; a near miss gets its suggestion")
    func usageErrors() throws {
        let unknown = try pokegen.run(["bundled", "in", "out.swift", "--colour\u{1B}[31m"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("pokegen: error: Unknown option '--colour\\u{1B}[31m'\n"), "\(unknown.stderr)")
        #expect(!unknown.stderr.contains("\u{1B}"))
        #expect(unknown.stderr.contains("Usage: pokegen <mode> <tables-dir> <output.swift>"), "\(unknown.stderr)")

        let injected = try pokegen.run(["bundled", "in", "out.swift", "--x\n::error::injected"])
        #expect(injected.status == 64)
        #expect(!injected.stderr.split(separator: "\n").contains { $0.hasPrefix("::error::") }, "\(injected.stderr)")

        let near = try pokegen.run(["layer", "in", "out.swift", "--nme", "App"])
        #expect(near.status == 64)
        #expect(near.stderr.contains("Did you mean '--name'?"), "\(near.stderr)")

        let mode = try pokegen.run(["bundle", "in", "out.swift"])
        #expect(mode.status == 64)
        #expect(mode.stderr.hasPrefix("pokegen: error: The value 'bundle' is invalid for '<mode>'"), "\(mode.stderr)")

        let layer = try pokegen.run(["layer", "in", "out.swift"])
        #expect(layer.status == 64)
        #expect(layer.stderr.hasPrefix("pokegen: error: layer needs --name, the module's name.\n"), "\(layer.stderr)")

        let reference = try pokegen.run(["bundled", "in", "out.swift", "--reference", "elsewhere"])
        #expect(reference.status == 64)
        #expect(reference.stderr.hasPrefix("pokegen: error: --reference is for layer only.\n"), "\(reference.stderr)")
    }
}
