import Foundation

/// `--format json`: the report model encoded, schema `loccheck-report` (`docs/loccheck-report.schema.json`).
///
/// Keys are sorted and every finding has every key (`null` where it has no value), so the output
/// is the same bytes for the same check, stable to diff.
package enum JSONReport {
    /// The report as JSON text, ending in a newline.
    package static func render(_ report: LocCheckReport) throws -> String {
        String(decoding: try encoder().encode(report), as: UTF8.self) + "\n"
    }

    /// The encoder the JSON reports go through: sorted keys, `/` unescaped, indented unless `compact`.
    static func encoder(compact: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
