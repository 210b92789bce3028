import Artwork

/// An image drawn with text: each cell is two pixels, one above the other, as "▀" with the upper
/// pixel's colour in front and the lower one's behind.
///
/// Transparent pixels show the terminal's own background (default colours, or "▄"/" " for a
/// cell with one or no visible half); a partly transparent pixel is mixed with `background`, the
/// terminal's background colour as it reported it (or a guess).
package struct HalfBlockArt: Sendable {
    /// The cells' colours: 24-bit, or the nearest of 256.
    package var trueColor: Bool
    package var background: RGB

    package init(trueColor: Bool, background: RGB) {
        self.trueColor = trueColor
        self.background = background
    }

    /// The cell grid for an image at most `columns` × `rows` cells: the image scaled by area
    /// averaging to fit `columns` × `2 · rows` pixels, keeping its shape (a cell is about twice as
    /// tall as wide, so its two halves are square). Each row is rendered, `width` columns wide.
    /// - Complexity: O(w · h) for the source image, plus O(columns · rows).
    package func rows(for image: RGBAImage, columns: Int, rows: Int) -> (rows: [String], width: Int) {
        let size = image.fitting(width: max(1, columns), height: max(2, rows * 2))
        let scaled = image.scaled(width: size.width, height: size.height)
        return (cells(of: scaled), size.width)
    }

    /// The rows of an image already at its cell grid's pixel size (`columns` × `2 · rows`).
    package func cells(of image: RGBAImage) -> [String] {
        stride(from: 0, to: image.height, by: 2).map { top in
            var row = ""
            var current: (foreground: RGB?, background: RGB?)? = nil  // nil: unknown, after a reset
            for x in 0..<image.width {
                let upper = image.pixel(x: x, y: top)
                let lower = top + 1 < image.height ? image.pixel(x: x, y: top + 1) : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
                let cell: (glyph: String, foreground: RGB?, background: RGB?)
                switch (upper.alpha > 0, lower.alpha > 0) {
                case (false, false): cell = (" ", nil, nil)
                case (true, false): cell = ("▀", upper.composited(over: background), nil)
                case (false, true): cell = ("▄", lower.composited(over: background), nil)
                case (true, true): cell = ("▀", upper.composited(over: background), lower.composited(over: background))
                }
                if current == nil || current!.foreground != cell.foreground || current!.background != cell.background {
                    row += sgr(foreground: cell.foreground, background: cell.background)
                    current = (cell.foreground, cell.background)
                }
                row += cell.glyph
            }
            return row + "\u{1B}[0m"
        }
    }

    private func sgr(foreground: RGB?, background: RGB?) -> String {
        "\u{1B}[" + [colour(foreground, layer: 38, default: 39), colour(background, layer: 48, default: 49)].joined(separator: ";") + "m"
    }

    private func colour(_ colour: RGB?, layer: Int, default: Int) -> String {
        guard let colour else { return String(`default`) }
        if trueColor { return "\(layer);2;\(colour.red);\(colour.green);\(colour.blue)" }
        return "\(layer);5;\(Palette256.index(of: colour))"
    }
}
