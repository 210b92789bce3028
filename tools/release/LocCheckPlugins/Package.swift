// swift-tools-version: 6.1
import PackageDescription

// `swift package loccheck` and `swift package loccheck-edit` with loccheck prebuilt: the same command
// plugins as PokeLocalization's (Plugins/ links to their code), over a binary target instead of the
// loccheck executable built from source. tools/release/artifactbundle.sh puts the zip beside this
// manifest, or with --url turns the target into `.binaryTarget(url:checksum:)`, as published.
// PackageManifestTests checks that each plugin's capability here is PokeLocalization's.
let package = Package(
    name: "LocCheckPlugins",
    products: [
        .plugin(name: "LocCheckPlugin", targets: ["LocCheckPlugin"]),
        .plugin(name: "LocCheckEditPlugin", targets: ["LocCheckEditPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "loccheck", path: "loccheck.artifactbundle.zip"),
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
    ]
)
