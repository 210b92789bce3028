/// An image as 8-bit red, green, blue and alpha per pixel, rows top to bottom, alpha not
/// premultiplied.
package struct RGBAImage: Sendable, Hashable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes: R, G, B, A of each pixel, row by row.
    package let pixels: [UInt8]

    /// An image from its pixels; nil when there are not exactly `width × height × 4` bytes.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, area <= Int.max / 4, area * 4 == pixels.count else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (both in range).
    package func pixel(x: Int, y: Int) -> RGBA {
        let offset = (y * width + x) * 4
        return RGBA(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}

/// One pixel with straight alpha.
package struct RGBA: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour this pixel shows over an opaque `background`: `alpha · colour + (1 − alpha) · background`, rounded.
    package func composited(over background: RGB) -> RGB {
        let alpha = Int(self.alpha)
        let rest = 255 - Int(self.alpha)
        func mix(_ front: UInt8, _ back: UInt8) -> UInt8 {
            UInt8((Int(front) * alpha + Int(back) * rest + 127) / 255)
        }
        return RGB(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}

/// An opaque colour, such as the terminal's background.
package struct RGB: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    package static let black = RGB(red: 0, green: 0, blue: 0)
    package static let white = RGB(red: 255, green: 255, blue: 255)
}
