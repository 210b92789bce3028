/// What the screen shows: one rendered line per row, each exactly the width, plus an image to
/// draw over the rows after them (kitty or sixel), if any.
package struct Frame: Sendable, Equatable {
    package var columns: Int
    package var rows: [String]
    /// An image escape sequence and the cell (row, column, from 0) where it goes.
    package var image: PlacedImage?

    /// A frame of `lines` cut to `columns` and padded with blank rows to `height`.
    package init(lines: [TextLine], columns: Int, height: Int, image: PlacedImage? = nil) {
        self.columns = columns
        let shown = lines.prefix(max(0, height)).map { $0.rendered(width: columns) }
        rows = shown + Array(repeating: TextLine().rendered(width: columns), count: max(0, height - shown.count))
        self.image = image
    }
}

/// A terminal image (kitty or sixel) to draw with its top-left corner at a cell.
package struct PlacedImage: Sendable, Equatable {
    package var row: Int
    package var column: Int
    /// The escape sequence that draws it.
    package var sequence: String
    /// What deletes it again (kitty keeps images apart from the text); nil when text over it does.
    package var removal: String?

    package init(row: Int, column: Int, sequence: String, removal: String? = nil) {
        self.row = row
        self.column = column
        self.sequence = sequence
        self.removal = removal
    }
}

/// Draws frames with as little output as it can: only the rows that changed since the last
/// frame, inside one synchronized update (DEC mode 2026: the terminal shows the whole frame at
/// once; terminals without it ignore the mode), so the screen never shows half a frame.
package struct FrameWriter: Sendable {
    private var shown: Frame?

    package init() {}

    /// Forgets what is on the screen, so the next frame is drawn whole (after a resize).
    package mutating func invalidate() {
        shown = nil
    }

    /// The bytes that turn the screen from the last frame into `frame`.
    /// - Complexity: O(r) row comparisons for r rows, and the bytes of the rows that changed.
    package mutating func output(for frame: Frame) -> String {
        var out = "\u{1B}[?2026h"
        let previous = shown.flatMap { $0.columns == frame.columns && $0.rows.count == frame.rows.count ? $0 : nil }
        if previous == nil { out += "\u{1B}[0m\u{1B}[2J" }
        let imageChanged = previous?.image != frame.image
        // Rows an image covered are drawn again when it goes: text over a sixel image erases it.
        var redrawFrom = frame.rows.count
        if imageChanged {
            if let removal = previous?.image?.removal { out += removal }
            redrawFrom = [previous?.image?.row, frame.image?.row].compactMap { $0 }.min() ?? redrawFrom
        }
        for (index, row) in frame.rows.enumerated() where previous?.rows[index] != row || index >= redrawFrom {
            out += "\u{1B}[\(index + 1);1H" + row
        }
        if let image = frame.image, previous == nil || imageChanged {
            out += "\u{1B}[\(image.row + 1);\(image.column + 1)H" + image.sequence
        }
        out += "\u{1B}[?2026l"
        shown = frame
        return out
    }
}
