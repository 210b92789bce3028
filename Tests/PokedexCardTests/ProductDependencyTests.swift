import CommandTestSupport
import Foundation
import Testing

/// Which products need the system ICU, and where Pokedex needs the system libcurl (loaded when it
/// first fetches, not linked), read from the package as SwiftPM sees it.
@Suite("Products that link without ICU")
struct ProductDependencyTests {
    /// `swift package` in the package's root, with `arguments`, as JSON. It gets a build
    /// directory of its own: the one `swift test` is using stays locked while the tests run.
    static func package(_ arguments: [String]) throws -> [String: Any] {
        let scratch = try TemporaryDirectory()
        let run = try BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
            .run(["swift", "package", "--scratch-path", scratch.url.path] + arguments)
        try #require(run.status == 0, "swift package \(arguments.joined(separator: " ")): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// The package's root, from this file's place.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The system ICU's target (libicu-dev): every target that calls ICU reaches it.
    static let systemICU = "CICU"

    @Test("PokeLocalization, PokeSearch, Pokedex and PokedexCard reach no ICU, directly or through another target")
    func noICU() throws {
        let description = try Self.package(["describe", "--type", "json"])
        let targets = try #require(description["targets"] as? [[String: Any]])
        let dependencies = Dictionary(
            uniqueKeysWithValues: targets.map {
                ($0["name"] as? String ?? "", $0["target_dependencies"] as? [String] ?? [])
            })
        let products = Dictionary(
            uniqueKeysWithValues: (description["products"] as? [[String: Any]] ?? []).map {
                ($0["name"] as? String ?? "", $0["targets"] as? [String] ?? [])
            })
        /// Every target a product links: its own and all they depend on.
        func closure(_ product: String) -> Set<String> {
            var seen = Set(products[product] ?? [])
            var pending = Array(seen)
            while let next = pending.popLast() {
                for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted { pending.append(dependency) }
            }
            return seen
        }
        for product in ["PokeLocalization", "PokeSearch", "Pokedex", "PokedexCard"] {
            let reached = closure(product)
            #expect(!reached.isEmpty, "\(product) is no product of the package")
            #expect(!reached.contains(Self.systemICU), "\(product) links \(Self.systemICU), the system ICU")
        }
        // The check sees ICU where it is: the card's ICU formatter comes as a product of its own.
        #expect(closure("PokedexCardICU").isSuperset(of: ["PokedexCard", "PokeFormatting", Self.systemICU]))
        #expect(closure("PokeFormatting").contains(Self.systemICU))
    }

    @Test(
        "a dependency that depends on the platform is imported internally only, and PokedexCard has no #if: the API is the same everywhere")
    func sameOnEveryPlatform() throws {
        let manifest = try Self.package(["dump-package"])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        #expect(targets.contains { $0["name"] as? String == "PokedexCard" })
        var conditional = 0
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // {"byName": [NAME, condition]}, {"target": [NAME, condition]} or {"product": [NAME, PACKAGE, moduleAliases, condition]}.
                guard let entry = dependency.values.first as? [Any], !(entry.last is NSNull),
                    let module = entry.first as? String
                else { continue }
                conditional += 1
                // Pokedex's transport (CurlGet on Linux, URLSession elsewhere) is such a dependency.
                for (file, line) in try Self.imports(of: module, in: target) where !line.hasPrefix("internal import ") {
                    Issue.record(
                        "\(file): \(line): \(name) depends on \(module) on some platforms only, so it must import it internally (internal import \(module)) to keep its API the same everywhere"
                    )
                }
            }
        }
        #expect(conditional > 0, "no conditional dependency seen: has dump-package's format changed?")
        let sources = BuiltCommand.packageRoot.appendingPathComponent("Sources/PokedexCard")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String })
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("#if") {
                Issue.record("Sources/PokedexCard/\(file):\(number + 1): \(line)")
            }
        }
    }

    /// The lines of a target's Swift sources that import `module`, with their file.
    static func imports(of module: String, in target: [String: Any]) throws -> [(file: String, line: String)] {
        let name = try #require(target["name"] as? String)
        let path = target["path"] as? String ?? "Sources/\(name)"
        let root = BuiltCommand.packageRoot.appendingPathComponent(path)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var found: [(file: String, line: String)] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[index + 1] == module {
                    found.append(("\(path)/\(file)", String(line)))
                }
            }
        }
        return found
    }

    @Test("Pokedex reaches the system libcurl, through CurlGet, where URLSession is FoundationNetworking's only: never on Apple platforms")
    func libcurlOffApplePlatformsOnly() throws {
        let manifest = try Self.package(["dump-package"])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        func target(_ name: String) throws -> [String: Any] {
            try #require(targets.first { $0["name"] as? String == name }, "\(name) is not in the package")
        }
        let dependencies = try #require(try target("Pokedex")["dependencies"] as? [[String: Any]])
        let curlGet = try #require(
            dependencies.compactMap { ($0["target"] ?? $0["byName"]) as? [Any] }
                .first { $0.first as? String == "CurlGet" }, "Pokedex does not depend on CurlGet")
        let platforms = try #require(
            (curlGet.last as? [String: Any])?["platformNames"] as? [String],
            "Pokedex's CurlGet dependency has no platform condition")
        #expect(platforms.contains("linux"))
        let apple: Set = ["macos", "maccatalyst", "ios", "tvos", "watchos", "visionos", "driverkit"]
        #expect(apple.isDisjoint(with: platforms), "\(platforms)")
        // CurlGet is libcurl's one caller. It loads libcurl with dlopen on the first request, so the
        // system library gives the header only: no pkg-config and no `link` in its module map,
        // either of which would link libcurl into every product that reaches CurlGet.
        let curlGetDependencies = try #require(try target("CurlGet")["dependencies"] as? [[String: Any]])
        #expect(curlGetDependencies.compactMap { (($0["byName"] ?? $0["target"]) as? [Any])?.first as? String } == ["CLibCurl"])
        let library = try target("CLibCurl")
        #expect(library["type"] as? String == "system" && library["pkgConfig"] == nil)
        let moduleMap = try String(contentsOf: Self.root.appendingPathComponent("Sources/C/CLibCurl/module.modulemap"), encoding: .utf8)
        #expect(!moduleMap.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("link ") }, "\(moduleMap)")
    }
}
