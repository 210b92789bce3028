import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// The FINDING KINDS paragraph: every finding code, a warning's marked, wrapped.
    static let findingKinds = String(HelpColumns.row("", DiagnosticCode.findings.map { code in
        code.rawValue + (code.defaultSeverity == .warning ? "\u{A0}(a\u{A0}warning)" : "")
    }.joined(separator: ", ") + ".", descriptionColumn: 2).dropLast())

    /// `loccheck check`.
    static let check = CommandDeclaration(
        name: "check",
        abstract: "Check the tables (the default). See `loccheck check --help`.",
        usage: ["[check] [--tables DIR] [OPTIONS]"],
        discussion: """
        Checks the tables and prints every finding, then the coverage per locale and table. Besides
        keys and names, card labels are checked for their placeholders: a ui label whose placeholders
        differ from the English label's, a form-pattern without both {species} and {form}, or a
        number without {number}, in any locale, is a placeholder-mismatch.
        """,
        options: [
            .tables,
            CheckOption.format,
            CheckOption.output,
            CheckOption.color,
            CheckOption.baseline,
            CheckOption.strict,
            CheckOption.writeBaseline,
            CheckOption.config,
            CheckOption.minCoverage,
            CheckOption.overBundled,
            CheckOption.snapshot,
            CheckOption.api,
            CheckOption.updateSnapshot,
            CheckOption.compareApiNames,
            CheckOption.csv,
            CheckOption.verbose,
        ],
        notes: [
            ("FINDING KINDS", findingKinds),
            ("LIMITS", """
              A key or a name holds at most \(TableLimits.describe(TableLimits.valueBytes)) of UTF-8 (value-too-long), a table file
              at most \(TableLimits.describe(TableLimits.fileBytes)) (file-too-large; no more of it is read). A name holds no invisible
              character (invisible-character): no zero width space, line separator, soft hyphen,
              Hangul filler, TAG, private-use or noncharacter; ZWJ and ZWNJ only after a virama,
              between letters of Arabic, Syriac, N'Ko or Mongolian, or (ZWJ) between emoji.
            """),
        ],
        exitCodes: "0 clean (warnings allowed), 1 errors not accepted by the baseline, 2 could not run.",
        writes: .with([CheckOption.writeBaseline.name, CheckOption.updateSnapshot.name, CheckOption.output.name]))
}

/// The options of `loccheck check`, each declared once: the help lists them, the command reads them.
enum CheckOption {
    /// `--format`.
    static let format = Option.value("--format", "FORMAT",
            help: EnglishList.joined(ReportFormat.allCases.map { "\($0.rawValue) (\($0.about))" }, "or")
                + ". Repeatable, each with its own --output: `--format sarif --output loccheck.sarif --format html --output loccheck.html` writes both from one check.")

    /// `--output`.
    static let output = Option.value("--output", "FILE", aliases: ["-o"],
            help: "Write the report to FILE, atomically, instead of standard output (`-`: standard output); the n-th --output is the n-th --format's. A FILE inside the tables directory is refused. The counts go to stderr when no report goes to standard output.")

    /// `--color`.
    static let color = Option.value("--color", "WHEN",
            help: "auto (default: on a terminal), always or never; NO_COLOR always wins.")

    /// `--baseline`.
    static let baseline = Option.value("--baseline", "FILE",
            help: "Accepted findings with reasons (default: DIR/loccheck-baseline.txt); a line that accepts nothing any more is a stale-baseline warning.")

    /// `--strict`.
    static let strict = Option.flag("--strict",
            help: "Ignore the baseline: report every finding.")

    /// `--write-baseline`.
    static let writeBaseline = Option.flag("--write-baseline",
            help: "Accept today's findings: rewrite the baseline, keeping the reasons of entries that still apply and the entries of checks that were skipped (a pinned comparison whose file is absent); new entries get a TODO reason to replace. Each line removed is printed on stderr.")

    /// `--config`.
    static let config = Option.value("--config", "FILE",
            help: "Severities per finding kind, `kind = error|warning|off` (default: DIR/loccheck-config.txt), and second sources to compare with on every run, `compare TABLE LOCALE = FILE` (FILE relative to the config): each name that differs is a source-mismatch, which the baseline accepts one by one; a FILE that can't be read is skipped (with a note on stderr under --verbose).")

    /// `--min-coverage`.
    static let minCoverage = Option.value("--min-coverage", "PCT",
            help: "Names not yet written are warnings, and a locale under PCT percent is an error. `LOCALE=PCT` sets one locale's minimum; repeatable. A locale's percent counts its \(TableKind.listed(TableKind.allCases.filter(\.countsTowardLocaleCoverage))) names; \(TableKind.listed(TableKind.allCases.filter { !$0.countsTowardLocaleCoverage })) are not counted (see TABLES in `loccheck --help`).")

    /// `--over-bundled`.
    static let overBundled = Option.flag("--over-bundled",
            help: "DIR is an app's own tables (a target's Localization/ folder) layered over the bundled ones: its keys must be the bundled lists' (labels may add new keys in English), and a name it doesn't have is no finding, since the bundled tables answer for it.")

    /// `--snapshot`.
    static let snapshot = Option.value("--snapshot", "FROM",
            help: "The API lists to check against: bundled (default: the lists built into loccheck) or tables (DIR/snapshot/, as import-pokeapi writes it).")

    /// `--api`.
    static let api = Option.value("--api", "URL",
            help: "Take the key lists (species, types, abilities, moves, items…; all but /pokemon) from a PokeAPI server's list endpoints instead (https://pokeapi.co or a self-hosted copy); a progress line shows on a terminal.")

    /// `--update-snapshot`.
    static let updateSnapshot = Option.flag("--update-snapshot",
            help: "With --api: write the server's lists into DIR/snapshot/ (the package's own Resources/snapshot by default, the bundled lists).")

    /// `--compare-api-names`.
    static let compareApiNames = Option.flag("--compare-api-names",
            help: "With --api: fetch every species' names and report each table name that differs from the server's (api-name-mismatch).")

    /// `--csv`.
    static let csv = Option.value("--csv", "DIR",
            help: "Compare every name of the locales PokeAPI covers with PokeAPI's CSV (data/v2/csv), and the Pokédex entries with its recorded responses where they lie beside it (DIR/../api/v2/pokemon-species): a name that differs without a correction is upstream-mismatch, a correction PokeAPI no longer needs is stale-correction.")

    /// `--verbose`.
    static let verbose = Option.flag("--verbose",
            help: "Also say on stderr what was skipped and why.")
}
