import CommandTestSupport
import Foundation
import Testing

/// A machine without a system library's headers: the build says which package to install. CICU
/// and CLibPNG declare `pkgConfig` and an apt provider, so SwiftPM prints its own hint; CLibCurl
/// can't (a pkg-config name would link libcurl, which CurlGet loads with dlopen), so CurlGet.c
/// says it with `#error` before any other error.
@Suite("The build names the package a missing header comes from")
struct MissingHeaderHintTests {
    @Test("every system library but CLibCurl declares pkg-config and an apt provider")
    func systemLibrariesDeclareProviders() throws {
        let manifest = try String(
            contentsOf: BuiltCommand.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declarations = manifest.components(separatedBy: ".systemLibrary(").dropFirst()
        #expect(declarations.count >= 3, "the system libraries were not found in Package.swift")
        for declaration in declarations {
            let text = String(declaration.prefix { $0 != ")" })
            guard !text.contains("\"CLibCurl\"") else { continue }
            #expect(text.contains("pkgConfig:") && text.contains("providers: [.apt("), "\(text)")
        }
    }

    @Test("without curl/curl.h, compiling CurlGet.c first says to install libcurl4-openssl-dev")
    func curlHeaderHint() throws {
        let source = BuiltCommand.packageRoot.appendingPathComponent("Sources/C/CurlGet/CurlGet.c")
        let include = BuiltCommand.packageRoot.appendingPathComponent("Sources/C/CurlGet/include")
        // -nostdinc: no system include directory, so no curl/curl.h, as on a machine without it.
        let result = try BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
            .run(["clang", "-fsyntax-only", "-nostdinc", "-I", include.path, source.path])
        #expect(result.status != 0)
        let firstError = result.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
        #expect(firstError.contains("apt-get install libcurl4-openssl-dev"), "\(result.stderr)")
    }
}
