import Foundation
import Testing

/// Every flag a command takes does something: one that cannot, where it is given, is refused or
/// warned about rather than ignored; one given twice means what it means once.
@Suite struct FlagTests {
    /// `--widths 320,320` renders 320 once: the files are named by width.
    @Test func aWidthListedTwiceIsRenderedOnce() throws {
        let (rendered, out, golden) = try FramesFileTests.recordGrid(widths: "320,390,320")
        #expect(rendered.status == 0, "\(rendered.stderr)")
        // Two widths × one format, and the page.
        #expect(rendered.stdout.contains("wrote 3 files ("))
        #expect(rendered.stdout.contains("recorded 2 goldens in \(golden)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["grid@320.json", "grid@390.json"])
        // The viewer offers each width once.
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "grid@320.json").count == page.components(separatedBy: "grid@390.json").count)
        let check = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,320", "--expect-dir", golden])
        // The 390 golden is no width of this run, narrowed by --widths: neither compared nor an orphan.
        #expect(check.stdout == "same: 1 golden in \(golden)\n")
        // The same width with one height twice is the same; with two heights it is a mistake.
        #expect(try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,320", "--heights", "600,600",
                                       "--expect-dir", golden]).status == 0)
        let clash = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390,320", "--heights", "568,844,600",
                                           "--expect-dir", golden])
        #expect(clash.status == 64)
        #expect(clash.stderr.hasPrefix("layout-compile: error: --widths gives 320 twice, with the heights 568 and 600"))
    }

    /// `xctest --widths 320,320,390` tests 320 once: two `testFramesAt320` would not compile.
    @Test func xctestTestsAWidthListedTwiceOnce() throws {
        let source = try CommandRunner.run(["xctest", "Examples/grid.yaml", "--widths", "320,320,390"])
        #expect(source.status == 0, "\(source.stderr)")
        #expect(source.stderr.isEmpty)
        let tests = source.stdout.split(separator: "\n").filter { $0.contains("func test") }
        #expect(tests == ["  @MainActor func testFramesAt320() throws {", "  @MainActor func testFramesAt390() throws {"])
    }

    /// `xctest --width W`, repeated, the spelling before `--widths`, still works for the scripts
    /// that use it: the same test file, and one note on standard error saying how to write it now,
    /// which `--warnings-as-errors` does not turn into a failure. Beside `--widths` it is refused.
    @Test func xctestsRepeatedWidthIsADeprecatedSpellingOfWidths() throws {
        let widths = try CommandRunner.run(["xctest", "Examples/grid.yaml", "--widths", "320,390"])
        let repeated = try CommandRunner.run(["xctest", "Examples/grid.yaml", "--width", "320", "--width", "320,390", "--warnings-as-errors"])
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(repeated.stdout == widths.stdout)
        #expect(repeated.stderr == "layout-compile: note: xctest --width is deprecated: write --widths 320,320,390\n")
        let both = try CommandRunner.run(["xctest", "Examples/grid.yaml", "--width", "320", "--widths", "390"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("layout-compile: error: --width and --widths both give widths: write them all in --widths W,...\n"))
        #expect(both.stdout.isEmpty)
    }

    /// A group 400 pt wide inside the container: at 320 pt it holds none of its items (a warning),
    /// at 744 pt it holds one.
    static let overwideItem = """
        sections:
          - items: 1
            group:
              size: {width: fractionalWidth(1), height: 50}
              subitems: [{item: {size: {width: absolute(400), height: 50}}}]

        """

    /// xctest prints the spec's warnings at its widths and fails on them with --warnings-as-errors,
    /// as compile does; it draws no picture, so --svg-limit is refused.
    @Test func xctestWarnsAsCompileDoesAndRefusesThePictureFlag() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("wide.yaml").path, test = directory.appendingPathComponent("Tests.swift").path
        try Self.overwideItem.write(toFile: spec, atomically: false, encoding: .utf8)
        let warned = try CommandRunner.run(["xctest", spec, "--widths", "320,744", "-o", test])
        #expect(warned.status == 0, "\(warned.stderr)")
        // Line 4, column 7: the group's `size`, where the engine's warning points.
        #expect(warned.stderr.hasPrefix("\(spec):4:7: warning: sections[0].group: the group (320×50 pt here) holds none of its subitems"))
        #expect(warned.stderr.contains("(at 320 pt)\n"))
        // The path is the temporary folder's, whose random name may hold any digits: look past it.
        #expect(!warned.stderr.replacingOccurrences(of: spec, with: "").contains("744"))
        #expect(FileManager.default.fileExists(atPath: test))
        try FileManager.default.removeItem(atPath: test)
        let strict = try CommandRunner.run(["xctest", spec, "--widths", "320,744", "-o", test, "--warnings-as-errors"])
        #expect(strict.status == 3)
        #expect(strict.stderr.hasSuffix("layout-compile: error: 1 warning treated as errors (--warnings-as-errors)\n"))
        #expect(!FileManager.default.fileExists(atPath: test))
        // At 744 pt alone there is nothing to warn about.
        #expect(try CommandRunner.run(["xctest", spec, "--widths", "744", "--warnings-as-errors"]).status == 0)
        let picture = try CommandRunner.run(["xctest", spec, "--svg-limit", "3"])
        #expect(picture.status == 64)
        #expect(picture.stderr.hasPrefix("layout-compile: error: --svg-limit has no effect on xctest"))
    }

    /// A flag for something the command does not do is a usage error naming it; a flag merely
    /// idle where it is given is a warning (and so an error with --warnings-as-errors).
    @Test func flagsThatCannotActAreRefusedOrWarnedAbout() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let refused: [([String], String)] = [
            (["render", "Examples/grid.yaml", "--expect-dir", directory.path, "--formats", "json"], "--formats goes with --out-dir DIR"),
            (["render", "Examples/grid.yaml", "--expect-dir", directory.path, "--svg-limit", "2"], "--svg-limit goes with --out-dir DIR"),
            (["render", "Examples/grid.yaml", "--out-dir", directory.path, "--formats", "json", "--svg-limit", "2"],
             "--svg-limit goes with svg in --formats"),
            (["render", "Examples/grid.yaml", "--expect-dir", directory.path, "--record", "--tolerance", "0.1"],
             "--tolerance is how far a comparison lets numbers move; --record compares nothing"),
            (["Examples/grid.yaml", "--expect", "Examples/golden/grid@390.json", "--max-output-bytes", "100"],
             "--expect compares frames JSON and prints the differences; it takes no -o, --format or --max-output-bytes"),
            (["swift", "Examples/shortcuts-split-portrait.yaml", "--name", "makeShortcuts"], "--name names a layout's function"),
            (["Examples/orthogonal-scrolling.yaml", "--orthogonal-offset", "0=10", "--orthogonal-offset", "0=20"],
             "--orthogonal-offset gives section 0 two offsets, 10 and 20; give each section once"),
            // The grid has one section, 0.
            (["xctest", "Examples/grid.yaml", "--orthogonal-offset", "1=10", "-o", directory.appendingPathComponent("T.swift").path],
             "--orthogonal-offset names section 1, but the layout has 1 section"),
            (["swift", "Examples/section-background.yaml", "--decoration-view-class", "section-background=Card",
              "--decoration-view-class", "section-background=Tile"],
             "--decoration-view-class gives the kind 'section-background' two classes, Card and Tile; give each once"),
            (["swift", "Examples/section-background.yaml", "--decoration-view-class", "Card", "--decoration-view-class", "Tile"],
             "--decoration-view-class gives every kind two classes, Card and Tile; give each once"),
        ]
        for (arguments, message) in refused {
            let outcome = try CommandRunner.run(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.stderr.hasPrefix("layout-compile: error: \(message)"), "\(arguments): \(outcome.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // Given twice alike it means what it means once.
        #expect(try CommandRunner.run(["Examples/orthogonal-scrolling.yaml", "--orthogonal-offset", "0=10",
                                       "--orthogonal-offset", "0=10"]).stdout
                == CommandRunner.run(["Examples/orthogonal-scrolling.yaml", "--orthogonal-offset", "0=10"]).stdout)
        // Idle: the frames are printed, with a warning.
        let idle = try CommandRunner.run(["Examples/grid.yaml", "--svg-limit", "2"])
        #expect(idle.status == 0)
        #expect(idle.stdout.hasPrefix("{\n  \"format\": \"layout-compile/frames\""))
        #expect(idle.stderr == "layout-compile: warning: --svg-limit has no effect without --format svg\n")
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--svg-limit", "2", "--warnings-as-errors"]).status == 3)
        // The section background's kind is `section-background`: a misspelt one registers nothing.
        let misspelt = try CommandRunner.run(["swift", "Examples/section-background.yaml", "--decoration-view-class", "section-backgrond=Card"])
        #expect(misspelt.status == 0)
        #expect(misspelt.stderr == "layout-compile: warning: --decoration-view-class section-backgrond=Card: no decoration of the spec "
                + "has the kind 'section-backgrond', so it registers nothing\n")
        #expect(misspelt.stdout.contains("layout.register(UICollectionReusableView.self"))
        let spelt = try CommandRunner.run(["swift", "Examples/section-background.yaml", "--decoration-view-class", "section-background=Card"])
        #expect(spelt.stderr.isEmpty)
        #expect(spelt.stdout.contains("layout.register(Card.self"))
        #expect(try CommandRunner.run(["swift", "Examples/grid.yaml", "--name", "makeGrid"]).stdout.contains("func makeGrid()"))
    }

    /// `render SPEC Examples/grid.yaml --widths W --out-dir OUT --expect-dir GOLDEN --record`, with
    /// SPEC (`wide.yaml`) written from `text`, OUT and GOLDEN in a new folder.
    static func renderBesideTheGrid(_ text: String, widths: String, _ flags: String...) throws
        -> (outcome: CommandRunner.Outcome, spec: String, out: String, golden: String) {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("wide.yaml").path
        try text.write(toFile: spec, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path, golden = directory.appendingPathComponent("golden").path
        let outcome = try CommandRunner.run(["render", spec, "Examples/grid.yaml", "--widths", widths, "--out-dir", out,
                                             "--expect-dir", golden, "--record"] + flags)
        return (outcome, spec, out, golden)
    }

    /// `--warnings-as-errors`: "fail, nothing written", in render too: a spec its warnings fail
    /// has no file and no golden written, whichever width warned; the others are written.
    @Test func renderWritesNothingForASpecItsWarningsFail() throws {
        // 744 is solved first and has no warning; 320 (the group holds none of its 400-pt item) warns.
        let (strict, spec, out, golden) = try Self.renderBesideTheGrid(Self.overwideItem, widths: "744,320", "--warnings-as-errors")
        #expect(strict.status == 3)
        #expect(strict.stderr.contains("layout-compile: 1 of 2 specs failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["grid@320.json", "grid@744.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted()
                == ["grid@320.json", "grid@320.svg", "grid@744.json", "grid@744.svg", "index.html"])
        // Without the flag the spec is written, with its warning.
        let lenient = try CommandRunner.run(["render", spec, "--widths", "744,320", "--out-dir", out])
        #expect(lenient.status == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/wide@744.json"))
        #expect(FileManager.default.fileExists(atPath: out + "/wide@320.json"))
    }

    /// Groups of 0.1 pt repeated across the container, each holding 101 cells: 100 / 0.1 = 1,000
    /// of them at 100 pt (101,000 cells), and at 1024 pt as many as fit, capped at 10,000
    /// (1,010,000 cells), over the limit of 1,000,000 cells per group (Docs/CLI.md, "Limits").
    static let refusedWhenWide = """
        sections:
          - items: 1
            group:
              axis: horizontal
              size: {width: fractionalWidth(1), height: absolute(10)}
              subitems:
                - group:
                    axis: vertical
                    count: 101
                    size: {width: absolute(0.1), height: absolute(10)}
                    subitems: [{item: {size: {width: absolute(0.1), height: absolute(0.05)}}}]

        """

    /// A spec refused at one width has nothing written at the others either: no file, no golden,
    /// and the count of goldens recorded is the count written.
    @Test func renderWritesNothingForASpecThatFailsAtOneWidth() throws {
        let (rendered, spec, out, golden) = try Self.renderBesideTheGrid(Self.refusedWhenWide, widths: "100,1024")
        #expect(rendered.status == 65)
        #expect(rendered.stderr.hasPrefix("\(spec):4:7: error: sections[0].group: this group repeats to more than 1000000 cells"))
        #expect(rendered.stderr.hasSuffix("layout-compile: 1 of 2 specs failed\n"))
        #expect(rendered.stdout.contains("recorded 2 goldens in \(golden)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["grid@100.json", "grid@1024.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted()
                == ["grid@100.json", "grid@100.svg", "grid@1024.json", "grid@1024.svg", "index.html"])
    }
}
