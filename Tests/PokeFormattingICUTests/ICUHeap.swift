import Foundation
import ICUOracle
import Synchronization

/// ICU's heap in this process, seen through ICU's own allocator hooks (`u_setMemoryFunctions`):
/// how many blocks ICU holds, how many it has asked for, and which requests to refuse.
///
/// ICU allows the hooks only before its first use, so tests install them first thing in an exit
/// test's fresh process. Blocks come from `malloc`, so anything ICU had before is freed correctly.
enum ICUHeap {
    /// Blocks ICU allocated and has not freed.
    static let live = Atomic<Int>(0)
    /// Allocations ICU asked for so far, refused ones included; the next one is number `requests + 1`.
    static let requests = Atomic<Int>(0)
    /// Requests numbered in `refusedFrom..<refusedUpTo` get nil, as from an exhausted heap.
    static let refusedFrom = Atomic<Int>(.max)
    static let refusedUpTo = Atomic<Int>(.max)

    /// Routes ICU's allocations through the counters; false when ICU refused the hooks.
    static func install() -> Bool {
        var status: Int32 = 0
        icu_set_memory_functions(
            { _, size in ICUHeap.allocate(size) },
            { _, block, size in ICUHeap.reallocate(block, size) },
            { _, block in ICUHeap.release(block) },
            &status)
        return icu_is_failure(status) == 0
    }

    /// Refuses the requests numbered `range` (counting from the next one as `requests + 1`).
    static func refuse(_ range: Range<Int>) {
        refusedFrom.store(range.lowerBound, ordering: .sequentiallyConsistent)
        refusedUpTo.store(range.upperBound, ordering: .sequentiallyConsistent)
    }

    /// Refuses nothing again.
    static func grantAll() {
        refuse(Int.max..<Int.max)
    }

    /// How many allocations `body` asks ICU for.
    static func requests(during body: () throws -> Void) rethrows -> Int {
        let before = requests.load(ordering: .sequentiallyConsistent)
        try body()
        return requests.load(ordering: .sequentiallyConsistent) - before
    }

    private static func isRefused() -> Bool {
        let number = requests.add(1, ordering: .sequentiallyConsistent).newValue
        return number >= refusedFrom.load(ordering: .sequentiallyConsistent)
            && number < refusedUpTo.load(ordering: .sequentiallyConsistent)
    }

    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard !isRefused(), let block = malloc(size) else { return nil }
        live.add(1, ordering: .sequentiallyConsistent)
        return block
    }

    private static func reallocate(_ block: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
        guard let block else { return allocate(size) }
        // ICU frees instead of reallocating to 0 bytes, so this keeps one block for one block.
        guard !isRefused() else { return nil }
        return realloc(block, size)
    }

    private static func release(_ block: UnsafeMutableRawPointer?) {
        guard let block else { return }
        live.subtract(1, ordering: .sequentiallyConsistent)
        free(block)
    }
}
