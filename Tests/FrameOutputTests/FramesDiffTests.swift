import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing
@testable import FrameOutput

@Suite struct FramesDiffTests {
    func dump(_ elements: [Element], height: Double = 100) throws -> FramesDump {
        let result = LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical,
                                  contentOffset: .zero, contentSize: Size(width: 320, height: height), sections: [], elements: elements)
        return try FramesDump(json: FramesJSONWriter.write(result))
    }

    func cell(_ item: Int, y: Double, id: String? = nil) -> Element {
        Element(category: .cell, section: 0, item: item, id: id, frame: Rect(x: 0, y: y, width: 160, height: 40), zIndex: 0)
    }

    @Test func identicalDumpsAreTheSame() throws {
        let diff = FramesDiff(try dump([cell(0, y: 0)]), try dump([cell(0, y: 0.0004)]), tolerance: 0.001)
        #expect(diff.isEmpty)
        #expect(diff.report(old: "a", new: "b") == "same: 1 elements\n")
    }

    @Test func movedAddedRemovedAndContentSizeAreReported() throws {
        let old = try dump([cell(0, y: 0), cell(1, y: 40)], height: 80)
        let new = try dump([cell(0, y: 0), cell(1, y: 50), cell(2, y: 90)], height: 130)
        let diff = FramesDiff(old, new, tolerance: 0.001)
        #expect(diff.report(old: "old.json", new: "new.json") == """
            --- old.json
            +++ new.json
            content size: 320×80 -> 320×130 (height +50)
            moved or resized (1):
              cell 0.1: 0,40 160×40 -> 0,50 160×40 (y +10)
            added (1):
              cell 0.2: 0,90 160×40
            unchanged: 1

            """)
    }

    @Test func idsMatchElementsWhoseIndexPathsChanged() throws {
        // "b" moved from item 1 to item 0 at the same place: matched by id, reported as renumbered.
        let old = try dump([cell(0, y: 0, id: "a"), cell(1, y: 40, id: "b")])
        let new = try dump([cell(0, y: 40, id: "b")])
        let diff = FramesDiff(old, new, tolerance: 0.001)
        #expect(diff.removed.map(\.id) == ["a"])
        #expect(diff.changed.count == 1)
        #expect(diff.report(old: "o", new: "n").contains("  cell 0.0: 0,40 160×40 -> 0,40 160×40 (was cell 0.1)"))
    }

    /// Two files compared as they are scanned report what their dumps report.
    @Test func scanningComparesAsTheDumpsDo() throws {
        let cases: [([Element], [Element])] = [
            ([cell(0, y: 0), cell(1, y: 40)], [cell(0, y: 0), cell(1, y: 40)]),
            ([cell(0, y: 0), cell(1, y: 40)], [cell(0, y: 0), cell(1, y: 50), cell(2, y: 90)]),
            ([cell(0, y: 0, id: "a"), cell(1, y: 40, id: "b")], [cell(0, y: 40, id: "b")]),
            ([cell(0, y: 0), cell(1, y: 40, id: "b")], [cell(0, y: 0), cell(1, y: 40)]),
        ]
        for (oldElements, newElements) in cases {
            let old = text(oldElements), new = text(newElements)
            let expected = FramesDiff(try FramesDump(json: old), try FramesDump(json: new), tolerance: 0.001)
            let scanned = try #require(bytes(old) { oldBytes in
                bytes(new) { newBytes in FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner(newBytes), tolerance: 0.001) }
            })
            #expect(scanned.report(old: "o", new: "n") == expected.report(old: "o", new: "n"))
        }
        #expect(bytes("{\"format\": \"other\"}") { other in bytes(text([])) { FramesDiff.streaming(FramesDumpScanner(other), FramesDumpScanner($0), tolerance: 0) } } == nil)
    }

    private func text(_ elements: [Element]) -> String {
        FramesJSONWriter.write(LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical,
                                            contentOffset: .zero, contentSize: Size(width: 320, height: 100), sections: [],
                                            elements: elements))
    }

    private func bytes<T>(_ text: String, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        Array(text.utf8).withUnsafeBytes(body)
    }

    @Test func somethingElseIsNotAFramesDump() {
        #expect(throws: (any Error).self) { try FramesDump(json: "{\"format\": \"other\"}") }
    }

    @Test func csvQuotesAsRFC4180Says() {
        #expect(FramesCSVWriter.quoted("plain") == "plain")
        #expect(FramesCSVWriter.quoted("a,b") == "\"a,b\"")
        #expect(FramesCSVWriter.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        let result = LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical, contentOffset: .zero,
                                  contentSize: Size(width: 320, height: 40), sections: [],
                                  elements: [cell(0, y: 0, id: "x,y"), Element(category: .supplementary, kind: "header", section: 0, item: 0,
                                                                               frame: Rect(x: 0, y: 0, width: 320, height: 0.5), zIndex: 1)])
        #expect(FramesCSVWriter.write(result) == """
            category,kind,section,item,id,x,y,width,height,zIndex,approximate
            cell,,0,0,"x,y",0,0,160,40,0,
            supplementary,header,0,0,,0,0,320,0.5,1,

            """)
    }
}
