import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Start-up of whole `pokedex` and `loccheck` processes, for each release build of them this
/// checkout has: the one beside pokebench, `.build/release`, and `.build-static/release` (built
/// with `--static-swift-stdlib --scratch-path .build-static`). Every round runs each command of
/// each build once, in turn and from a rotating first, so the shared machine's load moves all
/// builds alike; each build is reported as medians of its CPU time (user + system, from
/// `wait4`) and wall time, and as the median of its per-round ratios to the first build.
func runStartupBenchmark() {
    print("== start-up: whole pokedex and loccheck processes, per release build (21 interleaved rounds; medians) ==")
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().standardizedFileURL
    let root = PackagePlaces.resources.deletingLastPathComponent()
    var builds: [URL] = []
    let label = { (build: URL) in build.path.replacingOccurrences(of: root.path + "/", with: "") }
    for directory in [beside, root.appendingPathComponent(".build/release"), root.appendingPathComponent(".build-static/release")] {
        let resolved = directory.resolvingSymlinksInPath().path
        let complete = ["pokedex", "loccheck"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent($0).path)
        }
        if complete, !builds.contains(where: { $0.resolvingSymlinksInPath().path == resolved }) { builds.append(directory) }
    }
    if !builds.contains(where: { $0.path.hasSuffix(".build-static/release") }) {
        print(
            "  no static build to compare with: `swift build -c release --static-swift-stdlib --scratch-path .build-static --product pokedex` and `--product loccheck` make one"
        )
    }
    let commands: [(tool: String, arguments: [String])] = [
        ("pokedex", ["list", "--limit", "1", "--locale", "en"]), ("pokedex", ["show", "psyduck", "--locale", "en"]),
        ("pokedex", ["search", "kedaya", "--locale", "en"]), ("loccheck", ["--version"]), ("loccheck", ["--package-tables"]),
    ]
    let runs = builds.flatMap { build in commands.map { (build, $0.tool, $0.arguments) } }
    var cpu = Array(repeating: [Double](), count: runs.count)
    var wall = Array(repeating: [Double](), count: runs.count)
    let clock = ContinuousClock()
    let rounds = 21
    let loadBefore = loadAverage()
    do {
        for round in -1..<rounds {  // round -1 warms the page cache and is not counted
            for offset in runs.indices {
                let slot = (offset + max(round, 0)) % runs.count
                let (build, tool, arguments) = runs[slot]
                let start = clock.now
                let cost = try runForCPU(build.appendingPathComponent(tool), arguments)
                let elapsed = start.duration(to: clock.now).nanoseconds
                if round >= 0 {
                    cpu[slot].append(cost.cpuNanoseconds)
                    wall[slot].append(elapsed)
                }
            }
        }
    } catch {
        print("  \(error)")
        return
    }
    print("  load average (1 min): \(formatted(loadBefore)) before, \(formatted(loadAverage())) after (2 cores)")
    for (index, build) in builds.enumerated() {
        let sizes = ["pokedex", "loccheck"].map { tool in
            let bytes = (try? FileManager.default.attributesOfItem(atPath: build.appendingPathComponent(tool).path)[.size] as? Int) ?? 0
            return "\(tool) \(formatted(Double(bytes) / 1e6)) MB"
        }
        print("  \(label(build)) (\(sizes.joined(separator: ", "))):")
        for (command, slot) in commands.enumerated().map({ ($0.element, index * commands.count + $0.offset) }) {
            var line =
                "    \(command.tool) \(command.arguments.joined(separator: " ")): CPU \(formatted(median(cpu[slot]) / 1e6)) ms, wall \(formatted(median(wall[slot]) / 1e6)) ms"
            if index > 0 {
                let first = slot - index * commands.count
                let cpuRatio = median(zip(cpu[slot], cpu[first]).map { $0 / $1 })
                let wallRatio = median(zip(wall[slot], wall[first]).map { $0 / $1 })
                line += " (CPU \(percentChange(cpuRatio)), wall \(percentChange(wallRatio)) against \(label(builds[0])))"
            }
            print(line)
        }
    }
}

/// A ratio as a signed percentage change: 0.72 is "-28%".
private func percentChange(_ ratio: Double) -> String {
    let percent = Int(((ratio - 1) * 100).rounded())
    return percent > 0 ? "+\(percent)%" : "\(percent)%"
}

/// The one-minute load average, or NaN where it cannot be read.
func loadAverage() -> Double {
    var loads = [Double](repeating: .nan, count: 3)
    return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
}
