import Artwork
import Foundation
import PokeAPIFixtureServer

/// `pokedex browse`'s artwork: the decode of a 475 × 475 artwork PNG (against libpng's own
/// simplified API, the floor for any libpng decoder), and the time from Enter to a drawn card
/// in the built pokedex in a pseudo-terminal, cold (nothing cached) and warm (a second process,
/// everything on disk), against the time from a key to its frame in the same run.
func runBrowseBenchmark() async {
    print("== browse: artwork decoding, and Enter to a drawn card ==")
    guard let package = PackagePlaces.root(holding: "tools/pngmaker.py") else {
        print("browse: skipped: tools/pngmaker.py not found from \(#filePath) or the current directory.")
        return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("pokebench-browse-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let artwork = work.appendingPathComponent("artwork")
    let ids = Array(1...12)
    let made = Process()
    made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    made.arguments = [
        "python3", package.appendingPathComponent("tools/pngmaker.py").path, "artwork", artwork.path,
        "1-\(ids.last!)", "--size", "475", "--texture",
    ]
    do {
        try made.run()
        made.waitUntilExit()
    } catch {
        print("browse: skipped: python3 tools/pngmaker.py could not run: \(error)")
        return
    }
    guard made.terminationStatus == 0, let png = try? Data(contentsOf: artwork.appendingPathComponent("1.png")) else {
        print("browse: skipped: tools/pngmaker.py made no artwork.")
        return
    }
    decodeBenchmark(png)
    await enterToCardBenchmark(artwork: artwork, work: work, ids: ids)
}

private func decodeBenchmark(_ png: Data) {
    guard let image = try? PNGDecoder.decode(png) else {
        print("decode: the artwork did not decode.")
        return
    }
    let bytes = [UInt8](png)
    let operations = [
        TimedOperation(name: "PNGDecoder.decode (libpng through PNGReading, with the chunk walk)", iterations: 20) { _ in
            (try? PNGDecoder.decode(bytes))?.width ?? 0
        },
        TimedOperation(name: "libpng's simplified API alone (png_image_finish_read to RGBA)", iterations: 20) { _ in
            libpngSimplifiedDecode(bytes)
        },
        TimedOperation(name: "area-averaged scaling to a 40 × 40-cell card (40 × 80 pixels)", iterations: 20) { _ in
            image.scaled(width: 40, height: 80).width
        },
    ]
    guard let results = try? measure(operations) else { return }
    print("a \(image.width) × \(image.height) RGBA artwork PNG of \(bytes.count) bytes:")
    for result in results {
        print(
            "  \(result.name): \(formatted(result.nanosecondsPerOperation / 1e6)) ms "
                + "(rounds \(formatted(result.range.lowerBound / 1e6))–\(formatted(result.range.upperBound / 1e6)))")
    }
    print("  ratio, PNGDecoder.decode / libpng alone: \(ratio(results[0].nanosecondsPerOperation / results[1].nanosecondsPerOperation))")
}

private func enterToCardBenchmark(artwork: URL, work: URL, ids: [Int]) async {
    guard let pokedex = PackagePlaces.tool("pokedex", indent: "enter to card: ") else { return }
    let root = FixtureServer.sharedCorpus ?? FixtureServer.committedFixtures
    let server: FixtureServer
    do {
        server = try FixtureServer.start(root: root, arguments: ["--artwork", artwork.path])
    } catch {
        print("enter to card: skipped: \(error)")
        return
    }
    defer { server.stop() }
    let recorded = Set((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("api/v2/pokemon").path)) ?? [])
    let cards = ids.filter { recorded.contains(String($0)) }
    let cache = work.appendingPathComponent("cache")
    print(
        "enter to card: pokedex browse --api (fixture server) in a 100 × 30 pseudo-terminal, \(cards.count) cards "
            + "with 475 × 475 artwork, drawn as 24-bit half-blocks; median (min–max):")
    for run in ["cold (empty cache)", "warm (new process, disk cache)"] {
        do {
            try? await server.resetStats()
            let times = try measureCards(pokedex: pokedex, api: server.apiURL(), cache: cache, cards: cards)
            let stats = try? await server.stats()
            let images = stats.map { $0.paths.filter { $0.key.hasPrefix("/artwork/") }.values.reduce(0, +) } ?? -1
            print(
                "  \(run): Enter → card with artwork \(formatted(median(times.cards) / 1e6)) ms "
                    + "(\(formatted(times.cards.min()! / 1e6))–\(formatted(times.cards.max()! / 1e6))); "
                    + "a key → its list frame \(formatted(median(times.keys) / 1e6)) ms; "
                    + "ratio \(ratio(median(times.cards) / median(times.keys))); "
                    + "server requests \(stats?.total ?? -1), of them images \(images)")
        } catch {
            print("  \(run): failed: \(error)")
        }
    }
}

/// A ratio with two decimals.
private func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
}

/// One process: opens each card in turn from the list; the time from Enter to the first frame
/// with artwork cells, and from a `j` to its frame.
private func measureCards(pokedex: URL, api: URL, cache: URL, cards: [Int]) throws -> (cards: [Double], keys: [Double]) {
    let environment = [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "COLORTERM": "truecolor",
        "HOME": cache.deletingLastPathComponent().path, "PATH": "/usr/bin:/bin",
    ]
    let terminal = try PseudoTerminal(
        pokedex, ["browse", "--locale", "en", "--api", api.absoluteString, "--cache", cache.path],
        environment: environment, columns: 100, rows: 30)
    let frameEnd = Array("\u{1B}[?2026l".utf8)
    let art = Array("▀".utf8)
    let endsFrame = { (bytes: [UInt8]) in bytes.count >= frameEnd.count && Array(bytes.suffix(frameEnd.count)) == frameEnd }
    _ = try terminal.read(until: { endsFrame($0) && $0.contains(Array("No.1 ".utf8)) })
    var cardTimes: [Double] = []
    var keyTimes: [Double] = []
    var position = 1
    for card in cards {
        while position < card {
            let start = DispatchTime.now().uptimeNanoseconds
            terminal.send("j")
            _ = try terminal.read(until: endsFrame)
            keyTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            position += 1
        }
        let start = DispatchTime.now().uptimeNanoseconds
        terminal.send("\r")
        _ = try terminal.read(until: { endsFrame($0) && $0.contains(art) })
        cardTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        terminal.send("q")  // back to the list
        _ = try terminal.read(until: { endsFrame($0) && $0.contains(Array("> No.".utf8)) })
    }
    terminal.send("q")
    terminal.waitForExit()
    return (cardTimes, keyTimes)
}
