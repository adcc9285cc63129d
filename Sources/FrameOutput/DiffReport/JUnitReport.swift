/// JUnit XML (Docs/CLI.md, "Reports for CI"), as Jenkins, GitLab, Xcode Cloud and GitHub's test
/// reporters read it: one `testsuite`, one `testcase` per spec and width (per comparison), a
/// `failure` for frames that differ or a missing golden (its message the summary line, its text
/// the details), an `error` for a golden that could not be read or a spec that failed to compile.
/// Valid against the Jenkins JUnit schema junit-10.xsd (Tests/EndToEndTests/Schemas/junit.xsd; its source in
/// Docs/Provenance.md, "The JUnit schema").
public enum JUnitReport {
    /// The whole document; `suite` names the test suite (the golden directory), `maxLines` caps each failure's details.
    public static func xml(_ comparisons: [GoldenComparison], suite: String, maxLines: Int?) -> String {
        var failures = 0, errors = 0
        var cases: [String] = []
        for comparison in comparisons {
            var line = "    <testcase classname=\"\(xmlEscaped(comparison.name))\" name=\"\(xmlEscaped(comparison.title))\""
            switch comparison.outcome {
            case .same:
                line += "/>"
            case .missing, .differs:
                failures += 1
                var details: [String] = []
                var budget = LineBudget(limit: maxLines)
                TextDiffReport.details(comparison, into: &details, budget: &budget)
                if budget.omitted > 0 { details.append("  … \(budget.omitted) more lines") }
                let type = if case .missing = comparison.outcome { "missing golden" } else { "frames differ" }
                line += ">\n      <failure message=\"\(xmlEscaped(comparison.summary))\" type=\"\(type)\">"
                    + xmlEscaped(details.joined(separator: "\n"), keepsLines: true) + "</failure>\n    </testcase>"
            case .unreadable(let message), .specFailed(let message):
                errors += 1
                let type = if case .unreadable = comparison.outcome { "golden not read" } else { "spec failed" }
                line += ">\n      <error message=\"\(xmlEscaped(comparison.summary))\" type=\"\(type)\">"
                    + xmlEscaped(message, keepsLines: true) + "</error>\n    </testcase>"
            }
            cases.append(line)
        }
        let counts = "tests=\"\(comparisons.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="layout-compile" \(counts)>
              <testsuite name="\(xmlEscaped(suite))" \(counts) skipped="0">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }
}
