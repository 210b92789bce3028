import Artwork
import PokeCommandLine
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import PokedexTerminal

/// `pokedex browse`: the Pokédex as a full-screen terminal app.
enum BrowseCommand: Subcommand {
    static let declaration = CommandDeclaration(
        name: "browse",
        abstract: "Full screen: a list that loads as you scroll, search as you type, and each card with its artwork. Needs a terminal.",
        operands: "",
        discussion: """
        The Pokédex full-screen: every Pokémon and form in a list that loads as you scroll, a search
        that answers as you type in any language, and each one's card with its official artwork.

        The artwork is drawn with kitty's or sixel graphics when the terminal says it has them,
        else with half-blocks in 24-bit colour (COLORTERM=truecolor) or 256 colours.

        Needs a terminal: standard input and output must not be redirected.
        """,
        sections: [("KEYS", """
              Up/Down, j/k        Move.               PgUp/PgDn        A screen at a time.
              Home/End            First, last (End loads the list to its end).
              /                   Search: names in any language, Korean initial consonants (ㄱㄹㅍㄷ),
                                  typos; Up/Down pick, Enter opens, Esc goes back.
              Enter               The card: number, name, types, height, weight and the artwork, in
                                  the locale; * marks a part shown from another language.
              Esc, q              Back, or quit from the list. Ctrl-C quits anywhere. r retries what failed.
            """)],
        options: LocaleOptions.options + [
            DataSourceOptions.api.described("Read the list and the cards from a PokeAPI server (https://pokeapi.co or a copy), a page at a time, and fetch the artwork; without it, everything comes from the bundled data and artwork only from the cache."),
            DataSourceOptions.cache.described("Where fetched data and images are kept, with --api or without (default: $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex)."),
            BrowseOption.noArt,
        ],
        exitCodes: "0 quit, 2 usage error or could not run (no terminal). A server that can't be reached shows its error in the list, with a key to retry.",
        writes: .with([DataSourceOptions.api.name]))

    static func run(_ words: [String], context: CommandContext) async throws(CommandFailure) {
        let options = try BrowseOptions(words, environment: context.environment)
        if options.help { return context.output(page: help) }
        _ = context.nameLocale(options.locale)  // says on stderr when the locale has no names
        let maker: CardMaker
        do {
            maker = try CardMaker(localizer: context.localizer, locale: options.locale.identifier, system: options.locale.units)
        } catch {
            throw .couldNotRun("could not open the card's formatters: \(error)")
        }
        let client = PokedexClient(configuration: PokedexConfiguration(
            baseURL: options.apiRoot ?? PokedexConfiguration.pokeAPI, cacheDirectory: options.cacheDirectory))
        let terminal = Terminal()
        let parts = BrowseSession.Parts(
            terminal: terminal,
            feed: options.apiRoot == nil ? BundledFeed() : PagerFeed(client: client),
            source: options.apiRoot == nil ? BundledPokemon() : PokeAPIPokemon(client: client),
            maker: maker,
            store: ArtworkStore(source: options.apiRoot == nil ? .cacheOnly(client) : .network(client)),
            origin: options.apiRoot?.absoluteString ?? "bundled data",
            artMode: ArtMode.initial(environment: context.environment, noArt: options.noArt),
            background: BrowseArt.guessedBackground(environment: context.environment))
        do {
            try terminal.enter()
        } catch {
            throw .couldNotRun("\(error)")
        }
        await BrowseSession(parts, localizer: context.localizer).run()
        terminal.leave()
    }
}
