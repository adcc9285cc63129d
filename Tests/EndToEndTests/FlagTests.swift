import Foundation
import Testing

/// Every flag a command takes does something: one that cannot, where it is given, is refused or
/// warned about rather than ignored; one given twice means what it means once.
@Suite struct FlagTests {
    /// `--widths 320,320` renders 320 once: the files are named by width.
    @Test func aWidthListedTwiceIsRenderedOnce() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out").path, golden = directory.appendingPathComponent("golden").path
        let rendered = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390,320", "--formats", "json",
                                              "--out-dir", out, "--expect-dir", golden, "--record"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        // Two widths × one format, and the page.
        #expect(rendered.stdout.contains("wrote 3 files ("))
        #expect(rendered.stdout.contains("recorded 2 goldens in \(golden)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["grid@320.json", "grid@390.json"])
        // The viewer offers each width once.
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "grid@320.json").count == page.components(separatedBy: "grid@390.json").count)
        let check = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,320", "--expect-dir", golden])
        #expect(check.stdout == "same: 1 goldens in \(golden)\n")
        // The same width with one height twice is the same; with two heights it is a mistake.
        #expect(try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,320", "--heights", "600,600",
                                       "--expect-dir", golden]).status == 0)
        let clash = try CommandRunner.run(["render", "Examples/grid.yaml", "--widths", "320,390,320", "--heights", "568,844,600",
                                           "--expect-dir", golden])
        #expect(clash.status == 64)
        #expect(clash.stderr.hasPrefix("layout-compile: error: --widths gives 320 twice, with the heights 568 and 600"))
    }
}
