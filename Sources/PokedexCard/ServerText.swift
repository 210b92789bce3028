import Foundation
import PokeLocalization
import PokeTables
import Pokedex

/// What a PokeAPI server said of a Pokémon's species, form and abilities: the names, genus and
/// Pokédex entries a card shows where the localizer's tables have none (a species, form or ability newer
/// than the bundled snapshot). Such a name is marked ``/PokeLocalization/LocalizedName/isFromServer``:
/// it is shown, but not reviewed as the tables' names are.
///
/// A name the tables have always wins: the server's text is read only for what they lack. A
/// server's text is taken as an import from a file is: trimmed, in NFC, at most
/// 4,096 bytes, and left out (as if the server had none) when it holds a control, bidirectional
/// or invisible character.
public struct ServerText: Hashable, Sendable {
    /// The species' `/pokemon-species` body: its names, genera and Pokédex entries.
    public var species: Species?
    /// The `/pokemon-form` body of the Pokémon's form, when the tables don't name the Pokémon.
    public var form: PokemonForm?
    /// The `/ability` bodies of the Pokémon's abilities the tables lack, with their names.
    public var abilities: [Ability]

    /// The server's text of a species, a form and abilities.
    public init(species: Species?, form: PokemonForm? = nil, abilities: [Ability] = []) {
        self.species = species
        self.form = form
        self.abilities = abilities
    }

    /// The species' name in the first locale of `locale`'s chain the server has it in.
    public func speciesName(in locale: NameLocale) -> LocalizedName? {
        Self.first(species?.names.map { ($0.language.name, $0.name) } ?? [], in: locale, clean: Self.name)
    }

    /// The Pokémon's whole name with its form (`Mega Venusaur`) in the first locale of the chain
    /// the server has it in. The form's own names (``/Pokedex/PokemonForm/formNames``) are not
    /// read: some languages write the whole name there and others the form alone.
    public func formName(in locale: NameLocale) -> LocalizedName? {
        Self.first(form?.names.map { ($0.language.name, $0.name) } ?? [], in: locale, clean: Self.name)
    }

    /// The species' genus in the first locale of the chain the server has it in.
    public func genus(in locale: NameLocale) -> LocalizedName? {
        Self.first(species?.genera.map { ($0.language.name, $0.genus) } ?? [], in: locale, clean: Self.name)
    }

    /// The ability's name in the first locale of the chain the server has it in.
    public func ability(_ slug: String, in locale: NameLocale) -> LocalizedName? {
        guard let ability = abilities.first(where: { $0.name == slug }) else { return nil }
        return Self.first(ability.names.map { ($0.language.name, $0.name) }, in: locale, clean: Self.name)
    }

    /// The species' Pokédex entry in the first locale of the chain the server has one in: of
    /// that language's entries, the last the server lists (it lists them by game, oldest first),
    /// as one line of display text, with the game's name from the localizer.
    public func entry(in locale: NameLocale, localizer: any Localizer) -> PokedexEntry? {
        let entries = species?.flavorTextEntries ?? []
        for tag in locale.chain {
            for entry in entries.reversed() where LocaleTag(pokeAPILanguage: entry.language.name) == tag {
                guard let text = Self.name(GameText.displayText(entry.flavorText, locale: tag)) else { continue }
                return PokedexEntry(
                    text: LocalizedName(fromServer: text, servedBy: tag, requested: locale.negotiated),
                    version: entry.version.name, versionName: localizer.name(.versions, entry.version.name, in: locale))
            }
        }
        return nil
    }

    /// The first of `texts` (PokeAPI language identifier, text) in a locale of the chain, in the
    /// chain's order, that `clean` keeps.
    private static func first(_ texts: [(String, String)], in locale: NameLocale, clean: (String) -> String?) -> LocalizedName? {
        for tag in locale.chain {
            for (language, text) in texts where LocaleTag(pokeAPILanguage: language) == tag {
                if let kept = clean(text) { return LocalizedName(fromServer: kept, servedBy: tag, requested: locale.negotiated) }
            }
        }
        return nil
    }

    /// A server's name as a table would hold it: trimmed and in NFC; `nil` when it is empty,
    /// longer than a table's value may be, or holds a character no table may.
    /// - Complexity: O(n) in the text's length.
    public static func name(_ text: String) -> String? {
        let cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        guard !cleaned.isEmpty, cleaned.utf8.count <= TableLimits.valueBytes,
            !cleaned.unicodeScalars.contains(where: ShownText.isUnsafe), InvisibleCharacters.first(in: cleaned) == nil
        else { return nil }
        return cleaned
    }
}
