import Foundation
import Testing

@Suite("pokedex show, offline")
struct ShowTests {
    let pokedex = BuiltPokedex()
    static let artwork = "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/"

    /// What this suite checks of a card: the number and name, the type, height and weight
    /// lines, then the artwork URL (`ShowFactsTests` checks the rest).
    static func card(_ lines: [String], artwork id: Int) -> [String] {
        lines + [artwork + "\(id).png"]
    }

    /// Those lines of what `show` printed: the first, the three after the genus, and the URL.
    static func sizeLines(_ stdout: String) -> [String] {
        let lines = stdout.split(separator: "\n").map(String.init)
        // The title, then the genus and the Pokédex entry (English has both for every species), then the sizes.
        guard lines.count > 6 else { return lines }
        return [lines[0]] + lines[3...5] + lines.filter { $0.hasPrefix(artwork) }
    }

    static let psyduckCards: [(locale: String, lines: [String])] = [
        ("ko", ["No.54 고라파덕", "타입: 물", "키: 0.8m", "몸무게: 19.6kg"]),
        ("en", ["No.54 Psyduck", "Type: Water", "Height: 2 ft, 7 in", "Weight: 43.2 lb"]),
        ("ja", ["No.54 コダック", "タイプ: みず", "高さ: 0.8 m", "重さ: 19.6 kg"]),
        ("de", ["Nr.54 Enton", "Typ: Wasser", "Größe: 0,8 m", "Gewicht: 19,6 kg"]),
        ("fr", ["N°54 Psykokwak", "Type: Eau", "Taille: 0,8\u{202F}m", "Poids: 19,6\u{202F}kg"]),
        ("zh-Hant", ["No.54 可達鴨", "屬性: 水", "身高: 0.8 公尺", "體重: 19.6 公斤"]),
    ]

    @Test("Psyduck's card in six locales", arguments: psyduckCards)
    func psyduck(locale: String, lines: [String]) throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", locale])
        #expect(run.status == 0)
        #expect(Self.sizeLines(run.stdout) == Self.card(lines, artwork: 54))
        #expect(run.stderr.isEmpty)
    }

    @Test(
        "two types under the plural label, joined as the locale joins a list",
        arguments: [
            ("en", ["No.1 Bulbasaur", "Types: Grass and Poison", "Height: 2 ft, 4 in", "Weight: 15.2 lb"]),
            ("fr", ["N°1 Bulbizarre", "Types: Plante et Poison", "Taille: 0,7\u{202F}m", "Poids: 6,9\u{202F}kg"]),
            ("de", ["Nr.1 Bisasam", "Typen: Pflanze und Gift", "Größe: 0,7 m", "Gewicht: 6,9 kg"]),
            ("ko", ["No.1 이상해씨", "타입: 풀 및 독", "키: 0.7m", "몸무게: 6.9kg"]),
            ("ja", ["No.1 フシギダネ", "タイプ: くさ、どく", "高さ: 0.7 m", "重さ: 6.9 kg"]),
            ("zh-Hant", ["No.1 妙蛙種子", "屬性: 草和毒", "身高: 0.7 公尺", "體重: 6.9 公斤"]),
        ])
    func bulbasaur(locale: String, lines: [String]) throws {
        let run = try pokedex.run(["show", "bulbasaur", "--locale", locale])
        #expect(run.status == 0)
        #expect(Self.sizeLines(run.stdout) == Self.card(lines, artwork: 1))
    }

    @Test(
        "a form by its slug or its id: its species' number, the form in its name",
        arguments: [
            ("ja", ["No.386 デオキシス（アタックフォルム）", "タイプ: エスパー", "高さ: 1.7 m", "重さ: 60.8 kg"]),
            ("en", ["No.386 Deoxys (Attack Forme)", "Type: Psychic", "Height: 5 ft, 7 in", "Weight: 134.0 lb"]),
            ("ko", ["No.386 테오키스 (어택폼)", "타입: 에스퍼", "키: 1.7m", "몸무게: 60.8kg"]),
        ])
    func form(locale: String, lines: [String]) throws {
        for argument in ["deoxys-attack", "10001"] {
            let run = try pokedex.run(["show", argument, "--locale", locale])
            #expect(run.status == 0)
            #expect(Self.sizeLines(run.stdout) == Self.card(lines, artwork: 10001), "\(argument)")
        }
    }

    @Test(
        "Eternamax Eternatus' unknown weight prints ????, never 0",
        arguments: [
            ("ko", ["No.890 무한다이노 (무한다이맥스)", "타입: 독 및 드래곤", "키: 100.0m", "몸무게: ????"]),
            ("en", ["No.890 Eternatus (Eternamax)", "Types: Poison and Dragon", "Height: 328 ft, 1 in", "Weight: ????"]),
            ("de", ["Nr.890 Endynalos (Unendynamax)", "Typen: Gift und Drache", "Größe: 100,0 m", "Gewicht: ????"]),
            ("fr", ["N°890 Éthernatos (Infinimax)", "Types: Poison et Dragon", "Taille: 100,0\u{202F}m", "Poids: ????"]),
            ("ja", ["No.890 ムゲンダイナ（ムゲンダイマックス）", "タイプ: どく、ドラゴン", "高さ: 100.0 m", "重さ: ????"]),
            ("zh-Hant", ["No.890 無極汰那（無極巨化）", "屬性: 毒和龍", "身高: 100.0 公尺", "體重: ????"]),
        ])
    func unknownWeight(locale: String, lines: [String]) throws {
        for argument in ["eternatus-eternamax", "10190"] {
            let run = try pokedex.run(["show", argument, "--locale", locale])
            #expect(run.status == 0)
            #expect(Self.sizeLines(run.stdout) == Self.card(lines, artwork: 10190), "\(argument)")
        }
    }

    @Test(
        "a name in another language shows the same card as the slug",
        arguments: [
            ("고라파덕", "en"), ("コダック", "fr"), ("Psykokwak", "ko"), ("Enton", "ja"), ("可達鴨", "de"), ("54", "zh-Hant"),
        ])
    func byName(name: String, locale: String) throws {
        let run = try pokedex.run(["show", name, "--locale", locale])
        #expect(run.status == 0)
        #expect(run.stdout == (try pokedex.run(["show", "psyduck", "--locale", locale])).stdout)
    }

    @Test("a form's name leads to the form, a species' name to its default entry")
    func formNames() throws {
        #expect(try pokedex.run(["show", "Méga-Florizarre", "--locale", "en"]).stdout.hasPrefix("No.3 Mega Venusaur\n"))
        #expect(try pokedex.run(["show", "deoxys", "--locale", "en"]).stdout.hasPrefix("No.386 Deoxys (Normal Forme)\n"))
        #expect(try pokedex.run(["show", "charzard", "--locale", "ko"]).stdout.hasPrefix("No.6 리자몽\n"))
    }

    @Test(
        "the locale comes from LC_ALL, then LC_MESSAGES, then LANG",
        arguments: [
            (["LANG": "ko_KR.UTF-8"], "No.54 고라파덕"),
            (["LANG": "ja_JP.UTF-8"], "No.54 コダック"),
            (["LANG": "zh_TW.UTF-8"], "No.54 可達鴨"),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "N°54 Psykokwak"),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ko_KR.UTF-8"], "No.54 고라파덕"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": ""], "Nr.54 Enton"),
            (["LANG": "C.UTF-8"], "No.54 Psyduck"),
            ([:], "No.54 Psyduck"),
        ])
    func environmentLocale(environment: [String: String], firstLine: String) throws {
        let run = try pokedex.run(["show", "psyduck"], environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("--locale wins over LANG, and the whole card follows it")
    func localeOverridesEnvironment() throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", "en"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(Self.sizeLines(run.stdout) == Self.card(Self.psyduckCards[1].lines, artwork: 54))
    }

    @Test(
        "--units picks metric, US customary or the region's units",
        arguments: [
            ("en", "metric", "Height: 0.8 m", "Weight: 19.6 kg"),
            ("ko", "us", "키: 2ft 7in", "몸무게: 43.2lb"),
            ("en-GB", "region", "Height: 2 ft, 7 in", "Weight: 43.2 lb"),
            ("en-CA", "region", "Height: 0.8 m", "Weight: 19.6 kg"),
            ("en", "games", "Height: 2 ft, 7 in", "Weight: 43.2 lb"),
        ])
    func units(locale: String, units: String, height: String, weight: String) throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", locale, "--units", units])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[4] == height && lines[5] == weight, "\(run.stdout)")
    }

    @Test("a name that is no Pokémon's exits 1 with a sentence and the closest names")
    func unknown() throws {
        let close = try pokedex.run(["show", "psy", "--locale", "en"])
        #expect(close.status == 1)
        #expect(close.stdout.isEmpty)
        #expect(
            close.stderr
                == "pokedex: no Pokémon is called 'psy'; the closest names are Psyduck (No.54), Espurr (No.677, by fr Psystigri).\n")
        let far = try pokedex.run(["show", "zzzzzzzz"])
        #expect(far.status == 1)
        #expect(far.stderr.hasPrefix("pokedex: no Pokémon is called 'zzzzzzzz'"))
        for zero in ["0", "000"] {
            let run = try pokedex.run(["show", zero])
            #expect(run.status == 1, "\(zero)")
        }
        let number = try pokedex.run(["show", "99999"])
        #expect(number.status == 1)
        #expect(number.stderr == "pokedex: the bundled data has no Pokémon with the id 99999; `pokedex list` shows the ids in order.\n")
    }
}

@Suite("pokedex show: locales ICU has no data for, refuses, or that name no language")
struct ShowLocaleTests {
    let pokedex = BuiltPokedex()

    @Test("ja-Hrkt formats as Japanese: kana labels, Japanese list pattern and units")
    func kana() throws {
        let run = try pokedex.run(["show", "bulbasaur", "--locale", "ja-Hrkt"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(ShowTests.sizeLines(run.stdout) == ShowTests.card(["No.1 フシギダネ", "タイプ: くさ、どく", "たかさ: 0.7 m", "おもさ: 6.9 kg"], artwork: 1))
    }

    @Test("ja-Latn formats in English data, metric as Japanese is in the games")
    func romaji() throws {
        let run = try pokedex.run(["show", "bulbasaur", "--locale", "ja-Latn"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(
            ShowTests.sizeLines(run.stdout)
                == ShowTests.card(["No.1 Fushigidane", "Taipu: Grass and Poison*", "Takasa: 0.7 m", "Omosa: 6.9 kg"], artwork: 1))
    }

    @Test("und is the default, English, without a warning; so is und as a POSIX name", arguments: ["und", "und.UTF-8", "und_US"])
    func undetermined(identifier: String) throws {
        let run = try pokedex.run(["show", "1", "--locale", identifier])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == (try pokedex.run(["show", "1", "--locale", "en"])).stdout)
    }

    @Test(
        "a tag ICU refuses gets the card of the locale it negotiates to",
        arguments: [
            ("en-fonipa-fonipa", "en"), ("de-1996-1996", "de"),
        ])
    func refusedByICU(tag: String, negotiated: String) throws {
        let run = try pokedex.run(["show", "1", "--locale", tag])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == (try pokedex.run(["show", "1", "--locale", negotiated])).stdout)
    }

    @Test("every locale without tables gets the English card, units and all", arguments: ["xx", "klingon", "xx-YY", "nl", "ko-Latn"])
    func withoutTables(locale: String) throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", locale])
        #expect(run.status == 0)
        #expect(ShowTests.sizeLines(run.stdout) == ShowTests.card(ShowTests.psyduckCards[1].lines, artwork: 54))
        #expect(run.stderr == "pokedex: there are no names for the locale '\(locale)'; showing English.\n")
    }

    @Test("show pikachuu shows Pikachu, No.25, the species' default form; a typo says which it chose")
    func closestName() throws {
        // pikachuu is the Hepburn of ピカチュウ, and one edit from Pikachu; Pikachu (Unova Cap) only
        // starts with it through its dropped space.
        let run = try pokedex.run(["show", "pikachuu", "--locale", "en"])
        #expect(run.status == 0)
        // Then the Pokédex entry (its own line), then the type.
        #expect(run.stdout.hasPrefix("No.25 Pikachu\nMouse Pokémon\n"), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").dropFirst(3).first == "Type: Electric", "\(run.stdout)")
        let swapped = try pokedex.run(["show", "pikahcu", "--locale", "en"])
        #expect(swapped.stdout == run.stdout, "\(swapped.stdout)")
        #expect(
            swapped.stderr == "pokedex: no name is exactly 'pikahcu'; showing Pikachu (No.25), the closest: typo (1 edit) of en Pikachu.\n")
        let typo = try pokedex.run(["show", "고라파둑", "--locale", "en"])
        #expect(typo.stdout.hasPrefix("No.54 Psyduck\n"))
        #expect(typo.stderr == "pokedex: no name is exactly '고라파둑'; showing Psyduck (No.54), the closest: typo (1 edit) of ko 고라파덕.\n")
        // A whole romanization is as sure as the name.
        let pinyin = try pokedex.run(["show", "kedaya", "--locale", "en"])
        #expect(pinyin.stdout.hasPrefix("No.54 Psyduck\n") && pinyin.stderr.isEmpty)
    }

    @Test("show's closest names say which other language's name matched")
    func closestNamesSayTheirLanguage() throws {
        let run = try pokedex.run(["show", "char", "--locale", "en"])
        #expect(run.status == 1)
        // "Medicham (No.308, by ja-Latn Charem)": a name that is not the shown one says where it came from.
        let listed = run.stderr.components(separatedBy: "closest names are ").last ?? ""
        let entries = listed.dropLast(2).components(separatedBy: "), ")
        #expect(entries.count == 5, "\(run.stderr)")
        for entry in entries {
            let name = entry.components(separatedBy: " (").first ?? ""
            #expect(name.lowercased().hasPrefix("char") || entry.contains(", by "), "\(entry)")
        }
    }
}
