import Foundation
import Testing

/// The header of a frames file (container, scale, scroll direction, content offset, sections) is
/// read as strictly as its elements, by the fast scanner too, and compared (Docs/CLI.md, "diff"):
/// the scanner used to skip it, so a golden with NaN in it, or of another container, was "same".
@Suite struct FramesHeaderTests {
    static let folder = RegressionCorpusTests.corpus.appendingPathComponent("frames-header")

    @Test func aBadHeaderIsRefusedWhereItIsWrong() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(files.count >= 5)
        let grid = CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml").path
        for name in files {
            let path = Self.folder.appendingPathComponent(name).path
            let diffed = try RegressionCorpusTests.bounded(["diff", path, path])
            RegressionCorpusTests.check(diffed, "diff \(name)", allowed: [2])
            // On the header's lines (3 to 7), at the value: file:line:col: error: …
            #expect(diffed.stderr.range(of: #"^\#(path):[3-7]:[0-9]+: error: "#, options: .regularExpression) != nil, "\(diffed.stderr)")
            RegressionCorpusTests.check(try RegressionCorpusTests.bounded([grid, "--expect", path]), "--expect \(name)", allowed: [2])
        }
    }

    @Test func aGoldenOfAnotherHeaderIsADifference() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("golden.json").path
        #expect(try CommandRunner.run(["Examples/grid.yaml", "-o", golden]).status == 0)
        // Another content offset: every element in place (the grid pins nothing), the header not.
        let scrolled = try CommandRunner.run(["Examples/grid.yaml", "--offset", "0,50", "--expect", golden])
        #expect(scrolled.status == 1)
        #expect(scrolled.stdout.contains("  header contentOffset.y: 0 -> 50"), "\(scrolled.stdout)")
        // Another scroll direction, and another section frame, written into the golden.
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        for (from, to, line) in [("\"scrollDirection\": \"vertical\"", "\"scrollDirection\": \"horizontal\"",
                                  "  header scrollDirection: \"horizontal\" -> \"vertical\""),
                                 ("\"y\": 0, \"width\": 390, \"height\": 468}", "\"y\": 0, \"width\": 390, \"height\": 400}",
                                  "  header sections[0].height: 400 -> 468"),
                                 ("\"container\": {\"width\": 390", "\"container\": {\"width\": 320", "  header container.width: 320 -> 390")] {
            let edited = directory.appendingPathComponent("edited.json").path
            try text.replacingOccurrences(of: from, with: to).write(toFile: edited, atomically: false, encoding: .utf8)
            let expected = try CommandRunner.run(["Examples/grid.yaml", "--expect", edited])
            #expect(expected.status == 1, "\(from): \(expected.stdout)")
            #expect(expected.stdout.contains(line), "\(expected.stdout)")
            let diffed = try CommandRunner.run(["diff", edited, golden])
            #expect(diffed.status == 1)
            #expect(diffed.stdout.contains(line), "\(diffed.stdout)")
        }
    }
}
