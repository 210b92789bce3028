import CommandTestSupport
import Foundation
import Testing

/// pokegen, as the build plugin runs it on an app's `Localization/` folder: a key no lookup finds
/// is a `file:line: warning:` on stderr, which SwiftPM prints in the build log.
@Suite("pokegen layer: a mistyped key in an app's Localization/ is a build warning")
struct LayerKeyWarningTests {
    let pokegen = BuiltCommand("pokegen")
    let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources")

    func layer(_ directory: TemporaryDirectory, species: String) throws -> URL {
        let root = directory.url.appendingPathComponent("Localization")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("species"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ui"), withIntermediateDirectories: true)
        try species.write(to: root.appendingPathComponent("species/eo.txt"), atomically: true, encoding: .utf8)
        try "number = №\nlevel = Nivelo\n".write(to: root.appendingPathComponent("ui/eo.txt"), atomically: true, encoding: .utf8)
        // A label the layer's own English adds is a key, as loccheck --over-bundled counts it.
        try "level = Level\n".write(to: root.appendingPathComponent("ui/en.txt"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("each unknown key at its line with the slug it meant; the same warnings on a build that regenerates nothing; none once fixed")
    func warnings() throws {
        let directory = try TemporaryDirectory()
        let tables = try layer(directory, species: "# Esperanto\npsyduck = Psikokvako\nnidoran♀ = Nidorano\npikachuu = Pikaĉuo\n")
        let output = directory.url.appendingPathComponent("out/LocalizationTables.swift")
        let stamp = directory.url.appendingPathComponent("out/layer.stamp")
        let arguments = ["layer", tables.path, output.path, "--name", "App", "--stamp", stamp.path, "--reference", resources.path]
        let first = try pokegen.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(first.stderr)")
        #expect(
            lines.first?.hasPrefix(
                "\(tables.path)/species/eo.txt:3: warning: `nidoran♀` is not a species key, so no lookup finds its name. Did you mean `nidoran-f`?"
            ) == true, "\(lines)")
        #expect(
            lines.last?.hasPrefix(
                "\(tables.path)/species/eo.txt:4: warning: `pikachuu` is not a species key, so no lookup finds its name. Did you mean `pikachu`?"
            ) == true, "\(lines)")
        #expect(first.stderr.contains("Run `swift package loccheck` to check the folder"))

        let unchanged = try pokegen.run(arguments)
        #expect(unchanged.stderr == first.stderr)

        _ = try layer(directory, species: "psyduck = Psikokvako\nnidoran-f = Nidorano\npikachu = Pikaĉuo\n")
        let fixed = try pokegen.run(arguments)
        #expect(fixed.status == 0)
        #expect(fixed.stderr.isEmpty, "\(fixed.stderr)")
    }

    @Test("without --reference a layer's keys are its own, as before; --reference without a snapshot is a usage error")
    func reference() throws {
        let directory = try TemporaryDirectory()
        let tables = try layer(directory, species: "pikachuu = Pikaĉuo\n")
        let output = directory.url.appendingPathComponent("out/LocalizationTables.swift")
        let plain = try pokegen.run(["layer", tables.path, output.path, "--name", "App"])
        #expect(plain.status == 0)
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")
        let wrong = try pokegen.run(["layer", tables.path, output.path, "--name", "App", "--reference", tables.path])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--reference \(tables.path) has no snapshot/"), "\(wrong.stderr)")
    }
}
