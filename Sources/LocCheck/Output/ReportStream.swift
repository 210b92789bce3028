/// Where one output's bytes go as they are rendered: kept in a buffer and handed on in pieces of
/// about ``pieceBytes``, so a report of hundreds of thousands of findings is never whole in memory.
///
/// It takes only ``Markup`` of its kind, so a JSON report can't be handed HTML, nor either raw
/// text. A failure to hand a piece on (a full disk) is kept, later pieces are dropped, and
/// ``finish()`` throws it.
final class ReportStream<Kind: OutputKind> {
    /// About how many bytes are handed on at a time.
    static var pieceBytes: Int { 64 << 10 }

    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws -> Void
    private var failure: (any Error)?

    /// - Parameter sink: takes each piece in order; what it throws ends the stream.
    init(_ sink: @escaping ([UInt8]) throws -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.pieceBytes + 4096)
    }

    func write(_ markup: Markup<Kind>) {
        guard failure == nil else { return }
        buffer += markup.bytes
        if buffer.count >= Self.pieceBytes { flush() }
    }

    /// Hands on what is left and throws the first failure, if any.
    func finish() throws {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try sink(buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

extension ReportStream {
    /// The whole output as text, for tests and for outputs that are small by nature.
    static func rendered(_ render: (ReportStream) -> Void) -> String {
        var bytes: [UInt8] = []
        let stream = ReportStream { bytes += $0 }
        render(stream)
        // Collecting into memory can't fail.
        try? stream.finish()
        return String(decoding: bytes, as: UTF8.self)
    }
}
