import CommandTestSupport
import Foundation
import Testing

/// libcurl is loaded on the first request (CurlGet), not linked, so a machine without it must get
/// a sentence, not a crash. The test hides libcurl from one run of the built pokedex: in a user and
/// mount namespace of its own (`unshare -rm`), /dev/null is bound over the library's file, which
/// dlopen then refuses ("file too short"), as it would a missing one.
@Suite("pokedex --api where libcurl can't be loaded")
struct MissingLibcurlTests {
    @Test(
        "a fetch ends with why libcurl could not be loaded and how to install it, at once and without a crash",
        .enabled(
            if: HiddenLibrary.libcurl != nil,
            "needs libcurl.so.4 in ldconfig's cache and `unshare -rm` (a user and mount namespace) permitted"))
    func saysWhy() throws {
        let library = try #require(HiddenLibrary.libcurl)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-no-curl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        // Nothing listens on port 9: were libcurl loaded after all, the answer would be a refused connection.
        let run = try HiddenLibrary.run(
            BuiltPokedex().executable, hiding: library,
            ["show", "pikachu", "--api", "http://127.0.0.1:9/", "--cache", cache.path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix("pokedex: GET http://127.0.0.1:9/api/v2/pokemon/25/ got no HTTP answer: libcurl could not be loaded ("),
            "\(run.stderr)")
        // How to fix it, and nothing about the server, which was never asked.
        #expect(run.stderr.hasSuffix("install it (Debian: libcurl4).\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("crashed"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}

/// Runs a command with a shared library's file hidden, where this machine allows it.
enum HiddenLibrary {
    /// The file libcurl's runtime soname resolves to (through ldconfig's cache), when there is one
    /// and this machine lets an unprivileged process make a user and mount namespace.
    static let libcurl: String? = {
        guard let listed = try? BuiltCommand(executable: ldconfig).run(["-p"]), listed.status == 0,
            let line = listed.stdout.split(separator: "\n").first(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("libcurl.so.4 (")
            }),
            let arrow = line.range(of: "=> ")
        else { return nil }
        let file = URL(fileURLWithPath: String(line[arrow.upperBound...])).resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: file),
            let probe = try? BuiltCommand(executable: unshare).run(["-rm", "/bin/true"]), probe.status == 0
        else { return nil }
        return file
    }()

    /// Runs `executable` with `arguments` where `library` reads as an empty file.
    static func run(_ executable: URL, hiding library: String, _ arguments: [String]) throws -> BuiltCommand.Output {
        try BuiltCommand(executable: unshare).run(
            ["-rm", "/bin/sh", "-c", #"mount --bind /dev/null "$0" && exec "$@""#, library, executable.path] + arguments,
            clearing: ["LC_ALL", "LC_MESSAGES", "LANG"])
    }

    private static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")
    private static let ldconfig = URL(
        fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/sbin/ldconfig") ? "/sbin/ldconfig" : "/usr/sbin/ldconfig")
}
