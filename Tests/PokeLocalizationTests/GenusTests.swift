import Foundation
import PokeLocalization
import PokeTables
import Testing

@Suite("The species' genus")
struct GenusTests {
    let localizer = TableLocalizer()

    @Test(
        "a species' genus in the negotiated locale, the same genus for two species, and English where a locale has none",
        arguments: [
            ("psyduck", "ko-KR", "오리포켓몬", "ko"), ("psyduck", "en", "Duck Pokémon", "en"), ("psyduck", "ja-JP", "あひるポケモン", "ja"),
            ("psyduck", "de", "Enten-Pokémon", "de"), ("pikachu", "en", "Mouse Pokémon", "en"), ("rattata", "en", "Mouse Pokémon", "en"),
            ("psyduck", "ru-RU", "Duck Pokémon", "en"), ("psyduck", "ja-Latn", "Duck Pokémon", "en"),
        ])
    func lookup(species: String, locale: String, expected: String, servedBy: String) throws {
        let negotiated = localizer.locale(for: locale)
        let genus = try #require(localizer.genus(slug: species, in: negotiated))
        #expect(genus.value == expected)
        #expect(genus.servedBy == LocaleTag(servedBy))
        #expect(genus == localizer.name(.genus, species, in: negotiated))
    }

    @Test("an unknown species has no genus; name(_:_:in:) answers its slug, marked")
    func unknownSpecies() {
        let korean = localizer.locale(for: "ko")
        #expect(localizer.genus(slug: "missingno", in: korean) == nil)
        let genus = localizer.name(.genus, "missingno", in: korean)
        #expect(genus.value == "missingno")
        #expect(genus.source == .slug)
    }

    /// `../shared/pokeapi/csv` beside the package: PokeAPI's data/v2/csv, which the genus tables
    /// are imported from.
    static let sharedCSV: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/pokeapi/csv")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("pokemon_species_names.csv").path) ? url : nil
    }()

    @Test(
        "every locale's own genera are PokeAPI's genus column (pokemon_species_names.csv), or a correction's",
        .enabled(if: sharedCSV != nil, "needs ../shared/pokeapi/csv beside the package (PokeAPI's data/v2/csv), absent here"))
    func matchesPokeAPI() throws {
        let csv = try #require(Self.sharedCSV)
        func rows(_ file: String) throws -> [[String: String]] {
            try CSVRows.read(String(contentsOf: csv.appendingPathComponent(file), encoding: .utf8))
        }
        let slugOfSpecies = Dictionary(
            try rows("pokemon_species.csv").map { ($0["id"]!, $0["identifier"]!) }, uniquingKeysWith: { first, _ in first })
        let localeOfLanguage = Dictionary(
            try rows("languages.csv").compactMap { row in
                LocaleTag(row["identifier"] == "ja-roma" ? "ja-Latn" : row["identifier"]!).map { (row["id"]!, $0) }
            }, uniquingKeysWith: { first, _ in first })
        var expected: [LocaleTag: [String: String]] = [:]
        for row in try rows("pokemon_species_names.csv") {
            let genus = row["genus"]!.trimmingCharacters(in: .whitespaces)
            guard !genus.isEmpty, let locale = localeOfLanguage[row["local_language_id"]!],
                let slug = slugOfSpecies[row["pokemon_species_id"]!]
            else { continue }
            expected[locale, default: [:]][slug] = genus
        }
        // A correction (`genus LOCALE KEY corrected = TEXT`) replaces PokeAPI's genus on import.
        let corrections = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Resources/loccheck-corrections.txt"), encoding: .utf8)
        for line in corrections.split(separator: "\n") where line.hasPrefix("genus ") {
            let (target, text) = (
                line.split(separator: " = ", maxSplits: 1).first ?? "", line.split(separator: " = ", maxSplits: 1).last ?? ""
            )
            let words = target.split(separator: " ")
            guard words.count == 4, words[3] == "corrected", let locale = LocaleTag(String(words[1])) else { continue }
            expected[locale, default: [:]][String(words[2])] = String(text)
        }
        #expect(expected[LocaleTag("ko")!]?["psyduck"] == "오리포켓몬")
        for locale in localizer.availableLocales {
            let own = Dictionary(localizer.names(.genus, in: locale).map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
            let theirs = expected[locale] ?? [:]
            #expect(own.count == theirs.count, "\(locale): \(own.count) genera in the table, \(theirs.count) in PokeAPI's CSV")
            let differing = theirs.keys.sorted().filter { own[$0] != theirs[$0] }
            #expect(
                differing.isEmpty,
                "\(locale): \(differing.prefix(5).map { "\($0) is \(own[$0] ?? "missing"), PokeAPI has \(theirs[$0]!)" })")
        }
    }
}

/// A CSV file as rows keyed by the header's column names (RFC 4180: quoted fields may hold
/// commas, quotes written twice and line breaks): the test's own reader, not loccheck's.
enum CSVRows {
    static func read(_ text: String) -> [[String: String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if quoted {
                if character == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                record.append(field)
                field = ""
            case "\n", "\r\n":
                record.append(field)
                field = ""
                records.append(record)
                record = []
            default: field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        guard let header = records.first else { return [] }
        return records.dropFirst().map { values in
            Dictionary(zip(header, values).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
