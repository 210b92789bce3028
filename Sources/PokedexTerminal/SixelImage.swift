import Artwork

/// An image as DEC sixel graphics: six rows of pixels per band, each colour of a band as a run of
/// characters whose six bits say which of the six pixels it sets.
///
/// Colours are the 6 × 6 × 6 cube (216 registers, which every sixel terminal has room for),
/// partly transparent pixels mixed with the background first; pixels less than half opaque are
/// left unset, so the terminal's background shows (the sequence asks for that: P2 = 1).
package enum SixelImage {
    /// The sixel sequence for `image`, drawn from the cursor.
    /// - Complexity: O(w · h · c) for c colours used per band, at most 216.
    package static func sequence(for image: RGBAImage, background: RGB) -> String {
        let width = image.width
        let height = image.height
        var registers = [Int](repeating: -1, count: width * height)  // -1: unset
        var used = Set<Int>()
        for y in 0..<height {
            for x in 0..<width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.alpha >= 128 else { continue }
                let colour = pixel.composited(over: background)
                let register = level(colour.red) * 36 + level(colour.green) * 6 + level(colour.blue)
                registers[y * width + x] = register
                used.insert(register)
            }
        }
        var out = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        for register in used.sorted() {
            let percent = { (level: Int) in level * 20 }
            out += "#\(register);2;\(percent(register / 36));\(percent(register / 6 % 6));\(percent(register % 6))"
        }
        for bandTop in stride(from: 0, to: height, by: 6) {
            let bandRows = min(6, height - bandTop)
            var bandColours = Set<Int>()
            for y in bandTop..<(bandTop + bandRows) {
                for x in 0..<width where registers[y * width + x] >= 0 { bandColours.insert(registers[y * width + x]) }
            }
            for (index, register) in bandColours.sorted().enumerated() {
                if index > 0 { out += "$" }
                out += "#\(register)"
                var run: (character: UInt8, count: Int)?
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in 0..<bandRows where registers[(bandTop + row) * width + x] == register { bits |= 1 << row }
                    let character = 63 + bits
                    if let current = run, current.character == character {
                        run = (character, current.count + 1)
                    } else {
                        if let current = run { out += encodeRun(current) }
                        run = (character, 1)
                    }
                }
                if let current = run { out += encodeRun(current) }
            }
            out += "-"
        }
        return out + "\u{1B}\\"
    }

    /// A run of one sixel character: repeated with "!count" when that is shorter.
    private static func encodeRun(_ run: (character: UInt8, count: Int)) -> String {
        let character = String(UnicodeScalar(run.character))
        return run.count > 3 ? "!\(run.count)\(character)" : String(repeating: character, count: run.count)
    }

    /// The cube level (0–5) nearest an 8-bit sample.
    private static func level(_ value: UInt8) -> Int {
        (Int(value) * 5 + 127) / 255
    }
}
