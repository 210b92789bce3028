import CommandTestSupport
import Foundation
import Testing

/// Which products need the system ICU, and where Pokedex needs the system libcurl, read from the
/// package as SwiftPM sees it.
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

    static let icuTargets: Set<String> = ["CICU", "PokeFormatting", "CTransforms", "PokeTransforms", "PokeHanVariants", "PokeRomanization"]

    @Test("PokeLocalization, PokeSearch and Pokedex depend on no ICU target, directly or through another")
    func noICU() throws {
        let description = try Self.package(["describe", "--type", "json"])
        let targets = try #require(description["targets"] as? [[String: Any]])
        let dependencies = Dictionary(uniqueKeysWithValues: targets.map {
            ($0["name"] as? String ?? "", $0["target_dependencies"] as? [String] ?? [])
        })
        func closure(_ target: String) -> Set<String> {
            var seen: Set<String> = [], pending = [target]
            while let next = pending.popLast() {
                for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted { pending.append(dependency) }
            }
            return seen
        }
        for product in ["PokeLocalization", "PokeSearch", "Pokedex"] {
            let reached = closure(product)
            #expect(!reached.isEmpty || dependencies[product] != nil, "\(product) is not in the package")
            #expect(reached.isDisjoint(with: Self.icuTargets), "\(product) reaches \(reached.intersection(Self.icuTargets).sorted())")
        }
        // PokedexCard reaches ICU only through its default formatter, below.
        #expect(closure("PokedexCard").intersection(Self.icuTargets) == ["PokeFormatting", "CICU"])
    }

    @Test("PokedexCard takes PokeFormatting, ICU's formatters, on Linux only; elsewhere an app passes its own formatter")
    func cardFormatterOnLinuxOnly() throws {
        let manifest = try Self.package(["dump-package"])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let card = try #require(targets.first { $0["name"] as? String == "PokedexCard" })
        let dependencies = try #require(card["dependencies"] as? [[String: Any]])
        let formatting = try #require(dependencies.first { dependency in
            ((dependency["target"] ?? dependency["byName"]) as? [Any])?.first as? String == "PokeFormatting"
        })
        let entry = try #require(((formatting["target"] ?? formatting["byName"]) as? [Any]))
        let condition = try #require(entry.last as? [String: Any], "PokedexCard's PokeFormatting dependency has no condition")
        let platforms = (condition["platformNames"] as? [String]) ?? []
        #expect(platforms == ["linux"])
    }

    @Test("Pokedex reaches the system libcurl, through CurlGet, where URLSession is FoundationNetworking's only: never on Apple platforms")
    func libcurlOffApplePlatformsOnly() throws {
        let manifest = try Self.package(["dump-package"])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        func target(_ name: String) throws -> [String: Any] {
            try #require(targets.first { $0["name"] as? String == name }, "\(name) is not in the package")
        }
        let dependencies = try #require(try target("Pokedex")["dependencies"] as? [[String: Any]])
        let curlGet = try #require(dependencies.compactMap { ($0["target"] ?? $0["byName"]) as? [Any] }
            .first { $0.first as? String == "CurlGet" }, "Pokedex does not depend on CurlGet")
        let platforms = try #require((curlGet.last as? [String: Any])?["platformNames"] as? [String],
                                     "Pokedex's CurlGet dependency has no platform condition")
        #expect(platforms.contains("linux"))
        let apple: Set = ["macos", "maccatalyst", "ios", "tvos", "watchos", "visionos", "driverkit"]
        #expect(apple.isDisjoint(with: platforms), "\(platforms)")
        // CurlGet is libcurl's one caller; the system library says which package provides the headers.
        let curlGetDependencies = try #require(try target("CurlGet")["dependencies"] as? [[String: Any]])
        #expect(curlGetDependencies.compactMap { (($0["byName"] ?? $0["target"]) as? [Any])?.first as? String } == ["CLibCurl"])
        let library = try target("CLibCurl")
        #expect(library["type"] as? String == "system" && library["pkgConfig"] as? String == "libcurl")
        #expect((library["providers"] as? [[String: Any]])?.first?["apt"] as? [[String]] == [["libcurl4-openssl-dev"]])
    }
}
