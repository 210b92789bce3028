import PokeTables

/// A negotiated locale: what an app asked for, and the chain of locales that answer for it.
///
/// Negotiate once (``Localizer/locale(for:)``) and reuse the value for every lookup: a
/// ``TableLocalizer`` resolves a chain's names the first time it negotiates it, and the value it
/// returns carries them, so later lookups read one element.
///
/// Other ``Localizer`` conformers make their own with ``init(requested:negotiated:chain:)``.
public struct NameLocale: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as the app gave it, for example `ko_KR.UTF-8` or `zh-TW`.
    public let requested: String
    /// The best available locale for it; `nil` when none matched and English answers.
    public let negotiated: LocaleTag?
    /// The locales tried in order: the negotiated one, its parent, then English.
    public let chain: [LocaleTag]
    /// The chain's names, resolved by the `TableLocalizer` that negotiated this locale.
    @usableFromInline let resolved: ChainNames?

    /// A negotiated locale, for a ``Localizer`` of your own.
    public init(requested: String, negotiated: LocaleTag?, chain: [LocaleTag]) {
        self.init(requested: requested, negotiated: negotiated, chain: chain, resolved: nil)
    }

    init(requested: String, negotiated: LocaleTag?, chain: [LocaleTag], resolved: ChainNames?) {
        self.requested = requested
        self.negotiated = negotiated
        self.chain = chain
        self.resolved = resolved
    }

    /// Whether both asked for the same identifier and negotiated the same chain (whichever
    /// localizer resolved them).
    public static func == (lhs: NameLocale, rhs: NameLocale) -> Bool {
        lhs.requested == rhs.requested && lhs.negotiated == rhs.negotiated && lhs.chain == rhs.chain
    }

    /// Hashes what ``==(_:_:)`` compares: the identifier asked for and the chain.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(requested)
        hasher.combine(negotiated)
        hasher.combine(chain)
    }

    /// "ko_KR.UTF-8 → ko → en".
    public var description: String {
        ([requested] + chain.map(\.description)).joined(separator: " → ")
    }
}
