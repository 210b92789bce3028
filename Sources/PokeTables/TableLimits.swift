/// How large a table's parts may be: the one place the limits are declared.
///
/// Every reader of tables holds to them: the parser (a key or value over ``valueBytes`` is a
/// diagnostic at its line, and is left out), the directory reader (a file over ``fileBytes`` is
/// refused after reading at most ``fileBytes`` + 1 bytes of it), and `loccheck import` (a PO or
/// XLIFF text over ``valueBytes`` is refused at its entry). So no table, and no build generated
/// from one, carries a name of megabytes.
package enum TableLimits {
    /// The most UTF-8 bytes of one key or value: 4,096.
    ///
    /// Names are short (the longest species name in any locale is under 40 bytes), and the
    /// Pokédex entries planned as a table are prose: the longest flavor text of PokeAPI's
    /// species, in any language, is 257 UTF-8 bytes, and its longest prose of all (an ability's
    /// effect) 1,854. 4,096 leaves 16 times the first and twice the second.
    package static let valueBytes = 4_096

    /// The most bytes of one table file: 8 MiB (8,388,608).
    ///
    /// The largest table has a line per `/pokemon` entry (1,352 in the snapshot); every one of
    /// them at ``valueBytes`` is about 5.6 MB, which fits. The package's largest file today is
    /// about 51 KB.
    package static let fileBytes = 8 << 20

    /// The most bytes of a PO or XLIFF file `loccheck import` reads: 64 MiB, room for every
    /// table of a locale at ``fileBytes`` with its English and notes.
    package static let exchangeFileBytes = 64 << 20

    /// The most entries of one key list read from a server (`loccheck --api`): 100,000.
    ///
    /// The longest of PokeAPI's lists, the items, has 2,176; a server's `count` over this is
    /// refused before any page after the first is asked for.
    package static let listEntries = 100_000

    /// A byte count as people read it: `4,096 bytes`, `8 MiB`.
    package static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        return "\(grouped(bytes)) bytes"
    }

    /// `4096` as `4,096`.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
