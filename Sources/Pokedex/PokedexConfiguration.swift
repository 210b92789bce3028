import Foundation

/// Where the fetcher asks, how long it waits, how it retries and where it caches.
public struct PokedexConfiguration: Sendable {
    /// The API root, ending in `/api/v2/`: PokeAPI itself or a self-hosted copy.
    public var baseURL: URL
    /// Seconds a request may wait without receiving a byte (for the connection, the answer, or
    /// the next piece of its body) before it counts as timed out (and may be retried).
    /// Fractions count; 0 or less (and NaN) times out at once, and `.infinity` never.
    /// A server that keeps sending, however slowly, never trips it: `requestDeadline` bounds that.
    public var requestTimeout: TimeInterval
    /// Seconds one request's whole answer may take, from sending it to its body's last byte; a
    /// request still arriving then is cancelled and counts as timed out (and may be retried), as
    /// `PokedexError.transport` with `timedOut` set. Each attempt has its own deadline; the retry
    /// policy's `maxElapsed` bounds them together. The default, 60 s, is a hundred times what
    /// PokeAPI's largest body (about 600 KB) takes on a 1 MB/s connection. `.infinity` sets no
    /// deadline; 0 or less ends every request at once, and NaN counts as the default.
    public var requestDeadline: TimeInterval
    /// Retries on 429, 5xx and timeouts.
    public var retry: RetryPolicy
    /// The on-disk cache's directory, shareable between processes; nil keeps the cache in memory only.
    public var cacheDirectory: URL?
    /// Seconds a cached body is served without asking; after that it is revalidated with If-None-Match.
    public var maxAge: TimeInterval
    /// How many bodies the memory cache holds before dropping the oldest (and never more than
    /// 64 MB of them, so a session that opens many images stays small; the disk keeps them all).
    public var memoryCacheLimit: Int
    /// How many HTTP requests the client has in flight at once, all its callers together (single
    /// loads, bulk loads and pagers); more wait in line. A value below 1 counts as 1.
    public var maxConcurrentRequests: Int
    /// The largest response body accepted, in bytes; a longer one is refused with
    /// `PokedexError.responseTooLarge` as soon as it is announced or its bytes pass the limit.
    /// PokeAPI's largest bodies are about 600 KB, so the default 8 MB leaves room and still stops
    /// a misconfigured server from filling memory.
    public var maxResponseBytes: Int

    /// Which wire sends the requests: the platform's (libcurl where URLSession is
    /// FoundationNetworking's, URLSession on Apple platforms), or URLSession. Only the tests
    /// choose: built with the trait `URLSessionWireOnLinux`, `.urlSession` runs the Apple
    /// platforms' wire on Linux through FoundationNetworking, so it is tested where CI runs.
    package var wire = HTTPWireChoice.platform

    /// The default `requestDeadline`: 60 s.
    public static let defaultRequestDeadline: TimeInterval = 60

    /// The default `maxResponseBytes`: 8 MB.
    public static let defaultMaxResponseBytes = 8 * 1024 * 1024

    /// PokeAPI's own address.
    public static let pokeAPI = URL(string: "https://pokeapi.co/api/v2/")!

    /// Makes a configuration; the defaults are polite to PokeAPI (a day's cache, 6 requests at once).
    public init(
        baseURL: URL = PokedexConfiguration.pokeAPI, requestTimeout: TimeInterval = 30,
        retry: RetryPolicy = RetryPolicy(), cacheDirectory: URL? = nil,
        maxAge: TimeInterval = 24 * 60 * 60, memoryCacheLimit: Int = 4_000,
        maxConcurrentRequests: Int = 6,
        maxResponseBytes: Int = PokedexConfiguration.defaultMaxResponseBytes,
        requestDeadline: TimeInterval = PokedexConfiguration.defaultRequestDeadline
    ) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.retry = retry
        self.cacheDirectory = cacheDirectory
        self.maxAge = maxAge
        self.memoryCacheLimit = memoryCacheLimit
        self.maxConcurrentRequests = maxConcurrentRequests
        self.maxResponseBytes = maxResponseBytes
        self.requestDeadline = requestDeadline
    }
}
