import PokeTables

extension Localizer {
    /// Negotiates languages in order of preference, as `Locale.preferredLanguages` lists them
    /// (`["zh-Hant-TW", "ja-JP", "en-US"]`): the first one with tables wins (see
    /// ``LocaleNegotiator/negotiate(preferredLanguages:)``).
    ///
    /// The result is ``locale(for:)`` of the winning language, so ``NameLocale/requested`` says
    /// which one it was; when none has tables, ``locale(for:)`` of the first (English answers),
    /// and of `und` for an empty list.
    ///
    /// - Complexity: builds a ``LocaleNegotiator`` over ``availableLocales`` (a few microseconds
    ///   for the bundled locales), then O(total length of the languages).
    public func locale(forPreferredLanguages languages: [String]) -> NameLocale {
        let negotiator = LocaleNegotiator(available: availableLocales)
        if let match = negotiator.negotiate(preferredLanguages: languages) {
            return locale(for: languages[match.index])
        }
        return locale(for: languages.first ?? "und")
    }

    /// Negotiates an HTTP `Accept-Language` header (`zh-TW,zh;q=0.9,en;q=0.8`): its languages by
    /// weight, then in order (see ``AcceptLanguage/languages(in:)``), as
    /// ``locale(forPreferredLanguages:)`` does.
    /// - Complexity: O(n log n) in the header's entries, then as ``locale(forPreferredLanguages:)``.
    public func locale(forAcceptLanguage header: String) -> NameLocale {
        locale(forPreferredLanguages: AcceptLanguage.languages(in: header))
    }
}
