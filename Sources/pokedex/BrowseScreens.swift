import PokeLocalization
import PokeSearch
import PokedexTerminal

/// Draws browse's list and search screens as lines, fitted to the window by display width.
struct BrowseScreens {
    let localizer: TableLocalizer
    let locale: NameLocale
    let catalog = PokemonCatalog()
    /// Where the list comes from, for the header: "bundled data" or the API root.
    let origin: String

    /// "No.25 Pikachu": the number (a form shows its species') and the name in the locale, as
    /// `pokedex list` prints them.
    func entryText(_ entry: ListedPokemon) -> String {
        let number = catalog.record(id: entry.id)?.speciesID ?? entry.id
        let name = localizer.pokemonName(slug: entry.slug, in: locale)?.value ?? entry.slug
        return localizer.numberText(number, in: locale) + " \(name)"
    }

    /// "No.54 고라파덕": a search result's species.
    func resultText(_ result: SearchResult) -> String {
        localizer.numberText(result.speciesID, in: locale) + " " + localizer.speciesName(of: result, in: locale)
    }

    /// Rows of entries below the header and above the footer.
    static func bodyHeight(rows: Int) -> Int { max(1, rows - 2) }

    func list(_ list: BrowseList, rows: Int) -> [TextLine] {
        var header = TextLine(" Pokédex", .bold)
        let count = list.total.map { "\(list.entries.count)/\($0)" } ?? "\(list.entries.count)"
        header.append("  \(count) · \(locale.negotiated?.description ?? "en") · \(origin)", .dim)
        var lines = [header]
        let height = Self.bodyHeight(rows: rows)
        let end = min(list.entries.count, list.top + height)
        if list.top < end {
            for index in list.top..<end {
                let selected = index == list.cursor
                lines.append(TextLine((selected ? "> " : "  ") + entryText(list.entries[index]), selected ? .reverse : .plain))
            }
        }
        if lines.count - 1 < height {
            if let failure = list.failure {
                lines.append(TextLine("  Could not load more: \(failure) Press r to retry.", .bold))
            } else if list.isLoading {
                lines.append(TextLine("  Loading more…", .dim))
            } else if list.entries.isEmpty, list.isComplete {
                lines.append(TextLine("  The list is empty.", .dim))
            }
        }
        return Self.withFooter(
            lines, rows: rows,
            footer: "j/k move  PgUp/PgDn page  Home/End  / search  Enter card  q quit")
    }

    func search(_ search: BrowseSearch, rows: Int) -> [TextLine] {
        var header = TextLine(" Search: ", .bold)
        header.append(search.query)
        header.append(" ", .reverse)  // where the next character goes
        var lines = [header]
        let height = Self.bodyHeight(rows: rows)
        if search.query.isEmpty {
            lines.append(TextLine("  Type a name in any language: Pikachu, ピカチュウ, 피카츄, ㄱㄹㅍㄷ, Psykokwak…", .dim))
        } else if search.results.isEmpty {
            lines.append(TextLine("  No Pokémon name matches '\(search.query)'.", .dim))
        }
        let end = min(search.results.count, search.top + height)
        if search.top < end {
            let texts = search.results[search.top..<end].map(resultText)
            let nameColumn = (texts.map { TextLine($0).columns }.max() ?? 0) + 4
            for (offset, result) in search.results[search.top..<end].enumerated() {
                let selected = search.top + offset == search.cursor
                var line = TextLine((selected ? "> " : "  ") + texts[offset], selected ? .reverse : .plain)
                line.pad(to: nameColumn, selected ? .reverse : .plain)
                line.append("\(SearchCommand.matchedText(result, localizer: localizer)) · \(SearchCommand.describe(result.match))", .dim)
                lines.append(line)
            }
        }
        return Self.withFooter(lines, rows: rows, footer: "type to search  Up/Down move  Enter card  Esc back")
    }

    /// `lines` cut to leave the last row for `footer`, which goes there.
    static func withFooter(_ lines: [TextLine], rows: Int, footer: String) -> [TextLine] {
        var shown = Array(lines.prefix(max(0, rows - 1)))
        while shown.count < rows - 1 { shown.append(TextLine()) }
        if rows > 0 { shown.append(TextLine(" " + footer, .dim)) }
        return shown
    }
}
