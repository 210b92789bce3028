import PokeLocalization
import PokedexCard
import PokedexTerminal

/// Draws the card screen: number, name and genus, the Pokédex entry wrapped to the window's width
/// (``PokedexTerminal/LineWrap``, by display width and the entry's language), the labelled facts (``CardLines``, as `show`
/// prints them) in a column that lines up whatever the script, a mark on every part that fell
/// back to another locale, and the artwork.
struct BrowseCardScreen {
    let localizer: any Localizer
    let locale: NameLocale
    /// Whether images are drawn at all (not with --no-art or NO_COLOR): otherwise the URL is shown.
    let drawsArt: Bool

    /// The lines, and where a kitty or sixel image goes.
    func lines(_ state: BrowseCard, art: inout BrowseArt, columns: Int, rows: Int) -> ([TextLine], PlacedImage?) {
        var lines = [TextLine(" Pokédex", .bold), TextLine()]
        guard let result = state.card else {
            lines.append(TextLine("  \(state.title)", .bold))
            lines.append(TextLine())
            lines.append(TextLine("  Loading…", .dim))
            return (BrowseScreens.withFooter(lines, rows: rows, footer: "Esc back  q quit"), nil)
        }
        let card: PokedexCard
        switch result {
        case .failure(let failure):
            lines.append(TextLine("  \(state.title)", .bold))
            lines.append(TextLine())
            lines.append(TextLine("  Could not load the card: \(failure.message) Press r to retry.", .bold))
            return (BrowseScreens.withFooter(lines, rows: rows, footer: "r retry  Esc back  q quit"), nil)
        case .success(let made):
            card = made
        }
        let layout = CardLines(card, localizer: localizer, locale: locale)
        lines.append(TextLine("  \(layout.title)", .bold))
        if let genus = layout.genus { lines.append(TextLine("  \(genus)", .dim)) }
        if let entry = layout.entry {
            // Wrapped by the rules of the language the text is in, which may be a fallback's.
            let language = (card.entry?.text.servedBy ?? locale.negotiated)?.description ?? locale.requested
            lines += LineWrap.lines(entry, width: columns - 4, language: language).map { TextLine("  " + $0) }
        }
        lines.append(TextLine())
        // The base stats several to a line beside their heading, so the artwork keeps its rows.
        let labels = layout.rows.map(\.label) + [layout.baseStatsHeading.label]
        let labelColumn = 2 + (labels.map { DisplayWidth.columns(of: $0) }.max() ?? 0) + 2
        let facts =
            layout.rows.map { (label: $0.label, value: $0.value) }
            + Self.statRows(heading: layout.baseStatsHeading, stats: layout.baseStats, columns: columns - labelColumn)
        for fact in facts {
            var line = TextLine("  " + fact.label, .dim)
            line.pad(to: labelColumn)
            line.append(fact.value)
            lines.append(line)
        }
        lines.append(TextLine())
        var legend: [TextLine] = []
        if layout.note != nil {
            // One line when it fits, else a line for each locale that answered.
            let opening = "  * not in \(locale.negotiated?.description ?? locale.requested): shown from"
            let sources = layout.sources.map { source in
                "\(source.locale?.description ?? "the slug") (\(source.parts.map(\.legendWords).joined(separator: ", ")))"
            }
            let whole = opening + " " + sources.joined(separator: ", ")
            if DisplayWidth.columns(of: whole) <= columns {
                legend.append(TextLine(whole, .dim))
            } else {
                legend = [TextLine(opening, .dim)] + sources.map { TextLine("    " + $0, .dim) }
            }
        }
        if let serverNote = layout.serverNote { legend.append(TextLine("  " + serverNote, .dim)) }
        // The artwork fills what is left above the legend and the footer.
        let artTop = lines.count
        let artRows = rows - artTop - legend.count - 2
        var placed: PlacedImage?
        var footer = "Esc back  q quit"
        switch (drawsArt, state.art) {
        case (false, _):
            lines.append(TextLine("  Artwork: " + (card.artworkURL ?? "none"), .dim))
        case (true, .loading):
            lines.append(TextLine("  Artwork: loading…", .dim))
        case (true, .absent(let reason)):
            lines.append(TextLine("  Artwork: " + reason, .dim))
            footer = "r retry  Esc back  q quit"
        case (true, .image(let image)):
            guard artRows >= 2, columns >= 8 else {
                lines.append(TextLine("  Artwork: the window is too small to draw it.", .dim))
                break
            }
            switch art.draw(image, token: state.token, columns: columns - 4, rows: artRows) {
            case .cells(let cells, let width):
                for cell in cells {
                    var line = TextLine("  ")
                    line.appendCells(cell, columns: width)
                    lines.append(line)
                }
            case .image(let sequence, let removal, _, let imageRows):
                placed = PlacedImage(row: artTop, column: 2, sequence: sequence, removal: removal)
                lines += Array(repeating: TextLine(), count: imageRows)
            }
        }
        while lines.count < rows - 1 - legend.count { lines.append(TextLine()) }
        return (BrowseScreens.withFooter(lines + legend, rows: rows, footer: footer), placed)
    }

    /// The base stats as labelled rows: the heading's label on the first, then as many stats a
    /// row as `columns` holds, three at most ("HP 50   Attack 52   Defense 48"), each column of
    /// stats starting at the same column on every row.
    static func statRows(heading: CardLines.Row, stats: [CardLines.Row], columns: Int) -> [(label: String, value: String)] {
        guard !stats.isEmpty else { return [(heading.label, heading.value)] }
        let cells = stats.map { "\($0.label) \($0.value)" }
        let gap = 3
        func widths(_ perRow: Int) -> [Int] {
            (0..<perRow).map { column in
                stride(from: column, to: cells.count, by: perRow).map { DisplayWidth.columns(of: cells[$0]) }.max() ?? 0
            }
        }
        let perRow = [3, 2].first { perRow in widths(perRow).reduce(0, +) + gap * (perRow - 1) <= columns } ?? 1
        let width = widths(perRow)
        return stride(from: 0, to: cells.count, by: perRow).map { start in
            var row = ""
            for (column, index) in (start..<min(start + perRow, cells.count)).enumerated() {
                if column > 0 {
                    row += String(repeating: " ", count: width[column - 1] - DisplayWidth.columns(of: cells[index - 1]) + gap)
                }
                row += cells[index]
            }
            return (start == 0 ? heading.label : "", row)
        }
    }
}

extension PokedexCard.Part {
    /// What the legend calls the part: "en (form name, type names)".
    fileprivate var legendWords: String {
        switch self {
        case .numberLabel: "number label"
        case .name: "name"
        case .form: "form name"
        case .genus: "genus"
        case .entry: "Pokédex entry"
        case .typeLabel: "type label"
        case .types: "type names"
        case .heightLabel: "height label"
        case .height: "height"
        case .weightLabel: "weight label"
        case .weight: "weight"
        case .abilitiesLabel: "ability label"
        case .abilities: "abilities"
        case .hiddenAbilityLabel: "hidden ability label"
        case .hiddenAbility: "hidden ability"
        case .eggGroupsLabel: "egg group label"
        case .eggGroups: "egg groups"
        case .baseStatsLabel: "base stats label"
        case .baseStats: "stats"
        }
    }
}
