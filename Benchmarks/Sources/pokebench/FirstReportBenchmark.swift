import Foundation

/// A CI runner's first loccheck report, from nothing: three ways to a report of the package's
/// tables, one after the other (interleaved: each way once in turn, so a slow minute of the shared
/// machine falls on one round of each, not on one way), each on the wall clock, as a user waits:
///
/// 1. **prebuilt**: a new consumer package that depends on the LocCheckPlugins package
///    (`tools/release/artifactbundle.sh OUTDIR` writes it), its `Localization/` a copy of the
///    package's tables: `swift package loccheck --format sarif`, with a HOME of its own (an empty
///    SwiftPM cache) and no `.build`;
/// 2. **from source**: the same consumer depending on this package by path, so SwiftPM builds
///    loccheck (debug, as `swift package` builds a plugin's tools) before the same command;
/// 3. **compare-locales**: `python3 -m venv`, `pip install compare-locales` (from PyPI, so the
///    network's speed is in it) and its run on the same tables mirrored as .properties files
///    (``CompareLocalesMirror``; writing the mirror is not timed). Its report is JSON: it has no SARIF.
///
/// The prebuilt way's plugin package comes from `POKEBENCH_PLUGINS` (default
/// `.build/artifactbundle-out/LocCheckPlugins`, which `.ci/run` leaves).
func runFirstReportBenchmark() {
    print("== loccheck's first report from nothing: prebuilt, from source, and compare-locales from a fresh venv (wall time) ==")
    guard let root = PackagePlaces.root(holding: "tools/release/artifactbundle.sh") else {
        print("  skipped: run pokebench from the package's root")
        return
    }
    let plugins = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["POKEBENCH_PLUGINS"]
            ?? root.appendingPathComponent(".build/artifactbundle-out/LocCheckPlugins").path)
    guard FileManager.default.fileExists(atPath: plugins.appendingPathComponent("loccheck.artifactbundle.zip").path) else {
        print(
            "  skipped: no \(plugins.path)/loccheck.artifactbundle.zip; make it with `tools/release/artifactbundle.sh .build/artifactbundle-out`"
        )
        return
    }
    do {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("pokebench-first-report-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        defer { try? FileManager.default.removeItem(at: work) }
        let mirror = work.appendingPathComponent("compare-locales-tables")
        let peerArguments = try CompareLocalesMirror.write(PackagePlaces.resources, to: mirror)
        let ways: [(name: String, run: (URL) throws -> FirstReport)] = [
            ("prebuilt (LocCheckPlugins)", { try consumerReport(in: $0, dependency: ".package(path: \"\(plugins.path)\")", root: root) }),
            ("from source (this package)", { try consumerReport(in: $0, dependency: ".package(path: \"\(root.path)\")", root: root) }),
            ("compare-locales, fresh venv", { try compareLocalesReport(in: $0, arguments: peerArguments) }),
        ]
        var results: [(String, FirstReport)] = []
        for (index, way) in ways.enumerated() {
            let folder = work.appendingPathComponent("way-\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let report = try way.run(folder)
            results.append((way.name, report))
            let name = way.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            print("  \(name) \(String(format: "%7.1f", report.seconds)) s  (exit \(report.status); \(report.what))")
        }
        let peer = results[2].1.seconds
        print(
            "  ratio to compare-locales:", results.map { "\($0.0) \(String(format: "%.2f", $0.1.seconds / peer))×" }.joined(separator: ", ")
        )
    } catch {
        print("  failed: \(error)")
    }
}

/// One way's first report: how long it took, its exit status and what it wrote.
struct FirstReport {
    let seconds: Double
    let status: Int32
    let what: String
}

/// A new consumer package in `folder` (a target whose `Localization/` is a copy of the package's
/// tables) depending on `dependency`, and `swift package loccheck --format sarif` in it, with a
/// HOME of its own: SwiftPM's cache empty, no `.build`. The mirrors' configuration is copied in
/// (the one difference from a user's machine: packages resolve through `/work/shared/mirrors`).
private func consumerReport(in folder: URL, dependency: String, root: URL) throws -> FirstReport {
    let manager = FileManager.default
    let package = folder.appendingPathComponent("name-checks")
    let home = folder.appendingPathComponent("home")
    let localization = package.appendingPathComponent("Sources/Names/Localization")
    try manager.createDirectory(at: localization.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.copyItem(at: PackagePlaces.resources, to: localization)
    try? manager.removeItem(at: localization.appendingPathComponent("README.md"))
    try Data("public let tablesAreChecked = true\n".utf8).write(to: package.appendingPathComponent("Sources/Names/Names.swift"))
    let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "NameChecks",
            platforms: [.macOS(.v15)],
            dependencies: [\(dependency)],
            targets: [.target(name: "Names")]
        )

        """
    try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
    let mirrors = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".swiftpm/configuration/mirrors.json")
    if manager.fileExists(atPath: mirrors.path) {
        let configuration = home.appendingPathComponent(".swiftpm/configuration")
        try manager.createDirectory(at: configuration, withIntermediateDirectories: true)
        try manager.copyItem(at: mirrors, to: configuration.appendingPathComponent("mirrors.json"))
    }
    let sarif = folder.appendingPathComponent("loccheck.sarif")
    let (seconds, status) = try timedProcess(
        ["swift", "package", "loccheck", "--format", "sarif"], in: package, stdout: sarif,
        environment: ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path])
    let results = (try? JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        .flatMap { ($0["runs"] as? [[String: Any]])?.first?["results"] as? [Any] }
    return FirstReport(seconds: seconds, status: status, what: results.map { "SARIF, \($0.count) results" } ?? "no SARIF")
}

/// `python3 -m venv`, `pip install compare-locales` and its JSON report of the mirrored tables.
private func compareLocalesReport(in folder: URL, arguments: [String]) throws -> FirstReport {
    let venv = folder.appendingPathComponent("venv").path
    let report = folder.appendingPathComponent("compare-locales.json")
    // `--return-zero -qqqq` from the mirror's arguments, and the JSON report as the file it writes.
    let script = """
        python3 -m venv \(venv) && \(venv)/bin/pip install -q compare-locales && \
        \(venv)/bin/compare-locales --json \(report.path) \(arguments.map { "'\($0)'" }.joined(separator: " "))
        """
    let (seconds, status) = try timedProcess(["bash", "-c", script], in: folder, stdout: nil, environment: [:])
    let size = (try? FileManager.default.attributesOfItem(atPath: report.path)[.size] as? Int) ?? nil
    return FirstReport(seconds: seconds, status: status, what: size.map { "JSON, \($0 / 1024) KiB" } ?? "no report")
}

/// Runs `command` (through `env`, so found on PATH) in `directory` to its exit, standard output to
/// `stdout` (or discarded) and standard error discarded; its wall time in seconds and exit status.
private func timedProcess(_ command: [String], in directory: URL, stdout: URL?, environment: [String: String]) throws -> (Double, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let stdout {
        // An existing file is replaced by an empty one; one that could not be made fails in FileHandle below.
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
    } else {
        process.standardOutput = FileHandle.nullDevice
    }
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = start.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, process.terminationStatus)
}
