/// Byte strings sorted in byte order and packed into one buffer, searched by binary search.
///
/// UTF-8 byte order is scalar order, and a UTF-8 prefix of a valid string ends on a scalar
/// boundary, so a byte-wise prefix range is exactly the keys that start with a query.
package struct PackedKeys: Sendable {
    private let bytes: [UInt8]
    /// Key `i` is `bytes[bounds[i]..<bounds[i + 1]]`.
    private let bounds: [Int32]

    /// Keys already packed by ``packed(_:)``.
    package init(bytes: [UInt8], bounds: [Int32]) {
        self.bytes = bytes
        self.bounds = bounds
    }

    /// Keys that are already sorted (they may repeat), back to back, and where each ends.
    package static func packed<Key: Collection<UInt8>>(_ keys: some Sequence<Key>) -> (bytes: [UInt8], bounds: [Int32]) {
        var bytes: [UInt8] = []
        var bounds: [Int32] = [0]
        for key in keys {
            bytes += key
            bounds.append(Int32(bytes.count))
        }
        return (bytes, bounds)
    }

    package var count: Int { bounds.count - 1 }

    /// The bytes of key `index`.
    package func key(at index: Int) -> ArraySlice<UInt8> { bytes[Int(bounds[index])..<Int(bounds[index + 1])] }

    /// The positions of the keys that start with `prefix` (all of them for an empty prefix); the
    /// first one equals `prefix` when any does.
    /// - Complexity: O(log n) comparisons.
    package func range(withPrefix prefix: [UInt8]) -> Range<Int> {
        bytes.withUnsafeBufferPointer { bytes in
            bounds.withUnsafeBufferPointer { bounds in
                prefix.withUnsafeBufferPointer { prefix in
                    // First key not below the prefix, then first key past every key that starts with it.
                    let lower = partition(bounds) { compare(bytes, bounds, $0, prefix, truncated: false) < 0 }
                    let upper = partition(bounds) { compare(bytes, bounds, $0, prefix, truncated: true) <= 0 }
                    return lower..<max(lower, upper)
                }
            }
        }
    }

    /// Whether key `index` is exactly `bytes`.
    package func key(at index: Int, equals other: [UInt8]) -> Bool { key(at: index).elementsEqual(other) }

    /// The first index in 0..<count where `isBelow` turns false; `isBelow` must be monotone.
    private func partition(_ bounds: UnsafeBufferPointer<Int32>, _ isBelow: (Int) -> Bool) -> Int {
        var low = 0
        var high = bounds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if isBelow(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Key `index` against `other` in byte order: negative, zero or positive. With `truncated`,
    /// the key is cut to `other`'s length first, so every key that starts with `other` compares equal.
    @inline(__always)
    private func compare(
        _ bytes: UnsafeBufferPointer<UInt8>, _ bounds: UnsafeBufferPointer<Int32>, _ index: Int,
        _ other: UnsafeBufferPointer<UInt8>, truncated: Bool
    ) -> Int {
        let start = Int(bounds[index])
        let end = Int(bounds[index + 1])
        let length = truncated ? min(end - start, other.count) : end - start
        for offset in 0..<min(length, other.count) {
            let difference = Int(bytes[start + offset]) - Int(other[offset])
            if difference != 0 { return difference }
        }
        return length - other.count
    }
}
