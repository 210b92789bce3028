import Artwork

/// A key the user pressed.
package enum Key: Hashable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab, delete
    /// Ctrl with a letter, lower case: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A printable character, such as `j`, `/`, `ㄱ`.
    case character(Unicode.Scalar)
}

/// What the terminal said about itself, in answer to a query.
package enum TerminalReport: Hashable, Sendable {
    /// Primary device attributes (`ESC [ ? 62 ; 4 ; 22 c`): 4 means sixel graphics.
    case deviceAttributes([Int])
    /// The background colour (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB`).
    case background(RGB)
    /// The answer to a kitty graphics query: `OK`, or an error.
    case kittyGraphics(ok: Bool)
}

/// One thing read from the terminal.
package enum TerminalInput: Hashable, Sendable {
    case key(Key)
    case report(TerminalReport)
}
