/// A display name as a chain resolves it, before it is handed out with the negotiated locale.
package struct ResolvedPokemonName: Sendable {
    package let value: String
    package let species: (name: String, origin: NameOrigin)
    package let form: (name: String, origin: NameOrigin)?

    /// A resolved name of its parts.
    package init(value: String, species: (name: String, origin: NameOrigin), form: (name: String, origin: NameOrigin)?) {
        self.value = value
        self.species = species
        self.form = form
    }
}
