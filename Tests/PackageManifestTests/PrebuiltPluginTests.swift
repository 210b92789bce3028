import CommandTestSupport
import Foundation
import Testing

/// The LocCheckPlugins package (tools/release/LocCheckPlugins): the command plugins over loccheck
/// prebuilt, which `tools/release/artifactbundle.sh` ships beside the zip. Its manifest declares the
/// plugins again (SwiftPM has no way to share a declaration between two manifests), so this test
/// keeps the two declarations one: each plugin's verb, description and permissions here are the
/// main manifest's. (`tools/e2e/artifactbundle.sh` runs it with the built zip.)
@Suite("The prebuilt loccheck's plugin package")
struct PrebuiltPluginTests {
    /// Each plugin target's capability, by target name, as JSON text (dump-package's form).
    static func capabilities(_ manifest: [String: Any]) throws -> [String: String] {
        var found: [String: String] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String, let capability = target["pluginCapability"] else { continue }
            let json = try JSONSerialization.data(withJSONObject: capability, options: [.sortedKeys])
            found[name] = String(decoding: json, as: UTF8.self)
        }
        return found
    }

    @Test("its plugins are the main package's command plugins, declared alike, over a binary target named loccheck")
    func pluginsMatchTheMainManifest() throws {
        let path = BuiltCommand.packageRoot.appendingPathComponent("tools/release/LocCheckPlugins").path
        let prebuilt = try swiftPackage(["--package-path", path, "dump-package"])
        let main = try swiftPackage(["dump-package"])
        let prebuiltPlugins = try Self.capabilities(prebuilt)
        let mainCommands = try Self.capabilities(main).filter { $0.value.contains("\"command\"") }
        #expect(prebuiltPlugins == mainCommands)
        #expect(mainCommands.keys.sorted() == ["LocCheckEditPlugin", "LocCheckPlugin"])
        let binary = (prebuilt["targets"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "loccheck" }
        #expect(binary?["type"] as? String == "binary")
        // The products a consumer names: the same plugin products as the main package's.
        let products = { (manifest: [String: Any]) in
            Set((manifest["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        }
        #expect(products(prebuilt) == ["LocCheckPlugin", "LocCheckEditPlugin"])
        #expect(products(prebuilt).isSubset(of: products(main)))
    }
}
