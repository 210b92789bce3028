import PokeTables

/// Finds English left in the form and full names of another locale (`untranslated-word`).
///
/// Form names share words across languages by right (Mega, Alola, Kalos, Ash, Ultra; German's
/// Frost-Rotom and Meteno (Meteor Rot); French's Noyau Violet), so a word is never reported for
/// being English alone. Three things mark one left untranslated:
/// - **the English species name** where the locale's differs: `Calyrex Cavalier du Froid` in
///   French, whose species is Sylveroy;
/// - **the English full name with only the species name put in**, while the locale's form name
///   for that entry (its own, no other entry of the species has it) shares none of the other
///   words: `Battle Bond Quajutsu`, whose German form name is Freundschaftsaktform;
/// - **a word the locale translates elsewhere**: a word of the entry's English name kept, where at
///   more of the other entries whose English name has it the locale writes something else
///   (`Meteno (Meteor Violet)`, where German writes Meteno (Violett) and Violetter Kern), unless
///   the locale's species, type or other names use the word (French `Normal`).
///
/// Each finding names its evidence; a shared word the rule still reports is baselined with the reason.
struct UntranslatedWordCheck: TableRule {
    static let codes: [DiagnosticCode] = [.untranslatedWord]

    /// The fewest letters of a word compared: shorter ones (`de`, `du`, `Mr`) are words of many languages.
    static let minimumLetters = 3

    /// - Complexity: O(n) in the number of words of the tables keyed by `/pokemon`.
    func check(_ input: RuleInput) -> [Diagnostic] {
        let kinds = TableKind.allCases.filter(\.isKeyedByPokemon)
        let locales = Set(input.tables.tables.filter { kinds.contains($0.kind) && $0.locale != TableLayout.referenceLocale }.map(\.locale))
        let species = EntrySpecies(input.snapshot)
        let englishWords = EnglishWords(input.english, kinds: kinds)
        var findings: [Diagnostic] = []
        for locale in locales.sorted() {
            let names = LocaleNames(input, locale: locale, kinds: kinds, species: species, englishWords: englishWords)
            for kind in kinds {
                guard let table = input.tables.table(kind, locale) else { continue }
                for entry in input.entries[table.path] ?? [] where !entry.value.isEmpty {
                    guard let slug = species[entry: entry.key],
                        let message = names.englishSpeciesName(entry, species: slug)
                            ?? (kind == .fullNames ? names.englishFullName(entry, species: slug) : nil)
                            ?? names.keptWords(entry, kind: kind)
                    else { continue }
                    findings.append(
                        Diagnostic(
                            .untranslatedWord, file: table.path, line: entry.line,
                            message: message.text,
                            fix: message.fix,
                            table: kind, locale: locale, key: entry.key))
                }
            }
        }
        return findings
    }
}

/// The words of the English names of the kinds keyed by `/pokemon`, split once for every locale.
private struct EnglishWords {
    /// The distinct words of letters alone (``UntranslatedWordCheck/minimumLetters`` or more) of
    /// each entry's English name, with each lower-cased, by kind and key.
    let letterWords: [TableKind: [String: [(word: Substring, lowered: String)]]]
    /// Every word of each entry's English name, by kind and key.
    let words: [TableKind: [String: Set<WordBytes>]]

    init(_ english: [TableKind: [String: String]], kinds: [TableKind]) {
        var letterWords: [TableKind: [String: [(word: Substring, lowered: String)]]] = [:]
        var words: [TableKind: [String: Set<WordBytes>]] = [:]
        for kind in kinds {
            for (key, name) in english[kind] ?? [:] {
                let split = NameWords.words(name)
                var distinct = Set<WordBytes>()
                var letters: [(word: Substring, lowered: String)] = []
                for word in split where distinct.insert(WordBytes(word)).inserted {
                    if NameWords.isLetters(word, minimum: UntranslatedWordCheck.minimumLetters) {
                        letters.append((word, word.lowercased()))
                    }
                }
                words[kind, default: [:]][key] = distinct
                letterWords[kind, default: [:]][key] = letters
            }
        }
        self.letterWords = letterWords
        self.words = words
    }
}

/// One locale's names, read once for the three tests of ``UntranslatedWordCheck``.
private struct LocaleNames {
    let locale: LocaleTag
    let species: EntrySpecies
    let speciesNames: [String: String]
    let englishSpecies: [String: String]
    /// The locale's and English names of each kind keyed by `/pokemon`.
    let names: [TableKind: [String: String]]
    let english: [TableKind: [String: String]]
    /// How many entries of a species have each form name, by species slug and form name.
    let formNameUses: [String: [NameBytes: Int]]
    /// The words of the locale's tables not keyed by `/pokemon` (species, types, genus, labels):
    /// words of the locale's own. Only those ``keptWords(_:kind:)`` can report: English words a
    /// name keeps as its English name writes them, which the locale writes otherwise at more entries.
    let ownWords: Set<WordBytes>
    /// For each word of English form and full names: the entries whose locale name keeps it, and
    /// those whose locale name has it not (with that name).
    let kept: [WordBytes: Int]
    let translated: [WordBytes: [(key: String, name: String)]]
    let englishWords: EnglishWords

    init(_ input: RuleInput, locale: LocaleTag, kinds: [TableKind], species: EntrySpecies, englishWords: EnglishWords) {
        self.englishWords = englishWords
        self.locale = locale
        self.species = species
        speciesNames = input.names(.species, locale)
        englishSpecies = input.english[.species] ?? [:]
        let nameTables = Dictionary(kinds.map { ($0, input.names($0, locale)) }, uniquingKeysWith: { first, _ in first })
        names = nameTables
        english = input.english.filter { kinds.contains($0.key) }
        formNameUses = Self.uses(names[.forms] ?? [:], species: species)
        // The words of the names a card shows beside a form's (species, genus, types, labels), not
        // of every table: the item and move names would add tens of thousands of words that say
        // nothing about how this locale names forms, and prose (Pokédex entries) is not names.
        let ownLists: [KeyListKind] = [.species, .types, .labels]
        let ownNames = input.tables.tables.filter {
            $0.locale == locale && ownLists.contains($0.kind.keyList) && !$0.kind.isDerived && $0.kind.declaration.value == .name
        }.flatMap { input.entries[$0.path] ?? [] }.map(\.value)
        // The entries compared, in each table's order (so that the examples a finding names are
        // the same every run): whether no other entry of the species has the name, the English
        // name's words, and the name's words lower-cased.
        var rows:
            [(
                key: String, name: String, isOwn: Bool, english: [(word: Substring, lowered: String)],
                written: [(text: Substring, letters: Int)]
            )] = []
        // The English words a name has as they are written in its English name.
        var keptAsWritten = Set<WordBytes>()
        for kind in kinds {
            guard let table = input.tables.table(kind, locale) else { continue }
            // A name several entries of a species share (Cosplayform, Meteorform, Mega-Form)
            // names what they have in common, so it translates none of the words that tell them apart.
            let shared = kind == .forms ? formNameUses : Self.uses(names[kind] ?? [:], species: species)
            for (entry, englishName) in zip(input.entries[table.path] ?? [], input.englishOfEntries[table.path] ?? []) {
                let (key, name) = (entry.key, entry.value)
                guard englishName != nil, !name.isEmpty, let slug = species[entry: key],
                    let english = englishWords.letterWords[kind]?[key], !english.isEmpty
                else { continue }
                let split = NameWords.words(name)
                for word in split where english.contains(where: { $0.word.utf8.elementsEqual(word.utf8) }) {
                    keptAsWritten.insert(WordBytes(word))
                }
                let written = split.map { word in
                    let lowered = NameWords.lowercased(word)
                    return (text: lowered, letters: lowered.count)
                }
                rows.append((key, name, shared[slug]?[NameBytes(name)] == 1, english, written))
            }
        }
        // The other parts of the compounds an English word is a part of (`meteor` of Meteorform),
        // each to be looked up among the words the locale writes: most locales have none, and a
        // compound's other part is asked here whether or not an earlier part keeps the word.
        var asked = Set<WordBytes>()
        for row in rows {
            for (_, lowered) in row.english {
                _ = Self.keeps(row.written, lowered) { part in
                    asked.insert(WordBytes(part))
                    return false
                }
            }
        }
        let standalone = asked.isEmpty ? [] : Self.words(of: ownNames + nameTables.values.flatMap(\.values), among: asked)
        var kept: [WordBytes: Int] = [:]
        var translated: [WordBytes: [(key: String, name: String)]] = [:]
        for row in rows {
            for (word, lowered) in row.english {
                if Self.keeps(row.written, lowered, compoundsOf: { standalone.contains(WordBytes($0)) }) {
                    kept[WordBytes(word), default: 0] += 1
                } else if row.isOwn {
                    translated[WordBytes(word), default: []].append((row.key, row.name))
                }
            }
        }
        self.kept = kept
        self.translated = translated
        // Only a word a name keeps as its English name writes it, which the locale writes
        // otherwise at more entries than it keeps it, is looked up among the locale's own
        // (``keptWords(_:kind:)``): most locales have few, and a name with no byte such a word
        // starts with (a Hangul or kana name, most often) adds none.
        let suspects = keptAsWritten.filter { (translated[$0]?.count ?? 0) > (kept[$0] ?? 0) }
        var own = Set<WordBytes>()
        if !suspects.isEmpty {
            var isFirstByte = [Bool](repeating: false, count: 256)
            for word in suspects { if let first = word.text.utf8.first { isFirstByte[Int(first)] = true } }
            for name in ownNames where name.utf8.contains(where: { isFirstByte[Int($0)] }) {
                NameWords.forEachWord(in: name) { word in
                    if word.utf8.first.map({ isFirstByte[Int($0)] }) == true, suspects.contains(WordBytes(word)) {
                        own.insert(WordBytes(word))
                    }
                }
            }
        }
        ownWords = own
    }

    /// The words of `names` lower-cased that are among `asked` (lower-cased words).
    /// - Complexity: O(n) in the names' bytes; a word is lower-cased only when it may be asked
    ///   (lower-casing keeps an ASCII word's length, so one of a length no asked word has is not).
    static func words(of names: [String], among asked: Set<WordBytes>) -> Set<WordBytes> {
        let lengths = Set(asked.map(\.text.utf8.count))
        var found = Set<WordBytes>()
        for name in names {
            NameWords.forEachWord(in: name) { word in
                guard lengths.contains(word.utf8.count) || word.utf8.contains(where: { $0 >= 0x80 }) else { return }
                let lowered = WordBytes(NameWords.lowercased(word))
                if asked.contains(lowered) { found.insert(lowered) }
            }
        }
        return found
    }

    /// How many entries of each species have each name, by species slug and name.
    static func uses(_ names: [String: String], species: EntrySpecies) -> [String: [NameBytes: Int]] {
        var uses: [String: [NameBytes: Int]] = [:]
        for (key, name) in names {
            guard let slug = species[entry: key] else { continue }
            uses[slug, default: [:]][NameBytes(name), default: 0] += 1
        }
        return uses
    }

    /// Whether a name's words (lower-cased) keep `word`: as a word of their own, or as a part of a
    /// compound whose other part is a word the locale writes (German `Meteorform`, Meteor and
    /// Form), not of a longer word (`Violetter` and `Violett` keep no `Violet`).
    /// - Parameter written: each word with its length in Characters, counted once for every `word` asked.
    static func keeps(_ written: [(text: Substring, letters: Int)], _ word: String, compoundsOf isWord: (Substring) -> Bool) -> Bool {
        let letters = word.count
        return written.contains { part in
            guard part.text != word[...] else { return true }
            guard part.letters >= letters + UntranslatedWordCheck.minimumLetters else { return false }
            if part.text.hasPrefix(word), isWord(part.text.dropFirst(letters)) { return true }
            return part.text.hasSuffix(word) && isWord(part.text.dropLast(letters))
        }
    }

    struct Message {
        var text: String
        var fix: String?
    }

    /// The English species name in place of the locale's.
    func englishSpeciesName(_ entry: TableEntry, species slug: String) -> Message? {
        guard let englishName = englishSpecies[slug], let localName = speciesNames[slug], englishName != localName else { return nil }
        // A name has a few words: looked up in arrays, not hashed into sets.
        let localWords = NameWords.words(localName)
        let englishOnly = NameWords.words(englishName).filter {
            !localWords.contains($0) && NameWords.isLetters($0, minimum: UntranslatedWordCheck.minimumLetters)
        }
        let written = NameWords.words(entry.value)
        guard !englishOnly.isEmpty, englishOnly.allSatisfy(written.contains), !localWords.allSatisfy(written.contains) else { return nil }
        let fix = entry.value.contains(englishName) ? entry.value.replacing(englishName, with: localName, maxReplacements: 1) : nil
        return Message(
            text:
                "The name of `\(entry.key)` (\(entry.value)) has the English species name, \(englishName), where \(locale) names the species \(localName); "
                + (fix.map { "write \($0)" } ?? "put in \(localName)") + ", or baseline it with the reason.",
            fix: fix)
    }

    /// A full name that is the English one with only the species name put in, which the
    /// locale's own form name for the entry contradicts.
    func englishFullName(_ entry: TableEntry, species slug: String) -> Message? {
        guard let englishName = english[.fullNames]?[entry.key], let englishSpeciesName = englishSpecies[slug],
            let form = names[.forms]?[entry.key], !form.isEmpty, formNameUses[slug]?[NameBytes(form)] == 1
        else { return nil }
        let localSpeciesWords = NameWords.words(speciesNames[slug] ?? "")
        let rest = NameWords.words(entry.value).filter { !localSpeciesWords.contains($0) }
        let englishSpeciesWords = NameWords.words(englishSpeciesName)
        let englishRest = NameWords.words(englishName).filter { !englishSpeciesWords.contains($0) }
        let words = rest.filter { NameWords.isLetters($0, minimum: UntranslatedWordCheck.minimumLetters) }
        let loweredForm = form.lowercased()
        guard !words.isEmpty, rest.allSatisfy(englishRest.contains),
            !words.contains(where: { loweredForm.contains($0.lowercased()) })
        else { return nil }
        return Message(
            text: "The full name of `\(entry.key)` (\(entry.value)) is the English one, \(englishName), with only the species name put in: "
                + "\(EnglishList.joined(words.map(String.init), "and")) \(words.count == 1 ? "is" : "are") English, while the \(locale) form name of the entry, \(form), says otherwise; "
                + "translate \(words.count == 1 ? "it" : "them") as the form name does, or baseline it with the reason.")
    }

    /// Words of the entry's English name kept where the locale translates them at more entries.
    func keptWords(_ entry: TableEntry, kind: TableKind) -> Message? {
        guard let words = englishWords.words[kind]?[entry.key] else { return nil }
        var seen = Set<WordBytes>()
        var reported: [String] = []
        for word in NameWords.words(entry.value) where seen.insert(WordBytes(word)).inserted {
            guard words.contains(WordBytes(word)), NameWords.isLetters(word, minimum: UntranslatedWordCheck.minimumLetters) else {
                continue
            }
            let elsewhere = translated[WordBytes(word)] ?? []
            let keeping = kept[WordBytes(word)] ?? 0
            guard elsewhere.count > keeping, !ownWords.contains(WordBytes(word)) else { continue }
            let examples = elsewhere.prefix(2).map { "`\($0.key)`: \($0.name)" }
            reported.append(
                "\(word) (\(locale) writes otherwise at \(elsewhere.count) of the \(elsewhere.count + keeping) names whose English has it: \(examples.joined(separator: "; ")))"
            )
        }
        guard !reported.isEmpty else { return nil }
        return Message(
            text:
                "The name of `\(entry.key)` (\(entry.value)) keeps the English \(reported.count == 1 ? "word" : "words") \(EnglishList.joined(reported, "and")); "
                + "translate \(reported.count == 1 ? "it" : "them"), or baseline it with the reason.")
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// An English word left in a form or full name of another locale: the English species name,
    /// the English full name with only the species name put in, or a word the locale translates
    /// everywhere else (`Battle Bond Quajutsu`, `Meteor Violet` where German writes `Violett`).
    package static let untranslatedWord = DiagnosticCode(
        "untranslated-word",
        summary: "An English word left in a name where the locale writes its own.",
        help: "Write the locale's word, which the message names where the locale has one." + DiagnosticCode.orAcceptIt)
}
