/// How a card's artwork is drawn, from what the terminal supports and what the user allows.
package enum ArtMode: Hashable, Sendable {
    /// No image: `--no-art`, or `NO_COLOR` set.
    case textOnly
    /// Half-block characters (▀) with 24-bit foreground and background colours.
    case trueColorBlocks
    /// Half-block characters with the nearest of xterm's 256 colours.
    case palette256Blocks
    /// kitty's graphics protocol: the image itself, scaled by the terminal.
    case kitty
    /// DEC sixel graphics.
    case sixel

    /// The mode before the terminal has answered any query: half-blocks in 24-bit colour when
    /// `COLORTERM` says `truecolor` or `24bit`, else 256 colours; text only with `--no-art` or
    /// a non-empty `NO_COLOR` (no-color.org).
    package static func initial(environment: [String: String], noArt: Bool) -> ArtMode {
        if noArt || !(environment["NO_COLOR"] ?? "").isEmpty { return .textOnly }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColorBlocks : .palette256Blocks
    }

    /// The mode once the terminal answered: kitty's protocol if it said OK to the kitty query,
    /// else sixel if its device attributes include 4, else as before. Text only stays text only.
    package func upgraded(kittyOK: Bool, deviceAttributes: [Int]?) -> ArtMode {
        guard self != .textOnly else { return self }
        if kittyOK { return .kitty }
        if deviceAttributes?.dropFirst().contains(4) == true { return .sixel }
        return self
    }
}

/// The queries sent when the app starts: the background colour (OSC 11), kitty graphics support
/// (a 1×1 query image that is never shown), then primary device attributes (DA1), which every
/// terminal answers, last: once its answer is in, every answer the terminal will give is in.
package enum TerminalQueries {
    package static let background = "\u{1B}]11;?\u{1B}\\"
    package static let kitty = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    package static let deviceAttributes = "\u{1B}[c"

    /// All three, in order.
    package static let all = background + kitty + deviceAttributes
}
