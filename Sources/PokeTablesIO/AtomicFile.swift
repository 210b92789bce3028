import AtomicWrites

/// Writes files atomically; it lives in `AtomicWrites` so the fetcher's disk cache shares it
/// without depending on the table modules.
package typealias AtomicFile = AtomicWrites.AtomicFile

/// Several files staged, then renamed together; see `AtomicWrites.StagedWrite`.
package typealias StagedWrite = AtomicWrites.StagedWrite
