// swift-tools-version: 6.1
import PackageDescription

// The bundled tables' locales and kinds, as trait names: the folder names under Resources/ and
// the locales of their files, `_` for `-` (BundledSelectionTests holds them to Resources/).
let bundledLocales = [
    "de", "en", "es", "es_419", "fr", "it", "ja", "ja_Hrkt", "ja_Latn", "ko", "pt_BR", "ru", "th", "tr", "zh_Hans", "zh_Hant",
]
let bundledKinds = [
    "species", "types", "ui", "forms", "fullnames", "searchkeys", "genus", "pokedexentries", "entryversions", "abilities",
    "abilitydescriptions", "moves", "items", "natures", "stats", "egggroups", "colors", "shapes", "habitats", "generations",
    "regions", "versions",
]

var packageTraits: Set<Trait> = [
    // For the package's own tests only: compiles the Apple platforms' URLSession wire on Linux
    // too, through FoundationNetworking, so its tests run where CI does (`.ci/run` builds with it
    // in a scratch path of its own). Off by default: FoundationNetworking links libcurl into
    // every process, which the fetcher otherwise loads only on its first request.
    .trait(
        name: "URLSessionWireOnLinux",
        description: "Compile the URLSession wire on Linux too (FoundationNetworking), for the fetcher's tests."),
    // Which bundled tables an app compiles in (PokeTables' BundledSelection): a table is in when
    // its locale's trait and its kind's trait are both enabled; every one is by default. An app
    // that shows Korean species and types: `traits: ["ko", "en", "species", "types"]`.
    .default(enabledTraits: ["AllLocales", "AllKinds"]),
    .trait(name: "AllLocales", description: "The bundled tables of every locale.", enabledTraits: Set(bundledLocales)),
    .trait(name: "AllKinds", description: "Every kind of bundled table.", enabledTraits: Set(bundledKinds)),
]
for locale in bundledLocales {
    packageTraits.insert(.trait(name: locale, description: "The bundled tables of the locale \(locale) (`_` for `-`)."))
}
for kind in bundledKinds {
    packageTraits.insert(.trait(name: kind, description: "The bundled \(kind) tables (Resources/\(kind)/) of each selected locale."))
}

let package = Package(
    name: "PokeLocalization",
    // The first releases with the Synchronization module (PokeFormatting's Atomic); no API the
    // package calls needs a newer one. Not compiled for them here: CI has no Apple SDK.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PokeLocalization", targets: ["PokeLocalization"]),
        .library(name: "PokeFormatting", targets: ["PokeFormatting"]),
        .library(name: "Pokedex", targets: ["Pokedex"]),
        .library(name: "PokedexCard", targets: ["PokedexCard"]),
        .library(name: "PokedexCardICU", targets: ["PokedexCardICU"]),
        .library(name: "PokeSearch", targets: ["PokeSearch"]),
        .executable(name: "loccheck", targets: ["loccheck"]),
        .executable(name: "pokegen", targets: ["pokegen"]),
        .executable(name: "pokedex", targets: ["pokedex"]),
        // Apply to a target to compile its Localization/ folder into LocalizationTables.module.
        .plugin(name: "GenerateLocalizationTables", targets: ["GenerateLocalizationTables"]),
        // `swift package loccheck`: checks the Localization/ folders of the package's targets.
        .plugin(name: "LocCheckPlugin", targets: ["LocCheckPlugin"]),
        // `swift package loccheck-edit fix|import|add-locale|export`: the same, writing.
        .plugin(name: "LocCheckEditPlugin", targets: ["LocCheckEditPlugin"]),
        // Not for apps (the leading underscore): the modules Benchmarks/Package.swift measures and
        // starts its servers with, which no other product exposes. Its API is no promise.
        .library(
            name: "_PokeBenchmarkSupport",
            targets: ["PokeTables", "LocCheck", "Artwork", "PokedexTerminal", "PokeAPIFixtureServer"]),
    ],
    traits: packageTraits,
    dependencies: [
        // Every tool's command line: one ParsableCommand per command, usage, help, "did you mean",
        // completion scripts and man pages derived from the declarations.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // Pure core: the table format, locale tags, the snapshot model, and the pthread-mutex lock the
        // other modules share (ThreadSanitizer understands it; see PThreadMutex). Standard library only.
        .target(name: "PokeTables"),
        // The table core's Foundation side: reading table directories, the slug a mistyped key meant
        // (which folds diacritics through Foundation), and writing a file atomically (temporary file,
        // flush, rename; directory locks): the one write tables, generated code, baselines and the
        // fetcher's cache share.
        .target(name: "PokeTablesIO", dependencies: ["PokeTables"]),
        // Pure generator core: tables → model → Swift text.
        .target(name: "PokeGenerator", dependencies: ["PokeTables"]),
        .executableTarget(
            name: "pokegen",
            dependencies: [
                "PokeGenerator", "PokeTables", "PokeTablesIO",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // This package's Resources/ into PokeLocalization (the tables), PokeSearch (the search index)
        // and LocCheck (the reference files the check reads).
        .plugin(name: "GenerateBundledTables", capability: .buildTool(), dependencies: ["pokegen"]),
        // Any target's Localization/ folder into that target: the plugin product apps apply.
        .plugin(name: "GenerateLocalizationTables", capability: .buildTool(), dependencies: ["pokegen"]),
        // The command plugins around loccheck: checking needs no permission, editing asks for one.
        .plugin(
            name: "LocCheckPlugin",
            capability: .command(
                intent: .custom(verb: "loccheck", description: "Check the Localization/ tables of this package's targets")),
            dependencies: ["loccheck"]
        ),
        .plugin(
            name: "LocCheckEditPlugin",
            capability: .command(
                intent: .custom(verb: "loccheck-edit", description: "Fix, import, add a locale to or export the Localization/ tables"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "loccheck fix, import and add-locale rewrite table files under the targets' Localization/ folders, and export writes the file you name"
                    )
                ]
            ),
            dependencies: ["loccheck"]
        ),
        // The Localizer and the bundled tables, generated from Resources/ at build time.
        .target(
            name: "PokeLocalization",
            dependencies: ["PokeTables"],
            plugins: ["GenerateBundledTables"]
        ),
        // Search and reverse lookup of species by name in any locale. Standard library only. The
        // bundled tables' search shards are generated into it (by PokeTables' NameIndex, the search's
        // own code), so a process's first search decodes a shard instead of building it.
        .target(name: "PokeSearch", dependencies: ["PokeLocalization", "PokeTables"], plugins: ["GenerateBundledTables"]),
        // The system ICU (libicu-dev), for C targets only: its headers clash with Foundation's.
        .systemLibrary(
            name: "CICU",
            path: "Sources/C/CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // Every ICU call the shipping code makes, in C, behind a header that names no ICU type.
        .target(name: "ICUCalls", dependencies: ["CICU"], path: "Sources/C/ICUCalls"),
        // Heights, weights, type lists and name collation through ICU's formatters.
        .target(name: "PokeFormatting", dependencies: ["ICUCalls", "PokeTables"]),
        // loccheck's script work through ICU's transforms: Han variants (Simplified/Traditional) and
        // romanized search keys. Apps never need it: the keys are a table.
        .target(name: "PokeTransforms", dependencies: ["ICUCalls"]),
        // The system libcurl's header (libcurl4-openssl-dev); only CurlGet calls libcurl, loaded with
        // dlopen on the first request rather than linked (no pkg-config: that would link it), so a
        // process that makes no request doesn't load its 30 libraries.
        .systemLibrary(name: "CLibCurl", path: "Sources/C/CLibCurl"),
        // One GET through libcurl with the body limit, the deadline, the timeout between bytes and
        // cancellation inside libcurl's loop, behind a header that names no curl type.
        .target(name: "CurlGet", dependencies: ["CLibCurl"], path: "Sources/C/CurlGet"),
        // The Pokédex model and a PokeAPI fetcher (caches, retries, pager). Its requests go through
        // libcurl (CurlGet) where URLSession is FoundationNetworking's, through URLSession on Apple platforms.
        .target(
            name: "Pokedex",
            dependencies: [
                "PokeTables", "PokeTablesIO",
                .target(name: "CurlGet", condition: .when(platforms: [.linux, .android, .openbsd, .windows])),
            ],
            swiftSettings: [.define("URLSESSION_WIRE_ON_LINUX", .when(traits: ["URLSessionWireOnLinux"]))]),
        // The system libpng (libpng-dev); only PNGReading calls it.
        .systemLibrary(
            name: "CLibPNG",
            path: "Sources/C/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libpng's read into 8-bit RGBA, in C: libpng's errors longjmp, which must not cross Swift frames.
        .target(name: "PNGReading", dependencies: ["CLibPNG"], path: "Sources/C/PNGReading"),
        // The artwork pipeline: PNG decoding with limits and typed errors, area-averaged scaling,
        // and the image cache that fetches through a PokedexClient.
        .target(name: "Artwork", dependencies: ["PNGReading", "Pokedex"]),
        // Raw mode that is always given back, on exit and on signals; in C for the signal handlers.
        .target(name: "RawTerminal", path: "Sources/C/RawTerminal"),
        // A full-screen terminal: keys, frames fitted by display width (East Asian wide characters,
        // by ICU's property, take two columns, combining marks none), and artwork as half-blocks,
        // 256 colours, kitty or sixel images.
        .target(name: "PokedexTerminal", dependencies: ["RawTerminal", "ICUCalls", "Artwork", "PokeTables"]),
        // What a detail card shows, localized: names, labels, types, height and weight. No ICU.
        .target(name: "PokedexCard", dependencies: ["Pokedex", "PokeLocalization", "PokeTables"]),
        // The card's formatter through ICU (PokeFormatting), and the CardMaker that uses it.
        .target(name: "PokedexCardICU", dependencies: ["PokedexCard", "PokeFormatting", "PokeLocalization"]),
        // loccheck's checks, importer and reports, and the reference files they read (the snapshot and
        // the English tables, generated into it from Resources/, byte for byte), so the check builds
        // whatever the tables hold.
        .target(
            name: "LocCheck", dependencies: ["PokeTables", "PokeTablesIO", "Pokedex", "PokeTransforms"],
            plugins: ["GenerateBundledTables"]),
        .executableTarget(
            name: "loccheck",
            dependencies: [
                "LocCheck", "PokeTables", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The Pokédex in a terminal: list, show and search, offline or from a PokeAPI server.
        // Its command line is ArgumentParser's; PokeTables gives the package's one version and the
        // "did you mean" rule for what ArgumentParser doesn't suggest (subcommands, --kind's kinds).
        .executableTarget(
            name: "pokedex",
            dependencies: [
                "PokeLocalization", "PokeTables", "PokeFormatting", "Pokedex", "PokedexCard", "PokedexCardICU", "PokeSearch",
                "PokedexTerminal", "Artwork",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "PokeTablesTests", dependencies: ["PokeTables", "CommandTestSupport"]),
        .testTarget(
            name: "PokeGeneratorTests",
            dependencies: ["PokeGenerator", "PokeTables", "pokegen", "CommandTestSupport"],
            exclude: ["Reference"]
        ),
        // Compiles the committed reference output of the generator, so the golden file can't rot.
        .testTarget(
            name: "GeneratedReferenceTests", dependencies: ["PokeTables", "PokeLocalization", "CommandTestSupport"],
            path: "Tests/GeneratedReferenceTests"),
        .testTarget(name: "PokeLocalizationTests", dependencies: ["PokeLocalization", "PokeTables", "ICUOracle", "UkrainianLayer"]),
        // An app's layer for the tests: a few Ukrainian names in its Localization/, compiled by the plugin.
        .target(
            name: "UkrainianLayer", dependencies: ["PokeLocalization"], path: "Tests/Support/UkrainianLayer",
            plugins: ["GenerateLocalizationTables"]),
        // ICU asked directly (LocaleMatcher, mixed units, strcoll, its heap hooks) behind a C interface: the tests' oracle.
        .target(name: "ICUOracle", dependencies: ["CICU"], path: "Tests/Support/ICUOracle"),
        // Revised Romanization against korean-romanizer (PyPI), and ICU's transforms' keys.
        .testTarget(name: "PokeTransformsTests", dependencies: ["PokeTransforms", "PokeLocalization", "PokeTables"]),
        .testTarget(
            name: "PokeSearchTests",
            dependencies: ["PokeSearch", "PokeLocalization", "PokeTables", "CommandTestSupport"]),
        .testTarget(
            name: "LocCheckTests",
            dependencies: [
                "LocCheck", "PokeTables", "PokeTablesIO", "PokeTransforms", "loccheck",
                "PokeAPIFixtureServer", "CommandTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Fixtures"]
        ),
        // Runs built executables as a user would, temporary directories, a seeded generator: for tests.
        .target(name: "CommandTestSupport", path: "Tests/Support/CommandTestSupport"),
        .testTarget(name: "CommandTestSupportTests", dependencies: ["CommandTestSupport"]),
        // Reads the manifest as SwiftPM does: what the declared products ship.
        .testTarget(name: "PackageManifestTests", dependencies: ["CommandTestSupport", "PokeTables"]),
        // Runs the built pokedex as a user would: --version, --opt=value, --, did-you-mean.
        .testTarget(name: "CommandLineTests", dependencies: ["PokeTables", "pokedex", "CommandTestSupport"]),
        // Starts tools/fixture_server.py on 127.0.0.1 for tests and for the benchmarks (Benchmarks/).
        .target(name: "PokeAPIFixtureServer", path: "Tests/Support/PokeAPIFixtureServer"),
        .testTarget(name: "PokedexTests", dependencies: ["Pokedex", "PokeAPIFixtureServer"]),
        .testTarget(
            name: "PokedexCardTests",
            dependencies: [
                "PokedexCard", "PokedexCardICU", "Pokedex", "PokeLocalization", "PokeFormatting", "PokeSearch", "PokeAPIFixtureServer",
                "CommandTestSupport",
            ]),
        // Runs the built pokedex as a user would.
        .testTarget(
            name: "PokedexCommandTests",
            dependencies: [
                "pokedex", "Pokedex", "PokedexCard", "PokedexCardICU", "PokeLocalization", "PokeAPIFixtureServer", "CommandTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The PNG decoder against Pillow, hostile files, scaling, and the artwork cache against the fixture server.
        .testTarget(name: "ArtworkTests", dependencies: ["Artwork", "Pokedex", "PokeAPIFixtureServer", "CommandTestSupport"]),
        // Keys, display width against glibc's wcwidth, lines, frames, and the artwork's encodings (sixel checked with libsixel).
        .testTarget(name: "PokedexTerminalTests", dependencies: ["PokedexTerminal", "Artwork", "CommandTestSupport"]),
        // Imports Foundation next to PokeFormatting, as apps do.
        .testTarget(name: "PokeFormattingTests", dependencies: ["PokeFormatting"]),
        // Compares PokeFormatting with ICU's own formatters (ICUOracle), and counts ICU's heap on its error paths.
        .testTarget(
            name: "PokeFormattingICUTests", dependencies: ["PokeFormatting", "ICUCalls", "ICUOracle", "PokeLocalization", "PokeTables"]),
    ]
)
