import Foundation
import ICUCalls
import Synchronization
import Testing

@testable import PokeFormatting

/// Every ICU object the formatters open is closed on every path, failures included, counted on
/// ICU's own heap (``ICUHeap``) in a fresh process per test.
@Suite("ICU objects are closed on every error path")
struct ICUOwnershipTests {
    @Test func aSkeletonICURejectsLeavesNothingOfWhatICUOpened() async {
        await #expect(processExitsWith: .success) {
            guard ICUHeap.install() else { fail("ICU refused the allocator hooks") }
            let english = try ICULocaleID(bcp47: "en")
            // Warm ICU's caches (locale data, the skeleton parser) once.
            _ = try NumberFormatterHandle(skeleton: UnitSkeleton.metres(.short), locale: english)
            _ = try? NumberFormatterHandle(skeleton: "not-a-skeleton", locale: english)
            let before = ICUHeap.live.load(ordering: .sequentiallyConsistent)
            for _ in 0..<100 {
                do {
                    _ = try NumberFormatterHandle(skeleton: "not-a-skeleton", locale: english)
                    fail("'not-a-skeleton' opened")
                } catch FormattingError.icuFailure {}
            }
            let kept = ICUHeap.live.load(ordering: .sequentiallyConsistent) - before
            if kept != 0 { fail("100 rejected skeletons left \(kept) blocks of ICU's heap allocated") }
        }
    }

    @Test func aResultObjectICUCannotOpenLeavesNothingOfTheFormatter() async {
        await #expect(processExitsWith: .success) {
            guard ICUHeap.install() else { fail("ICU refused the allocator hooks") }
            let english = try ICULocaleID(bcp47: "en")
            let skeleton = UnitSkeleton.kilograms(.short)
            _ = try NumberFormatterHandle(skeleton: skeleton, locale: english)  // warm the caches
            // The handle opens the formatter, then a result object: the result's allocations are
            // the last ones of the handle's, so refusing the first of them fails exactly that open.
            let resultRequests = ICUHeap.requests {
                var status: icuc_status = 0
                icuc_number_result_close(icuc_number_result_open(&status))
            }
            let handleRequests = try ICUHeap.requests { _ = try NumberFormatterHandle(skeleton: skeleton, locale: english) }
            guard resultRequests >= 1, handleRequests > resultRequests else {
                fail("a result takes \(resultRequests) allocations and a handle \(handleRequests)")
            }
            let before = ICUHeap.live.load(ordering: .sequentiallyConsistent)
            let first = ICUHeap.requests.load(ordering: .sequentiallyConsistent) + 1
            let resultsFirst = first + handleRequests - resultRequests
            ICUHeap.refuse(resultsFirst..<(resultsFirst + 1))
            do {
                _ = try NumberFormatterHandle(skeleton: skeleton, locale: english)
                fail("the handle opened though its result object could not be allocated")
            } catch FormattingError.icuFailure(let operation, let errorName) {
                if operation != "open a number result" || errorName != "U_MEMORY_ALLOCATION_ERROR" {
                    fail("failed to \(operation) (\(errorName)), not to open the result object")
                }
            }
            ICUHeap.grantAll()
            let kept = ICUHeap.live.load(ordering: .sequentiallyConsistent) - before
            if kept != 0 { fail("a handle whose result object failed left \(kept) blocks of ICU's heap allocated") }
        }
    }

    @Test func aUnitListWhosePatternICUCannotJoinLeavesNothingOfTheListFormatter() async {
        await #expect(processExitsWith: .success) {
            guard ICUHeap.install() else { fail("ICU refused the allocator hooks") }
            let english = try ICULocaleID(bcp47: "en")
            _ = try ListFormatterHandle(kind: .units, width: .short, locale: english)  // warm the caches
            // The handle opens the formatter, then joins probe items to read its pattern: refusing
            // every allocation after the open makes the joins fail after the formatter is open.
            let openRequests = ICUHeap.requests {
                var status: icuc_status = 0
                icuc_list_formatter_close(icuc_list_formatter_open("en", icuc_list_units, icuc_list_short, &status))
            }
            let before = ICUHeap.live.load(ordering: .sequentiallyConsistent)
            ICUHeap.refuse((ICUHeap.requests.load(ordering: .sequentiallyConsistent) + 1 + openRequests)..<Int.max)
            do {
                _ = try ListFormatterHandle(kind: .units, width: .short, locale: english)
                fail("the unit list's pattern was read with ICU's heap exhausted")
            } catch FormattingError.icuFailure(_, let errorName) {
                if errorName != "U_MEMORY_ALLOCATION_ERROR" { fail("ICU failed with \(errorName)") }
            }
            ICUHeap.grantAll()
            let kept = ICUHeap.live.load(ordering: .sequentiallyConsistent) - before
            if kept != 0 { fail("a list formatter whose pattern failed left \(kept) blocks of ICU's heap allocated") }
        }
    }
}

/// Ends an exit test's process with a failure; the issue reaches the parent's report.
private func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) -> Never {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    exit(1)
}
