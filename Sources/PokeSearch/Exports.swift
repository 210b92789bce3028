// The search keys and the names a search holds are PokeSearch's API, but they live in PokeTables,
// the package's core, because the generator folds the bundled names into a search index at build
// time with the same code the search uses at run time. Re-exported here so `import PokeSearch` is
// all an app writes; the rest of PokeTables is `package` and stays out of apps' sight.
@_exported import enum PokeTables.SearchKey
@_exported import struct PokeTables.SearchableName
