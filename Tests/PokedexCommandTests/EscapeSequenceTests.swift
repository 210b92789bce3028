import Foundation
import PokeAPIFixtureServer
import Testing

/// Text from a server reaches the terminal without its control characters: the fixture server's
/// escape faults put OSC 52 (the clipboard), `ESC[2J`, C1 controls, DEL and bidi controls into a type slug, the
/// list's names, the artwork URL and a 404's `detail` (tools/fixture_server.py), and every byte
/// `pokedex` prints is checked.
@Suite("pokedex prints no control characters a server sent")
struct EscapeSequenceTests {
    let pokedex = BuiltPokedex()

    /// What the server's `ESCAPES` text reads as without its control characters.
    static let printableRemnant = "]52;c;cG9rZWRleA==[2J2J0;title"

    /// The control bytes and characters in `text`'s UTF-8, as "U+001B at byte 12", but for the
    /// new lines that end lines: C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F,
    /// the bytes C2 80–C2 9F) and the bidirectional controls.
    static func controls(in text: String, keepingNewLines: Bool) -> [String] {
        let bytes = Array(text.utf8)
        func code(_ value: UInt8) -> String { "U+00" + (value < 0x10 ? "0" : "") + String(value, radix: 16, uppercase: true) }
        var found: [String] = []
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A, keepingNewLines { continue }
            if byte < 0x20 || byte == 0x7F {
                found.append("\(code(byte)) at byte \(offset)")
            } else if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) {
                found.append("\(code(bytes[offset + 1])) at byte \(offset)")
            }
        }
        // The bidirectional controls, which turn the text around them (U+061C, U+200E–200F,
        // U+202A–202E, U+2066–2069): the server's ESCAPES end with U+202E and U+2067.
        for scalar in text.unicodeScalars where Self.bidiControls.contains(scalar.value) {
            found.append("U+" + String(scalar.value, radix: 16, uppercase: true))
        }
        return found
    }

    static let bidiControls: Set<UInt32> = Set([0x061C, 0x200E, 0x200F]).union(0x202A...0x202E).union(0x2066...0x2069)

    /// A fresh cache directory, removed when the test ends.
    final class Cache {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-escapes-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test(
        "show prints an unknown type, ability or egg group slug and the artwork URL without their control characters",
        arguments: [
            ("escape-type", "Type: electric"), ("escape-artwork", "official-artwork/25.png"),
            ("escape-ability", "Ability: static"), ("escape-egg-group", "Egg Groups: ground"),
        ])
    func show(fault: String, part: String) throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let run = try pokedex.run(["show", "25", "--api", server.apiURL(fault: fault).absoluteString, "--cache", cache.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.controls(in: run.stdout, keepingNewLines: true).isEmpty, "\(Self.controls(in: run.stdout, keepingNewLines: true))")
        // A slug no table names is marked (*) as the card marks every part another locale answered for.
        #expect(run.stdout.contains(part + Self.printableRemnant), "\(run.stdout)")
        #expect(run.stdout.hasPrefix("No.25 Pikachu\n"))
    }

    @Test("list --api prints the names a server lists with their printable text only")
    func listNames() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let run = try pokedex.run([
            "list", "--limit", "3", "--api", server.apiURL(fault: "escape-name").absoluteString,
            "--cache", cache.url.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.controls(in: run.stdout, keepingNewLines: true).isEmpty, "\(Self.controls(in: run.stdout, keepingNewLines: true))")
        #expect(
            run.stdout
                == ["bulbasaur", "ivysaur", "venusaur"].enumerated()
                .map { "No.\($0.offset + 1) \($0.element)\(Self.printableRemnant)\n" }.joined())
    }

    @Test(
        "a server's error detail reaches standard error as one line without control characters",
        arguments: [["list", "--limit", "2"], ["list"], ["show", "25"]])
    func errorDetail(arguments: [String]) throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let run = try pokedex.run(arguments + ["--api", server.apiURL(fault: "escape-detail").absoluteString, "--cache", cache.url.path])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(
            Self.controls(in: run.stderr, keepingNewLines: false) == ["U+000A at byte \(run.stderr.utf8.count - 1)"],
            "only the line's own new line: \(Self.controls(in: run.stderr, keepingNewLines: false))")
        #expect(run.stderr.hasPrefix("pokedex: "))
        // show takes a 404 as "no such id", so only list quotes the server's detail.
        if arguments[0] == "list" {
            #expect(run.stderr.contains("\"Not found.\(Self.printableRemnant)\""), "\(run.stderr)")
        }
    }

    @Test(
        "what the user typed is quoted back without its control characters",
        arguments: [
            ["show", "\u{1B}]52;c;eA==\u{07}pika\u{9B}2J"], ["search", "\u{1B}[2Jzzzzzz\u{7F}"],
            ["show", "psyduck", "--locale", "xx\u{1B}[2J"],
        ])
    func typedText(arguments: [String]) throws {
        let run = try pokedex.run(arguments)
        #expect(!run.stderr.isEmpty)
        #expect(
            Self.controls(in: run.stderr, keepingNewLines: false) == ["U+000A at byte \(run.stderr.utf8.count - 1)"],
            "\(Self.controls(in: run.stderr, keepingNewLines: false))")
        #expect(Self.controls(in: run.stdout, keepingNewLines: true).isEmpty)
    }

    /// ArgumentParser quotes a word it can't place in its message's first line; the lines after
    /// it (the option's help, the usage) are the declarations'. A new line typed into the word
    /// is dropped with the other controls, so it can't start a line of its own.
    @Test(
        "a usage error quotes what the user typed without its control characters, on its first line",
        arguments: [
            ["lst\u{1B}[2J"], ["list", "--limit", "\u{1B}]52;c;eA==\u{07}"], ["show", "psyduck", "--units", "x\nFAKE\u{9B}2J"],
            ["show", "psyduck", "--lcoale\u{1B}[2J"], ["search", "pika", "--kind", "moves,\u{1B}[2J\r\nno"], ["list", "\u{202E}extra\n"],
        ])
    func typedTextInUsageError(arguments: [String]) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(Self.controls(in: run.stderr, keepingNewLines: true).isEmpty, "\(Self.controls(in: run.stderr, keepingNewLines: true))")
        #expect(!run.stderr.unicodeScalars.contains("\u{202E}"))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(run.stderr)")
        #expect(
            lines.dropFirst().allSatisfy { $0.hasPrefix("Help: ") || $0.hasPrefix("Usage: ") || $0.hasPrefix("  See ") }, "\(run.stderr)")
        #expect(!run.stderr.contains("\nFAKE"))
    }
}
