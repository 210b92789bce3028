import Foundation
import PokeLocalization
import PokeTables
import Testing
import UkrainianLayer

@Suite("Pokédex entries and ability descriptions")
struct PokedexEntryTests {
    let localizer = TableLocalizer()

    @Test(
        "a species' entry in the negotiated locale, with its game named in that locale",
        arguments: [
            ("ko-KR", "언제나 두통에 시달린다. 신비한 힘을 폭발시키면 잠시 통증이 진정되는 듯하다.", "ko", "sword", "소드"),
            (
                "de",
                "Enton leidet permanent unter Kopfschmerzen. Wenn es seine geheimnisvollen Kräfte freisetzt, sollen die Schmerzen für eine Weile nachlassen.",
                "de", "sword", "Schwert"
            ),
            (
                "ja-JP", "いつも\u{3000}頭痛に\u{3000}悩んでいる。\u{3000}不思議な\u{3000}力を\u{3000}爆発させると\u{3000}しばらく\u{3000}痛みは\u{3000}治まるようだ。", "ja",
                "sword", "ソード"
            ),
            ("zh-TW", "總是因為頭痛而煩惱著。當牠讓神奇的力量爆發後，似乎就能暫時舒緩疼痛。", "zh-Hant", "sword", "劍"),
            (
                "en",
                "Suffers perpetual headaches. If the agony grows too great, Psyduck's latent power erupts, contrary to Psyduck's intent. Ergo, I am exploring ways to ease the pain.",
                "en", "legends-arceus", "Legends: Arceus"
            ),
        ])
    func entry(locale: String, text: String, servedBy: String, version: String, versionName: String) throws {
        let negotiated = localizer.locale(for: locale)
        let entry = try #require(localizer.entry(slug: "psyduck", in: negotiated))
        #expect(entry.text.value == text)
        #expect(entry.text.servedBy == LocaleTag(servedBy))
        #expect(!entry.text.isFallback)
        #expect(entry.text == localizer.name(.pokedexEntries, "psyduck", in: negotiated))
        #expect(entry.version == version)
        #expect(entry.versionName == localizer.versionName(slug: version, in: negotiated))
        #expect(entry.versionName?.value == versionName)
    }

    @Test("a locale without entries falls back to English, marked, with English's game named in its own chain")
    func fallback() throws {
        let russian = localizer.locale(for: "ru")
        let entry = try #require(localizer.entry(slug: "psyduck", in: russian))
        #expect(entry.text.servedBy == LocaleTag("en"))
        #expect(entry.text.isFallback)
        #expect(entry.version == "legends-arceus")
        #expect(entry.versionName?.value == "Legends: Arceus")
        // Species after No. 898 have English entries only (Legends: Arceus, Scarlet and Violet).
        let sprigatito = try #require(localizer.entry(slug: "sprigatito", in: localizer.locale(for: "ko")))
        #expect(sprigatito.text.servedBy == LocaleTag("en") && sprigatito.version == "scarlet")
        #expect(sprigatito.versionName?.value == "스칼렛")
    }

    @Test("an unknown species has no entry, and an ability no game describes no description")
    func absent() {
        let korean = localizer.locale(for: "ko")
        #expect(localizer.entry(slug: "missingno", in: korean) == nil)
        #expect(localizer.abilityDescription(slug: "missingno", in: korean) == nil)
        #expect(localizer.abilityDescription(slug: "aqua-boost", in: korean) == nil)
        #expect(localizer.abilityName(slug: "aqua-boost", in: korean) != nil, "the ability has a name, not a description")
    }

    @Test(
        "an ability's description, with the same fallback chain",
        arguments: [
            ("ko", "주변을 습하게 함으로써 자폭 등 폭발하는 기술을 아무도 못 쓰게 한다.", "ko"),
            ("en", "The Pokémon dampens its surroundings, preventing all Pokémon from using explosive moves such as Self-Destruct.", "en"),
            (
                "pt-BR", "The Pokémon dampens its surroundings, preventing all Pokémon from using explosive moves such as Self-Destruct.",
                "en"
            ),
        ])
    func abilityDescription(locale: String, text: String, servedBy: String) throws {
        let description = try #require(localizer.abilityDescription(slug: "damp", in: localizer.locale(for: locale)))
        #expect(description.value == text)
        #expect(description.servedBy == LocaleTag(servedBy))
    }

    @Test("an app's own entry answers first, and has no game: the bundled table's game is another text's")
    func layered() throws {
        let layered = TableLocalizer(tables: [ukrainianLayer, .bundled])
        let ukrainian = layered.locale(for: "uk")
        let own = try #require(layered.entry(slug: "psyduck", in: ukrainian))
        #expect(own.text.value == "Його постійно мучать головні болі.")
        #expect(own.text.servedBy == LocaleTag("uk") && own.text.tableSet?.isBundled == false)
        #expect(own.version == nil && own.versionName == nil)
        // Where the layer has none, the bundled English answers, with its game.
        let bulbasaur = try #require(layered.entry(slug: "bulbasaur", in: ukrainian))
        #expect(bulbasaur.text.servedBy == LocaleTag("en") && bulbasaur.version == "sword")
    }

    // MARK: - Against PokeAPI's data

    static let shared: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("api/v2/pokemon-species/54/index.json").path) ? url : nil
    }()
    static let missing: Comment =
        "needs ../shared/pokeapi beside the package (PokeAPI's data/v2/csv and its recorded /pokemon-species responses), absent here"

    /// The newest of PokeAPI's versions by `version_groups.csv` order, the first listed of one group.
    struct VersionRank {
        let rank: [String: (order: Int, id: Int)]
        let groupOrder: [String: Int]

        init(csv: URL) throws {
            func rows(_ file: String) throws -> [[String: String]] {
                CSVRows.read(try String(contentsOf: csv.appendingPathComponent(file), encoding: .utf8))
            }
            groupOrder = Dictionary(
                try rows("version_groups.csv").map { ($0["id"]!, Int($0["order"]!)!) }, uniquingKeysWith: { first, _ in first })
            let groupOrder = groupOrder
            rank = Dictionary(
                try rows("versions.csv").map { ($0["identifier"]!, (groupOrder[$0["version_group_id"]!]!, Int($0["id"]!)!)) },
                uniquingKeysWith: { first, _ in first })
        }

        func newer(_ first: String, _ second: String) -> Bool {
            let (one, other) = (rank[first]!, rank[second]!)
            return one.order != other.order ? one.order > other.order : one.id < other.id
        }
    }

    /// The corrected texts of the corrections file, by table, locale and key.
    static func corrected(_ table: String) throws -> [LocaleTag: [String: String]] {
        let corrections = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Resources/loccheck-corrections.txt"), encoding: .utf8)
        var texts: [LocaleTag: [String: String]] = [:]
        for line in corrections.split(separator: "\n") where line.hasPrefix("\(table) ") {
            let parts = line.split(separator: " = ", maxSplits: 1)
            let words = parts[0].split(separator: " ")
            guard words.count == 4, words[3] == "corrected", let locale = LocaleTag(String(words[1])) else { continue }
            texts[locale, default: [:]][String(words[2])] = String(parts[1])
        }
        return texts
    }

    /// A locale's own names of a kind, by key.
    func own(_ kind: NameKind, _ locale: LocaleTag) -> [String: String] {
        Dictionary(localizer.names(kind, in: locale).map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(
        "every locale's entries and their games are the newest of each species' recorded flavor_text_entries, as display text, or a correction's",
        .enabled(if: shared != nil, missing))
    func entriesMatchPokeAPI() throws {
        let shared = try #require(Self.shared)
        let order = try VersionRank(csv: shared.appendingPathComponent("csv"))
        let languages = CSVRows.read(try String(contentsOf: shared.appendingPathComponent("csv/languages.csv"), encoding: .utf8))
        let official = Dictionary(
            languages.filter { $0["official"] != "0" }.compactMap { row in
                LocaleTag(row["identifier"] == "ja-roma" ? "ja-Latn" : row["identifier"]!).map { (row["identifier"]!, $0) }
            }, uniquingKeysWith: { first, _ in first })
        var texts: [LocaleTag: [String: String]] = [:]
        var games: [LocaleTag: [String: String]] = [:]
        for species in localizer.catalog.species {
            let body = try Data(contentsOf: shared.appendingPathComponent("api/v2/pokemon-species/\(species.id)/index.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            var newest: [LocaleTag: (text: String, version: String)] = [:]
            for entry in try #require(object["flavor_text_entries"] as? [[String: Any]]) {
                let language = (entry["language"] as! [String: Any])["name"] as! String
                let version = (entry["version"] as! [String: Any])["name"] as! String
                guard let locale = official[language] else { continue }
                if let current = newest[locale], !order.newer(version, current.version) { continue }
                newest[locale] = (entry["flavor_text"] as! String, version)
            }
            for (locale, entry) in newest {
                texts[locale, default: [:]][species.slug] =
                    GameText.displayText(entry.text, locale: locale).precomposedStringWithCanonicalMapping
                games[locale, default: [:]][species.slug] = entry.version
            }
        }
        for (locale, corrected) in try Self.corrected("pokedexentries") { texts[locale]?.merge(corrected) { $1 } }
        #expect(games[LocaleTag("ko")!]?["psyduck"] == "sword")
        #expect(Set(texts.keys) == Set(localizer.availableLocales.filter { !own(.pokedexEntries, $0).isEmpty }))
        for locale in localizer.availableLocales {
            let (ownTexts, ownGames) = (own(.pokedexEntries, locale), own(.entryVersions, locale))
            let (theirTexts, theirGames) = (texts[locale] ?? [:], games[locale] ?? [:])
            let differing = Set(ownTexts.keys).union(theirTexts.keys).sorted().filter { ownTexts[$0] != theirTexts[$0] }
            #expect(
                differing.isEmpty,
                "\(locale): \(differing.count) differ: \(differing.prefix(3).map { "\($0) is \(ownTexts[$0] ?? "missing"), PokeAPI has \(theirTexts[$0] ?? "none")" })"
            )
            let otherGames = Set(ownGames.keys).union(theirGames.keys).sorted().filter { ownGames[$0] != theirGames[$0] }
            #expect(otherGames.isEmpty, "\(locale): the games of \(otherGames.prefix(5)) differ")
        }
    }

    @Test(
        "every locale's ability descriptions are the newest version group's row of ability_flavor_text.csv, as display text",
        .enabled(if: shared != nil, missing))
    func abilityDescriptionsMatchPokeAPI() throws {
        let csv = try #require(Self.shared).appendingPathComponent("csv")
        func rows(_ file: String) throws -> [[String: String]] {
            CSVRows.read(try String(contentsOf: csv.appendingPathComponent(file), encoding: .utf8))
        }
        let order = try VersionRank(csv: csv)
        let slug = Dictionary(try rows("abilities.csv").map { ($0["id"]!, $0["identifier"]!) }, uniquingKeysWith: { first, _ in first })
        let locale = Dictionary(
            try rows("languages.csv").filter { $0["official"] != "0" }.compactMap { row in
                LocaleTag(row["identifier"] == "ja-roma" ? "ja-Latn" : row["identifier"]!).map { (row["id"]!, $0) }
            }, uniquingKeysWith: { first, _ in first })
        var newest: [LocaleTag: [String: (order: Int, text: String)]] = [:]
        for row in try rows("ability_flavor_text.csv") {
            guard let tag = locale[row["language_id"]!], let key = slug[row["ability_id"]!] else { continue }
            let rank = order.groupOrder[row["version_group_id"]!]!
            if let current = newest[tag]?[key], current.order >= rank { continue }
            newest[tag, default: [:]][key] = (rank, row["flavor_text"]!)
        }
        let corrected = try Self.corrected("abilitydescriptions")
        for tag in localizer.availableLocales {
            var expected = (newest[tag] ?? [:]).mapValues {
                GameText.displayText($0.text, locale: tag).precomposedStringWithCanonicalMapping
            }
            expected.merge(corrected[tag] ?? [:]) { $1 }
            let descriptions = own(.abilityDescriptions, tag)
            let differing = Set(descriptions.keys).union(expected.keys).sorted().filter { descriptions[$0] != expected[$0] }
            #expect(
                differing.isEmpty,
                "\(tag): \(differing.count) differ: \(differing.prefix(3).map { "\($0) is \(descriptions[$0] ?? "missing"), PokeAPI has \(expected[$0] ?? "none")" })"
            )
        }
        #expect(
            newest[LocaleTag("fr")!]?["battle-armor"]?.text.contains(#"\n"#) == true, "PokeAPI's French text has its line breaks as escapes"
        )
    }
}
