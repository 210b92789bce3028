import PokeCommandLine

/// Where `loccheck check` writes its reports: `--format` and `--output` paired in order, the n-th
/// `--output` the n-th `--format`'s, so one check writes several formats
/// (`--format sarif --output loccheck.sarif --format html --output loccheck.html`).
struct ReportOutputs: Equatable {
    /// One report: its format, and its file (nil for standard output).
    struct Output: Equatable {
        var format: ReportFormat
        var path: String?
    }

    var outputs: [Output]

    /// The text report on standard output, as with no option.
    init() {
        outputs = [Output(format: .text, path: nil)]
    }

    /// Reads every `--format` and `--output`.
    init(_ arguments: ParsedArguments, format: Option, output: Option) throws(UsageError) {
        var formats: [ReportFormat] = []
        for word in arguments.allValues(format) {
            guard let chosen = ReportFormat(rawValue: word) else {
                throw UsageError("\(format.name) takes one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(word)'. \(arguments.helpHint)")
            }
            formats.append(chosen)
        }
        let paths = arguments.allValues(output)
        let example = "such as `--format sarif --output loccheck.sarif --format html --output loccheck.html`"
        if formats.isEmpty, paths.count <= 1 { formats = [.text] }
        guard paths.isEmpty ? formats.count == 1 : paths.count == formats.count else {
            throw UsageError("\(format.name) is given \(String(counting: formats.count, "time")) and \(output.name) \(String(counting: paths.count, "time")); "
                + "each --format needs an --output of its own, in the same order (`-` for standard output), \(example). \(arguments.helpHint)")
        }
        outputs = formats.indices.map { index in
            Output(format: formats[index], path: paths.isEmpty || paths[index] == "-" ? nil : paths[index])
        }
        if outputs.filter({ $0.path == nil }).count > 1 {
            throw UsageError("only one --format can go to standard output (`--output -`); give the others a file, \(example). \(arguments.helpHint)")
        }
        let files = outputs.compactMap(\.path)
        if let repeated = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
            throw UsageError("--output \(repeated) is given twice; each --format needs a file of its own. \(arguments.helpHint)")
        }
    }

    /// The format written to standard output, if any.
    var standardOutput: ReportFormat? { outputs.first { $0.path == nil }?.format }
}
