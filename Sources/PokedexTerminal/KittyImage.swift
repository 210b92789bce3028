import Artwork
import Foundation

/// An image in kitty's graphics protocol: RGBA pixels sent in base64 chunks, shown over a block
/// of cells the terminal scales it to, with its alpha blended by the terminal itself.
package enum KittyImage {
    /// The id the app's artwork uses, so it can be replaced and deleted.
    package static let artworkID = 154

    /// The sequence that transmits and shows `image` over `columns` × `rows` cells from the cursor,
    /// leaving the cursor where it was.
    /// - Complexity: O(n) for the image's bytes.
    package static func sequence(for image: RGBAImage, columns: Int, rows: Int, id: Int = artworkID) -> String {
        let payload = Array(Data(image.pixels).base64EncodedString().utf8)
        let chunkSize = 4096
        var out = ""
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count ? 1 : 0
            let control =
                start == 0
                ? "a=T,f=32,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),i=\(id),C=1,q=2,m=\(more)"
                : "m=\(more)"
            out += "\u{1B}_G\(control);" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < payload.count
        return out
    }

    /// The sequence that deletes the image with `id` and frees its data.
    package static func deletion(id: Int = artworkID) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }
}
