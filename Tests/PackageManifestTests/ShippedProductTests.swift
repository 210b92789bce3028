import CommandTestSupport
import Foundation
import Testing

/// What the package ships, read from its manifest as SwiftPM reads it (`swift package dump-package`).
@Suite("The manifest: what the products ship")
struct ShippedProductTests {
    /// The manifest as JSON. dump-package lists the declared products only, not the ones SwiftPM
    /// makes up for executable targets that are no product, which no dependent sees.
    static func manifest() throws -> [String: Any] {
        try swiftPackage(["dump-package"])
    }

    /// Each declared product's targets, and every target they depend on, with the product it
    /// came through; a target's path is its `path`, else `Sources/NAME`.
    static func shipped(_ manifest: [String: Any]) -> [(product: String, target: String, path: String)] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let byName = Dictionary(
            targets.compactMap { target in (target["name"] as? String).map { ($0, target) } },
            uniquingKeysWith: { first, _ in first })
        var shipped: [(String, String, String)] = []
        for product in manifest["products"] as? [[String: Any]] ?? [] {
            let name = product["name"] as? String ?? "?"
            var pending = product["targets"] as? [String] ?? []
            var seen = Set<String>()
            while let next = pending.popLast() {
                guard seen.insert(next).inserted, let target = byName[next] else { continue }
                shipped.append((name, next, target["path"] as? String ?? "Sources/\(next)"))
                for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                    // {"byName": [NAME, condition]} or {"target": [NAME, condition]}; products of other packages have none here.
                    if let reference = (dependency["byName"] ?? dependency["target"]) as? [Any],
                        let dependencyName = reference.first as? String
                    {
                        pending.append(dependencyName)
                    }
                }
            }
        }
        return shipped
    }

    /// The products apps may use: every declared product but the ones named with a leading `_`
    /// (`_PokeBenchmarkSupport`, what Benchmarks/ builds on), which promise apps nothing.
    static func forApps(_ manifest: [String: Any]) -> [String: Any] {
        var apps = manifest
        apps["products"] = (manifest["products"] as? [[String: Any]] ?? []).filter { ($0["name"] as? String)?.hasPrefix("_") == false }
        return apps
    }

    /// The Apple platforms an app builds for, each at the first release with the Synchronization
    /// module PokeFormatting uses (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2): the package
    /// was born from iOS apps, so declaring macOS alone shut them out.
    @Test("the manifest declares every Apple platform, at the releases Synchronization needs")
    func applePlatforms() throws {
        let platforms = (try Self.manifest()["platforms"] as? [[String: Any]] ?? []).map {
            "\($0["platformName"] as? String ?? "?") \($0["version"] as? String ?? "?")"
        }
        #expect(Set(platforms) == ["macos 15.0", "ios 18.0", "tvos 18.0", "watchos 11.0", "visionos 2.0"], "\(platforms)")
    }

    @Test("no product for apps links a test-support target; the benchmarks are a package of their own (Benchmarks/)")
    func noTestSupportShips() throws {
        let manifest = try Self.manifest()
        let products = (manifest["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(products.contains("loccheck") && products.contains("pokedex"))
        let targets = (manifest["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(!targets.contains("pokebench") && !targets.contains("BenchmarkSupport"))
        let leaks = Self.shipped(Self.forApps(manifest)).filter { $0.path.hasPrefix("Tests/") }
        #expect(leaks.isEmpty, "\(leaks.map { "\($0.product) ships \($0.target) (\($0.path))" })")

        // The check finds what it is for: the benchmarks' own product ships the fixture server.
        #expect(Self.shipped(manifest).contains { $0.product == "_PokeBenchmarkSupport" && $0.target == "PokeAPIFixtureServer" })
    }
}
