import PokedexTerminal
import PokeLocalization
import PokedexCard

/// Draws the card screen: number and name, the labelled facts in a column that lines up
/// whatever the script, a mark on every part that fell back to another locale, and the artwork.
struct BrowseCardScreen {
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
        let fallbacks = Set(card.fallbacks)
        let mark = { (parts: [PokedexCard.Part]) in parts.contains(where: fallbacks.contains) ? "*" : "" }
        lines.append(TextLine("  \(card.numberText) \(card.name.value)\(mark([.numberLabel, .name, .form]))", .bold))
        lines.append(TextLine())
        let facts: [(label: String, value: String)] = [
            (card.typeLabel.value + mark([.typeLabel]), card.typeList + mark([.types])),
            (card.heightLabel.value + mark([.heightLabel]), card.height),
            (card.weightLabel.value + mark([.weightLabel]), card.weight),
        ]
        let labelColumn = 2 + (facts.map { DisplayWidth.columns(of: $0.label) }.max() ?? 0) + 2
        for fact in facts {
            var line = TextLine("  " + fact.label, .dim)
            line.pad(to: labelColumn)
            line.append(fact.value)
            lines.append(line)
        }
        lines.append(TextLine())
        var legend: [TextLine] = []
        if !fallbacks.isEmpty {
            legend.append(TextLine("  * not in \(locale.negotiated?.description ?? locale.requested): shown from "
                + fallbackSources(card).joined(separator: ", "), .dim))
        }
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

    /// The locales the fallen-back parts came from, with what each one is: "en (form name)".
    private func fallbackSources(_ card: PokedexCard) -> [String] {
        let parts: [(PokedexCard.Part, String, LocalizedName?)] = [
            (.numberLabel, "number label", card.numberLabel), (.name, "name", card.name.species),
            (.form, "form name", card.name.form), (.typeLabel, "type label", card.typeLabel),
            (.types, "type names", card.types.first(where: \.isFallback)),
            (.heightLabel, "height label", card.heightLabel), (.weightLabel, "weight label", card.weightLabel),
        ]
        let fallbacks = card.fallbacks
        return parts.filter { fallbacks.contains($0.0) }.map { _, what, name in
            "\(name?.servedBy?.description ?? "the slug") (\(what))"
        }
    }
}
