import CommandTestSupport
import Foundation
import Testing

/// Every module a target imports is one it declares: an undeclared one builds only when another
/// target happened to build it first, so a fresh clone fails where our machines passed.
@Suite("The manifest: every import is declared")
struct ImportDeclarationTests {
    static let checker = BuiltCommand.packageRoot.appendingPathComponent("tools/import-check.py")

    static func check(_ package: URL) throws -> BuiltCommand.Output {
        // A scratch path of its own: `swift test` holds the lock on .build while the tests run.
        let scratch = try TemporaryDirectory()
        return try BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
            .run(["python3", checker.path, "--scratch-path", scratch.url.path, package.path])
    }

    @Test("this package's targets import only what they declare")
    func packageImports() throws {
        let result = try Self.check(BuiltCommand.packageRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(" 0 undeclared imports"), "\(result.stderr)")
    }

    @Test("the check finds an import of a module reached only through another target, at its line")
    func findsUndeclaredImport() throws {
        let package = try TemporaryDirectory()
        let root = package.url
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Planted", targets: [
                .target(name: "Base"), .target(name: "Middle", dependencies: ["Base"]),
                .testTarget(name: "MiddleTests", dependencies: ["Middle"]),
            ])
            """,
            "Sources/Base/Base.swift": "public let base = 1\n",
            "Sources/Middle/Middle.swift": "import Base\npublic let middle = base\n",
            "Tests/MiddleTests/MiddleTests.swift": "import Middle\n@testable import Base\nlet sum = middle + base\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try Self.check(root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.hasPrefix("Tests/MiddleTests/MiddleTests.swift:2: error: target MiddleTests imports Base"),
            "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
    }
}
