import PokeTables

/// A negotiated locale: what an app asked for, and the chain of tables that answer for it.
///
/// Negotiate once (``Localizer/locale(for:)``) and reuse the value for every lookup: the first
/// negotiation of a locale decodes its tables, later lookups read one array element.
public struct NameLocale: Hashable, Sendable {
    /// The identifier as the app gave it, for example `ko_KR.UTF-8` or `zh-TW`.
    public let requested: String
    /// The best available locale for it; `nil` when none matched and English answers.
    public let negotiated: LocaleTag?
    /// The locales tried in order: the negotiated one, its parent, then English.
    public let chain: [LocaleTag]
    /// The decoded tables of the chain, in the same order; filled by the localizer that negotiated it.
    @usableFromInline let names: [LocaleNames]
    /// The chain's species, type and label names, resolved entry by entry.
    @usableFromInline let resolved: ChainNames

    init(requested: String, negotiated: LocaleTag?, chain: [LocaleTag], names: [LocaleNames], resolved: ChainNames) {
        self.requested = requested
        self.negotiated = negotiated
        self.chain = chain
        self.names = names
        self.resolved = resolved
    }

    public static func == (lhs: NameLocale, rhs: NameLocale) -> Bool {
        lhs.requested == rhs.requested && lhs.chain == rhs.chain
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requested)
        hasher.combine(chain)
    }
}
