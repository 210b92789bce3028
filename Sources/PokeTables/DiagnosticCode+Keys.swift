/// The codes of a table's keys against the API's lists: what loccheck's key check reports
/// (``KeyCheck`` in LocCheck) and pokegen reports of an app's layer.
extension DiagnosticCode {
    /// A key of the API's list has no line in the table, so the name shows in English.
    package static let missingKey = DiagnosticCode(
        "missing-key",
        summary: "A key of the API's list has no line in the table, so the name shows in English.",
        help:
            "Add the line `key = name` where the message says it belongs (`key = `, with no name yet, marks it as still to translate), or accept the gap in the baseline with the reason, such as a name the source lacks."
    )

    /// A locale has no table of a kind the other locales have.
    package static let missingTable = DiagnosticCode(
        "missing-table",
        summary: "A locale has no table of a kind the other locales have.",
        help: "Create the table (`loccheck add-locale LOCALE` writes every table of a locale, names empty)." + DiagnosticCode.orAcceptIt)

    /// A key that is not in the API's list, so no lookup finds its name.
    package static let unknownKey = DiagnosticCode(
        "unknown-key",
        summary: "A key that is not in the API's list, so no lookup finds its name.",
        help: "Rename the key to the slug the message suggests (`loccheck fix` does), or delete the line.")

    /// A key with no name after `=`.
    package static let emptyValue = DiagnosticCode(
        "empty-value",
        summary: "A key with no name after `=`: a name still to translate, reported only in a locale with a coverage minimum.",
        help:
            "Write the name after `= ` (`loccheck export LOCALE --untranslated-only` lists what is left). Without a coverage minimum for the locale (`min-coverage LOCALE = PCT` in loccheck-config.txt, or --min-coverage), an empty name is pending work: counted in the coverage, not reported, unless the config sets `empty-value = error` or `warning`."
    )

    /// A name with white space before or after it.
    package static let surroundingWhitespace = DiagnosticCode(
        "surrounding-whitespace",
        summary: "A name with white space before or after it.",
        help: "Remove the white space around the name (`loccheck fix` does).")

    /// A name not in Unicode Normalization Form C, so it differs from the same text typed elsewhere.
    package static let notNFC = DiagnosticCode(
        "not-nfc",
        summary: "A name not in Unicode Normalization Form C, so it differs from the same text typed elsewhere.",
        help: "Write the name in NFC (`loccheck fix` does).")

    /// A line out of the API's order.
    package static let outOfOrder = DiagnosticCode(
        "out-of-order", severity: .warning,
        summary: "A line out of the API's order.",
        help: "Put the lines in the API's order (`loccheck fix` does).")

    /// A file in the tables directory that is no table loccheck knows.
    package static let unrecognizedFile = DiagnosticCode(
        "unrecognized-file", severity: .warning,
        summary: "A file in the tables directory that is no table loccheck knows.",
        help:
            "Move the file out of the tables directory, or name it as a table is named (`species/ko.txt`; TABLES in `loccheck --help` lists the folders)."
    )
}
