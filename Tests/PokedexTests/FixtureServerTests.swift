import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture server itself, spoken to with plain URLSession, as other tools' tests will.
@Suite struct FixtureServerTests {
    private func get(_ url: URL, etag: String? = nil) async throws -> (Int, HTTPURLResponse, Data) {
        var request = URLRequest(url: url)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let (body, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http, body)
    }

    @Test func slicesListsWithTheDefaultLimitOf20() async throws {
        try await withFixtureServer { server throws in
            let (status, _, body) = try await get(server.apiURL().appendingPathComponent("pokemon-species/"))
            let page = try JSONDecoder().decode(ListPage.self, from: body)
            #expect(status == 200 && page.count == 1025 && page.results.map(\.id) == Array(1...20))
            #expect(page.previous == nil)
            #expect(page.next == server.apiURL().absoluteString + "pokemon-species/?offset=20&limit=20")
            let beyond = try await get(URL(string: server.apiURL().absoluteString + "type/?offset=500")!)
            #expect(try JSONDecoder().decode(ListPage.self, from: beyond.2).results.isEmpty)
        }
    }

    @Test func answers404WithADetailForUnknownIDsNamesAndResources() async throws {
        try await withFixtureServer { server throws in
            for path in ["pokemon/99999/", "pokemon/missingno/", "berry/1/", "pokemon/1/extra/"] {
                let (status, _, body) = try await get(server.apiURL().appendingPathComponent(path))
                #expect(status == 404, "\(path)")
                #expect(String(decoding: body, as: UTF8.self) == #"{"detail": "Not found."}"#)
            }
        }
    }

    @Test func sendsAnETagAndAnswers304WhenItMatches() async throws {
        try await withFixtureServer { server throws in
            let url = server.apiURL().appendingPathComponent("type/fire/")
            let (_, first, _) = try await get(url)
            let etag = try #require(first.value(forHTTPHeaderField: "ETag"))
            #expect(try await get(url, etag: etag).0 == 304)
            #expect(try await get(url, etag: "\"other\"").0 == 200)
        }
    }

    @Test func keepsRecordedPathsWhenAsked() async throws {
        try await withFixtureServer(arguments: ["--urls", "path"]) { server throws in
            let (_, _, body) = try await get(server.apiURL().appendingPathComponent("pokemon/25/"))
            #expect(try JSONDecoder().decode(Pokemon.self, from: body).species.url == "/api/v2/pokemon-species/25/")
        }
    }

    @Test func rejectsAnUnknownFaultWithAnExplanation() async throws {
        try await withFixtureServer { server throws in
            let (status, _, body) = try await get(server.apiURL(fault: "teapot").appendingPathComponent("pokemon/1/"))
            #expect(status == 400)
            #expect(String(decoding: body, as: UTF8.self).contains("Unknown fault 'teapot'"))
        }
    }
}
