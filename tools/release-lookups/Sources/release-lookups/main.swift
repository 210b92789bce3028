// Keeps names from many lookups, on many threads, interleaved with lookups that replace each
// thread's echo slot, and checks every kept name at the end. Lookups by slug carry names as a
// String's words and let the optimizer drop the copy's reference count where the caller only
// reads it (see StringWords); under AddressSanitizer or ThreadSanitizer this shows that what an
// app keeps stays its own.
import Foundation
import PokeLocalization
import PokeTables

let threads = 8
let rounds = 3_000
let lock = NSLock()
nonisolated(unsafe) var wrong: [String] = []
nonisolated(unsafe) var checked = 0
let slugs = Snapshot.bundled.species.map { String(decoding: Array($0.slug.utf8), as: UTF8.self) }
DispatchQueue.concurrentPerform(iterations: threads) { thread in
    let localizer = TableLocalizer()
    let locale = localizer.locale(for: ["ko", "fr", "ja", "es-MX", "ru", "th", "zh-TW", "de"][thread % 8])
    var kept: [(expected: String, name: String)] = []
    for round in 0..<rounds {
        let long = "no-such-species-\(thread)-\(round)-" + String(repeating: "x", count: round % 40)
        let short = "nope\(round % 100)"
        let index = (round * 7 + thread) % slugs.count
        let expected = localizer.speciesName(id: index + 1, in: locale)!.value
        kept.append((long, localizer.speciesName(slug: long, in: locale).value))
        kept.append((expected, localizer.speciesName(slug: slugs[index], in: locale).value))
        kept.append((expected, localizer.speciesName(slug: slugs[index].uppercased(), in: locale).value))
        kept.append((short, localizer.speciesName(slug: short, in: locale).value))
        kept.append((long, localizer.typeName(slug: long, in: locale).value))
        kept.append((short, localizer.typeName(slug: short, in: locale).value))
    }
    let mismatches = kept.filter { $0.expected != $0.name }.map { "thread \(thread): got \($0.name) for \($0.expected)" }
    lock.withLock {
        wrong += mismatches
        checked += kept.count
    }
}
// Temporary slugs, names kept across `await`, and copies changed in place, from many tasks.
actor Counter {
    var count = 0
    func add(_ value: Int) { count += value }
}
let counter = Counter()
await withTaskGroup(of: Int.self) { group in
    for task in 0..<400 {
        group.addTask {
            let localizer = TableLocalizer()
            let locale = localizer.locale(for: task % 2 == 0 ? "ko" : "th")
            var failures = 0
            let prefix = "temporary-unknown-slug-\(task)-"
            let kept = localizer.speciesName(slug: prefix + String(repeating: "z", count: task % 30), in: locale)
            await counter.add(1)
            _ = localizer.speciesName(slug: prefix + "replacing-the-slot", in: locale)
            await Task.yield()
            if kept.value != prefix + String(repeating: "z", count: task % 30) { failures += 1 }
            var changed = localizer.speciesName(slug: "psyduck", in: locale).value
            changed.append("!")
            if localizer.speciesName(slug: "psyduck", in: locale).value + "!" != changed { failures += 1 }
            return failures
        }
    }
    for await failures in group where failures > 0 {
        wrong.append("\(failures) wrong in a task")
    }
}
checked += 800
print("checked \(checked) kept names from \(threads) threads and 400 tasks: \(wrong.count) wrong")
for line in wrong.prefix(10) { print("  \(line)") }
exit(wrong.isEmpty ? 0 : 1)
