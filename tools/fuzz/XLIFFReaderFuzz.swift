// libFuzzer target: any bytes through XLIFFReader, which reads the XLIFF files translators send back
// to `loccheck import` (its own scans, then libxml2 through Foundation's XMLParser). The read must
// end in a TranslatedFile or an ExchangeFileError, never a crash; and it must hold to
// ReaderCostBounds: heap in proportion to the input, time linear in it (stretches between tags and
// line starts pumped: repeated units, attributes, nesting, text). Compiled flat with the reader,
// TranslatedFile, LabelPlaceholders and PokeTables (see tools/fuzz.sh), whose limits are in its
// options there. libxml2 is the system's, not instrumented: coverage guides through the reader's
// scans and its delegate.
#if canImport(PokeTables)
import PokeTables
#endif

private let reader = XLIFFReader(name: "fuzz.xlf")

@_cdecl("LLVMFuzzerTestOneInput")
public func xliffReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Where a pumped stretch may start or end: before a tag, after one, at a line start.
    var cuts: [Int] = []
    for (offset, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: "<"): cuts.append(offset)
        case UInt8(ascii: ">"), 0x0A: cuts.append(offset + 1)
        default: break
        }
    }
    let result = ReaderCostBounds.hold({ input -> Result<TranslatedFile, ExchangeFileError> in
        do throws(ExchangeFileError) { return .success(try reader.read(input)) } catch { return .failure(error) }
    }, to: bytes, cuts: cuts)
    // A line is at least a byte: libxml2 counts a CR alone as a line end too, and a file in
    // another encoding (UTF-16, EBCDIC through iconv) has its own line ends.
    let lines = bytes.count + 1
    switch result {
    case .success(let file):
        for entry in file.entries {
            precondition((1...lines).contains(entry.line), "an entry on line \(entry.line) of at most \(lines)")
            precondition((entry.state == .untranslated) == entry.target.isEmpty, "an entry's state must say whether it has a text")
        }
        if let locale = file.locale {
            precondition(file.localeText != nil, "a locale without the text it was read from")
            precondition(LocaleTag(locale.description) == locale, "the file's locale must be a canonical tag")
        }
    case .failure(let error):
        let message = error.description
        precondition(message.hasPrefix("fuzz.xlf"), "an error that doesn't name the file: \(message)")
        let place = message.dropFirst("fuzz.xlf".count).prefix { $0 != " " }
        precondition(place.hasSuffix(":"), "an error without its place: \(message)")
        if let line = place.split(separator: ":").first.flatMap({ Int($0) }) {
            precondition((1...lines).contains(line), "an error on line \(line) of at most \(lines): \(message)")
        }
        precondition(message.count > "fuzz.xlf".count + place.count + 1, "an error without a message")
    }
    return 0
}
