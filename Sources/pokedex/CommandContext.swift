import Foundation
import PokeLocalization

/// What every subcommand gets: the environment, the localizer, and where to print.
struct CommandContext {
    let environment: [String: String]
    let localizer = TableLocalizer()
    /// Writes to standard output.
    var output: (String) -> Void = { print($0) }
    /// Writes one line to standard error.
    var warn: (String) -> Void = { FileHandle.standardError.write(Data("pokedex: \($0)\n".utf8)) }

    /// The negotiated locale for the options, saying on standard error when `--locale` named one
    /// without tables (English answers then, as the library does). `und` names no language, so
    /// English is what it asks for: no warning.
    func nameLocale(_ options: LocaleOptions) -> NameLocale {
        let locale = localizer.locale(for: options.identifier)
        let language = options.identifier.split(whereSeparator: { "-_.@".contains($0) }).first?.lowercased()  // POSIX: und.UTF-8
        if options.isExplicit, locale.negotiated == nil, language != "und" {
            warn("there are no names for the locale '\(options.identifier)'; showing English.")
        }
        return locale
    }
}
