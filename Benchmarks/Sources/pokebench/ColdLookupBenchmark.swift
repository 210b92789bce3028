import Foundation
import PokeLocalization

/// The first lookup in a fresh process: negotiation, decoding the locale's tables, one name.
func runColdLookupBenchmark() {
    print("== First lookup in a fresh process (median of 15 processes) ==")
    var first: [Double] = []
    var second: [Double] = []
    for _ in 0..<15 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["cold-child"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print("could not start \(CommandLine.arguments[0]): \(error)")
            return
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2 else { continue }
        first.append(numbers[0])
        second.append(numbers[1])
    }
    print(
        "first locale(for: \"ko-KR\") + speciesName(id: 54): \(formatted(median(first) / 1000)) µs; "
            + "then the first pass over all 1,025 species: \(formatted(median(second))) ns per lookup")
}

/// Runs in the child process: times the first and the second lookup, prints both in ns.
func coldLookupChild() {
    let clock = ContinuousClock()
    var name = ""
    let cold = clock.measure {
        let localizer = TableLocalizer()
        let locale = localizer.locale(for: "ko-KR")
        name = localizer.speciesName(id: 54, in: locale)!.value
    }
    let localizer = TableLocalizer()
    let locale = localizer.locale(for: "ko-KR")
    // The lookups after it, once the locale is resolved: a pass over every species, per lookup
    // (one lookup alone is below the clock's resolution).
    var total = name.utf8.count
    let warm = clock.measure {
        for id in 1...1025 { total &+= localizer.speciesName(id: id, in: locale)!.value.utf8.count }
    }
    blackHole(total)
    print(cold.nanoseconds, warm.nanoseconds / 1025)
}

/// What the tables add to a binary.
func runTableSizeReport() {
    print("== Table size ==")
    let statistics = LocalizationTables.bundled.statistics
    print(
        "\(statistics.locales) locales, \(statistics.names) name slots; constant data in the generated literals: \(statistics.constantBytes) bytes (\(formatted(Double(statistics.constantBytes) / 1024)) KiB)"
    )
    let object = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("PokeLocalization.build/BundledTables.swift.o")
    if let size = (try? FileManager.default.attributesOfItem(atPath: object.path))?[.size] as? Int {
        print("BundledTables.swift.o in this build: \(size) bytes (\(formatted(Double(size) / 1024)) KiB)")
    }
    reportAppSizes()
}

/// The README's app built cold for release twice, with every locale and kind (the default
/// traits) and with `traits: ["ko", "en", "species", "types"]`: each one's build time and its
/// stripped size over a hello-world's. `tools/e2e/app-size.sh` does it (CI runs it as an
/// end-to-end check, which also runs both apps), so the recipe is written once; it builds what the
/// checkout has committed.
private func reportAppSizes() {
    print("The README's app, each build cold (tools/e2e/app-size.sh, from a clone of this checkout's HEAD):")
    guard let root = PackagePlaces.root(holding: "tools/e2e/app-size.sh") else {
        print("  skipped: tools/e2e/app-size.sh is not in the package pokebench was built from, nor in the current directory")
        return
    }
    let script = Process()
    script.executableURL = root.appendingPathComponent("tools/e2e/app-size.sh")
    // Its lines go straight to pokebench's output, after what pokebench printed so far.
    fflush(nil)
    do {
        try script.run()
        script.waitUntilExit()
        if script.terminationStatus != 0 { print("  app-size.sh failed (exit \(script.terminationStatus)); its output is above") }
    } catch {
        print("  could not start \(script.executableURL!.path): \(error)")
    }
}
