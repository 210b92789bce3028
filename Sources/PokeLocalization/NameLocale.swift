import PokeTables

/// A negotiated locale: what an app asked for, and the chain of tables that answer for it.
///
/// Negotiate once (``Localizer/locale(for:)``) and reuse the value for every lookup.
public struct NameLocale: Hashable, Sendable {
    /// The identifier as the app gave it, for example `ko_KR.UTF-8` or `zh-TW`.
    public let requested: String
    /// The best available locale for it; `nil` when none matched and English answers.
    public let negotiated: LocaleTag?
    /// The locales tried in order: the negotiated one, its parent, then English.
    public let chain: [LocaleTag]
    /// The chain as positions in the localizer's tables; filled by the localizer that negotiated it.
    let tableIndices: [Int]

    init(requested: String, negotiated: LocaleTag?, chain: [LocaleTag], tableIndices: [Int]) {
        self.requested = requested
        self.negotiated = negotiated
        self.chain = chain
        self.tableIndices = tableIndices
    }
}
