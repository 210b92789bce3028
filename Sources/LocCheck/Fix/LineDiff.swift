/// A unified diff of two versions of a file, for `loccheck fix --dry-run`.
enum LineDiff {
    /// The changed lines as unified-diff hunks with one line of context, or `""` when equal.
    ///
    /// Common leading and trailing lines are skipped first, so a file with a few fixes costs an
    /// LCS over only the part between its first and last change.
    /// - Complexity: O(n·m) in the lengths of that middle part.
    static func unified(old: [String], new: [String], path: String) -> String {
        var prefix = 0
        while prefix < old.count, prefix < new.count, same(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            same(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        if a.isEmpty && b.isEmpty { return "" }
        // lengths[i][j]: the LCS of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = same(a[i], b[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var body: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, same(a[i], b[j]) {
                body.append(" " + a[i])
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                body.append("-" + a[i])
                i += 1
            } else {
                body.append("+" + b[j])
                j += 1
            }
        }
        let before = prefix > 0 ? [" " + old[prefix - 1]] : []
        let after = suffix > 0 ? [" " + old[old.count - suffix]] : []
        let oldCount = a.count + before.count + after.count
        let newCount = b.count + before.count + after.count
        let start = prefix - before.count + 1
        var out = "--- \(path)\n+++ \(path)\n@@ -\(start),\(oldCount) +\(start),\(newCount) @@\n"
        for line in before + body + after { out += line + "\n" }
        return out
    }

    /// Lines are equal when their bytes are: `==` on String would call an NFC fix no change.
    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}
