// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PokeLocalization",
    products: [
        .library(name: "PokeLocalization", targets: ["PokeLocalization"]),
        .executable(name: "loccheck", targets: ["loccheck"]),
        .executable(name: "pokegen", targets: ["pokegen"]),
    ],
    dependencies: [],
    targets: [
        // Pure core: the table format, locale tags, the snapshot model. Standard library only.
        .target(name: "PokeTables"),
        // Reading table directories and writing files atomically.
        .target(name: "PokeTablesIO", dependencies: ["PokeTables"]),
        // Pure generator core: tables → model → Swift text.
        .target(name: "PokeGenerator", dependencies: ["PokeTables"]),
        .executableTarget(name: "pokegen", dependencies: ["PokeGenerator", "PokeTables", "PokeTablesIO"]),
        .plugin(name: "GenerateLocalizationTables", capability: .buildTool(), dependencies: ["pokegen"]),
        // The Localizer and the tables, generated from Resources/ at build time.
        .target(
            name: "PokeLocalization",
            dependencies: ["PokeTables"],
            plugins: ["GenerateLocalizationTables"]
        ),
        // loccheck's checks, importer and reports.
        .target(name: "LocCheck", dependencies: ["PokeTables", "PokeTablesIO", "PokeLocalization"]),
        .executableTarget(name: "loccheck", dependencies: ["LocCheck"]),
        .testTarget(name: "PokeTablesTests", dependencies: ["PokeTables"]),
        .testTarget(name: "PokeLocalizationTests", dependencies: ["PokeLocalization"]),
        .testTarget(name: "LocCheckTests", dependencies: ["LocCheck", "PokeTables", "PokeTablesIO", "loccheck"]),
    ]
)
