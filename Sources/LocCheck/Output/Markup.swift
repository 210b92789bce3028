import PokeTables

/// A kind of output loccheck writes (the terminal, a GitHub workflow command, XML, HTML,
/// Markdown, JSON), by the one function that puts text from outside into it.
///
/// Every piece of an output is a ``Markup`` of its kind: the tool's own words, which can only be
/// string literals (`StaticString`), and values, each put in through ``append(_:to:)``. So no
/// value reaches an output but through its kind's escaping: the renderers can't forget it.
package protocol OutputKind {
    /// Appends `text` (already free of controls and bidi characters: ``ShownText``) as this kind
    /// of output writes text, escaping what its syntax gives a meaning to.
    static func append(_ text: ShownText, to bytes: inout [UInt8])
}

/// A piece of one kind of output: string literals as written, every interpolated value escaped
/// by `Kind` (``OutputKind/append(_:to:)``), after ``ShownText`` took out what could act on a
/// terminal or a parser.
///
/// ```swift
/// let row: Markup<HTMLOutput> = "<td class=\"num\">\(line)</td><td>\(message)</td>"
/// ```
package struct Markup<Kind: OutputKind>: ExpressibleByStringInterpolation, Sendable {
    /// The output's UTF-8 bytes.
    package private(set) var bytes: [UInt8]

    package init() { bytes = [] }

    package init(stringLiteral literal: StaticString) {
        bytes = Self.bytes(of: literal)
    }

    package init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    /// A value alone, escaped.
    package init(_ value: some CustomStringConvertible) {
        bytes = []
        Kind.append(Self.shown(value), to: &bytes)
    }

    /// Another kind's output, as it is. Every kind writes ``ShownText`` with ASCII escapes, so
    /// none holds a character a terminal or a log acts on: JSON, XML or a workflow command can go
    /// to standard output.
    package init<Other>(_ other: Markup<Other>) where Kind == TerminalOutput {
        bytes = other.bytes
    }

    package var isEmpty: Bool { bytes.isEmpty }

    /// The bytes as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func append(_ other: Markup) {
        bytes += other.bytes
    }

    package static func + (lhs: Markup, rhs: Markup) -> Markup {
        var joined = lhs
        joined.append(rhs)
        return joined
    }

    /// The pieces one after the other, `separator` between them.
    package static func joined(_ pieces: some Sequence<Markup>, separator: Markup = Markup()) -> Markup {
        var out = Markup()
        for (index, piece) in pieces.enumerated() {
            if index > 0 { out.append(separator) }
            out.append(piece)
        }
        return out
    }

    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate(set) var bytes: [UInt8]

        package init(literalCapacity: Int, interpolationCount: Int) {
            bytes = []
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: StaticString) {
            bytes += Markup.bytes(of: literal)
        }

        /// Text from outside, escaped by the output's kind.
        package mutating func appendInterpolation(_ text: ShownText) {
            Kind.append(text, to: &bytes)
        }

        /// Any other value, as its description, made ``ShownText`` and escaped by the output's kind.
        package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            Kind.append(Markup.shown(value), to: &bytes)
        }

        /// An error, as its description, escaped.
        package mutating func appendInterpolation(_ error: any Error) {
            Kind.append(ShownText(String(describing: error)), to: &bytes)
        }

        /// A piece of the same output, already escaped.
        package mutating func appendInterpolation(_ markup: Markup) {
            bytes += markup.bytes
        }
    }

    private static func bytes(of literal: StaticString) -> [UInt8] {
        literal.withUTF8Buffer { Array($0) }
    }

    fileprivate static func shown(_ value: some CustomStringConvertible) -> ShownText {
        value as? ShownText ?? ShownText(value.description)
    }
}
