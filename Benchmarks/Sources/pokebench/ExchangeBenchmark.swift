import Foundation

/// `loccheck export` and `loccheck import FILE` for every locale of the package's tables, as a
/// translator's round trip runs them: whole processes, against `loccheck check` on the same
/// tables in the same rounds (the baseline the ratios are taken to).
///
/// Works on a copy of `Resources/`. "Unchanged" imports a fresh export (nothing to write);
/// "every name changed" alternates a file whose every name has a `·` added with the original
/// export, so each import rewrites every line of the locale's tables.
func runExchangeBenchmark() {
    print("== loccheck export / import, whole processes, every locale (median of 5 rounds; a release build of loccheck) ==")
    guard let loccheck = PackagePlaces.tool("loccheck", indent: "  ") else { return }
    let resources = PackagePlaces.resources
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
        let tables = work.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: resources, to: tables)
        let locales = try FileManager.default.contentsOfDirectory(atPath: tables.appendingPathComponent("species").path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        var files: [String: [(original: URL, changed: URL)]] = [:]
        for format in ["po", "xlf"] {
            for locale in locales {
                let original = work.appendingPathComponent("\(locale).\(format)")
                _ = try runToExit(loccheck, ["export", locale, "--output", original.path, "--tables", tables.path])
                let changed = work.appendingPathComponent("\(locale)-changed.\(format)")
                try Data(everyNameChanged(try String(contentsOf: original, encoding: .utf8), format: format).utf8).write(to: changed)
                files[format, default: []].append((original, changed))
            }
        }
        let count = locales.count
        // CPU time as well as wall time: on a shared machine the wall time includes waiting for a core.
        var cpu: [String: [Double]] = [:]
        func timed(_ name: String, _ iterations: Int, _ arguments: @escaping (Int) -> [String]) -> TimedOperation {
            TimedOperation(name: name, iterations: iterations) { index in
                let before = childCPUNanoseconds()
                let status = try runToExit(loccheck, arguments(index) + ["--tables", tables.path])
                cpu[name, default: []].append(childCPUNanoseconds() - before)
                return status
            }
        }
        var operations = [timed("loccheck check (baseline)", 1) { _ in [] }]
        for format in ["po", "xlf"] {
            let name = format == "po" ? "PO" : "XLIFF"
            let pairs = files[format] ?? []
            operations += [
                timed("export \(name)", count) { ["export", locales[$0], "--output", work.appendingPathComponent("out.\(format)").path] },
                timed("import \(name), unchanged", count) { ["import", pairs[$0].original.path] },
                // --overwrite: replacing names the tables have is what this measures (an import
                // refuses it without).
                timed("import \(name), every name changed", 2 * count) { index in
                    ["import", (index % 2 == 0 ? pairs[index / 2].changed : pairs[index / 2].original).path, "--overwrite"]
                },
            ]
        }
        let measurements = try measure(operations, rounds: 5)
        let baseline = measurements[0].nanosecondsPerOperation
        print("  \(count) locales: \(locales.joined(separator: ", "))")
        let baselineCPU = median(cpu[measurements[0].name] ?? [])
        var rows = [["operation", "ms per locale", "all \(count) locales, ms", "× check", "CPU ms per locale", "CPU × check"]]
        for measurement in measurements {
            let perLocale = measurement.nanosecondsPerOperation / 1e6
            let all = measurement.name.hasPrefix("loccheck check") ? perLocale : perLocale * Double(count)
            let processor = median(cpu[measurement.name] ?? [])
            rows.append([
                measurement.name, formatted(perLocale), formatted(all), formatted(measurement.nanosecondsPerOperation / baseline),
                formatted(processor / 1e6), formatted(processor / baselineCPU),
            ])
        }
        printTable(rows.map { $0.enumerated().map { $0.offset == 0 ? "  " + $0.element : $0.element } })
        print(
            "  (\"every name changed\" alternates a file with a `·` added to every name and the original export, so every import rewrites each name)"
        )
        try reportContinuationLines(loccheck, tables: tables, work: work)
    } catch {
        print("exchange benchmark failed: \(error)")
    }
}

/// The export with `·` added to every non-empty name (PO msgstr, XLIFF target).
private func everyNameChanged(_ text: String, format: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        if format == "po", line.hasPrefix("msgstr \""), line != "msgstr \"\"" { return line.dropLast() + "·\"" }
        if format == "xlf", line.hasSuffix("</target>") { return line.dropLast(9) + "·</target>" }
        return String(line)
    }.joined(separator: "\n")
}

/// A PO file whose one msgstr continues over many lines (a pasted text, a converter's wrapping),
/// read by `loccheck import --dry-run`: 1,000,000 lines against 250,000, whose ratio is 4 when
/// reading is linear in the lines (it was quadratic: each line copied the text so far).
private func reportContinuationLines(_ loccheck: URL, tables: URL, work: URL) throws {
    func file(lines: Int) throws -> URL {
        let url = work.appendingPathComponent("continued-\(lines).po")
        let header = "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        let entry = "msgctxt \"species:bulbasaur\"\nmsgid \"Bulbasaur\"\nmsgstr \"\"\n" + String(repeating: "\"a\"\n", count: lines)
        try Data((header + entry).utf8).write(to: url)
        return url
    }
    let small = try file(lines: 250_000)
    let large = try file(lines: 1_000_000)
    var cpu: [[Double]] = [[], []]
    for _ in 0..<3 {
        for (slot, url) in [small, large].enumerated() {
            cpu[slot].append(try runMeasured(loccheck, ["import", url.path, "--dry-run", "--tables", tables.path]).cpuNanoseconds)
        }
    }
    let (quarter, whole) = (median(cpu[0]), median(cpu[1]))
    print(
        "  a msgstr continued over 1,000,000 lines: \(formatted(whole / 1e6)) ms; over 250,000: \(formatted(quarter / 1e6)) ms; "
            + "ratio \(formatted(whole / quarter)) (4 is linear; each import also reads the tables)")
}
