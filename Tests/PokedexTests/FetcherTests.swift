import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fetcher against the fixture server answering like the live API.
@Suite struct FetcherTests {
    @Test func fetchesPokemonSpeciesAndTypesByIDAndSlug() async throws {
        try await withFixtureServer { server in
            let client = makeClient(server)
            let byID = try await client.pokemon(25)
            let bySlug = try await client.pokemon("Pikachu")
            #expect(byID == bySlug && byID.name == "pikachu")
            #expect(byID.species.url == server.url.absoluteString + "/api/v2/pokemon-species/25/")
            #expect(byID.species.id == 25)
            #expect(try await client.species("nidoran-f").names.name(inLanguage: "fr") == "Nidoran♀")
            #expect(try await client.type("fire").id == 10)
            #expect(try await client.type(10).names.name(inLanguage: "de") == "Feuer")
        }
    }

    @Test func fetchesASpeciesDefaultFormWherePokemonBySpeciesSlugIs404() async throws {
        try await withFixtureServer { server in
            let client = makeClient(server)
            await #expect(
                throws: PokedexError.httpStatus(
                    404, url: server.apiURL().absoluteString + "pokemon/deoxys/", detail: "Not found.")
            ) {
                try await client.pokemon("deoxys")
            }
            let deoxys = try await client.defaultPokemon(ofSpecies: "deoxys")
            #expect(deoxys.id == 386 && deoxys.name == "deoxys-normal")
            #expect(try await client.pokemon("deoxys-attack").species.id == 386)
        }
    }

    @Test func listsPagesWithAbsoluteNextAndPreviousURLs() async throws {
        try await withFixtureServer { server in
            let client = makeClient(server)
            let page = try await client.page(of: .pokemon, limit: 20, offset: 40)
            #expect(page.count == 1351)
            #expect(page.results.map(\.id) == Array(41...60))
            #expect(page.next == server.apiURL().absoluteString + "pokemon/?offset=60&limit=20")
            #expect(page.previous == server.apiURL().absoluteString + "pokemon/?offset=20&limit=20")
            let last = try await client.page(of: .pokemon, limit: 20, offset: 1340)
            let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
            #expect(last.next == nil && last.results.count == 11)
            #expect(last.results.map(\.id) == index.results[1340...].map(\.id))
        }
    }

    @Test func rejectsKeysThatMakeNoURL() async throws {
        let client = PokedexClient()
        await #expect(throws: PokedexError.badURL("https://pokeapi.co/api/v2/pokemon//")) {
            try await client.pokemon("")
        }
        await #expect(throws: PokedexError.badURL("https://pokeapi.co/api/v2/pokemon/mr mime/")) {
            try await client.pokemon("mr mime")
        }
        let relative = PokedexClient(configuration: PokedexConfiguration(baseURL: URL(string: "api/v2/")!))
        await #expect(throws: PokedexError.badURL("api/v2/pokemon/1/")) {
            try await relative.pokemon(1)
        }
    }

    @Test func serverRedirectsToTheTrailingSlashURLAndURLSessionFollows() async throws {
        try await withFixtureServer { server in
            let (body, response) = try await URLSession.shared.data(from: server.apiURL().appendingPathComponent("pokemon/25"))
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(try JSONDecoder().decode(Pokemon.self, from: body).id == 25)
            #expect(try await server.stats().statuses["301"] == 1)
        }
    }

    @Test func reportsARefusedConnectionAsTransport() async throws {
        // A port bound but not listening refuses connections, and no other test's server can take
        // it while it stays bound (a stopped server's port could be, by a server started meanwhile).
        let socket = try #require(BoundSocket())
        defer { socket.close() }
        let client = PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: URL(string: "http://127.0.0.1:\(socket.port)/api/v2/")!, retry: .none))
        let error = await pokedexError { try await client.pokemon(1) }
        #expect(isTransportWithoutTimeout(error), "\(String(describing: error))")
        #expect(error?.description.contains("Check that the server is running") == true)
    }
}

/// A TCP socket bound to a free port of 127.0.0.1 that never listens: connecting to it is refused.
struct BoundSocket {
    let descriptor: Int32
    let port: Int

    init?() {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { general in
                bind(descriptor, general, length) == 0 && getsockname(descriptor, general, &length) == 0
            }
        }
        guard bound else {
            _ = Self.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() { _ = Self.close(descriptor) }

    private static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }
}
