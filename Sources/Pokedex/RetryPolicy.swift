import Foundation

/// How often and how long to retry a request that got 429, 5xx or a timeout.
///
/// Waits grow exponentially with full jitter (a random wait up to `baseDelay · 2^(attempt−1)`, capped
/// at `maxDelay`), and never less than the server's `Retry-After`. Retrying stops after `maxAttempts`
/// attempts, or when the next wait would end past `maxElapsed` seconds from the first attempt, or
/// when it would be longer than ``longestWait`` (about 584 years, the longest `Task.sleep` takes),
/// so even with `maxElapsed` at `.infinity` no server's `Retry-After` can make the client trap.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 means no retry.
    public var maxAttempts: Int
    /// The cap of the first retry's random wait, in seconds.
    public var baseDelay: TimeInterval
    /// The cap of any one wait, in seconds (a longer `Retry-After` still wins while `maxElapsed` allows).
    public var maxDelay: TimeInterval
    /// The time budget for all attempts and waits of one request, in seconds.
    public var maxElapsed: TimeInterval

    /// Makes a policy; the defaults suit PokeAPI.
    public init(
        maxAttempts: Int = 4, baseDelay: TimeInterval = 0.25, maxDelay: TimeInterval = 8,
        maxElapsed: TimeInterval = 30
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxElapsed = maxElapsed
    }

    /// Never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The longest wait before a retry, in seconds: `UInt64.max` nanoseconds, about 584 years.
    /// A longer wait (a server's `Retry-After`, say) ends retrying as a wait past `maxElapsed` does.
    public static let longestWait: TimeInterval = Double(UInt64.max) / 1_000_000_000

    /// The wait before attempt `attempt + 1` after `attempt` failed, or nil to stop retrying.
    /// - Parameters:
    ///   - attempt: the attempt that just failed, from 1.
    ///   - retryAfter: the server's Retry-After in seconds, if it sent one.
    ///   - elapsed: seconds since the first attempt started.
    func delay(
        after attempt: Int, retryAfter: TimeInterval?, elapsed: TimeInterval,
        random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
    ) -> TimeInterval? {
        guard attempt < maxAttempts else { return nil }
        // Any setting gives a cap in 0...longestWait: NaN and negatives count as 0, infinity as the longest.
        let cap = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        let boundedCap = cap >= 0 ? min(cap, Self.longestWait) : 0
        let wait = max(retryAfter ?? 0, random(0...boundedCap))
        guard wait <= Self.longestWait else { return nil }
        return elapsed + wait <= maxElapsed ? wait : nil
    }

    /// A wait from ``delay(after:retryAfter:elapsed:random:)`` in nanoseconds for `Task.sleep`.
    ///
    /// Saturates instead of trapping: NaN and negatives give 0, anything past ``longestWait`` gives `UInt64.max`.
    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        guard seconds > 0 else { return 0 }
        let nanoseconds = seconds * 1_000_000_000
        return nanoseconds < Double(UInt64.max) ? UInt64(nanoseconds) : UInt64.max
    }
}

/// Reads a Retry-After header, either seconds (`"2"`) or an HTTP date, as seconds from `now`.
func retryAfterSeconds(_ value: String?, now: Date = Date()) -> TimeInterval? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
    if let seconds = TimeInterval(value), seconds >= 0, seconds.isFinite { return seconds }
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.timeZone = TimeZone(identifier: "GMT")
    format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = format.date(from: value) else { return nil }
    return max(0, date.timeIntervalSince(now))
}
