// swift-tools-version: 6.0
// Fuzz harnesses that need whole modules of the package, not a few of its files: built by
// tools/fuzz.sh (see its header) as static libraries with SwiftPM, every module instrumented,
// then linked with libFuzzer. Not part of the package's own build.
import Foundation
import PackageDescription

// This package sits at tools/fuzz of the package it fuzzes; SwiftPM names a path dependency by its
// folder, which differs between checkouts (a worktree, a CI directory), so the name is read here.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let packageName = root.lastPathComponent

let package = Package(
    name: "PokeFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ModelDecodingFuzz", type: .static, targets: ["ModelDecodingFuzz"]),
    ],
    dependencies: [.package(path: root.path)],
    targets: [
        // libFuzzer target: PokeAPI bodies through the decoders and, for a pokemon, the card maker.
        .target(
            name: "ModelDecodingFuzz",
            dependencies: [
                .product(name: "Pokedex", package: packageName),
                .product(name: "PokedexCard", package: packageName),
                .product(name: "PokedexCardICU", package: packageName),
                .product(name: "PokeFormatting", package: packageName),
            ],
            path: ".",
            sources: ["ModelDecodingFuzz.swift"]
        ),
    ]
)
