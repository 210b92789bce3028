/// A reference to another PokeAPI resource: its name and URL, with the id read from the URL.
public struct NamedResource: Codable, Hashable, Sendable {
    /// The resource's slug, e.g. `pikachu`.
    public let name: String
    /// The URL as the server wrote it: absolute (live API) or a path (recorded api-data).
    public let url: String
    /// The id taken from `url` by ``id(fromURL:)``.
    public let id: Int

    private enum CodingKeys: String, CodingKey { case name, url }

    /// Makes a reference; nil when `url` has no id.
    public init?(name: String, url: String) {
        guard let id = Self.id(fromURL: url) else { return nil }
        self.name = name
        self.url = url
        self.id = id
    }

    /// Decodes `name` and `url`, and reads the id from the URL.
    /// - Throws: `DecodingError.dataCorrupted` at `url` when it doesn't end in a numeric id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        url = try container.decode(String.self, forKey: .url)
        guard let id = Self.id(fromURL: url) else {
            throw DecodingError.dataCorruptedError(
                forKey: .url, in: container,
                debugDescription: "The URL '\(url)' does not end in a numeric id.")
        }
        self.id = id
    }

    /// Encodes `name` and `url` as PokeAPI writes them; the id is not written, as it is read from the URL.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(url, forKey: .url)
    }
}
