import ArgumentParser
import Foundation
import PokeTables

/// pokegen: renders a tables directory as Swift. The build plugins run it on every build
/// (Plugins/GenerateBundledTables, Plugins/GenerateLocalizationTables); people who check the
/// output in run it by hand.
///
/// One command whose first argument is the mode, with every option declared once here: usage,
/// help, "did you mean" and completion scripts come from these declarations.
///
/// Exit codes: 0 generated (warnings or not), 1 the tables could not be generated from, 64 a
/// usage error (the arguments, or a `--reference` folder with no snapshot).
@main
struct Pokegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pokegen",
        abstract: "Renders a tables directory as Swift source.",
        discussion: """
            The build plugins GenerateBundledTables and GenerateLocalizationTables run it on every build \
            and pass --stamp, so that it regenerates only when the tables (or pokegen) changed. \
            Warnings are printed as `file:line: warning:` lines, which the build log shows.
            """)

    @Argument(help: ArgumentHelp("What to generate:", argumentType: Invocation.Mode.self))
    var mode: Invocation.Mode

    @Argument(help: ArgumentHelp("The tables directory to read (<table>/<locale>.txt files).", valueName: "tables-dir"))
    var tables: String

    @Argument(help: ArgumentHelp("The Swift file to write.", valueName: "output.swift"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The name the tables carry (LocalizationTables.name), usually the module's; layer needs it. (default: PokeLocalization)",
            valueName: "module"))
    var name: String?

    @Flag(name: .customLong("no-import"), help: "Don't import PokeLocalization in the output (for PokeLocalization's own tables).")
    var noImport = false

    @Option(
        help: ArgumentHelp(
            "layer only: the tables the layer is read over (PokeLocalization's Resources/); a key of the layer that no lookup finds is a warning.",
            valueName: "tables-dir"))
    var reference: String?

    @Option(
        help: ArgumentHelp(
            "A file to rewrite on every run, which the build plugin lists as the command's input so that the build runs pokegen every time; pokegen then regenerates only when the tables changed.",
            valueName: "file"))
    var stamp: String?

    func run() throws {
        // Checked here rather than in `validate()`, which ArgumentParser calls before it reports
        // an unknown option: `layer … --nme App` then says "Did you mean '--name'?".
        if mode == .layer, name == nil { throw Invocation.UsageError(description: "layer needs --name, the module's name.") }
        if mode != .layer, reference != nil { throw Invocation.UsageError(description: "--reference is for layer only.") }
        let invocation = Invocation(
            mode: mode, tables: URL(fileURLWithPath: tables), output: URL(fileURLWithPath: output), name: name ?? "PokeLocalization",
            importsPokeLocalization: !noImport, stamp: stamp.map { URL(fileURLWithPath: $0) },
            reference: reference.map { URL(fileURLWithPath: $0) }, arguments: canonicalArguments)
        for warning in try invocation.run() {
            // A warning names table files and keys: text from outside, escaped (`ShownText`).
            Self.standardError("\(ShownText(warning.description))\n")
        }
    }

    /// The parsed arguments in one spelling (`--name X`, whether given as `--name=X` or in another
    /// order), part of what decides whether the output is up to date.
    private var canonicalArguments: [String] {
        var words = [mode.rawValue, tables, output]
        if let name { words += ["--name", name] }
        if noImport { words.append("--no-import") }
        if let reference { words += ["--reference", reference] }
        if let stamp { words += ["--stamp", stamp] }
        return words
    }

    /// Parses the arguments and runs; every message from outside (a path, an unknown option, a
    /// table's key) reaches standard error escaped, ArgumentParser's own included.
    static func main() {
        let command: Pokegen
        do {
            command = try parse()
        } catch {
            exit(reporting: error)
        }
        do {
            try command.run()
        } catch let error as Invocation.UsageError {
            standardError("pokegen: error: \(ShownText(error.description))\n\(usageString())\n")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            standardError("pokegen: error: \(ShownText(String(describing: error)))\n")
            Foundation.exit(ExitCode.failure.rawValue)
        }
    }

    /// Ends the process for an error of parsing: help, completion scripts and the like on standard
    /// output (exit 0); a usage error as `pokegen: error: MESSAGE`, escaped, then the usage and
    /// ArgumentParser's hint, on standard error (exit 64).
    private static func exit(reporting error: any Error) -> Never {
        let code = exitCode(for: error)
        let full = fullMessage(for: error)
        guard code != .success else {
            if !full.isEmpty { print(full) }
            Foundation.exit(code.rawValue)
        }
        // The message quotes what was typed (an unknown option), so it is escaped as a whole; what
        // ArgumentParser adds after it (an argument's help, the usage) comes from the declarations.
        let message = Self.message(for: error)
        let heading = "Error: \(message)\n"
        let rest = full.hasPrefix(heading) ? String(full.dropFirst(heading.count)) : ""
        standardError("pokegen: error: \(ShownText(message))\n" + (rest.isEmpty ? "" : rest + "\n"))
        Foundation.exit(code.rawValue)
    }

    private static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension Invocation.Mode: ExpressibleByArgument {
    var defaultValueDescription: String {
        switch self {
        case .bundled: "The package's tables: keys from <tables-dir>/snapshot/, every table aligned with them."
        case .layer: "An app's tables (a target's Localization/ folder): keys from the files themselves."
        case .reference: "The bytes of <tables-dir>/snapshot/ and the English tables, which loccheck checks against."
        case .searchIndex: "The search's shards of the package's tables (BundledSearchIndex)."
        }
    }
}
