/// pokebench: `pokebench [section ...]`; no section runs them all.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let sections: [(name: String, run: () -> Void)] = [
    ("formatters", runFormatterBenchmark),
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !sections.contains { $0.name == name } }
if !unknown.isEmpty {
    let known = sections.map(\.name).joined(separator: ", ")
    print("Unknown section '\(unknown.joined(separator: "', '"))'. Run one of: \(known), or no argument for all.")
    exit(64)
}
for section in sections where requested.isEmpty || requested.contains(section.name) {
    section.run()
}
