import Foundation
import FrameOutput
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing

/// `--expect` compares the golden with frames just solved as their JSON reads back, without
/// writing their elements' JSON (Docs/Performance.md, "Expect without a second copy"):
/// `FramesFiles.solved` must be the very dump the written JSON reads back as.
@Suite struct SolvedDumpTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    @Test func theSolvedDumpIsTheWrittenJSONReadBackForEveryExample() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count > 20)
        for name in names {
            let path = Self.examples.appendingPathComponent(name).path
            let input = try SpecFiles.input(path, files: FileAccess(projectRoot: Self.examples.path))
            // 375 and a third scale: widths whose fractions print with many digits.
            for width in [375.0, 1024] {
                var overrides = EnvironmentOverrides()
                overrides.width = width
                let frames = try LayoutCompiler.compile(input, CompileOptions(overrides: overrides, streamsFrames: true)).frames
                let readBack = try FramesDump(json: FramesJSONWriter.write(frames))
                #expect(FramesFiles.solved(frames) == readBack, "\(name) @ \(width)")
                #expect(!readBack.header.isEmpty, "\(name) @ \(width)")
            }
        }
    }

    @Test func negativeZeroAndNonFiniteNumbersAreAsTheyReadBack() throws {
        // Printed as 0 (Docs/SpecFormat.md, "Output"), they read back as 0.
        let cell = Element(category: .cell, section: 0, item: 0, id: "a \"quoted\" id",
                           frame: Rect(x: -0.0, y: .infinity, width: 1 / 3, height: 0.1 + 0.2), zIndex: 0)
        let result = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical,
                                  contentOffset: Point(x: -0.0, y: 0), contentSize: Size(width: 390, height: 0.1 + 0.2), sections: [],
                                  elements: [cell])
        let solved = FramesFiles.solved(result)
        #expect(solved == (try FramesDump(json: FramesJSONWriter.write(result))))
        #expect(solved.entries[0].frame == Rect(x: 0, y: 0, width: 1 / 3, height: 0.1 + 0.2))
    }
}
