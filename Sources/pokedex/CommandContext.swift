import Foundation
import PokeLocalization
import PokedexTerminal

/// What every subcommand gets: the environment, the localizer, and where to print.
///
/// Everything `pokedex` prints outside `browse` leaves through ``output(_:)-([String])``,
/// ``warn(_:)`` and ``warn(page:)``, which print each line without its unsafe characters (C0,
/// DEL, C1, bidi controls…, as `browse` draws names: `DisplayWidth.printable`). Names, URLs and
/// error messages from a server or the command line (ArgumentParser's quote the arguments) can
/// then never move the cursor, start an escape sequence (OSC 52 writes the clipboard) or add a
/// line, whichever call site prints them.
struct CommandContext {
    let environment: [String: String]
    let localizer = TableLocalizer()

    /// Prints lines on standard output, each without its control characters: a new line inside
    /// one is dropped, not printed.
    func output(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        print(lines.map(DisplayWidth.printable).joined(separator: "\n"))
    }

    /// Prints one line on standard output, as ``output(_:)-([String])`` does.
    func output(_ line: String) {
        output([line])
    }

    /// Prints the package's own text of several lines (a help page, which ends in a new line),
    /// line by line as ``output(_:)-([String])`` does.
    func output(page: String) {
        output(page.dropLast(page.hasSuffix("\n") ? 1 : 0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Writes one line on standard error, `pokedex: ` and the message without its control characters.
    func warn(_ message: String) {
        FileHandle.standardError.write(Data("pokedex: \(DisplayWidth.printable(message))\n".utf8))
    }

    /// Writes a message of several lines on standard error (ArgumentParser's, which quotes the
    /// arguments: an error, the usage, where the help is), each line without its control characters.
    func warn(page: String) {
        let lines = page.dropLast(page.hasSuffix("\n") ? 1 : 0).split(separator: "\n", omittingEmptySubsequences: false)
        FileHandle.standardError.write(Data(lines.map { DisplayWidth.printable($0) + "\n" }.joined().utf8))
    }

    /// The negotiated locale for the options, saying on standard error when `--locale` named one
    /// without tables (English answers then, as the library does). `und` names no language, so
    /// English is what it asks for: no warning.
    func nameLocale(_ option: LocaleOption) -> NameLocale {
        let identifier = option.identifier(in: environment)
        let locale = localizer.locale(for: identifier)
        let language = identifier.split(whereSeparator: { "-_.@".contains($0) }).first?.lowercased()  // POSIX: und.UTF-8
        if option.isExplicit, locale.negotiated == nil, language != "und" {
            warn("there are no names for the locale '\(identifier)'; showing English.")
        }
        return locale
    }
}
