import CommandTestSupport
import Foundation

/// `swift package ARGUMENTS` in the package's root, its JSON answer. A scratch path of its own:
/// `swift test` holds the lock on .build while the tests run, and a SwiftPM command on the same
/// .build would wait for it forever.
func swiftPackage(_ arguments: [String]) throws -> [String: Any] {
    let scratch = try TemporaryDirectory()
    let result = try BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
        .run(["swift", "package", "--scratch-path", scratch.url.path] + arguments)
    guard result.status == 0, let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
        throw ManifestError(description: "swift package \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return json
}

struct ManifestError: Error, CustomStringConvertible {
    let description: String
}
