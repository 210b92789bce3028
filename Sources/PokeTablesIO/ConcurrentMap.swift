import Dispatch
import PokeTables

extension Array where Element: Sendable {
    /// `transform` of every element, in the order given, each run on whichever core is free:
    /// with two cores, two elements at a time. Elements are taken in order, so a list with its
    /// costliest elements first keeps the cores busy to the end.
    ///
    /// The results don't depend on which core ran what: each is stored at its element's place.
    /// - Complexity: one lock per element, beside `transform`; the calling thread is one of the
    ///   workers, so this makes progress with no other thread free.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = PThreadMutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        // Every place is filled: concurrentPerform returns once each iteration has run.
        return results.withLock { $0 }.map { $0! }
    }
}
