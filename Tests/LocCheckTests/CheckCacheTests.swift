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
        (
            "a snapshot of its own, which is not read (the bundled lists are) but makes every kind required",
            { tables in try write("bulbasaur\n", to: tables.appendingPathComponent("snapshot/species.txt")) }
        ),
        (
            "the pinned file gone",
            { tables in
                try FileManager.default.removeItem(at: tables.deletingLastPathComponent().appendingPathComponent("pinned.csv"))
                return []
            }
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
        #expect(try Self.temporaries(in: cache).isEmpty, "after \(name)")
    }

    /// The temporary files in the cache folder: none once every check has ended.
    static func temporaries(in cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".tmp") }
    }

    @Test("a pinned file that can't be read is another input than an absent one: its note is shown")
    func unreadablePinnedFile() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let pinned = directory.url.appendingPathComponent("pinned.csv")
        try FileManager.default.removeItem(at: pinned)
        let arguments = ["--tables", tables.path]
        _ = await run(arguments, cache: cache)
        #expect(await run(arguments, cache: cache).stderr.contains(Self.reused))
        try FileManager.default.createDirectory(at: pinned, withIntermediateDirectories: false)
        let unreadable = await run(arguments, cache: cache)
        #expect(!unreadable.stderr.contains(Self.reused))
        #expect(unreadable.stderr.contains("can't be read"))
    }

    @Test("a reused output comes in the order it was written: a note on stderr, the report, then the file's line")
    func outputOrder() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        // A pinned file that can't be read gets its note before the report.
        let pinned = directory.url.appendingPathComponent("pinned.csv")
        try FileManager.default.removeItem(at: pinned)
        try FileManager.default.createDirectory(at: pinned, withIntermediateDirectories: false)
        var options = CheckConfiguration()
        options.tablesPath = tables.path
        let reports = try ReportOutputs(
            formats: [.text, .json], paths: ["-", directory.url.appendingPathComponent("out.json").path])
        func check() async -> String {
            let collected = Collected()
            var session = LocCheckSession(packageTables: PackageTables.resources)
            session.standardOutput = { collected.append(Array("[out]".utf8) + $0) }
            session.standardError = { collected.append(Array("[err]".utf8) + $0) }
            session.checkCache = CheckCache(directory: cache, buildIdentity: Array("build".utf8))
            session.writesTables = false
            _ = await session.perform(readOnly: false) { try await $0.check(options, reports: reports, color: .never) }
            return collected.text
        }
        let fresh = await check()
        #expect(fresh.hasPrefix("[err]loccheck: note:") && fresh.contains("[out]") && fresh.hasSuffix("out.json.\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
        let reused = await check()
        // Pieces may be split differently; the streams' order and bytes are the same.
        let merged = { (text: String) in
            text.replacingOccurrences(of: "[out]", with: "").replacingOccurrences(of: "[err]", with: "")
        }
        #expect(merged(reused) == merged(fresh))
        #expect(reused.components(separatedBy: "[err]").first == "" && reused.contains("[out]"))
        #expect(reused.hasSuffix("out.json.\n"))
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
        // Longer than the coarsest file clock of the systems this runs on.
        Thread.sleep(forTimeInterval: 1.1)
        try Data("binary".utf8).write(to: original)
        #expect(CheckCache.fileIdentity(original.path) != before)
    }

    @Test("an entry cut short anywhere, with a bit of its key or hash changed, or a foreign file in its place, is a miss")
    func damagedEntry() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let report = directory.url.appendingPathComponent("out.sarif")
        let arguments = ["--tables", tables.path, "--format", "sarif", "--output", report.path]
        let first = await run(arguments, cache: cache)
        let written = try Data(contentsOf: report)
        let entries = try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
        let entry = try #require(entries.first { $0.pathExtension == "entry" })
        let bytes = try Data(contentsOf: entry)
        // Cuts at many places, the end mark's among them (after the last part), and garbage.
        let cuts =
            stride(from: 0, to: bytes.count, by: max(1, bytes.count / 24)).map { bytes.prefix($0) } + (1...4).map { bytes.dropLast($0) }
        // The key's and the hash's 32 bytes follow the magic's first line; one bit of each byte.
        let keyStart = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
        let flips = (keyStart..<keyStart + 32).map { offset in
            var flipped = bytes
            flipped[offset] ^= 1 << (offset % 8)
            return flipped
        }
        for damaged in cuts + flips + [bytes.dropLast(3) + Data([0xFF, 0xFF, 0xFF])] {
            try damaged.write(to: entry)
            try FileManager.default.removeItem(at: report)
            let again = await run(arguments, cache: cache)
            #expect(!again.stderr.contains(Self.reused), "\(damaged.count) of \(bytes.count) bytes, changed or cut")
            #expect(again.stdout == first.stdout && again.status == first.status)
            #expect(try Data(contentsOf: report) == written)
        }
    }

    @Test("a cache folder that others may write is not used: an entry planted there could pass a check")
    func untrustedFolder() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        let arguments = ["--tables", tables.path]
        let first = await run(arguments, cache: cache)
        #expect(first.stderr.contains("not kept") && first.stderr.contains("LOCCHECK_CACHE_DIR"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
    }

    @Test("an entry that others may read is a miss: its key keeps anyone from making inputs that hash the same")
    func entryOthersMayRead() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let arguments = ["--tables", tables.path]
        let first = await run(arguments, cache: cache)
        let entry = try #require(try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil).first)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: entry.path)
        let opened = await run(arguments, cache: cache)
        #expect(!opened.stderr.contains(Self.reused) && opened.stdout == first.stdout)
        // The miss wrote the entry again, its owner's alone.
        #expect(await run(arguments, cache: cache).stderr.contains(Self.reused))
    }

    @Test("a side file that is a device (here a link to /dev/null where a pinned file should be) keeps nothing")
    func sideFileDevice() async throws {
        let directory = try TemporaryDirectory()
        let (tables, cache) = try setUp(directory)
        let pinned = directory.url.appendingPathComponent("pinned.csv")
        try FileManager.default.removeItem(at: pinned)
        try FileManager.default.createSymbolicLink(atPath: pinned.path, withDestinationPath: "/dev/null")
        let arguments = ["--tables", tables.path]
        let first = await run(arguments, cache: cache)
        let second = await run(arguments, cache: cache)
        #expect(!second.stderr.contains(Self.reused) && second.stdout == first.stdout)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: cache.path))?.isEmpty ?? true)
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
        #expect(try Self.temporaries(in: cache).isEmpty)
    }

    @Test("a check that writes a baseline or runs read-only keeps nothing")
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
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return []
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
    }

    @Test("past 32 entries the least recently used goes, a hit counting as a use; temporaries go after an hour")
    func leastRecentlyUsedRemoved() throws {
        let directory = try TemporaryDirectory()
        let cache = CheckCache(directory: directory.url.appendingPathComponent("cache"), buildIdentity: Array("build".utf8))
        let inputs = (0...CheckCache.entryLimit).map { index in
            var inputs = cache.inputs()
            inputs.addInvocation("options", "run \(index)")
            return inputs
        }
        let now = Date()
        func age(_ name: String, seconds: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-seconds)], ofItemAtPath: cache.directory.appendingPathComponent(name).path)
        }
        // The first 32, each a second younger than the one before.
        for (index, keyed) in inputs.dropLast().enumerated() {
            try cache.beginStore(for: keyed).finish(with: CheckCache.Entry(status: 0))
            try age(keyed.slot, seconds: 1000 - Double(index))
        }
        #expect(cache.entry(for: inputs[0]) != nil)  // used now: the youngest
        for (name, seconds) in [(".old.entry.tmp", 7200.0), (".young.entry.tmp", 60.0)] {
            try Data("x".utf8).write(to: cache.directory.appendingPathComponent(name))
            try age(name, seconds: seconds)
        }
        try cache.beginStore(for: inputs[CheckCache.entryLimit]).finish(with: CheckCache.Entry(status: 0))
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
        #expect(names.filter { $0.hasSuffix(".entry") && !$0.hasPrefix(".") }.count == CheckCache.entryLimit)
        #expect(!names.contains(inputs[1].slot), "the least recently used entry stays")
        #expect(names.contains(inputs[0].slot) && names.contains(inputs[CheckCache.entryLimit].slot))
        #expect(!names.contains(".old.entry.tmp") && names.contains(".young.entry.tmp"))
    }
}
