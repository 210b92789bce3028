/// What each code means and how to fix what it reports, for reports that describe their rules
/// (SARIF's `rules[]`, the HTML report): declared beside the codes, one case each, so a new code
/// does not compile until it says what it is.
extension DiagnosticCode {
    /// One sentence: what a diagnostic of this code says is wrong.
    package var summary: String {
        switch self {
        case .missingKey: "A key of the API's list has no line in the table, so the name shows in English."
        case .missingTable: "A locale has no table of a kind the other locales have."
        case .unknownKey: "A key that is not in the API's list, so no lookup finds its name."
        case .duplicateKey: "A key written twice in one table."
        case .emptyValue: "A key with no name after `=`."
        case .surroundingWhitespace: "A name with white space before or after it."
        case .notNFC: "A name not in Unicode Normalization Form C, so it differs from the same text typed elsewhere."
        case .malformedLine: "A line that is neither `key = name`, a comment nor blank."
        case .invalidUTF8: "Bytes that are not UTF-8."
        case .byteOrderMark: "A file that starts with a byte order mark."
        case .carriageReturn: "A line that ends in CR LF or CR."
        case .controlCharacter: "A control character in a name, such as a bidi override that reorders text in review."
        case .invisibleCharacter: "A character nobody sees: a zero width space, a TAG character, a Hangul filler, private use."
        case .valueTooLong: "A key or name over \(TableLimits.describe(TableLimits.valueBytes)) of UTF-8, left out of the build."
        case .fileTooLarge: "A table file over \(TableLimits.describe(TableLimits.fileBytes)); no more of it is read."
        case .unrecognizedFile: "A file in the tables directory that is no table loccheck knows."
        case .wrongScript: "A letter outside the locale's script, such as a Latin letter in a Russian name."
        case .duplicateName: "Two keys of one table with the same name in one locale."
        case .untranslatedCopy: "A name identical to the English one, in a locale where few names are."
        case .lowCoverage: "A locale whose names cover less than its --min-coverage."
        case .outOfOrder: "A line out of the API's order."
        case .staleBaseline: "A baseline line that accepts no finding any more."
        case .apiNameMismatch: "A species name that differs from the PokeAPI server's."
        case .invalidSnapshot: "A line of the API's lists that can't be used: a slug listed twice, a negative height, an unknown species or type."
        case .hanVariant: "A Chinese character of the other script: Traditional in zh-Hans, Simplified in zh-Hant."
        case .fullNameTypo: "A word of a full name one edit from the locale's own species or form name for it."
        case .untranslatedWord: "An English word left in a name where the locale writes its own."
        case .mixedWidth: "Latin letters or digits written half-width in a table whose names write them full-width, or the other way."
        case .unknownValue: "A value that should be a key of another list and is not, such as an entry's game that is no versions key."
        case .escapedControl: "A line break or soft hyphen written out as an escape (\\n, \\u00AD) in prose."
        case .strayHyphen: "A word of prose still split where a game's text box broke the line (sun- light)."
        case .unbalancedPair: "A quote or bracket in prose opened and never closed, or closed and never opened."
        case .stillEnglish: "Prose in a non-English locale that is the English text, or mostly English words."
        case .duplicateProse: "Prose identical to another key's in the same locale: one species' entry given to another."
        case .namelessEntry: "An entry of the API's lists that no locale names, so every locale shows its slug."
        case .placeholderName: "A name that is only a stand-in such as ？？？ where English has a name, so no fallback answers for it."
        case .correctionNotApplied: "A name that shows again the upstream error loccheck-corrections.txt corrects."
        case .staleCorrection: "A correction that no longer describes its name: the table or the source changed."
        case .upstreamMismatch: "A name that differs from PokeAPI's CSV, with no correction saying why."
        case .sourceMismatch: "A name that differs from a second source pinned in the config."
        case .placeholderMismatch: "A card label whose placeholders differ from the English label's."
        case .searchKeyOutdated: "A name whose romanized search keys are missing or out of date."
        case .invalidSearchKey: "A search key that is not lower-case ASCII letters and digits."
        case .invalidBaseline: "A line of loccheck-baseline.txt that can't be read."
        case .invalidConfig: "A line of loccheck-config.txt that can't be read."
        case .invalidCorrections: "A line of loccheck-corrections.txt that can't be read."
        }
    }

    /// How to fix what a diagnostic of this code reports, a sentence or two; each finding's
    /// message says it for its own line.
    package var help: String {
        let accept = " If it is right as it is, accept it in loccheck-baseline.txt with the reason."
        switch self {
        case .missingKey: return "Add the line `key = name` where the message says it belongs (`loccheck fix` adds the key with an empty name), or accept the gap in the baseline with the reason, such as a name the source lacks."
        case .missingTable: return "Create the table (`loccheck add-locale LOCALE` writes every table of a locale, names empty)." + accept
        case .unknownKey: return "Rename the key to the slug the message suggests (`loccheck fix` does), or delete the line."
        case .duplicateKey: return "Keep one of the lines, with the right name, and delete the other."
        case .emptyValue: return "Write the name after `= `, or delete the line to mark the name as missing."
        case .surroundingWhitespace: return "Remove the white space around the name (`loccheck fix` does)."
        case .notNFC: return "Write the name in NFC (`loccheck fix` does)."
        case .malformedLine: return "Write the line as `key = name`, or start it with `#` to make it a comment."
        case .invalidUTF8: return "Save the file as UTF-8."
        case .byteOrderMark: return "Save the file as UTF-8 without a byte order mark (`loccheck fix` does)."
        case .carriageReturn: return "Save the file with LF line endings (`loccheck fix` does)."
        case .controlCharacter: return "Delete the character; the message names its code point."
        case .invisibleCharacter: return "Delete the character; the message names its code point. ZWJ and ZWNJ are allowed only where a script needs them (Resources/README.md)."
        case .valueTooLong: return "Shorten the key or name; no Pokémon name comes near the limit, so such a value is a mistake or an attack."
        case .fileTooLarge: return "Split or shorten the file; a table of every Pokémon is far under the limit."
        case .unrecognizedFile: return "Move the file out of the tables directory, or name it as a table is named (`species/ko.txt`; TABLES in `loccheck --help` lists the folders)."
        case .wrongScript: return "Write the name in the locale's script." + accept
        case .duplicateName: return "Give each key its own name, as the games do." + accept
        case .untranslatedCopy: return "Translate the name." + accept
        case .lowCoverage: return "Translate more of the locale's names (`loccheck export LOCALE --format po --untranslated-only` lists what is left), or lower its --min-coverage."
        case .outOfOrder: return "Put the lines in the API's order (`loccheck fix` does)."
        case .staleBaseline: return "Delete the line (`loccheck --write-baseline` does): what it accepted was fixed."
        case .apiNameMismatch: return "Take the server's name (the suggested fix), or keep this one with a correction in loccheck-corrections.txt saying why."
        case .invalidSnapshot: return "Fix the line of the snapshot, or import the lists again (`loccheck import-pokeapi`)."
        case .hanVariant: return "Write the character the locale writes, which the message names."
        case .fullNameTypo: return "Spell the word as the locale's species or form name does, which the message names." + accept
        case .untranslatedWord: return "Write the locale's word, which the message names where the locale has one." + accept
        case .mixedWidth: return "Write the letters and digits in the width the table writes, as the message's fix does." + accept
        case .unknownValue: return "Write a key of the list the message names (it suggests the nearest)."
        case .escapedControl: return "Write the text as the app shows it, on one line: a space for a line break, the word joined for a soft hyphen."
        case .strayHyphen: return "Join the word's two halves." + accept
        case .unbalancedPair: return "Close the quote or bracket, or remove the stray one." + accept
        case .stillEnglish: return "Translate the text, or delete the line so the locale falls back to English." + accept
        case .duplicateProse: return "Give each key its own text." + accept
        case .namelessEntry: return "Add the entry's names from a source that has them, in a locale's table (`loccheck import --table TABLE --from FILE`), with the source's licence in NOTICE; if no source has them, accept the gap in loccheck-baseline.txt with the reason (`nameless-entry TABLE * KEY = …`)."
        case .placeholderName: return "Delete the line, so the locale falls back to another's name, or write the name; an importer leaves such a stand-in out."
        case .correctionNotApplied: return "Write the corrected name (`loccheck fix` does)."
        case .staleCorrection: return "Update the correction in loccheck-corrections.txt to the table and the source as they are now, or delete it."
        case .upstreamMismatch: return "Take PokeAPI's name, or keep this one with a correction in loccheck-corrections.txt giving the evidence."
        case .sourceMismatch: return "If the other list is right, correct the table; otherwise accept the difference in the baseline with the reason."
        case .placeholderMismatch: return "Write the same placeholders as the English label ({species}, {form}, {number}), spelt the same."
        case .searchKeyOutdated: return "Write the search keys again (`loccheck import-search-keys`)."
        case .invalidSearchKey: return "Write the key in lower-case ASCII letters and digits, or write the search keys again (`loccheck import-search-keys`)."
        case .invalidBaseline, .invalidConfig, .invalidCorrections: return "Fix the line as the message says, or delete it."
        }
    }
}

// Reports encode codes, severities and table kinds as the words the files and the help use.
extension DiagnosticCode: Codable {}
extension Diagnostic.Severity: Codable {}
extension TableKind: Codable {}
