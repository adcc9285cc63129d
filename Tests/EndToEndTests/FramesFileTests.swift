import Foundation
import Testing

/// Frames files as input (`diff`, `--expect`, `render --expect-dir`): each read once, in either
/// layout (the tool's own, one element per line, or any other JSON), every number checked.
@Suite struct FramesFileTests {
    /// The grid at 390 pt as this tool writes it, and the same frames indented otherwise (which the
    /// general reader reads, not the scanner).
    static func gridFiles(in directory: URL) throws -> (own: String, foreign: String) {
        let own = directory.appendingPathComponent("own.json").path
        let foreign = directory.appendingPathComponent("foreign.json").path
        #expect(try CommandRunner.run(["Examples/grid.yaml", "-o", own]).status == 0)
        let text = try String(contentsOfFile: own, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\n  ").write(toFile: foreign, atomically: false, encoding: .utf8)
        return (own, foreign)
    }

    /// `render Examples/grid.yaml --widths W --formats json` into a new folder's `out`, its goldens
    /// recorded in its `golden`.
    static func recordGrid(widths: String) throws -> (outcome: CommandRunner.Outcome, out: String, golden: String) {
        let directory = try CommandRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out").path, golden = directory.appendingPathComponent("golden").path
        let outcome = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", widths, "--formats", "json",
                                             "--out-dir", out, "--expect-dir", golden, "--record"])
        return (outcome, out, golden)
    }

    /// A pipe can be read only once: the file on standard input is compared whichever layout it has
    /// and whichever side it is on.
    @Test func diffReadsEachFileOnceEvenFromAPipe() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let (own, foreign) = try Self.gridFiles(in: directory)
        let ownText = try String(contentsOfFile: own, encoding: .utf8)
        let foreignText = try String(contentsOfFile: foreign, encoding: .utf8)
        for (stdin, other) in [(foreignText, own), (ownText, foreign), (foreignText, foreign), (ownText, own)] {
            let before = try CommandRunner.run(["diff", "-", other], stdin: stdin)
            #expect(before.status == 0, "\(before.stderr)")
            // The grid: 30 cells (Examples/grid.yaml, `items: 30`).
            #expect(before.stdout == "same: 30 elements\n")
            let after = try CommandRunner.run(["diff", other, "-"], stdin: stdin)
            #expect(after.stdout == "same: 30 elements\n", "\(after.stderr)")
        }
        // A difference read from a pipe: the grid at 400 pt, where cell 0.1 is at 0.2 × 400 = 80
        // rather than 0.2 × 390 = 78.
        let wider = try CommandRunner.run(["Examples/grid.yaml", "--width", "400"]).stdout
        let differs = try CommandRunner.run(["diff", foreign, "-"], stdin: wider.replacingOccurrences(of: "\n", with: "\n "))
        #expect(differs.status == 1)
        #expect(differs.stdout.hasPrefix("differ: 30 of 30 elements and the content size and 3 header values, - against \(foreign)\n"))
        #expect(differs.stdout.contains("\n--- \(foreign)\n+++ -\n"))
        #expect(differs.stdout.contains("  cell 0.1: 78,0 78×78 -> 80,0 80×80 (x +2 width +2 height +2)\n"))
    }

    @Test func filesThatCannotBeReadAreTrouble() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let (own, _) = try Self.gridFiles(in: directory)
        let missing = try CommandRunner.run(["diff", directory.appendingPathComponent("none.json").path, own])
        #expect(missing.status == 2)
        #expect(missing.stderr == "\(directory.appendingPathComponent("none.json").path): error: no such file\n")
        let folder = try CommandRunner.run(["diff", own, directory.path])
        #expect(folder.status == 2)
        #expect(folder.stderr == "\(directory.path): error: is a directory, expected a frames file\n")
    }

    /// Standard input is read once, so it can be one side of a comparison, not both.
    @Test func standardInputIsOneSideOnly() throws {
        let grid = try String(contentsOfFile: "Examples/grid.yaml", encoding: .utf8)
        let both = try CommandRunner.run(["diff", "-", "-"], stdin: grid)
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("layout-compile: error: diff reads standard input (-) once: it can be A or B, not both\n"))
        let compiled = try CommandRunner.run(["-", "--expect", "-"], stdin: grid)
        #expect(compiled.status == 64)
        #expect(compiled.stderr.hasPrefix("layout-compile: error: standard input (-) is read once"))
    }

    /// A golden that cannot be read (here a directory in its place) is trouble, exit 2, listed
    /// with the specs that failed and after the report of the other goldens: it hides neither.
    @Test func aGoldenThatCannotBeReadHidesNeitherTheReportNorTheFailingSpecs() throws {
        let (record, _, golden) = try Self.recordGrid(widths: "320")
        #expect(record.status == 0, "\(record.stderr)")
        try FileManager.default.createDirectory(atPath: golden + "/grid@390.json", withIntermediateDirectories: false)
        let broken = try CommandRunner.temporaryDirectory().appendingPathComponent("broken.yaml").path
        try "sections: [\n".write(toFile: broken, atomically: false, encoding: .utf8)
        let unreadable = "\(golden)/grid@390.json: error: is a directory, expected a frames file\n"

        // The grid's 320 golden is the same, its 390 one unreadable; the broken spec fails (65, first).
        let mixed = try CommandRunner.run(["render", "Examples/grid.yaml", broken, "--widths", "320,390", "--expect-dir", golden])
        #expect(mixed.status == 65)
        #expect(mixed.stdout == "same: 1 goldens in \(golden) (1 could not be read)\n")
        #expect(mixed.stderr.hasPrefix("\(broken):1:12: error: unterminated flow collection\n"))
        #expect(mixed.stderr.hasSuffix(unreadable + "layout-compile: 1 of 2 specs failed\n"))

        // The golden alone: exit 2, no spec counted as failed.
        let alone = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390", "--expect-dir", golden])
        #expect(alone.status == 2)
        #expect(alone.stdout == "same: 1 goldens in \(golden) (1 could not be read)\n")
        #expect(alone.stderr == unreadable)

        // Recording over it: the 320 golden is written, the 390 one cannot be (exit 73).
        let recorded = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390", "--expect-dir", golden, "--record"])
        #expect(recorded.status == 73)
        #expect(recorded.stdout == "recorded 1 goldens in \(golden) (1 could not be written)\n")
        #expect(recorded.stderr.hasPrefix("\(golden)/grid@390.json: error: cannot write: it is a directory"))
    }

    /// A number JSON refuses, in the tool's own layout (read by the scanner): exit 2 at the number.
    @Test func aNumberJSONRefusesIsTroubleAtItsLineAndColumn() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let (own, _) = try Self.gridFiles(in: directory)
        let bad = directory.appendingPathComponent("bad.json").path
        let line = #"    {"category": "cell", "section": 0, "item": 1, "x": 78, "#
        let text = try String(contentsOfFile: own, encoding: .utf8)
        #expect(text.contains("\n" + line))
        try text.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "78", with: "078"))
            .write(toFile: bad, atomically: false, encoding: .utf8)
        for arguments in [["diff", own, bad], ["Examples/grid.yaml", "--expect", bad]] {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 2)
            // Cell 0.1 is the second element, on line 12 (six header lines with the environment's,
            // the one section's three, `"elements": [`, cell 0.0); its x after 4 spaces and the 51
            // characters `{"category": "cell", "section": 0, "item": 1, "x": `.
            #expect(outcome.stderr.hasPrefix("\(bad):12:56: error: invalid number: leading zeros are not allowed\n"
                                             + line.replacingOccurrences(of: "78", with: "078")))
        }
    }

    /// `render` formats the frames JSON once for the file and the golden (the same bytes), and
    /// compares frames with a golden in any layout without writing them: a golden in another
    /// tool's layout reads as the same frames, and a difference is reported as for the tool's own.
    @Test func renderGoldensAreTheFilesBytesAndReadInAnyLayout() throws {
        let (record, out, golden) = try Self.recordGrid(widths: "320,390")
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("recorded 2 goldens in \(golden)"))
        for width in ["320", "390"] {
            #expect(FileManager.default.contents(atPath: "\(golden)/grid@\(width).json")
                    == FileManager.default.contents(atPath: "\(out)/grid@\(width).json"))
        }
        // The 390 golden reindented: no longer the tool's own layout, the same frames.
        let own = try String(contentsOfFile: golden + "/grid@390.json", encoding: .utf8)
        try own.replacingOccurrences(of: "\n", with: "\n  ").write(toFile: golden + "/grid@390.json", atomically: false, encoding: .utf8)
        let same = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390", "--expect-dir", golden])
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout == "same: 2 goldens in \(golden)\n")
        // The 320 golden in the 390 one's place, in each layout: one report, the same either way.
        // Cells are 320 / 5 = 64 pt in the golden and 390 / 5 = 78 pt now.
        var reports: [String] = []
        for reindent in [false, true] {
            let narrow = try String(contentsOfFile: golden + "/grid@320.json", encoding: .utf8)
            try (reindent ? narrow.replacingOccurrences(of: "\n", with: "\n  ") : narrow)
                .write(toFile: golden + "/grid@390.json", atomically: false, encoding: .utf8)
            let differs = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390", "--expect-dir", golden])
            #expect(differs.status == 1)
            #expect(differs.stdout.hasPrefix("differ: 1 of 2 goldens in \(golden), 1 of 1 specs: 1 differ\n"))
            // The header too: the container and the section (6 rows of 64 = 384 pt, of 78 = 468 pt); the
            // standard margin is 16 at both widths (glass phones: Docs/Lists.md).
            let header: String = "  header container.width: 320 -> 390\n"
                + "  header sections[0].width: 320 -> 390\n  header sections[0].height: 384 -> 468\n"
            #expect(differs.stdout.contains("\n--- \(golden)/grid@390.json\n+++ grid @ 390 pt\n" + header
                                             + "  content size width 320 -> 390 (+70), height 384 -> 468 (+84)\n"
                                             + "  cell 0.0: 0,0 64×64 -> 0,0 78×78 (width +14 height +14)\n"
                                             + "  cell 0.1: 64,0 64×64 -> 78,0 78×78 (x +14 width +14 height +14)\n"))
            reports.append(differs.stdout)
        }
        #expect(reports[0] == reports[1])
    }

    /// A reference case (a fixture, or what `xctest --record` writes) reads as the dump of the
    /// frames UIKit gave: compared with the frames this tool solves for its spec.
    @Test func diffReadsAReferenceCaseAsAFramesDump() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = "Tests/ConformanceTests/Fixtures/count/042-repeated-item.json"
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture))) as? [String: Any])
        let spec = directory.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: try #require(object["spec"])).write(to: spec)
        let frames = directory.appendingPathComponent("frames.json").path
        #expect(try CommandRunner.run([spec.path, "-o", frames]).status == 0)
        let same = try CommandRunner.run(["diff", fixture, frames, "--tolerance", "0.01"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("same: 7 elements"))
        // One frame moved in the case: a difference, reported as any dump's.
        var moved = object
        var expected = try #require(moved["expected"] as? [String: Any])
        var elements = try #require(expected["elements"] as? [[String: Any]])
        elements[0]["x"] = 5
        expected["elements"] = elements
        moved["expected"] = expected
        let changed = directory.appendingPathComponent("changed.json")
        try JSONSerialization.data(withJSONObject: moved).write(to: changed)
        let differs = try CommandRunner.run(["diff", changed.path, frames])
        #expect(differs.status == 1)
        #expect(differs.stdout.contains("cell 0.0") || differs.stdout.contains("cell"), "\(differs.stdout)")
    }
}
