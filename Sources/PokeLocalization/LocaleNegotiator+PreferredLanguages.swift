import PokeTables

extension LocaleNegotiator {
    /// The best available locale for languages in order of preference (`Locale.preferredLanguages`,
    /// or ``AcceptLanguage/languages(in:)`` of a header), and the index of the language it answers.
    ///
    /// The first language that negotiates wins, so a user who prefers Traditional Chinese and
    /// then Chinese (`zh-TW`, `zh`) gets `zh-Hant`, and one who prefers Portuguese, then Spanish
    /// gets `es` rather than nothing. `nil` when none negotiates (English answers then).
    ///
    /// - Complexity: O(total length of the languages).
    public func negotiate(preferredLanguages: [String]) -> (locale: LocaleTag, index: Int)? {
        for (index, language) in preferredLanguages.enumerated() {
            if let match = negotiate(language) { return (match, index) }
        }
        return nil
    }
}
