import PokeLocalization
import PokedexCard
import PokedexCardICU

// The app's own tables (Localization/, compiled by the plugin into `.module`) over the
// package's bundled ones: Esperanto comes from the app, with English from the bundled tables
// for whatever it lacks; Korean comes from the bundled tables; the English "No." label is the
// app's own override.
let localizer = TableLocalizer(tables: [.module, .bundled])
let psyduck = localizer.catalog.record(slug: "psyduck")!

for locale in ["eo", "ko", "en"] {
    let card = try CardMaker(localizer: localizer, locale: locale).card(for: PokemonFacts(psyduck))
    let origin = card.name.species.tableSet.map { $0.isBundled ? "bundled tables" : "the app's tables" } ?? "slug"
    print("[\(locale)] \(card.summary)   (name from \(origin); fallbacks: \(card.fallbacks.map(\.rawValue)))")
}
