// libFuzzer target: any bytes through XCStringsReader (and StringCatalog and LocatedJSON below it), which reads
// the String Catalogs translators send back to `loccheck import`. The read must end in translated
// files or an ExchangeFileError at a line of the file, never a crash (no nesting deep enough to
// exhaust the stack); and it must hold to ReaderCostBounds: heap in proportion to the input, time
// linear in it (stretches between line starts and quotes pumped). Compiled flat with the reader and
// PokeTables (see tools/fuzz.sh), whose limits are in its options there.
#if canImport(PokeTables)
import PokeTables
#endif

private let reader = XCStringsReader(name: "fuzz.xcstrings")

@_cdecl("LLVMFuzzerTestOneInput")
public func xcstringsReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Where a pumped stretch may start or end: line starts (whole members) and quotes (inside one string).
    var cuts: [Int] = []
    for (offset, byte) in bytes.enumerated() {
        if byte == 0x0A { cuts.append(offset + 1) } else if byte == UInt8(ascii: "\"") { cuts.append(offset) }
    }
    let result = ReaderCostBounds.hold({ input -> Result<[TranslatedFile], ExchangeFileError> in
        do throws(ExchangeFileError) { return .success(try reader.read(input)) } catch { return .failure(error) }
    }, to: bytes, cuts: cuts)
    // A line number is 1-based and names a line the file has (lines end in LF; the last may not).
    let lines = bytes.lazy.filter { $0 == 0x0A }.count + 1
    switch result {
    case .success(let files):
        for file in files {
            precondition(file.localeText != nil, "a locale's file without the key it was read from")
            for entry in file.entries {
                precondition((1...lines).contains(entry.line), "an entry on line \(entry.line) of \(lines)")
                precondition(entry.context != nil, "a catalog's entry always has its key")
            }
        }
    case .failure(let error):
        let message = error.description
        precondition(message.hasPrefix("fuzz.xcstrings"), "an error that doesn't name the file: \(message)")
        let place = message.dropFirst("fuzz.xcstrings".count).prefix { $0 != " " }
        precondition(place.hasSuffix(":"), "an error without its place: \(message)")
        if let line = place.split(separator: ":").first.flatMap({ Int($0) }) {
            precondition((1...lines).contains(line), "an error on line \(line) of \(lines): \(message)")
        }
        precondition(message.count > "fuzz.xcstrings".count + place.count + 1, "an error without a message")
    }
    return 0
}
