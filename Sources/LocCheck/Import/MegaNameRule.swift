/// How one locale writes the names in one table of its Mega Evolutions (or their Mega Stones),
/// learned from the names it has: the species name between a fixed prefix and suffix, and the
/// letter of an X, Y or Z Mega after it, with or without a space, half- or full-width.
///
/// Learned, not listed: ``learn(from:)`` takes a locale's named Megas and answers a rule only
/// when every one of them follows it exactly, so a rule never guesses past the data. What PokeAPI's
/// tables show (48 named Megas each):
///
/// | locale | forms | example |
/// | --- | --- | --- |
/// | ko | `메가{species}` + letter | 메가리자몽X |
/// | zh-Hans, zh-Hant | `超级{species}`, `超級{species}` + full-width letter | 超级喷火龙Ｘ |
/// | es, es-419 | `Mega-{species}` + space, letter | Mega-Charizard X |
/// | it | `Mega{species}` + space, letter | MegaCharizard X |
/// | de | the same form name for all, `Mega-Form`; full names `Mega-{species}` + space, letter | Mega-Glurak X |
///
/// and the Mega Stones in zh-Hans and zh-Hant (`{species}进化石` + full-width letter), while the
/// other locales' stones follow no one rule (ko 후디나이트 for 후딘, ja リザードナイト for
/// リザードン, it Starmite): there a stone's name needs a source.
struct MegaNameRule: Equatable, Sendable {
    /// One named Mega (or stone) of a locale: its species' name there, its letter, its name.
    struct Example: Sendable {
        var species: String
        var letter: Character?
        var name: String
    }

    enum Shape: Equatable, Sendable {
        /// The same name for every Mega, whatever its species and letter (German `Mega-Form`).
        case constant(String)
        /// The species name between these.
        case template(prefix: String, suffix: String)
    }

    /// How a letter follows the rest of the name.
    struct Letter: Equatable, Sendable {
        /// What stands between the name and the letter: a space or nothing.
        var joint: String
        /// Whether the letter is written full-width (Ｘ), as Chinese and Japanese names write it.
        var isFullWidth: Bool

        func written(_ letter: Character) -> String {
            joint + (isFullWidth ? MegaNameRule.fullWidth(letter) : String(letter))
        }

        /// How `name` ends in `letter`, if it does: after a space or nothing, half- or full-width.
        static func ending(_ name: String, in letter: Character) -> (letter: Letter, rest: Substring)? {
            for isFullWidth in [false, true] {
                let mark = isFullWidth ? MegaNameRule.fullWidth(letter) : String(letter)
                guard name.hasSuffix(mark) else { continue }
                let rest = name.dropLast(mark.count)
                return rest.hasSuffix(" ")
                    ? (Letter(joint: " ", isFullWidth: isFullWidth), rest.dropLast())
                    : (Letter(joint: "", isFullWidth: isFullWidth), rest)
            }
            return nil
        }
    }

    var shape: Shape
    /// How a letter is written; nil when no named Mega has one, so a lettered one can't be derived.
    var letter: Letter?
    /// How many names the rule was learned from (all of which it gives back).
    var exampleCount: Int

    /// The name the rule gives a Mega of a species named `species`, with its letter; nil for a
    /// lettered one when the examples had no letter to learn from.
    func name(species: String, letter mark: Character?) -> String? {
        switch shape {
        case .constant(let name):
            return name
        case .template(let prefix, let suffix):
            guard let mark else { return prefix + species + suffix }
            guard let letter else { return nil }
            return prefix + species + suffix + letter.written(mark)
        }
    }

    /// The rule every example follows, or nil when they follow none (or are too few to say: two).
    /// - Complexity: O(n) in the examples' length.
    static func learn(from examples: [Example]) -> MegaNameRule? {
        guard examples.count >= 2 else { return nil }
        // The same name everywhere, naming no species: a form name such as German `Mega-Form`.
        if let first = examples.first?.name, examples.allSatisfy({ $0.name == first && !$0.name.contains($0.species) }) {
            return MegaNameRule(shape: .constant(first), letter: nil, exampleCount: examples.count)
        }
        var shape: Shape?
        var letter: Letter?
        for example in examples {
            var name = Substring(example.name)
            if let mark = example.letter {
                guard let ending = Letter.ending(example.name, in: mark), letter == nil || letter == ending.letter else { return nil }
                letter = ending.letter
                name = ending.rest
            }
            guard let range = name.range(of: example.species) else { return nil }
            let found = Shape.template(prefix: String(name[..<range.lowerBound]), suffix: String(name[range.upperBound...]))
            guard shape == nil || shape == found else { return nil }
            shape = found
        }
        guard let shape else { return nil }
        let rule = MegaNameRule(shape: shape, letter: letter, exampleCount: examples.count)
        // Each example given back exactly, or no rule.
        guard examples.allSatisfy({ rule.name(species: $0.species, letter: $0.letter) == $0.name }) else { return nil }
        return rule
    }

    /// The rule as a header line says it: `메가{species}, a letter after it (X)`.
    var description: String {
        let text: String
        switch shape {
        case .constant(let name): text = name
        case .template(let prefix, let suffix): text = prefix + "{species}" + suffix
        }
        guard let letter else { return text }
        return text + ", then " + (letter.joint.isEmpty ? "" : "a space and ")
            + (letter.isFullWidth ? "the full-width letter (Ｘ)" : "the letter (X)")
    }

    /// A letter's full-width form (X → Ｘ).
    static func fullWidth(_ letter: Character) -> String {
        guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1, scalar.isASCII,
            let wide = Unicode.Scalar(scalar.value + 0xFEE0)
        else { return String(letter) }
        return String(Character(wide))
    }
}
