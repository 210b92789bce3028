import PokeLocalization

extension PokedexCard {
    /// One fact of a card, as a line of it shows it: what it is, its label, the names it is made
    /// of, its text, and which of its pieces another locale answered for.
    ///
    /// ``PokedexCard/facts`` lists them in the card's order; a UI draws a card from that list,
    /// marking a fact's label or text when ``fallbacks`` says a piece of it fell back.
    public struct Fact: Hashable, Sendable {
        /// What the fact is, named by the part of its values: ``Part/name``, ``Part/types``,
        /// ``Part/height``.
        public let part: Part
        /// Its label in the card's locale, "Type"; the name's is the number label ("No.{number}");
        /// `nil` for the genus and the Pokédex entry, which a card shows without one.
        public let label: LocalizedName?
        /// The localized names its text is made of: the types, the abilities, the species and form
        /// names, the genus; the word for unknown when the data has none; empty for the height and
        /// weight, which are numbers.
        public let values: [LocalizedName]
        /// The fact as the card writes it: "Grass and Poison", "0.8m", "Deoxys (Attack Forme)", the
        /// entry's text. The base stats' is empty, their names and values being ``PokedexCard/baseStats``,
        /// or the word for unknown when there are none.
        public let text: String
        /// The pieces of the fact that came from another locale than the card's (or are only a
        /// slug), the label's first; empty when the card's locale had every name.
        public let fallbacks: [Fallback]
        /// The parts of the fact whose names a server gave, not the tables
        /// (``/PokeLocalization/LocalizedName/isFromServer``): not reviewed; empty offline.
        public let fromServer: [Part]

        /// A fact from its pieces, each with the part it is.
        init(
            _ part: Part, label: (part: Part, name: LocalizedName)? = nil, values: [(part: Part, name: LocalizedName)],
            text: String
        ) {
            self.part = part
            self.label = label?.name
            self.values = values.map(\.name)
            self.text = text
            let pieces = (label.map { [$0] } ?? []) + values
            fallbacks = pieces.filter(\.name.isFallback).map { Fallback(part: $0.part, name: $0.name) }
            var fromServer: [Part] = []
            for piece in pieces where piece.name.isFromServer && !fromServer.contains(piece.part) { fromServer.append(piece.part) }
            self.fromServer = fromServer
        }
    }

    /// A piece of a card another locale answered for: which part it is, and the name that locale gave.
    public struct Fallback: Hashable, Sendable {
        /// The part, such as ``Part/typeLabel`` or ``Part/entry``.
        public let part: Part
        /// The name; its ``/PokeLocalization/LocalizedName/source`` is the locale that answered, or
        /// the slug.
        public let name: LocalizedName
    }

    /// What the card shows, in its order: the name under its number label, the genus, the Pokédex
    /// entry, the types, height, weight, abilities, the hidden ability (when there is one), egg
    /// groups and base stats. The one list the card's parts are written in: ``fallbacks`` and the
    /// lines a UI draws are read from it.
    public var facts: [Fact] {
        func each(_ part: Part, _ names: [LocalizedName]) -> [(part: Part, name: LocalizedName)] { names.map { (part, $0) } }
        // The lists a card writes the word for unknown in when the data has none.
        func listed(_ part: Part, _ names: [LocalizedName]) -> [(part: Part, name: LocalizedName)] {
            each(part, names.isEmpty ? [unknown] : names)
        }
        let regular = abilities.filter { !$0.isHidden }.map(\.name)
        let hidden = abilities.filter(\.isHidden).map(\.name)
        let nameParts = [(part: Part.name, name: name.species)] + (name.form.map { [(Part.form, $0)] } ?? [])
        var facts = [Fact(.name, label: (.numberLabel, numberLabel), values: nameParts, text: name.value)]
        if let genus { facts.append(Fact(.genus, values: [(.genus, genus)], text: genus.value)) }
        if let entry { facts.append(Fact(.entry, values: [(.entry, entry.text)], text: entry.text.value)) }
        facts += [
            Fact(.types, label: (.typeLabel, typeLabel), values: each(.types, types), text: typeList),
            Fact(.height, label: (.heightLabel, heightLabel), values: [], text: height),
            Fact(.weight, label: (.weightLabel, weightLabel), values: [], text: weight),
            Fact(.abilities, label: (.abilitiesLabel, abilitiesLabel), values: listed(.abilities, regular), text: abilityList),
        ]
        if let hiddenAbilityList {
            facts.append(
                Fact(
                    .hiddenAbility, label: (.hiddenAbilityLabel, hiddenAbilityLabel), values: each(.hiddenAbility, hidden),
                    text: hiddenAbilityList))
        }
        facts += [
            Fact(.eggGroups, label: (.eggGroupsLabel, eggGroupsLabel), values: listed(.eggGroups, eggGroups), text: eggGroupList),
            Fact(
                .baseStats, label: (.baseStatsLabel, baseStatsLabel), values: listed(.baseStats, baseStats.map(\.name)),
                text: baseStats.isEmpty ? unknown.value : ""),
        ]
        return facts
    }
}
