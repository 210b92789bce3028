/// The list screen's model: the entries loaded so far, in order, the cursor, and the loading state.
///
/// Entries only ever arrive a page at a time from the feed, appended in the order the pages come
/// out of it, so the list never has a gap or a repeat.
struct BrowseList {
    private(set) var entries: [ListedPokemon] = []
    /// The list's length, once the first page has told it.
    private(set) var total: Int?
    /// Whether a page is being fetched.
    var isLoading = false
    /// The last page's failure, shown in place of the loading line until a retry.
    var failure: String?
    /// Whether every entry has arrived.
    private(set) var isComplete = false
    /// The entry under the cursor.
    private(set) var cursor = 0
    /// The first entry on screen.
    private(set) var top = 0
    /// End was pressed: the cursor stays on the last entry while the rest of the list arrives.
    private(set) var followsEnd = false
    /// Where a move past the loaded entries wanted the cursor: it gets there as pages arrive.
    private(set) var target: Int?

    /// Appends a page; an empty page (or the feed's end) completes the list.
    mutating func append(_ page: [ListedPokemon], total: Int?) {
        entries += page
        if let total { self.total = total }
        isLoading = false
        failure = nil
        if page.isEmpty || total.map({ entries.count >= $0 }) == true { isComplete = true }
        if followsEnd { cursor = max(0, entries.count - 1) }
        if let target {
            cursor = max(0, min(entries.count - 1, target))
            if cursor == target || isComplete { self.target = nil }
        }
    }

    /// Moves the cursor by `delta` entries. Past the loaded ones it stops at the last, and goes
    /// on to where it was sent as the pages arrive (so a PgDn while a page loads is not lost).
    mutating func move(by delta: Int) {
        followsEnd = false
        let wanted = max(0, (target ?? cursor) + delta)
        cursor = max(0, min(entries.count - 1, wanted))
        target = wanted > cursor && !isComplete ? wanted : nil
    }

    mutating func moveToStart() {
        followsEnd = false
        target = nil
        cursor = 0
    }

    /// To the last entry, and on to the list's real end as the rest arrives.
    mutating func moveToEnd() {
        followsEnd = !isComplete
        target = nil
        cursor = max(0, entries.count - 1)
    }

    /// Whether to fetch the next page now: the cursor is within a screen (`height` rows) of the
    /// end of what is loaded, or End was pressed, and nothing is loading or failed.
    func wantsNextPage(height: Int) -> Bool {
        !isLoading && failure == nil && !isComplete && (followsEnd || entries.count - cursor <= height)
    }

    /// Whether a status line (loading, failure) follows the entries.
    var hasStatusLine: Bool { isLoading || failure != nil }

    /// Scrolls so the cursor is on screen (and the status line with it when the cursor is on
    /// the last entry), `height` rows of entries at a time.
    mutating func scroll(height: Int) {
        let height = max(1, height)
        if cursor < top { top = cursor }
        let last = cursor == entries.count - 1 && hasStatusLine ? cursor + 1 : cursor
        if last >= top + height { top = last - height + 1 }
        top = max(0, min(top, max(0, entries.count + (hasStatusLine ? 1 : 0) - height)))
    }
}
