/// One `key = value` line of a table file.
public struct TableEntry: Hashable, Sendable {
    /// The key as written, for example a PokeAPI slug such as `nidoran-f`.
    public var key: String
    /// The value as written after `= `, including any white space a translator left around it.
    public var value: String
    /// The 1-based line number in the file.
    public var line: Int

    public init(key: String, value: String, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
