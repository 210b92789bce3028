extension NamedResource {
    /// Reads a PokeAPI resource id from the last path segment of its URL, or nil when there is none.
    ///
    /// Accepts absolute URLs (`https://pokeapi.co/api/v2/pokemon/25/`) and paths (`/api/v2/pokemon/25`),
    /// with or without the trailing slash, a query string or a fragment. The id is the last non-empty
    /// path segment and must be a positive decimal number of ASCII digits; anything else gives nil,
    /// so an id is never guessed from a fixed number of trailing characters or a list position.
    /// - Complexity: O(n) in the length of `url`, no allocation beyond the returned value.
    public static func id(fromURL url: String) -> Int? {
        var path = Substring(url)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            path = path[..<end]
        }
        while path.last == "/" {
            path = path.dropLast()
        }
        let segment = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path
        guard !segment.isEmpty, segment.utf8.count <= 18,
            segment.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        guard let id = Int(segment), id > 0 else { return nil }
        return id
    }
}
