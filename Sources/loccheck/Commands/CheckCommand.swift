import ArgumentParser
import Foundation
import LocCheck
import PokeTables

/// `loccheck check` (the default command): the check, its reports where `--format` and `--output` say.
struct CheckCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the tables (the default command).",
        discussion: """
            Checks the tables and prints every finding, then the coverage per locale and table. Besides \
            keys and names, card labels are checked for their placeholders: a ui label whose placeholders \
            differ from the English label's, a form-pattern without both {species} and {form}, or a \
            number without {number}, in any locale, is a placeholder-mismatch.

            FINDING KINDS: \(TableHelp.findingKinds)

            LIMITS: a key or a name holds at most \(TableLimits.describe(TableLimits.valueBytes)) of UTF-8 (value-too-long), a table file at most \(TableLimits.describe(TableLimits.fileBytes)) (file-too-large; no more of it is read). A name holds no invisible character (invisible-character): no zero width space, line separator, soft hyphen, Hangul filler, TAG, private-use or noncharacter; ZWJ and ZWNJ only after a virama, between letters of Arabic, Syriac, N'Ko or Mongolian, or (ZWJ) between emoji.

            EXIT CODES: 0 clean (warnings allowed), 1 errors not accepted by the baseline, 2 could not run.
            """)

    static let writes = Writes.with(["--write-baseline", "--update-snapshot", "--output"])
    static let takesLayer = true

    @OptionGroup var global: GlobalOptions
    @OptionGroup var tables: TablesOption

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "\(ReportFormat.allCases.map { "\($0.rawValue) (\($0.about))" }.joined(separator: ", ")). Repeatable, each with its own --output: `--format sarif --output loccheck.sarif --format html --output loccheck.html` writes both from one check.",
            valueName: "FORMAT"))
    var formats: [ReportFormat] = []

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write the report to FILE, atomically, instead of standard output (`-`: standard output); the n-th --output is the n-th --format's. A FILE inside the tables directory is refused. The counts go to stderr when no report goes to standard output.",
            valueName: "FILE"))
    var outputs: [String] = []

    @Option(help: ArgumentHelp("auto (default: on a terminal), always or never; NO_COLOR always wins.", valueName: "WHEN"))
    var color: ColorChoice = .auto

    @Option(
        help: ArgumentHelp(
            "Accepted findings with reasons (default: DIR/loccheck-baseline.txt); a line that accepts nothing any more is a stale-baseline warning.",
            valueName: "FILE"))
    var baseline: String?

    @Flag(help: "Ignore the baseline: report every finding.")
    var strict = false

    @Flag(
        help:
            "Accept today's findings: rewrite the baseline, keeping the reasons of entries that still apply and the entries of checks that were skipped (a pinned comparison whose file is absent); new entries get a TODO reason to replace. Each line removed is printed on stderr."
    )
    var writeBaseline = false

    @Option(
        help: ArgumentHelp(
            "Severities per finding kind, `kind = error|warning|off` (default: DIR/loccheck-config.txt), coverage minimums, `min-coverage [LOCALE] = PCT` (as --min-coverage), and second sources to compare with on every run, `compare TABLE LOCALE = FILE` (FILE relative to the config): each name that differs is a source-mismatch, which the baseline accepts one by one; a FILE that can't be read is skipped (with a note on stderr under --verbose).",
            valueName: "FILE"))
    var config: String?

    @Option(
        name: .customLong("min-coverage"),
        help: ArgumentHelp(
            "Names not yet written are warnings, and a locale under PCT percent is an error (without a minimum, an empty name is pending work: counted, not reported). `LOCALE=PCT` sets one locale's minimum; repeatable; overrides the config's min-coverage lines. A locale's percent counts its \(TableKind.listed(TableKind.allCases.filter(\.countsTowardLocaleCoverage))) names; \(TableKind.listed(TableKind.allCases.filter { !$0.countsTowardLocaleCoverage })) are not counted.",
            valueName: "PCT"))
    var minimumCoverage: [String] = []

    @Flag(
        help:
            "DIR is an app's own tables (a target's Localization/ folder) layered over the bundled ones: its keys must be the bundled lists' (labels may add new keys in English), and a name it doesn't have is no finding, since the bundled tables answer for it."
    )
    var overBundled = false

    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp(
            "Check the names of this String Catalog (.xcstrings) too, wherever it lies (an app's Localizable.xcstrings among its resources), as the catalogs at the top of the tables directory are: its strings keyed `table:key`, each finding at the catalog's line. Repeatable. With --over-bundled and no --tables, the first catalog's folder holds the baseline and config.",
            valueName: "FILE"))
    var catalogs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The API lists to check against: bundled (default: the lists built into loccheck) or tables (DIR/snapshot/, as import-pokeapi writes it).",
            valueName: "FROM"))
    var snapshot: CheckConfiguration.SnapshotChoice = .bundled

    @Option(
        help: ArgumentHelp(
            "Take the key lists (species, types, abilities, moves, items…; all but /pokemon) from a PokeAPI server's list endpoints instead (https://pokeapi.co or a self-hosted copy); a progress line shows on a terminal.",
            valueName: "URL"))
    var api: String?

    @Flag(
        help:
            "With --api: write the server's lists into DIR/snapshot/ (the package's own Resources/snapshot by default, the bundled lists).")
    var updateSnapshot = false

    @Flag(help: "With --api: fetch every species' names and report each table name that differs from the server's (api-name-mismatch).")
    var compareApiNames = false

    @Option(
        help: ArgumentHelp(
            "Compare every name of the locales PokeAPI covers with PokeAPI's CSV (data/v2/csv), and the Pokédex entries with its recorded responses where they lie beside it (DIR/../api/v2/pokemon-species): a name that differs without a correction is upstream-mismatch, a correction PokeAPI no longer needs is stale-correction.",
            valueName: "DIR"))
    var csv: String?

    @Flag(help: "Also say on stderr what was skipped and why.")
    var verbose = false

    @Flag(
        help:
            "Check every file anew. By default a check whose files, options and loccheck build are the same as an earlier one's (compared by a keyed 128-bit hash) reuses its report, kept in $LOCCHECK_CACHE_DIR, else $XDG_CACHE_HOME/loccheck, else ~/.cache/loccheck (never with --api, --csv, a writing option or --read-only)."
    )
    var noCache = false

    var writesFiles: Bool { writeBaseline || updateSnapshot || outputs.contains { $0 != "-" } }
    var readsLayer: Bool { overBundled }

    /// The check's configuration: every option but where the reports go.
    func configuration() throws -> CheckConfiguration {
        var configuration = CheckConfiguration()
        configuration.tablesPath = tables.path
        configuration.baselinePath = baseline
        configuration.configPath = config
        configuration.strict = strict
        configuration.writeBaseline = writeBaseline
        configuration.snapshot = snapshot
        for value in minimumCoverage { try configuration.minimum.add(value) }
        configuration.api = try api.map(PokeAPIURL.parse)
        configuration.updateSnapshot = updateSnapshot
        configuration.compareAPINames = compareApiNames
        configuration.csv = csv
        configuration.overBundled = overBundled
        configuration.catalogPaths = catalogs
        configuration.verbose = verbose
        return configuration
    }

    func validate() throws {
        try configuration().validate()
        _ = try ReportOutputs(formats: formats, paths: outputs)
    }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        var session = session
        if !noCache { session.checkCache = CheckCache.standard(environment: session.environment) }
        return try await session.check(configuration(), reports: ReportOutputs(formats: formats, paths: outputs), color: color)
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension CheckConfiguration.SnapshotChoice: ExpressibleByArgument {}
