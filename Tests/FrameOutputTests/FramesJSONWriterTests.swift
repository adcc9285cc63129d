import FramesFormat
import LayoutEngine
import Testing
@testable import FrameOutput

@Suite struct FramesJSONWriterTests {
    @Test(arguments: [
        (0.1 + 0.2, "0.30000000000000004"),
        (-0.0, "0"),
        (80.5, "80.5"),
        (100.0, "100"),
        (1.0 / 3.0, "0.3333333333333333"),
        (-12.0, "-12"),
        (9_223_372_036_854_775_807.0, "9.223372036854776e+18"),
    ])
    func numbersPrintInTheirShortestRoundTripForm(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test func stringsAreEscapedForJSON() {
        #expect(jsonString("a\"b\\c\nd\u{01}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }

    @Test func framesJSONHasTheContractsShapeWithOneElementPerLine() {
        let result = LayoutResult(
            container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical, contentOffset: .zero,
            contentSize: Size(width: 320, height: 30),
            sections: [SectionFrame(section: 0, frame: Rect(x: 0, y: 0, width: 320, height: 30))],
            elements: [
                Element(category: .cell, section: 0, item: 0, id: "first", frame: Rect(x: 0, y: 0, width: 96, height: 10), zIndex: 0),
                Element(category: .supplementary, kind: "header", section: 0, item: 0,
                        frame: Rect(x: 0, y: -0.0, width: 320, height: 30), zIndex: 1),
            ])
        #expect(FramesJSONWriter.write(result) == """
            {
              "format": "layout-compile/frames", "version": 1,
              "container": {"width": 320, "height": 480}, "scale": 2,
              "scrollDirection": "vertical", "contentOffset": {"x": 0, "y": 0},
              "contentSize": {"width": 320, "height": 30},
              "sections": [
                {"section": 0, "x": 0, "y": 0, "width": 320, "height": 30}
              ],
              "elements": [
                {"category": "cell", "section": 0, "item": 0, "id": "first", "x": 0, "y": 0, "width": 96, "height": 10, "zIndex": 0},
                {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "x": 0, "y": 0, "width": 320, "height": 30, "zIndex": 1}
              ]
            }

            """)
    }

    @Test func orthogonalSectionsReportHowTheyScroll() {
        let scroll = OrthogonalScroll(behavior: .paging, offset: 310, contentLength: 784, viewportLength: 310, restingOffsets: [0, 310, 474])
        let line = FramesJSONWriter.sectionLine(SectionFrame(section: 1, frame: Rect(x: 0, y: 78, width: 320, height: 58), orthogonal: scroll))
        #expect(line == "{\"section\": 1, \"x\": 0, \"y\": 78, \"width\": 320, \"height\": 58, \"orthogonal\": "
            + "{\"behavior\": \"paging\", \"offset\": 310, \"contentLength\": 784, \"viewportLength\": 310, \"restingOffsets\": [0, 310, 474]}}")
    }
}
