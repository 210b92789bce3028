import Foundation

/// A failure to open or use a formatter, with a message that says how to fix it.
public enum FormattingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The locale identifier is neither a BCP 47 language tag nor a POSIX locale name.
    case invalidLocale(String)
    /// ICU has no data for the locale, nor for its language when its script is part of the
    /// language's own (`ja-Hrkt` formats as `ja`), and would format in the process's locale.
    case noLocaleData(String)
    /// An ICU call failed; `errorName` is ICU's `u_errorName`, such as "U_ILLEGAL_ARGUMENT_ERROR".
    case icuFailure(operation: String, errorName: String)
    /// The height is outside ``Height/formattableDecimetres``: negative, or beyond any Pokémon.
    case heightOutOfRange(decimetres: Int)
    /// The weight is outside ``Weight/formattableHectograms``: negative, or beyond any Pokémon.
    case weightOutOfRange(hectograms: Int)

    /// The message: what failed, and how to fix it.
    public var description: String {
        switch self {
        case .invalidLocale(let identifier):
            return "The locale identifier '\(identifier)' is neither a BCP 47 language tag nor a POSIX locale name. "
                + "Pass a tag such as 'en-US', 'zh-Hant' or 'es-419', or a POSIX name such as 'en_US.UTF-8'."
        case .noLocaleData(let identifier):
            return "ICU has no formatting data for the locale '\(identifier)', so it would format in the process's own "
                + "locale (LANG) instead. Pass a locale ICU has data for, such as 'en' or 'ja', or 'und' for ICU's "
                + "language-neutral root data."
        case .icuFailure(let operation, let errorName):
            return "ICU failed to \(operation) (\(errorName)). "
                + "Check that libicu-dev and its locale data are installed and that the input is valid."
        case .heightOutOfRange(let decimetres):
            let range = Height.formattableDecimetres
            return "A height of \(decimetres) dm cannot be shown: heights go from \(range.lowerBound) (unknown) "
                + "to \(range.upperBound) dm. Pass PokeAPI's value in decimetres; this one is an error in the data's source."
        case .weightOutOfRange(let hectograms):
            let range = Weight.formattableHectograms
            return "A weight of \(hectograms) hg cannot be shown: weights go from \(range.lowerBound) (unknown) "
                + "to \(range.upperBound) hg. Pass PokeAPI's value in hectograms; this one is an error in the data's source."
        }
    }
}

/// `localizedDescription`, which apps show, is the same sentence as `description`.
extension FormattingError: LocalizedError {
    /// The same sentence as `description`.
    public var errorDescription: String? { description }
}
