import Foundation

extension DecodingError {
    /// Where decoding stopped, as `varieties[0].pokemon.url`.
    var keyPath: String {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            path = []
        }
        return path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }

    /// The decoder's own explanation, without the key path.
    var reason: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null: \(context.debugDescription)"
        case .keyNotFound(let key, _):
            return "the key '\(key.stringValue)' is missing."
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return context.debugDescription + underlying
        @unknown default:
            return "\(self)"
        }
    }
}

/// Decodes `T` from a response body, turning a failure into `PokedexError.decoding` with the key path.
func decodeBody<T: Decodable>(_ type: T.Type, from body: Data, url: URL) throws -> T {
    do {
        return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
        throw PokedexError.decoding(
            type: String(describing: type), url: url.absoluteString,
            keyPath: error.keyPath, reason: error.reason)
    }
}
