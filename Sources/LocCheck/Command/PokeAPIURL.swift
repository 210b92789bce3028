import Foundation

/// The base URL of a PokeAPI server, as a user types it.
package enum PokeAPIURL {
    /// Accepts `https://pokeapi.co`, `https://pokeapi.co/api/v2` or `http://127.0.0.1:8000/api/v2/`
    /// and answers the API root, ending in `/api/v2/`.
    package static func parse(_ text: String) throws(UsageError) -> URL {
        guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.host?.isEmpty == false
        else {
            throw UsageError("'\(text)' is not an http(s) URL; pass a PokeAPI server such as https://pokeapi.co.")
        }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if !path.hasSuffix("/api/v2") { path += "/api/v2" }
        components.path = path + "/"
        components.query = nil
        guard let url = components.url else {
            throw UsageError("'\(text)' is not a usable URL; pass a PokeAPI server such as https://pokeapi.co.")
        }
        return url
    }
}
