import LayoutEngine
import Testing
@testable import FrameOutput

/// Pictures: the legend and dark colours, orthogonal rows drawn as the device shows them, and
/// long layouts bounded.
@Suite struct FramesSVGWriterTests {
    /// A 390 × 844 collection view with one paging row: insets 20 on each side, cards 331.5 wide
    /// (0.85 × 390) 10 apart, at x 20, 361.5 (20 + 331.5 + 10) and 703 (361.5 + 331.5 + 10).
    static let row: LayoutResult = {
        let cards = [20, 361.5, 703].enumerated().map { index, x in
            Element(category: .cell, section: 0, item: index, frame: Rect(x: x, y: 10, width: 331.5, height: 200), zIndex: 0)
        }
        let scroll = OrthogonalScroll(behavior: .paging, offset: 0, contentLength: 1014.5, viewportLength: 350, restingOffsets: [0, 350, 664.5])
        let section = SectionFrame(section: 0, frame: Rect(x: 0, y: 0, width: 390, height: 220), orthogonal: scroll,
                                   contentFrame: Rect(x: 20, y: 10, width: 350, height: 200))
        return LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical, contentOffset: .zero,
                            contentSize: Size(width: 390, height: 220), sections: [section], elements: cards)
    }()

    @Test func theLegendNamesEveryKindOfMarkAndDarkModeHasItsColours() {
        let svg = FramesSVGWriter.write(Self.row, title: "row")
        for entry in ["cell", "supplementary", "decoration", "pinned", "viewport", "section"] {
            #expect(svg.contains(">\(entry)</text>"), "legend lacks \(entry)")
        }
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
    }

    @Test func theLegendsPositionsPrintAsWritten() {
        // Each entry advances 26 + 5.6 per character of its label, from x 24:
        // 24 + (26 + 4 × 5.6) + (26 + 13 × 5.6) + (26 + 10 × 5.6) + (26 + 6 × 5.6) = 312.8 ("cell content"),
        // + 26 + 12 × 5.6 = 406 ("viewport"), + 26 + 8 × 5.6 = 476.8 ("section").
        let legend = SVGLegend.rows(x: 24, y: 30)
        #expect(legend.svg.contains("<rect class=\"cellContent\" x=\"312.8\" y=\"30\""))
        #expect(legend.svg.contains("<rect class=\"viewport\" x=\"406\""))
        #expect(legend.svg.contains("<text x=\"494.8\" y=\"39\">section</text>"))
        #expect(legend.height == 22)
    }

    @Test func theLegendWrapsToANarrowPicture() {
        // Within 390 - 2 × 24 = 342: cell, supplementary, decoration, pinned end at 24 + 288.8 = 312.8 and
        // "cell content" (26 + 12 × 5.6 = 93.2) would end at 406 > 24 + 342 = 366: a second row 16 lower,
        // from x 24: cell content, viewport (24 + 93.2 = 117.2), section (117.2 + 70.8 = 188) ...
        let legend = SVGLegend.rows(x: 24, y: 30, width: 342)
        #expect(legend.svg.contains("<rect class=\"cellContent\" x=\"24\" y=\"46\""))
        #expect(legend.svg.contains("<rect class=\"viewport\" x=\"117.2\" y=\"46\""))
        #expect(legend.svg.contains("<rect class=\"section\" x=\"188\" y=\"46\""))
        // section ends at 188 + 26 + 7 × 5.6 = 253.2; visible row (26 + 11 × 5.6 = 87.6) ends at 340.8 <= 366.
        #expect(legend.svg.contains("<rect class=\"window\" x=\"253.2\" y=\"46\""))
        #expect(legend.height == 22 + 16)
    }

    @Test func anOrthogonalRowIsDrawnNormallyWhereTheDeviceShowsIt() {
        let svg = FramesSVGWriter.write(Self.row, title: "row")
        // The visible window is the collection view's whole width (0…390), insets included.
        #expect(svg.contains("<clipPath id=\"window0\"><rect x=\"0\" y=\"0\" width=\"390\" height=\"220\"/></clipPath>"))
        let lines = svg.split(separator: "\n")
        // Card 0 (20…351.5) lies inside: drawn plainly. Card 1 peeks in at 361.5…390: faded whole and
        // drawn again clipped to the window. Card 2 (703…) is off screen: faded only, never unclipped.
        #expect(lines.contains { $0.hasPrefix("<rect class=\"cell\" x=\"20\"") })
        #expect(lines.contains { $0.hasPrefix("<g clip-path=\"url(#window0)\"><rect class=\"cell\" x=\"361.5\"") })
        #expect(!lines.contains { $0.hasPrefix("<rect class=\"cell\" x=\"703\"") })
        #expect(lines.contains { $0.hasPrefix("<g class=\"faded\"><rect class=\"cell\" x=\"703\"") })
    }

    @Test func aHugeLayoutIsDrawnToItsFirstScreensAndTheViewport() {
        // 100,000 rows of 50 pt: 5,000,000 pt long; 20 screens of 844 pt = 16,880 pt hold 338 rows
        // (0 … 337, the last starting at 16,850), and the viewport at 1,000,000 holds 17 more rows
        // (20,000 … 20,016, the viewport's last edge at 1,000,844 inside row 20,016).
        let cells = (0..<100_000).map { Element(category: .cell, section: 0, item: $0, frame: Rect(x: 0, y: Double($0) * 50, width: 390, height: 50), zIndex: 0) }
        let result = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical,
                                  contentOffset: Point(x: 0, y: 1_000_000), contentSize: Size(width: 390, height: 5_000_000),
                                  sections: [SectionFrame(section: 0, frame: Rect(x: 0, y: 0, width: 390, height: 5_000_000))], elements: cells)
        let svg = FramesSVGWriter.write(result, title: "huge")
        #expect(svg.utf8.count < 200_000)
        #expect(svg.contains("drawn: the first 20 screens and the viewport; 99645 elements left out (--svg-limit)"))
        #expect(svg.contains(">0.337</text>"))
        #expect(!svg.contains(">0.338</text>"))
        #expect(svg.contains(">0.20000</text>"))
        let everything = FramesSVGWriter.write(result, title: "huge", screenLimit: nil)
        #expect(everything.contains(">0.99999</text>"))
    }

    /// Widths counted in em of 13 px: 0.34 for narrow characters (`,` `;` space), 0.62 for the rest
    /// of lower case here: `aaaa,` is (4 × 0.62 + 0.34) × 13 = 36.66, a space 4.42, `cccc` 32.24.
    @Test func theHeadingBreaksAfterClausesThenBetweenWords() {
        #expect(SVGHeading.width("aaaa,") == (4 * 0.62 + 0.34) * 13)
        // `aaaa, bbbb;` is 36.66 + 4.42 + 36.66 = 77.74 <= 80; with ` cccc` 114.4 > 80.
        #expect(SVGHeading.lines("aaaa, bbbb; cccc", room: 80) == ["aaaa, bbbb;", "cccc"])
        #expect(SVGHeading.lines("aaaa, bbbb; cccc", room: 70) == ["aaaa,", "bbbb;", "cccc"])
        // One clause of 3 × 32.24 + 2 × 4.42 + 4.42 = 110 > 70: its words, `aaaa bbbb` 68.9 <= 70.
        #expect(SVGHeading.lines("aaaa bbbb cccc, dd", room: 70) == ["aaaa bbbb", "cccc, dd"])
        #expect(SVGHeading.lines("aaaa", room: 1_000) == ["aaaa"])
    }

    /// Kana and kanji (and `…`) take a whole em, 13 px, as list text widths count a wide character:
    /// a Japanese file name is not taken for a Latin one of as many characters.
    @Test func wideCharactersTakeAWholeEm() {
        #expect(SVGHeading.width("設定画面") == 4 * 13)
        #expect(SVGHeading.width("…") == 13)
        // 52 + a space 4.42 + 52 = 108.42 > 100: two lines (at 0.62 em each, 68.9, they would share one).
        #expect(SVGHeading.lines("設定画面 設定画面", room: 100) == ["設定画面", "設定画面"])
    }

    @Test func aWordLongerThanALineKeepsItsStartAndEnd() {
        let word: Substring = "settings-screen-of-the-app-in-dark-mode-with-large-text.yaml"
        let elided = SVGHeading.elided(word, room: 150)
        #expect(SVGHeading.width(elided) <= 150)
        #expect(elided.hasPrefix("settings"))
        #expect(elided.hasSuffix(".yaml"))
        #expect(elided.contains("…"))
        #expect(SVGHeading.lines(String(word) + " @ 200 pt:", room: 150) == [String(elided), "@ 200 pt:"])
    }

    /// A picture narrower than its heading: the heading in lines that fit, each 16 lower, the
    /// legend and the layout moved down by as much, the whole heading in the title.
    @Test func aNarrowPicturesHeadingFitsIt() {
        let cell = Element(category: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 200, height: 44), zIndex: 0)
        let result = LayoutResult(container: Size(width: 200, height: 300), scale: 2, scrollDirection: .vertical, contentOffset: .zero,
                                  contentSize: Size(width: 200, height: 44), sections: [], elements: [cell])
        let title = "a-settings-screen-in-dark-mode.yaml @ 200 pt"
        let svg = FramesSVGWriter.write(result, title: title)
        let heading = "\(title): 200×300 @2x, content 200×44, 1 element"
        #expect(svg.contains("<title>\(heading)</title>"))
        // The picture is its least width, 420; the heading has 420 - 2 × 24 = 372 of it.
        #expect(svg.contains("width=\"420\""))
        let lines = SVGHeading.lines(heading, room: 372)
        #expect(lines == ["a-settings-screen-in-dark-mode.yaml @ 200 pt:", "200×300 @2x, content 200×44, 1 element"])
        #expect(svg.contains("<text x=\"24\" y=\"18\" font-size=\"13px\" font-weight=\"bold\">\(lines[0])</text>\n"
                             + "<text x=\"24\" y=\"34\" font-size=\"13px\" font-weight=\"bold\">\(lines[1])</text>"))
        // The legend's first row at 24 + 6 + 16 = 46 rather than 30; 420 holds it in two rows
        // (22 + 16), so the layout starts at 24 + 22 + 16 + 38 = 100, and the picture is
        // 300 (the viewport) + 2 × 24 + 22 + 16 + 38 = 424 high.
        #expect(svg.contains("<rect class=\"cell\" x=\"24\" y=\"46\""))
        #expect(svg.contains("<g transform=\"translate(24 100)\">"))
        #expect(svg.contains("height=\"424\""))
    }
}
