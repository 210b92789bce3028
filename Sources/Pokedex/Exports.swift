// `PokemonRecord` is what a decoded `Pokemon` converts to (`Pokemon.record`), but lives in
// PokeTables, the package's core, which is no product. Re-exported here so `import Pokedex` is all
// an app writes to name it; PokeLocalization re-exports the same struct, so the two imports agree.
@_exported import struct PokeTables.PokemonRecord
