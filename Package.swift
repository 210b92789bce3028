// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PokeLocalization",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PokeLocalization", targets: ["PokeLocalization"]),
        .library(name: "PokeFormatting", targets: ["PokeFormatting"]),
        .library(name: "Pokedex", targets: ["Pokedex"]),
        .library(name: "PokedexCard", targets: ["PokedexCard"]),
        .library(name: "PokeSearch", targets: ["PokeSearch"]),
        .executable(name: "loccheck", targets: ["loccheck"]),
        .executable(name: "pokegen", targets: ["pokegen"]),
        .executable(name: "pokebench", targets: ["pokebench"]),
        .executable(name: "pokedex", targets: ["pokedex"]),
        // Apply to a target to compile its Localization/ folder into LocalizationTables.module.
        .plugin(name: "GenerateLocalizationTables", targets: ["GenerateLocalizationTables"]),
    ],
    dependencies: [],
    targets: [
        // Pure core: the table format, locale tags, the snapshot model. Standard library only.
        .target(name: "PokeTables"),
        // A pthread-mutex lock the other modules share; ThreadSanitizer understands it (see PThreadMutex).
        .target(name: "PokeLocks"),
        // Writing a file atomically (temporary file, flush, rename): the one write tables, generated
        // code and the fetcher's cache share. Foundation only, so the fetcher needs no table module.
        .target(name: "AtomicWrites"),
        // Reading table directories; writes go through AtomicWrites.
        .target(name: "PokeTablesIO", dependencies: ["PokeTables", "AtomicWrites"]),
        // Pure generator core: tables → model → Swift text.
        .target(name: "PokeGenerator", dependencies: ["PokeTables"]),
        .executableTarget(name: "pokegen", dependencies: ["PokeGenerator", "PokeTables", "PokeTablesIO"]),
        // This package's Resources/ into PokeLocalization (the tables) and BundledSnapshot (the snapshot files).
        .plugin(name: "GenerateBundledTables", capability: .buildTool(), dependencies: ["pokegen"]),
        // Any target's Localization/ folder into that target: the plugin product apps apply.
        .plugin(name: "GenerateLocalizationTables", capability: .buildTool(), dependencies: ["pokegen"]),
        // The Localizer and the bundled tables, generated from Resources/ at build time.
        .target(
            name: "PokeLocalization",
            dependencies: ["PokeTables", "PokeLocks"],
            plugins: ["GenerateBundledTables"]
        ),
        // The snapshot files' bytes, for loccheck, which must build whatever the tables hold.
        .target(name: "BundledSnapshot", dependencies: ["PokeTables"], plugins: ["GenerateBundledTables"]),
        // Search and reverse lookup of species by name in any locale. Standard library only.
        .target(name: "PokeSearch", dependencies: ["PokeLocalization", "PokeTables"]),
        // The system ICU (libicu-dev); PokeFormatting imports it internally only.
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // Must not import Foundation: Foundation brings its own ICU headers, which clash with CICU's.
        .target(name: "PokeFormatting", dependencies: ["CICU", "PokeLocks"]),
        // Simplified/Traditional Chinese characters told apart by ICU's transforms, for loccheck.
        // Its own target: apps get PokeFormatting, and this needs none of it. No Foundation either.
        .target(name: "PokeHanVariants", dependencies: ["CICU"]),
        // The Pokédex model and a PokeAPI fetcher (URLSession, caches, retries, pager).
        .target(name: "Pokedex", dependencies: ["AtomicWrites"]),
        // The system libpng (libpng-dev); only PNGReading calls it.
        .systemLibrary(
            name: "CLibPNG",
            path: "Sources/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libpng's read into 8-bit RGBA, in C: libpng's errors longjmp, which must not cross Swift frames.
        .target(name: "PNGReading", dependencies: ["CLibPNG"]),
        // The artwork pipeline: PNG decoding with limits and typed errors, area-averaged scaling,
        // and the image cache that fetches through a PokedexClient.
        .target(name: "Artwork", dependencies: ["PNGReading", "Pokedex"]),
        // ICU's East_Asian_Width in C, with no ICU type in its header (Foundation's ICU headers clash with CICU's).
        .target(name: "EastAsianWidth", dependencies: ["CICU"]),
        // Terminal columns of text: East Asian wide characters take two, combining marks none.
        .target(name: "DisplayWidth", dependencies: ["EastAsianWidth"]),
        // Raw mode that is always given back, on exit and on signals; in C for the signal handlers.
        .target(name: "RawTerminal"),
        // A full-screen terminal: keys, frames fitted by display width, and artwork as half-blocks,
        // 256 colours, kitty or sixel images.
        .target(name: "PokedexTerminal", dependencies: ["RawTerminal", "DisplayWidth", "Artwork"]),
        // What a detail card shows, localized: names, labels, types, height and weight.
        .target(name: "PokedexCard", dependencies: ["Pokedex", "PokeLocalization", "PokeTables", "PokeFormatting"]),
        // loccheck's checks, importer and reports.
        .target(name: "LocCheck", dependencies: ["PokeTables", "PokeTablesIO", "BundledSnapshot", "Pokedex", "PokeLocks", "PokeHanVariants"]),
        .executableTarget(name: "loccheck", dependencies: ["LocCheck"]),
        // The Pokédex in a terminal: list, show and search, offline or from a PokeAPI server.
        .executableTarget(name: "pokedex", dependencies: ["PokeLocalization", "PokeFormatting", "Pokedex", "PokedexCard", "PokeSearch",
                                                   "PokedexTerminal", "Artwork", "DisplayWidth"]),
        // Benchmarks: build with `swift build -c release --product pokebench`.
        .executableTarget(name: "pokebench", dependencies: ["PokeLocalization", "PokeTables", "BundledSnapshot", "PokeFormatting", "Pokedex", "PokeAPIFixtureServer", "PokeSearch",
                                                     "Artwork", "BenchmarkHarness"]),
        .testTarget(name: "PokeTablesTests", dependencies: ["PokeTables", "CommandTestSupport"]),
        .testTarget(
            name: "PokeGeneratorTests",
            dependencies: ["PokeGenerator", "PokeTables", "pokegen", "CommandTestSupport"],
            exclude: ["Reference"]
        ),
        // Compiles the committed reference output of the generator, so the golden file can't rot.
        .testTarget(name: "GeneratedReferenceTests", dependencies: ["PokeTables", "PokeLocalization", "CommandTestSupport"], path: "Tests/GeneratedReferenceTests"),
        .testTarget(name: "PokeLocalizationTests", dependencies: ["PokeLocalization", "ICULocaleMatching"]),
        // ICU's own LocaleMatcher (C++) behind a C interface: the oracle the negotiation tests ask.
        .target(name: "ICULocaleMatching", dependencies: ["CICU"], path: "Tests/Support/ICULocaleMatching"),
        .testTarget(name: "PokeSearchTests", dependencies: ["PokeSearch", "PokeLocalization", "PokeTables", "CommandTestSupport"]),
        .testTarget(
            name: "LocCheckTests",
            dependencies: ["LocCheck", "PokeTables", "PokeTablesIO", "loccheck", "PokeAPIFixtureServer", "CommandTestSupport"],
            exclude: ["Fixtures"]
        ),
        // Runs built executables as a user would, temporary directories, a seeded generator: for tests.
        .target(name: "CommandTestSupport", path: "Tests/Support/CommandTestSupport"),
        .testTarget(name: "CommandTestSupportTests", dependencies: ["CommandTestSupport"]),
        // pokebench's C helpers: a pseudo-terminal to time pokedex browse in, libpng's own decode as a baseline.
        .target(name: "BenchmarkSupport", dependencies: ["CLibPNG"], path: "Tests/Support/BenchmarkSupport"),
        // Their Swift face. pokebench must not import a C module itself: with Foundation and (through
        // PokeFormatting) the system ICU loaded, that fails to build, ICU's headers clashing with Foundation's.
        .target(name: "BenchmarkHarness", dependencies: ["BenchmarkSupport"], path: "Tests/Support/BenchmarkHarness"),
        // Starts tools/fixture_server.py on 127.0.0.1 for tests and benchmarks.
        .target(name: "PokeAPIFixtureServer", path: "Tests/Support/PokeAPIFixtureServer"),
        .testTarget(name: "PokedexTests", dependencies: ["Pokedex", "PokeAPIFixtureServer"]),
        .testTarget(name: "PokedexCardTests", dependencies: ["PokedexCard", "Pokedex", "PokeLocalization", "PokeFormatting", "PokeAPIFixtureServer"]),
        // Runs the built pokedex as a user would.
        .testTarget(name: "PokedexCommandTests", dependencies: ["pokedex", "PokeAPIFixtureServer", "CommandTestSupport"]),
        // The PNG decoder against Pillow, hostile files, scaling, and the artwork cache against the fixture server.
        .testTarget(name: "ArtworkTests", dependencies: ["Artwork", "Pokedex", "PokeAPIFixtureServer", "CommandTestSupport"]),
        // Keys, display width against glibc's wcwidth, lines, frames, and the artwork's encodings (sixel checked with libsixel).
        .testTarget(name: "PokedexTerminalTests", dependencies: ["PokedexTerminal", "DisplayWidth", "Artwork", "CommandTestSupport"]),
        // Imports Foundation next to PokeFormatting, as apps do.
        .testTarget(name: "PokeFormattingTests", dependencies: ["PokeFormatting"]),
        // Compares PokeFormatting with ICU's own formatters, so it sees CICU and no Foundation.
        .testTarget(name: "PokeFormattingICUTests", dependencies: ["PokeFormatting", "CICU"]),
    ]
)
