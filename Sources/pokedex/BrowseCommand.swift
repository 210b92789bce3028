import ArgumentParser
import Artwork
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import PokedexTerminal

/// `pokedex browse`: the Pokédex as a full-screen terminal app.
struct BrowseCommand: PokedexSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Full screen: a list that loads as you scroll, search as you type, and each card with its artwork. Needs a terminal.",
        discussion: """
            The Pokédex full-screen: every Pokémon and form in a list that loads as you scroll, a search \
            that answers as you type in any language, and each one's card with its official artwork. \
            With --api the list and the cards come from the server, a page at a time, and the artwork \
            is fetched; without it, everything comes from the bundled data and the artwork only from \
            the cache.

            The artwork is drawn with kitty's or sixel graphics when the terminal says it has them, \
            else with half-blocks in 24-bit colour (COLORTERM=truecolor) or 256 colours.

            Needs a terminal: standard input and output must not be redirected.

            KEYS:
              Up/Down, j/k   Move.
              PgUp/PgDn      A screen at a time.
              Home/End       First, last (End loads the list to its end).
              /              Search: names in any language, Korean initial consonants (ㄱㄹㅍㄷ),
                             typos; Up/Down pick, Enter opens, Esc goes back.
              Enter          The card: number, name, types, height, weight and the artwork, in the
                             locale; * marks a part shown from another language.
              Esc, q         Back, or quit from the list. Ctrl-C quits anywhere.
              r              Retry what failed.

            EXIT CODES: 0 quit, 2 usage error or could not run (no terminal). A server that can't be \
            reached shows its error in the list, with a key to retry.
            """)

    @OptionGroup var locale: LocaleOption
    @OptionGroup var units: UnitsOption
    @OptionGroup var source: DataSourceOptions

    @Flag(help: "Text only (so does NO_COLOR); the card shows the artwork's URL.")
    var noArt = false

    func run(in context: CommandContext) async throws(CommandFailure) {
        _ = context.nameLocale(locale)  // says on stderr when the locale has no names
        let maker: CardMaker
        do {
            maker = try CardMaker(
                localizer: context.localizer, locale: locale.identifier(in: context.environment), system: units.units.choice)
        } catch {
            throw .couldNotRun("could not open the card's formatters: \(error)")
        }
        let apiRoot = source.api
        // Offline too: the cache may hold images an earlier run with --api fetched.
        let cacheDirectory = source.cacheDirectory(in: context.environment)
        let client = PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: apiRoot ?? PokedexConfiguration.pokeAPI, cacheDirectory: cacheDirectory))
        let terminal = Terminal()
        let parts = BrowseSession.Parts(
            terminal: terminal,
            feed: apiRoot == nil ? BundledFeed() : PagerFeed(client: client),
            source: apiRoot == nil ? BundledPokemon() : PokeAPIPokemon(client: client, localizer: context.localizer),
            maker: maker,
            store: ArtworkStore(source: apiRoot == nil ? .cacheOnly(client) : .network(client)),
            origin: apiRoot?.absoluteString ?? "bundled data",
            artMode: ArtMode.initial(environment: context.environment, noArt: noArt),
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
