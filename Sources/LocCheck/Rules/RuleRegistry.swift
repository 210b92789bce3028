import PokeTables

/// Every code loccheck reports, gathered from the rules it runs: each rule declares its codes
/// beside its check (``Rule/codes``), and registering the rule (``TableChecker/rules`` for a rule
/// that reads only the tables, ``otherRules`` for one that reads more) brings its codes here.
/// The help's list of finding kinds, the SARIF rules, the JSON schema and `loccheck rules`
/// derive from ``DiagnosticCode/allCases``.
enum RuleRegistry {
    /// The rules that read more than the tables and the API's lists (a server, PokeAPI's CSV,
    /// second sources, ICU): `loccheck check` runs them when asked to.
    static let otherRules: [any Rule.Type] = [
        SnapshotCheck.self, HanVariantCheck.self, APINameComparison.self, CorrectionCheck.self, UpstreamCheck.self,
        SecondSourceCheck.self, SearchKeyCheck.self, NewAPIKeyCheck.self,
    ]

    /// What the run itself reports: coverage under a minimum, a baseline line that accepts
    /// nothing, and the files it could not read.
    static let runCodes: [DiagnosticCode] = [.lowCoverage, .staleBaseline, .invalidBaseline, .invalidConfig, .invalidCorrections]

    /// Every code, each once, in the order above: the table parser's, the key check's, each
    /// registered rule's, the run's.
    static let codes: [DiagnosticCode] = {
        let ruleTypes: [any Rule.Type] = [TableFileCheck.self, KeyCheck.self] + TableChecker.rules.map { type(of: $0) } + otherRules
        var seen: Set<DiagnosticCode> = []
        return (ruleTypes.flatMap { $0.codes } + runCodes).filter { seen.insert($0).inserted }
    }()
}

extension DiagnosticCode {
    /// Every code loccheck knows (``RuleRegistry``).
    package static var allCases: [DiagnosticCode] { RuleRegistry.codes }

    /// The codes of the checks' findings.
    package static var findings: [DiagnosticCode] { allCases.filter(\.isFinding) }

    /// The code named `rawValue`, if loccheck has one (a baseline's or config's word).
    package init?(rawValue: String) {
        guard let code = RuleRegistry.codes.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = code
    }
}

// A report read back (the JSON report's model) names its codes by the words loccheck writes.
extension DiagnosticCode: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let code = DiagnosticCode(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "`\(name)` is no loccheck code; `loccheck rules` lists them.")
        }
        self = code
    }
}
