/// Pages through a list endpoint for infinite scrolling, handing entries out strictly in list order.
///
/// Scrolling fast asks for many pages at once and their responses arrive in any order; the pager
/// starts each page's request at most once (asking twice joins the first request), and appends a
/// page to `entries` only after every page before it, so `entries` never has a gap or a repeat.
/// Ids come from each entry's URL, never from its position.
public actor ListPager {
    /// The client the pages come from.
    public let client: PokedexClient
    /// The endpoint paged through.
    public let kind: ResourceKind
    /// Entries per page.
    public let pageSize: Int

    /// Entries handed out so far, in list order, with no gaps or repeats.
    public private(set) var entries: [NamedResource] = []
    /// The list's length, known once any page has arrived.
    public private(set) var totalCount: Int?

    private var requests: [Int: Task<ListPage, any Error>] = [:]
    private var arrived: [Int: ListPage] = [:]
    private var deliveredPages = 0
    private var claimedPages = 0
    /// Page indexes in the order their responses arrived, for tests that check arrivals were out of order.
    private(set) var arrivalOrder: [Int] = []

    /// Makes a pager; no request is sent until a page is asked for.
    public init(client: PokedexClient, kind: ResourceKind, pageSize: Int = 20) {
        self.client = client
        self.kind = kind
        self.pageSize = max(1, pageSize)
    }

    /// Pages whose requests have been started, for checking that none was started twice.
    public var requestedPages: Int { requests.count }

    /// Whether every entry has been handed out.
    public var isComplete: Bool { totalCount.map { entries.count >= $0 } ?? false }

    /// The next page not yet asked for by `loadNextPage()`, or nil past the end of the list.
    ///
    /// Concurrent calls each claim a different page; each returns once its page and all pages before
    /// it are in `entries`. Until the first page has told the list's length, later calls wait for it, so no request
    /// is ever sent for a page past the end.
    public func loadNextPage() async throws -> [NamedResource]? {
        if totalCount == nil, claimedPages > 0 {
            _ = try await loadPage(0)
        }
        if let total = totalCount, claimedPages * pageSize >= total { return nil }
        let index = claimedPages
        claimedPages += 1
        let results = try await loadPage(index)
        return results.isEmpty ? nil : results
    }

    /// Page `index` (from 0)'s entries, after every page before it has been handed out too.
    ///
    /// Starts the requests for this page and any earlier page not yet requested, all concurrently.
    public func loadPage(_ index: Int) async throws -> [NamedResource] {
        precondition(index >= 0, "Page indexes start at 0.")
        for earlier in 0...index where requests[earlier] == nil {
            let (client, kind, limit, offset) = (client, kind, pageSize, earlier * pageSize)
            requests[earlier] = Task {
                let page = try await client.page(of: kind, limit: limit, offset: offset)
                arrivalOrder.append(earlier)
                return page
            }
        }
        for earlier in deliveredPages...max(deliveredPages, index) where earlier <= index {
            guard arrived[earlier] == nil, let request = requests[earlier] else { continue }
            do {
                arrived[earlier] = try await request.value
            } catch {
                requests[earlier] = nil  // a failed page may be asked for again
                throw error
            }
            handOutArrivedPages()
        }
        handOutArrivedPages()
        return arrived[index]?.results ?? []
    }

    private func handOutArrivedPages() {
        while let page = arrived[deliveredPages] {
            entries += page.results
            totalCount = page.count
            deliveredPages += 1
        }
    }
}
