// libFuzzer target: the table file parser must never crash, and what it reads must render back
// to text that parses to the same entries.
#if canImport(PokeTables)
import PokeTables
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func tableFileFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let file = TableFile(bytes: bytes)
    for diagnostic in file.diagnostics {
        precondition(diagnostic.line >= 1, "diagnostic without a line")
        precondition(!diagnostic.message.isEmpty, "diagnostic without a message")
    }
    // Entries that are legal on their own (no `=` in the key, no control characters, no
    // white space the separator would eat) must survive a render → parse round trip.
    let legal = file.uniqueEntries.filter { entry in
        !entry.key.contains("=") && !entry.value.hasPrefix(" ") && !entry.key.hasPrefix("#")
            && entry.key == entry.key.trimmingBlanksForFuzz()
    }
    let text = TableText.render(comments: [], entries: legal.map { ($0.key, $0.value) })
    let again = TableFile(text: text)
    precondition(again.entries.map(\.key) == legal.map(\.key), "keys changed in a round trip")
    precondition(again.entries.map(\.value) == legal.map(\.value), "values changed in a round trip")
    return 0
}

extension String {
    fileprivate func trimmingBlanksForFuzz() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
