import PokeTables

/// The forms generated code builds its tables from: strings and integers packed into string
/// literals, which the compiler reads in microseconds however many names there are.
///
/// Generated code (the bundled tables, and each app target the `GenerateLocalizationTables`
/// plugin runs on) imports them with `@_spi(Generated) import PokeLocalization`; apps use
/// ``LocalizationTables`` and never name these.

/// Non-negative integers packed as fixed-width six-bit digits (`0x30 + digit`) in one literal.
@_spi(Generated)
public struct PackedIntegers: Sendable {
    let digits: StaticString
    let width: Int

    public init(digits: StaticString, width: Int) {
        self.digits = digits
        self.width = max(width, 1)
    }

    /// The number of values.
    var count: Int { digits.utf8CodeUnitCount / width }

    /// The value at `index`, which must be below ``count`` (callers check the generated data's
    /// counts once, when a table set is first used). - Complexity: O(width), no allocation.
    subscript(index: Int) -> Int {
        let offset = index * width
        precondition(index >= 0 && offset + width <= digits.utf8CodeUnitCount, "PackedIntegers index out of range")
        let start = digits.utf8Start + offset
        var value = 0
        for digit in 0..<width { value = value << 6 | Int(start[digit] &- 0x30) }
        return value
    }

    /// Every value, in order. - Complexity: O(count × width), one pass over the digits.
    var values: [Int] {
        digits.withUTF8Buffer { SixBitDigits.decode($0, width: width) }
    }
}

/// Strings stored back to back as UTF-8 in one literal, with their end offsets.
@_spi(Generated)
public struct PackedStrings: Sendable {
    let bytes: StaticString
    let offsets: PackedIntegers

    public init(bytes: StaticString, offsets: PackedIntegers) {
        self.bytes = bytes
        self.offsets = offsets
    }

    /// The number of strings.
    var count: Int { max(offsets.count - 1, 0) }

    /// The UTF-8 bytes of the string at `index`, pointing into constant data; empty for offsets
    /// that don't make sense (generated data never has them), so no data can make a read stray.
    /// - Complexity: O(1), no allocation.
    func utf8(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = offsets[index]
        let end = offsets[index + 1]
        guard start <= end, end <= bytes.utf8CodeUnitCount else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: bytes.utf8Start + start, count: end - start)
    }

    /// The string at `index`. - Complexity: O(length); allocates when longer than 15 UTF-8 bytes.
    func string(at index: Int) -> String {
        String(decoding: utf8(at: index), as: UTF8.self)
    }

    /// The string at `index`, or nil when it is empty (a key the table has no name for): its
    /// offsets read once. - Complexity: as ``string(at:)``.
    func nonEmptyString(at index: Int) -> String? {
        let bytes = utf8(at: index)
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Every string's short form (`ShortSlug.unmatchable` for one over 15 bytes), decoding the
    /// offsets once. - Complexity: O(n).
    var shortForms: [ShortSlug] {
        let ends = offsets.values
        return bytes.withUTF8Buffer { bytes in
            zip(ends, ends.dropFirst()).map { start, end in
                guard start <= end, end <= bytes.count else { return .unmatchable }
                return ShortSlug(UnsafeBufferPointer(rebasing: bytes[start..<end])) ?? .unmatchable
            }
        }
    }

    /// All the strings, in order.
    func strings() -> [String] {
        (0..<count).map(string(at:))
    }

    /// Whether the outer offsets fit the bytes (the first is 0, the last at most their count):
    /// a cheap check that the literals belong together. ``utf8(at:)`` guards each string.
    var fitsItsBytes: Bool {
        offsets.count == 0 || (offsets[0] == 0 && offsets[offsets.count - 1] <= bytes.utf8CodeUnitCount)
    }
}

/// A key list and its perfect hash: the slot of each key's position and a pilot per bucket,
/// built with `seed` (see `SlotTable` in PokeTables).
@_spi(Generated)
public struct GeneratedKeys: Sendable {
    let slugs: PackedStrings
    let slots: PackedIntegers
    let pilots: PackedIntegers
    let seed: UInt64

    public init(slugs: PackedStrings, slots: PackedIntegers, pilots: PackedIntegers, seed: UInt64) {
        self.slugs = slugs
        self.slots = slots
        self.pilots = pilots
        self.seed = seed
    }

    /// No keys: a key list the generated code doesn't name.
    static let empty = GeneratedKeys(
        slugs: PackedStrings(bytes: "", offsets: PackedIntegers(digits: "", width: 1)),
        slots: PackedIntegers(digits: "", width: 1), pilots: PackedIntegers(digits: "", width: 1), seed: 0)
}

/// The snapshot's lists as columns: species and type ids, and every `/pokemon` entry's id,
/// species, height (dm), weight (hg) and two type numbers (1-based positions in the type list, 0
/// for none); its three abilities (0 for none, else the 1-based position in the ability list
/// times 2, plus 1 for a hidden one), its base value of each stat of the stat list (0 for none,
/// else the value plus 1); and each species' two egg groups (1-based positions, 0 for none).
@_spi(Generated)
public struct GeneratedSnapshot: Sendable {
    let source: String
    let taken: String
    let speciesIDs: PackedIntegers
    let typeIDs: PackedIntegers
    let pokemonIDs: PackedIntegers
    let pokemonSpecies: PackedIntegers
    let pokemonHeights: PackedIntegers
    let pokemonWeights: PackedIntegers
    let pokemonTypes: PackedIntegers
    let pokemonAbilities: PackedIntegers
    let pokemonBaseStats: PackedIntegers
    let speciesEggGroups: PackedIntegers

    public init(
        source: String, taken: String, speciesIDs: PackedIntegers, typeIDs: PackedIntegers,
        pokemonIDs: PackedIntegers, pokemonSpecies: PackedIntegers, pokemonHeights: PackedIntegers,
        pokemonWeights: PackedIntegers, pokemonTypes: PackedIntegers, pokemonAbilities: PackedIntegers,
        pokemonBaseStats: PackedIntegers, speciesEggGroups: PackedIntegers
    ) {
        self.source = source
        self.taken = taken
        self.speciesIDs = speciesIDs
        self.typeIDs = typeIDs
        self.pokemonIDs = pokemonIDs
        self.pokemonSpecies = pokemonSpecies
        self.pokemonHeights = pokemonHeights
        self.pokemonWeights = pokemonWeights
        self.pokemonTypes = pokemonTypes
        self.pokemonAbilities = pokemonAbilities
        self.pokemonBaseStats = pokemonBaseStats
        self.speciesEggGroups = speciesEggGroups
    }
}

/// One locale's tables, each aligned with its key list, by table name (`species`, `ui`, …: the
/// folder names); a table the locale lacks is left out. A name this version doesn't know (code
/// generated by another pokegen) is ignored.
@_spi(Generated)
public struct GeneratedLocale: Sendable {
    let tag: String
    let tables: [(key: String, value: PackedStrings)]

    /// A locale's tables, written as one literal (an app's layer).
    public init(tag: String, tables: KeyValuePairs<String, PackedStrings>) {
        self.tag = tag
        self.tables = Array(tables)
    }

    /// A locale's tables gathered one `#if` block at a time (the bundled tables, which the
    /// package's traits select: ``/PokeTables/BundledSelection``).
    public init(tag: String, selected tables: [(key: String, value: PackedStrings)]) {
        self.tag = tag
        self.tables = tables
    }
}
