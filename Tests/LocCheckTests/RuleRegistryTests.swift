import CommandTestSupport
import Foundation
import PokeTables
import Testing

@testable import LocCheck

/// The rules' metadata is declared beside each rule; the registry gathers it, and the files
/// made from it (the JSON schema, docs/loccheck-rules.md) are generated, not kept by hand.
@Suite("the rule registry")
struct RuleRegistryTests {
    @Test("every code is registered once, with a name, a summary and how to fix it")
    func codesAreWhole() {
        let names = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count, "a code is registered twice: \(names)")
        for code in DiagnosticCode.allCases {
            #expect(code.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
            #expect(code.summary.hasSuffix(".") && code.help.hasSuffix("."), "\(code)")
            #expect(DiagnosticCode(rawValue: code.rawValue) == code)
        }
        #expect(DiagnosticCode(rawValue: "no-such-rule") == nil)
        // Every code the table format defines is loccheck's too.
        #expect(Set(DiagnosticCode.tableFormat).isSubset(of: Set(DiagnosticCode.allCases)))
    }

    @Test("a registered table rule brings its codes: each rule that runs on every tables directory is in the list")
    func tableRulesRegistered() {
        for rule in TableChecker.rules {
            for code in type(of: rule).codes { #expect(DiagnosticCode.allCases.contains(code), "\(type(of: rule)): \(code)") }
        }
    }

    @Test(
        "docs/loccheck-report.schema.json and docs/loccheck-rules.md are what `loccheck rules` generates (regenerate them with `swift run loccheck rules --format json-schema` and `--format markdown`)",
        arguments: [("docs/loccheck-report.schema.json", ReportSchema.text), ("docs/loccheck-rules.md", LocCheckSession.rulesMarkdown)])
    func generatedFilesCurrent(path: String, generated: String) throws {
        let committed = try String(contentsOf: BuiltCommand.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(committed == generated, "\(path) differs from what the registry generates")
    }

    @Test("the schema is JSON, and lists exactly the finding codes")
    func schemaKinds() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ReportSchema.text.utf8)) as? [String: Any])
        let finding = (schema["$defs"] as? [String: Any])?["finding"] as? [String: Any]
        let kinds = ((finding?["properties"] as? [String: Any])?["kind"] as? [String: Any])?["enum"] as? [String]
        #expect(kinds == DiagnosticCode.findings.map(\.rawValue))
    }
}
