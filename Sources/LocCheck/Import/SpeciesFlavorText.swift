import Foundation
import PokeTables
import PokeTablesIO

/// The Pokédex entries of PokeAPI's recorded `/pokemon-species/{id}` responses (the static
/// api-data, laid out as the API's paths: `api/v2/pokemon-species/54/index.json`): each species'
/// newest entry in each language, as display text, and the game it is from.
///
/// The responses are read from a directory the user names (or the one beside the CSV), one body
/// per species of the list, each at most ``maximumBytes``; anything but the fields read is ignored.
enum SpeciesFlavorText {
    /// Where the responses lie under the api-data root.
    static let path = "api/v2/pokemon-species"
    /// The largest body read (PokeAPI's species bodies are 10–60 KB).
    static let maximumBytes = 8 << 20

    /// The folder of species responses `directory` names: `directory/api/v2/pokemon-species` (a
    /// checkout's `data` folder, or the folder beside the CSV), or one of the folders on the way,
    /// given itself; nil when none holds it.
    static func folder(in directory: URL) -> URL? {
        let parts = path.split(separator: "/").map(String.init)
        for skipped in parts.indices {
            let folder = parts[skipped...].reduce(directory) { $0.appendingPathComponent($1) }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue { return folder }
        }
        return nil
    }

    /// The responses beside a CSV directory (`DIR/../api/v2/pokemon-species`), as PokeAPI's
    /// reference data in `../shared` lays them out; nil when there are none.
    static func folder(besideCSV csv: URL) -> URL? {
        let parent = csv.standardizedFileURL.deletingLastPathComponent()
        let folder = path.split(separator: "/").reduce(parent) { $0.appendingPathComponent(String($1)) }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : nil
    }

    /// The responses an import reads: those in `apiData` when it is given (an error when it
    /// holds none), else those beside the CSV directory, if any.
    static func folder(csv: URL, apiData: String?) throws(ImportError) -> URL? {
        guard let apiData else { return folder(besideCSV: csv) }
        guard let folder = folder(in: URL(fileURLWithPath: apiData)) else {
            throw ImportError(
                "\(apiData) holds no \(path) folder of recorded responses; pass the folder that holds `api/` (the `data` folder of a checkout of github.com/PokeAPI/api-data)."
            )
        }
        return folder
    }

    /// One entry of a body's `flavor_text_entries`.
    private struct Body: Decodable {
        struct Entry: Decodable {
            struct Named: Decodable { let name: String }
            let flavorText: String
            let language: Named
            let version: Named

            enum CodingKeys: String, CodingKey {
                case flavorText = "flavor_text"
                case language, version
            }
        }

        let id: Int
        let flavorTextEntries: [Entry]

        enum CodingKeys: String, CodingKey {
            case id
            case flavorTextEntries = "flavor_text_entries"
        }
    }

    /// The newest entry of each species of `species` in each language `locales` maps
    /// (PokeAPI's language identifier → locale), as import rows: the display text, and the version slug.
    /// - Throws: ``ImportError`` naming the file, when a species' body is missing or unreadable.
    static func rows(in folder: URL, species: [Snapshot.Record], order: GameVersionOrder, locales: [String: LocaleTag])
        throws -> (texts: [(id: Int, locale: LocaleTag, name: String)], versions: [(id: Int, locale: LocaleTag, name: String)])
    {
        var texts: [(id: Int, locale: LocaleTag, name: String)] = []
        var versions: [(id: Int, locale: LocaleTag, name: String)] = []
        let decoder = JSONDecoder()
        for record in species {
            let file = folder.appendingPathComponent("\(record.id)").appendingPathComponent("index.json")
            let bytes: [UInt8]
            do {
                bytes = try FileReading.bytes(of: file, atMost: maximumBytes + 1)
            } catch {
                throw ImportError(
                    "\(error.description) The recorded responses lack species \(record.id) (`\(record.slug)`); use api-data as new as the CSV."
                )
            }
            guard bytes.count <= maximumBytes else {
                throw ImportError(
                    "\(file.path) is over \(maximumBytes >> 20) MiB, larger than any PokeAPI species body; replace it with the recorded response."
                )
            }
            let body: Body
            do {
                body = try decoder.decode(Body.self, from: Data(bytes))
            } catch {
                throw ImportError(
                    "\(file.path) is not a /pokemon-species response with `id` and `flavor_text_entries` (text, language and version names); replace it with the recorded response."
                )
            }
            guard body.id == record.id else {
                throw ImportError(
                    "\(file.path) is the response of species \(body.id), not \(record.id) (`\(record.slug)`); replace it with the recorded response."
                )
            }
            // The newest entry per locale; of two from the same game, the first.
            var newest: [LocaleTag: Body.Entry] = [:]
            for entry in body.flavorTextEntries {
                guard let locale = locales[entry.language.name], order.knows(entry.version.name) else { continue }
                if let current = newest[locale], !order.isNewer(entry.version.name, than: current.version.name) { continue }
                newest[locale] = entry
            }
            for (locale, entry) in newest.sorted(by: { $0.key < $1.key }) {
                let text = GameText.displayText(entry.flavorText, locale: locale)
                guard !text.isEmpty else { continue }
                texts.append((record.id, locale, text))
                versions.append((record.id, locale, entry.version.name))
            }
        }
        return (texts, versions)
    }
}
