import Foundation

/// Why a Pokédex request failed. Every error the fetcher throws is one of these.
public enum PokedexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A URL could not be built, e.g. from an empty slug or a base URL without a scheme.
    case badURL(String)
    /// The server answered with a status other than 2xx or 304; `detail` is the body's `detail` field.
    case httpStatus(Int, url: String, detail: String?)
    /// The body was not the expected JSON; `keyPath` is where decoding stopped, e.g. `varieties[0].pokemon.url`.
    case decoding(type: String, url: String, keyPath: String, reason: String)
    /// No HTTP answer arrived: connection refused or lost, too many redirects, or a timeout.
    /// `reason` ends with how to fix it.
    case transport(url: String, reason: String, timedOut: Bool)
    /// The body was longer than `PokedexConfiguration.maxResponseBytes` (`limit`), so it was not read to the end.
    case responseTooLarge(url: String, limit: Int)
    /// The task that asked was cancelled.
    case cancelled
    /// A page size below 1 was passed to `allEntries(of:pageSize:)`.
    case invalidPageSize(Int)
    /// A negative page index was passed to `ListPager.loadPage(_:)`.
    case invalidPageIndex(Int)

    /// The message: what failed, where, and how to fix it.
    public var description: String {
        switch self {
        case .badURL(let url):
            return "'\(url)' is not a usable URL. Check the base URL (it needs a scheme and host, "
                + "e.g. https://pokeapi.co/api/v2/) and that the id or slug is not empty."
        case .httpStatus(let status, let url, let detail):
            let said = detail.map { " saying \"\($0)\"" } ?? ""
            let hint: String
            switch status {
            case 404:
                hint =
                    "Check the id or slug; a species' forms have their own slugs (deoxys → deoxys-normal), "
                    + "so fetch a species' default pokemon with defaultPokemon(ofSpecies:)."
            case 429: hint = "The server is rate limiting; keep the cache on and lower the concurrency."
            case 500...599: hint = "The server failed; retries were used up, so try again later."
            default: hint = "Check the base URL points at a PokeAPI server."
            }
            return "GET \(url) answered HTTP \(status)\(said). \(hint)"
        case .decoding(let type, let url, let keyPath, let reason):
            let place = keyPath.isEmpty ? "at the top level" : "at '\(keyPath)'"
            return "The body of \(url) is not a valid \(type) \(place): \(reason) "
                + "Check that the base URL serves PokeAPI v2 JSON."
        case .transport(let url, let reason, _):
            return "GET \(url) got no HTTP answer: \(reason)"
        case .responseTooLarge(let url, let limit):
            return "GET \(url) answered with a body over \(limit) bytes, more than PokeAPI ever sends, so it was "
                + "refused. Check that the base URL points at a PokeAPI server, or raise maxResponseBytes."
        case .cancelled:
            return "The request was cancelled because its task was cancelled; nothing needs fixing."
        case .invalidPageSize(let size):
            return "A page size of \(size) asks for no entries. Pass 1 or more; the default, 500, "
                + "lists all 1,025 species in 3 requests."
        case .invalidPageIndex(let index):
            return "There is no page \(index): pages are numbered from 0. Pass 0 or more."
        }
    }
}

/// `localizedDescription`, which apps show, is the same sentence as `description`.
extension PokedexError: LocalizedError {
    /// The same sentence as `description`.
    public var errorDescription: String? { description }
}

extension PokedexError {
    /// Runs `body`, whose failures are `PokedexError`s by design, and keeps that promise in the
    /// type: a task's cancellation that surfaces as `CancellationError` becomes ``cancelled``,
    /// and any other error (none is known) a ``transport(url:reason:timedOut:)`` saying what it was.
    static func typed<Value>(_ body: () async throws -> Value) async throws(PokedexError) -> Value {
        do {
            return try await body()
        } catch let error as PokedexError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .transport(
                url: "", reason: "\(error); please report it, it is not an error the fetcher expects.",
                timedOut: false)
        }
    }
}
