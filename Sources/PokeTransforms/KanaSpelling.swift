/// Katakana respelled where ICU's `Katakana-Latin` has no Hepburn spelling, before it runs.
///
/// ICU writes a small vowel it can't join to the kana before it with a tilde (セレビィ →
/// `serebi~i`, ウェ → `u~e`, ウッウ → `u~tsuu`), and ヂ ヅ as `dji` `dzu`. Hepburn, and the
/// romanizers people use (pykakasi, the tests' oracle), read those as:
/// - a small vowel after a kana that ends in the same vowel lengthens it: ビィ is ビイ (`serebii`),
///   バァ is バア (`sunabaa`), メェ is メエ;
/// - a small vowel after ウ is a vowel of its own: ウェ is ウエ (`uerukamo`), ウォ is ウオ (`uoguru`);
/// - ッ with no consonant after it (before a vowel, ー or the end) is written ツ: ウッウ is `utsuu`;
/// - ヂ and ヅ sound as ジ and ズ (`denjimushi`, `jiozumu`).
enum KanaSpelling {
    static func respelled(_ katakana: String) -> String {
        let scalars = Array(katakana.unicodeScalars)
        var respelled = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let vowel = smallVowels[scalar], let previous,
                previous == "ウ" || Self.vowel(of: previous) == vowel
            {
                respelled.append(fullVowels[vowel])
            } else if scalar == "ッ", next.map({ fullVowels.contains($0) || $0 == "ー" }) ?? true {
                respelled.append("ツ")
            } else if scalar == "ヂ" {
                respelled.append("ジ")
            } else if scalar == "ヅ" {
                respelled.append("ズ")
            } else {
                respelled.append(scalar)
            }
        }
        return String(respelled)
    }

    /// ァ ィ ゥ ェ ォ, by the vowel they write (0 a, 1 i, 2 u, 3 e, 4 o).
    private static let smallVowels: [Unicode.Scalar: Int] = ["ァ": 0, "ィ": 1, "ゥ": 2, "ェ": 3, "ォ": 4]
    private static let fullVowels: [Unicode.Scalar] = ["ア", "イ", "ウ", "エ", "オ"]

    /// The vowel a katakana ends in (0 a … 4 o), by its row in the syllabary; nil for ン, ッ, ー,
    /// small kana and anything else.
    static func vowel(of scalar: Unicode.Scalar) -> Int? {
        let rows: [String] = [
            "アカガサザタダナハバパマヤラワ",
            "イキギシジチヂニヒビピミリヰ",
            "ウクグスズツヅヌフブプムユルヴ",
            "エケゲセゼテデネヘベペメレヱ",
            "オコゴソゾトドノホボポモヨロヲ",
        ]
        return rows.firstIndex { $0.unicodeScalars.contains(scalar) }
    }
}
