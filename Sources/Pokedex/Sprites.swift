/// A pokemon's sprite URLs. PokeAPI writes `null` for images that do not exist, so all are optional.
public struct Sprites: Codable, Hashable, Sendable {
    /// The small front sprite.
    public let frontDefault: String?
    /// The shiny front sprite.
    public let frontShiny: String?
    /// The large official artwork (`other.official-artwork.front_default`).
    public let officialArtwork: String?

    /// Sprites with no images.
    public init(frontDefault: String? = nil, frontShiny: String? = nil, officialArtwork: String? = nil) {
        self.frontDefault = frontDefault
        self.frontShiny = frontShiny
        self.officialArtwork = officialArtwork
    }

    private enum CodingKeys: String, CodingKey {
        case frontDefault = "front_default"
        case frontShiny = "front_shiny"
        case other
    }

    private enum OtherKeys: String, CodingKey { case officialArtwork = "official-artwork" }

    private enum ArtworkKeys: String, CodingKey { case frontDefault = "front_default" }

    /// Decodes `front_default`, `front_shiny` and `other.official-artwork.front_default`; a
    /// missing or `null` one is `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        frontDefault = try container.decodeIfPresent(String.self, forKey: .frontDefault)
        frontShiny = try container.decodeIfPresent(String.self, forKey: .frontShiny)
        // `other` and `official-artwork` are missing or null for some forms.
        if (try? container.decodeNil(forKey: .other)) == false,
            let other = try? container.nestedContainer(keyedBy: OtherKeys.self, forKey: .other),
            (try? other.decodeNil(forKey: .officialArtwork)) == false,
            let artwork = try? other.nestedContainer(keyedBy: ArtworkKeys.self, forKey: .officialArtwork)
        {
            officialArtwork = try artwork.decodeIfPresent(String.self, forKey: .frontDefault)
        } else {
            officialArtwork = nil
        }
    }

    /// Encodes the sprites in PokeAPI's layout (`null` for a missing one), which ``init(from:)`` reads back equal.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frontDefault, forKey: .frontDefault)
        try container.encode(frontShiny, forKey: .frontShiny)
        var other = container.nestedContainer(keyedBy: OtherKeys.self, forKey: .other)
        var artwork = other.nestedContainer(keyedBy: ArtworkKeys.self, forKey: .officialArtwork)
        try artwork.encode(officialArtwork, forKey: .frontDefault)
    }
}
