/// Standard base64 (RFC 4648, with padding), for kitty's graphics payloads; no Foundation here.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64.
    /// - Complexity: O(n).
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next(), third = iterator.next()
            let value = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(value >> 6 & 63)])
            out.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(value & 63)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
