/// Which of the package's bundled tables an app compiles in: a package trait per locale and per
/// table kind (Package.swift declares them), a table being compiled in when both its locale's and
/// its kind's traits are enabled. Every one is by default (the traits `AllLocales` and `AllKinds`);
/// an app that shows Korean species and type names asks for
/// `traits: ["ko", "en", "species", "types"]`. A table left out answers as a table the package
/// doesn't have: the next locale of the chain, then the key itself.
///
/// The trait names are the compilation conditions of the generated `#if` blocks, so they are Swift
/// identifiers: a locale's tag with `_` for `-` (`zh_Hant`), a kind's folder name (`species`,
/// `ui`, `pokedexentries`).
package enum BundledSelection {
    /// The trait that selects a locale's tables: `ko`, `zh_Hant`, `es_419`.
    package static func trait(for locale: LocaleTag) -> String {
        locale.description.replacing("-", with: "_")
    }

    /// The trait that selects a kind's tables in every selected locale: its folder name.
    package static func trait(for kind: TableKind) -> String {
        kind.rawValue
    }

    /// The `#if` condition of a locale's table of a kind: `(AllLocales || ko) && (AllKinds ||
    /// species)`. The default traits select it without naming its locale or kind, so a locale
    /// (or kind) added under Resources/ before Package.swift declares its trait is compiled in
    /// by default, as every other.
    package static func condition(_ locale: LocaleTag, _ kind: TableKind) -> String {
        "(\(allLocales) || \(trait(for: locale))) && (\(allKinds) || \(trait(for: kind)))"
    }

    /// The trait that enables every locale's trait, and the one that enables every kind's: the
    /// package's default traits.
    package static let allLocales = "AllLocales"
    package static let allKinds = "AllKinds"
}
