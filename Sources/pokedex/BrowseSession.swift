import Artwork
import Foundation
import PokeLocalization
import PokeSearch
import PokedexCard
import PokedexTerminal

/// One run of `pokedex browse`: reads events in order (keys, resizes, and the results of the
/// work it starts), updates the screens' models, and draws a frame after each.
///
/// Everything it holds is touched only by `run()`'s loop; the work it starts (pages, cards,
/// artwork) runs in tasks that report back through the event stream and hold only sendable parts.
final class BrowseSession {
    private enum Screen { case list, search, card }

    private let terminal: Terminal
    private let events: AsyncStream<BrowseEvent>
    private let continuation: AsyncStream<BrowseEvent>.Continuation
    private let feed: any BrowseFeed
    private let source: any PokemonSource
    private let maker: CardMaker
    /// nil when no artwork is drawn (--no-art, NO_COLOR).
    private let store: ArtworkStore?
    private let screens: BrowseScreens
    private let cardScreen: BrowseCardScreen
    private let resolver: PokemonResolver
    private var art: BrowseArt
    private var writer = FrameWriter()
    private var size = (columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0)
    private var screen = Screen.list
    private var cardReturn = Screen.list
    private var list = BrowseList()
    private var search: BrowseSearch
    private var card: BrowseCard?
    private var tokens = 0
    private var work: [Task<Void, Never>] = []
    private var prefetching = false
    private var kittyOK = false
    private var isQuitting = false

    struct Parts {
        var terminal: Terminal
        var feed: any BrowseFeed
        var source: any PokemonSource
        var maker: CardMaker
        var store: ArtworkStore?
        var origin: String
        var artMode: ArtMode
        var background: RGB
    }

    init(_ parts: Parts, localizer: TableLocalizer) {
        terminal = parts.terminal
        (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        feed = parts.feed
        source = parts.source
        maker = parts.maker
        store = parts.artMode == .textOnly ? nil : parts.store
        screens = BrowseScreens(localizer: localizer, locale: parts.maker.locale, origin: parts.origin)
        cardScreen = BrowseCardScreen(localizer: parts.maker.localizer, locale: parts.maker.locale, drawsArt: parts.artMode != .textOnly)
        resolver = PokemonResolver(localizer: localizer, preferred: parts.maker.locale.negotiated)
        search = BrowseSearch(preferred: parts.maker.locale.negotiated)
        art = BrowseArt(mode: parts.artMode, background: parts.background)
    }

    /// Runs until the user quits or input ends. The terminal must be entered already.
    func run() async {
        let continuation = self.continuation
        terminal.startReading { continuation.yield(.terminal($0)) }
        if art.mode != .textOnly {
            terminal.write(TerminalQueries.all)
        }
        resize()
        requestPages()
        draw()
        for await event in events {
            handle(event)
            if isQuitting { break }
            requestPages()
            draw()
        }
        for task in work { task.cancel() }
        if art.mode == .kitty { terminal.write(KittyImage.deletion()) }
    }

    private func start(_ operation: @escaping @Sendable () async -> Void) {
        work.removeAll { $0.isCancelled }
        work.append(Task(operation: operation))
    }

    // MARK: Events

    private func handle(_ event: BrowseEvent) {
        switch event {
        case .terminal(.input(let inputs)):
            for input in inputs where !isQuitting { handle(input) }
        case .terminal(.resized):
            resize()
        case .terminal(.inputEnded):
            isQuitting = true
        case .page(let entries, let total):
            list.append(entries, total: total)
        case .pageFailed(let message):
            list.isLoading = false
            list.failure = message
        case .card(let token, let result):
            guard var shown = card, shown.token == token else { return }
            shown.card = result
            if case .success(let made) = result, cardScreen.drawsArt, made.artworkURL == nil {
                shown.art = .absent("none for this Pokémon.")
            }
            card = shown
        case .artwork(let token, let result):
            guard var shown = card, shown.token == token else { return }
            switch result {
            case .success(let image): shown.art = .image(image)
            case .failure(let failure): shown.art = .absent(failure.message)
            }
            card = shown
        }
    }

    private func handle(_ input: TerminalInput) {
        switch input {
        case .report(.background(let colour)):
            art.background = colour
        case .report(.kittyGraphics(let ok)):
            kittyOK = ok
        case .report(.deviceAttributes(let attributes)):
            art.mode = art.mode.upgraded(kittyOK: kittyOK, deviceAttributes: attributes)
        case .key(.control("c")):
            isQuitting = true
        case .key(let key):
            switch screen {
            case .list: listKey(key)
            case .search: searchKey(key)
            case .card: cardKey(key)
            }
        }
    }

    private var bodyHeight: Int { BrowseScreens.bodyHeight(rows: size.rows) }

    private func listKey(_ key: Key) {
        switch key {
        case .up, .character("k"): list.move(by: -1)
        case .down, .character("j"): list.move(by: 1)
        case .pageUp: list.move(by: -bodyHeight)
        case .pageDown, .character(" "): list.move(by: bodyHeight)
        case .home, .character("g"): list.moveToStart()
        case .end, .character("G"): list.moveToEnd()
        case .character("/"):
            search.clear(limit: bodyHeight)
            screen = .search
        case .enter:
            guard list.entries.indices.contains(list.cursor) else { return }
            let entry = list.entries[list.cursor]
            openCard(id: entry.id, title: screens.entryText(entry))
        case .character("r"):
            list.failure = nil
        case .character("q"), .escape:
            isQuitting = true
        default:
            break
        }
    }

    private func searchKey(_ key: Key) {
        switch key {
        case .character(let scalar): search.type(scalar, limit: bodyHeight)
        case .backspace: search.deleteBackward(limit: bodyHeight)
        case .control("u"): search.clear(limit: bodyHeight)
        case .up: search.move(by: -1)
        case .down, .tab: search.move(by: 1)
        case .pageUp: search.move(by: -bodyHeight)
        case .pageDown: search.move(by: bodyHeight)
        case .enter:
            guard let result = search.selected else { return }
            openCard(id: resolver.pokemonID(of: result), title: screens.resultText(result))
        case .escape: screen = .list
        default: break
        }
    }

    private func cardKey(_ key: Key) {
        switch key {
        case .escape, .backspace, .left, .character("q"), .character("h"):
            screen = cardReturn
            card = nil
        case .character("r"):
            // Again, when the card or its artwork failed (a server error, a timeout).
            guard let shown = card else { return }
            var failed = false
            if case .failure = shown.card { failed = true }
            if case .absent = shown.art { failed = true }
            if failed { openCard(id: shown.pokemonID, title: shown.title) }
        default:
            break
        }
    }

    // MARK: Work

    /// Fetches the next page when the list wants one; after End, every page at once (in order).
    private func requestPages() {
        let (feed, continuation) = (self.feed, self.continuation)
        if list.followsEnd, !prefetching, list.total != nil {
            prefetching = true
            start { await feed.prefetchToEnd() }
        }
        guard list.wantsNextPage(height: bodyHeight) else { return }
        list.isLoading = true
        start {
            do {
                let page = try await feed.nextPage()
                continuation.yield(.page(entries: page?.entries ?? [], total: page?.total))
            } catch {
                continuation.yield(.pageFailed("\(error)"))
            }
        }
    }

    /// Shows the card of a `/pokemon` id: its facts, then its artwork, each when it arrives.
    private func openCard(id: Int, title: String) {
        tokens += 1
        let token = tokens
        if screen != .card { cardReturn = screen }
        screen = .card
        card = BrowseCard(token: token, pokemonID: id, title: title)
        let (source, maker, store, continuation) = (self.source, self.maker, self.store, self.continuation)
        start {
            let result: Result<PokedexCard, BrowseFailure>
            do {
                if let facts = try await source.facts(id: id) {
                    result = .success(try maker.card(for: facts))
                } else {
                    result = .failure(BrowseFailure(message: "\(source.origin) has no Pokémon with the id \(id)."))
                }
            } catch {
                result = .failure(BrowseFailure(message: "\(error)"))
            }
            continuation.yield(.card(token: token, result))
            guard case .success(let made) = result, let store, let text = made.artworkURL else { return }
            guard let url = URL(string: text) else {
                continuation.yield(.artwork(token: token, .failure(BrowseFailure(message: "'\(text)' is not a URL."))))
                return
            }
            do {
                continuation.yield(.artwork(token: token, .success(try await store.image(at: url))))
            } catch {
                continuation.yield(.artwork(token: token, .failure(BrowseFailure(message: "\(error)"))))
            }
        }
    }

    // MARK: Drawing

    private func resize() {
        size = terminal.size()
        if size.pixelWidth > 0, size.pixelHeight > 0 {
            art.cellPixels = (max(1, size.pixelWidth / size.columns), max(1, size.pixelHeight / size.rows))
        }
        writer.invalidate()
        if screen == .search { search.refresh(limit: bodyHeight) }
    }

    private func draw() {
        var lines: [TextLine]
        var image: PlacedImage?
        switch screen {
        case .list:
            list.scroll(height: bodyHeight)
            lines = screens.list(list, rows: size.rows)
        case .search:
            search.scroll(height: bodyHeight)
            lines = screens.search(search, rows: size.rows)
        case .card:
            guard let card else { return }
            (lines, image) = cardScreen.lines(card, art: &art, columns: size.columns, rows: size.rows)
        }
        terminal.write(writer.output(for: Frame(lines: lines, columns: size.columns, height: size.rows, image: image)))
    }
}
