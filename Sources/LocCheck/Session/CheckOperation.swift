import Foundation
import PokeTables
import PokeTablesIO

/// What a check reads and how it judges: everything of `loccheck check` but where its reports go.
/// A value: ``LocCheckSession/runCheck(_:)`` turns it into a report, with nothing of the process
/// but the files it names.
package struct CheckConfiguration: Sendable {
    /// `--snapshot`: which API lists the tables are checked against.
    package enum SnapshotChoice: String, CaseIterable, Sendable {
        /// The lists compiled into loccheck (the package's `Resources/snapshot`).
        case bundled
        /// The `snapshot/` folder of the tables directory, as `import-pokeapi --tables` writes it.
        case tables
    }

    /// The tables directory (default: `./Resources`, or the package's with `--package-tables`).
    package var tablesPath: String?
    package var baselinePath: String?
    package var configPath: String?
    package var strict = false
    package var writeBaseline = false
    package var snapshot = SnapshotChoice.bundled
    package var minimum = CoverageMinimum()
    /// `--api`: a PokeAPI server whose key lists replace the snapshot's.
    package var api: URL?
    package var updateSnapshot = false
    package var compareAPINames = false
    /// `--csv`: PokeAPI's CSV dump, to compare every name of the locales it covers with.
    package var csv: String?
    /// `--over-bundled`: the tables are a layer over the bundled ones (an app's `Localization/`).
    package var overBundled = false
    /// `--catalog`: String Catalogs to check beside the tables, wherever they lie. With
    /// ``overBundled`` and no ``tablesPath``, the first one's folder is the tables directory.
    package var catalogPaths: [String] = []
    /// `--verbose`: notes on what was skipped, such as a pinned comparison whose file is absent.
    package var verbose = false

    package init() {}

    /// Throws for settings that can't go together.
    package func validate() throws(UsageError) {
        if api == nil && (updateSnapshot || compareAPINames) {
            throw UsageError(
                "\(updateSnapshot ? "--update-snapshot" : "--compare-api-names") needs --api URL, the PokeAPI server to read from.")
        }
        if let path = catalogPaths.first(where: { !$0.hasSuffix(".xcstrings") }) {
            throw UsageError("--catalog \(path) is not a String Catalog; name an .xcstrings file, as Xcode writes them.")
        }
        if tablesPath == nil, !overBundled, !catalogPaths.isEmpty {
            throw UsageError(
                "--catalog needs --tables DIR, or --over-bundled to check the catalog as an app's names layered over the bundled tables (its folder then holds the baseline and config)."
            )
        }
        if strict && writeBaseline {
            throw UsageError("--strict and --write-baseline can't be combined: --write-baseline keeps the reasons of the current baseline.")
        }
    }
}

/// `--color`: when the text report is coloured.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Colour only in the text report on standard output, only on a terminal (or `--color
    /// always`), and never when NO_COLOR is set (https://no-color.org).
    func usesColor(environment: [String: String], terminal: Bool) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return terminal && environment["TERM"] != "dumb"
        }
    }
}

extension LocCheckSession {
    /// `loccheck check`: the check, its reports written where `reports` say. With a
    /// ``checkCache``, a check whose inputs are those of a kept one writes its kept output instead.
    /// - Returns: 1 when the report has an error the baseline doesn't accept, else 0.
    package func check(_ options: CheckConfiguration, reports: ReportOutputs, color: ColorChoice) async throws -> Int32 {
        try checkReady(reports)
        let usesColor = color.usesColor(environment: environment, terminal: outputIsTerminal)
        // Described while the files are read: reflecting over every option takes most of a millisecond.
        let keeps = keepsOutput(options)
        async let invocation = keeps ? CheckInvocation(options, reports: reports, color: usesColor) : nil
        let read = try readForCheck(options, reports: reports)
        let keyed = await invocation.flatMap { cacheInputs(options, read, invocation: $0) }
        if let keyed, let entry = checkCache?.entry(for: keyed.inputs) {
            return try replay(entry, verbose: options.verbose)
        }
        // The entry is prepared (its file made, the inputs hashed) while the rules run; the output is added after.
        let pending = keyed.flatMap { checkCache?.beginStore(for: $0.inputs) }
        let recording = pending.map { _ in OutputRecording() }
        let session = recording.map(recorded) ?? self
        let status: Int32
        do {
            let report = try await session.judge(read, options)
            status = report.summary.errors > 0 ? 1 : 0
            try session.write(report, to: reports, color: usesColor, recording: recording)
        } catch {
            pending?.discard()
            throw error
        }
        if let keyed, let pending, let recording { keep(recording, status: status, options, read, for: keyed, into: pending) }
        return status
    }

    /// The check as one call: every rule over the tables `options` name, the severities,
    /// coverage minimums and baseline applied, and the report. It writes only what `options` ask
    /// (`writeBaseline`, `updateSnapshot`) and prints only notes on standard error.
    /// - Parameter reports: where the reports will go, so that none is inside the tables directory.
    package func runCheck(_ options: CheckConfiguration, reports: ReportOutputs = ReportOutputs()) async throws -> LocCheckReport {
        try await judge(readForCheck(options, reports: reports), options)
    }

    /// What a check reads before it judges anything: the tables directory (locked), its files
    /// and String Catalogs, and the config.
    struct CheckRead {
        var directory: URL
        /// The directory as findings name it.
        var shown: String
        /// Whether the directory came with its own snapshot, before --update-snapshot writes one.
        var complete: Bool
        /// The table files, the snapshot's only with `--snapshot tables`.
        var files: [(path: String, bytes: [UInt8])]
        /// The String Catalogs' files, and the tables they hold.
        var catalogFiles: [(name: String, bytes: [UInt8])]
        var catalogs: StringCatalogTables
        var config: (config: SeverityConfig, url: URL)
        /// The config's bytes as parsed (nil when there is no config file).
        var configBytes: [UInt8]?
    }

    /// Validates `options`, locks the tables directory and reads what the check judges.
    func readForCheck(_ options: CheckConfiguration, reports: ReportOutputs) throws -> CheckRead {
        try options.validate()
        // An app's catalogs checked alone: the first one's folder holds the baseline and config, as a
        // Localization/ folder does, and nothing else of it is read (an app's resources hold other files).
        let catalogsAlone = options.tablesPath == nil && options.overBundled && !options.catalogPaths.isEmpty
        let catalogFolder = options.catalogPaths.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let (directory, shown) = try tablesDirectory(catalogsAlone ? catalogFolder : options.tablesPath, mayBeEmpty: catalogsAlone)
        try refuseReportsInside(directory, shown: shown, reports)
        let complete =
            !options.overBundled
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent(TableLayout.speciesSnapshot).path)
        // The bundled lists make the directory's snapshot/ irrelevant: not parsing it saves a tenth of a run.
        let files =
            catalogsAlone
            ? [] : try TableDirectory.read(directory).filter { options.snapshot == .tables || !TableLayout.isSnapshot($0.path) }
        // The String Catalogs beside the tables, as the tables they hold; their findings go back to them in judge(_:_:).
        let catalogFiles: [(name: String, bytes: [UInt8])]
        let catalogs: StringCatalogTables
        do {
            let beside = catalogsAlone ? [] : try StringCatalogTables.files(in: directory)
            let given = try StringCatalogTables.files(
                at: options.catalogPaths, besides: StringCatalogTables.resolvedPaths(beside.map(\.name), in: directory))
            catalogFiles = beside + given
            catalogs = try StringCatalogTables(catalogFiles, existing: Set(files.map(\.path)))
        } catch {
            throw UsageError(error.description)
        }
        let config = try loadConfig(options.configPath, directory: directory)
        return CheckRead(
            directory: directory, shown: shown, complete: complete, files: files, catalogFiles: catalogFiles, catalogs: catalogs,
            config: (config.config, config.url), configBytes: config.bytes)
    }

    /// Judges what ``readForCheck(_:reports:)`` read: the rules, severities, minimums and baseline.
    func judge(_ read: CheckRead, _ options: CheckConfiguration) async throws -> LocCheckReport {
        let (directory, shown, complete, catalogs, config) = (read.directory, read.shown, read.complete, read.catalogs, read.config)
        let tables = TableSet(parsingConcurrently: read.files + catalogs.files)
        let minimum = config.config.minimum.overridden(by: options.minimum)
        if let unknown = minimum.unknownLocales(among: tables.locales).first {
            let locales = tables.locales.map(\.description)
            let source = options.minimum.perLocale[unknown] != nil ? "--min-coverage" : "\(config.url.path)'s min-coverage line"
            throw UsageError(
                "\(source) sets a minimum for \(unknown), but \(shown) has no tables for it."
                    + Spelling.didYouMean(unknown.description, among: locales, quote: "`")
                    + " The locales there are \(locales.joined(separator: ", ")).")
        }
        let baseline = options.strict ? Baseline() : try loadBaseline(options.baselinePath, directory: directory)
        var lists = try snapshot(options.snapshot, tables: tables, shown: shown)
        // What the rules read beside the tables, gathered here, at the edge: a server's lists and
        // names, PokeAPI's CSV, the pinned second sources, the corrections.
        var liveNames: APINameComparison?
        var newKeys: NewAPIKeyCheck?
        if let api = options.api {
            let live = try await LiveAPICheck(baseURL: api, options: options, showsProgress: errorIsTerminal).run(
                tables: tables, snapshot: lists, directory: directory,
                report: errorOutput)
            // What the server lists beyond the snapshot, against the lists as they were before
            // --update-snapshot wrote the server's.
            newKeys = NewAPIKeyCheck(snapshot: lists, live: live.snapshot, lists: LiveAPICheck.lists, server: api.absoluteString)
            lists = live.snapshot
            liveNames = live.names
        }
        let sources = try readSources(tables, snapshot: lists, options: options, config: config)
        for note in sources.notes { errorOutput(note) }
        let input = RuleInput(
            tables: tables, snapshot: lists, base: options.overBundled ? BundledReference.englishTables : nil,
            corrections: try Corrections.load(from: directory))
        var rules: [any Rule] = [
            CorrectionCheck(), snapshotCheck(options.snapshot, tables: tables), SecondSourceCheck(lists: sources.lists),
        ]
        if let liveNames { rules.append(liveNames) }
        if let newKeys, !newKeys.isEmpty { rules.append(newKeys) }
        if let upstream = sources.upstream { rules.append(upstream) }
        // These and the rules that open ICU (a transform takes a few ms to open, Han-Latin about
        // 90) run in turn beside the table rules, which share the cores among themselves.
        rules += [HanVariantCheck(), SearchKeyCheck()]
        let others = Task.detached(priority: .userInitiated) { [rules] in try rules.flatMap { try $0.check(input) } }
        var result = TableChecker(
            snapshot: lists, base: input.base, requiredKinds: requiredKinds(tables, snapshot: lists, complete: complete)
        )
        .check(input)
        let more = try await others.value
        // The table rules' findings come sorted; they are sorted again only with others among them.
        if !more.isEmpty {
            result.findings += more
            result.findings.sort(by: Diagnostic.inReportOrder)
        }
        // A new key's one finding stands for its missing lines and its namelessness.
        if let newKeys, !newKeys.isEmpty { result.findings.removeAll(where: newKeys.supersedes) }
        if !catalogs.isEmpty { result.findings = result.findings.compactMap(catalogs.relocate) }
        result.findings = config.config.apply(to: result.findings)
        minimum.apply(to: &result, reportsEmptyNames: config.config.severities[.emptyValue] != nil)

        if options.writeBaseline {
            let url = baselineURL(options.baselinePath, directory: directory)
            let rewrite = baseline.rewritten(accepting: result.findings, keeping: sources.unjudged)
            let changed = try AtomicFile.write(rewrite.text, to: url)
            let placeholders = rewrite.added
            errorOutput(
                "loccheck: \(changed ? "wrote" : "kept") \(url.path), accepting \(String(counting: result.findings.count, "finding"))"
                    + (placeholders > 0
                        ? "; write the reason for the \(placeholders == 1 ? "new one in place of its TODO line" : "\(placeholders) new ones in place of the TODO lines").\n"
                        : ".\n"))
            if !rewrite.unjudged.isEmpty {
                errorOutput(
                    "loccheck: kept \(String(counting: rewrite.unjudged.count, "line")) of checks this run skipped "
                        + "(\(EnglishList.joined(sources.skipped))), as they were: a check that did not run found nothing to remove.\n")
            }
            for entry in rewrite.removed {
                errorOutput(
                    "loccheck: removed line \(entry.line), `\(entry.kind) \(entry.table) \(entry.locale) \(entry.key) = \(entry.reason)`: "
                        + "it accepts no finding of this run. Restore it from version control if the finding should come back.\n")
            }
        }
        let stale =
            options.writeBaseline
            ? []
            : baseline.staleEntries(
                accepting: result.findings, path: baselinePath(options.baselinePath),
                ignoring: sources.unjudged)
        // With --write-baseline, the baseline just written accepts every finding.
        let accepting = options.writeBaseline ? try loadBaseline(options.baselinePath, directory: directory) : baseline
        // Each finding matched once (a baseline of wildcards accepts thousands of them), in one
        // pass that keeps no entry for the findings none accepts: a pasted file of unknown keys
        // has a finding on every line.
        var accepted: [(finding: Diagnostic, entry: Baseline.Entry)] = []
        var kept: [Diagnostic] = []
        if !options.writeBaseline { kept.reserveCapacity(result.findings.count + stale.count) }
        for finding in result.findings {
            if let entry = accepting.entry(accepting: finding) {
                accepted.append((finding, entry))
            } else if !options.writeBaseline {
                kept.append(finding)
            }
        }
        kept += stale
        result.findings = kept
        let report = LocCheckReport(
            result: result, accepted: accepted, directory: shown, baselineFile: baselinePath(options.baselinePath),
            minimum: minimum, skipped: sources.skipped)
        // The report holds what is shown now: the diagnostics it was made from are let go before
        // it is rendered (with hundreds of thousands of findings, a third of the run's memory).
        result.findings = []
        kept = []
        accepted = []
        return report
    }

    /// The kinds a directory must have a table of in every locale, even where no locale has one:
    /// for a directory with its own snapshot, which holds a package's whole tables (as
    /// `Resources/` does), each kind of the bundled English that has keys in these lists. So a
    /// deleted table folder is a missing table in every locale, not nothing to check. A directory
    /// without a snapshot may hold some tables only (a project's names for a few locales).
    private func requiredKinds(_ tables: TableSet, snapshot: Snapshot, complete: Bool) -> [TableKind: [String]] {
        guard complete else { return [:] }
        var required: [TableKind: [String]] = [:]
        // Where the tables name the keys themselves, the kind is required and the keys are theirs
        // (KeyCheck reads them): nothing to merge with the reference's, which is read for the others only.
        let kinds = BundledReference.englishKinds.filter { !$0.isDerived }
        let lacking = kinds.filter { tables.expectedKeys($0, snapshot: snapshot).isEmpty }
        for kind in kinds.subtracting(lacking) { required[kind] = [] }
        // A kind keyed by a list the snapshot doesn't have has no keys over the reference either.
        let answerable = lacking.filter { kind in
            if case .snapshot = kind.keyList.source { return !snapshot.slugs(of: kind.keyList).isEmpty }
            return true
        }
        // With the tables those kinds' keys are read from (a key list another kind's English
        // defines, the table whose texts a companion table describes).
        var read = answerable
        var added = answerable
        while !added.isEmpty {
            added = Set(
                added.flatMap { kind -> [TableKind] in
                    var sources: [TableKind] = []
                    if case .reference(let defining) = kind.keyList.source { sources.append(defining) }
                    if case .sameAs(let other) = kind.declaration.expected { sources.append(other) }
                    return sources
                }
            ).subtracting(read)
            read.formUnion(added)
        }
        let reference = BundledReference.englishTables(of: read)
        for kind in answerable {
            let keys = tables.keys(kind, snapshot: snapshot, over: reference).expected
            if !keys.isEmpty { required[kind] = keys }
        }
        return required
    }

    /// The baseline file as findings name it: relative to the tables directory, or absolute when given elsewhere.
    private func baselinePath(_ given: String?) -> String {
        given.map { URL(fileURLWithPath: $0).path } ?? TableLayout.baseline
    }

    /// The rule that reports what is wrong in the lists the tables are checked against: the
    /// snapshot files loccheck was built with (named by their absolute path), or with `--snapshot
    /// tables` the tables directory's own.
    private func snapshotCheck(_ choice: CheckConfiguration.SnapshotChoice, tables: TableSet) -> SnapshotCheck {
        choice == .bundled
            ? SnapshotCheck(
                problems: Snapshot.bundledProblems, directory: packageTables.path + "/",
                hint: " (This is the snapshot loccheck was built with; rebuild loccheck after fixing it.)")
            : SnapshotCheck(problems: tables.snapshotProblems, directory: "", hint: "")
    }

    private func snapshot(_ choice: CheckConfiguration.SnapshotChoice, tables: TableSet, shown: String) throws -> Snapshot {
        switch choice {
        // No rule reads the facts of the entries: only their lists.
        case .bundled: return .bundledLists
        case .tables:
            guard let snapshot = tables.snapshot else {
                throw UsageError(
                    "\(shown)snapshot/ is missing or incomplete; it needs species.txt, types.txt and pokemon.txt (`loccheck import-pokeapi --tables DIR` writes them), or drop --snapshot tables."
                )
            }
            return snapshot
        }
    }

    /// The config, where it is (for notes that point into it) and the bytes it was parsed from;
    /// an empty one when the directory has none.
    private func loadConfig(_ path: String?, directory: URL) throws -> (config: SeverityConfig, url: URL, bytes: [UInt8]?) {
        let url = path.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(SeverityConfig.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path != nil { throw UsageError("Cannot read the config \(url.path); check the path given to --config.") }
            return (SeverityConfig(), url, nil)
        }
        let bytes = [UInt8](data)
        return (try SeverityConfig(bytes: bytes, path: path ?? url.path, directory: url.deletingLastPathComponent()), url, bytes)
    }
}
