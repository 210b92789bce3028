import CommandTestSupport
import Foundation
import PokeTablesIO
import Testing

/// No lost data: `loccheck import-pokeapi` replaces each table whole or not at all, whether a
/// write fails between writing and renaming or the process is killed with SIGKILL mid-import.
@Suite("atomic writes")
struct AtomicWriteTests {
    let loccheck = BuiltCommand("loccheck")
    /// For the runs that need no process (no failpoint, no signal).
    let inProcess = InProcessLocCheck()

    /// Writes PokeAPI-shaped CSV with `species` species named in five languages; `variant` goes into
    /// every name, so two variants give tables with the same paths and different bytes.
    static func makeCSV(in directory: URL, variant: String, species: Int, nameLength: Int = 40) throws -> URL {
        let csv = directory.appendingPathComponent("csv-\(variant)")
        try FileManager.default.createDirectory(at: csv, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/csv")
        for file in ["languages.csv", "pokemon.csv", "pokemon_types.csv", "types.csv", "type_names.csv"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: csv.appendingPathComponent(file))
        }
        let known = [1: "bulbasaur", 29: "nidoran-f", 122: "mr-mime"]
        var list = "id,identifier,generation_id\n"
        var names = "pokemon_species_id,local_language_id,name,genus\n"
        let padding = String(repeating: "x", count: nameLength)
        for id in 1...species {
            list += "\(id),\(known[id] ?? "species-\(id)"),1\n"
            for language in [1, 2, 3, 9, 14] {
                names += "\(id),\(language),Name \(variant) \(id) \(language) \(padding),Genus\n"
            }
        }
        try list.write(to: csv.appendingPathComponent("pokemon_species.csv"), atomically: false, encoding: .utf8)
        try names.write(to: csv.appendingPathComponent("pokemon_species_names.csv"), atomically: false, encoding: .utf8)
        return csv
    }

    /// Every file under `directory` (hidden ones too), by relative path.
    static func files(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: directory.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    /// Each table folder's modification time and names: a temporary file or a rename changes them.
    static func folderStamps(_ tables: URL) -> [String] {
        ["snapshot", "species", "types"].map { folder in
            let path = tables.appendingPathComponent(folder).path
            let modified =
                (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)??
                .timeIntervalSince1970 ?? 0
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? []
            return "\(modified) \(names)"
        }
    }

    func importArguments(_ csv: URL, _ tables: URL) -> [String] {
        ["import-pokeapi", "--csv", csv.path, "--tables", tables.path, "--taken", "2026-01-02"]
    }

    @Test("a write failing between write and rename leaves every old file intact and no temporary file")
    func failpointBeforeRename() async throws {
        let directory = try TemporaryDirectory()
        let old = try Self.makeCSV(in: directory.url, variant: "old", species: 50)
        let new = try Self.makeCSV(in: directory.url, variant: "new", species: 50)
        let tables = directory.url.appendingPathComponent("tables")
        #expect(await inProcess.run(importArguments(old, tables)).status == 0)
        let before = try Self.files(in: tables)
        // The snapshot and the species and type tables the CSV names (its other columns may feed more).
        #expect(
            before.keys.filter { ["snapshot/", "species/", "types/"].contains(where: $0.hasPrefix) }.count == 10
                && !before.keys.contains { $0.hasSuffix(".tmp") })

        let failed = try loccheck.run(
            importArguments(new, tables),
            environment: [AtomicFile.failpointVariable: "before-rename"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("Could not write \(tables.path)/"), "\(failed.stderr)")
        #expect(failed.stderr.contains("The file was left as it was"), "\(failed.stderr)")
        #expect(try Self.files(in: tables) == before, "a failed write changed or left behind a file")

        // The third changed file fails: the two before it are new, it and the rest old, every one whole.
        let third = try loccheck.run(
            importArguments(new, tables),
            environment: [AtomicFile.failpointVariable: "before-rename@3"])
        #expect(third.status == 2)
        let after = try Self.files(in: tables)
        #expect(after.keys.sorted() == before.keys.sorted())
        try FileManager.default.removeItem(at: tables)
        #expect(await inProcess.run(importArguments(new, tables)).status == 0)
        let complete = try Self.files(in: tables)
        let changed = after.filter { $0.value != before[$0.key] }
        #expect(changed.count == 2, "\(changed.keys.sorted())")
        for (path, bytes) in after {
            #expect(bytes == before[path] || bytes == complete[path], "\(path) is neither the old nor the new file")
        }
    }

    @Test("SIGKILL at random moments of an import leaves each table entirely old or entirely new")
    func killedMidImport() async throws {
        let directory = try TemporaryDirectory()
        // About 1.5 MB of tables, written file after file, so kills land inside writes too.
        let csv = try ["a", "b"].map { try Self.makeCSV(in: directory.url, variant: $0, species: 3_000, nameLength: 60) }
        var references: [[String: Data]] = []
        var slowest: TimeInterval = 0
        for (index, source) in csv.enumerated() {
            let reference = directory.url.appendingPathComponent("reference-\(index)")
            let started = Date()
            let result = await inProcess.run(importArguments(source, reference))
            slowest = max(slowest, Date().timeIntervalSince(started))
            #expect(result.status == 0, "\(result.stderr)")
            references.append(try Self.files(in: reference))
        }
        #expect(references[0].keys.sorted() == references[1].keys.sorted())
        #expect(references[0].filter { references[1][$0.key] != $0.value }.count >= 5)

        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent("reference-0"), to: tables)
        var generator = SystemRandomNumberGenerator()
        var mixed = 0
        var strays = 0
        var target = 1
        // Ten kills, half at any moment and half among the writes (each one a process: only a
        // process can be killed).
        let kills = 10
        for round in 0..<kills {
            let process = Process()
            process.executableURL = loccheck.executable
            process.arguments = importArguments(csv[target], tables)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let folders = Self.folderStamps(tables)
            try process.run()
            if round.isMultiple(of: 2) {  // any moment of the run
                try await Task.sleep(nanoseconds: UInt64(Double.random(in: 0.05...1, using: &generator) * slowest * 1e9))
            } else {  // a moment among the writes: once the first temporary or rename shows, within 30 ms
                let deadline = Date().addingTimeInterval(max(10, 4 * slowest))
                while process.isRunning, Date() < deadline, Self.folderStamps(tables) == folders {
                    try await Task.sleep(nanoseconds: 200_000)
                }
                try await Task.sleep(nanoseconds: UInt64.random(in: 0...30_000_000, using: &generator))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let found = try Self.files(in: tables)
            var fromEach = [0, 0]
            for (path, bytes) in found {
                if path.split(separator: "/").last?.hasPrefix(".") == true, path.hasSuffix(".tmp") {
                    strays += 1  // a temporary the kill interrupted: never under a table's name
                    try FileManager.default.removeItem(at: tables.appendingPathComponent(path))
                    continue
                }
                if bytes == references[target][path] {
                    fromEach[target] += 1
                } else if bytes == references[1 - target][path] {
                    fromEach[1 - target] += 1
                } else {
                    Issue.record("round \(round): \(path) is neither the old nor the new file")
                }
            }
            #expect(fromEach[0] + fromEach[1] == references[0].count, "round \(round): a table went missing")
            let differing = references[0].keys.filter { references[0][$0] != references[1][$0] }
            let arrived = differing.filter { found[$0] == references[target][$0] }.count
            if arrived > 0 && arrived < differing.count { mixed += 1 }
            // Once every table that differs is the target's, import the other variant next.
            if found.allSatisfy({ references[target][$0.key] == $0.value }) { target = 1 - target }
        }
        print("killedMidImport: \(kills) kills, \(mixed) between two tables' renames, \(strays) inside a write")
    }

    /// Runs `loccheck` with `failpoint` set until it says the failpoint is reached, then kills it
    /// with SIGKILL; answers what it printed on standard error (everything, if it never got there).
    func killAtFailpoint(_ arguments: [String], _ failpoint: String) throws -> String {
        let process = Process()
        process.executableURL = loccheck.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([AtomicFile.failpointVariable: failpoint]) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        var said = ""
        while !said.contains("failpoint \(failpoint) reached") {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }  // it ended without reaching the failpoint
            said += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return said
    }

    @Test(
        "an import killed between staging and renaming changes no table, leaves temporaries nobody reads, and a rerun removes them and completes it; killed after one rename, a rerun completes it too"
    )
    func importKilledWhileStaged() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.po")
        _ = try ImportSafetyTests.poFile(
            file, language: "ko",
            [
                ("species:pikachu", "Pikachu", "피카츄 (새)"), ("types:fire", "Fire", "불꽃 (새)"), ("ui:height", "Height", "키 (새)"),
            ])
        let arguments = ["import", file.path, "--overwrite", "--tables", tables.path]
        let reference = directory.url.appendingPathComponent("reference")
        try FileManager.default.copyItem(at: tables, to: reference)
        #expect(await inProcess.run(["import", file.path, "--overwrite", "--tables", reference.path]).status == 0)
        let old = try Self.files(in: tables)
        let new = try Self.files(in: reference)
        // The three tables and ko's search keys, which follow Pikachu's name.
        let changed = ["searchkeys/ko.txt", "species/ko.txt", "types/ko.txt", "ui/ko.txt"]
        #expect(new.filter { old[$0.key] != $0.value }.keys.sorted() == changed)
        func temporaries(_ files: [String: Data]) -> [String: Data] {
            files.filter { $0.key.split(separator: "/").last?.hasPrefix(".") == true && $0.key.hasSuffix(".tmp") }
        }

        let said = try killAtFailpoint(arguments, "wait-after-staging")
        #expect(said.contains("failpoint wait-after-staging reached: 4 files staged"), "\(said)")
        let killed = try Self.files(in: tables)
        let staged = temporaries(killed)
        #expect(killed.filter { staged[$0.key] == nil } == old, "a table changed before every file was staged")
        #expect(staged.count == 4)
        for path in changed {
            let folder = path.split(separator: "/")[0]
            let temporary = staged.filter { $0.key.hasPrefix("\(folder)/.ko.txt.") }
            #expect(temporary.count == 1 && temporary.first?.value == new[path], "\(path): \(temporary.keys.sorted())")
        }
        let check = await inProcess.run(["--tables", tables.path, "--format", "json"])
        #expect(!check.stdout.contains(".tmp"), "a check read a temporary file")

        let rerun = await inProcess.run(arguments)
        #expect(rerun.status == 0, "\(rerun.stdout)")
        #expect(
            rerun.stdout.components(separatedBy: ", a temporary file an interrupted write left behind.\n").count == 5, "\(rerun.stdout)")
        #expect(try Self.files(in: tables) == new)

        // Killed after the first rename: species is new, the others old; the same import again completes it.
        try FileManager.default.removeItem(at: tables)
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent("reference"), to: tables)
        for path in changed { try old[path]!.write(to: tables.appendingPathComponent(path)) }
        #expect(try Self.files(in: tables) == old)
        let afterOne = try killAtFailpoint(arguments, "wait-after-rename@1")
        #expect(afterOne.contains("failpoint wait-after-rename@1 reached"), "\(afterOne)")
        let half = try Self.files(in: tables)
        #expect(
            half["species/ko.txt"] == new["species/ko.txt"] && half["types/ko.txt"] == old["types/ko.txt"]
                && half["ui/ko.txt"] == old["ui/ko.txt"])
        #expect(temporaries(half).count == 3)
        #expect(await inProcess.run(arguments).status == 0)
        #expect(try Self.files(in: tables) == new)
    }
}
