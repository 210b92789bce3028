/// The part of SARIF 2.1.0 (OASIS, `sarif-schema-2.1.0.json`) loccheck writes: one run, its
/// tool with a rule per finding code, and a result per finding. Optional members are left out
/// when nil, as SARIF wants (it has no nulls).
package struct SARIFLog: Codable, Equatable, Sendable {
    /// The `$schema` loccheck's logs name.
    static let schemaURL = "https://json.schemastore.org/sarif-2.1.0.json"

    package var schema = Self.schemaURL
    package var version = "2.1.0"
    package var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    package struct Run: Codable, Equatable, Sendable {
        package var tool: Tool
        /// Where each `uriBaseId` points: `SRCROOT`, the directory loccheck ran in.
        package var originalUriBaseIds: [String: ArtifactLocation]?
        package var results: [Result]
        /// Keeps columns out of it: loccheck reports lines only.
        package var columnKind: String?
    }

    package struct Tool: Codable, Equatable, Sendable {
        package var driver: Driver
    }

    package struct Driver: Codable, Equatable, Sendable {
        package var name: String
        package var version: String
        package var semanticVersion: String?
        package var rules: [ReportingDescriptor]
    }

    /// A rule: a finding code.
    package struct ReportingDescriptor: Codable, Equatable, Sendable {
        package var id: String
        package var name: String?
        package var shortDescription: Message
        package var fullDescription: Message?
        package var help: Message
        package var defaultConfiguration: Configuration
    }

    package struct Configuration: Codable, Equatable, Sendable {
        /// `error`, `warning` or `note`.
        package var level: String
    }

    package struct Message: Codable, Equatable, Sendable {
        package var text: String
    }

    package struct Result: Codable, Equatable, Sendable {
        package var ruleId: String
        package var ruleIndex: Int
        package var level: String
        package var message: Message
        package var locations: [Location]
        /// Names a finding across runs, whatever line it moves to.
        package var partialFingerprints: [String: String]
        /// The baseline's acceptance, for a finding it accepts.
        package var suppressions: [Suppression]?
        package var properties: FindingProperties?
    }

    /// What a result is about, as the report model says it: a SARIF property bag.
    package struct FindingProperties: Codable, Equatable, Sendable {
        package var table: String?
        package var locale: String?
        package var key: String?
        package var suggestion: String?
    }

    package struct Location: Codable, Equatable, Sendable {
        package var physicalLocation: PhysicalLocation
    }

    package struct PhysicalLocation: Codable, Equatable, Sendable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }

    package struct ArtifactLocation: Codable, Equatable, Sendable {
        package var uri: String
        package var uriBaseId: String?
    }

    package struct Region: Codable, Equatable, Sendable {
        package var startLine: Int
        /// In Unicode code points, as the run's `columnKind` says; absent where the finding has no column.
        package var startColumn: Int? = nil
    }

    package struct Suppression: Codable, Equatable, Sendable {
        /// `external`: the acceptance is kept outside the file, in the baseline.
        package var kind: String
        package var status: String
        package var justification: String
        /// The baseline line that accepts the finding.
        package var location: Location?
    }
}

extension SARIFLog.Location {
    /// The location as SARIF's JSON writes it.
    var json: Markup<JSONOutput> {
        let artifact = physicalLocation.artifactLocation
        let base: Markup<JSONOutput> = artifact.uriBaseId.map { ",\"uriBaseId\":\(string: $0)" } ?? ""
        let region: Markup<JSONOutput> =
            physicalLocation.region.map { region in
                let column: Markup<JSONOutput> = region.startColumn.map { ",\"startColumn\":\($0)" } ?? ""
                return ",\"region\":{\"startLine\":\(region.startLine)\(column)}"
            } ?? ""
        return "{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(string: artifact.uri)\(base)}\(region)}}"
    }
}
