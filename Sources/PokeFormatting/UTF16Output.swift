internal import CICU

/// Lends `body` the UTF-16 text that `fill` writes, retrying once with the exact size if the
/// first buffer was too small (U_BUFFER_OVERFLOW_ERROR).
///
/// `fill` must write the same text each time it is called. The first attempt uses a stack buffer,
/// so short texts (all Pokédex measurements) cost no heap allocation.
func withUTF16Output<Output>(
    _ operation: @autoclosure () -> String,
    fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32,
    _ body: (UnsafeBufferPointer<UChar>) throws(FormattingError) -> Output
) throws(FormattingError) -> Output {
    func finish(_ status: UErrorCode, _ buffer: UnsafeMutableBufferPointer<UChar>, _ length: Int32)
        -> Result<Output, FormattingError>
    {
        Result { () throws(FormattingError) -> Output in
            try check(status, operation())
            return try body(UnsafeBufferPointer(rebasing: buffer[..<Int(length)]))
        }
    }
    // withUnsafeTemporaryAllocation does not carry typed errors, so they travel in a Result.
    let outcome = withUnsafeTemporaryAllocation(of: UChar.self, capacity: 64) { stack in
        var status = U_ZERO_ERROR
        let length = fill(stack.baseAddress!, Int32(stack.count), &status)
        guard status == U_BUFFER_OVERFLOW_ERROR else { return finish(status, stack, length) }
        // One more unit so ICU can also write its terminating NUL.
        let heap = UnsafeMutableBufferPointer<UChar>.allocate(capacity: Int(length) + 1)
        defer { heap.deallocate() }
        status = U_ZERO_ERROR
        let retriedLength = fill(heap.baseAddress!, Int32(heap.count), &status)
        return finish(status, heap, retriedLength)
    }
    return try outcome.get()
}

/// Decodes ICU's UTF-16 output into a String.
@inline(__always)
func string(fromUTF16 text: UnsafeBufferPointer<UChar>) -> String {
    String(decoding: text, as: UTF16.self)
}
