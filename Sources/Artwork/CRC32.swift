/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320 reflected), a byte at a time.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte in
        var value = UInt32(byte)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC of `bytes`.
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer.SubSequence) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
