/// Finds the characters of a text written in the other Chinese script, through ICU's transforms.
///
/// In text meant to be `script`, a character is reported with the form `script` writes when all
/// three hold:
/// 1. It is an ideograph outside `script`'s national character set (GB 2312 for Simplified,
///    Big5 for Traditional). A character in that set belongs to the script even when ICU's
///    transform would change it: 后 (queen), 斗 (dipper) and 丑 (clown) are Big5 characters, and
///    Traditional names use them (尼多后, 斗笠菇, 砰頭小丑), though ICU writes 後, 鬥 and 醜.
/// 2. ICU's transform into `script` changes it (負 → 负 for Simplified): it has a form there.
/// 3. ICU's transform back gives it again (负 → 負): it is exactly that form's counterpart, not a
///    rare variant the transform merely folds.
///
/// The rule comes from the tables: among the 1,049 ideographs of the zh-Hant names, ICU's
/// Simplified-Traditional changes nine; six of them (丑 仆 后 彷 挽 斗) are in Big5 and correct
/// there, the other three (铁 头 壳) are not and were PokeAPI's errors. In zh-Hans every character
/// ICU changes is also outside GB 2312. 椪 (厄诡椪, Ogerpon) is outside GB 2312 but unchanged by
/// the transform, so it passes by rule 2.
///
/// Not `Sendable`: it owns ICU transforms, which one thread uses at a time.
package final class HanVariantFinder {
    /// A character of the other script and the form this script writes instead.
    package struct Variant: Hashable, Sendable {
        package let character: Unicode.Scalar
        package let expected: String
    }

    package let script: ChineseScript
    private let characterSet: ICUCharacterSet
    /// Opened on the first character outside both the character set and the block whose forms
    /// are recorded (ICU compiles the rules: see `ICUTransform.init` for the cost; `Hant-Hans`
    /// takes about 24 ms).
    private var toScript: ICUTransform?
    private var back: ICUTransform?
    /// What each character looked up so far turned out to be: its expected form, or nil.
    private var known: [Unicode.Scalar: String?] = [:]
    /// Whether each ideograph of the CJK Unified Ideographs block (U+4E00–9FFF, nearly every
    /// character of the names) is in the character set, asked of ICU the first time it is met:
    /// 0 not yet asked, 1 in the set, 2 outside it. Texts repeat a few thousand characters.
    private var inSetOfUnified = [UInt8](repeating: 0, count: HanVariantForms.block.count)

    /// A finder for text in `script`.
    package init(script: ChineseScript) throws(TransformError) {
        self.script = script
        characterSet = try ICUCharacterSet(converter: script.characterSetName)
    }

    /// The characters of `text` that belong to the other script, in order, each once per place.
    ///
    /// - Complexity: O(n) in the text's length once each distinct character has been looked up.
    package func variants(in text: String) throws(TransformError) -> [Variant] {
        var found: [Variant] = []
        for scalar in text.unicodeScalars where scalar.isIdeographicFast && !isInCharacterSet(scalar) {
            if let expected = try expectedForm(of: scalar) {
                found.append(Variant(character: scalar, expected: expected))
            }
        }
        return found
    }

    /// Whether the character set has an ideograph; ICU is asked once per character of the
    /// unified block, and every time for the rarer others.
    func isInCharacterSet(_ scalar: Unicode.Scalar) -> Bool {
        guard HanVariantForms.covers(scalar) else { return characterSet.contains(scalar) }
        let place = Int(scalar.value - HanVariantForms.block.lowerBound)
        if inSetOfUnified[place] == 0 { inSetOfUnified[place] = characterSet.contains(scalar) ? 1 : 2 }
        return inSetOfUnified[place] == 1
    }

    /// The form `script` writes for a character outside its character set, or nil when it has none:
    /// recorded for the unified block (``HanVariantForms``), from ICU's transforms for the rest.
    private func expectedForm(of scalar: Unicode.Scalar) throws(TransformError) -> String? {
        if let answer = known[scalar] { return answer }
        let answer = HanVariantForms.covers(scalar) ? HanVariantForms.form(of: scalar, writing: script) : try transformedForm(of: scalar)
        known[scalar] = answer
        return answer
    }

    /// What ICU's transforms make of a character outside the character set (rules 2 and 3): the
    /// form the script writes, or nil. The recorded forms are these answers, and a test holds
    /// them to it.
    func transformedForm(of scalar: Unicode.Scalar) throws(TransformError) -> String? {
        if toScript == nil { toScript = try ICUTransform(script.transformID) }
        let character = String(scalar)
        let converted = try toScript!.apply(character)
        var answer: String? = nil
        if converted != character {
            if back == nil { back = try ICUTransform(script.other.transformID) }
            if try back!.apply(converted) == character { answer = converted }
        }
        return answer
    }
}
