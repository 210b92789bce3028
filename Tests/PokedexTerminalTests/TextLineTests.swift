import PokedexTerminal
import Testing

/// Lines fitted to the window by display width.
@Suite struct TextLineTests {
    /// What a rendered line shows: its text without escape sequences.
    private func visible(_ rendered: String) -> String {
        rendered.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    @Test(arguments: [20, 12, 11, 10, 9, 2, 1])
    func everyLineIsExactlyTheWidth(width: Int) {
        for text in ["No.25 피카츄", "No.25 ピカチュウ", "No.25 Pikachu", "No.386 Deoxys (Attack Forme)", "", "テ"] {
            let shown = visible(TextLine(text).rendered(width: width))
            #expect(DisplayWidth.columns(of: shown) == width, "'\(text)' at \(width): '\(shown)'")
            if DisplayWidth.columns(of: text) > width {
                #expect(shown.hasSuffix("…"), "'\(text)' at \(width): '\(shown)'")
            } else {
                #expect(shown.hasPrefix(text))
            }
        }
    }

    @Test func aCutNeverSplitsAWideCharacter() {
        // 11 columns: "No.25 " (6) + 피 (2) + 카 (2) would reach 10, then 츄 does not fit before "…".
        #expect(visible(TextLine("No.25 피카츄").rendered(width: 11)) == "No.25 피카…")
        #expect(visible(TextLine("No.25 피카츄").rendered(width: 10)) == "No.25 피 …")
    }

    @Test func paddingLinesUpColumnsWhateverTheScript() {
        var korean = TextLine("  몸무게")
        korean.pad(to: 10)
        korean.append("6.0kg")
        var english = TextLine("  Weight")
        english.pad(to: 10)
        english.append("13.2 lb")
        #expect(visible(korean.rendered(width: 30)).hasPrefix("  몸무게  6.0kg"))
        #expect(visible(english.rendered(width: 30)).hasPrefix("  Weight  13.2 lb"))
    }

    @Test func stylesAndCells() {
        var line = TextLine("> ", .reverse)
        line.append("No.1", .bold)
        line.appendCells("\u{1B}[38;2;1;2;3m▀▀\u{1B}[0m", columns: 2)
        #expect(line.columns == 8)
        let rendered = line.rendered(width: 8)
        #expect(rendered.contains("\u{1B}[0;7m> ") && rendered.contains("\u{1B}[0;1mNo.1") && rendered.contains("38;2;1;2;3m▀▀"))
        // Cells that do not fit are left out whole.
        #expect(visible(line.rendered(width: 7)) == "> No.1…")
    }
}
