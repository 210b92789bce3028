import PokeLocalization

/// An app's layer for the tests: this target's `Localization/` folder (a few Ukrainian names, a
/// locale the bundled tables lack), compiled by the `GenerateLocalizationTables` plugin as an app's is.
///
/// A library target of its own: a build plugin applied to a test target links its tool (pokegen)
/// into the test bundle a second time, which fails to link.
public let ukrainianLayer: LocalizationTables = .module
