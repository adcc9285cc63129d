import Foundation
import Testing

/// The machine reports of a golden check (Docs/CLI.md, "Reports for CI"): SARIF valid against the
/// published SARIF 2.1.0 schema (Docs/Provenance.md, "The SARIF schema") with a result per golden
/// difference and per spec warning and error at the spec's line; JSON; JUnit on standard output;
/// spec warnings as GitHub `::warning`; Xcode's `file:line:col: error:` lines.
@Suite struct CIReportTests {
    static let schema = CommandRunner.packageRoot.appendingPathComponent("Tests/EndToEndTests/Schemas/sarif-schema-2.1.0.json").path

    /// Two-column with its spacing changed (its goldens differ at line 13, where `- items: 20`
    /// is written), a spec with a warning at line 4, column 7 (recorded, so the same) and a broken
    /// one (line 3, column 5).
    static func run(_ reporters: [String]) throws -> (outcome: CommandRunner.Outcome, folder: URL, spec: String, golden: String) {
        let (spec, golden) = try GoldenReportTests.changedTwoColumn("interItemSpacing: fixed(10)", "interItemSpacing: fixed(8)")
        let folder = URL(fileURLWithPath: golden).deletingLastPathComponent()
        try WarningExitCodeTests.warned.write(to: folder.appendingPathComponent("warned.yaml"), atomically: false, encoding: .utf8)
        try WarningExitCodeTests.broken.write(to: folder.appendingPathComponent("broken.yaml"), atomically: false, encoding: .utf8)
        let record = try CommandRunner.run(["render", "warned.yaml", "--widths", "320", "--expect-dir", "golden", "--record"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let outcome = try CommandRunner.run(["render", "two-column.yaml", "warned.yaml", "broken.yaml", "--widths", "320",
                                             "--expect-dir", "golden"] + reporters, in: folder)
        return (outcome, folder, spec, golden)
    }

    @Test(.needs(TestTool.jsonschema)) func sarifHasAResultPerDifferenceWarningAndErrorAtTheSpecsLineAndIsValid() throws {
        let (outcome, folder, _, _) = try Self.run(["--reporter", "sarif:report.sarif"])
        #expect(outcome.status == 65, "\(outcome.stderr)")
        let file = folder.appendingPathComponent("report.sarif")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let run = (log?["runs"] as? [[String: Any]])?.first
        let results = (run?["results"] as? [[String: Any]]) ?? []
        let found = results.map { result -> String in
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let region = location?["region"] as? [String: Int] ?? [:]
            return "\(result["ruleId"] ?? "") \(result["level"] ?? "") \(uri):\(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)"
        }
        // Paths as given on the command line, relative: GitHub resolves them from the repository's root.
        #expect(found == ["frames-differ error two-column.yaml:13:5", "spec-warning warning warned.yaml:4:7",
                          "spec-error error broken.yaml:3:5"])
        let message = (results.first?["message"] as? [String: Any])?["text"] as? String
        #expect(message == "two-column @ 320 pt: 20 cells moved or resized: width +1 for 10, x -1 width +1 for 10 (golden golden/two-column@320.json)")

        _ = try TestTool.jsonschema.require()
        #expect(try Self.validate(file.path) == "valid")
        // The schema does check: a level SARIF does not define is refused.
        let wrong = folder.appendingPathComponent("wrong.sarif")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"fatal\"")
            .write(to: wrong, atomically: false, encoding: .utf8)
        #expect(try Self.validate(wrong.path).hasPrefix("invalid"))
    }

    /// `valid`, or `invalid: why`, from Python's jsonschema with the SARIF schema (draft 4, formats checked).
    static func validate(_ path: String) throws -> String {
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft4Validator(json.load(open(sys.argv[1])), format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
            errors = list(validator.iter_errors(json.load(open(sys.argv[2]))))
            print("invalid: " + errors[0].message if errors else "valid")
            """
        let outcome = try SchemaTests.python(["-c", script, schema, path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `--reporter json` alone: the JSON on standard output, the text report on standard error.
    @Test func jsonOnStandardOutputHasEveryComparisonAndDiagnostic() throws {
        let (outcome, _, _, _) = try Self.run(["--reporter", "json"])
        #expect(outcome.status == 65)
        // After the warnings printed as the specs were solved.
        #expect(outcome.stderr.contains("\ndiffer: 1 of 2 goldens in golden, 1 of 2 specs: 1 differ; 1 spec failed, not compared"))
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(report?["format"] as? String == "layout-compile/report")
        #expect(report?["verdict"] as? String == "failed")
        let comparisons = (report?["comparisons"] as? [[String: Any]]) ?? []
        #expect(comparisons.map { "\($0["spec"] ?? "") \($0["outcome"] ?? "")" } == ["two-column differs", "warned same", "broken spec-failed"])
        // 20 cells moved or resized, none added or removed (the text report's summary says the same).
        #expect(comparisons.first?["changed"] as? Int == 20)
        #expect(comparisons.first?["line"] as? Int == 13)
        let diagnostics = (report?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(diagnostics.map { "\($0["severity"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" }
                == ["warning warned.yaml:4:7", "error broken.yaml:3:5"])
    }

    /// `--reporter junit` with no file: the XML on standard output.
    @Test func junitWithoutAFileWritesStandardOutput() throws {
        let (outcome, _, _, _) = try Self.run(["--reporter", "junit"])
        #expect(outcome.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"layout-compile\" tests=\"3\" failures=\"1\" errors=\"1\">"))
        #expect(outcome.stderr.contains("\ndiffer: 1 of 2 goldens in golden"))
    }

    /// `--reporter github`: spec warnings as `::warning` at their line and column, beside the `::error`s.
    @Test func githubAnnotatesSpecWarnings() throws {
        let (outcome, _, _, _) = try Self.run(["--reporter", "github"])
        let annotations = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.contains("::warning file=warned.yaml,line=4,col=7,title=layout-compile warning::sections[0].group: the group "
                                     + "(320×50 pt here) holds none of its subitems: the first is longer than the group along its axis, "
                                     + "so UIKit shows no cell of section 0 (at 320 pt)"))
        #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 2)
    }

    /// `--reporter xcode`: each golden that differs as a compiler's error line at the spec's section.
    @Test func xcodeLinesAreCompilerErrorsAtTheSection() throws {
        let (outcome, _, _, _) = try Self.run(["--reporter", "xcode"])
        let errors = outcome.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["two-column.yaml:13:5: error: two-column @ 320 pt: frames against the golden: 20 cells moved or resized: "
                           + "width +1 for 10, x -1 width +1 for 10 (golden golden/two-column@320.json)"])
    }
}
