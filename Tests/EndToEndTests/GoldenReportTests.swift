import Foundation
import Testing

/// The golden check's report as a reviewer reads it (issue 25; Docs/CLI.md, "Reading a diff
/// report"), and the golden directory accounted for: missing, orphan, pruned.
@Suite struct GoldenReportTests {
    /// A copy of Examples/two-column.yaml with its spacing changed, and a golden directory
    /// holding the example's four goldens.
    static func changedTwoColumn(_ from: String, _ to: String) throws -> (spec: String, golden: String) {
        let directory = try CommandRunner.temporaryDirectory()
        let golden = directory.appendingPathComponent("golden").path
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        for width in ["320", "390", "744", "1024"] {
            try FileManager.default.copyItem(atPath: CommandRunner.packageRoot.path + "/Examples/golden/two-column@\(width).json",
                                             toPath: golden + "/two-column@\(width).json")
        }
        let text = try String(contentsOfFile: CommandRunner.packageRoot.path + "/Examples/two-column.yaml", encoding: .utf8)
        let spec = directory.appendingPathComponent("two-column.yaml").path
        #expect(text.contains(from))
        try text.replacingOccurrences(of: from, with: to).write(toFile: spec, atomically: false, encoding: .utf8)
        return (spec, golden)
    }

    /// The issue's case: `fixed(10)` -> `fixed(8)` between the two columns. Each cell is 1 pt
    /// wider at every width ((W - 2 × 10 - 8) / 2 against (W - 2 × 10 - 10) / 2) and the right
    /// column 1 pt further left (10 + w + 8 against 10 + w + 10, with w 1 larger): the verdict, one
    /// summary line, then the details of the first width, 2 + 2 × (1 + 10) = 24 lines, and one line
    /// for the three widths that changed alike (the report was 396 lines before, verdict last).
    @Test func oneChangedSpacingReadsInAFewLines() throws {
        let (spec, golden) = try Self.changedTwoColumn("interItemSpacing: fixed(10)", "interItemSpacing: fixed(8)")
        let outcome = try CommandRunner.run(["render", spec, "--expect-dir", golden])
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "differ: 4 of 4 goldens in \(golden), 1 of 1 specs: 4 differ")
        #expect(lines[1] == "two-column @ 320, 390, 744, 1024 pt: 20 cells moved or resized: width +1 for 10, x -1 width +1 for 10")
        #expect(lines[2] == "")
        #expect(lines[3...6] == ["--- \(golden)/two-column@320.json", "+++ two-column @ 320 pt", "  10 cells: width +1",
                                 "    cell 0.0: 10,10 145×44 -> 10,10 146×44"])
        #expect(lines.count == 3 + 24 + 1 + 1)
        #expect(lines[27] == "  the same changes at 390, 744, 1024 pt (--max-lines 0 shows each)")
        // A cap: 10 detail lines, then how many more (24 - 10 = 14).
        let capped = try CommandRunner.run(["render", spec, "--expect-dir", golden, "--max-lines", "10"])
        let cappedLines = capped.stdout.split(separator: "\n")
        #expect(cappedLines.count == 2 + 10 + 2)
        #expect(cappedLines.last == "  … 14 more lines (--max-lines N shows more, 0 all)")
        // Every line on request.
        let all = try CommandRunner.run(["render", spec, "--expect-dir", golden, "--max-lines", "0"])
        #expect(all.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 3 + 96 + 1)
        // At 1024: (1024 - 30) / 2 = 497 wide at 10 + 497 + 10 = 517, now 498 at 10 + 498 + 8 = 516.
        #expect(all.stdout.contains("    cell 0.19: 517,496 497×44 -> 516,496 498×44\n"))
    }

    /// A new width's goldens are missing, not differing; orphans are named and pruned; recording
    /// one spec leaves the goldens of the others as they were.
    @Test func theGoldenDirectoryIsAccountedFor() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let golden = directory.appendingPathComponent("golden").path
        let record = try CommandRunner.run(["render", "Examples/grid.yaml", "Examples/two-column.yaml", "--expect-dir", golden,
                                            "--record", "--widths", "320,390"])
        #expect(record.status == 0, "\(record.stderr)")
        // Recording the grid alone at one more width: two-column's goldens keep their bytes.
        let twoColumn = try Data(contentsOf: URL(fileURLWithPath: golden + "/two-column@320.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: golden + "/two-column@390.json"))
        let one = try CommandRunner.run(["render", "Examples/grid.yaml", "--expect-dir", golden, "--record", "--widths", "320,390,400"])
        #expect(one.status == 0)
        #expect(one.stdout == "recorded 3 goldens in \(golden)\norphans: 2 goldens in \(golden) that no spec or width of this run makes "
                + "(remove them with --record --prune)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden + "/two-column@320.json")) == twoColumn)
        #expect(try String(contentsOfFile: golden + "/two-column@390.json", encoding: .utf8) == "{}")
        // A width with no goldens yet: missing, and only missing.
        let wider = try CommandRunner.run(["render", "Examples/grid.yaml", "Examples/two-column.yaml", "--expect-dir", golden,
                                           "--widths", "320,400"])
        #expect(wider.status == 1)
        let lines = wider.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "differ: 1 of 4 goldens in \(golden), 1 of 2 specs: 1 missing")
        // 390 is no width of this run, narrowed by --widths: its goldens are neither compared nor orphans.
        #expect(lines[1] == "two-column @ 400 pt: missing golden (record it with --record)")
        #expect(lines[2] == "\(golden)/two-column@400.json: missing golden (record it with --record)")
        #expect(lines.count == 3)
        // A deleted spec: its goldens are orphans, and --record --prune removes them (only them:
        // files not named NAME@WIDTH.json are left alone).
        try Data("notes".utf8).write(to: URL(fileURLWithPath: golden + "/README.json"))
        let pruned = try CommandRunner.run(["render", "Examples/grid.yaml", "--expect-dir", golden, "--record", "--prune",
                                            "--widths", "320,390,400"])
        #expect(pruned.status == 0)
        #expect(pruned.stdout == "recorded 3 goldens in \(golden)\npruned 2 orphan goldens: two-column@320.json, two-column@390.json\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
                == ["README.json", "grid@320.json", "grid@390.json", "grid@400.json"])
        // --prune only records.
        let usage = try CommandRunner.run(["render", "Examples/grid.yaml", "--expect-dir", golden, "--prune"])
        #expect(usage.status == 64)
    }

    /// `render --widths 320` (no project file: the configured widths are the defaults) is a narrower
    /// run: the goldens of the other default widths are neither compared nor orphans, and --record
    /// --prune leaves them; the goldens of a deleted spec are orphans at every width, and so is a
    /// golden at a width neither the run nor the defaults make, narrowed or not.
    @Test func aRunNarrowedToSomeWidthsLeavesTheOtherWidthsGoldensAlone() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let golden = directory.appendingPathComponent("golden").path
        let specs = ["Examples/grid.yaml", "Examples/two-column.yaml"]
        let record = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--record"])
        #expect(record.status == 0, "\(record.stderr)")
        // A spec deleted since it was recorded: two of its goldens, at a width asked for and one not.
        for width in ["320", "744"] {
            try FileManager.default.copyItem(atPath: golden + "/two-column@\(width).json", toPath: golden + "/gone@\(width).json")
        }
        let recorded = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
        #expect(recorded.count == 2 * 4 + 2)
        let narrowed = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320"])
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        #expect(narrowed.stdout == "same: 2 goldens in \(golden)\norphans: 2 goldens in \(golden) that no spec or width of this run makes: "
                + "gone@320.json, gone@744.json (remove them with --record --prune)\n")
        let pruned = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320", "--record", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout == "recorded 2 goldens in \(golden)\npruned 2 orphan goldens: gone@320.json, gone@744.json\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == recorded.filter { !$0.hasPrefix("gone@") })
        // 500, in neither the run nor the default widths (320, 390, 744, 1024): an orphan to a narrowed
        // run and to a run at the defaults, which prunes it.
        try FileManager.default.copyItem(atPath: golden + "/grid@320.json", toPath: golden + "/grid@500.json")
        #expect(try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320,390"]).stdout
                == "same: 4 goldens in \(golden)\norphans: 1 golden in \(golden) that no spec or width of this run makes: "
                + "grid@500.json (remove them with --record --prune)\n")
        // Asked for, it is compared (a copy of the 320 golden: it differs; the other spec's is missing), not an orphan.
        let asked = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "500"])
        #expect(asked.stdout.hasPrefix("differ: 2 of 2 goldens in \(golden), 2 of 2 specs: 1 differ, 1 missing\n"), "\(asked.stdout)")
        #expect(!asked.stdout.contains("orphans"))
        let full = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden])
        #expect(full.stdout == "same: 8 goldens in \(golden)\norphans: 1 golden in \(golden) that no spec or width of this run makes: "
                + "grid@500.json (remove them with --record --prune)\n")
        let fullPrune = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--record", "--prune"])
        #expect(fullPrune.stdout == "recorded 8 goldens in \(golden)\npruned 1 orphan golden: grid@500.json\n")
        #expect(!FileManager.default.fileExists(atPath: golden + "/grid@500.json"))
    }
}
