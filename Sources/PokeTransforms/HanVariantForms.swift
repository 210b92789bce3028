/// What ICU's transforms say of every character of the CJK Unified Ideographs block (U+4E00–9FFF)
/// that ``HanVariantFinder`` asks them about, recorded: so checking Chinese tables opens no
/// transform, whose rules take ICU tens of milliseconds to compile, for the characters nearly
/// every name is made of.
///
/// For each script, the characters outside its national character set that have a form in it
/// (``HanVariantFinder/transformedForm(of:)``, rules 2 and 3), each with that form, in
/// `Generated/HanVariantForms+Recorded.swift`. `HanVariantFormsTests` asks ICU about every character of the
/// block and compares; when ICU's answers change, it writes the file anew and says where.
enum HanVariantForms {
    /// The block whose forms are recorded.
    static let block: ClosedRange<UInt32> = 0x4E00...0x9FFF

    /// Whether the scalar's form, if any, is recorded rather than asked of ICU.
    static func covers(_ scalar: Unicode.Scalar) -> Bool { block.contains(scalar.value) }

    /// The form `script` writes for a character of the block outside its character set, or nil.
    static func form(of scalar: Unicode.Scalar, writing script: ChineseScript) -> String? {
        (script == .simplified ? simplified : traditional)[scalar]
    }

    /// The recorded forms of the Simplified and the Traditional script, read from their text on first use.
    private static let simplified = forms(simplifiedText)
    private static let traditional = forms(traditionalText)

    /// The forms of a recorded text: a line per character, the character and then its form.
    /// - Complexity: O(n) in the text; a few thousand lines, once per process and script.
    static func forms(_ text: String) -> [Unicode.Scalar: String] {
        var forms: [Unicode.Scalar: String] = [:]
        for line in text.split(separator: "\n") {
            guard let character = line.unicodeScalars.first else { continue }
            forms[character] = String(line.unicodeScalars.dropFirst())
        }
        return forms
    }

    /// The text of recorded forms (``forms(_:)`` reads it), the characters in order.
    static func text(_ forms: [(character: Unicode.Scalar, form: String)]) -> String {
        forms.sorted { $0.character.value < $1.character.value }.map { "\($0.character)\($0.form)\n" }.joined()
    }
}
