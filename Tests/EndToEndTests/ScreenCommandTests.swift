import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Screens on the command line: frames, CSV, SVG, render across device sizes, diff, and errors in
/// the layout files a screen names.
@Suite struct ScreenCommandTests {
    @Test func aScreenGivesColumnsAndTheirLayouts() throws {
        let outcome = try CommandRunner.run(["Examples/shortcuts-split-landscape.yaml", "--design", "classic"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // 1180 landscape: tile, primary 414, secondary from 414.5 (Docs/Screens.md).
        #expect(outcome.stdout.contains("\"displayMode\": \"oneBesideSecondary\", \"splitBehavior\": \"tile\", \"collapsed\": false"))
        #expect(outcome.stdout.contains("{\"category\": \"column\", \"kind\": \"secondary\", \"section\": 0, \"item\": 0, \"column\": \"secondary\", "
            + "\"x\": 414.5, \"y\": 0, \"width\": 765.5, \"height\": 820, \"zIndex\": 0, \"approximate\": true}"))
        // The sidebar's first row, regular: a 44-pt row, 20 in (the pad's standard margin, Docs/Lists.md),
        // 414 - 2 × 20 = 374 wide.
        #expect(outcome.stdout.contains("\"id\": \"shortcuts\", \"column\": \"primary\", \"x\": 20, \"y\": 0, \"width\": 374, \"height\": 44, \"zIndex\": 0, \"approximate\": true}"))
        #expect(outcome.stdout.contains("\"environment\": {\"design\": \"classic\", \"idiom\": \"pad\""))
        // Glass (the default): 52-pt rows, approximate on the pad (the iPhone's glass values carried over).
        let glass = try CommandRunner.run(["Examples/shortcuts-split-landscape.yaml"])
        #expect(glass.stdout.contains("\"id\": \"shortcuts\", \"column\": \"primary\", \"x\": 20, \"y\": 0, \"width\": 374, \"height\": 52, \"zIndex\": 0, \"approximate\": true}"))
        // Collapsed (Slide Over, 320 wide): compact, so the first row is the section's header row
        // (headerMode firstItemInSection), 16 in (16 whenever the width is <= 320), 320 - 32 = 288 wide.
        let compact = try CommandRunner.run(["Examples/shortcuts-split-compact.yaml"])
        // Collapsed, the one column is the whole window: no chosen width, not approximate.
        #expect(compact.stdout.contains("{\"category\": \"column\", \"kind\": \"primary\", \"section\": 0, \"item\": 0, "
            + "\"column\": \"primary\", \"x\": 0, \"y\": 0, \"width\": 320, \"height\": 820, \"zIndex\": 0}"))
        #expect(compact.stdout.contains("\"id\": \"shortcuts\", \"column\": \"primary\", \"x\": 16, \"y\": 0, \"width\": 288"))
        #expect(!compact.stdout.contains("\"id\": \"shortcuts\", \"column\": \"primary\", \"x\": 16, \"y\": 0, \"width\": 288, \"height\": 44"))
    }

    @Test func csvAndSVGOfAScreen() throws {
        let csv = try CommandRunner.run(["Examples/mail-triple-column.yaml", "--format", "csv"])
        #expect(csv.status == 0)
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "category,kind,section,item,id,x,y,width,height,zIndex,approximate,column")
        // Split-view column widths are approximate until a measured case pins them (Docs/Screens.md).
        #expect(lines[2] == "column,supplementary,0,0,,414.5,0,349.5,1024,0,true,supplementary")
        let svg = try CommandRunner.run(["Examples/shortcuts-split-portrait.yaml", "--format", "svg"])
        #expect(svg.status == 0)
        // The secondary first, the overlaid primary over it.
        let covered = svg.stdout.range(of: "<rect class=\"column covered\" x=\"0\" y=\"0\" width=\"820\" height=\"1180\"/>")
        let overlay = svg.stdout.range(of: "<rect class=\"column overlay\" x=\"0\" y=\"0\" width=\"320\" height=\"1180\"/>")
        #expect(covered != nil && overlay != nil)
        if let covered, let overlay { #expect(covered.lowerBound < overlay.lowerBound) }
        let parser = XMLParser(data: Data(svg.stdout.utf8))
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
    }

    @Test func renderAtSeveralDeviceSizesShowsTheCollapse() throws {
        let out = try CommandRunner.temporaryDirectory().appendingPathComponent("out").path
        let outcome = try CommandRunner.run(["render", "Examples/shortcuts-split-landscape.yaml", "--out-dir", out,
                                             "--widths", "390,820,1180", "--heights", "844,1180,820", "--formats", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        func frames(_ width: Int) throws -> String {
            try String(contentsOfFile: "\(out)/shortcuts-split-landscape@\(width).json", encoding: .utf8)
        }
        #expect(try frames(390).contains("\"displayMode\": null, \"splitBehavior\": null, \"collapsed\": true, \"horizontalSizeClass\": \"compact\""))
        #expect(try frames(820).contains("\"displayMode\": \"secondaryOnly\", \"splitBehavior\": \"overlay\", \"collapsed\": false"))
        #expect(try frames(1180).contains("\"displayMode\": \"oneBesideSecondary\", \"splitBehavior\": \"tile\", \"collapsed\": false"))
    }

    @Test func diffTellsColumnsApart() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let a = directory.appendingPathComponent("a.json").path, b = directory.appendingPathComponent("b.json").path
        #expect(try CommandRunner.run(["Examples/shortcuts-split-landscape.yaml", "-o", a]).status == 0)
        #expect(try CommandRunner.run(["Examples/shortcuts-split-landscape.yaml", "--width", "1366", "--height", "1024", "-o", b]).status == 0)
        let diff = try CommandRunner.run(["diff", a, b])
        #expect(diff.status == 1)
        // 1366: the secondary grows from 765.5 to 1366 - 414.5 = 951.5; the sidebar does not move.
        #expect(diff.stdout.contains("  column/secondary 0.0: 414.5,0 765.5×820 -> 414.5,0 951.5×1024 (width +186 height +204)\n"))
        #expect(!diff.stdout.contains("primary cell"))
        #expect(try CommandRunner.run(["Examples/shortcuts-split-landscape.yaml", "--expect", a]).status == 0)
    }

    @Test func layoutFilesAreReadBesideTheScreenAndTheirErrorsNameThem() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let screen = directory.appendingPathComponent("screen.yaml").path
        try "screen:\n  splitView:\n    columns: {primary: {layout: side.yaml}}\n".write(toFile: screen, atomically: false, encoding: .utf8)
        let missing = try CommandRunner.run([screen])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("screen.yaml:3:33: error: screen.splitView.columns.primary.layout: cannot read the layout file"))
        try "list: {appearance: sidebar}\nsections:\n  - items: many\n".write(toFile: directory.appendingPathComponent("side.yaml").path,
                                                                           atomically: false, encoding: .utf8)
        let broken = try CommandRunner.run([screen])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("side.yaml:3:12: error: sections[0].items"))
        #expect(broken.stderr.contains("  - items: many"))
    }
}
