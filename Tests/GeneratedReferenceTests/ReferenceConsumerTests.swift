import PokeTables
import Testing

/// Uses the committed reference output (GeneratedTables.swift in this folder) as compiled code.
@Suite("Compiled reference output")
struct ReferenceConsumerTests {
    @Test("hostile values come back exactly as the tables wrote them")
    func values() {
        let english = GeneratedTables.species_en
        #expect(english.string(at: 0) == ##"Bulba"saur\(1 + 1)"""#"##)
        #expect(english.string(at: 1) == #"Nidoran♀ e\u{301} \ 👨‍👩‍👧"#)
        #expect(english.string(at: 2) == "Mr. Mime */ /* // #if")
        #expect(GeneratedTables.types_en.string(at: 1) == "Sha\u{301}dow الظل")
    }

    @Test("a missing name is an empty string, and a key the snapshot lacks is left out")
    func missing() {
        let korean = GeneratedTables.species_ko
        #expect((0..<korean.count).map(korean.string(at:)) == ["이상해씨", "", ""])
        #expect(GeneratedTables.types_ko.strings() == ["물", ""])
    }

    @Test("locales, keys and the pokemon columns are in order")
    func structure() {
        #expect(GeneratedTables.locales.map(\.tag) == ["en", "ko"])
        #expect(GeneratedTables.speciesKeys.slugs.strings() == ["bulbasaur", "nidoran-f", "mr-mime"])
        #expect((0..<GeneratedTables.speciesIDs.count).map { GeneratedTables.speciesIDs[$0] } == [1, 29, 122])
        #expect((0..<GeneratedTables.typeIDs.count).map { GeneratedTables.typeIDs[$0] } == [11, 10002])
        #expect((0..<GeneratedTables.pokemonIDs.count).map { GeneratedTables.pokemonIDs[$0] } == [1, 29, 122, 10001])
        #expect((0..<8).map { GeneratedTables.pokemonTypes[$0] } == [0, 0, 0, 0, 0, 0, 1, 2])
        #expect(GeneratedTables.uiKeys.slugs.strings() == ["number", "type"])
    }

    @Test("the compiled perfect hashes send every key to its own slot")
    func perfectHashes() {
        for keys in [GeneratedTables.speciesKeys, GeneratedTables.typeKeys, GeneratedTables.uiKeys, GeneratedTables.pokemonKeys] {
            let (slugs, slots, pilots, seed) = (keys.slugs, keys.slots, keys.pilots, keys.seed)
            func position(of key: String) -> Int {
                let hash = SlugHash.hash(key, seed: seed)
                let shift = UInt64(64 - slots.count.trailingZeroBitCount)
                return slots[SlugHash.slot(hash: hash, pilot: UInt16(pilots[Int(hash) & (pilots.count - 1)]), shift: shift)]
            }
            for index in 0..<slugs.count {
                #expect(position(of: slugs.string(at: index)) == index, "\(slugs.string(at: index))")
            }
        }
    }
}
