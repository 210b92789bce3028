extension LocaleTag {
    /// The locale of a PokeAPI language identifier, as its responses and `languages.csv` name
    /// them: `ja-hrkt` is `ja-Hrkt`, `zh-hans` is `zh-Hans`, and `ja-roma` (romaji) is `ja-Latn`;
    /// `nil` for an identifier that is no BCP 47 tag.
    package init?(pokeAPILanguage identifier: String) {
        self.init(identifier == "ja-roma" ? "ja-Latn" : identifier)
    }
}
