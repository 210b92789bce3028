import PokeCommandLine
import PokeTables

import PokeTables

/// `loccheck --help` and `loccheck <subcommand> --help`.
enum HelpText {
    static let subcommands = ["check", "add-locale", "export", "import", "fix", "import-pokeapi", "import-search-keys", "compare", "corrections"]

    /// The help for a subcommand, or the overview for `nil` and unknown names.
    static func text(for subcommand: String?) -> String {
        switch subcommand {
        case "check": return check
        case "add-locale": return addLocale
        case "export": return export
        case "import": return importList
        case "fix": return fix
        case "import-pokeapi": return importPokeAPI
        case "compare": return compare
        case "corrections": return corrections
        case "import-search-keys": return importSearchKeys
        default: return overview
        }
    }

    /// The TABLES section's rows, one per declared table kind.
    static let tables = String(TableKind.allCases.map { HelpColumns.row($0.rawValue, $0.declaration.summary, descriptionColumn: 16) }
        .joined().dropLast())

    /// The FINDING KINDS paragraph: every finding code, a warning's marked, wrapped.
    static let findingKinds = String(HelpColumns.row("", DiagnosticCode.findings.map { code in
        code.rawValue + (code.defaultSeverity == .warning ? "\u{A0}(a\u{A0}warning)" : "")
    }.joined(separator: ", ") + ".", descriptionColumn: 2).dropLast())

    static let overview = """
    USAGE: loccheck [check] [--tables DIR] [--format text|json|github|junit] [--strict] [OPTIONS]
           loccheck add-locale LOCALE [--tables DIR]
           loccheck export LOCALE --format po|xliff [--output FILE] [--untranslated-only] [--tables DIR]
           loccheck import FILE.po|FILE.xlf [--locale LOCALE] [--overwrite] [--dry-run] [--tables DIR]
           loccheck import --locale LOCALE --from FILE [--table TABLE] [--tables DIR]
           loccheck fix [--dry-run] [--tables DIR] [--over-bundled]
           loccheck import-pokeapi (--csv DIR | --api URL) [--tables DIR] [--taken YYYY-MM-DD]
           loccheck import-search-keys [--tables DIR]
           loccheck compare --with FILE [--locale LOCALE] [--table TABLE] [--tables DIR]
           loccheck corrections [--format text|pokeapi] [--csv DIR] [--tables DIR]
           loccheck --version

    Checks the name tables of a tables directory against the API's species, type and /pokemon
    lists bundled with loccheck, and reports each problem with its file and line, then the
    coverage per locale and table.

    TABLES (DIR/<table>/<locale>.txt, one `key = name` a line; Resources/README.md has the format):
    \(tables)

    SUBCOMMANDS:
      check             Check the tables (the default). See `loccheck check --help`.
      add-locale        Create every table of a new locale, with every key, empty names and the
                        English above each line.
      export            Write a locale's names with their English as one PO or XLIFF file for
                        translators' tools.
      import            Write a translated PO or XLIFF file back into the tables, or fill one
                        table from a JSON array or a CSV/TSV of slug, name.
      fix               Apply the unambiguous fixes: a key renamed to its one suggestion,
                        white space around names, NFC, the API's order, LF line endings.
      import-pokeapi    Write the snapshot and the species, type and form tables from PokeAPI's
                        CSV data (data/v2/csv) or from a PokeAPI server.
      import-search-keys
                        Write searchkeys/<locale>.txt: the romanizations people type for each
                        species name of a non-Latin locale (pinyin, Revised Romanization,
                        Hepburn, Cyrillic and Thai in Latin letters), through ICU.
      compare           List the names a table spells differently from another list, each
                        classified: punctuation/spacing, diacritics, case or a different name.
      corrections       List the corrections (loccheck-corrections.txt), or print them as
                        PokeAPI CSV rows to send upstream.

    Run `loccheck <subcommand> --help` for a subcommand's options.

    OPTIONS:
      --package-tables  With any subcommand: use the Resources/ of the checkout loccheck was
                        built from where --tables DIR is not given.
      --read-only       With any subcommand: write no file. A subcommand or option that would
                        write (fix, import, --write-baseline…) fails where it would, having
                        written nothing; `swift package loccheck` always passes it.
      --version         Print loccheck's version.
      -h, --help        Show this help.

    EXIT CODES: 0 clean, 1 findings, 2 could not run.

    """

    static let importSearchKeys = """
    USAGE: loccheck import-search-keys [--tables DIR]

    Writes searchkeys/<locale>.txt for every locale whose species names are not in Latin letters:
    per species slug, the romanizations people type on a Latin keyboard, which PokeSearch matches
    like names (`pokedex search kedaya` finds 可达鸭):
      Hangul    Revised Romanization as pronounced, then syllable by syllable (고라파덕 gorapadeok)
      kana      Hepburn, ICU's Katakana-Latin (コダック kodakku)
      Han       pinyin without tones, ICU's Han-Latin (可达鸭 kedaya); not for Japanese kanji
      Cyrillic  ICU's Cyrillic-Latin; Thai: ICU's Thai-Latin
    Each key is lower-case ASCII letters and digits; several are separated by `, `. Keys a
    reviewer added after the written ones are kept. `loccheck` reports a name whose keys are out
    of date (search-key-outdated) and a key that is not ASCII (invalid-search-key).

    OPTIONS:
      --tables DIR      The tables directory (default: ./Resources; --package-tables:
                        the Resources/ of the checkout loccheck was built from).
      -h, --help        Show this help.

    EXIT CODES: 0 written (or every file already up to date), 2 could not run.

    """

    static let check = """
    USAGE: loccheck [check] [--tables DIR] [OPTIONS]

    Checks the tables and prints every finding, then the coverage per locale and table. Besides
    keys and names, card labels are checked for their placeholders: a ui label whose placeholders
    differ from the English label's, a form-pattern without both {species} and {form}, or a
    number without {number}, in any locale, is a placeholder-mismatch.

    OPTIONS:
      --tables DIR          The tables directory (default: ./Resources; --package-tables:
                            the Resources/ of the checkout loccheck was built from).
      --format FORMAT       text (default), json (schema: docs/loccheck-report.schema.json),
                            github (GitHub Actions annotations) or junit (JUnit XML).
      --color WHEN          auto (default: on a terminal), always or never; NO_COLOR always wins.
      --baseline FILE       Accepted findings with reasons (default: DIR/loccheck-baseline.txt);
                            a line that accepts nothing any more is a stale-baseline warning.
      --strict              Ignore the baseline: report every finding.
      --write-baseline      Accept today's findings: rewrite the baseline, keeping the reasons of
                            entries that still apply and the entries of checks that were skipped
                            (a pinned comparison whose file is absent); new entries get a TODO
                            reason to replace. Each line removed is printed on stderr.
      --config FILE         Severities per finding kind, `kind = error|warning|off`
                            (default: DIR/loccheck-config.txt), and second sources to compare
                            with on every run, `compare TABLE LOCALE = FILE` (FILE relative to
                            the config): each name that differs is a source-mismatch, which the
                            baseline accepts one by one; a FILE that can't be read is skipped
                            (with a note on stderr under --verbose).
      --min-coverage PCT    Names not yet written are warnings, and a locale under PCT percent
                            is an error. `LOCALE=PCT` sets one locale's minimum; repeatable.
                            A locale's percent counts its species, types, ui and forms names;
                            fullnames are not counted (they stand in for a missing form name).
      --over-bundled        DIR is an app's own tables (a target's Localization/ folder) layered
                            over the bundled ones: its keys must be the bundled lists' (labels
                            may add new keys in English), and a name it doesn't have is no
                            finding, since the bundled tables answer for it.
      --snapshot FROM       The API lists to check against: bundled (default: the lists built
                            into loccheck) or tables (DIR/snapshot/, as import-pokeapi writes it).
      --api URL             Take the species and type lists from a PokeAPI server instead
                            (https://pokeapi.co or a self-hosted copy); a progress line shows on
                            a terminal.
      --update-snapshot     With --api: write the server's lists into DIR/snapshot/ (the
                            package's own Resources/snapshot by default, the bundled lists).
      --compare-api-names   With --api: fetch every species' names and report each table name
                            that differs from the server's (api-name-mismatch).
      --csv DIR             Compare every name of the locales PokeAPI covers with PokeAPI's CSV
                            (data/v2/csv): a name that differs without a correction is
                            upstream-mismatch, a correction PokeAPI no longer needs is
                            stale-correction.
      --verbose             Also say on stderr what was skipped and why.
      -h, --help            Show this help.

    FINDING KINDS:
    \(findingKinds)

    LIMITS:
      A key or a name holds at most \(TableLimits.describe(TableLimits.valueBytes)) of UTF-8 (value-too-long), a table file
      at most \(TableLimits.describe(TableLimits.fileBytes)) (file-too-large; no more of it is read). A name holds no invisible
      character (invisible-character): no zero width space, line separator, soft hyphen,
      Hangul filler, TAG, private-use or noncharacter; ZWJ and ZWNJ only after a virama,
      between letters of Arabic, Syriac, N'Ko or Mongolian, or (ZWJ) between emoji.

    EXIT CODES: 0 clean (warnings allowed), 1 errors not accepted by the baseline, 2 could not run.

    """

    static let addLocale = """
    USAGE: loccheck add-locale LOCALE [--tables DIR]

    Creates <table>/LOCALE.txt for every table the directory has, with every key and an empty
    name, so `loccheck` lists exactly what is left to translate. Above each line a comment gives
    the English and what the entry is (`# en: Bulbasaur — National Pokédex No. 1.`). LOCALE
    must be a BCP 47 tag (pt-BR, sr-Latn, zh-Hant). Existing files are kept as they are.

    OPTIONS:
      --tables DIR      The tables directory (default: ./Resources; --package-tables:
                        the Resources/ of the checkout loccheck was built from).
      --over-bundled    DIR is an app's own tables (a target's Localization/), a layer over
                        the bundled ones: every table and key of the bundled English, with
                        DIR's English over it (swift package loccheck-edit passes it).
      -h, --help        Show this help.

    EXIT CODES: 0 created (or every file there already), 2 could not run.

    """

    static let importList = """
    USAGE: loccheck import FILE.po|FILE.xlf [--locale LOCALE] [--overwrite] [--dry-run] [--tables DIR]
           loccheck import --locale LOCALE --from FILE [--table TABLE] [--source TEXT] [--tables DIR]

    The file's extension says what it is (`--from FILE.po` works too).

    A gettext PO or XLIFF 1.2 file (.po, .xlf, .xliff), as `loccheck export` writes it and
    translators' tools return it, holds every table; each entry's key is TABLE:KEY, its msgctxt
    or trans-unit id, or where converters that renumber ids keep it (resname, the location,
    a `#:` reference). Its translated entries are written into the locale's tables, changing only
    the lines whose names changed (a key a table lacks gets a line where it belongs).

    An import fills names the tables lack or have empty. A name the tables already have is
    replaced only with --overwrite: without it, each entry that would replace one is an error,
    and if there is any, nothing of the file is written, not even the fills (a file that
    disagrees with reviewed names may be another locale's or an old export). --dry-run prints
    what would change, as a diff, and writes nothing.

    Fuzzy entries (XLIFF: approved="no" or a needs-… state), untranslated ones, ones translated
    from an English text that has changed since, and keys the tables don't have are reported and
    never written; so are a key the file has twice (at each of its lines), a text over
    \(TableLimits.describe(TableLimits.valueBytes)) or with an invisible character (see `loccheck check --help`), and XLIFF inline
    markup other than loccheck's own <ph> placeholders. A label must keep its {species} and
    {form}. The locale is the file's (PO Language, XLIFF target-language) unless --locale gives
    it. The changed tables are staged (each written whole beside itself) and then renamed one
    after the other: a kill leaves each table old or new, and running the same import again
    completes it and removes what the killed run left. An export imported unchanged changes no
    byte.

    Any other FILE fills one table of LOCALE and writes it in the API's order: a JSON array of
    names in the table's order (National Pokédex order for species; null for a name not known),
    CSV/TSV rows of slug and name (a `slug,name` header is optional), or a JSON object with a
    `species` array and a `types` object keyed by slug (Pokémon GO's names). Listed names replace
    the file's; names the file has and the list lacks are kept; keys with neither get an empty
    name, which `loccheck` reports. Names are trimmed and brought to NFC. A name that
    loccheck-corrections.txt corrects is written corrected.

    OPTIONS:
      --locale LOCALE       The BCP 47 locale to fill, such as ru or pt-BR.
      --from FILE           The list of names (or the PO or XLIFF file).
      --table TABLE         For a list: species (default), types, ui, forms or fullnames.
      --source TEXT         For a list: where the names came from, for the file's header comment.
      --untranslated-only   For a list: fill only names that are missing, empty or the English one.
      --overwrite           For a PO or XLIFF file: replace names the tables have.
      --dry-run             For a PO or XLIFF file: print the changes as a diff, write nothing.
      --tables DIR          The tables directory (default: ./Resources; --package-tables:
                            the Resources/ of the checkout loccheck was built from).
      --over-bundled        DIR is an app's own tables (a target's Localization/), a layer over
                            the bundled ones: every table and key of the bundled English, with
                            DIR's English over it (swift package loccheck-edit passes it).
      -h, --help            Show this help.

    EXIT CODES: 0 imported, 1 entries refused or names that need --overwrite (each printed as
    FILE:LINE: error), 2 could not run.

    """

    static let fix = """
    USAGE: loccheck fix [--dry-run] [--tables DIR] [--over-bundled]

    Applies only fixes with one possible outcome: CR LF line endings made LF and a byte order
    mark removed (as an editor on Windows or git's core.autocrlf writes them), an unknown key
    renamed to its single suggested slug (when that slug is not in the file yet), white space
    around a name trimmed, a name brought to Unicode NFC, and entries moved back into the API's
    order (only the lines that are out of order move). Every other line keeps its bytes. In a
    file with a malformed line or a duplicate key only names are fixed, and in one with invalid
    UTF-8 or control characters nothing: fix prints those lines, for a person to fix first.
    Each file is written atomically (a temporary file, then a rename), so an interrupted run
    leaves the old file whole, and while fix runs no other loccheck writes the directory.

    OPTIONS:
      --dry-run         Print the changes as a diff and write nothing.
      --tables DIR      The tables directory (default: ./Resources; --package-tables:
                        the Resources/ of the checkout loccheck was built from).
      --over-bundled    DIR is an app's own tables (a target's Localization/), a layer over
                        the bundled ones: keys are renamed to, and ordered by, the bundled lists.
      -h, --help        Show this help.

    EXIT CODES: 0 done (or nothing to fix), 2 could not run.

    """

    static let importPokeAPI = """
    USAGE: loccheck import-pokeapi (--csv DIR | --api URL) [--tables DIR] [--taken YYYY-MM-DD]

    Writes the snapshot and the species, type and form tables from PokeAPI's CSV data
    (data/v2/csv), or the snapshot's species and type lists and the species and type tables from a
    PokeAPI server (https://pokeapi.co or a self-hosted copy; the /pokemon list and the form
    tables are kept as they were). Writes each file atomically, only if it changes.

    OPTIONS:
      --csv DIR         PokeAPI's data/v2/csv directory.
      --api URL         A PokeAPI server, such as https://pokeapi.co (/api/v2/ is added).
      --tables DIR      The tables directory (default: ./Resources; --package-tables:
                        the Resources/ of the checkout loccheck was built from).
      --taken DATE      The date for the snapshot's header (default: today; kept when the lists
                        are unchanged).
      -h, --help        Show this help.

    EXIT CODES: 0 imported, 2 could not run.

    """
}
