import PokeTables

/// Where `loccheck check` writes its reports: `--format` and `--output` paired in order, the n-th
/// `--output` the n-th `--format`'s, so one check writes several formats
/// (`--format sarif --output loccheck.sarif --format html --output loccheck.html`).
package struct ReportOutputs: Equatable, Sendable {
    /// One report: its format, and its file (nil for standard output).
    package struct Output: Equatable, Sendable {
        package var format: ReportFormat
        package var path: String?
    }

    package var outputs: [Output]

    /// The text report on standard output, as with no option.
    package init() {
        outputs = [Output(format: .text, path: nil)]
    }

    /// Pairs every `--format` with its `--output`, in order.
    package init(formats: [ReportFormat], paths: [String]) throws(UsageError) {
        var formats = formats
        let example = "such as `--format sarif --output loccheck.sarif --format html --output loccheck.html`"
        if formats.isEmpty, paths.count <= 1 { formats = [.text] }
        guard paths.isEmpty ? formats.count == 1 : paths.count == formats.count else {
            throw UsageError(
                "--format is given \(String(counting: formats.count, "time")) and --output \(String(counting: paths.count, "time")); "
                    + "each --format needs an --output of its own, in the same order (`-` for standard output), \(example).")
        }
        outputs = formats.indices.map { index in
            Output(format: formats[index], path: paths.isEmpty || paths[index] == "-" ? nil : paths[index])
        }
        if outputs.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one --format can go to standard output (`--output -`); give the others a file, \(example).")
        }
        let files = outputs.compactMap(\.path)
        if let repeated = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
            throw UsageError("--output \(repeated) is given twice; each --format needs a file of its own.")
        }
    }

    /// The format written to standard output, if any.
    package var standardOutput: ReportFormat? { outputs.first { $0.path == nil }?.format }
}
