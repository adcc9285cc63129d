import Foundation
import Testing

/// Exit codes and help as documented, devices, render's environment, batch goldens and the
/// spec language's UIKit spellings, as a user's shell sees them.
@Suite struct CommandLineContractTests {
    static let tiny = CommandTests.tiny

    @Test func exitCodesAreTheDocumentedOnes() throws {
        // Section 5 of a one-section layout: a usage error, not a bad spec.
        let offset = try CommandRunner.run(["-", "--orthogonal-offset", "5=10"], stdin: Self.tiny)
        #expect(offset.status == 64)
        #expect(offset.stderr.contains("--orthogonal-offset names section 5, but the layout has 1 sections"))
        #expect(try CommandRunner.run(["diff", "only-one.json"]).status == 64)
        let render = try CommandRunner.run(["render", "Examples/grid.yaml"])
        #expect(render.status == 64)
        #expect(render.stderr.contains("Run 'layout-compile render --help' for usage."))
        #expect(try CommandRunner.run(["no-such-spec.yaml"]).status == 66)
        // A picture draws whole screens: a fraction of one is a usage error, as a fractional --scale is.
        let fraction = try CommandRunner.run(["-", "--format", "svg", "--svg-limit", "2.5"], stdin: Self.tiny)
        #expect(fraction.status == 64)
        #expect(fraction.stderr.contains("--svg-limit expects a whole number of screens"))
        let golden = try CommandRunner.run(["Examples/grid.yaml", "--expect", "no-such-golden.json"])
        #expect(golden.status == 2)
    }

    @Test func helpShowsEveryCommandsUsage() throws {
        let top = try CommandRunner.run(["help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("--expect G"))
        #expect(top.stdout.contains("2 the --expect golden"))
        #expect(top.stdout == (try CommandRunner.run(["--help"])).stdout)
        for command in ["read", "render", "diff"] {
            let help = try CommandRunner.run(["help", command])
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("USAGE: layout-compile \(command)"))
            #expect(help.stdout == (try CommandRunner.run([command, "--help"])).stdout)
        }
        #expect(try CommandRunner.run(["help", "frobnicate"]).status == 64)
    }

    @Test func outputIntoADirectorySaysSoInWords() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = try CommandRunner.run(["-", "-o", directory.path], stdin: Self.tiny)
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("error: cannot write: it is a directory; give a file name"))
        #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func devicePresetsSetSizeScaleAndSafeArea() throws {
        let spec = """
            {"configuration": {"contentInsetsReference": "safeArea"},
             "sections": [{"items": 1, "group": {"size": {"width": "fractionalWidth(1)", "height": 10},
               "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}]}
            """
        let phone = try CommandRunner.run(["-", "--device", "iPhone15ProMax"], stdin: spec)
        #expect(phone.status == 0, "\(phone.stderr)")
        // 430 × 932 pt at @3x (Apple's HIG table); no leading or trailing safe area in portrait.
        #expect(phone.stdout.contains("\"container\": {\"width\": 430, \"height\": 932}, \"scale\": 3"))
        #expect(phone.stdout.contains("\"x\": 0, \"y\": 0, \"width\": 430, \"height\": 10"))
        let pad = try CommandRunner.run(["-", "--device", "ipadair", "--scale", "1"], stdin: spec)
        #expect(pad.stdout.contains("\"container\": {\"width\": 820, \"height\": 1180}, \"scale\": 1"))
        let unknown = try CommandRunner.run(["-", "--device", "iPadAri"], stdin: spec)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown --device 'iPadAri' (did you mean 'iPadAir'?)"))
    }

    @Test func renderHonoursTheSpecsEnvironmentAndTakesCompilesFlags() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // tiny: 480 tall at @2x; render keeps that height and scale at every width.
        let spec = directory.appendingPathComponent("tiny.json")
        try Self.tiny.write(to: spec, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path
        let outcome = try CommandRunner.run(["render", spec.path, "--out-dir", out, "--widths", "200", "--rtl", "--offset", "0,5"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("wrote 3 files ("))
        let frames = try String(contentsOfFile: out + "/tiny@200.json", encoding: .utf8)
        #expect(frames.contains("\"container\": {\"width\": 200, \"height\": 480}, \"scale\": 2"))
        #expect(frames.contains("\"contentOffset\": {\"x\": 0, \"y\": 5}"))
        // Right to left: item 0 (0.5 × 200 = 100 wide) on the right, at x = 200 - 100.
        #expect(frames.contains("\"item\": 0, \"x\": 100, \"y\": 0, \"width\": 100"))
    }

    @Test func batchGoldensRecordCheckAndReportInOneGo() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let golden = directory.appendingPathComponent("golden").path
        let specs = ["Examples/grid.yaml", "Examples/two-column.yaml"]
        let record = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--record", "--widths", "320,390"])
        #expect(record.status == 0)
        #expect(record.stdout.contains("recorded 4 goldens"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
                == ["grid@320.json", "grid@390.json", "two-column@320.json", "two-column@390.json"])
        let same = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320,390"])
        #expect(same.status == 0)
        #expect(same.stdout == "same: 4 goldens in \(golden)\n")
        // A new width: its goldens are missing, the others keep their names and still match.
        let wider = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320,390,400"])
        #expect(wider.status == 1)
        #expect(wider.stdout.contains("\(golden)/grid@400.json: missing golden (record it with --record)"))
        // Missing, not differing: the verdict and the summary say so.
        #expect(wider.stdout.hasPrefix("differ: 2 of 6 goldens in \(golden), 2 of 2 specs: 2 missing\n"))
        #expect(wider.stdout.contains("\ngrid @ 400 pt: missing golden (record it with --record)\n"))
        // A flag the layout does not depend on: still the same.
        let scaled = try CommandRunner.run(["render", "Examples/grid.yaml", "--expect-dir", golden, "--widths", "390", "--heights", "900"])
        #expect(scaled.status == 0, "the height does not move a grid of fixed rows:\n\(scaled.stdout)")
        // A golden that no longer matches: one report naming the differences.
        try FileManager.default.copyItem(atPath: golden + "/grid@320.json", toPath: golden + "/grid@390.json.tmp")
        try FileManager.default.removeItem(atPath: golden + "/grid@390.json")
        try FileManager.default.moveItem(atPath: golden + "/grid@390.json.tmp", toPath: golden + "/grid@390.json")
        let differs = try CommandRunner.run(["render"] + specs + ["--expect-dir", golden, "--widths", "320,390"])
        #expect(differs.status == 1)
        // The 320 golden holds 64-pt columns (320 / 5); at 390 they are 78 (390 / 5).
        #expect(differs.stdout.contains("+++ grid @ 390 pt"))
        #expect(differs.stdout.contains("cell 0.1: 64,0 64×64 -> 78,0 78×78"))
        #expect(differs.stdout.hasPrefix("differ: 1 of 4 goldens in \(golden), 1 of 2 specs: 1 differ\n"))
    }

    @Test func specsTakeUIKitSpellingsAndSwiftFractions() throws {
        let spec = """
            sections:
              - items: 3
                group:
                  layoutSize: {widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)}
                  subitems:
                    - item: {layoutSize: {widthDimension: fractionalWidth(1/3), heightDimension: fractionalHeight(1)}}

            """
        let outcome = try CommandRunner.run(["-", "--width", "300"], stdin: spec)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // 300 / 3 = 100 per item.
        #expect(outcome.stdout.contains("\"item\": 2, \"x\": 200, \"y\": 0, \"width\": 100, \"height\": 30"))
    }

    @Test func emptyDocumentsAndTabsGetClearMessages() throws {
        let empty = try CommandRunner.run(["-"], stdin: "# nothing yet\n")
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("<stdin>: error: the spec is empty: expected a mapping with 'sections'"))
        let tab = try CommandRunner.run(["-"], stdin: "sections:\n\t- items: 3\n")
        #expect(tab.status == 65)
        #expect(tab.stderr.contains("a tab (shown as →) in the indentation"))
        #expect(tab.stderr.contains("\n→- items: 3\n"))
    }
}

/// The README is what a new user has: its inline spec compiles to the frames it shows.
@Suite struct ReadmeTests {
    @Test func theReadmesInlineSpecGivesTheFramesItShows() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```yaml\n")
        #expect(blocks.count == 2)
        let spec = String(blocks[1][..<(blocks[1].range(of: "```")?.lowerBound ?? blocks[1].endIndex)])
        let outcome = try CommandRunner.run(["-", "--width", "390"], stdin: spec)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // (390 - 2 × 16 - 10) / 2 = 174 wide; under the 44-pt header; 44 + 3 × 120 + 2 × 10 = 424 long.
        let line = "{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"x\": 16, \"y\": 44, \"width\": 174, \"height\": 120, \"zIndex\": 0}"
        #expect(outcome.stdout.contains(line))
        #expect(readme.contains(line))
        #expect(outcome.stdout.contains("\"contentSize\": {\"width\": 390, \"height\": 424}"))
    }
}
