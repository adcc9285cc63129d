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

    /// A golden compared with the frames it was written from is the same, whether its header is
    /// read or, written in the frames' own bytes, passed over (Docs/Developing.md, "Speed"), and
    /// whether it is small enough to be read or mapped (`FramesFiles.smallFile`); a golden whose
    /// header differs reports what reading both headers reports.
    @Test func goldensCompareAlikeWhetherTheirHeaderIsReadOrPassedOver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solved-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 10 cells: about a kilobyte, read; 2,000: about 200 KB, past 64 KiB, mapped.
        for count in [10, 2_000] {
            let cells = (0..<count).map { item in
                Element(category: .cell, section: 0, item: item, frame: Rect(x: 0, y: Double(item) * 44.5, width: 390, height: 44.5), zIndex: 0)
            }
            let frames = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical, contentOffset: .zero,
                                      contentSize: Size(width: 390, height: Double(count) * 44.5), sections: [], elements: cells)
            let json = FramesJSONWriter.write(frames)
            #expect((json.utf8.count > 1 << 16) == (count == 2_000))  // `FramesFiles.smallFile`, 64 KiB
            let golden = folder.appendingPathComponent("golden-\(count).json").path
            try json.write(toFile: golden, atomically: false, encoding: .utf8)
            #expect(try FramesFiles.compare(golden: golden, frames: frames, tolerance: 0.001).isEmpty, "\(count)")
            // The golden's content offset 0 -> 1: a header change, as when both headers are read.
            let moved = json.replacingOccurrences(of: "\"contentOffset\": {\"x\": 0,", with: "\"contentOffset\": {\"x\": 1,")
            #expect(moved != json)
            try moved.write(toFile: golden, atomically: false, encoding: .utf8)
            let diff = try FramesFiles.compare(golden: golden, frames: frames, tolerance: 0.001)
            let read = try FramesFiles.compare(golden: golden, dump: FramesFiles.solved(frames), tolerance: 0.001)
            #expect(diff.header.map(\.path) == ["contentOffset.x"] && diff.header.map(\.old) == ["1"] && diff.header.map(\.new) == ["0"])
            #expect(diff.header.map(\.path) == read.header.map(\.path) && diff.unchanged == count && read.unchanged == count)
        }
    }

    /// A golden in the frames' own header whose elements part from their dump past its first
    /// megabyte is compared element by element from where they part
    /// (`FramesJSONWriter.writtenAlike`, `FramesDumpScanner.skipElements(writtenBefore:)`): it
    /// differs as when it is read whole.
    @Test func aGoldenThatPartsLateComparesAsWhenReadWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solved-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 20_000  // about 2 MB of frames JSON
        let cells = (0..<count).map { item in
            Element(category: .cell, section: 0, item: item, id: item % 1_000 == 0 ? "card-\(item)" : nil,
                    frame: Rect(x: 0, y: Double(item) * 44.5, width: 390, height: 44.5), zIndex: 0)
        }
        let frames = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical, contentOffset: .zero,
                                  contentSize: Size(width: 390, height: Double(count) * 44.5), sections: [], elements: cells)
        let json = FramesJSONWriter.write(frames)
        // Item 15,001 at y 15001 * 44.5 = 667544.5, 44.5 high: in the golden 45 high.
        let resized = json.replacingOccurrences(of: "\"item\": 15001, \"x\": 0, \"y\": 667544.5, \"width\": 390, \"height\": 44.5",
                                                with: "\"item\": 15001, \"x\": 0, \"y\": 667544.5, \"width\": 390, \"height\": 45")
        // Item 12,000 not in the golden: the frames add it.
        let removed = json.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"item\": 12000,") }
            .joined(separator: "\n")
        for (name, text, changed, added) in [("resized", resized, 1, 0), ("removed", removed, 0, 1)] {
            #expect(text != json)
            let golden = folder.appendingPathComponent("\(name).json").path
            try text.write(toFile: golden, atomically: false, encoding: .utf8)
            let diff = try FramesFiles.compare(golden: golden, frames: frames, tolerance: 0.001)
            let read = try FramesFiles.compare(golden: golden, dump: FramesFiles.solved(frames), tolerance: 0.001)
            #expect(diff.changedCount == changed && diff.added.count == added && diff.removed.isEmpty, "\(name)")
            #expect(diff.unchanged == count - 1 && read.unchanged == count - 1, "\(name)")
            #expect(diff.changedCount == read.changedCount && diff.added.map(\.item) == read.added.map(\.item), "\(name)")
            #expect(diff.firstChanged?.new.item == read.firstChanged?.new.item, "\(name)")
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
