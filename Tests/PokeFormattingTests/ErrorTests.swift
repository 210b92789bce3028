import PokeFormatting
import Testing

@Suite("Errors say what is wrong and how to fix it")
struct ErrorTests {
    @Test(arguments: ["en_US", "", "not a tag", "en--US"])
    func rejectsWhatIsNotBCP47(tag: String) {
        #expect(throws: FormattingError.invalidLocale(tag)) { try WeightFormatter(locale: tag) }
        #expect(throws: FormattingError.invalidLocale(tag)) { try HeightFormatter(locale: tag) }
        #expect(throws: FormattingError.invalidLocale(tag)) { try TypeListFormatter(locale: tag) }
    }

    @Test func messagesAreSentences() {
        let message = FormattingError.invalidLocale("en_US").description
        #expect(message == "The locale identifier 'en_US' is not a BCP 47 language tag. "
            + "Pass a tag such as 'en-US', 'zh-Hant' or 'es-419' (hyphens, not underscores).")
        let failure = FormattingError.icuFailure(operation: "open a list formatter in 'fr'", errorName: "U_MISSING_RESOURCE_ERROR")
        #expect(failure.description.hasPrefix("ICU failed to open a list formatter in 'fr' (U_MISSING_RESOURCE_ERROR). "))
    }
}
