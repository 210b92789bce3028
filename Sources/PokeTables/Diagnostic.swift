/// One problem, located: the file and line, how bad, which rule (a ``DiagnosticCode``), a message
/// that says what is wrong and how to fix it, and the fix itself when there is exactly one.
///
/// The one shape every tool reports in, from the table parser to the plugins: the parser's
/// problems, the snapshot's, loccheck's findings, pokegen's warnings and the files loccheck
/// can't read. It is rendered once, at the edge (``description``; loccheck's reports), never
/// carried as preformatted text.
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable, Comparable {
        case warning, error

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// The rule, or the kind of file that could not be read (``DiagnosticCode/isFinding``).
    package var code: DiagnosticCode {
        get { storage.fields.code }
        set { update { $0.code = newValue } }
    }
    package var severity: Severity {
        get { storage.fields.severity }
        set { update { $0.severity = newValue } }
    }
    /// The file, as the tool names it: relative to the tables directory for a table, or as given.
    package var file: String {
        get { storage.fields.file }
        set { update { $0.file = newValue } }
    }
    /// The 1-based line, or nil for a problem of the whole file.
    package var line: Int? {
        get { storage.fields.line }
        set { update { $0.line = newValue } }
    }
    /// The 1-based column of ``line`` (in Unicode scalars) where the problem starts, where a file
    /// has one worth naming (a String Catalog's value, inside a line of JSON); nil otherwise.
    package var column: Int? {
        get { storage.fields.column }
        set { update { $0.column = newValue } }
    }
    /// A whole sentence or two: what is wrong and how to fix it.
    package var message: String {
        get { storage.fields.message }
        set { update { $0.message = newValue } }
    }
    /// The replacement key or value that fixes it, when there is exactly one.
    package var fix: String? {
        get { storage.fields.fix }
        set { update { $0.fix = newValue } }
    }
    /// The table, locale and key it is about, where it is about one: what a baseline entry matches.
    package var table: TableKind? {
        get { storage.fields.table }
        set { update { $0.table = newValue } }
    }
    package var locale: LocaleTag? {
        get { storage.fields.locale }
        set { update { $0.locale = newValue } }
    }
    package var key: String? {
        get { storage.fields.key }
        set { update { $0.key = newValue } }
    }

    /// The fields, in an immutable box: a run with tens of thousands of findings copies,
    /// sorts and filters them several times, and a copy is then one reference, not five strings.
    /// A change makes a new box.
    private var storage: Storage

    private struct Fields: Hashable, Sendable {
        var code: DiagnosticCode
        var severity: Severity
        var file: String
        var line: Int?
        var column: Int?
        var message: String
        var fix: String?
        var table: TableKind?
        var locale: LocaleTag?
        var key: String?
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    package init(
        _ code: DiagnosticCode, severity: Severity? = nil, file: String, line: Int?, column: Int? = nil, message: String,
        fix: String? = nil, table: TableKind? = nil, locale: LocaleTag? = nil, key: String? = nil
    ) {
        storage = Storage(
            Fields(
                code: code, severity: severity ?? code.defaultSeverity, file: file, line: line, column: column,
                message: message, fix: fix, table: table, locale: locale, key: key))
    }

    package static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// `file:line: severity: message [code]` (`file:line:column:` where there is a column), the
    /// form compilers use (and editors, CI and Xcode read): the one rendering of a diagnostic as a
    /// line of text.
    package var description: String {
        "\(Self.place(file, line: line, column: column)): \(severity.rawValue): \(message)" + (code.isFinding ? " [\(code.rawValue)]" : "")
    }

    /// `line` or `line:column`, a position as compilers write it; nil for a whole file.
    package static func position(line: Int?, column: Int?) -> String? {
        guard let line else { return nil }
        return column.map { "\(line):\($0)" } ?? "\(line)"
    }

    /// `file`, `file:line` or `file:line:column`: a place as compilers write it.
    package static func place(_ file: String, line: Int?, column: Int?) -> String {
        position(line: line, column: column).map { "\(file):\($0)" } ?? file
    }

    /// The order reports list diagnostics in: by file, then line (a whole file's first), then code.
    /// - Complexity: O(1) for most pairs: a field is compared only when the ones before it are equal
    ///   (a tuple of the three would make every code's name for every comparison of a sort).
    package static func inReportOrder(_ first: Diagnostic, _ second: Diagnostic) -> Bool {
        if first.file != second.file { return first.file < second.file }
        let firstLine = first.line ?? 0
        let secondLine = second.line ?? 0
        if firstLine != secondLine { return firstLine < secondLine }
        return first.code < second.code
    }

    /// The same at another place: the file named from elsewhere (`Resources/` before it).
    package func located(in directory: String) -> Diagnostic {
        var copy = self
        copy.file = directory + file
        return copy
    }
}
