import PokeLocalization
import PokeTables
import PokedexCard

/// A card as the terminal shows it, in `show` and `browse` alike, read from the card's facts
/// (``PokedexCard/PokedexCard/facts``) in their order: the number and name, the genus under them,
/// one labelled fact a line (the base stats under their heading), a `*` on each label or value
/// another locale answered for and a `†` on each a server gave (not reviewed), and the card
/// locale's notes saying so.
struct CardLines {
    /// One labelled line.
    struct Row: Equatable {
        var label: String
        var value: String
    }

    /// A locale that answered for parts the card's locale has no names for, and those parts.
    struct Source: Equatable {
        /// `nil` for the parts that are only their slug (a name no table has, from a server).
        var locale: LocaleTag?
        var parts: [PokedexCard.Part]
    }

    /// What marks a part another locale (or a slug) answered for.
    static let mark = "*"
    /// What marks a part whose names a server gave, the tables having none: not reviewed.
    static let serverMark = "†"

    /// "No.54 고라파덕", marked when its number label, name or form fell back.
    let title: String
    /// "오리포켓몬", marked when it fell back; nil when the catalog doesn't know the species.
    let genus: String?
    /// The Pokédex entry and, in parentheses, the game it came from, marked as the genus is.
    let entry: String?
    /// Types, height, weight, abilities, the hidden ability and egg groups: the labelled facts.
    let rows: [Row]
    /// The base stats' heading; its value is empty, or the word for unknown when there are none.
    let baseStatsHeading: Row
    /// Each base stat, its name and value.
    let baseStats: [Row]
    /// The locales that answered for the card's locale, each once, in the order of the facts
    /// they answered for; empty when a locale without tables marks nothing.
    let sources: [Source]
    /// "* Shown in another language (en)", in the card's locale, when a part is marked.
    let note: String?
    /// "† From the server, not reviewed", in the card's locale, when a part's names came from a server.
    let serverNote: String?

    /// The lines of a card made in `locale`. A locale without tables (`xx`, `und`) marks nothing:
    /// the whole card is English, and `pokedex` says so once (or, for `und`, asked for it).
    init(_ card: PokedexCard, localizer: any Localizer, locale: NameLocale) {
        let marks = locale.negotiated != nil
        func marked(_ text: String, _ fell: Bool) -> String { marks && fell ? text + Self.mark : text }
        // A server's text is marked in every locale, a locale without tables too: it is not reviewed.
        func fromServer(_ text: String, _ fact: PokedexCard.Fact) -> String { fact.fromServer.isEmpty ? text : text + Self.serverMark }

        var title = ""
        var genus: String?
        var entry: String?
        var rows: [Row] = []
        var heading = Row(label: "", value: "")
        for fact in card.facts {
            let label = fact.label.map { marked($0.value, $0.isFallback) } ?? ""
            let value = marked(fact.text, fact.values.contains(where: \.isFallback))
            switch fact.part {
            case .name:
                title = fromServer(marked("\(card.numberText) \(fact.text)", !fact.fallbacks.isEmpty), fact)
            case .genus:
                genus = fromServer(value, fact)
            case .entry:
                entry = fromServer(
                    marked(fact.text + (card.entry?.versionName.map { " (\($0.value))" } ?? ""), !fact.fallbacks.isEmpty), fact)
            case .baseStats:
                heading = Row(label: label, value: fact.text.isEmpty ? "" : value)
            default:
                rows.append(Row(label: label, value: fromServer(value, fact)))
            }
        }
        (self.title, self.genus, self.entry, self.rows, baseStatsHeading) = (title, genus, entry, rows, heading)
        baseStats = card.baseStats.map { Row(label: marked($0.name.value, $0.name.isFallback), value: "\($0.value)") }

        var sources: [Source] = []
        for fallback in card.facts.flatMap(\.fallbacks) where marks {
            if let index = sources.firstIndex(where: { $0.locale == fallback.name.servedBy }) {
                if !sources[index].parts.contains(fallback.part) { sources[index].parts.append(fallback.part) }
            } else {
                sources.append(Source(locale: fallback.name.servedBy, parts: [fallback.part]))
            }
        }
        self.sources = sources
        if !sources.isEmpty {
            let label = localizer.name(.labels, "fallback", in: locale).value
            note =
                Self.mark + " "
                + label.replacing("{locales}", with: sources.map { $0.locale?.description ?? "slug" }.joined(separator: ", "))
        } else {
            note = nil
        }
        serverNote = card.fromServer.isEmpty ? nil : Self.serverMark + " " + localizer.name(.labels, "from-server", in: locale).value
    }

    /// The card as `show` prints it: the title, genus and entry, then a line each, `label: value`,
    /// the base stats indented under their heading, then the artwork's URL and the note.
    func printed(artworkURL: String?) -> [String] {
        var lines = [title] + (genus.map { [$0] } ?? []) + (entry.map { [$0] } ?? [])
        lines += rows.map { "\($0.label): \($0.value)" }
        lines.append(baseStatsHeading.label + ":" + (baseStatsHeading.value.isEmpty ? "" : " " + baseStatsHeading.value))
        lines += baseStats.map { "  \($0.label): \($0.value)" }
        return lines + (artworkURL.map { [$0] } ?? []) + (note.map { [$0] } ?? []) + (serverNote.map { [$0] } ?? [])
    }
}
