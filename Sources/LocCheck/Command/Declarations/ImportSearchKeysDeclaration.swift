import PokeCommandLine
import PokeTables

extension CommandDeclaration {
    /// `loccheck import-search-keys`.
    static let importSearchKeys = CommandDeclaration(
        name: "import-search-keys",
        abstract: "Write searchkeys/<locale>.txt: the romanizations people type for each species name of a non-Latin locale (pinyin, Revised Romanization, Hepburn, Cyrillic and Thai in Latin letters), through ICU.",
        usage: ["import-search-keys [--tables DIR]"],
        discussion: """
        Writes searchkeys/<locale>.txt for every locale whose species names are not in Latin letters:
        per species slug, the romanizations people type on a Latin keyboard, which PokeSearch matches
        like names (`pokedex search kedaya` finds 可达鸭):
          Hangul    Revised Romanization as pronounced, then syllable by syllable (고라파덕 gorapadeok)
          kana      Hepburn, ICU's Katakana-Latin (コダック kodakku)
          Han       pinyin without tones, ICU's Han-Latin (可达鸭 kedaya); not for Japanese kanji
          Cyrillic  ICU's Cyrillic-Latin; Thai: ICU's Thai-Latin
        Each key is lower-case ASCII letters and digits; several are separated by `, `. Keys a
        reviewer added after the written ones are kept. `loccheck` reports a name whose keys are out
        of date (search-key-outdated) and a key that is not ASCII (invalid-search-key).
        """,
        options: [
            .tables,
        ],
        exitCodes: "0 written (or every file already up to date), 2 could not run.",
        writes: .always)
}
