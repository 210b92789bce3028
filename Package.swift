// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PokeLocalization",
    products: [
        .library(name: "Pokedex", targets: ["Pokedex"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Pokedex"),
        .executableTarget(name: "pokebench", dependencies: ["Pokedex"]),
        .testTarget(name: "PokedexTests", dependencies: ["Pokedex"]),
    ]
)
