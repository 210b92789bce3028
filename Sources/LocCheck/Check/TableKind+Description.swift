import PokeTables

extension TableKind {
    /// How a finding names this table's keys: "species key", "/pokemon key".
    var keyDescription: String {
        keyList == .pokemon ? keyList.keyDescription : "\(rawValue) key"
    }
}
