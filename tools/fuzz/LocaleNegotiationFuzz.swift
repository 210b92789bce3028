// libFuzzer target: locale tags, negotiation and Accept-Language headers must never crash, a tag
// must be safe as a file name, and negotiation must only ever answer with an available locale.
#if canImport(PokeTables)
import PokeTables
#endif

private let negotiator = LocaleNegotiator(available: [
    "en", "ja", "ja-Hrkt", "ja-Latn", "ko", "zh-Hans", "zh-Hant", "fr", "de", "es", "es-419", "it", "ru", "th",
].compactMap(LocaleTag.init))

@_cdecl("LLVMFuzzerTestOneInput")
public func localeNegotiationFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let tag = LocaleTag(text) {
        let name = tag.description
        precondition(name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D },
                     "a valid tag must hold only letters, digits and '-'")
        precondition(LocaleTag(name) == tag, "a canonical tag must parse to itself")
    }
    if let match = negotiator.negotiate(text) {
        precondition(negotiator.available.contains(match), "negotiated a locale that is not available")
    }
    let chain = negotiator.chain(for: text)
    precondition(chain.last == LocaleTag("en"), "every chain must end in English")
    precondition(Set(chain).count == chain.count, "a chain must not repeat a locale")
    // The same bytes as an Accept-Language header: its languages come from the header, and the
    // one that wins negotiates on its own to what the list answered.
    let languages = AcceptLanguage.languages(in: text)
    precondition(languages.allSatisfy { !$0.isEmpty && text.contains($0) }, "a header's language must come from the header")
    if let match = negotiator.negotiate(preferredLanguages: languages) {
        precondition(negotiator.negotiate(languages[match.index]) == match.locale, "a list must answer as its winning language does")
        precondition(languages[..<match.index].allSatisfy { negotiator.negotiate($0) == nil }, "an earlier language with tables must win")
    }
    return 0
}
