import Foundation
import PokeTables
import Pokedex

/// A key list as a server sent it, checked before it becomes the snapshot's: every name a PokeAPI
/// slug (lower-case letters, digits and hyphens, as the snapshot files and the tables' keys are),
/// no id or slug twice. A server's text reaches a message only escaped (``shown(_:)``), so no
/// control character it sends gets to the terminal.
enum ServerList {
    /// The entries as records in id order, or the first problem as a sentence.
    static func records(_ entries: [NamedResource], endpoint: String, server: URL) throws(ServerListError) -> [Snapshot.Record] {
        let list = "\(server.absoluteString)\(endpoint)/"
        var slugs = Set<String>()
        var ids = Set<Int>()
        for entry in entries {
            guard isSlug(entry.name) else {
                throw ServerListError(
                    "The list \(list) has an entry named `\(shown(entry.name))` (id \(entry.id)), which is not a PokeAPI slug: "
                        + "those are lower-case letters, digits and hyphens, under \(TableLimits.valueBytes) bytes. Check that --api points at a PokeAPI server."
                )
            }
            guard slugs.insert(entry.name).inserted else {
                throw ServerListError(
                    "The list \(list) has `\(entry.name)` twice; each key names one entry. Check that --api points at a PokeAPI server.")
            }
            guard ids.insert(entry.id).inserted else {
                throw ServerListError(
                    "The list \(list) has the id \(entry.id) twice (the second is `\(entry.name)`); each id names one entry. Check that --api points at a PokeAPI server."
                )
            }
        }
        return entries.sorted { $0.id < $1.id }.map { Snapshot.Record(id: $0.id, slug: $0.name) }
    }

    /// Whether `name` could be a key of the tables: a PokeAPI slug.
    static func isSlug(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= TableLimits.valueBytes
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// A server's text for a message: control characters and anything but printable ASCII as
    /// `\u{…}`, and cut after 80 characters.
    static func shown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(80) {
            if (0x20..<0x7F).contains(scalar.value), scalar != "`" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return text.unicodeScalars.count > 80 ? out + "…" : out
    }
}

/// A server's list that can't be the snapshot's, with a sentence saying why.
struct ServerListError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
