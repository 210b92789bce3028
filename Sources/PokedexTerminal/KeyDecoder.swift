import Artwork

/// Turns the bytes a terminal sends into keys and reports: UTF-8 text, control keys, the escape
/// sequences of arrows and editing keys (CSI and SS3, xterm's and VT220's spellings), and the
/// answers to the queries of ``TerminalQueries``.
///
/// Sequences may be split across reads: the decoder keeps what it has not finished. A lone ESC
/// is the Escape key only once no more bytes follow; the reader calls ``flush()`` after a short
/// wait to say so, which also ends a sequence that never finished. Sequences it does not know
/// are dropped whole, and it keeps at most ``longestSequence`` bytes of any, so no input can
/// make it hold much.
package struct KeyDecoder: Sendable {
    /// The most bytes of one escape sequence or UTF-8 character kept; longer ones are dropped.
    package static let longestSequence = 1024

    private enum State: Sendable {
        case ground
        case escape
        case csi
        case ss3
        /// OSC, APC or DCS: a string ended by BEL (OSC only) or ESC \.
        case string(kind: UInt8, sawEscape: Bool)
        case utf8(remaining: Int)
    }

    private var state = State.ground
    private var pending: [UInt8] = []
    private var overflowed = false

    package init() {}

    /// Whether a lone ESC (or an unfinished sequence) waits for more bytes.
    package var isWaiting: Bool {
        if case .ground = state { return false }
        return true
    }

    /// The keys and reports in `bytes`, continuing any sequence the previous bytes started.
    /// - Complexity: O(n).
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        for byte in bytes { feed(byte, into: &inputs) }
        return inputs
    }

    /// What is left once no more bytes come for a while: a lone ESC is the Escape key; an
    /// unfinished sequence is dropped.
    package mutating func flush() -> [TerminalInput] {
        defer { reset() }
        if case .escape = state { return [.key(.escape)] }
        return []
    }

    private mutating func reset() {
        state = .ground
        pending.removeAll(keepingCapacity: true)
        overflowed = false
    }

    /// Keeps a byte of the sequence being read, up to ``longestSequence``; past that the sequence
    /// is still read to its end, but its bytes are not kept and it means nothing.
    private mutating func keep(_ byte: UInt8) {
        if pending.count < Self.longestSequence { pending.append(byte) } else { overflowed = true }
    }

    private mutating func feed(_ byte: UInt8, into inputs: inout [TerminalInput]) {
        switch state {
        case .ground:
            ground(byte, into: &inputs)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi
            case UInt8(ascii: "O"): state = .ss3
            case UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "P"): state = .string(kind: byte, sawEscape: false)
            case 0x1B: inputs.append(.key(.escape))  // ESC ESC: the first was the Escape key
            default:
                // Alt with a key: the key, as if Alt were not held.
                state = .ground
                ground(byte, into: &inputs)
            }
        case .csi:
            keep(byte)
            if (0x40...0x7E).contains(byte) {
                if !overflowed, let input = Self.csi(pending) { inputs.append(input) }
                reset()
            } else if !(0x20...0x3F).contains(byte) {
                reset()  // not a CSI sequence after all
            }
        case .ss3:
            if let key = Self.ss3Keys[byte] { inputs.append(.key(key)) }
            reset()
        case .string(let kind, let sawEscape):
            if sawEscape {
                if byte == UInt8(ascii: "\\"), !overflowed, let report = Self.report(kind: kind, pending) {
                    inputs.append(.report(report))
                }
                reset()
                if byte == 0x1B { state = .escape } else if byte != UInt8(ascii: "\\") { ground(byte, into: &inputs) }
            } else if byte == 0x1B {
                state = .string(kind: kind, sawEscape: true)
            } else if byte == 0x07 {
                if !overflowed, let report = Self.report(kind: kind, pending) { inputs.append(.report(report)) }
                reset()
            } else {
                keep(byte)
            }
        case .utf8(let remaining):
            guard byte & 0xC0 == 0x80 else {
                reset()
                ground(byte, into: &inputs)
                return
            }
            pending.append(byte)
            if remaining > 1 {
                state = .utf8(remaining: remaining - 1)
            } else {
                var decoder = UTF8()
                var iterator = pending.makeIterator()
                if case .scalarValue(let scalar) = decoder.decode(&iterator) { inputs.append(.key(.character(scalar))) }
                reset()
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into inputs: inout [TerminalInput]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: inputs.append(.key(.enter))
        case 0x7F, 0x08: inputs.append(.key(.backspace))
        case 0x09: inputs.append(.key(.tab))
        case 0x01...0x1A: inputs.append(.key(.control(Character(Unicode.Scalar(byte + 0x60)))))
        case 0x20..<0x7F: inputs.append(.key(.character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: start(byte, remaining: 1)
        case 0xE0...0xEF: start(byte, remaining: 2)
        case 0xF0...0xF4: start(byte, remaining: 3)
        default: break  // NUL, other controls, stray continuation bytes
        }
    }

    private mutating func start(_ byte: UInt8, remaining: Int) {
        pending = [byte]
        state = .utf8(remaining: remaining)
    }

    private static let ss3Keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]

    private static let tildeKeys: [Int: Key] = [1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown, 3: .delete]

    /// A CSI sequence's key or report; `bytes` are the parameters and the final byte.
    private static func csi(_ bytes: [UInt8]) -> TerminalInput? {
        guard let final = bytes.last else { return nil }
        let body = bytes.dropLast()
        let isPrivate = body.first == UInt8(ascii: "?")
        let numbers = String(decoding: isPrivate ? body.dropFirst() : body, as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case UInt8(ascii: "c") where isPrivate: return .report(.deviceAttributes(numbers))
        case UInt8(ascii: "~"): return tildeKeys[numbers.first ?? 0].map(TerminalInput.key)
        default: return ss3Keys[final].map(TerminalInput.key)  // CSI A…, also with modifiers: CSI 1;5A
        }
    }

    /// An OSC or APC string's report; `bytes` are the string between the introducer and its end.
    private static func report(kind: UInt8, _ bytes: [UInt8]) -> TerminalReport? {
        let text = String(decoding: bytes, as: UTF8.self)
        switch kind {
        case UInt8(ascii: "]"):
            guard text.hasPrefix("11;rgb:") else { return nil }
            let parts = text.dropFirst(7).split(separator: "/")
            guard parts.count == 3 else { return nil }
            let channels = parts.compactMap { part -> UInt8? in
                // 1 to 4 hex digits each, scaled to 8 bits: ffff, ff, f all mean full.
                guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
                let top = (1 << (4 * part.count)) - 1
                return UInt8((value * 255 + top / 2) / top)
            }
            return channels.count == 3 ? .background(RGB(red: channels[0], green: channels[1], blue: channels[2])) : nil
        case UInt8(ascii: "_"):
            guard text.hasPrefix("G") else { return nil }
            return .kittyGraphics(ok: text.hasSuffix(";OK"))
        default:
            return nil
        }
    }
}
