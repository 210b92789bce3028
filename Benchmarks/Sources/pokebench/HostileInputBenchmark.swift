import Foundation
import PokeTables

/// What hostile input within loccheck's documented limits costs a release build: a table of
/// unknown keys as large as a table may be (8 MiB), checked into every report format; an import
/// of 20,000 unknown keys; and a PO file holding one key 8,000 times. Whole processes, each once
/// (these are bounds, not speeds), with their wall time and peak memory (GNU time's `%M`).
///
/// The targets are SECURITY.md's: memory bounded per finding (every format under 1 GB for the
/// 8 MiB table), and costs linear in the input.
func runHostileInputBenchmark() {
    print("== hostile input within the limits: whole loccheck processes, once each (a release build) ==")
    guard let loccheck = PackagePlaces.tool("loccheck", indent: "  ") else { return }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
        let tables = work.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePlaces.resources, to: tables)
        let keys = try writeUnknownKeyTable(tables.appendingPathComponent("species/ko.txt"))
        print(
            "  species/ko.txt replaced by \(keys.formatted()) lines of unknown keys (\(TableLimits.fileBytes >> 20) MiB, the limit of a table file):"
        )
        var rows = [["format", "wall", "peak", "exit"]]
        for format in ["text", "sarif", "json", "html", "markdown", "github", "junit"] {
            let output = work.appendingPathComponent("report.\(format)")
            let cost = try runMeasured(loccheck, ["--tables", tables.path, "--format", format, "--output", output.path, "--no-cache"])
            rows.append([format, seconds(cost), peak(cost), "\(cost.status)"])
            try? FileManager.default.removeItem(at: output)
        }
        printTable(rows.map { ["   "] + $0 })
        print("  (target: every format under 1,024 MB peak)")

        let clean = work.appendingPathComponent("clean")
        try FileManager.default.copyItem(at: PackagePlaces.resources, to: clean)
        let unknown = work.appendingPathComponent("unknown.po")
        try writePO(unknown, (0..<20_000).map { ("species:unknown-key-\($0)", "Unknown \($0)", "모름 \($0)") })
        let imported = try runMeasured(loccheck, ["import", unknown.path, "--tables", clean.path])
        print(
            "  import of 20,000 unknown keys (each gets the check's suggestion): \(seconds(imported)), \(peak(imported)) peak, exit \(imported.status)"
        )
        let copies = work.appendingPathComponent("copies.po")
        try writePO(copies, Array(repeating: ("species:pikachu", "Pikachu", "피카츄2"), count: 8_000))
        let duplicated = try runMeasured(loccheck, ["import", copies.path, "--tables", clean.path])
        print("  import of a PO with 8,000 copies of one key: \(seconds(duplicated)), \(peak(duplicated)) peak, exit \(duplicated.status)")
    } catch {
        print("hostile input benchmark failed: \(error)")
    }
}

/// Writes lines of keys no table has (`zz0 = x`, `zz1 = x`, …) until one more would pass
/// ``TableLimits/fileBytes``; returns how many.
private func writeUnknownKeyTable(_ file: URL) throws -> Int {
    var text = ""
    text.reserveCapacity(TableLimits.fileBytes)
    var count = 0
    while true {
        let line = "zz\(String(count, radix: 36)) = x\n"
        guard text.utf8.count + line.utf8.count <= TableLimits.fileBytes else { break }
        text += line
        count += 1
    }
    try Data(text.utf8).write(to: file)
    return count
}

/// A Korean PO file of `entries` (context, English, Korean), as `loccheck export` writes one.
private func writePO(_ file: URL, _ entries: [(context: String, source: String, target: String)]) throws {
    var text = "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    for entry in entries {
        text += "\nmsgctxt \"\(entry.context)\"\nmsgid \"\(entry.source)\"\nmsgstr \"\(entry.target)\"\n"
    }
    try Data(text.utf8).write(to: file)
}

private func seconds(_ cost: ChildCost) -> String { "\(formatted(cost.wallNanoseconds / 1e9)) s" }
private func peak(_ cost: ChildCost) -> String { "\(formatted(cost.peakBytes / 1_048_576)) MB" }
