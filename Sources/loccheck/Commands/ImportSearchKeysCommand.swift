import ArgumentParser
import LocCheck

/// `loccheck import-search-keys`: the romanized search keys of every non-Latin locale.
struct ImportSearchKeysCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import-search-keys",
        abstract: "Write searchkeys/<locale>.txt: the romanizations people type for each species name of a non-Latin locale, through ICU.",
        discussion: """
            Writes searchkeys/<locale>.txt for every locale whose species names are not in Latin letters: \
            per species slug, the romanizations people type on a Latin keyboard, which PokeSearch matches \
            like names (`pokedex search kedaya` finds 可达鸭):
              Hangul    Revised Romanization as pronounced, then syllable by syllable (고라파덕 gorapadeok)
              kana      Hepburn, ICU's Katakana-Latin (コダック kodakku)
              Han       pinyin without tones, ICU's Han-Latin (可达鸭 kedaya); not for Japanese kanji
              Cyrillic  ICU's Cyrillic-Latin; Thai: ICU's Thai-Latin
            Each key is lower-case ASCII letters and digits; several are separated by `, `. Keys a \
            reviewer added after the written ones are kept. `loccheck` reports a name whose keys are out \
            of date (search-key-outdated) and a key that is not ASCII (invalid-search-key).

            EXIT CODES: 0 written (or every file already up to date), 2 could not run.
            """)

    static let writes = Writes.always

    @OptionGroup var global: GlobalOptions
    @OptionGroup var tables: TablesOption

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        try session.importSearchKeys(tablesPath: tables.path)
    }
}
