import LayoutEngine
import Testing
@testable import FrameOutput
@testable import FramesFormat

/// A golden compared with the frames' dump byte for byte as it is written (`--expect`, the golden
/// check; Docs/Developing.md, "Speed"): where the two part, and how many elements lie before it.
@Suite struct GoldenBytesTests {
    func frames(_ count: Int, id: (Int) -> String? = { _ in nil }) -> LayoutResult {
        let cells = (0..<count).map { item in
            Element(category: .cell, section: 0, item: item, id: id(item), frame: Rect(x: 0, y: Double(item) * 44.5, width: 390, height: 44.5), zIndex: 0)
        }
        return LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical, contentOffset: .zero,
                            contentSize: Size(width: 390, height: Double(count) * 44.5), sections: [], elements: cells)
    }

    /// The index of the first byte where `a` and `b` differ, or the shorter one's length.
    func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    }

    @Test func theSinkSaysWhereTheBytesPart() {
        let expected: [UInt8] = Array("abcdef".utf8)
        expected.withUnsafeBytes { golden in
            let sink = ExpectedBytesSink(golden)
            #expect((try? Array("abc".utf8).withUnsafeBytes { try sink.write($0) }) != nil)
            #expect(sink.alike == 3 && !sink.matchedWhole)
            #expect(throws: OutputError.self) { try Array("dXf".utf8).withUnsafeBytes { try sink.write($0) } }
            #expect(sink.alike == 4)  // "abcd" alike, "X" is not "e"
            let longer = ExpectedBytesSink(golden)
            #expect(throws: OutputError.self) { try Array("abcdefg".utf8).withUnsafeBytes { try longer.write($0) } }
            #expect(longer.alike == 6 && !longer.matchedWhole)
            let whole = ExpectedBytesSink(golden)
            #expect((try? expected.withUnsafeBytes { try whole.write($0) }) != nil)
            #expect(whole.matchedWhole)
        }
    }

    /// Counted eight bytes at a time, newlines are what a byte-by-byte count finds: next to
    /// bytes one bit away from a newline (0x0B, 0x8A, 0x0A + 0x80) and across the 255-word blocks.
    @Test func newlinesAreCountedAsByteByByte() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x8A, 0x09, 0x00, 0xFF, 0x7F, 0x41]
        for length in [0, 1, 7, 8, 9, 63, 2_039, 2_040, 2_041, 5_000] {
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let count = text.withUnsafeBufferPointer { FramesDumpScanner.newlines(in: $0) }
            #expect(count == text.filter { $0 == 0x0A }.count, "\(length)")
        }
        let allNewlines = [UInt8](repeating: 0x0A, count: 4_096)
        #expect(allNewlines.withUnsafeBufferPointer { FramesDumpScanner.newlines(in: $0) } == 4_096)
    }

    /// A dump written alike counts its elements; one that parts says where, in a small golden
    /// (compared in place) and in one larger than a buffer (compared on a second thread).
    @Test func theDumpWrittenAlikeCountsItsElementsOrSaysWhereItParts() {
        // 5 cells: under a kilobyte; 20,000: about 2 MB, past the 1 MiB buffer.
        for count in [5, 20_000] {
            let solved = frames(count)
            let json = Array(FramesJSONWriter.write(solved).utf8)
            #expect((json.count > OutputBuffer.capacity) == (count == 20_000))
            #expect(json.withUnsafeBytes { FramesJSONWriter.writtenAlike(solved, golden: $0) } == .whole(elements: count))
            let changedItem = count * 3 / 4
            let other = Array(FramesJSONWriter.write(frames(count) { $0 == changedItem ? "x" : nil }).utf8)
            #expect(other.withUnsafeBytes { FramesJSONWriter.writtenAlike(solved, golden: $0) } == .prefix(bytes: firstDifference(json, other)))
            #expect((json + [0x20]).withUnsafeBytes { FramesJSONWriter.writtenAlike(solved, golden: $0) } == .prefix(bytes: json.count))
            #expect(json.dropLast().withUnsafeBytes { FramesJSONWriter.writtenAlike(solved, golden: $0) } == .prefix(bytes: json.count - 1))
        }
    }

    /// The elements whose lines end before where two dumps part are passed over, and the scanner
    /// reads on from the first one that does not.
    @Test func elementsWrittenBeforeWhereTheDumpsPartArePassedOver() {
        let json = Array(FramesJSONWriter.write(frames(5)).utf8)
        let lineStarts = json.indices.filter { json[$0] == 0x0A && $0 + 5 < json.count && json[$0 + 5] == UInt8(ascii: "{") }
        #expect(lineStarts.count == 5)
        json.withUnsafeBytes { bytes in
            // Inside element 3's line: elements 0, 1 and 2 are whole before it.
            var scanner = FramesDumpScanner(bytes)
            #expect(scanner.skipElements(writtenBefore: lineStarts[3] + 20) == 3)
            #expect(scanner.next()?.item == 3)
            #expect(scanner.next()?.item == 4 && scanner.next() == nil && scanner.complete)
            // Inside the first element's line, and past the last element: none.
            var first = FramesDumpScanner(bytes)
            #expect(first.skipElements(writtenBefore: lineStarts[0] + 20) == 0 && first.next()?.item == 0)
            var end = FramesDumpScanner(bytes)
            #expect(end.skipElements(writtenBefore: json.count) == 0 && end.next()?.item == 0)
        }
    }
}
