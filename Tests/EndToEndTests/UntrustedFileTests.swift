import Foundation
import Testing

/// Specs arrive from pull requests (Docs/CLI.md, "Files a spec or project may touch"): a file a spec names is
/// read only inside its folder, the project or an `--allow-files` folder, and never echoed when
/// it is no spec; a FIFO anywhere a file is read is refused at once instead of waited on.
/// Inputs in Tests/RegressionCorpus/files/ (README.md there).
@Suite struct UntrustedFileTests {
    static let files = RegressionCorpusTests.corpus.appendingPathComponent("files")

    static func screen(naming layout: String) -> String {
        "screen:\n  splitView:\n    columns:\n      primary: {layout: \(layout)}\n"
    }

    @Test func aColumnFileOutsideTheSpecsFolderAndTheProjectIsRefusedUnread() throws {
        for name in ["column-absolute-outside.yaml", "column-dotdot-outside.yaml", "column-proc-environ.yaml",
                     "column-missing-outside.yaml"] {
            let spec = Self.files.appendingPathComponent(name).path
            let outcome = try RegressionCorpusTests.bounded([spec])
            RegressionCorpusTests.check(outcome, name, allowed: [65])
            // Positioned at the `layout:` value in the spec: line 4, column 25.
            #expect(outcome.stderr.hasPrefix("\(spec):4:25: error: screen.splitView.columns.primary.layout: the layout file '"),
                    "\(outcome.stderr)")
            #expect(outcome.stderr.contains("lies outside the folders a spec may read"))
            // The message, the spec's own line and the caret: nothing of the file named.
            #expect(outcome.stderr.split(separator: "\n").count == 3, "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("root:") && !outcome.stderr.contains("PATH="), "\(outcome.stderr)")
        }
    }

    @Test func aSymbolicLinkIsFollowedBeforeTheFolderIsChecked() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("passwd.yaml").path,
                                                   withDestinationPath: "/etc/passwd")
        let spec = directory.appendingPathComponent("screen.yaml")
        try Self.screen(naming: "passwd.yaml").write(to: spec, atomically: false, encoding: .utf8)
        let refused = try CommandRunner.run([spec.path])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("the layout file 'passwd.yaml' lies outside"), "\(refused.stderr)")
        // Allowed, it is read, and refused as no layout spec without a line of it shown.
        let allowed = try CommandRunner.run([spec.path, "--allow-files", "/etc"])
        #expect(allowed.status == 65)
        #expect(allowed.stderr.contains("'passwd.yaml' is not a layout spec"), "\(allowed.stderr)")
        #expect(!allowed.stderr.contains("root:"), "\(allowed.stderr)")
        // --allow-files is for folders that exist.
        let usage = try CommandRunner.run([spec.path, "--allow-files", directory.appendingPathComponent("none").path])
        #expect(usage.status == 64 && usage.stderr.contains("--allow-files expects an existing folder"), "\(usage.stderr)")
    }

    @Test func aFileInTheProjectThatIsNoSpecIsNotEchoed() throws {
        // A mapping without `sections`: refused at the `layout:` naming it, none of its lines shown.
        let mapping = try RegressionCorpusTests.bounded([Self.files.appendingPathComponent("column-not-a-spec.yaml").path])
        RegressionCorpusTests.check(mapping, "column-not-a-spec.yaml", allowed: [65])
        #expect(mapping.stderr.contains("'not-a-spec.txt' is not a layout spec (a mapping with 'sections'), found a mapping without 'sections'"))
        #expect(!mapping.stderr.contains("never-echoed"), "\(mapping.stderr)")
        // Not YAML at all (Markdown): the reader's one error, with one line of the file.
        let markdown = try RegressionCorpusTests.bounded([Self.files.appendingPathComponent("column-markdown.yaml").path])
        RegressionCorpusTests.check(markdown, "column-markdown.yaml", allowed: [65])
        let readme = try String(contentsOf: RegressionCorpusTests.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        let echoed = markdown.stderr.split(separator: "\n").filter { line in readme.contains(line) && line.count > 10 }
        #expect(echoed.count <= 1, "\(markdown.stderr)")
    }

    @Test func aFIFOIsRefusedWhereverAFileIsRead() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let spec = directory.appendingPathComponent("screen.yaml")
        try Self.screen(naming: "fifo.yaml").write(to: spec, atomically: false, encoding: .utf8)
        let grid = CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml").path
        let golden = directory.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        #expect(mkfifo(golden.appendingPathComponent("grid@390.json").path, 0o600) == 0)
        let cases: [(arguments: [String], status: Int32)] = [
            ([fifo], 66), (["read", fifo], 66), ([spec.path], 66), ([grid, "--expect", fifo], 2), (["diff", fifo, fifo], 2),
            (["render", grid, "--widths", "390", "--expect-dir", golden.path], 2),
        ]
        for (arguments, status) in cases {
            // Without the check each of these waits for a writer: killed at the time bound (137).
            let outcome = try RegressionCorpusTests.bounded(arguments)
            RegressionCorpusTests.check(outcome, arguments.joined(separator: " "), allowed: [status])
            #expect(outcome.stderr.contains("is not a regular file"), "\(outcome.stderr)")
        }
    }

    @Test func unknownKeysPastThosePrintedAreOnlyCounted() throws {
        // A million unknown keys (14 MB of JSON): each used to get a message and a did-you-mean search,
        // ~130 µs in a debug build, past the time bound; counted, they cost what reading them does.
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("unknown-keys.json")
        var text = #"{"sections": []"#
        for index in 0..<1_000_000 { text += ",\n\"k\(index)\": 1" }
        try Data((text + "}\n").utf8).write(to: spec)
        let outcome = try RegressionCorpusTests.bounded([spec.path])
        RegressionCorpusTests.check(outcome, "unknown-keys.json", allowed: [65])
        #expect(outcome.stderr.components(separatedBy: ": unknown key '").count - 1 == 20)
        #expect(outcome.stderr.contains("\(spec.path): note: 999980 more errors not shown"), "\(outcome.stderr.suffix(300))")
    }
}
