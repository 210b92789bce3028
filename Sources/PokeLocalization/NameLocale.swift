import PokeTables

/// A negotiated locale: what an app asked for, and the chain of tables that answer for it.
///
/// Negotiate once (``Localizer/locale(for:)``) and reuse the value for every lookup: the first
/// negotiation of a fallback chain resolves its names, later lookups read one element.
public struct NameLocale: Hashable, Sendable {
    /// The identifier as the app gave it, for example `ko_KR.UTF-8` or `zh-TW`.
    public let requested: String
    /// The best available locale for it; `nil` when none matched and English answers.
    public let negotiated: LocaleTag?
    /// The locales tried in order: the negotiated one, its parent, then English.
    public let chain: [LocaleTag]
    /// The chain's positions in `GeneratedTables.locales`, in the same order.
    let positions: [Int]
    /// The chain's species, type and label names, resolved entry by entry.
    @usableFromInline let resolved: ChainNames

    init(requested: String, negotiated: LocaleTag?, chain: [LocaleTag], positions: [Int]) {
        self.requested = requested
        self.negotiated = negotiated
        self.chain = chain
        precondition(positions.count == chain.count, "every locale of a chain has tables: the negotiator offers only those")
        self.positions = positions
        resolved = ChainNames.names(ofChain: positions)
    }

    /// The chain's decoded tables, in the same order, for the lookups that walk the chain
    /// (display names of forms); decoded on first use per locale.
    /// - Complexity: one lock and one dictionary read per locale of the chain.
    var names: [LocaleNames] { positions.map(LocaleNames.names(at:)) }

    public static func == (lhs: NameLocale, rhs: NameLocale) -> Bool {
        lhs.requested == rhs.requested && lhs.chain == rhs.chain
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(requested)
        hasher.combine(chain)
    }
}
