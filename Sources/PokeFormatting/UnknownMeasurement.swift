/// What an unknown height or weight formats as, in every locale: the games' "????".
public let unknownMeasurementText = "????"
