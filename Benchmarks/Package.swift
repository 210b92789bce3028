// swift-tools-version: 6.1
// The benchmarks of the package in the folder above, as a package of their own (as
// swift-collections keeps its Benchmarks/): nothing here is in that package's product graph, and
// building them never builds its tests. Build and run, from the package root:
//
//     swift build -c release --package-path Benchmarks
//     Benchmarks/.build/release/pokebench --help
//
// The build also makes the loccheck and pokedex that pokebench times, beside it (the executable
// products below); a debug build measures nothing useful.
import Foundation
import PackageDescription

// SwiftPM names a path dependency by its folder, which differs between checkouts (a worktree, a
// CI directory), so the name is read here, as tools/fuzz/Package.swift does.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let packageName = root.lastPathComponent

// pokebench measures the package's internals (`package` declarations: the table format, the
// snapshot, the table kinds), which only modules compiled with the package's name see. SwiftPM
// passes `-package-name` with the package's identity made an identifier (its folder, lower-cased,
// each other character `_`), so pokebench is compiled with that name and not its own
// (`packageAccess: false`): it is part of that package for `package` access, as its tests are.
let identity = packageName.lowercased().unicodeScalars.map { scalar -> String in
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" ? String(scalar) : "_"
}.joined()
let rootPackageName = identity.first?.isNumber == true ? "_" + identity : identity

let package = Package(
    name: "PokeLocalizationBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pokebench", targets: ["pokebench"])
    ],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // pokebench SECTION...: each section one subcommand; `pokebench` alone runs them all.
        .executableTarget(
            name: "pokebench",
            dependencies: [
                .product(name: "PokeLocalization", package: packageName),
                .product(name: "PokeFormatting", package: packageName),
                .product(name: "Pokedex", package: packageName),
                .product(name: "PokeSearch", package: packageName),
                // The modules no app product exposes: the table core, the reference snapshot,
                // artwork decoding, display width, and the fixture server.
                .product(name: "_PokeBenchmarkSupport", package: packageName),
                // Built beside pokebench, which times them as whole processes (not linked).
                .product(name: "loccheck", package: packageName),
                .product(name: "pokedex", package: packageName),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "BenchmarkSupport",
            ],
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", rootPackageName])],
            // Its Localization/ folder is a small app layer, for the layered lookup's cost.
            plugins: [.plugin(name: "GenerateLocalizationTables", package: packageName)]
        ),
        // pokebench's C helpers: a pseudo-terminal to time pokedex browse in, and libpng's own
        // decode as a baseline (libpng's headers and library come with the support product's
        // artwork decoder, whose CLibPNG reads them from pkg-config).
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "_PokeBenchmarkSupport", package: packageName)]),
    ]
)
