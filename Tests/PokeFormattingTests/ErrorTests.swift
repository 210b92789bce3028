import PokeFormatting
import Testing

@Suite("Errors say what is wrong and how to fix it")
struct ErrorTests {
    @Test(arguments: ["", "not a tag", "en--US", "en__US", "12_34.UTF-8"])
    func rejectsWhatIsNoLocale(tag: String) {
        #expect(throws: FormattingError.invalidLocale(tag)) { try WeightFormatter(locale: tag) }
        #expect(throws: FormattingError.invalidLocale(tag)) { try HeightFormatter(locale: tag) }
        #expect(throws: FormattingError.invalidLocale(tag)) { try TypeListFormatter(locale: tag) }
    }

    @Test func messagesAreSentences() {
        let message = FormattingError.invalidLocale("en--US").description
        #expect(
            message == "The locale identifier 'en--US' is neither a BCP 47 language tag nor a POSIX locale name. "
                + "Pass a tag such as 'en-US', 'zh-Hant' or 'es-419', or a POSIX name such as 'en_US.UTF-8'.")
        let failure = FormattingError.icuFailure(operation: "open a list formatter in 'fr'", errorName: "U_MISSING_RESOURCE_ERROR")
        #expect(failure.description.hasPrefix("ICU failed to open a list formatter in 'fr' (U_MISSING_RESOURCE_ERROR). "))
    }

    @Test(
        "a POSIX locale name formats as its BCP 47 tag does, as CardMaker reads it",
        arguments: [
            ("en_US", "en-US"), ("ko_KR.UTF-8", "ko-KR"), ("de_DE@euro", "de-DE"), ("C", "en"), ("POSIX.UTF-8", "en"),
            ("zh_Hant_TW", "zh-Hant-TW"),
        ])
    func posixNames(posix: String, tag: String) throws {
        #expect(
            try HeightFormatter(locale: posix).format(Height(decimetres: 8)) == HeightFormatter(locale: tag).format(Height(decimetres: 8)))
        #expect(
            try WeightFormatter(locale: posix, system: .metric).format(Weight(hectograms: 196))
                == WeightFormatter(locale: tag, system: .metric).format(Weight(hectograms: 196)))
        #expect(try TypeListFormatter(locale: posix).format(["A", "B"]) == TypeListFormatter(locale: tag).format(["A", "B"]))
    }
}
