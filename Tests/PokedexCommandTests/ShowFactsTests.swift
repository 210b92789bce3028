import CommandTestSupport
import Foundation
import Testing

/// `pokedex show`'s genus, Pokédex entry, abilities, egg groups and base stats, from the built binary, against
/// the table files and the snapshot's facts: every name expected here is read from `Resources/`.
@Suite("pokedex show: genus, abilities, egg groups and base stats")
struct ShowFactsTests {
    let pokedex = BuiltPokedex()
    static let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources")

    /// A table file's entries by key; none when the file is absent (a locale without that table).
    static func table(_ path: String) -> [String: String] {
        guard let text = try? String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8) else { return [:] }
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let separator = line.range(of: " = ") else { continue }
            entries[String(line[..<separator.lowerBound])] = String(line[separator.upperBound...])
        }
        return entries
    }

    /// The locales each tested locale's names come from, in order: itself, its kana table for
    /// kanji Japanese, then English.
    static let chains: [String: [String]] = [
        "ko": ["ko", "en"], "ja": ["ja", "ja-Hrkt", "en"], "de": ["de", "en"], "fr": ["fr", "en"], "zh-Hant": ["zh-Hant", "en"],
        "th": ["th", "en"], "tr": ["tr", "en"], "ru": ["ru", "en"], "pt-BR": ["pt-BR", "en"],
    ]

    /// A name down a chain, and the locale that had it.
    static func name(_ table: String, _ key: String, _ chain: [String]) throws -> (text: String, servedBy: String) {
        for locale in chain {
            if let name = Self.table("\(table)/\(locale).txt")[key] { return (name, locale) }
        }
        throw LookupError(description: "no \(table) table of \(chain) names \(key)")
    }

    struct LookupError: Error, CustomStringConvertible {
        let description: String
    }

    /// The card `show psyduck` should print, line by line but for the size lines, from the tables:
    /// the genus, the abilities' lines, egg groups, base stats and the note, and the names the
    /// ability and egg group lines hold, in order.
    struct Expected {
        var genus = ""
        /// The entry, then its game's name in parentheses.
        var entry = ""
        var abilityLabel = "", abilities: [String] = [], abilitiesMarked = false
        var hiddenLine = ""
        var eggGroupLabel = "", eggGroups: [String] = [], eggGroupsMarked = false
        var statLines: [String] = []
        var note: String?
    }

    static func expected(_ locale: String) throws -> Expected {
        let chain = try #require(chains[locale])
        let labels = table("ui/\(locale).txt")
        func label(_ key: String) throws -> String { try #require(labels[key], "ui/\(locale).txt has no \(key)") }
        var sources: [String] = []
        func marked(_ name: (text: String, servedBy: String)) -> String {
            guard name.servedBy != locale else { return name.text }
            if !sources.contains(name.servedBy) { sources.append(name.servedBy) }
            return name.text + "*"
        }
        let abilities = try #require(table("snapshot/pokemon-abilities.txt")["psyduck"]).split(separator: " ").map(String.init)
        let stats = try #require(table("snapshot/pokemon-stats.txt")["psyduck"]).split(separator: " ").map { $0.split(separator: ":") }
        let eggGroups = try #require(table("snapshot/species-egggroups.txt")["psyduck"]).split(separator: " ").map(String.init)

        var expected = Expected()
        expected.genus = marked(try name("genus", "psyduck", chain))
        let entry = try name("pokedexentries", "psyduck", chain)
        let game = try #require(table("entryversions/\(entry.servedBy).txt")["psyduck"])
        expected.entry = marked((entry.text + " (" + (try name("versions", game, chain)).text + ")", entry.servedBy))
        let regular = try abilities.filter { !$0.hasPrefix("hidden:") }.map { try name("abilities", $0, chain) }
        expected.abilityLabel = try label(regular.count > 1 ? "abilities" : "ability")
        expected.abilities = regular.map(\.text)
        expected.abilitiesMarked = regular.contains { $0.servedBy != locale }
        _ = regular.map(marked)
        let hidden = try abilities.filter { $0.hasPrefix("hidden:") }.map {
            try name("abilities", String($0.dropFirst("hidden:".count)), chain)
        }
        expected.hiddenLine =
            try label("hidden-ability") + ": " + hidden.map(\.text).joined() + (hidden.contains { $0.servedBy != locale } ? "*" : "")
        _ = hidden.map(marked)
        let groups = try eggGroups.map { try name("egggroups", $0, chain) }
        expected.eggGroupLabel = try label(groups.count > 1 ? "egg-groups" : "egg-group")
        expected.eggGroups = groups.map(\.text)
        expected.eggGroupsMarked = groups.contains { $0.servedBy != locale }
        _ = groups.map(marked)
        expected.statLines =
            [try label("base-stats") + ":"]
            + (try stats.map { stat in
                "  " + marked(try name("stats", String(stat[0]), chain)) + ": " + stat[1]
            })
        if !sources.isEmpty {
            expected.note = "* " + (try label("fallback")).replacingOccurrences(of: "{locales}", with: sources.joined(separator: ", "))
        }
        return expected
    }

    /// Whether `line` is `label: ` then the names in order (joined as the locale joins a list), marked when one fell back.
    static func holds(_ line: String, label: String, names: [String], marked: Bool) -> Bool {
        guard line.hasPrefix(label + ": "), line.hasSuffix("*") == marked else { return false }
        var rest = line.dropFirst(label.count + 2)
        for name in names {
            guard let found = rest.range(of: name) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest == (marked ? "*" : "")
    }

    @Test(
        "Psyduck's genus, Pokédex entry with its game, abilities (the hidden one apart), egg groups and base stats under the locale's labels",
        arguments: ["ko", "ja", "de", "fr", "zh-Hant"])
    func psyduck(locale: String) throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", locale])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let expected = try Self.expected(locale)
        try #require(lines.count == 17 + (expected.note == nil ? 0 : 1), "\(run.stdout)")
        #expect(lines[2] == expected.entry, "\(lines[2])")
        #expect(lines[1] == expected.genus)
        #expect(
            Self.holds(lines[6], label: expected.abilityLabel, names: expected.abilities, marked: expected.abilitiesMarked), "\(lines[6])")
        #expect(lines[7] == expected.hiddenLine)
        #expect(
            Self.holds(lines[8], label: expected.eggGroupLabel, names: expected.eggGroups, marked: expected.eggGroupsMarked), "\(lines[8])")
        #expect(Array(lines[9...15]) == expected.statLines)
        #expect(lines[16].hasSuffix("/official-artwork/54.png"))
        #expect(lines.dropFirst(17).first == expected.note)
        // The locale's own names: none of these locales shows the English ability names.
        #expect(!run.stdout.contains(Self.table("abilities/en.txt")["damp"]!))
    }

    @Test("Korean, spelled out: 오리포켓몬, 습기, 날씨부정, 쓱쓱 under 숨겨진 특성, 공격, and no note")
    func korean() throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", "ko"])
        let abilities = Self.table("abilities/ko.txt")
        let labels = Self.table("ui/ko.txt")
        #expect(run.stdout.contains("\n" + Self.table("genus/ko.txt")["psyduck"]! + "\n"))
        #expect(run.stdout.contains("\(labels["hidden-ability"]!): \(abilities["swift-swim"]!)\n"))
        #expect(run.stdout.contains(abilities["damp"]!) && run.stdout.contains(abilities["cloud-nine"]!))
        #expect(run.stdout.contains("  \(Self.table("stats/ko.txt")["attack"]!): "))
        #expect(!run.stdout.contains("*"))
    }

    @Test(
        "a locale without these names shows them from English, marked, under its own labels, and its note says so",
        arguments: ["th", "tr", "ru", "pt-BR"])
    func fallbackLocale(locale: String) throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", locale])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let expected = try Self.expected(locale)
        try #require(lines.count == 18, "\(run.stdout)")
        #expect(lines[0].hasSuffix(Self.table("species/\(locale).txt")["psyduck"]!), "the species' own name, unmarked")
        #expect(lines[2] == expected.entry, "\(lines[2])")
        #expect(lines[1] == expected.genus && expected.genus.hasSuffix("*"))
        #expect(
            Self.holds(lines[6], label: expected.abilityLabel, names: expected.abilities, marked: expected.abilitiesMarked), "\(lines[6])")
        #expect(lines[7] == expected.hiddenLine)
        #expect(Self.holds(lines[8], label: expected.eggGroupLabel, names: expected.eggGroups, marked: true), "\(lines[8])")
        #expect(Array(lines[9...15]) == expected.statLines)
        #expect(lines[17] == expected.note, "the note in the locale's words, naming English")
        #expect(expected.note?.hasSuffix("(en)") == true)
    }

    @Test("an entry PokeAPI lists no ability for says the locale's word for unknown")
    func noAbilities() throws {
        let abilities = Self.table("snapshot/pokemon-abilities.txt")
        let pokemon = Self.table("snapshot/pokemon.txt")
        let slug = try #require(pokemon.values.map { String($0.prefix { $0 != " " }) }.sorted().first { abilities[$0] == nil })
        let run = try pokedex.run(["show", slug, "--locale", "de"])
        #expect(run.status == 0)
        let labels = Self.table("ui/de.txt")
        #expect(run.stdout.contains("\n\(labels["ability"]!): \(labels["unknown"]!)\n"), "\(run.stdout)")
        #expect(!run.stdout.contains(labels["hidden-ability"]!))
    }
}
