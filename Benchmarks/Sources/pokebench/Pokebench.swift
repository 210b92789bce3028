import ArgumentParser

/// `pokebench [SECTION...]`: runs the named benchmark sections (``RunSections``), or all of them, in the order
/// declared here. Build with `swift build -c release --package-path Benchmarks` (see
/// Benchmarks/Package.swift); a debug build measures nothing useful.
@main
struct Pokebench: AsyncParsableCommand {
    // The sections are the default subcommand's arguments, not the root's: ArgumentParser gives a
    // root's positional arguments every word, so `loccheck-sets`, `cold-child` and `search-child`
    // would never reach their subcommands (`pokebench cold` starting `pokebench cold-child` failed so).
    static let configuration = CommandConfiguration(
        commandName: "pokebench",
        abstract: "Times the package's lookups, search, formatters, fetcher, loccheck and pokedex.",
        discussion: """
            Runs each section named, or every section when none is. The sections that time whole loccheck or pokedex \
            processes run the ones built beside pokebench (`swift build -c release --package-path Benchmarks` builds them).
            """,
        subcommands: [RunSections.self, LocCheckSets.self, ColdChild.self, SearchChild.self],
        defaultSubcommand: RunSections.self)
}

/// `pokebench [run] [SECTION...]`: the named sections, or all of them, in the order declared.
struct RunSections: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Runs the sections named, or all of them (the default subcommand: `pokebench lookups cold`).")

    @Argument(help: ArgumentHelp("The sections to run, in this order (default: all of them):", argumentType: Section.self))
    var sections: [Section] = []

    func run() async {
        // Each section's figures with the machine's load around them: the machine is shared, and
        // a figure measured under load says less.
        for section in Section.allCases where sections.isEmpty || sections.contains(section) {
            let before = loadAverage()
            await section.run()
            print("(\(section.rawValue): load average (1 min) \(formatted(before)) before, \(formatted(loadAverage())) after, 2 cores)")
            print()
        }
    }
}

/// A benchmark section: what it times, and the function that times it.
enum Section: String, CaseIterable, ExpressibleByArgument {
    case lookups, cold, size, formatters, fetch, search, loccheck, names, exchange, browse, startup
    case firstReport = "first-report"
    case hostile

    var defaultValueDescription: String {
        switch self {
        case .lookups: "Name lookups, in ns, against the dictionaries they replace, and through an app's layer."
        case .cold: "The first lookup in a fresh process."
        case .size:
            "What the tables add to a binary, and the README's app built with every locale and kind and with ko + en, species and types (tools/e2e/app-size.sh: several minutes)."
        case .formatters: "Format calls through PokeFormatting, with cached ICU formatters and without."
        case .fetch: "Every species and recorded pokemon from tools/fixture_server.py, cold and warm (needs ../shared/pokeapi)."
        case .search: "Species search over every locale, against rapidfuzz, and whole pokedex processes."
        case .loccheck: "loccheck against Mozilla's compare-locales, whole processes, on the package's and synthetic tables."
        case .names: "How many /pokemon entries each locale names wholly itself."
        case .exchange: "loccheck export and import of every bundled locale."
        case .browse: "Artwork decoding against libpng, and Enter to a drawn card in pokedex browse."
        case .startup: "Whole pokedex and loccheck processes, per release build this checkout has."
        case .firstReport:
            "A CI runner's first report from nothing: loccheck prebuilt, built from source, and compare-locales from a fresh venv."
        case .hostile:
            "Hostile input at the limits: an 8 MiB table of unknown keys in every report format, and two PO imports (time, peak memory)."
        }
    }

    func run() async {
        switch self {
        case .lookups: runLookupBenchmark()
        case .cold: runColdLookupBenchmark()
        case .size: runTableSizeReport()
        case .formatters: runFormatterBenchmark()
        case .fetch: await runFetchBenchmark()
        case .search: await runSearchBenchmark()
        case .loccheck: runLocCheckBenchmark()
        case .names: runNameCoverageReport()
        case .exchange: runExchangeBenchmark()
        case .browse: await runBrowseBenchmark()
        case .startup: runStartupBenchmark()
        case .firstReport: runFirstReportBenchmark()
        case .hostile: runHostileInputBenchmark()
        }
    }
}

/// `pokebench loccheck-sets DIR`: the loccheck section's synthetic sets (clean at each size, and
/// misspelt) in a directory, to profile loccheck on them:
/// `perf record loccheck --tables DIR/clean-8000 --snapshot tables`.
struct LocCheckSets: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loccheck-sets",
        abstract: "Writes the loccheck section's synthetic tables into a directory, to profile loccheck on them.")

    @Argument(help: ArgumentHelp("The directory to write the sets into.", valueName: "dir"))
    var directory: String

    func run() {
        writeLocCheckSets(to: directory)
    }
}

/// The fresh process the `cold` section starts.
struct ColdChild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cold-child", abstract: "The cold section's child process: times its first lookup.", shouldDisplay: false)

    func run() {
        coldLookupChild()
    }
}

/// The fresh process the `search` section starts for its first search.
struct SearchChild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-child", abstract: "The search section's child process: times its first search.", shouldDisplay: false)

    @Argument(help: "The query.")
    var query: String

    func run() {
        searchChild(query)
    }
}
