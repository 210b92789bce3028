import Foundation
import Testing

@testable import PokeTransforms

@Suite("Han variants: the recorded forms of the unified block are ICU's")
struct HanVariantFormsTests {
    /// Where the recorded forms live in the package.
    static let recordedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PokeTransforms/Generated/HanVariantForms+Recorded.swift")

    /// The file's text for the given forms of each script.
    static func fileText(simplified: String, traditional: String) -> String {
        """
        // Written by HanVariantFormsTests from ICU's transforms: the forms HanVariantForms records.
        // Do not edit; when ICU's answers change, the test writes this file anew.
        extension HanVariantForms {
            static let simplifiedText = \"\"\"
        \(simplified)\"\"\"

            static let traditionalText = \"\"\"
        \(traditional)\"\"\"
        }

        """
    }

    @Test("for every character of U+4E00–9FFF outside each script's character set, the recorded form is what ICU's transforms give")
    func recordedFormsAreICUs() throws {
        var texts: [ChineseScript: String] = [:]
        var differing: [String] = []
        for script in ChineseScript.allCases {
            let finder = try HanVariantFinder(script: script)
            var forms: [(character: Unicode.Scalar, form: String)] = []
            for value in HanVariantForms.block {
                let scalar = Unicode.Scalar(value)!
                guard !finder.isInCharacterSet(scalar) else { continue }
                let form = try finder.transformedForm(of: scalar)
                if let form { forms.append((scalar, form)) }
                if HanVariantForms.form(of: scalar, writing: script) != form {
                    differing.append("\(script) U+\(String(value, radix: 16, uppercase: true))")
                }
            }
            #expect(forms.count > 1000, "ICU gives \(script) forms for \(forms.count) characters of the block")
            texts[script] = HanVariantForms.text(forms)
        }
        #expect(FileManager.default.fileExists(atPath: Self.recordedFile.path), "the recorded forms are not at \(Self.recordedFile.path)")
        if !differing.isEmpty {
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("HanVariantForms+Recorded.swift")
            try Self.fileText(simplified: texts[.simplified]!, traditional: texts[.traditional]!).write(
                to: written, atomically: true, encoding: .utf8)
            let first = differing.prefix(3).joined(separator: ", ")
            Issue.record(
                "\(differing.count) recorded forms differ from ICU's (first: \(first)); ICU's are in \(written.path): copy it over \(Self.recordedFile.path)."
            )
        }
    }

    @Test("the recorded text reads back as the forms it was written from")
    func textRoundTrips() {
        let forms: [(character: Unicode.Scalar, form: String)] = [("負", "负"), ("纏", "缠"), ("乾", "干")]
        let read = HanVariantForms.forms(HanVariantForms.text(forms))
        #expect(read == ["負": "负", "纏": "缠", "乾": "干"])
    }
}
