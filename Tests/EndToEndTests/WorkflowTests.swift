import Foundation
import Testing

/// The GitHub Actions workflows checked by actionlint (Docs/CI.md, "Checking the workflows"): this
/// project's own, and the one Docs/CI.md gives an app's repository.
@Suite struct WorkflowTests {
    static func lint(_ files: [String]) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["-no-color"] + files, executable: URL(fileURLWithPath: try TestTool.actionlint.require()))
    }

    @Test(.needs(TestTool.actionlint)) func theProjectsWorkflowPassesActionlint() throws {
        let outcome = try Self.lint([CommandRunner.packageRoot.appendingPathComponent(".github/workflows/ci.yml").path])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    /// The `yaml` blocks under a heading of Docs/CI.md, in order.
    static func yamlBlocks(under heading: String) throws -> [String] {
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## ").first { $0.hasPrefix(heading + "\n") }, "no ## \(heading)")
        return section.components(separatedBy: "```yaml\n").dropFirst().map { String($0.components(separatedBy: "```")[0]) }
    }

    /// The app's workflow, with the SARIF upload step (the second block, a step) added to its steps.
    @Test(.needs(TestTool.actionlint)) func theAppsWorkflowInTheDocsPassesActionlint() throws {
        let blocks = try Self.yamlBlocks(under: "GitHub Actions")
        #expect(blocks.count == 2)
        #expect(blocks.first?.contains("layout-compile render --reporter github --reporter junit:") == true)
        #expect(blocks.last?.hasPrefix("      - name: Upload the SARIF report") == true)
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workflow = directory.appendingPathComponent("layouts.yml")
        try blocks.joined().write(to: workflow, atomically: false, encoding: .utf8)
        let outcome = try Self.lint([workflow.path])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    /// actionlint finds what it exists to find: the test would pass a workflow it cannot read.
    @Test(.needs(TestTool.actionlint)) func actionlintRefusesABrokenWorkflow() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workflow = directory.appendingPathComponent("broken.yml")
        try "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_context }}\n"
            .write(to: workflow, atomically: false, encoding: .utf8)
        let outcome = try Self.lint([workflow.path])
        #expect(outcome.status == 1 && outcome.stdout.contains("no_such_context"), "\(outcome.stdout)\(outcome.stderr)")
    }
}
