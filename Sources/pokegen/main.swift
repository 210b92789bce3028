import Foundation
import PokeTables

// pokegen: renders a tables directory as Swift. The build plugins run it; people who check the
// output in run it by hand. See `usage` for the arguments.
let usage = """
    usage: pokegen bundled TABLES-DIR OUTPUT.swift [--name NAME] [--no-import] [--stamp FILE]
           pokegen layer TABLES-DIR OUTPUT.swift --name NAME [--no-import] [--stamp FILE]
           pokegen reference TABLES-DIR OUTPUT.swift [--stamp FILE]

      bundled   the package's tables: keys from TABLES-DIR/snapshot/, every table aligned with them
      layer     an app's tables (a target's Localization/ folder): keys from the files themselves
      reference the bytes of TABLES-DIR/snapshot/ and the English tables, which loccheck checks against
      --name    the name the tables carry (LocalizationTables.name), usually the module's
      --no-import  don't import PokeLocalization (for PokeLocalization's own tables)
      --stamp   a file to rewrite on every run, which the build plugin lists as the command's
                input so that the build runs pokegen every time (see Plugins/); pokegen then
                regenerates only when the tables changed

    """

do {
    let invocation = try Invocation(Array(CommandLine.arguments.dropFirst()))
    for warning in try invocation.run() {
        // A warning names table files and keys: text from outside, escaped (`ShownText`).
        FileHandle.standardError.write(Data("\(ShownText(warning.description))\n".utf8))
    }
} catch let error as Invocation.UsageError {
    FileHandle.standardError.write(Data("pokegen: error: \(ShownText(error.description))\n\(usage)".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("pokegen: error: \(ShownText(String(describing: error)))\n".utf8))
    exit(1)
}
