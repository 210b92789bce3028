/// The version of the PokeLocalization package, which `loccheck --version` and `pokedex --version`
/// print. The one place it is written: a release changes it here (see docs/terminal.md, "Versions").
package enum PackageVersion {
    /// Semantic versioning: the tables' format, the report's schema and the command lines are
    /// what a major version promises.
    package static let current = "0.1.0"
}
