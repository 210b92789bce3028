/// One page of a PokeAPI list endpoint such as `/api/v2/pokemon/?limit=20&offset=40`.
public struct ListPage: Codable, Hashable, Sendable {
    /// How many entries the whole list has, not this page.
    public let count: Int
    /// The URL of the following page, nil on the last page.
    public let next: String?
    /// The URL of the preceding page, nil on the first page.
    public let previous: String?
    /// This page's entries, in list order.
    public let results: [NamedResource]
}
