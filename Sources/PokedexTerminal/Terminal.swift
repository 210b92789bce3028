import Foundation
import RawTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What happened at the terminal.
package enum TerminalEvent: Hashable, Sendable {
    /// Keys and reports the terminal sent.
    case input([TerminalInput])
    /// The window changed size.
    case resized
    /// Standard input ended or failed: nobody can type any more.
    case inputEnded
}

/// Why the terminal could not be used full-screen.
package enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// Its modes could not be read or set (errno).
    case modes(Int32)

    package var description: String {
        switch self {
        case .notATerminal:
            return "browse needs a terminal on standard input and output; run it in a terminal window, not in a pipe."
        case .modes(let code):
            return "the terminal's modes could not be set (\(String(cString: strerror(code)))); run browse in a terminal window."
        }
    }
}

/// The process's terminal, full-screen: the alternate screen with the cursor hidden, raw input,
/// and everything given back on exit, on Ctrl-C, on SIGTERM and SIGHUP, and on a crash (see
/// raw_terminal.h). Input is read on a thread of its own, which hands on what it decodes.
///
/// `@unchecked Sendable`: the descriptors are fixed at creation, the stop pipe is written once,
/// and the reader thread touches only its own decoder.
package final class Terminal: @unchecked Sendable {
    package let input: Int32
    package let output: Int32
    private var stopPipe: [Int32] = [-1, -1]
    private var reader: Thread?

    /// Entering: the alternate screen, cursor hidden, no line wrap, and colours reset.
    static let entering = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[2J"
    /// Leaving: colours reset, line wrap back, cursor shown, the main screen back as it was.
    static let leaving = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Takes over the terminal.
    package func enter() throws(TerminalError) {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        let result = raw_terminal_enter(input, output, Self.entering, Self.leaving)
        guard result == 0 else { throw result == ENOTTY ? .notATerminal : .modes(result) }
    }

    /// Gives the terminal back as it was; stops the reader.
    package func leave() {
        stopReading()
        raw_terminal_leave()
    }

    /// The window's size in cells, and in pixels when the terminal tells (else 0).
    package func size() -> (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) {
        var columns: Int32 = 0
        var rows: Int32 = 0
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        guard raw_terminal_size(output, &columns, &rows, &pixelWidth, &pixelHeight) == 0, columns > 0, rows > 0 else {
            return (80, 24, 0, 0)
        }
        return (Int(columns), Int(rows), Int(pixelWidth), Int(pixelHeight))
    }

    /// Writes all of `text`.
    package func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { buffer in
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Starts reading input on a thread of its own; `handle` gets each event, in order.
    /// A lone ESC becomes the Escape key after `escapeWait` seconds without another byte.
    package func startReading(escapeWait: Double = 0.04, _ handle: @escaping @Sendable (TerminalEvent) -> Void) {
        guard reader == nil else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        stopPipe = ends
        let (input, stop, resize) = (self.input, ends[0], raw_terminal_resize_descriptor())
        let thread = Thread {
            Self.read(input: input, stop: stop, resize: resize, escapeWait: escapeWait, handle)
        }
        thread.name = "pokedex browse input"
        reader = thread
        thread.start()
    }

    private func stopReading() {
        guard reader != nil else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(stopPipe[1], &byte, 1)
        reader = nil
    }

    private static func read(
        input: Int32, stop: Int32, resize: Int32, escapeWait: Double,
        _ handle: @Sendable (TerminalEvent) -> Void
    ) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var watched = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resize, events: Int16(POLLIN), revents: 0),
            ]
            let timeout: Int32 = decoder.isWaiting ? Int32(escapeWait * 1000) : -1
            let ready = poll(&watched, nfds_t(watched.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                handle(.inputEnded)
                return
            }
            if watched[1].revents != 0 { return }
            if ready == 0 {
                let flushed = decoder.flush()
                if !flushed.isEmpty { handle(.input(flushed)) }
                continue
            }
            if watched[2].revents != 0 {
                while buffer.withUnsafeMutableBytes({ Glibc.read(resize, $0.baseAddress, $0.count) }) > 0 {}
                handle(.resized)
            }
            if watched[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    handle(.inputEnded)
                    return
                }
                let inputs = decoder.decode(buffer[..<count])
                if !inputs.isEmpty { handle(.input(inputs)) }
            }
        }
    }
}
