/// One `key = value` line of a table file.
package struct TableEntry: Hashable, Sendable {
    /// The key as written, for example a PokeAPI slug such as `nidoran-f`.
    package var key: String
    /// The value as written after `= `, including any white space a translator left around it.
    package var value: String
    /// The 1-based line number in the file.
    package var line: Int

    package init(key: String, value: String, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
