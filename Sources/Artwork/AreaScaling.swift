/// Scaling by area averaging: each new pixel is the mean of the source area it covers, every
/// source pixel weighted by how much of it lies inside, with colours weighted by their alpha
/// (premultiplied), so a transparent pixel's colour never bleeds into its neighbours.
///
/// Integer arithmetic throughout: a source pixel `i` spans `[i · n, (i + 1) · n)` and a new
/// pixel `x` spans `[x · s, (x + 1) · s)` in units of 1/(s · n) of the image's width, for s
/// source and n new columns; their overlap is the exact weight. Pillow's BOX filter (which
/// premultiplies too, rounding to 8 bits on the way) agrees within rounding.
extension RGBAImage {
    /// This image scaled to `width × height` (each at least 1) by area averaging.
    /// - Complexity: O(w · h + width · height) for this image's w × h pixels.
    package func scaled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, newHeight)
        guard width > 0, height > 0 else {
            return RGBAImage(width: newWidth, height: newHeight, pixels: [UInt8](repeating: 0, count: newWidth * newHeight * 4))!
        }
        let columns = Self.spans(from: width, to: newWidth)
        let rows = Self.spans(from: height, to: newHeight)
        // Horizontal pass: premultiplied sums per new column, weights summing to `width` a pixel.
        var across = [Int](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for (x, span) in columns.enumerated() {
                var sums = (0, 0, 0, 0)
                for (source, weight) in span {
                    let offset = (y * width + source) * 4
                    let alpha = Int(pixels[offset + 3]) * weight
                    sums.0 += Int(pixels[offset]) * alpha
                    sums.1 += Int(pixels[offset + 1]) * alpha
                    sums.2 += Int(pixels[offset + 2]) * alpha
                    sums.3 += alpha
                }
                let target = (y * newWidth + x) * 4
                (across[target], across[target + 1], across[target + 2], across[target + 3]) = sums
            }
        }
        // Vertical pass, then back to straight alpha; the weights of a new pixel sum to width · height.
        let area = width * height
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for (y, span) in rows.enumerated() {
            for x in 0..<newWidth {
                var sums = (0, 0, 0, 0)
                for (source, weight) in span {
                    let offset = (source * newWidth + x) * 4
                    sums.0 += across[offset] * weight
                    sums.1 += across[offset + 1] * weight
                    sums.2 += across[offset + 2] * weight
                    sums.3 += across[offset + 3] * weight
                }
                let target = (y * newWidth + x) * 4
                // sums.3 is alpha · area; the colours are premultiplied by the same alpha sum.
                result[target + 3] = UInt8((sums.3 + area / 2) / area)
                if sums.3 > 0 {
                    result[target] = UInt8((sums.0 + sums.3 / 2) / sums.3)
                    result[target + 1] = UInt8((sums.1 + sums.3 / 2) / sums.3)
                    result[target + 2] = UInt8((sums.2 + sums.3 / 2) / sums.3)
                }
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: result)!
    }

    /// For each of `count` new pixels along one axis, the source pixels it covers and their
    /// overlap, in units where a source pixel is `count` long and a new one `sourceCount` long.
    private static func spans(from sourceCount: Int, to count: Int) -> [[(source: Int, weight: Int)]] {
        (0..<count).map { index in
            let start = index * sourceCount
            let end = start + sourceCount
            return (start / count...((end - 1) / count)).map { source in
                (source, min(end, (source + 1) * count) - max(start, source * count))
            }
        }
    }

    /// The largest size with this image's aspect ratio that fits `width × height` (each at least 1).
    package func fitting(width: Int, height: Int) -> (width: Int, height: Int) {
        guard self.width > 0, self.height > 0, width > 0, height > 0 else { return (max(1, width), max(1, height)) }
        if self.width * height > self.height * width {  // wider than the box: full width
            return (width, max(1, (self.height * width + self.width / 2) / self.width))
        }
        return (max(1, (self.width * height + self.height / 2) / self.height), height)
    }
}
