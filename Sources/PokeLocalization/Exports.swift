// `LocaleTag` is part of PokeLocalization's API (negotiated locales, the locales a localizer
// has), and `PokemonRecord` is what `PokemonCatalog` hands out, but both live in PokeTables, the
// package's core, which loccheck and the generator share and which is no product. Re-exported
// here so `import PokeLocalization` is all an app writes; the rest of PokeTables is `package` and
// stays out of apps' sight.
@_exported import struct PokeTables.LocaleTag
@_exported import struct PokeTables.PokemonRecord
