import Foundation
import Testing

/// The render viewer (index.html) in a real headless browser: its script draws the elements,
/// shows a frame on hover, mirrors right to left and steps an orthogonal row. The page's own
/// `#selftest` run writes what it saw into the DOM, which `chromium --dump-dom` prints.
@Suite struct ViewerTests {
    @Test func theViewerDrawsHoversMirrorsAndScrollsRows() throws {
        guard let browser = TestTools.chromium() else { return }
        let directory = try CommandRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        let render = try CommandRunner.run(["render", "Examples/grid.yaml", "Examples/orthogonal-scrolling.yaml",
                                            "--out-dir", out.path, "--widths", "320,390"])
        #expect(render.status == 0, "\(render.stderr)")

        guard let result = try HeadlessBrowser.selfTest(out.appendingPathComponent("index.html"), browser: browser,
                                                        profile: directory.appendingPathComponent("profile")) else { return }
        #expect(result["widths"] as? Int == 2)
        #expect(result["specs"] as? Int == 2)
        // Every width at one scale (half a pixel per point by default): the 320-pt grid is 160 px
        // wide, the 390-pt one 195 px.
        #expect(result["pictureWidths"] as? [Int] == [160, 195])
        // At 390 pt: the grid's 30 cells and the two rows of 5 cards each.
        #expect(result["rects"] as? Int == 40)
        #expect(result["cell"] as? String == "cell 0.0 @ 390 pt")
        // Hovering cell 0.0 of the grid (5 columns of 390 / 5 = 78) shows its frame.
        #expect(result["info"] as? String == "cell 0.0 @ 390 pt: x 0, y 0, 78×78, zIndex 0")
        #expect(result["hovered"] as? Bool == true)
        #expect(result["rtlMoved"] as? Bool == true)
        // The first row is continuous: it steps by half its visible length, 390 - 2 × 20 = 350.
        #expect(result["rowBefore"] as? String == "offset 0")
        #expect(result["rowAfter"] as? String == "offset 175")
    }
}
