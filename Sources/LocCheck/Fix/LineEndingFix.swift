/// A table file's bytes with CR LF line endings made LF and a leading UTF-8 byte order mark
/// dropped: what an editor on Windows (or git's `core.autocrlf`) writes, undone before the other
/// fixes read the lines. A CR anywhere else is left for the control-character check.
struct LineEndingFix {
    /// The file's bytes after the fix.
    let bytes: [UInt8]
    /// Whether a byte order mark was dropped.
    let droppedByteOrderMark: Bool
    /// How many lines ended in CR LF (or a last line in CR).
    let convertedLines: Int

    /// Whether anything changed.
    var changed: Bool { droppedByteOrderMark || convertedLines > 0 }

    /// - Complexity: O(n) in the number of bytes.
    init(_ original: [UInt8]) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        droppedByteOrderMark = original.starts(with: byteOrderMark)
        let body = original.dropFirst(droppedByteOrderMark ? byteOrderMark.count : 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count)
        var converted = 0
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            let next = body.index(after: index)
            if byte == 0x0D, next == body.endIndex || body[next] == 0x0A {
                converted += 1
            } else {
                bytes.append(byte)
            }
            index = next
        }
        self.bytes = bytes
        convertedLines = converted
    }
}
