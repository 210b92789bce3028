// The bounds the exchange-file reader targets (po-reader, xliff-reader) hold a read to beyond not
// crashing: heap in proportion to the input, and time linear in it. Compiled into each of them.
#if canImport(Glibc)
import Glibc
#endif

/// Holds a reader to memory and time in proportion to its input.
///
/// Memory: the most bytes the read holds on the heap at once (``HeapPeak``) must stay within
/// ``heapBytesPerInputByte`` per input byte plus ``heapSlack``, for the input and for its largest
/// pumped form. Deterministic: it counts allocations, not pages.
///
/// Time, for one input in ``timedShare``: the input is cut at points a harness names (a line
/// start, a `<`) and a stretch between two cuts is pumped, `a b b c` against `a b…b c` with
/// ``pumpedCopies`` copies. The two share their prefix `a b b`, so a read that stops early (an
/// error) stops at the same place in both, and the junction `b b` is in both; a reader whose cost
/// is the sum of its pieces' costs takes at most ``lengthFactor`` times as long on the larger,
/// however much more its `b` costs than the rest. Thread CPU time is compared (time spent waiting
/// for a core on a busy machine doesn't count); a ratio past four times that, plus ``timeSlack``,
/// is measured again ``confirmingRounds`` times, each form's fastest run kept (interference only
/// adds time), and traps only if it holds.
enum ReaderCostBounds {
    static let heapBytesPerInputByte = 256
    static let heapSlack = 1 << 20
    /// Below this many bytes the time check is skipped: a read takes microseconds.
    static let minimumTimedLength = 64
    /// One input in this many (by its hash) is timed: timing costs about 18 reads, and a
    /// superlinear input's mutations, which libFuzzer tries by the thousand, are superlinear too.
    static let timedShare = 4
    static let pumpedCopies = (small: 2, large: 16)
    static var lengthFactor: Int { pumpedCopies.large / pumpedCopies.small }
    static let timeFactor = 4 * lengthFactor
    static let timeSlack: UInt64 = 2_000_000
    static let confirmingRounds = 7

    /// The result of `read(input)`, after holding `read` to the bounds on `input` and on one of
    /// its pumped forms.
    /// - Parameter cuts: offsets into `input` where a pumped stretch may start or end.
    static func hold<Result>(_ read: ([UInt8]) -> Result, to input: [UInt8], cuts: [Int]) -> Result {
        var result: Result?
        let peak = HeapPeak.during { result = read(input) }
        checkHeap(peak, input.count, "the input")
        let hash = fnv1a(input)
        guard input.count >= minimumTimedLength, (hash >> 2) % UInt64(timedShare) == 0 else { return result! }

        let stretch = pumpedStretch(input, cuts: cuts, hash: hash)
        let small = pumped(input, stretch, copies: pumpedCopies.small)
        let large = pumped(input, stretch, copies: pumpedCopies.large)
        // Both first runs count the heap, so the hooks' cost is on both sides of the ratio.
        var smallTime: UInt64 = 0, largeTime: UInt64 = 0
        let smallPeak = HeapPeak.during { smallTime = cpuTime { _ = read(small) } }
        let largePeak = HeapPeak.during { largeTime = cpuTime { _ = read(large) } }
        checkHeap(smallPeak, small.count, "the input with bytes \(stretch) repeated \(pumpedCopies.small) times")
        checkHeap(largePeak, large.count, "the input with bytes \(stretch) repeated \(pumpedCopies.large) times")
        guard largeTime > bound(smallTime) else { return result! }

        // Suspicious: measure both again, alternately, and keep each one's fastest run.
        for _ in 0..<confirmingRounds {
            smallTime = min(smallTime, cpuTime { _ = read(small) })
            largeTime = min(largeTime, cpuTime { _ = read(large) })
        }
        // fatalError, not precondition: an -O build drops precondition's message.
        guard largeTime <= bound(smallTime) else { fatalError("""
            time not linear: bytes \(stretch) of the \(input.count)-byte input repeated \(pumpedCopies.small) times \
            (\(small.count) bytes) read in \(smallTime) ns, repeated \(pumpedCopies.large) times (\(large.count) bytes) \
            in \(largeTime) ns, over \(timeFactor)x + \(timeSlack) ns (fastest of \(confirmingRounds + 1) runs each)
            """) }
        return result!
    }

    private static func bound(_ smallTime: UInt64) -> UInt64 {
        UInt64(timeFactor) * smallTime + timeSlack
    }

    private static func checkHeap(_ peak: Int, _ count: Int, _ what: @autoclosure () -> String) {
        guard peak <= heapBytesPerInputByte * count + heapSlack else {
            fatalError("memory not proportional: reading \(what()) (\(count) bytes) held \(peak) bytes on the heap at once, over \(heapBytesPerInputByte) per byte + \(heapSlack)")
        }
    }

    /// The stretch to pump: the whole input one time in four, else between two of the cuts,
    /// picked by the input's hash (so a run is repeatable).
    static func pumpedStretch(_ input: [UInt8], cuts: [Int], hash: UInt64) -> Range<Int> {
        let points = Array(Set(cuts.filter { $0 >= 0 && $0 <= input.count } + [0, input.count])).sorted()
        guard hash & 3 != 0, points.count > 2 else { return 0..<input.count }
        let first = points[Int((hash >> 8) % UInt64(points.count))]
        let second = points[Int((hash >> 32) % UInt64(points.count))]
        return first == second ? 0..<input.count : min(first, second)..<max(first, second)
    }

    static func fnv1a(_ input: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in input { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    static func pumped(_ input: [UInt8], _ stretch: Range<Int>, copies: Int) -> [UInt8] {
        var out = Array(input[..<stretch.lowerBound])
        out.reserveCapacity(input.count + (copies - 1) * stretch.count)
        for _ in 0..<copies { out += input[stretch] }
        out += input[stretch.upperBound...]
        return out
    }

    /// The CPU time the calling thread spent in `body`, in nanoseconds.
    static func cpuTime(_ body: () -> Void) -> UInt64 {
        func now() -> UInt64 {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
        let start = now()
        body()
        return now() - start
    }
}

/// The most bytes held on the heap at once while a body runs, beyond what was held when it began,
/// counted by AddressSanitizer's malloc and free hooks (on the calling thread only).
enum HeapPeak {
    private typealias MallocHook = @convention(c) (UnsafeRawPointer?, Int) -> Void
    private typealias FreeHook = @convention(c) (UnsafeRawPointer?) -> Void
    private typealias InstallHooks = @convention(c) (MallocHook, FreeHook) -> CInt
    private typealias AllocatedSize = @convention(c) (UnsafeRawPointer?) -> Int

    private struct Counters {
        var counting = false
        var thread: pthread_t = 0
        var live = 0
        var peak = 0
        var allocatedSize: AllocatedSize?
    }

    /// Allocated before the hooks are installed and never freed; the hooks touch nothing else,
    /// and allocate nothing.
    nonisolated(unsafe) private static let counters: UnsafeMutablePointer<Counters> = {
        let counters = UnsafeMutablePointer<Counters>.allocate(capacity: 1)
        counters.initialize(to: Counters())
        return counters
    }()

    private static let installed: Bool = {
        let counters = HeapPeak.counters
        // The sanitizer's interface, looked up at run time (it's in the executable when built
        // with -sanitize=address).
        guard let install = dlsym(nil, "__sanitizer_install_malloc_and_free_hooks"),
              let size = dlsym(nil, "__sanitizer_get_allocated_size") else { return false }
        counters.pointee.allocatedSize = unsafeBitCast(size, to: AllocatedSize.self)
        let installHooks = unsafeBitCast(install, to: InstallHooks.self)
        return installHooks(mallocHook, freeHook) != 0
    }()

    private static let mallocHook: MallocHook = { _, size in
        let counters = HeapPeak.counters
        guard counters.pointee.counting, pthread_equal(pthread_self(), counters.pointee.thread) != 0 else { return }
        counters.pointee.live += size
        if counters.pointee.live > counters.pointee.peak { counters.pointee.peak = counters.pointee.live }
    }

    private static let freeHook: FreeHook = { pointer in
        let counters = HeapPeak.counters
        guard let pointer, counters.pointee.counting, pthread_equal(pthread_self(), counters.pointee.thread) != 0,
              let allocatedSize = counters.pointee.allocatedSize else { return }
        counters.pointee.live -= allocatedSize(pointer)
    }

    /// The peak, in bytes; traps if the hooks can't be installed (the harness would prove nothing).
    static func during(_ body: () -> Void) -> Int {
        guard installed else { fatalError("AddressSanitizer's malloc hooks could not be installed") }
        counters.pointee.thread = pthread_self()
        counters.pointee.live = 0
        counters.pointee.peak = 0
        counters.pointee.counting = true
        body()
        counters.pointee.counting = false
        return counters.pointee.peak
    }
}
