import PokeGenerator
import PokeTables
import Testing

@Suite("A layer's generator model (an app's Localization/ folder)")
struct LayerModelTests {
    /// The generated code reads search keys against the species' key list, and full names
    /// against the forms': a layer whose search-key file names other keys, or names them in
    /// another order, must still pair each value with its species.
    @Test("tables read against one key list share it: search keys with species, full names with forms")
    func sharedKeyLists() throws {
        let files: [(path: String, bytes: [UInt8])] = [
            ("species/ko.txt", Array("pikachu = 피카츄\npsyduck = 고라파덕\n".utf8)),
            ("searchkeys/ko.txt", Array("psyduck = gorapadeok\nbulbasaur = isanghaessi\n".utf8)),
            ("forms/en.txt", Array("deoxys-attack = Attack Forme\n".utf8)),
            ("fullnames/en.txt", Array("venusaur-mega = Mega Venusaur\n".utf8)),
        ]
        let model = GeneratorModel(layerNamed: "App", tables: TableSet(files: files))
        #expect(model.keys[.species] == ["pikachu", "psyduck", "bulbasaur"])
        #expect(TableKind.searchKeys.keyList == .species)
        #expect(model.keys[.pokemon] == ["deoxys-attack", "venusaur-mega"])
        #expect(TableKind.fullNames.keyList == .pokemon && TableKind.forms.keyList == .pokemon)
        let korean = try #require(model.locales.first { $0.locale.description == "ko" })
        #expect(korean.values[.species] == ["피카츄", "고라파덕", ""])
        #expect(korean.values[.searchKeys] == ["", "gorapadeok", "isanghaessi"])
        #expect(model.warnings.isEmpty, "\(model.warnings)")
    }
}
