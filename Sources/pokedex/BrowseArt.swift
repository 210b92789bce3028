import Artwork
import PokedexTerminal

/// Draws a card's artwork in the terminal's best way, and keeps the last drawing, so a redraw
/// that changes nothing about the image (a key, a page arriving) costs nothing.
struct BrowseArt {
    /// How the artwork is drawn.
    enum Drawing: Equatable {
        /// Half-block rows, `width` columns each.
        case cells([String], width: Int)
        /// A kitty or sixel image covering `columns` × `rows` cells.
        case image(sequence: String, removal: String?, columns: Int, rows: Int)
    }

    var mode: ArtMode
    /// The terminal's background as it reported it, or a guess; partly transparent pixels mix with it.
    var background: RGB
    /// One cell's size in pixels, for kitty and sixel (from the window's pixel size, else a guess).
    var cellPixels = (width: 10, height: 20)
    private var last: (key: Key, drawing: Drawing)?

    private struct Key: Equatable {
        let token: Int
        let columns: Int
        let rows: Int
        let mode: ArtMode
        let background: RGB
        let cellWidth: Int
        let cellHeight: Int
    }

    init(mode: ArtMode, background: RGB) {
        self.mode = mode
        self.background = background
    }

    /// `image` (of card `token`) drawn within `columns` × `rows` cells, keeping its shape.
    mutating func draw(_ image: RGBAImage, token: Int, columns: Int, rows: Int) -> Drawing {
        let key = Key(
            token: token, columns: columns, rows: rows, mode: mode, background: background,
            cellWidth: cellPixels.width, cellHeight: cellPixels.height)
        if let last, last.key == key { return last.drawing }
        let drawing: Drawing
        switch mode {
        case .kitty, .sixel:
            let size = image.fitting(
                width: min(image.width, columns * cellPixels.width),
                height: min(image.height, rows * cellPixels.height))
            let scaled = image.scaled(width: size.width, height: size.height)
            let covered = (
                columns: min(columns, (size.width + cellPixels.width - 1) / cellPixels.width),
                rows: min(rows, (size.height + cellPixels.height - 1) / cellPixels.height)
            )
            drawing =
                mode == .kitty
                ? .image(
                    sequence: KittyImage.sequence(for: scaled, columns: covered.columns, rows: covered.rows),
                    removal: KittyImage.deletion(), columns: covered.columns, rows: covered.rows)
                : .image(
                    sequence: SixelImage.sequence(for: scaled, background: background), removal: nil,
                    columns: covered.columns, rows: covered.rows)
        case .trueColorBlocks, .palette256Blocks, .textOnly:
            let blocks = HalfBlockArt(trueColor: mode == .trueColorBlocks, background: background)
            let (cells, width) = blocks.rows(for: image, columns: columns, rows: rows)
            drawing = .cells(cells, width: width)
        }
        last = (key, drawing)
        return drawing
    }

    /// The background to assume before (or without) the terminal's answer: `COLORFGBG`'s
    /// background when it names a light one (7 or 15, as rxvt and others set it), else black.
    static func guessedBackground(environment: [String: String]) -> RGB {
        guard let value = environment["COLORFGBG"]?.split(separator: ";").last, let index = Int(value) else { return .black }
        return index == 7 || index == 15 ? .white : .black
    }
}
