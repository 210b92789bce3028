/// What an unknown height or weight formats as, in every locale: the games' "????".
let unknownMeasurementText = "????"

extension HeightFormatter {
    /// What an unknown height (PokeAPI's 0) formats as, in every locale: the games' "????".
    public static let unknownText = unknownMeasurementText
}

extension WeightFormatter {
    /// What an unknown weight (PokeAPI's 0) formats as, in every locale: the games' "????".
    public static let unknownText = unknownMeasurementText
}
