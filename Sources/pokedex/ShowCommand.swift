import ArgumentParser
import PokeLocalization
import PokeSearch
import PokedexCard
import PokedexCardICU

/// `pokedex show`: one Pokémon's detail card, a labelled line per fact.
struct ShowCommand: PokedexSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One Pokémon's card, by id, slug or name: number, name, genus, types, size, abilities, egg groups, base stats.",
        discussion: """
            Prints the detail card of one /pokemon entry: number and name, genus, types, height, \
            weight, abilities (the hidden one apart), egg groups, base stats and the official \
            artwork's URL, with the names and labels in the locale.

              No.54 Psyduck
              Duck Pokémon
              Type: Water
              Height: 2 ft, 7 in
              Weight: 43.2 lb
              Abilities: Damp and Cloud Nine
              Hidden Ability: Swift Swim
              Egg Groups: Water 1 and Field
              Base Stats:
                HP: 50
                Attack: 52
                Defense: 48
                Special Attack: 65
                Special Defense: 50
                Speed: 55
              https://raw.githubusercontent.com/PokeAPI/sprites/…/official-artwork/54.png

            A part the locale has no name for is shown from the next locale of its chain (English \
            at the end) and marked *, and a last line, in the locale's words, says which locales \
            answered for it: "* Shown in another language (en)".

            A name that is no Pokémon's exits with 1 and the closest names.

            EXIT CODES: 0 ok, 1 no such Pokémon, 2 usage error or could not run.
            """)

    @Argument(
        help: ArgumentHelp(
            "A /pokemon id (54, 10001), a /pokemon or species slug (psyduck, deoxys-attack), or a name in any language (고라파덕, コダック, Psykokwak); a species shows its default entry. Quote a name with spaces: 'mr. mime'.",
            valueName: "pokemon"))
    var pokemon: String

    @OptionGroup var locale: LocaleOption
    @OptionGroup var units: UnitsOption
    @OptionGroup var source: DataSourceOptions

    func validate() throws {
        try source.requireAPIForCache()
    }

    func run(in context: CommandContext) async throws(CommandFailure) {
        let text = pokemon
        let locale = context.nameLocale(self.locale)
        let source = source.source(in: context)
        let id: Int
        switch PokemonResolver(localizer: context.localizer, preferred: locale.negotiated).resolve(text) {
        case .pokemon(let found):
            id = found
        case .closest(let found, let match, let others):
            // Not what was typed: say which was chosen and what else was close, on standard error.
            id = found
            context.warn(Self.notExact(text, chose: match, others: others, in: locale, context: context))
        case .absentID:
            throw .notFound(Self.noEntry(text, in: source))
        case .unknown(let closest):
            throw .notFound(Self.notFound(text, closest: closest, in: locale, context: context))
        }
        guard let facts = try await source.facts(id: id) else {
            let named = Int(text) == id ? "" : "'\(text)' is the id \(id), but "
            throw .notFound(named + Self.noEntry(String(id), in: source))
        }
        let card: PokedexCard
        do {
            card = try CardMaker(
                localizer: context.localizer, locale: self.locale.identifier(in: context.environment),
                system: units.units.choice
            ).card(for: facts)
        } catch {
            throw .couldNotRun("could not format the card: \(error)")
        }
        context.output(CardLines(card, localizer: context.localizer, locale: locale).printed(artworkURL: card.artworkURL))
    }

    /// "the bundled data has no Pokémon with the id 0; …": the same for every number no entry has,
    /// whether no id can be it (0, past the largest integer) or the source lacks it (99999).
    static func noEntry(_ number: String, in source: any PokemonSource) -> String {
        "\(source.origin) has no Pokémon with the id \(number); `pokedex list` shows the ids in order."
    }

    /// "no Pokémon is called 'pika'; the closest names are Pikachu (No.25), …".
    static func notFound(_ text: String, closest: [SearchResult], in locale: NameLocale, context: CommandContext) -> String {
        guard !closest.isEmpty else {
            return "no Pokémon is called '\(text)', and no name is close to it; try `pokedex search`."
        }
        let names = closest.map { describe($0, in: locale, context: context) }
        return "no Pokémon is called '\(text)'; the closest names are \(names.joined(separator: ", "))."
    }

    /// "no name is exactly 'pikachuu'; showing Pikachu (No.25), the closest: typo (1 edit) of en Pikachu;
    /// also close: …".
    static func notExact(
        _ text: String, chose match: SearchResult, others: [SearchResult], in locale: NameLocale,
        context: CommandContext
    ) -> String {
        let name = context.localizer.speciesName(of: match, in: locale)
        let how = SearchCommand.describe(match.match)
        let also =
            others.isEmpty ? "" : "; also close: " + others.map { describe($0, in: locale, context: context) }.joined(separator: ", ")
        return "no name is exactly '\(text)'; showing \(name) (\(context.localizer.numberText(match.speciesID, in: locale))), "
            + "the closest: \(how) of \(SearchCommand.matchedText(match, localizer: context.localizer))\(also)."
    }

    /// "Charizard (No.6)", or "Beautifly (No.267, by fr Charmillon)" when another name matched.
    static func describe(_ result: SearchResult, in locale: NameLocale, context: CommandContext) -> String {
        let name = context.localizer.speciesName(of: result, in: locale)
        let number = context.localizer.numberText(result.speciesID, in: locale)
        guard result.matchedName != name else { return "\(name) (\(number))" }
        return "\(name) (\(number), by \(SearchCommand.matchedText(result, localizer: context.localizer)))"
    }

}
