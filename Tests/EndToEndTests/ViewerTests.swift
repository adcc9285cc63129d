import Foundation
import Testing

/// The render viewer (index.html) in a real headless browser: its script draws the elements,
/// shows a frame on hover, mirrors right to left and steps an orthogonal row. The test's script
/// (`selfTest`), added to the page, does each and writes what it saw into the DOM, which
/// `chromium --dump-dom` prints.
@Suite struct ViewerTests {
    /// Run after the viewer's script, with its names (`widths`, `main`, `draw`, ...): the pictures'
    /// widths, a hover, right to left and a row's step.
    static let selfTest = """
        const report = { widths: widths.length, specs: main.querySelectorAll('section.spec').length };
        // Every width at one scale: the first spec's pictures, narrowest first.
        report.pictureWidths = [...main.querySelector('section.spec').querySelectorAll('svg')].map(svg => Number(svg.getAttribute('width')));
        if (widths.includes('390')) { widthPicker.value = '390'; draw(); }
        const cell = main.querySelector('rect.cell');
        report.rects = main.querySelectorAll('rect[data-frame]').length;
        if (cell) {
          report.cell = cell.dataset.label;
          cell.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          report.info = info.textContent;
          report.hovered = cell.classList.contains('hover');
          const x = cell.getAttribute('x');
          rtlBox.checked = true; draw();
          const mirrored = [...main.querySelectorAll('rect.cell')].find(r => r.dataset.label === report.cell);
          report.rtlMoved = mirrored ? mirrored.getAttribute('x') !== x : false;
          rtlBox.checked = false; draw();
        }
        const row = main.querySelector('.rows div');
        if (row) {
          report.rowBefore = row.querySelector('.offset').textContent;
          row.querySelector('.next').click();
          report.rowAfter = main.querySelector('.rows div[data-section="' + row.dataset.section + '"] .offset').textContent;
        }
        document.getElementById('selftest').textContent = JSON.stringify(report);
        """

    @Test(.needs(TestTool.chromium)) func theViewerDrawsHoversMirrorsAndScrollsRows() throws {
        let browser = try TestTool.chromium.require()
        let directory = try CommandRunner.temporaryDirectory()
        let out = directory.appendingPathComponent("out")
        let render = try CommandRunner.run(["render", "Examples/grid.yaml", "Examples/orthogonal-scrolling.yaml",
                                            "--out-dir", out.path, "--widths", "320,390"])
        #expect(render.status == 0, "\(render.stderr)")

        guard let result = try HeadlessBrowser.selfTest(out.appendingPathComponent("index.html"), script: Self.selfTest, browser: browser,
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
