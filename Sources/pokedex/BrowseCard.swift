import Artwork
import PokedexCard

/// The card screen's model: which entry, its card once made, and its artwork.
struct BrowseCard {
    /// What the artwork line says or shows.
    enum Art {
        /// Waiting for the card, or for the image.
        case loading
        case image(RGBAImage)
        /// No image to draw, and why (one line).
        case absent(String)
    }

    /// Which opening of a card this is: results for an older one are dropped.
    let token: Int
    let pokemonID: Int
    /// The name shown while the card loads.
    let title: String
    /// nil while loading.
    var card: Result<PokedexCard, BrowseFailure>?
    var art = Art.loading
}
