import CommandTestSupport
import Foundation
import Testing

/// A card's text must not depend on the process's locale. ICU reads LC_ALL, LC_MESSAGES and LANG
/// itself, whether or not the system has that locale installed (this machine has only C and
/// C.UTF-8), and formats with it wherever it lacks data for the locale asked for. So these runs
/// need no `locale-gen`: the first test shows ICU takes each LANG as its default.
///
/// Each run of the debug `pokedex` costs about 0.3 s of CPU, so this runs Bulbasaur's card (two
/// types, so the list pattern too) for the locales the issue names; `tools/process-locale-check.sh`,
/// which `.ci/run` runs after `swift test`, runs Psyduck and Bulbasaur for more tags.
@Suite("The card is the same under every LANG")
struct ProcessLocaleTests {
    let pokedex = BuiltPokedex()
    static let processLocales = ["C", "ru_RU.UTF-8", "ja_JP.UTF-8", "th_TH.UTF-8"]

    /// Every bundled locale (a file per locale in `Resources/ui`), `und`, and tags ICU has no
    /// data for or that negotiate through a macrolanguage.
    static let cardLocales: [String] = {
        let ui = BuiltCommand.packageRoot.appendingPathComponent("Resources/ui")
        let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: ui.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
        return bundled + ["und", "ja-Kana", "ko-Latn", "cmn", "yue-HK"]
    }()

    /// ICU's `icuinfo` tool (Debian's icu-devtools, which libicu-dev depends on).
    static let icuinfo = ["/usr/bin/icuinfo", "/usr/local/bin/icuinfo"].first(where: FileManager.default.isExecutableFile)

    @Test(
        "ICU's default locale in a child process follows LANG, installed or not",
        .enabled(if: icuinfo != nil, "needs icuinfo (icu-devtools, installed with libicu-dev) to print ICU's default locale"))
    func icuReadsLANG() throws {
        let icuinfo = try #require(Self.icuinfo)
        var defaults: [String] = []
        for lang in Self.processLocales {
            let run = try BuiltCommand(executable: URL(fileURLWithPath: icuinfo))
                .run([], environment: ["LANG": lang], clearing: ["LC_ALL", "LC_MESSAGES"])
            let line = run.stdout.split(separator: "\n").first { $0.contains("\"locale.default\"") }
            defaults.append(line.map(String.init) ?? "")
        }
        #expect(defaults.map { $0.contains(">en_US_POSIX<") } == [true, false, false, false], "\(defaults)")
        #expect(defaults[1].contains(">ru_RU<") && defaults[2].contains(">ja_JP<") && defaults[3].contains(">th_TH<"), "\(defaults)")
    }

    @Test("every bundled locale is in the list")
    func bundledLocales() {
        #expect(Self.cardLocales.count >= 14 + 5)
        #expect(Self.cardLocales.contains("ja-Hrkt") && Self.cardLocales.contains("th"))
    }

    @Test("pokedex show prints the same card under C, ru_RU, ja_JP and th_TH", arguments: cardLocales)
    func sameCard(locale: String) throws {
        for pokemon in ["bulbasaur"] {
            var outputs: [String: BuiltPokedex.Output] = [:]
            for lang in Self.processLocales {
                outputs[lang] = try pokedex.run(["show", pokemon, "--locale", locale], environment: ["LANG": lang])
            }
            let reference = try #require(outputs["C"])
            #expect(reference.status == 0, "\(reference.stderr)")
            for (lang, output) in outputs.sorted(by: { $0.key < $1.key }) where lang != "C" {
                #expect(output.stdout == reference.stdout, "\(pokemon) under LANG=\(lang)")
                #expect(output.stderr == reference.stderr && output.status == reference.status, "\(pokemon) under LANG=\(lang)")
            }
        }
    }
}
