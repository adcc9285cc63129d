import Foundation
import Testing

/// The reports CI systems and reviewers read besides the text (Docs/CLI.md, "Reports for CI" and
/// "The HTML report"): JUnit XML valid against Jenkins' published schema (junit-10.xsd, copied unchanged:
/// Docs/Provenance.md, "The JUnit schema"), GitHub annotations in the
/// documented syntax at the spec's line, and the HTML overlay drawn where the frames say.
@Suite struct ReporterTests {
    static let schema = CommandRunner.packageRoot.appendingPathComponent("Tests/EndToEndTests/Schemas/junit.xsd").path

    /// Two-column with its spacing changed (4 widths differ), and a width with no golden (missing).
    @Test func junitHasATestCasePerSpecAndWidthAndIsValid() throws {
        let (spec, golden) = try GoldenReportTests.changedTwoColumn("interItemSpacing: fixed(10)", "interItemSpacing: fixed(8)")
        let report = URL(fileURLWithPath: golden).deletingLastPathComponent().appendingPathComponent("junit.xml").path
        let outcome = try CommandRunner.run(["render", spec, "Examples/grid.yaml", "--expect-dir", golden, "--widths", "320,390",
                                             "--reporter", "junit:\(report)"])
        #expect(outcome.status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        // Two specs × two widths: two-column's differ, the grid's are missing.
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(xml.contains("<testsuites name=\"layout-compile\" tests=\"4\" failures=\"4\" errors=\"0\">"))
        #expect(xml.contains("<testcase classname=\"two-column\" name=\"two-column @ 320 pt\">\n      <failure message=\"20 cells moved or "
                             + "resized: width +1 for 10, x -1 width +1 for 10\" type=\"frames differ\">--- \(golden)/two-column@320.json\n"))
        #expect(xml.contains("<failure message=\"missing golden (record it with --record)\" type=\"missing golden\">"))
        guard let xmllint = TestTools.require(["xmllint"], install: "apt-get install -y libxml2-utils") else { return }
        let validation = try Self.run(xmllint, ["--noout", "--schema", Self.schema, report])
        #expect(validation.status == 0, "\(validation.output)")
        #expect(validation.output.contains("validates"))
        // A spec that fails to compile is an error at each width, not a silence (exit 65 all the same).
        let broken = URL(fileURLWithPath: golden).deletingLastPathComponent().appendingPathComponent("broken.yaml").path
        try "sections: [\n".write(toFile: broken, atomically: false, encoding: .utf8)
        let withBroken = report + ".broken-spec.xml"
        let failing = try CommandRunner.run(["render", spec, broken, "--expect-dir", golden, "--widths", "320,390",
                                             "--reporter", "junit:\(withBroken)", "--reporter", "github"])
        #expect(failing.status == 65)
        let failingXML = try String(contentsOfFile: withBroken, encoding: .utf8)
        #expect(failingXML.contains("<testsuites name=\"layout-compile\" tests=\"4\" failures=\"2\" errors=\"2\">"))
        #expect(failingXML.contains("<testcase classname=\"broken\" name=\"broken @ 390 pt\">\n      <error message=\"spec failed: \(broken):1:12: "
                                    + "error: unterminated flow collection\" type=\"spec failed\">"))
        #expect(failing.stdout.contains("::error file=\(broken),line=1,title=broken @ 320 pt%3A frames against the golden::spec failed"))
        #expect(try Self.run(xmllint, ["--noout", "--schema", Self.schema, withBroken]).status == 0)
        // --expect writes one test case, also valid.
        let single = report + ".expect.xml"
        let expect = try CommandRunner.run(["Examples/grid.yaml", "--width", "400", "--expect", "Examples/golden/grid@390.json",
                                            "--reporter", "junit:\(single)"])
        #expect(expect.status == 1)
        #expect(try String(contentsOfFile: single, encoding: .utf8).components(separatedBy: "<testcase ").count - 1 == 1)
        #expect(try Self.run(xmllint, ["--noout", "--schema", Self.schema, single]).status == 0)
        // The schema does check: a test case without its name is refused.
        let nameless = report + ".nameless.xml"
        try xml.replacingOccurrences(of: " name=\"two-column @ 320 pt\"", with: "").write(toFile: nameless, atomically: false, encoding: .utf8)
        #expect(try Self.run(xmllint, ["--noout", "--schema", Self.schema, nameless]).status != 0)
    }

    /// The report options report a comparison: without one they are usage errors.
    @Test func reportOptionsNeedAComparison() throws {
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--report", "out"]).status == 64)
        #expect(try CommandRunner.run(["render", "Examples/grid.yaml", "--out-dir", "/tmp/x", "--reporter", "github"]).status == 64)
        let unknown = try CommandRunner.run(["diff", "a.json", "b.json", "--reporter", "junit"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown --reporter 'junit': expected junit:FILE, github or text"))
    }

    /// One `::error` per failing spec and width, at the line where the spec writes the changed
    /// section (`- items: 20`, line 13 of two-column.yaml), with `:` and `,` escaped in properties.
    @Test func githubAnnotationsPointAtTheSpecsSectionLine() throws {
        let (spec, golden) = try GoldenReportTests.changedTwoColumn("interItemSpacing: fixed(10)", "interItemSpacing: fixed(8)")
        let outcome = try CommandRunner.run(["render", spec, "--expect-dir", golden, "--reporter", "github", "--widths", "320,390"])
        #expect(outcome.status == 1)
        let annotations = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations == ["320", "390"].map { width in
            "::error file=\(spec),line=13,title=two-column @ \(width) pt%3A frames against the golden::"
                + "20 cells moved or resized: width +1 for 10, x -1 width +1 for 10 (golden \(golden)/two-column@\(width).json)"
        })
        // Without a spec (diff), the golden's line of the first change: the grid's cell 0.0, on
        // line 11 of its frames file (the header's 10 lines before it, the environment line among them).
        let wider = try CommandRunner.temporaryDirectory().appendingPathComponent("wider.json").path
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--width", "400", "-o", wider]).status == 0)
        let diff = try CommandRunner.run(["diff", "Examples/golden/grid@390.json", wider, "--reporter", "github"])
        #expect(diff.stdout.split(separator: "\n").last?.hasPrefix("::error file=Examples/golden/grid@390.json,line=11,title=") == true)
    }

    /// The HTML report in headless chromium: every change drawn, each rectangle where its frame
    /// says and linked to its line. The grid at 320 pt with 4 columns instead of 5: cell 0.1 was
    /// 320 × 0.2 = 64 pt at x 64 and is 320 × 0.25 = 80 pt at x 80. Two-column with 19 + 1 items
    /// instead of 20: cell 0.19 (the right column, x 10 + 145 + 10 = 165, tenth row, y 10 + 9 ×
    /// (44 + 10) = 496) removed, and cell 1.0 added below section 0 (10 + 10 × 44 + 9 × 10 + 10 =
    /// 550 high) at y 550 + 10 = 560.
    @Test func theHTMLReportDrawsEveryChangeWhereTheFramesSay() throws {
        guard let browser = TestTools.chromium() else { return }
        let (twoColumn, golden) = try GoldenReportTests.changedTwoColumn("  - items: 20", "  - items: 19\n  - items: 1")
        let directory = URL(fileURLWithPath: golden).deletingLastPathComponent()
        let grid = directory.appendingPathComponent("grid.yaml").path
        try String(contentsOfFile: CommandRunner.packageRoot.path + "/Examples/grid.yaml", encoding: .utf8)
            .replacingOccurrences(of: "0.2", with: "0.25").write(toFile: grid, atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(atPath: CommandRunner.packageRoot.path + "/Examples/golden/grid@320.json", toPath: golden + "/grid@320.json")
        let report = directory.appendingPathComponent("report")
        let outcome = try CommandRunner.run(["render", grid, twoColumn, "--expect-dir", golden, "--widths", "320", "--report", report.path])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        guard let result = try HeadlessBrowser.selfTest(report.appendingPathComponent("index.html"), script: Self.htmlReportSelfTest, browser: browser,
                                                        profile: directory.appendingPathComponent("profile")) else { return }
        #expect(result["comparisons"] as? Int == 2)
        let rects = result["rects"] as? [[String: Any]] ?? []
        // The grid's 30 cells all change (old and new drawn); two-column's one removed and one added.
        #expect(rects.count == 30 * 2 + 2)
        #expect(result["linked"] as? Int == rects.count)
        #expect(result["unlinked"] as? Int == 0)
        func box(_ comparison: String, _ name: String, _ role: String) -> [Double]? {
            rects.first { $0["comparison"] as? String == comparison && $0["name"] as? String == name && $0["role"] as? String == role }
                .map { rect in ["x", "y", "width", "height"].map { (rect[$0] as? NSNumber)?.doubleValue ?? .nan } }
        }
        #expect(box("grid @ 320 pt", "cell 0.1", "old") == [64, 0, 64, 64])
        #expect(box("grid @ 320 pt", "cell 0.1", "new") == [80, 0, 80, 80])
        #expect(box("two-column @ 320 pt", "cell 0.19", "removed") == [165, 496, 145, 44])
        #expect(box("two-column @ 320 pt", "cell 1.0", "added") == [10, 560, 145, 44])
    }

    /// Added to the HTML report for the test: every comparison drawn, every rectangle with its box in
    /// points as the browser laid it out, and whether each one's link leads to a line of the list.
    static let htmlReportSelfTest = """
        const sections = [...document.querySelectorAll("section.comparison")];
        const result = { comparisons: sections.length, rects: [], linked: 0, unlinked: 0 };
        for (const section of sections) {
          for (const rect of section.querySelectorAll("svg rect[data-element]")) {
            const box = rect.getBBox();
            result.rects.push({ comparison: section.dataset.title, role: rect.getAttribute("class"), name: rect.dataset.name,
                                x: box.x, y: box.y, width: box.width, height: box.height });
            const link = rect.closest("a");
            const target = link && document.getElementById(link.getAttribute("href").slice(1));
            if (target && target.tagName === "LI" && section.contains(target)) { result.linked += 1; } else { result.unlinked += 1; }
          }
        }
        document.getElementById("selftest").textContent = JSON.stringify(result);
        """

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
