import FramesFormat

/// `--reporter json` (Docs/CLI.md, "Reports for CI"): the report as data for a script, one object
/// with the verdict, one entry per comparison (spec and width), the orphans and the spec
/// diagnostics, each located where the other reports locate it. A contract like the frames JSON:
/// fields are added, never renamed.
public enum JSONDiffReport {
    public static func json(_ report: TextDiffReport, failedSpecs: [GoldenComparison], diagnostics: [SpecDiagnosticLine]) -> String {
        let comparisons = (report.comparisons + failedSpecs).map(entry)
        let failed = report.comparisons.contains(where: \.fails)
        let verdict = !failedSpecs.isEmpty || report.comparisons.contains { if case .unreadable = $0.outcome { true } else { false } }
            ? "failed" : failed ? "differ" : "same"
        let diagnosticEntries = diagnostics.map { diagnostic in
            "{\"file\": \(jsonString(diagnostic.file)), \"line\": \(diagnostic.line), \"column\": \(diagnostic.column), "
                + "\"severity\": \(jsonString(diagnostic.severity.rawValue)), \"message\": \(jsonString(diagnostic.message))}"
        }
        return """
            {
              "format": "layout-compile/report",
              "version": 1,
              "verdict": \(jsonString(verdict)),
              "summary": \(jsonString(report.verdict)),
              "goldens": \(report.directory.map(jsonString) ?? "null"),
              "comparisons": \(list(comparisons)),
              "orphans": \(list(report.orphans.map(jsonString))),
              "diagnostics": \(list(diagnosticEntries))
            }

            """
    }

    static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
    }

    /// One comparison: `outcome` `same`, `differs`, `missing`, `unreadable` or `spec-failed`, its
    /// summary line, and for frames that differ the counts of elements changed, added and removed.
    static func entry(_ comparison: GoldenComparison) -> String {
        var fields = ["\"spec\": \(jsonString(comparison.name))", "\"target\": \(comparison.target.map(jsonString) ?? "null")",
                      "\"golden\": \(jsonString(comparison.golden))"]
        switch comparison.outcome {
        case .same(let count): fields += ["\"outcome\": \"same\"", "\"elements\": \(count)"]
        case .differs(let diff, _):
            fields += ["\"outcome\": \"differs\"", "\"changed\": \(diff.changedCount)", "\"added\": \(diff.added.count)",
                       "\"removed\": \(diff.removed.count)", "\"contentSizeChanged\": \(diff.contentSize != nil)"]
        case .missing: fields.append("\"outcome\": \"missing\"")
        case .unreadable: fields.append("\"outcome\": \"unreadable\"")
        case .specFailed: fields.append("\"outcome\": \"spec-failed\"")
        }
        fields.append("\"summary\": \(jsonString(comparison.summary))")
        if let source = comparison.source {
            fields += ["\"file\": \(jsonString(EchoedText.escaped(source.file, limit: nil)))", "\"line\": \(source.line)", "\"column\": \(source.column)"]
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
