import FrameOutput
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing

/// The library entry point, used as a test target of an app would use it (Docs/Library.md).
@Suite struct LayoutCompilerTests {
    static let spec = """
        environment: {scale: 2}
        section:
          group:
            size: {width: fractionalWidth(1), height: absolute(50)}
            subitems: [{item: {size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}}}]
            interItemSpacing: fixed(10)
        sections: [{items: 4}]
        """

    @Test func framesOfAYAMLSpecAtAWidth() throws {
        let result = try LayoutCompiler.frames(yaml: Self.spec, width: 320)
        // (320 - 2 × 10) × 0.3 = 90 per item, three to a row at 0, 100, 200; item 3 starts row two.
        #expect(result.elements.map(\.frame.x) == [0, 100, 200, 0])
        #expect(result.elements[0].frame.width == 90)
        #expect(result.elements[3].frame.y == 50)
        #expect(result.contentSize == Size(width: 320, height: 100))
    }

    @Test func framesJSONOfTheFramesIsWhatTheCommandPrints() throws {
        let json = FramesJSONWriter.write(try LayoutCompiler.frames(yaml: Self.spec, width: 320))
        #expect(json.contains("{\"category\": \"cell\", \"section\": 0, \"item\": 1, \"x\": 100, \"y\": 0, \"width\": 90, \"height\": 50, \"zIndex\": 0}"))
    }

    @Test func aScreenSpecWithInlineColumnsIsSolved() throws {
        let row = "{sections: [{items: 1, group: {size: {width: fractionalWidth(1), height: absolute(44)}, "
            + "subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}]}"
        let screen = "screen: {splitView: {columns: {primary: {layout: \(row)}, secondary: {layout: \(row)}}}}"
        let result = try LayoutCompiler.frames(yaml: screen)
        // Docs/Screens.md: the default device 1180 × 820 @2x tiles; the primary is 414 (the window is
        // wider than 1112), the secondary starts a 0.5-pt border later: 1180 - 414.5 = 765.5 wide.
        let columns = result.elements.filter { $0.category == .column }
        #expect(columns.map(\.frame) == [Rect(x: 0, y: 0, width: 414, height: 820), Rect(x: 414.5, y: 0, width: 765.5, height: 820)])
        let cells = result.elements.filter { $0.category == .cell }
        #expect(cells.map(\.frame) == [Rect(x: 0, y: 0, width: 414, height: 44), Rect(x: 414.5, y: 0, width: 765.5, height: 44)])
        #expect(FramesJSONWriter.write(try LayoutCompiler.frames(yaml: screen)).contains("\"screen\": {\"style\": \"doubleColumn\""))
        // A layout file has no folder to be read from: an error at its `layout` key.
        let file = try #require(throws: Diagnostics.self) {
            try LayoutCompiler.frames(yaml: "screen: {splitView: {columns: {primary: {layout: sidebar.yaml}}}}")
        }
        #expect(file.path == "screen.splitView.columns.primary.layout")
        #expect(file.position == SourcePosition(line: 1, column: 50))
        #expect(file.diagnostic == .layoutFileWithoutFolder(path: "sidebar.yaml"))
    }

    @Test func errorsNameThePathAndPosition() throws {
        let error = try #require(throws: Diagnostics.self) { try LayoutCompiler.frames(yaml: "sections: [{items: 1, gruop: {}}]") }
        #expect(error.path == "sections[0].gruop")
        #expect(error.position == SourcePosition(line: 1, column: 23))
        #expect(error.diagnostic?.kind == .unknownKey)
        let syntax = try #require(throws: Diagnostics.self) { try LayoutCompiler.frames(yaml: "sections: [") }
        #expect(syntax.position != nil)
        #expect(syntax.diagnostic == .unreadableDocument(.unterminatedFlowCollection))
    }
}
