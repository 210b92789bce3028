// swift-tools-version: 6.0
// An app-like client of the package, built in release mode by tools/release-lookups.sh, so the
// optimizer does to the inlined lookups what it does in apps (the test suite builds in debug).
import PackageDescription

let package = Package(
    name: "release-lookups",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "release-lookups", dependencies: [.product(name: "PokeLocalization", package: "main")]),
    ]
)
