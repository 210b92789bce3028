/// A pokemon's form as `/api/v2/pokemon-form/{id}/` returns it, e.g. `venusaur-mega` with its
/// localized names: what a card shows for a form the bundled tables don't know yet.
public struct PokemonForm: Codable, Hashable, Sendable, Identifiable {
    /// PokeAPI's id: the default forms share their pokemon's id, the others start at 10001.
    public let id: Int
    /// The slug, e.g. `venusaur-mega`.
    public let name: String
    /// The pokemon's whole name with this form in each language the server has, e.g.
    /// `Mega Venusaur`; none for most forms, which the species' name names.
    public let names: [TranslatedName]
    /// The form's own name in each language the server has, e.g. `Alolan Form`. Some languages
    /// write the whole name here (Korean `메가이상해꽃`), others the form alone (German
    /// `Mega-Form`), so it is not joined to the species' name.
    public let formNames: [TranslatedName]

    private enum CodingKeys: String, CodingKey {
        case id, name, names
        case formNames = "form_names"
    }

    /// Decodes the fields above from a `/pokemon-form` body, missing names as none.
    /// - Throws: the usual `DecodingError`s for a missing or mistyped id or name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        names = try container.decodeIfPresent([TranslatedName].self, forKey: .names) ?? []
        formNames = try container.decodeIfPresent([TranslatedName].self, forKey: .formNames) ?? []
    }
}
