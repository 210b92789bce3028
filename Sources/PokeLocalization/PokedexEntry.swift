/// A species' Pokédex entry: the text, and the game it comes from.
///
/// Each locale's entry is the one of the newest game that has one in its language, so the
/// English entry and the Korean one may come from different games (Psyduck's English entry is
/// Legends: Arceus's, its Korean one Sword's). ``Localizer/entry(slug:in:)`` looks it up.
public struct PokedexEntry: Hashable, Sendable {
    /// The entry as one line of display text, and which locale's table served it
    /// (``LocalizedName/isFallback`` when another locale had to answer).
    public let text: LocalizedName
    /// The game the text comes from, a game version slug (`sword`); `nil` when the table that
    /// served the text doesn't say (a translation written for the app rather than taken from a game).
    public let version: String?
    /// The game's name for the locale asked for ("Sword", 소드), through the same fallback chain:
    /// ``Localizer/name(_:_:in:)`` of ``version`` among the ``NameKind/versions``, so the slug,
    /// marked ``LocalizedName/Source/slug``, for a game no locale names; `nil` when ``version`` is.
    public let versionName: LocalizedName?

    /// An entry whose text came from the `version` game, named `versionName`.
    public init(text: LocalizedName, version: String?, versionName: LocalizedName?) {
        self.text = text
        self.version = version
        self.versionName = versionName
    }
}
