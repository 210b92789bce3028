import PokeLocalization

/// How many `/pokemon` entries each locale names entirely in its own language: display names
/// whose species and form parts both come from the locale's tables (issue 13's measure).
func runNameCoverageReport() {
    print("== /pokemon entries named entirely in the locale's own tables ==")
    let localizer = TableLocalizer()
    let records = localizer.catalog.records
    var rows = [["locale", "own", "of", "form from another locale", "whole name from another locale"]]
    for tag in localizer.availableLocales {
        let locale = localizer.locale(for: tag.description)
        var own = 0
        var formFellBack = 0
        var wholeFellBack = 0
        for record in records {
            guard let name = localizer.pokemonName(id: record.id, in: locale) else { continue }
            if !name.isFallback { own += 1 }
            if !name.species.isFallback, name.form?.isFallback == true { formFellBack += 1 }
            if name.species.isFallback { wholeFellBack += 1 }
        }
        rows.append([tag.description, "\(own)", "\(records.count)", "\(formFellBack)", "\(wholeFellBack)"])
    }
    printTable(rows)
}
