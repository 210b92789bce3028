/// Pages through a list endpoint for infinite scrolling, handing entries out strictly in list order.
///
/// Scrolling fast asks for many pages at once and their responses arrive in any order; the pager
/// starts each page's request at most once while it is in flight (asking twice joins the first
/// request), and appends a page to `entries` only after every page before it, so `entries` never
/// has a gap or a repeat. Ids come from each entry's URL, never from its position.
///
/// `loadNextPage()` hands each page to exactly one call, in the order the calls were made, and a
/// page counts as handed out only once a call has returned it: a call that fails (or whose task was
/// cancelled) hands out nothing, and the next call gets the page it did not. So an app that appends
/// every page `loadNextPage()` returns, and simply calls again after an error, ends with the whole
/// list in order.
public actor ListPager {
    /// The client the pages come from.
    public let client: PokedexClient
    /// The endpoint paged through.
    public let kind: ResourceKind
    /// Entries per page, 1 or more.
    public let pageSize: Int

    /// Entries delivered so far, in list order, with no gaps or repeats.
    public private(set) var entries: [NamedResource] = []
    /// The list's length, known once the first page has arrived.
    public private(set) var totalCount: Int?

    /// The request of each page that was started and has not failed; a failed one removes itself,
    /// so the next caller to need its page asks again.
    private var requests: [Int: (number: Int, task: Task<ListPage, any Error>)] = [:]
    private var requestCount = 0
    private var startedPages: Set<Int> = []
    private var arrived: [Int: ListPage] = [:]
    /// Pages 0..<deliveredPages are in `entries`.
    private var deliveredPages = 0
    /// Pages 0..<handedOutPages have been returned by `loadNextPage()`.
    private var handedOutPages = 0
    /// The `loadNextPage()` calls waiting for their turn, in call order; the first one is loading.
    private var line: [Int] = []
    private var turns: [Int: CheckedContinuation<Void, Never>] = [:]
    private var tickets = 0

    /// Makes a pager; no request is sent until a page is asked for. A page size below 1 counts as 1.
    public init(client: PokedexClient, kind: ResourceKind, pageSize: Int = 20) {
        self.client = client
        self.kind = kind
        self.pageSize = max(1, pageSize)
    }

    /// Pages whose requests have been started (a failed page asked again counts once), for the
    /// package's tests that check none was fetched twice; not API.
    package var requestedPages: Int { startedPages.count }

    /// Whether every entry has been delivered.
    public var isComplete: Bool { totalCount.map { entries.count >= $0 } ?? false }

    /// The next page no `loadNextPage()` call has returned yet, or nil past the end of the list.
    ///
    /// Concurrent calls line up: the first gets the first page not yet handed out, the next the
    /// one after it, and each returns after every earlier call has returned or failed. The
    /// requests for the pages of the calls in line are sent at once, but until the first page has
    /// told the list's length only that page is asked for, so no request is ever sent for a page
    /// past the end. A call that fails hands its page to the next call (or the next retry).
    public func loadNextPage() async throws(PokedexError) -> [NamedResource]? {
        tickets += 1
        let ticket = tickets
        line.append(ticket)
        defer { passTurn() }
        prefetchForLine()
        if line.first != ticket {
            await withCheckedContinuation { turns[ticket] = $0 }
        }
        if Task.isCancelled { throw PokedexError.cancelled }
        if totalCount == nil { try await deliver(through: 0) }
        guard let pages = lastPage, handedOutPages <= pages else { return nil }
        try await deliver(through: handedOutPages)
        // A cancelled caller would drop the page; leave it for the next call instead.
        if Task.isCancelled { throw PokedexError.cancelled }
        let results = arrived[handedOutPages]?.results ?? []
        handedOutPages += 1
        return results.isEmpty ? nil : results
    }

    /// Page `index` (from 0)'s entries, after every page before it has been delivered too; empty
    /// past the end of the list. Does not change what `loadNextPage()` returns next.
    ///
    /// Starts the requests for this page and any earlier page not yet requested, all concurrently
    /// (after the first page, which tells the list's length). Throws
    /// `PokedexError.invalidPageIndex` for a negative index.
    public func loadPage(_ index: Int) async throws(PokedexError) -> [NamedResource] {
        guard index >= 0 else { throw PokedexError.invalidPageIndex(index) }
        if totalCount == nil { try await deliver(through: 0) }
        guard let pages = lastPage, index <= pages else { return [] }
        try await deliver(through: index)
        return arrived[index]?.results ?? []
    }

    /// The index of the list's last page (-1 for an empty list), once its length is known.
    private var lastPage: Int? {
        totalCount.map { $0 <= 0 ? -1 : ($0 - 1) / pageSize }
    }

    /// Waits until pages 0...index are in `entries`, requesting every missing one concurrently.
    ///
    /// A page whose request failed, for this caller or another, is requested again when reached,
    /// never skipped, so nothing after it is delivered before it.
    private func deliver(through index: Int) async throws(PokedexError) {
        let last = lastPage.map { min($0, index) } ?? 0
        if deliveredPages <= last {
            for page in deliveredPages...last where arrived[page] == nil { _ = request(page) }
        }
        while deliveredPages <= index, lastPage.map({ deliveredPages <= $0 }) ?? true {
            let page = deliveredPages
            if arrived[page] == nil {
                let task = request(page)
                arrived[page] = try await PokedexError.typed { try await task.value }
            }
            handOutArrivedPages()
            prefetchForLine()
        }
    }

    /// The request in flight for `page`, started now if there is none.
    private func request(_ page: Int) -> Task<ListPage, any Error> {
        if let request = requests[page] { return request.task }
        requestCount += 1
        let (client, kind, limit, offset, number) = (client, kind, pageSize, page * pageSize, requestCount)
        let task = Task {
            do {
                let list = try await client.page(of: kind, limit: limit, offset: offset)
                return list
            } catch {
                // Before any waiter hears of the failure: whoever needs the page next asks again.
                if requests[page]?.number == number { requests[page] = nil }
                throw error
            }
        }
        requests[page] = (number, task)
        startedPages.insert(page)
        return task
    }

    /// Starts the requests of the pages the calls in line will get, once the list's length is known.
    private func prefetchForLine() {
        guard let pages = lastPage, !line.isEmpty else { return }
        let end = min(pages, handedOutPages + line.count - 1)
        guard deliveredPages <= end else { return }
        for page in deliveredPages...end where arrived[page] == nil { _ = request(page) }
    }

    private func handOutArrivedPages() {
        while let page = arrived[deliveredPages] {
            entries += page.results
            totalCount = page.count
            deliveredPages += 1
        }
    }

    /// Ends the first call's turn and wakes the next call in line.
    private func passTurn() {
        line.removeFirst()
        if let next = line.first, let turn = turns.removeValue(forKey: next) { turn.resume() }
    }
}
