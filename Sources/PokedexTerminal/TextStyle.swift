/// How text is drawn: the few SGR attributes the app uses. Colours only where the user allows them.
package struct TextStyle: Hashable, Sendable {
    package var bold = false
    package var dim = false
    package var reverse = false

    package init(bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    package static let plain = TextStyle()
    package static let bold = TextStyle(bold: true)
    package static let dim = TextStyle(dim: true)
    package static let reverse = TextStyle(reverse: true)

    /// The SGR sequence that sets exactly this style from any other.
    package var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if reverse { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
