import CommandTestSupport
import Foundation
import Testing

/// Where the system ICU's headers are included, read from the package as SwiftPM sees it
/// (`swift package describe`). A Swift module that loads them next to Foundation, whose own ICU
/// headers define the same types differently, fails to build, depending on build order; so ICU's
/// headers are for C targets alone, and the shipping code calls ICU through one of them.
@Suite("The manifest: the system ICU behind one C target")
struct ICUBoundaryTests {
    /// The system-library target of the system ICU (libicu-dev).
    static let systemICU = "CICU"
    /// The one shipping target that includes ICU's headers.
    static let icuCalls = "ICUCalls"

    struct Target {
        let name: String
        let moduleType: String
        let path: String
        let dependencies: [String]
    }

    static func targets() throws -> [Target] {
        let description = try swiftPackage(["describe", "--type", "json"])
        return (description["targets"] as? [[String: Any]] ?? []).map { target in
            Target(
                name: target["name"] as? String ?? "?", moduleType: target["module_type"] as? String ?? "?",
                path: target["path"] as? String ?? "?", dependencies: target["target_dependencies"] as? [String] ?? [])
        }
    }

    @Test("only C targets depend on the system ICU, and of the shipping ones only ICUCalls")
    func onlyOneCTargetIncludesICU() throws {
        let targets = try Self.targets()
        #expect(targets.contains { $0.name == Self.systemICU }, "no \(Self.systemICU) target in the package")
        let direct = targets.filter { $0.dependencies.contains(Self.systemICU) }
        let swift = direct.filter { $0.moduleType != "ClangTarget" }
        #expect(swift.isEmpty, "Swift targets that load the system ICU's headers, which clash with Foundation's: \(swift.map(\.name))")
        let shipping = direct.filter { $0.path.hasPrefix("Sources/") }.map(\.name)
        #expect(shipping == [Self.icuCalls], "shipping targets that call ICU themselves: \(shipping)")
    }

    @Test("ICUCalls's public header includes no ICU header, so importing it loads none")
    func headerNamesNoICUType() throws {
        let target = try #require(try Self.targets().first { $0.name == Self.icuCalls }, "no \(Self.icuCalls) target in the package")
        let include = BuiltCommand.packageRoot.appendingPathComponent(target.path).appendingPathComponent("include")
        let headers = try FileManager.default.contentsOfDirectory(atPath: include.path).filter { $0.hasSuffix(".h") }
        #expect(!headers.isEmpty, "no header in \(include.path)")
        for header in headers {
            let text = try String(contentsOf: include.appendingPathComponent(header), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("#include") {
                // The C library's own headers only: an ICU header (unicode/…) would bring ICU's types.
                #expect(["#include <stdint.h>", "#include <stddef.h>"].contains(String(line)), "\(header):\(number + 1): \(line)")
            }
        }
    }
}
