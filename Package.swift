// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PokeLocalization",
    products: [
        .library(name: "PokeFormatting", targets: ["PokeFormatting"]),
        .executable(name: "pokebench", targets: ["pokebench"]),
    ],
    dependencies: [],
    targets: [
        // The system ICU (libicu-dev); PokeFormatting imports it internally only.
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // Must not import Foundation: Foundation brings its own ICU headers, which clash with CICU's.
        .target(name: "PokeFormatting", dependencies: ["CICU"]),
        .executableTarget(name: "pokebench", dependencies: ["PokeFormatting"]),
        // Imports Foundation next to PokeFormatting, as apps do.
        .testTarget(name: "PokeFormattingTests", dependencies: ["PokeFormatting"]),
        // Compares PokeFormatting with ICU's own formatters, so it sees CICU and no Foundation.
        .testTarget(name: "PokeFormattingICUTests", dependencies: ["PokeFormatting", "CICU"]),
    ]
)
