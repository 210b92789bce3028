import Foundation

/// An independent romanizer in Python (a PyPI package) that the tests compare the keys with:
/// a script that reads a JSON list of names on stdin and prints a JSON list of romanizations.
struct PythonOracle: Sendable {
    /// What the test says when the oracle is missing, and what installs it.
    let package: String
    /// The module the script imports, tried first to tell whether the oracle is installed.
    let module: String
    let script: String

    static let koreanRomanizer = PythonOracle(
        package: "korean-romanizer", module: "korean_romanizer.romanizer",
        script: """
            from korean_romanizer.romanizer import Romanizer
            answers = [Romanizer(name).romanize() for name in names]
            """)

    static let pythainlp = PythonOracle(
        package: "pythainlp", module: "pythainlp.transliterate",
        script: """
            from pythainlp.transliterate import romanize
            answers = [romanize(name, engine="royin") for name in names]
            """)

    static let pypinyin = PythonOracle(
        package: "pypinyin", module: "pypinyin",
        script: """
            from pypinyin import lazy_pinyin, Style
            answers = ["".join(lazy_pinyin(name, style=Style.NORMAL)) for name in names]
            """)

    static let pykakasi = PythonOracle(
        package: "pykakasi", module: "pykakasi",
        script: """
            import pykakasi
            kakasi = pykakasi.kakasi()
            answers = ["".join(part["hepburn"] for part in kakasi.convert(name)) for name in names]
            """)

    var isInstalled: Bool { (try? run([], probe: true)) != nil }

    /// The oracle's romanization of each name, in order; nil when python3 or the package is missing.
    func romanize(_ names: [String]) throws -> [String]? { try run(names, probe: false) }

    private func run(_ names: [String], probe: Bool) throws -> [String]? {
        let program =
            probe
            ? "import \(module)\nprint('[]')"
            : """
            import json, sys
            names = json.load(sys.stdin)
            \(script)
            print(json.dumps(answers))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: names))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String]
    }

    /// An oracle's answer as a search key: lower-case ASCII letters and digits, marks and
    /// full-width forms folded (NFKD) as the package folds its own.
    static func folded(_ text: String) -> String {
        String(
            text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.filter {
                (0x61...0x7A).contains($0.value) || (0x30...0x39).contains($0.value)
            }.map(Character.init))
    }
}
