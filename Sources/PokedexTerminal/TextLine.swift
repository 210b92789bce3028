/// One line of the screen, built from styled pieces and measured in terminal columns, so wide
/// (CJK) characters take two columns and lines line up.
///
/// Text from outside (names, messages) is appended without its control characters, so nothing
/// it holds can move the cursor or start an escape sequence.
package struct TextLine: Sendable, Hashable {
    private enum Piece: Sendable, Hashable {
        case text(String, TextStyle)
        /// Pre-rendered cells (artwork) of a known width, drawn as they are.
        case cells(String, columns: Int)
    }

    private var pieces: [Piece] = []
    /// The columns the line takes.
    package private(set) var columns = 0

    package init() {}

    package init(_ text: some StringProtocol, _ style: TextStyle = .plain) {
        append(text, style)
    }

    /// Appends text in a style.
    package mutating func append(_ text: some StringProtocol, _ style: TextStyle = .plain) {
        let printable = DisplayWidth.printable(text)
        guard !printable.isEmpty else { return }
        pieces.append(.text(printable, style))
        columns += DisplayWidth.columns(of: printable)
    }

    /// Appends spaces up to `column` (nothing when the line is that long already).
    package mutating func pad(to column: Int, _ style: TextStyle = .plain) {
        if column > columns { append(String(repeating: " ", count: column - columns), style) }
    }

    /// Appends cells rendered elsewhere (escape sequences included) that take `columns` columns.
    package mutating func appendCells(_ rendered: String, columns width: Int) {
        pieces.append(.cells(rendered, columns: width))
        columns += width
    }

    /// The line as the terminal gets it, exactly `width` columns: padded with spaces, or cut so
    /// that "…" takes the last column, a wide character that would straddle the cut left out.
    /// Styles are reset before the padding. (Padding rather than erasing to the end of the line:
    /// erasing from the last column would erase the character written there.)
    /// - Complexity: O(n) for the line's n scalars.
    package func rendered(width: Int) -> String {
        let reset = "\u{1B}[0m"
        guard columns > width else {
            return pieces.map { piece in
                switch piece {
                case .text(let text, let style): style.sgr + text
                case .cells(let rendered, _): rendered
                }
            }.joined() + reset + String(repeating: " ", count: max(0, width - columns))
        }
        guard width > 0 else { return reset }
        var out = ""
        var used = 0
        let room = width - 1  // the last column holds the ellipsis
        for piece in pieces {
            switch piece {
            case .cells(let rendered, let pieceColumns):
                guard used + pieceColumns <= room else { return out + reset + Self.ellipsis(from: used, width: width) }
                out += rendered
                used += pieceColumns
            case .text(let text, let style):
                let (kept, keptColumns) = DisplayWidth.prefix(of: text, fitting: room - used)
                out += style.sgr + kept
                used += keptColumns
                if kept.unicodeScalars.count < text.unicodeScalars.count {
                    return out + reset + Self.ellipsis(from: used, width: width)
                }
            }
        }
        return out + reset
    }

    /// Spaces from column `used` to the last column, then "…" there.
    private static func ellipsis(from used: Int, width: Int) -> String {
        String(repeating: " ", count: max(0, width - 1 - used)) + "…"
    }
}
