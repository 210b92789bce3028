import CommandTestSupport
import Foundation
import LocCheck
import PokeTables
import Testing

/// A check of unchanged files reuses the output of the last one; any change to what it reads,
/// how it is asked, or the loccheck build that made it gives a full check.
@Suite("The check's cache")
struct CheckCacheTests {
    let loccheck = InProcessLocCheck()
    static let reused = "its output was reused"

    /// Tables with one finding (`flyng`), a config pinning a second source, and a corrections
    /// file, under `directory`, with a baseline beside them (given by `--baseline`, so not among
    /// the tables' files); and the cache folder.
    func setUp(_ directory: TemporaryDirectory) throws -> (tables: URL, cache: URL) {
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        let tables = try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german),
            "loccheck-config.txt": "compare types de = ../pinned.csv\n",
            "loccheck-corrections.txt": "",
        ])
        try Data("bug,Käfer\n".utf8).write(to: directory.url.appendingPathComponent("pinned.csv"))
        try Data().write(to: directory.url.appendingPathComponent("baseline.txt"))
        return (tables, directory.url.appendingPathComponent("cache"))
    }

    func run(_ arguments: [String], cache: URL) async -> InProcessLocCheck.Output {
        await loccheck.run(arguments + ["--verbose"], environment: ["LOCCHECK_CACHE_DIR": cache.path])
    }

    @Test("a second check of the same files reuses the first one's output, exit code and report files")
    func reusedWhenNothingChanged() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let sarif = directory.url.appendingPathComponent("out.sarif")
        let arguments = ["--tables", tables.path, "--format", "text", "--format", "sarif", "--output", "-", "--output", sarif.path]
        let first = await run(arguments, cache: cache)
        #expect(first.status == 1 && first.stdout.contains("flyng"))
        #expect(!first.stderr.contains(Self.reused))
        let written = try Data(contentsOf: sarif)
        try FileManager.default.removeItem(at: sarif)
        // The entries copy the tables: the folder loccheck made is its owner's alone.
        #expect(try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int == 0o700)

        let second = await run(arguments, cache: cache)
        #expect(second.stderr.contains(Self.reused))
        #expect(second.status == first.status && second.stdout == first.stdout)
        #expect(second.stderr.hasPrefix(first.stderr))
        #expect(try Data(contentsOf: sarif) == written)
    }

    /// Each change to one thing the check reads or is asked, made after a check was kept.
    static let changes: [(String, @Sendable (URL) throws -> [String])] = [
        ("a byte of a table", { tables in try append(" ", to: tables.appendingPathComponent("types/de.txt")) }),
        (
            "the baseline",
            { tables in
                try write(
                    "unknown-key types de flyng = a reason\n", to: tables.deletingLastPathComponent().appendingPathComponent("baseline.txt")
                )
            }
        ),
        ("the config", { tables in try append("unknown-key = warning\n", to: tables.appendingPathComponent("loccheck-config.txt")) }),
        (
            "a correction",
            { tables in
                try write(
                    "types de bug upstream = Kafer\ntypes de bug corrected = Käfer\ntypes de bug reason = The games write Käfer.\n",
                    to: tables.appendingPathComponent("loccheck-corrections.txt"))
            }
        ),
        (
            "the pinned file",
            { tables in try write("bug,Käfer!\n", to: tables.deletingLastPathComponent().appendingPathComponent("pinned.csv")) }
        ),
        (
            "a new table",
            { tables in try write(try PackageTables.text("types/en.txt"), to: tables.appendingPathComponent("types/fr.txt")) }
        ),
        ("an option", { _ in ["--strict"] }),
        ("another option", { _ in ["--min-coverage", "de=10"] }),
    ]

    @Test("a change to any file read, or to an option, gives the output of a full check", arguments: changes.indices)
    func changeRechecks(_ index: Int) async throws {
        let (name, change) = Self.changes[index]
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let arguments = ["--tables", tables.path, "--baseline", directory.url.appendingPathComponent("baseline.txt").path]
        _ = await run(arguments, cache: cache)
        #expect(await run(arguments, cache: cache).stderr.contains(Self.reused), "kept before \(name)")
        let more = try change(tables)
        let changed = await run(arguments + more, cache: cache)
        #expect(!changed.stderr.contains(Self.reused), "reused after \(name)")
        let fresh = await loccheck.run(arguments + more + ["--verbose", "--no-cache"])
        #expect(changed.status == fresh.status && changed.stdout == fresh.stdout, "after \(name)")
        #expect(changed.stderr == fresh.stderr, "after \(name)")
        #expect(await run(arguments + more, cache: cache).stderr.contains(Self.reused), "kept after \(name)")
    }

    @Test("another loccheck build never reads an entry made by this one")
    func anotherBuildRechecks() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        var options = CheckConfiguration()
        options.tablesPath = tables.path
        options.verbose = true
        func check(build: String) async throws -> String {
            let collected = Collected()
            var session = LocCheckSession(packageTables: PackageTables.resources)
            session.standardOutput = { _ in }
            session.standardError = { collected.append($0) }
            session.checkCache = CheckCache(directory: cache, buildIdentity: Array(build.utf8))
            session.writesTables = false
            let status = await session.perform(readOnly: false) { try await $0.check(options, reports: ReportOutputs(), color: .never) }
            #expect(status == 1)
            return collected.text
        }
        #expect(!(try await check(build: "one")).contains(Self.reused))
        #expect(try await check(build: "one").contains(Self.reused))
        #expect(!(try await check(build: "two")).contains(Self.reused))
        #expect(try await check(build: "two").contains(Self.reused))
    }

    @Test("a build is known by its executable file: a copy, or the same bytes written again, is another build")
    func buildIdentity() throws {
        let directory = try TemporaryDirectory()
        let original = directory.url.appendingPathComponent("loccheck")
        try Data("binary".utf8).write(to: original)
        let copy = directory.url.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: original, to: copy)
        let before = try #require(CheckCache.fileIdentity(original.path))
        #expect(CheckCache.fileIdentity(original.path) == before)
        #expect(CheckCache.fileIdentity(copy.path) != before)
        Thread.sleep(forTimeInterval: 0.01)
        try Data("binary".utf8).write(to: original)
        #expect(CheckCache.fileIdentity(original.path) != before)
    }

    @Test("an entry cut short, or a foreign file in its place, is a miss, never a crash or a wrong output")
    func damagedEntry() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let arguments = ["--tables", tables.path]
        let first = await run(arguments, cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
        let entry = try #require(entries.first { $0.pathExtension == "entry" })
        let bytes = try Data(contentsOf: entry)
        for damaged in [bytes.prefix(bytes.count - 1), bytes.prefix(40), Data(), bytes.dropLast(3) + Data([0xFF, 0xFF, 0xFF])] {
            try damaged.write(to: entry)
            let again = await run(arguments, cache: cache)
            #expect(!again.stderr.contains(Self.reused))
            #expect(again.stdout == first.stdout && again.status == first.status)
        }
    }

    @Test("checks run side by side over one cache all give the full check's output")
    func concurrentChecks() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let arguments = ["--tables", tables.path]
        let fresh = await loccheck.run(arguments + ["--no-cache"])
        let outputs = await withTaskGroup(of: InProcessLocCheck.Output.self) { group in
            for _ in 0..<6 { group.addTask { await run(arguments, cache: cache) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.allSatisfy { $0.stdout == fresh.stdout && $0.status == fresh.status })
        #expect(await run(arguments, cache: cache).stderr.contains(Self.reused))
    }

    @Test("a check that writes a baseline, reads a server or runs read-only keeps nothing")
    func notKept() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        for extra in [["--write-baseline"], ["--read-only"]] {
            _ = await run(["--tables", tables.path] + extra, cache: cache)
            #expect(!FileManager.default.fileExists(atPath: cache.path), "\(extra)")
        }
    }

    @Test("options are keyed the same in every process: a dictionary's elements sorted")
    func stableOptions() throws {
        var one = CheckConfiguration()
        var other = CheckConfiguration()
        for value in ["de=10", "fr=20", "ko=30", "ja=40", "zh-Hant=50"] { try one.minimum.add(value) }
        for value in ["zh-Hant=50", "ja=40", "ko=30", "fr=20", "de=10"] { try other.minimum.add(value) }
        other.minimum.perLocale.reserveCapacity(100)
        #expect(CheckCache.stableDescription(one) == CheckCache.stableDescription(other))
        try other.minimum.add("de=11")
        #expect(CheckCache.stableDescription(one) != CheckCache.stableDescription(other))
    }

    private static func append(_ text: String, to url: URL) throws -> [String] {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        return []
    }

    private static func write(_ text: String, to url: URL) throws -> [String] {
        try Data(text.utf8).write(to: url)
        return []
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
    }
}
