import PokeTables

/// A list of keys (slugs): decoded from generated data one at a time, on demand, or given as
/// strings (the union of several table sets' keys).
struct KeyList: Sendable {
    private enum Storage: Sendable {
        case packed(PackedStrings)
        case strings([String])
    }

    private let storage: Storage

    init(_ packed: PackedStrings) {
        storage = .packed(packed)
    }

    init(_ strings: [String]) {
        storage = .strings(strings)
    }

    static let empty = KeyList([String]())

    /// The number of keys.
    var count: Int {
        switch storage {
        case .packed(let packed): packed.count
        case .strings(let strings): strings.count
        }
    }

    /// The key at a position. - Complexity: O(length): decodes it from generated data.
    subscript(position: Int) -> String {
        switch storage {
        case .packed(let packed): packed.string(at: position)
        case .strings(let strings): strings[position]
        }
    }

    /// Every key's short form (``ShortSlug/unmatchable`` for a long key), read without decoding
    /// strings. - Complexity: O(n).
    var shortForms: [ShortSlug] {
        switch storage {
        case .packed(let packed): packed.shortForms
        case .strings(let strings): strings.map { ShortSlug($0) ?? .unmatchable }
        }
    }

    /// Appends the key at a position as UTF-8, without decoding it from generated data.
    /// - Complexity: O(length).
    func appendUTF8(at position: Int, to bytes: inout [UInt8]) {
        switch storage {
        case .packed(let packed): bytes += packed.utf8(at: position)
        case .strings(let strings): bytes += strings[position].utf8
        }
    }

    /// Every key, decoded. - Complexity: O(n).
    var strings: [String] {
        switch storage {
        case .packed(let packed): packed.strings()
        case .strings(let strings): strings
        }
    }
}
