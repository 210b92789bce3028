import PokeLocalization
import Pokedex

/// Where browse's list comes from, a page at a time, in order.
protocol BrowseFeed: Sendable {
    /// The next page's entries and the list's length; nil past the end. Called again after a
    /// failure, it asks for the page that failed.
    func nextPage() async throws -> (entries: [ListedPokemon], total: Int?)?
    /// Starts fetching every page not fetched yet, so scrolling to the end does not wait for
    /// them one by one; pages still come out of `nextPage()` in order.
    func prefetchToEnd() async
}

/// A PokeAPI server's `/pokemon` list through a `ListPager`: pages in order, each requested once.
struct PagerFeed: BrowseFeed {
    let pager: ListPager

    init(client: PokedexClient, pageSize: Int = 20) {
        pager = ListPager(client: client, kind: .pokemon, pageSize: pageSize)
    }

    func nextPage() async throws -> (entries: [ListedPokemon], total: Int?)? {
        guard let page = try await pager.loadNextPage() else { return nil }
        return (page.map { ListedPokemon(id: $0.id, slug: $0.name) }, await pager.totalCount)
    }

    func prefetchToEnd() async {
        guard let total = await pager.totalCount, total > 0 else { return }
        _ = try? await pager.loadPage((total - 1) / pager.pageSize)
    }
}

/// The bundled catalog: the whole list at once, offline.
struct BundledFeed: BrowseFeed {
    private let delivered = DeliveredFlag()

    func nextPage() async throws -> (entries: [ListedPokemon], total: Int?)? {
        guard await delivered.take() else { return nil }
        let entries = BundledPokemon().entries(limit: nil, offset: 0)
        return (entries, entries.count)
    }

    func prefetchToEnd() async {}
}

/// Whether the bundled list was handed out.
private actor DeliveredFlag {
    private var done = false

    func take() -> Bool {
        defer { done = true }
        return !done
    }
}
