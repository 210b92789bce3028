// swift-tools-version: 6.1
// An app that uses PokeLocalization as apps do: it depends on the package (here by path) and
// applies its build plugin, so its own names in Sources/MyPokedex/Localization/ layer over the
// bundled ones. `swift run MyPokedex` prints a card in Esperanto, a locale only this app has, and
// in Korean, from the bundled tables; `swift package loccheck` checks the app's tables.
import PackageDescription

let package = Package(
    name: "MyPokedex",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "PokeLocalization", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "MyPokedex",
            dependencies: [
                .product(name: "PokeLocalization", package: "PokeLocalization"),
                .product(name: "PokedexCard", package: "PokeLocalization"),
                .product(name: "PokedexCardICU", package: "PokeLocalization"),
            ],
            plugins: [
                .plugin(name: "GenerateLocalizationTables", package: "PokeLocalization"),
            ]
        ),
    ]
)
