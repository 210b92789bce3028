import Foundation
import LocCheck
import PokeTables
import PokeTablesIO
import Testing

@testable import LocCheck

/// The translator notes of the package's own tables: where each text is used, from the snapshot's
/// facts, checked against the snapshot files read here on their own.
@Suite("Translator notes say where a text is used")
struct TranslatorNoteTests {
    /// The notes of the committed English and Korean tables.
    static let notes: TranslatorNote = {
        let files = (try? TableDirectory.read(PackageTables.resources)) ?? []
        return TranslatorNote(
            snapshot: .bundled, tables: TableSet(files: LocCheckSession.tableFiles(files, for: LocaleTag("ko")!)),
            locale: LocaleTag("ko"))
    }()

    @Test("an ability, its description and an egg group name the Pokémon that have them, the hidden ones marked")
    func namedHolders() {
        let notes = Self.notes
        #expect(
            notes.note(.abilities, "damp")
                == "An ability (damp) of Paras (hidden), Parasect (hidden), Psyduck, Golduck, Poliwag and 15 more, as the card lists a Pokémon's abilities."
        )
        #expect(
            notes.note(.abilityDescriptions, "damp")
                == "The games' description of the ability Damp (damp), an ability of Paras (hidden), Parasect (hidden), Psyduck, Golduck, Poliwag and 15 more."
        )
        // Only forms have it: they are named as English shows them.
        #expect(
            notes.note(.abilities, "aerilate")
                == "An ability (aerilate) of Mega Pinsir and Mega Salamence, as the card lists a Pokémon's abilities.")
        #expect(
            notes.note(.eggGroups, "water1").hasPrefix("An egg group (water1) of Squirtle, Wartortle, Blastoise, Psyduck, Golduck and "))
        #expect(notes.note(.stats, "hp") == "A stat (hp), a base stat of every Pokémon; the card shows each base stat under its name.")
        #expect(
            notes.note(.stats, "accuracy")
                == "A stat (accuracy), a base stat of no Pokémon in the offline data; the card shows each base stat under its name.")
        #expect(
            notes.note(.pokedexEntries, "psyduck").hasPrefix("The Pokédex entry of Psyduck, National Pokédex No. 54, from Legends: Arceus"))
    }

    @Test("a list the offline data knows only by name says so; a game names the entries that are from it")
    func plainLists() {
        let notes = Self.notes
        #expect(notes.note(.moves, "water-gun") == "A move (water-gun). The offline data has nothing more about it than its names.")
        #expect(notes.note(.items, "poke-ball") == "An item (poke-ball). The offline data has nothing more about it than its names.")
        #expect(notes.note(.natures, "modest") == "A nature (modest). The offline data has nothing more about it than its names.")
        #expect(
            notes.note(.versions, "legends-arceus").hasPrefix(
                "A game version (legends-arceus). It is the game of the English Pokédex entry of "))
        #expect(
            notes.note(.versions, "red-japan") == "A game version (red-japan). The offline data has nothing more about it than its names.")
    }

    @Test("every ability's note names as many Pokémon as pokemon-abilities.txt gives it, counted here from the file")
    func everyAbility() throws {
        // Species of each /pokemon slug, and whether it is its species' default variety (id = species id).
        var species: [String: (id: Int, isDefault: Bool)] = [:]
        for (key, value) in try PackageTables.entries("snapshot/pokemon.txt") {
            let fields = value.split(separator: " ")
            species[String(fields[0])] = (Int(fields[1])!, Int(key)! == Int(fields[1])!)
        }
        var holders: [String: [(species: Int, isDefault: Bool, hidden: Bool, slug: String)]] = [:]
        for (slug, value) in try PackageTables.entries("snapshot/pokemon-abilities.txt") {
            for field in value.split(separator: " ") {
                let hidden = field.hasPrefix("hidden:")
                holders[String(hidden ? field.dropFirst(7) : field), default: []].append(
                    (species[slug]!.id, species[slug]!.isDefault, hidden, slug))
            }
        }
        let formNames = Dictionary(try PackageTables.entries("forms/en.txt"), uniquingKeysWith: { first, _ in first })
        let abilities = try PackageTables.entries("abilities/en.txt")
        for (key, _) in abilities {
            let note = Self.notes.note(.abilities, key)
            let entries = holders[key] ?? []
            let withDefault = Set(entries.filter(\.isDefault).map(\.species))
            // A species counts once when its default variety has it, else each form does, by its
            // English name: two forms may share one (Mega Meowstic, male and female).
            let count = Set(
                entries.filter { $0.isDefault || !withDefault.contains($0.species) }
                    .map { $0.isDefault ? "\($0.species)" : "\($0.species) \(formNames[$0.slug] ?? $0.slug) \($0.hidden)" }
            ).count
            if entries.isEmpty {
                #expect(note.contains(" of no Pokémon in the offline data"), "\(key): \(note)")
            } else if count > TranslatorNote.listedNames + 1 {
                #expect(note.contains(" and \(count - TranslatorNote.listedNames) more, "), "\(key): \(count) holders: \(note)")
            } else {
                #expect(!note.contains(" more, "), "\(key): \(note)")
            }
        }
    }

    @Test("no note of any table keeps a placeholder unfilled")
    func noPlaceholderLeft() {
        let notes = Self.notes
        for kind in TableKind.allCases where kind.declaration.isTranslated && kind != .labels {
            for key in notes.english[kind]?.keys.sorted() ?? [] {
                let note = notes.note(kind, key)
                #expect(!note.contains("{") && !note.contains("}"), "\(kind.rawValue):\(key): \(note)")
            }
        }
    }
}
