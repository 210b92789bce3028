import PokeTables

extension Localizer {
    /// Negotiates languages in order of preference, as `Locale.preferredLanguages` lists them
    /// (`["uk-UA", "ru", "en-US"]`): the first one with tables is the locale asked for (see
    /// ``LocaleNegotiator/negotiate(preferredLanguages:)``), and a name it lacks comes from the
    /// next preferred language that has it, before the default.
    ///
    /// The chain is each negotiated language's chain in order, then the default (English), each
    /// locale once: `["uk-UA", "ru"]` over tables with a few Ukrainian names is `uk → ru → en`.
    /// A language that negotiates to the default itself (`en-US`) keeps its place, so
    /// `["ja", "en", "ko"]` is `ja → en → ko`. ``NameLocale/requested`` is the winning
    /// language and ``NameLocale/negotiated`` its locale, so a name served by a later one is a
    /// fallback. When none has tables, ``locale(for:)`` of the first (English answers), and of
    /// `und` for an empty list.
    ///
    /// This default builds the chain from ``locale(for:)`` of each language (and of `und`, for
    /// the default); ``TableLocalizer`` does the same and resolves the chain's names once.
    /// - Complexity: a negotiation per language, then O(chain length²) to merge the chains.
    public func locale(forPreferredLanguages languages: [String]) -> NameLocale {
        let locales = languages.map { locale(for: $0) }
        guard let first = locales.firstIndex(where: { $0.negotiated != nil }) else {
            return locale(for: languages.first ?? "und")
        }
        let chain = PreferredChain.merged(
            locales.compactMap { locale in locale.negotiated.map { ($0, locale.chain) } },
            default: locale(for: "und").chain)
        return NameLocale(requested: languages[first], negotiated: locales[first].negotiated, chain: chain)
    }

    /// Negotiates an HTTP `Accept-Language` header (`zh-TW,zh;q=0.9,en;q=0.8`): its languages by
    /// weight, then in order (see ``AcceptLanguage/languages(in:)``), as
    /// ``locale(forPreferredLanguages:)`` does.
    /// - Complexity: O(n log n) in the header's entries, then as ``locale(forPreferredLanguages:)``.
    public func locale(forAcceptLanguage header: String) -> NameLocale {
        locale(forPreferredLanguages: AcceptLanguage.languages(in: header))
    }
}

/// The fallback chain of several preferred languages, in one place for every ``Localizer``.
enum PreferredChain {
    /// Each language's chain in order, then `fallback` (the default, English), each locale once.
    /// A language's own locale always takes its place; the rest of its chain leaves out the
    /// default's locales, which come last.
    /// - Parameter chains: each negotiated language's locale and chain, in order of preference.
    static func merged(_ chains: [(negotiated: LocaleTag, chain: [LocaleTag])], default fallback: [LocaleTag]) -> [LocaleTag] {
        var merged: [LocaleTag] = []
        for (negotiated, chain) in chains {
            for tag in chain where (tag == negotiated || !fallback.contains(tag)) && !merged.contains(tag) {
                merged.append(tag)
            }
        }
        for tag in fallback where !merged.contains(tag) { merged.append(tag) }
        return merged
    }
}
