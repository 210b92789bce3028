import PokeLocalization
import PokedexCard

/// A card as the terminal shows it, in `show` and `browse` alike: the number and name, the genus
/// under them, one labelled fact a line (the base stats under their heading), a `*` on each part
/// another locale answered for, and the card locale's note saying so.
struct CardLines {
    /// One labelled line.
    struct Fact: Equatable {
        var label: String
        var value: String
    }

    /// What marks a part another locale (or a slug) answered for.
    static let mark = "*"

    /// "No.54 고라파덕", marked when its number label, name or form fell back.
    let title: String
    /// "오리포켓몬", marked when it fell back; nil when the catalog doesn't know the species.
    let genus: String?
    /// The Pokédex entry and, in parentheses, the game it came from, marked as the genus is.
    let entry: String?
    /// Types, height, weight, abilities, the hidden ability and egg groups.
    let facts: [Fact]
    /// The base stats' heading; its value is empty, or the word for unknown when there are none.
    let baseStatsHeading: Fact
    /// Each base stat, its name and value.
    let baseStats: [Fact]
    /// "* Shown in another language (en)", in the card's locale, when a part is marked.
    let note: String?

    /// The lines of a card made in `locale`. A locale without tables (`xx`, `und`) marks nothing:
    /// the whole card is English, and `pokedex` says so once (or, for `und`, asked for it).
    init(_ card: PokedexCard, localizer: any Localizer, locale: NameLocale) {
        let marks = locale.negotiated != nil
        func marked(_ text: String, _ fell: Bool) -> String { marks && fell ? text + Self.mark : text }
        func marked(_ name: LocalizedName) -> String { marked(name.value, name.isFallback) }
        let fallbacks = Set(card.fallbacks)
        func marked(_ text: String, _ part: PokedexCard.Part) -> String { marked(text, fallbacks.contains(part)) }

        title = marked("\(card.numberText) \(card.name.value)", !fallbacks.isDisjoint(with: [.numberLabel, .name, .form]))
        genus = card.genus.map(marked)
        entry = card.entry.map { entry in
            marked(entry.text.value + (entry.versionName.map { " (\($0.value))" } ?? ""), entry.text.isFallback)
        }
        var facts = [
            Fact(label: marked(card.typeLabel), value: marked(card.typeList, .types)),
            Fact(label: marked(card.heightLabel), value: card.height),
            Fact(label: marked(card.weightLabel), value: card.weight),
            Fact(label: marked(card.abilitiesLabel), value: marked(card.abilityList, .abilities)),
        ]
        if let hidden = card.hiddenAbilityList {
            facts.append(Fact(label: marked(card.hiddenAbilityLabel), value: marked(hidden, .hiddenAbility)))
        }
        facts.append(Fact(label: marked(card.eggGroupsLabel), value: marked(card.eggGroupList, .eggGroups)))
        self.facts = facts
        baseStatsHeading = Fact(label: marked(card.baseStatsLabel), value: card.baseStats.isEmpty ? marked(card.unknown) : "")
        baseStats = card.baseStats.map { Fact(label: marked($0.name), value: "\($0.value)") }

        let sources = Self.sources(of: card, parts: fallbacks)
        if marks, !sources.isEmpty {
            let label = localizer.label("fallback", in: locale).value
            note = Self.mark + " " + label.replacing("{locales}", with: sources.joined(separator: ", "))
        } else {
            note = nil
        }
    }

    /// Where the fallen-back parts came from: the locales' codes in the order met, then `slug`
    /// when a part is only its slug (a name no table has, from a server).
    private static func sources(of card: PokedexCard, parts: Set<PokedexCard.Part>) -> [String] {
        var names: [LocalizedName] = [card.numberLabel, card.name.species] + (card.name.form.map { [$0] } ?? [])
        names += [card.genus, card.entry?.text].compactMap { $0 } + [card.typeLabel] + card.types + [card.heightLabel, card.weightLabel]
        names += [card.abilitiesLabel] + card.abilities.map(\.name) + [card.eggGroupsLabel] + card.eggGroups
        names += [card.baseStatsLabel] + card.baseStats.map(\.name)
        if card.hiddenAbilityList != nil { names.append(card.hiddenAbilityLabel) }
        if card.abilities.isEmpty || card.baseStats.isEmpty || card.eggGroups.isEmpty { names.append(card.unknown) }
        guard !parts.isEmpty else { return [] }
        var sources: [String] = []
        for name in names where name.isFallback {
            let source = name.servedBy?.description ?? "slug"
            if !sources.contains(source) { sources.append(source) }
        }
        return sources
    }

    /// The card as `show` prints it: the title, genus and entry, then a line each, `label: value`,
    /// the base stats indented under their heading, then the artwork's URL and the note.
    func printed(artworkURL: String?) -> [String] {
        var lines = [title] + (genus.map { [$0] } ?? []) + (entry.map { [$0] } ?? [])
        lines += facts.map { "\($0.label): \($0.value)" }
        lines.append(baseStatsHeading.label + ":" + (baseStatsHeading.value.isEmpty ? "" : " " + baseStatsHeading.value))
        lines += baseStats.map { "  \($0.label): \($0.value)" }
        return lines + (artworkURL.map { [$0] } ?? []) + (note.map { [$0] } ?? [])
    }
}
