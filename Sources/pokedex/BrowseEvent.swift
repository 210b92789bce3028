import Artwork
import PokedexCard
import PokedexTerminal

/// Everything the browse loop reacts to, in the order it happened: the terminal's input, and the
/// results of the work it started (pages, cards, artwork).
enum BrowseEvent: Sendable {
    case terminal(TerminalEvent)
    /// The next page of the list, or the list's end (`entries` empty and `total` known).
    case page(entries: [ListedPokemon], total: Int?)
    /// Loading the next page failed; a key retries.
    case pageFailed(String)
    /// A card's facts became a card (or failed); `token` says which opening of a card it is for.
    case card(token: Int, Result<PokedexCard, BrowseFailure>)
    /// A card's artwork arrived, or why there is none.
    case artwork(token: Int, Result<RGBAImage, BrowseFailure>)
}

/// Why a card could not be shown, as one line for the screen.
struct BrowseFailure: Error, Sendable, Equatable {
    let message: String
}
