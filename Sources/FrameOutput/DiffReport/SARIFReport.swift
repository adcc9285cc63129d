import FramesFormat

/// SARIF 2.1.0 (OASIS, "Static Analysis Results Interchange Format Version 2.1.0"), the log GitHub
/// code scanning shows on a pull request's lines (Docs/CLI.md, "Reports for CI"): one run of the
/// tool, a result per golden that differs or is missing or cannot be read, per spec that failed
/// (each of its positioned errors) and per spec warning, located at the spec's line and column.
/// Valid against the published schema (Tests/EndToEndTests/Schemas/sarif-schema-2.1.0.json; its
/// source in Docs/Provenance.md, "The SARIF schema").
public enum SARIFReport {
    /// The rules a result names (`ruleId`): what kind of finding it is.
    enum Rule: String, CaseIterable {
        case framesDiffer = "frames-differ"
        case goldenMissing = "golden-missing"
        case goldenUnreadable = "golden-unreadable"
        case specError = "spec-error"
        case specWarning = "spec-warning"

        var description: String {
            switch self {
            case .framesDiffer: "The frames differ from the golden frames"
            case .goldenMissing: "A golden frames file is missing (record it with --record)"
            case .goldenUnreadable: "A golden frames file cannot be read or is not a frames dump"
            case .specError: "The spec does not compile"
            case .specWarning: "The spec asks for something UIKit ignores or lays out nothing for"
            }
        }
    }

    /// The whole log. `diagnostics` are the spec warnings printed and the positioned errors of the
    /// specs that failed; `version` the tool's.
    public static func log(_ comparisons: [GoldenComparison], diagnostics: [SpecDiagnosticLine], version: String) -> String {
        var results: [String] = []
        for comparison in comparisons where !comparison.isSame {
            let rule: Rule
            switch comparison.outcome {
            case .same: continue
            case .differs: rule = .framesDiffer
            case .missing: rule = .goldenMissing
            case .unreadable: rule = .goldenUnreadable
            // Its errors are results of their own (`diagnostics`), each at its place.
            case .specFailed: continue
            }
            let location = comparison.source ?? .init(file: comparison.golden, line: 1)
            results.append(result(rule, level: "error", message: "\(comparison.title): \(comparison.summary) (golden \(comparison.golden))",
                                  at: location))
        }
        for diagnostic in diagnostics {
            results.append(result(diagnostic.severity == .error ? .specError : .specWarning,
                                  level: diagnostic.severity.rawValue, message: diagnostic.message,
                                  at: .init(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column)))
        }
        let rules = Rule.allCases.map { rule in
            "{\"id\": \(jsonString(rule.rawValue)), \"shortDescription\": {\"text\": \(jsonString(rule.description))}}"
        }
        return """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "layout-compile",
                      "version": \(jsonString(version)),
                      "rules": [
                        \(rules.joined(separator: ",\n            "))
                      ]
                    }
                  },
                  "results": [\(results.isEmpty ? "" : "\n        " + results.joined(separator: ",\n        ") + "\n      ")]
                }
              ]
            }

            """
    }

    static func result(_ rule: Rule, level: String, message: String, at location: GoldenComparison.SourceLine) -> String {
        "{\"ruleId\": \(jsonString(rule.rawValue)), \"level\": \(jsonString(level)), \"message\": {\"text\": \(jsonString(message))}, "
            + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(jsonString(uri(location.file)))}, "
            + "\"region\": {\"startLine\": \(max(location.line, 1)), \"startColumn\": \(max(location.column, 1))}}}]}"
    }

    /// A path as a URI reference (RFC 3986): relative as given (GitHub resolves it from the
    /// repository's root), every byte but the unreserved characters and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
