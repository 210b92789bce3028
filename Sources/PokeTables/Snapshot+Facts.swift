extension Snapshot {
    /// The ``SnapshotFacts`` files read onto `pokemon`, every problem reported at its file and
    /// line: a slug the entry or species list lacks, a line out of that list's order or listed
    /// twice, a value the ability, stat or egg-group list lacks or given twice, too many of them,
    /// a base stat outside ``PokemonRecord/BaseStat/valueRange``. A line with a problem is left out.
    /// - Complexity: O(n) in the number of lines.
    static func readFacts(
        _ files: [String: TableFile], onto pokemon: inout [PokemonRecord], species: [Record],
        lists: [KeyListKind: [Record]], problems: inout [Diagnostic]
    ) {
        let pokemonPositions = Dictionary(pokemon.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let speciesPositions = Dictionary(species.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let speciesPositionOfID = Dictionary(species.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for fact in SnapshotFacts.allCases {
            guard let file = files[fact.file] else { continue }
            let path = fact.file
            problems += file.diagnostics.map { Diagnostic(.invalidSnapshot, file: path, line: $0.line, message: $0.message) }
            let positions = fact.keys == .species ? speciesPositions : pokemonPositions
            let listFile = fact.keys.snapshotFile ?? ""
            let valueFile = fact.values.snapshotFile ?? ""
            let valueOrder = Dictionary(
                (lists[fact.values] ?? []).enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
            var previous: (position: Int, line: Int)?
            var values: [Int: [String]] = [:]
            for entry in file.uniqueEntries {
                func problem(_ message: String) {
                    problems.append(Diagnostic(.invalidSnapshot, file: path, line: entry.line, message: message))
                }
                guard let position = positions[entry.key] else {
                    problem("`\(entry.key)` is not in \(listFile); \(rewrite)")
                    continue
                }
                if let previous, position <= previous.position {
                    problem(
                        "`\(entry.key)` comes after the line \(previous.line), but \(listFile) lists it before; lines follow that file's order. \(rewriteSentence)"
                    )
                    continue
                }
                let fields = entry.value.asciiFields(separatedBy: " ")
                switch parseFacts(fact, fields, of: entry.key, valueOrder: valueOrder, valueFile: valueFile) {
                case .failure(let failure):
                    problem(failure.message)
                    continue
                case .success(let slugs): values[position] = slugs
                }
                previous = (position, entry.line)
            }
            for index in pokemon.indices {
                let position = fact.keys == .species ? speciesPositionOfID[pokemon[index].speciesID] : index
                guard let position, let line = values[position] else { continue }
                switch fact {
                case .abilities:
                    pokemon[index].abilities = line.map { field in
                        field.hasPrefix(SnapshotFacts.hiddenMark)
                            ? PokemonRecord.Ability(String(field.dropFirst(SnapshotFacts.hiddenMark.count)), isHidden: true)
                            : PokemonRecord.Ability(field)
                    }
                case .baseStats:
                    pokemon[index].baseStats = line.compactMap { field in
                        statAndValue(field).flatMap { stat, value in Int(value).map { PokemonRecord.BaseStat(stat, $0) } }
                    }
                case .eggGroups:
                    pokemon[index].eggGroups = line
                }
            }
        }
    }

    private struct FactProblem: Error {
        let message: String
    }

    /// A line's fields checked: the same fields back (base stats sorted into the stat list's
    /// order), or the problem as a sentence.
    private static func parseFacts(
        _ fact: SnapshotFacts, _ fields: [String], of key: String, valueOrder: [String: Int],
        valueFile: String
    ) -> Result<[String], FactProblem> {
        func failure(_ message: String) -> Result<[String], FactProblem> { .failure(FactProblem(message: message)) }
        // A line names at most a few slugs (six stats): a list is searched faster than a set is built.
        var seen: [String] = []
        var ordered: [(order: Int, field: String)] = []
        for field in fields {
            let slug: String
            switch fact {
            case .abilities:
                slug = field.hasPrefix(SnapshotFacts.hiddenMark) ? String(field.dropFirst(SnapshotFacts.hiddenMark.count)) : field
            case .baseStats:
                guard let (stat, text) = statAndValue(field), let value = Int(text) else {
                    return failure(
                        "Expected `stat:value` pairs separated by spaces, such as `hp:50 attack:52`, but `\(key)` has `\(field)`; \(rewrite)"
                    )
                }
                guard PokemonRecord.BaseStat.valueRange.contains(value) else {
                    return failure(
                        "The base \(stat) of `\(key)` is \(value), outside the \(PokemonRecord.BaseStat.valueRange.lowerBound)...\(PokemonRecord.BaseStat.valueRange.upperBound) a base stat can be. \(rewriteSentence)"
                    )
                }
                slug = stat
            case .eggGroups:
                slug = field
            }
            guard let order = valueOrder[slug] else {
                return failure("`\(key)` has the \(fact.declaration.value) `\(slug)`, which \(valueFile) does not list; \(rewrite)")
            }
            guard !seen.contains(slug) else {
                return failure("`\(key)` has `\(slug)` twice; \(rewrite)")
            }
            seen.append(slug)
            ordered.append((order, field))
        }
        if let maximum = fact.declaration.maximum, ordered.count > maximum.count {
            let reason = maximum.reason.replacing("{count}", with: "\(maximum.count)")
            return failure("`\(key)` has \(ordered.count) \(maximum.plural); \(reason). \(rewriteSentence)")
        }
        if fact == .baseStats { ordered.sort { $0.order < $1.order } }
        return .success(ordered.map(\.field))
    }

    /// A `stat:value` field's two parts, or nil when it has not exactly one colon.
    private static func statAndValue(_ field: String) -> (stat: String, value: Substring)? {
        let colon = UInt8(ascii: ":")
        guard let split = field.utf8.firstIndex(of: colon) else { return nil }
        let value = field.utf8[field.utf8.index(after: split)...]
        guard !value.contains(colon) else { return nil }
        return (String(Substring(field.utf8[..<split])), Substring(value))
    }

    /// The fact files' text, in the format ``readFacts(_:onto:species:lists:problems:)`` reads,
    /// with the snapshot's header lines: the facts some entry has (``factsPresent``; a snapshot
    /// from a dump without them writes none of their files).
    func renderedFacts(about: [String]) -> [(path: String, text: String)] {
        factsPresent.map { fact in
            let entries: [(key: String, value: String)]
            switch fact {
            case .abilities:
                entries = pokemon.filter { !$0.abilities.isEmpty }.map { record in
                    (record.slug, record.abilities.map { ($0.isHidden ? SnapshotFacts.hiddenMark : "") + $0.slug }.joined(separator: " "))
                }
            case .baseStats:
                entries = pokemon.filter { !$0.baseStats.isEmpty }.map { record in
                    (record.slug, record.baseStats.map { "\($0.stat):\($0.value)" }.joined(separator: " "))
                }
            case .eggGroups:
                let groups = eggGroupsBySpecies
                entries = species.compactMap { species in groups[species.id].map { (species.slug, $0.joined(separator: " ")) } }
            }
            return (fact.file, TableText.render(comments: fact.declaration.header + about, entries: entries))
        }
    }

    /// The facts some entry has, whose files the snapshot writes.
    package var factsPresent: [SnapshotFacts] {
        SnapshotFacts.allCases.filter { fact in pokemon.contains { !fact.values(of: $0).isEmpty } }
    }

    /// Each species' egg groups, from the first of its entries that has them.
    package var eggGroupsBySpecies: [Int: [String]] {
        var groups: [Int: [String]] = [:]
        for record in pokemon where !record.eggGroups.isEmpty && groups[record.speciesID] == nil {
            groups[record.speciesID] = record.eggGroups
        }
        return groups
    }
}
