// pokebench [SECTION...]: runs the named benchmark sections, or all of them.
// Build with `swift build -c release --product pokebench`; a debug build measures nothing useful.
let sections: [(name: String, run: () -> Void)] = [
    ("lookups", runLookupBenchmark),
    ("cold", runColdLookupBenchmark),
    ("size", runTableSizeReport),
]
let requested = Set(CommandLine.arguments.dropFirst())
if requested.contains("cold-child") {
    coldLookupChild()
} else {
    for section in sections where requested.isEmpty || requested.contains(section.name) {
        section.run()
        print()
    }
}
