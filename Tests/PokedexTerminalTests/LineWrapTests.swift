import CommandTestSupport
import Foundation
import PokedexTerminal
import Testing

/// Pokédex entries wrapped to a card's width: every committed entry of seven locales, at several
/// widths, measured by display width.
@Suite struct LineWrapTests {
    /// Each committed entry of `locale`, by species slug.
    static func entries(_ locale: String) throws -> [(key: String, text: String)] {
        let url = BuiltCommand.packageRoot.appendingPathComponent("Resources/pokedexentries/\(locale).txt")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            guard let equals = line.range(of: " = ") else { return nil }
            return (String(line[..<equals.lowerBound]), String(line[equals.upperBound...]))
        }
    }

    static func isSpace(_ character: Character) -> Bool { character.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
    static func words(_ text: some StringProtocol) -> [Substring] { Substring(text).split(whereSeparator: isSpace) }

    @Test(
        "every line fits, nothing is lost, and no line ends in a space",
        arguments: ["ko", "ja", "ja-Hrkt", "zh-Hant", "zh-Hans", "en", "fr"])
    func everyEntryFits(locale: String) throws {
        let entries = try Self.entries(locale)
        try #require(entries.count > 700)
        for width in [18, 31, 46, 76] {
            for (key, text) in entries {
                let lines = LineWrap.lines(text, width: width, language: locale)
                #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= width }, "\(locale) \(key) at \(width): \(lines)")
                #expect(lines.joined().filter { !Self.isSpace($0) } == text.filter { !Self.isSpace($0) }, "\(locale) \(key) at \(width)")
                #expect(!lines.contains { $0.last.map(Self.isSpace) ?? true }, "\(locale) \(key) at \(width): \(lines)")
                // In a language that spaces its words, a line is full: the space and the next
                // line's first word would not have fitted on it.
                guard ["ko", "ja", "ja-Hrkt"].contains(locale), let space = text.first(where: Self.isSpace) else { continue }
                for (line, next) in zip(lines, lines.dropFirst()) {
                    let head = Self.words(next).first ?? ""
                    #expect(
                        DisplayWidth.columns(of: line) + DisplayWidth.columns(of: String(space)) + DisplayWidth.columns(of: head) > width
                            || DisplayWidth.columns(of: head) > width, "\(locale) \(key) at \(width): '\(line)' had room for '\(head)'")
                }
            }
        }
    }

    @Test(
        "Korean and Japanese lines break only between words (at spaces, U+3000 in Japanese), where every word fits the line",
        arguments: ["ko", "ja", "ja-Hrkt"])
    func keepsWordsWhole(locale: String) throws {
        for (key, text) in try Self.entries(locale) {
            let width = 24
            let words = Self.words(text)
            guard words.allSatisfy({ DisplayWidth.columns(of: $0) <= width }) else { continue }
            let lines = LineWrap.lines(text, width: width, language: locale)
            #expect(lines.flatMap { Self.words($0) } == words, "\(locale) \(key): \(lines)")
            #expect(lines.count > 1 || DisplayWidth.columns(of: text) <= width)
        }
    }

    @Test("Chinese breaks between characters, never before a closing mark such as ，or 。")
    func chinese() throws {
        let closing = Set("，。、！？：；」』）》")
        for locale in ["zh-Hant", "zh-Hans"] {
            for (key, text) in try Self.entries(locale) {
                let lines = LineWrap.lines(text, width: 20, language: locale)
                #expect(!lines.dropFirst().contains { $0.first.map(closing.contains) ?? false }, "\(locale) \(key): \(lines)")
                #expect(lines.dropLast().allSatisfy { DisplayWidth.columns(of: $0) >= 14 }, "\(locale) \(key): \(lines)")
            }
        }
    }

    @Test("a word wider than the line is cut at the width; control characters go; spaces alone make no line")
    func edges() {
        #expect(LineWrap.lines("Abcdefghij klm", width: 4, language: "en") == ["Abcd", "efgh", "ij", "klm"])
        #expect(LineWrap.lines("ピカチュウピカチュウ", width: 5, language: "ja") == ["ピカ", "チュ", "ウピ", "カチ", "ュウ"])
        #expect(LineWrap.lines("피카츄", width: 1, language: "ko") == ["피", "카", "츄"])
        #expect(LineWrap.lines("Pika\u{1B}[2Jchu\u{7}", width: 20, language: "en") == ["Pika[2Jchu"])
        #expect(LineWrap.lines(" \u{3000} ", width: 10, language: "ja") == [])
        #expect(LineWrap.lines("", width: 10, language: "ja") == [])
    }
}
