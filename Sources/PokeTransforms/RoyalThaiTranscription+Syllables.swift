/// Reads pronounced Thai (``RoyalThaiTranscription/sounded(_:)``) one syllable at a time:
/// leading vowel, initial consonant or cluster, vowel signs, final consonant.
struct SyllableReader {
    private let text: [Unicode.Scalar]
    private var index = 0
    /// A leading vowel that belongs to the syllable after the one being read (แมลง, ma-laeng).
    private var pendingLead: Unicode.Scalar?

    init(_ text: [Unicode.Scalar]) { self.text = text }

    mutating func romanize() -> String {
        var romanized = ""
        var word = ""
        while index < text.count {
            let scalar = text[index]
            if Letter.isConsonant(scalar) || Letter.isLeadingVowel(scalar) {
                word += syllable()
            } else if scalar == "ๆ" {
                // Mai yamok: the word before it again.
                word += word
                index += 1
            } else if scalar == "ฤ" || scalar == "ฦ" {
                word += scalar == "ฤ" ? "rue" : "lue"
                index += 1
            } else {
                romanized += word
                word = ""
                if !(0x0E00...0x0E7F).contains(scalar.value) { romanized.unicodeScalars.append(scalar) }
                index += 1
            }
        }
        return romanized + word
    }

    private func at(_ offset: Int) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private func isDependentVowel(_ offset: Int) -> Bool { at(offset).map(Letter.isDependentVowel) ?? false }

    /// One syllable from `index`, which is at a consonant or a leading vowel.
    private mutating func syllable() -> String {
        var lead = pendingLead
        pendingLead = nil
        if lead == nil, Letter.isLeadingVowel(text[index]) {
            lead = text[index]
            index += 1
        }
        guard let first = at(0), Letter.isConsonant(first) else {
            return lead.map { Self.leadingVowel($0) } ?? ""
        }
        var onset = Letter.initial(first)
        index += 1
        if lead != nil, !Letter.beginsCluster(first), first != "ห", first != "อ", let next = at(0), next == "ล" || next == "ร",
            let closing = at(1), Letter.isConsonant(closing), closing != "อ", !beginsSyllable(1)
        {
            // A leading vowel before two consonants that make no cluster is the second one's,
            // and the first is a syllable of its own with the inherent a (แมลง, ma-laeng).
            pendingLead = lead
            return onset + "a"
        }
        if first == "ห", let next = at(0), Letter.isLedByHo(next),
            isDependentVowel(1) || lead != nil || at(1).map(Letter.isConsonant) ?? false
        {
            // Ho nam: ห leads a sonorant and is not heard (หมา, ma).
            onset = Letter.initial(next)
            index += 1
        } else if Letter.beginsCluster(first), let next = at(0), Letter.isClusterSecond(next), isCluster(lead: lead) {
            onset += Letter.initial(next)
            index += 1
        }
        let (vowel, closure) = nucleus(lead: lead)
        return onset + vowel + final(closure)
    }

    /// Whether the ร, ล or ว at `index` is the second consonant of a cluster. Without a leading
    /// vowel it is when a vowel sign follows (ครี, ฟรอ). Under one, a vowel sign after it must
    /// belong to the leading vowel (แบล็ก, black; not โครัตตา, kho-rat-ta); otherwise ร is
    /// (โครแบท, khro-baet; ไมโคร), and so is ล under ไ and ใ, which take no final (ไกลกา, klai-ka),
    /// or before a final (เพลง); ล before the next syllable is a final (โกลแบท, kon-baet).
    private func isCluster(lead: Unicode.Scalar?) -> Bool {
        guard let lead else {
            if isDependentVowel(1) { return true }
            return at(1) == "อ" && !isDependentVowel(2)
        }
        let takesNoFinal = lead == "ไ" || lead == "ใ"
        guard let after = at(1) else { return at(0) == "ร" || takesNoFinal }
        if Letter.isDependentVowel(after) { return Self.belongs(after, to: lead, before: at(2)) }
        if after == "อ" {
            // เ-อ around a cluster (เกลอ, kloe); under ไ a carrier อ begins the next syllable
            // (ไกลออน, klai-on), while ไคลอส is khai-lot.
            return lead == "เ" ? !isDependentVowel(2) : takesNoFinal && (isDependentVowel(2) || at(2) == "อ")
        }
        if at(0) == "ร" || takesNoFinal { return true }
        return Letter.isConsonant(after) && !beginsSyllable(1)
    }

    /// Whether a vowel sign after a leading vowel's consonant is part of that vowel (เ-็, เ-ีย,
    /// เ-ือ, แ-ะ) rather than the vowel of the next syllable.
    static func belongs(_ sign: Unicode.Scalar, to lead: Unicode.Scalar, before next: Unicode.Scalar?) -> Bool {
        switch (lead, sign) {
        case ("เ", "็"), ("แ", "็"): next != "อ"  // ร็อ is the vowel of ร (เพร็อพ, phe-rop)
        case ("เ", "ะ"), ("แ", "ะ"), ("โ", "ะ"): true
        case ("เ", "ี"): next == "ย"
        case ("เ", "ื"): next == "อ"
        default: false
        }
    }

    /// Whether the consonant at `index + offset` begins a syllable with a vowel of its own: a
    /// vowel sign or the vowel อ follows it, or it begins a cluster one follows.
    private func beginsSyllable(_ offset: Int) -> Bool {
        guard let consonant = at(offset), Letter.isConsonant(consonant) else { return false }
        if consonant == "อ" { return true }
        guard let next = at(offset + 1) else { return false }
        if Letter.isDependentVowel(next) || next == "อ" { return true }
        if Letter.beginsCluster(consonant) || consonant == "ห", Letter.isClusterSecond(next) || Letter.isLedByHo(next) {
            return isDependentVowel(offset + 2) || at(offset + 2) == "อ"
        }
        return next == "ว" && (at(offset + 2).map(Letter.isConsonant) ?? false) && !isDependentVowel(offset + 2)
    }

    /// The vowel after the onset, and whether the syllable may close with a final consonant.
    private mutating func nucleus(lead: Unicode.Scalar?) -> (String, Closure) {
        switch lead {
        case "เ": return eVowel()
        case "แ":
            if at(0) == "็" {
                index += 1
                return ("ae", .closed)
            }
            if at(0) == "ะ" {
                index += 1
                return ("ae", .open)
            }
            return ("ae", .mayClose)
        case "โ":
            if at(0) == "ะ" {
                index += 1
                return ("o", .open)
            }
            return ("o", .mayClose)
        case "ใ", "ไ":
            if at(0) == "ย", !isDependentVowel(1) { index += 1 }
            return ("ai", .open)
        default: return plainVowel()
        }
    }

    /// The vowels written after or around the onset with no leading vowel.
    private mutating func plainVowel() -> (String, Closure) {
        guard let sign = at(0) else { return ("a", .open) }
        switch sign {
        case "ั":
            index += 1
            if at(0) == "ว" {
                index += 1
                if at(0) == "ะ" {
                    index += 1
                    return ("ua", .open)
                }
                return ("ua", .mayClose)
            }
            return ("a", .closed)
        case "ิ", "ี":
            index += 1
            return ("i", .mayClose)
        case "ึ":
            index += 1
            return ("ue", .mayClose)
        case "ื":
            index += 1
            if at(0) == "อ" { index += 1 }
            return ("ue", .mayClose)
        case "ุ", "ู":
            index += 1
            return ("u", .mayClose)
        case "็":
            index += 1
            if at(0) == "อ" { index += 1 }
            return ("o", .closed)
        case "า":
            index += 1
            return ("a", .mayClose)
        case "ำ":
            index += 1
            return ("am", .open)
        case "ะ":
            index += 1
            return ("a", .open)
        case "อ" where !isDependentVowel(1):
            index += 1
            return ("o", .mayClose)
        case "ว" where at(1).map(Letter.isConsonant) ?? false && at(1) != "อ" && !isDependentVowel(2):
            // -ว- between two consonants is the vowel ua (ควน, khuan).
            index += 1
            return ("ua", .mayClose)
        case "ร" where at(1) == "ร":
            // รร is a (กรรม, kam), an before no final (สรร, san).
            index += 2
            return hasFinal() ? ("a", .mayClose) : ("an", .open)
        default:
            // No vowel sign: the inherent o before a final (คน, khon), a otherwise (สเปียร์, sapia).
            return hasFinal() ? ("o", .mayClose) : ("a", .open)
        }
    }

    /// The vowels with the leading เ.
    private mutating func eVowel() -> (String, Closure) {
        switch at(0) {
        case "็":
            index += 1
            return ("e", .closed)
        case "ี":
            index += 1
            if at(0) == "ย" { index += 1 }
            if at(0) == "ะ" {
                index += 1
                return ("ia", .open)
            }
            return ("ia", .mayClose)
        case "ื":
            index += 1
            if at(0) == "อ" { index += 1 }
            return ("uea", .mayClose)
        case "ิ":
            index += 1
            return ("oe", .mayClose)
        case "า":
            index += 1
            if at(0) == "ะ" {
                index += 1
                return ("o", .open)
            }
            return ("ao", .open)
        case "อ" where !isDependentVowel(1):
            index += 1
            if at(0) == "ะ" {
                index += 1
                return ("oe", .open)
            }
            return ("oe", .mayClose)
        case "ย" where !isDependentVowel(1) && at(1) != "อ":
            index += 1
            return ("oei", .open)
        case "ะ":
            index += 1
            return ("e", .open)
        default: return ("e", .mayClose)
        }
    }

    /// Whether the consonant at `index` closes the syllable: it does when the next syllable
    /// begins after it (a consonant with its own vowel, a leading vowel, a carrier อ, the end of
    /// the Thai), and not when it has a vowel of its own.
    private func hasFinal() -> Bool {
        guard let consonant = at(0), Letter.isConsonant(consonant), consonant != "อ" else { return false }
        guard let next = at(1) else { return true }
        if Letter.isDependentVowel(next) { return false }
        if next == "อ" { return isDependentVowel(2) || at(2) == "อ" }
        if !Letter.isConsonant(next) { return true }
        if Letter.isClusterSecond(next), beginsSyllable(0) { return false }
        if beginsSyllable(1) { return true }
        // The next consonant has no vowel sign: it closes this one's syllable (ยาดง, ya-dong;
        // อุซกกี, u-sok-ki) unless it is open itself before another (ออมสตาร์, om-sa-ta).
        guard let after = at(2), Letter.isConsonant(after), after != next else { return false }
        return beginsSyllable(2)
    }

    /// Whether a vowel ends its syllable, may take a final consonant, or must: a short vowel
    /// written with ั or ็ is always closed (นักรบ, nak-rop; ฟ็อกสไล, fok-sa-lai).
    enum Closure { case open, mayClose, closed }

    /// The final consonant's value if one closes the syllable (consumed), else nothing.
    private mutating func final(_ closure: Closure) -> String {
        switch closure {
        case .open: return ""
        case .mayClose: guard hasFinal() else { return "" }
        case .closed:
            guard let consonant = at(0), Letter.isConsonant(consonant), consonant != "อ", !isDependentVowel(1) else { return "" }
        }
        let consonant = text[index]
        index += 1
        return Letter.final(consonant)
    }

    static func leadingVowel(_ lead: Unicode.Scalar) -> String {
        switch lead {
        case "เ": "e"
        case "แ": "ae"
        case "โ": "o"
        default: "ai"
        }
    }
}
