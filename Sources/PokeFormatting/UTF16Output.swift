internal import ICUCalls

/// Lends `body` the UTF-16 text that `fill` writes, retrying once with the exact size if the
/// first buffer was too small (U_BUFFER_OVERFLOW_ERROR).
///
/// `fill` must write the same text each time it is called. The first attempt uses a stack buffer,
/// so short texts (all Pokédex measurements) cost no heap allocation.
func withUTF16Output<Output>(
    _ operation: @autoclosure () -> String,
    fill: (UnsafeMutablePointer<UInt16>, Int32, inout icuc_status) -> Int32,
    _ body: (UnsafeBufferPointer<UInt16>) throws(FormattingError) -> Output
) throws(FormattingError) -> Output {
    func finish(_ status: icuc_status, _ buffer: UnsafeMutableBufferPointer<UInt16>, _ length: Int32)
        -> Result<Output, FormattingError>
    {
        Result { () throws(FormattingError) -> Output in
            try check(status, operation())
            return try body(UnsafeBufferPointer(rebasing: buffer[..<Int(length)]))
        }
    }
    // withUnsafeTemporaryAllocation does not carry typed errors, so they travel in a Result.
    let outcome = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { stack in
        var status: icuc_status = 0
        let length = fill(stack.baseAddress!, Int32(stack.count), &status)
        guard status == icuc_buffer_overflow else { return finish(status, stack, length) }
        // One more unit so ICU can also write its terminating NUL.
        let heap = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: Int(length) + 1)
        defer { heap.deallocate() }
        status = 0
        let retriedLength = fill(heap.baseAddress!, Int32(heap.count), &status)
        return finish(status, heap, retriedLength)
    }
    return try outcome.get()
}

/// Decodes ICU's UTF-16 output into a String.
///
/// ICU transcodes to UTF-8 on the stack first: the standard library's UTF-16 decoding takes an
/// unspecialized slow path (several times the copy, and an allocation), while creating a String from
/// UTF-8 is a validated copy, with no allocation for texts up to 15 bytes.
func string(fromUTF16 text: UnsafeBufferPointer<UInt16>) throws(FormattingError) -> String {
    // A UTF-16 unit never needs more than 3 UTF-8 bytes; the extra byte is for ICU's NUL.
    let capacity = text.count * 3 + 1
    var status: icuc_status = 0
    let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { utf8 in
        var length: Int32 = 0
        utf8.withMemoryRebound(to: CChar.self) { bytes in
            icuc_utf16_to_utf8(bytes.baseAddress, Int32(capacity), &length, text.baseAddress, Int32(text.count), &status)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[..<Int(length)]), as: UTF8.self)
    }
    try check(status, "convert formatted text to UTF-8")
    return result
}
