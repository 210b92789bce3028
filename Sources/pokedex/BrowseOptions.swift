import Foundation

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
        noArt = arguments.flags.contains("--no-art")
        if let extra = arguments.operands.first {
            throw .usage("browse takes no operands, but got '\(extra)'. See `pokedex browse --help`.")
        }
        locale = try LocaleOptions(arguments, subcommand: BrowseCommand.name, environment: environment)
        apiRoot = try arguments.values["--api"].map(DataSourceOptions.apiRoot)
        // Offline too: the cache may hold images an earlier run with --api fetched.
        cacheDirectory = arguments.values["--cache"].map { URL(fileURLWithPath: $0) }
            ?? DataSourceOptions.defaultCacheDirectory(environment)
    }
}
