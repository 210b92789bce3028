/// What a PNG may be before decoding refuses it: bounds on memory and time for any input.
package struct PNGLimits: Sendable, Hashable {
    /// The widest image accepted, in pixels.
    package var maxWidth: Int
    /// The tallest image accepted, in pixels.
    package var maxHeight: Int
    /// The most pixels (width × height) accepted; the decoded image takes 4 bytes a pixel.
    package var maxPixels: Int
    /// The longest file accepted, in bytes.
    package var maxBytes: Int

    package init(
        maxWidth: Int = 2048, maxHeight: Int = 2048, maxPixels: Int = 2048 * 2048,
        maxBytes: Int = 8 * 1024 * 1024
    ) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxBytes = maxBytes
    }

    /// Room for PokeAPI's official artwork (475 × 475, about 100–300 KB) many times over: at
    /// most 2048 × 2048 pixels (16 MB decoded) from at most 8 MB of PNG.
    package static let artwork = PNGLimits()
}
