// pokebench [SECTION...]: runs the named benchmark sections, or all of them.
// Build with `swift build -c release --product pokebench`; a debug build measures nothing useful.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let sections: [(name: String, run: () async -> Void)] = [
    ("lookups", runLookupBenchmark),
    ("cold", runColdLookupBenchmark),
    ("size", runTableSizeReport),
    ("formatters", runFormatterBenchmark),
    ("fetch", runFetchBenchmark),
    ("search", runSearchBenchmark),
    ("loccheck", runLocCheckBenchmark),
    ("names", runNameCoverageReport),
    ("exchange", runExchangeBenchmark),
    ("browse", runBrowseBenchmark),
    ("startup", runStartupBenchmark),
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested == ["cold-child"] {
    // The fresh process the "cold" section starts.
    coldLookupChild()
    exit(0)
}
if requested.count == 2, requested[0] == "search-child" {
    // The fresh process the "search" section starts for its first search.
    searchChild(requested[1])
    exit(0)
}
if requested.count == 2, requested[0] == "loccheck-sets" {
    // The loccheck section's synthetic sets (clean at each size, and misspelt) in a directory,
    // to profile loccheck on them: `perf record loccheck --tables DIR/clean-8000 --snapshot tables`.
    writeLocCheckSets(to: requested[1])
    exit(0)
}
let unknown = requested.filter { name in !sections.contains { $0.name == name } }
if !unknown.isEmpty {
    let known = sections.map(\.name).joined(separator: ", ")
    print("Unknown section '\(unknown.joined(separator: "', '"))'. Run one of: \(known), or no argument for all.")
    exit(64)
}
for section in sections where requested.isEmpty || requested.contains(section.name) {
    await section.run()
    print()
}
