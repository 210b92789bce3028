import Foundation
import PokeCommandLine

/// The option of `pokedex browse` alone, declared once: the help lists it, the command reads it.
enum BrowseOption {
    /// `--no-art`.
    static let noArt = Option.flag("--no-art", help: "Text only (so does NO_COLOR); the card shows the artwork's URL.")
}

/// What `pokedex browse` was asked for. The only place browse reads the command line.
struct BrowseOptions {
    var help = false
    /// `--locale` (else the environment's: LC_ALL, LC_MESSAGES, LANG) and `--units`, as list and show read them.
    var locale: LocaleOptions
    /// The API root `…/api/v2/` of `--api`; nil for the bundled data.
    var apiRoot: URL?
    /// Where fetched data and images are kept: `--cache`, else the default cache directory.
    var cacheDirectory: URL?
    var noArt = false

    init(_ words: [String], environment: [String: String]) throws(CommandFailure) {
        let arguments = try BrowseCommand.arguments(words)
        help = arguments.wantsHelp
        noArt = arguments.flag(BrowseOption.noArt)
        if let extra = arguments.operands.first {
            throw .usage("\(BrowseCommand.name) takes no operands, but got '\(extra)'. \(arguments.helpHint)")
        }
        locale = try LocaleOptions(arguments, environment: environment)
        apiRoot = try arguments.value(DataSourceOptions.api).map(DataSourceOptions.apiRoot)
        // Offline too: the cache may hold images an earlier run with --api fetched.
        cacheDirectory = DataSourceOptions.cacheDirectory(arguments, environment: environment)
    }
}
