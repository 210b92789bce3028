/// What CLDR knows about languages, scripts and regions, as far as negotiation needs it.
///
/// Each table is CLDR's (ICU 72, CLDR 42) restricted to the languages the negotiator can tell
/// apart; `Tests/PokeLocalizationTests/NegotiationAgreementTests` asks ICU for every region and
/// fails when a table drifts from it.
enum LikelySubtags {
    /// Languages whose usual script is known, with the scripts that write the language as its
    /// own: a script outside the set (`ko-Latn`, `ru-Latn`) is another readership, which the
    /// language's table does not serve. ISO 15924 composites count their parts: Japanese (Jpan)
    /// is Han, Hiragana and Katakana; Korean (Kore) is Hangul and Han.
    static let usualScripts: [String: Set<String>] = {
        var scripts: [String: Set<String>] = [
            "ja": ["Jpan", "Hrkt", "Hira", "Kana", "Hani"],
            "ko": ["Kore", "Hang", "Jamo", "Hani"],
            "ru": ["Cyrl"],
            "th": ["Thai"],
            "zh": ["Hans", "Hant", "Hani"],
        ]
        for latin in ["en", "de", "fr", "es", "it", "pt", "tr", "cs"] { scripts[latin] = ["Latn"] }
        return scripts
    }()

    /// A script a language's table is written in that stands for a narrower one: a reader who
    /// asks for hiragana or katakana reads the kana table (`ja-Hrkt`) before the kanji one.
    static let broaderScripts: [String: [String: String]] = ["ja": ["Hira": "Hrkt", "Kana": "Hrkt"]]

    /// ISO 639-2 codes (bibliographic and terminology) of languages that have a two-letter
    /// code, which BCP 47 prefers: `jpn` is `ja`.
    static let twoLetterCodes: [String: String] = [
        "eng": "en", "deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "ita": "it", "tur": "tr",
        "jpn": "ja", "kor": "ko", "rus": "ru", "tha": "th", "zho": "zh", "chi": "zh", "por": "pt",
        "ces": "cs", "cze": "cs",
    ]

    /// Grandfathered Chinese tags (IANA registry) and the language each reads as; `zh-min` has
    /// no preferred value and reads as Chinese.
    static let grandfatheredChinese: [[String]: String] = [
        ["zh", "min", "nan"]: "nan", ["zh", "guoyu"]: "cmn", ["zh", "hakka"]: "hak",
        ["zh", "xiang"]: "hsn", ["zh", "min"]: "zh",
    ]

    /// The likely language of a script, for `und-Hant` and the like (CLDR likely subtags).
    static let scriptLanguages: [String: String] = [
        "Latn": "en", "Cyrl": "ru", "Thai": "th", "Hans": "zh", "Hant": "zh", "Hani": "zh",
        "Jpan": "ja", "Hira": "ja", "Kana": "ja", "Hrkt": "ja", "Kore": "ko", "Hang": "ko",
    ]

    /// The likely language of a region (CLDR likely subtags: `und-JP` is `ja-Jpan-JP`), for the
    /// regions whose likely language is one the negotiator knows; the others have none here.
    static let regionLanguages: [String: String] = {
        let regions: [(language: String, regions: String)] = [
            (
                "en",
                """
                AC AG AI AU BB BM BS BW BZ CA CC CK CX DG DM FJ FK FM GB GD GG GI GM GU GY IE IM IO JE JM \
                KI KN KY LC LR MH MP MS MW NF NG NR NU NZ PN QO SB SG SH SL SS SX SZ TA TC TT UM US VC VG \
                VI ZA ZM \
                001 002 003 009 011 018 019 021 053 054 057 154 202
                """
            ),
            ("de", "AT CH DE LI 155"),
            ("es", "AR BO CL CO CR CU DO EA EC ES GQ GT HN IC MX NI PA PE PR SV UY VE 013 029 419"),
            (
                "fr",
                """
                BF BJ BL CF CG CI CM FR GA GF GN GP LU MC MF MQ NC PF PM RE SC SN TD TF TG WF YT
                """
            ),
            ("it", "IT SM VA 039"),
            ("ja", "JP"),
            ("ko", "KP KR"),
            ("pt", "AO BR CV GW MZ PT ST TL 005"),
            ("ru", "KZ RU 150 151"),
            ("th", "TH"),
            ("tr", "TR"),
            ("zh", "CN HK MO TW 030 142"),
        ]
        var languages: [String: String] = [:]
        for (language, list) in regions {
            for region in list.split(separator: " ") { languages[String(region)] = language }
        }
        return languages
    }()

    /// The regions of the Americas (UN M.49 019 and what it contains), where CLDR matches
    /// Spanish to Latin American Spanish (`es-419`): its parent locale for the Spanish-speaking
    /// ones (es-MX, es-BR, es-US…), and its language-matching partition for the rest.
    static let americas: Set<String> = [
        "AG", "AI", "AR", "AW", "BB", "BL", "BM", "BO", "BQ", "BR", "BS", "BV", "BZ", "CA", "CL",
        "CO", "CR", "CU", "CW", "DM", "DO", "EC", "FK", "GD", "GF", "GL", "GP", "GS", "GT", "GY",
        "HN", "HT", "JM", "KN", "KY", "LC", "MF", "MQ", "MS", "MX", "NI", "PA", "PE", "PM", "PR",
        "PY", "SR", "SV", "SX", "TC", "TT", "US", "UY", "VC", "VE", "VG", "VI",
        "003", "005", "013", "019", "021", "029", "419",
    ]

    /// The likely language of `und` with a script or a region (`und-Hant`, `und-JP`): the
    /// region's when the region's language is written in the script, else the script's; `nil`
    /// for `und` alone, which asks for no language in particular.
    static func language(script: String?, region: String?) -> String? {
        let byRegion = region.flatMap { regionLanguages[$0] }
        guard let script else { return byRegion }
        if let byRegion, usualScripts[byRegion]?.contains(script) == true { return byRegion }
        return scriptLanguages[script]
    }
}
