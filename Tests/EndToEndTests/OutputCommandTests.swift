import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// CSV and SVG output, batch rendering, diffs and the committed golden frames of every example.
@Suite struct OutputCommandTests {
    static func examples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    /// Every YAML example at 320, 390, 744 and 1024 pt against Examples/golden/NAME@WIDTH.json, in
    /// one command, as CI runs it; the JSON twin of the grid against the YAML grid's golden.
    @Test func everyExampleStillGivesItsGoldenFrames() throws {
        let examples = try Self.examples().filter { $0.hasSuffix(".yaml") }
        #expect(examples.count >= 14)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.appendingPathComponent("Examples/golden").path)
        #expect(goldens.count == examples.count * 4)
        let outcome = try CommandRunner.run(["render"] + examples.map { "Examples/\($0)" } + ["--expect-dir", "Examples/golden", "--warnings-as-errors"])
        #expect(outcome.status == 0, "the examples no longer give their goldens (make golden re-records them):\n\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("same: \(examples.count * 4) goldens in Examples/golden"))
        let twin = try CommandRunner.run(["Examples/grid.json", "--expect", "Examples/golden/grid@390.json"])
        #expect(twin.status == 0, "\(twin.stdout)")
    }

    @Test func expectReportsTheDifferenceAndExits1() throws {
        let outcome = try CommandRunner.run(["Examples/grid.yaml", "--width", "400", "--expect", "Examples/golden/grid@390.json"])
        #expect(outcome.status == 1)
        // 0.2 × 400 = 80 instead of 0.2 × 390 = 78: every cell moves or grows. The verdict first.
        // The header's container width and section frame (width, height) too.
        #expect(outcome.stdout.hasPrefix("differ: 30 of 30 elements and the content size and 3 header values, "
                                         + "Examples/grid.yaml against Examples/golden/grid@390.json\n"))
        #expect(outcome.stdout.contains("  cell 0.1: 78,0 78×78 -> 80,0 80×80 (x +2 width +2 height +2)\n"))
        // Each cell its own change: summed up by component. Cells grow 80 - 78 = 2; the 5 columns
        // move 80k - 78k = 0 to 8 for k = 0...4, the 6 rows 0 to 10 for r = 0...5.
        #expect(outcome.stdout.split(separator: "\n")[1] == "30 cells moved or resized: width +2 height +2 for all 30, x 0 to +8, y 0 to +10 "
                + "(30 different changes); content size width 390 -> 400 (+10), height 468 -> 480 (+12)")
    }

    @Test func diffExitCodes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let a = directory.appendingPathComponent("a.json").path, b = directory.appendingPathComponent("b.json").path
        #expect(try CommandRunner.run(["Examples/two-column.yaml", "-o", a]).status == 0)
        #expect(try CommandRunner.run(["Examples/two-column.yaml", "--width", "320", "-o", b]).status == 0)
        #expect(try CommandRunner.run(["diff", a, a]).status == 0)
        let different = try CommandRunner.run(["diff", a, b])
        #expect(different.status == 1)
        #expect(different.stdout.hasPrefix("differ: "))
        #expect(different.stdout.contains("\n--- \(a)\n+++ \(b)\n"))
        let trouble = try CommandRunner.run(["diff", a, "Examples/grid.yaml"])
        #expect(trouble.status == 2)
        // One file is a usage error, as documented.
        #expect(try CommandRunner.run(["diff", a]).status == 64)
    }

    @Test func svgIsWellFormedAndDeterministic() throws {
        let first = try CommandRunner.run(["Examples/orthogonal-scrolling.yaml", "--format", "svg"])
        let second = try CommandRunner.run(["Examples/orthogonal-scrolling.yaml", "--format", "svg"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        // Orthogonal rows: the collection view's visible width clips what is outside it, which is drawn faded.
        #expect(first.stdout.contains("<clipPath id=\"window1\">"))
        #expect(first.stdout.contains("<g class=\"faded\">"))
        let parser = XMLParser(data: Data(first.stdout.utf8))
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
    }

    @Test func csvHasTheContractsHeader() throws {
        let outcome = try CommandRunner.run(["Examples/grid.yaml", "--format", "csv"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        // The contract's columns, then `approximate` appended at the end.
        #expect(lines.first == "category,kind,section,item,id,x,y,width,height,zIndex,approximate")
        #expect(lines.count == 31)
        #expect(lines[7] == "cell,,0,6,,78,78,78,78,0,")
    }

    @Test func renderWritesEveryGoodOutputAndListsTheFailures() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let broken = directory.appendingPathComponent("broken.yaml")
        try "sections:\n  - items: 3\n    group: {size: {width: fractionalWidht(1), height: 44}}\n"
            .write(to: broken, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path
        let outcome = try CommandRunner.run(["render", "Examples/grid.yaml", broken.path, "Examples/two-column.yaml",
                                             "--out-dir", out, "--widths", "320,390", "--formats", "json,svg,csv"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("broken.yaml:3:27: error: sections[0].group.size.width"))
        #expect(outcome.stderr.contains("1 of 3 specs failed"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(files == ["grid@320.csv", "grid@320.json", "grid@320.svg", "grid@390.csv", "grid@390.json", "grid@390.svg",
                          "index.html", "two-column@320.csv", "two-column@320.json", "two-column@320.svg",
                          "two-column@390.csv", "two-column@390.json", "two-column@390.svg"])
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("\"files\": [\"grid@320.json\", \"grid@320.svg\", \"grid@320.csv\"]"))
        // 320 pt wide at the height grid.yaml's own environment gives (844): 5 columns of 64.
        let frames = try String(contentsOfFile: out + "/grid@320.json", encoding: .utf8)
        #expect(frames.contains("\"container\": {\"width\": 320, \"height\": 844}"))
        let twoColumn = try String(contentsOfFile: out + "/two-column@320.json", encoding: .utf8)
        // two-column.yaml gives no height: 320 pt takes its device's, 568.
        #expect(twoColumn.contains("\"container\": {\"width\": 320, \"height\": 568}"))
        #expect(frames.contains("\"item\": 1, \"x\": 64, \"y\": 0, \"width\": 64, \"height\": 64"))
    }
}

@Suite struct CellContentCommandTests {
    @Test func noContentLeavesTheContentElementsOut() throws {
        let full = try CommandRunner.run(["Examples/cell-content.yaml", "--format", "csv", "--design", "classic"])
        let cells = try CommandRunner.run(["Examples/cell-content.yaml", "--format", "csv", "--no-content", "--design", "classic"])
        #expect(full.status == 0 && cells.status == 0)
        #expect(full.stdout.contains("\ncontent,image,0,0,"))
        #expect(!cells.stdout.contains("\ncontent,"))
        // The same cells either way (a subtitle row of 4 + 20.333 + 3 + 18 + 4 = 49.333, 20 in at 390 pt,
        // approximate: the subheadline secondary font is our choice).
        let cellRows = full.stdout.split(separator: "\n").filter { $0.hasPrefix("cell,") }
        #expect(cellRows == cells.stdout.split(separator: "\n").filter { $0.hasPrefix("cell,") })
        #expect(cellRows.contains("cell,,0,2,,20,123,350,49.333333333333336,0,true"))
        // Glass (the default): rows at least 52, 16 in at 390 pt (glass phones: case 3001), 390 − 32 = 358 wide.
        let glass = try CommandRunner.run(["Examples/cell-content.yaml", "--format", "csv"])
        #expect(glass.stdout.contains("\ncell,,0,1,,16,87,358,52,0,true"))
    }

    @Test func renderTakesNoContentToo() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let run = try CommandRunner.run(["render", "Examples/cell-content.yaml", "--out-dir", directory.path,
                                         "--widths", "390", "--formats", "csv", "--no-content", "--design", "classic"])
        #expect(run.status == 0)
        let csv = try String(contentsOf: directory.appendingPathComponent("cell-content@390.csv"), encoding: .utf8)
        #expect(csv.contains("\ncell,,0,2,,20,123,350,49.333333333333336,0,true"))
        #expect(!csv.contains("\ncontent,"))
    }

    @Test func approximateFramesSaySoInEveryFormat() throws {
        let csv = try CommandRunner.run(["Examples/cell-content.yaml", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").contains { $0.hasPrefix("content,secondaryText,0,1,") && $0.hasSuffix(",true") })
        let json = try CommandRunner.run(["Examples/cell-content.yaml"])
        #expect(json.stdout.contains("\"kind\": \"secondaryText\", \"section\": 0, \"item\": 1,"))
        #expect(json.stdout.split(separator: "\n").contains { $0.contains("\"secondaryText\", \"section\": 0, \"item\": 1") && $0.contains("\"approximate\": true") })
        let svg = try CommandRunner.run(["Examples/cell-content.yaml", "--format", "svg"])
        #expect(svg.stdout.contains("class=\"cellContent approximate\""))
    }

    @Test func theHeaderSaysWhichDesignMarginsSafeAreaAndSizeClassesWereUsed() throws {
        // iPhone 15: 393 pt (wider than 375: list margin 20), safe area 59 / 34, layout margins 8 / 20.
        let json = try CommandRunner.run(["Examples/cell-content.yaml", "--device", "iPhone15", "--design", "classic"])
        #expect(json.stdout.contains("\n  \"environment\": {\"design\": \"classic\", \"idiom\": \"phone\", "
            + "\"contentSizeCategory\": \"large\", \"layoutMargins\": {\"top\": 8, \"leading\": 20, \"bottom\": 8, \"trailing\": 20}, "
            + "\"standardMargin\": 20, \"safeAreaInsets\": {\"top\": 59, \"leading\": 0, \"bottom\": 34, \"trailing\": 0}, "
            + "\"horizontalSizeClass\": \"compact\", \"verticalSizeClass\": \"regular\"},\n"))
        let svg = try CommandRunner.run(["Examples/cell-content.yaml", "--device", "iPhoneSE", "--format", "svg"])
        #expect(svg.stdout.contains("glass design, margins 8/16/8/16 (list 16), safe area 20/0/0/0, compact × regular"))
        // The glass rows (the default) on the 375-pt iPhone SE: 52 tall, 16 in; in glass at 375 pt the side
        // insets are our choice, so the CSV says approximate.
        let csv = try CommandRunner.run(["Examples/cell-content.yaml", "--device", "iPhoneSE", "--format", "csv"])
        #expect(csv.stdout.contains("\ncell,,0,0,,16,35,343,52,0,true\n"))
    }
}
