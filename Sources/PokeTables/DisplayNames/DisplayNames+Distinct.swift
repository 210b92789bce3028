extension DisplayNames {
    /// `names` with the entries of each species told apart: where two or more entries of one
    /// species come out alike ("Mega Meowstic" for the male and the female form, "Marowak" for
    /// Marowak and its Totem form, "Koraidon" for its four builds), one keeps the name (the
    /// species' default variety, else the entry the others vary: `darmanitan-zen` beside
    /// `darmanitan-galar-zen`) and each other one takes the first of these that no other entry
    /// of the species shows:
    /// 1. PokeAPI's full name ("Totem Marowak"), where no other entry of the group has the same
    ///    in that locale; from a later locale of the chain, its words without the species name,
    ///    beside the locale's species name ("텅구리 (Totem Alolan)") or after the locale's own
    ///    form name, which stays;
    /// 2. the name with the form name of the entry it varies, where the name lacks it
    ///    ("Mega Meowstic (Female)": `meowstic-female-mega` varies `meowstic-female`, whose form
    ///    name is "Female");
    /// 3. the name with what its slug adds to the others' ("Zygarde (10% Forme) (power-construct)",
    ///    "Koraidon (limited-build)"): what the data has when no table names the difference;
    /// 4. the name with its whole slug, which no other entry has.
    /// Of 1 and 2, the one from the nearer locale of the chain comes first: a form name the
    /// locale has ("メガマギアナ（５００ねんまえのいろ）") before a full name only English has
    /// ("(Mega Original)"). Names that are already distinct are left as they are.
    /// - Complexity: O(entries log entries) to group the entries by species; more only for the few
    ///   species whose entries collide.
    /// - Parameter positions: the entry of each name (nil: `names` holds every entry, in order).
    package func distinguished(_ names: consuming [ResolvedPokemonName], positions: [Int]? = nil) -> [ResolvedPokemonName] {
        let positions = positions ?? Array(names.indices)
        guard positions.count == names.count else { return names }
        // The indices of each species' names side by side, in order (a dictionary of each
        // species' names cost an array for every species).
        let species = positions.map(data.speciesID(ofEntry:))
        let order = names.indices.sorted { (species[$0], $0) < (species[$1], $1) }
        var start = 0
        while start < order.count {
            let end = order[start...].firstIndex { species[$0] != species[order[start]] } ?? order.count
            let members = order[start..<end]
            start = end
            guard members.count > 1 else { continue }
            // A species has a few entries: comparing each pair costs less than hashing every name.
            let values = members.map { names[$0].value }
            guard values.indices.contains(where: { values[..<$0].contains(values[$0]) }) else { continue }
            // By entry position, so the rules below read any of the species' names.
            var byEntry = [Int: ResolvedPokemonName](uniqueKeysWithValues: members.map { (positions[$0], names[$0]) })
            distinguish(members.map { positions[$0] }, in: &byEntry)
            for member in members { names[member] = byEntry[positions[member]]! }
        }
        return names
    }

    /// Tells apart the entries at `positions`, one species' entries in catalog order.
    private func distinguish(_ positions: [Int], in names: inout [Int: ResolvedPokemonName]) {
        var taken = Set(positions.map { names[$0]!.value })
        let groups = Dictionary(grouping: positions) { names[$0]!.value }.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
        for group in groups {
            let shared = names[group[0]]!.value
            let keeper = group.first(where: isDefaultVariety) ?? base(of: group)
            let others = group.filter { $0 != keeper }
            if keeper == nil { taken.remove(shared) }
            let added = addedSlugWords(in: group)
            let options = others.map { other in
                candidates(for: other, in: group, names: names, added: added[group.firstIndex(of: other)!])
            }
            // Each entry takes its first option; while two take the same name, or one a name
            // another entry shows, both move on to their next option.
            var choice = [Int](repeating: 0, count: others.count)
            while true {
                let chosen = others.indices.map { options[$0][choice[$0]].value }
                var counts: [String: Int] = [:]
                for value in chosen { counts[value, default: 0] += 1 }
                var moved = false
                for index in others.indices where counts[chosen[index]]! > 1 || taken.contains(chosen[index]) {
                    if choice[index] + 1 < options[index].count {
                        choice[index] += 1
                        moved = true
                    }
                }
                if !moved { break }
            }
            for (index, position) in others.enumerated() {
                names[position] = options[index][choice[index]]
                taken.insert(names[position]!.value)
            }
        }
    }

    /// The names an entry of a colliding `group` may take, best first; the last is never empty
    /// and holds the whole slug. `added` is what its slug adds to the group's (``addedSlugWords(in:)``).
    private func candidates(
        for position: Int, in group: [Int], names: [Int: ResolvedPokemonName],
        added: String
    ) -> [ResolvedPokemonName] {
        let current = names[position]!
        var options: [ResolvedPokemonName] = []
        let link = current.species.origin.link
        if let speciesPosition = speciesPosition(ofEntry: position) {
            // Words count only where they tell the entry from the group's others: not a full name
            // another entry has in that locale, nor words another's name already holds ("50%
            // Zygarde" for Zygarde's 50% Power Construct beside "Zygarde (50% Forme)"), nor a
            // form name the entry's own name holds.
            // (The others' names are read in the locale the words come from too: ５０％ is 50%.)
            let others = group.filter { $0 != position }
            func tells(_ words: String, link: UInt8) -> Bool {
                !others.contains { other in
                    FormNames.contains(words, in: names[other]!.value)
                        || value(forms, link: Int(link), at: other).map { FormNames.contains(words, in: $0.name) } == true
                        || value(fullNames, link: Int(link), at: other).map { FormNames.contains(words, in: $0.name) } == true
                }
            }
            var full: (link: Int, name: ResolvedPokemonName)?
            if let (fullLink, name) = firstValue(fullNames, at: position),
                !others.contains(where: { value(fullNames, link: fullLink, at: $0)?.name == name.name }),
                tells(formWithoutSpecies(name.name, link: fullLink, speciesPosition: speciesPosition), link: UInt8(fullLink))
            {
                full = (fullLink, fullName(name, link: fullLink, of: current, speciesPosition: speciesPosition))
            }
            var varied: (link: Int, name: ResolvedPokemonName)?
            if let parent = variedForm(of: position, speciesPosition: speciesPosition), !FormNames.contains(parent.name, in: current.value),
                tells(parent.name, link: parent.origin.link)
            {
                varied = (Int(parent.origin.link), qualified(current, by: parent, link: link))
            }
            // The varied form in a nearer locale of the chain comes first: "メガマギアナ
            // （５００ねんまえのいろ）" from the locale's own tables, not English's "(Mega Original)".
            if let full, let varied, varied.link < full.link {
                options += [varied.name, full.name]
            } else {
                options += [full?.name, varied?.name].compactMap { $0 }
            }
        }
        let slug = data.entrySlug(position)
        options.append(added.isEmpty ? current : qualified(current, by: (added, .slug), link: link))
        options.append(qualified(current, by: (slug, .slug), link: link))
        return options
    }

    /// `name` with `part` in the pattern of the link that named it; the form part reported is
    /// the one from further down the chain, so a fallback stays marked.
    private func qualified(_ name: ResolvedPokemonName, by part: NamePart, link: UInt8) -> ResolvedPokemonName {
        let text = FormNames.fill(pattern(link: link), species: name.value, form: part.name)
        let form = name.form.map { $0.origin.link >= part.origin.link ? $0 : part } ?? part
        return ResolvedPokemonName(value: text, species: name.species, form: form)
    }

    /// The entry's full name `full`, from the chain's link `fullLink`: as it is when that locale
    /// names the species too (or no locale does); else its words without the species, beside
    /// the chain's species name in place of a form name from as far down the chain ("텅구리
    /// (Totem Alolan)"), or after a form name the locale has ("ヒヒダルマ（ダルマモード）
    /// （Zen Galarian）"), so a name from the locale's own tables is never dropped.
    private func fullName(
        _ full: NamePart, link fullLink: Int, of current: ResolvedPokemonName,
        speciesPosition: Int
    ) -> ResolvedPokemonName {
        let speciesName = data.resolvedSpecies(speciesPosition)
        guard !speciesName.origin.isSlug, Int(speciesName.origin.link) < fullLink else {
            return ResolvedPokemonName(value: full.name, species: full, form: nil)
        }
        let words: NamePart = (formWithoutSpecies(full.name, link: fullLink, speciesPosition: speciesPosition), full.origin)
        if let form = current.form, Int(form.origin.link) < fullLink {
            return qualified(current, by: words, link: current.species.origin.link)
        }
        return ResolvedPokemonName(
            value: FormNames.fill(pattern(link: speciesName.origin.link), species: speciesName.name, form: words.name),
            species: speciesName, form: words)
    }

    /// The form name of the entry this one varies: the longest slug of the species that this
    /// slug starts with, a hyphen after it (`meowstic-female` for `meowstic-female-mega`), other
    /// than the species' own slug; without the species name.
    private func variedForm(of position: Int, speciesPosition owner: Int) -> NamePart? {
        let slug = data.entrySlug(position)
        let speciesSlug = data.speciesSlug(owner)
        var words = slug.split(separator: "-", omittingEmptySubsequences: false).dropLast()
        while !words.isEmpty {
            let prefix = words.joined(separator: "-")
            words.removeLast()
            guard prefix.count > speciesSlug.count, let parent = data.entryPosition(ofSlug: prefix),
                speciesPosition(ofEntry: parent) == owner,
                let (link, form) = firstValue(forms, at: parent)
            else { continue }
            return (formWithoutSpecies(form.name, link: link, speciesPosition: owner), form.origin)
        }
        return nil
    }

    /// The entry of a group none of whose entries is the species' default variety that the
    /// others vary: the one whose slug's words (after the species' slug) are all among each
    /// other's, and fewer (`darmanitan-zen` beside `darmanitan-galar-zen`); nil when none is.
    private func base(of group: [Int]) -> Int? {
        let words = group.map { Set(slugWords(of: $0)) }
        return group.indices.first { index in
            words.indices.allSatisfy { $0 == index || (words[index].isSubset(of: words[$0]) && words[index].count < words[$0].count) }
        }.map { group[$0] }
    }

    /// The words of the entry's slug after the species' slug (none for the species' own slug).
    private func slugWords(of position: Int) -> [Substring] {
        let slug = data.entrySlug(position)
        let speciesSlug = speciesPosition(ofEntry: position).map(data.speciesSlug) ?? ""
        guard slug != speciesSlug else { return [] }
        let rest = slug.hasPrefix(speciesSlug + "-") ? slug.dropFirst(speciesSlug.count + 1) : Substring(slug)
        return rest.split(separator: "-")
    }

    /// For each entry of a group, the words of its slug after the species' slug, less those every
    /// entry of the group starts with ("power-construct" for `zygarde-10-power-construct` beside
    /// `zygarde-10`).
    private func addedSlugWords(in group: [Int]) -> [String] {
        let all = group.map(slugWords)
        let common = all.dropFirst().reduce(all[0].count) { length, other in
            min(length, zip(all[0], other).prefix { $0 == $1 }.count)
        }
        return all.map { $0.dropFirst(common).joined(separator: "-") }
    }
}
