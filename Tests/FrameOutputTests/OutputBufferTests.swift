#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Testing
@testable import FrameOutput
@testable import FramesFormat
import LayoutCompilation
import SpecReading

/// The streaming buffer and the fast frames reader: the same bytes and the same dumps as the
/// plain ways of making and reading them.
@Suite struct OutputBufferTests {
    @Test func integersAndNumbersPrintAsFormatNumberPrintsThem() {
        let integers = [0, 7, 10, 99, 100, 101, 12_345, -42, Int.max, Int.min + 1]
        let text = OutputBuffer.text { buffer throws(OutputError) in
            for value in integers {
                try buffer.append(value)
                try buffer.append(" ")
            }
        }
        #expect(text == integers.map(String.init).joined(separator: " ") + " ")
        let numbers = [0, -0.0, 1, -3, 0.5, 1472.6666666666667, 1e15, -2.25, .infinity]
        let printed = OutputBuffer.text { buffer throws(OutputError) in
            for value in numbers {
                try buffer.append(number: value)
                try buffer.append(" ")
            }
        }
        #expect(printed == numbers.map(formatNumber).joined(separator: " ") + " ")
    }

    /// Numbers met again are copied from the texts of recent ones (`NumberTexts`): more distinct
    /// numbers than it has slots, each twice, whole and fractional, print as `formatNumber` prints them.
    @Test func recentNumbersPrintAsFormatNumberPrintsThem() {
        let numbers = (0..<3000).map { Double($0) * 7 } + (0..<3000).map { Double($0) / 3 }
            + [10, 99, 100, 12_345_678, 123_456_789, 999_999_999_999_999, 1e15, 1e300, 5e-324, -1e15]
        let printed = OutputBuffer.text { buffer throws(OutputError) in
            for value in numbers + numbers.reversed() {
                try buffer.append(number: value)
                try buffer.append(",")
            }
        }
        #expect(printed == (numbers + numbers.reversed()).map { formatNumber($0) + "," }.joined())
    }

    /// Rows written with room made once (`withRoom`) arrive whole across the buffer's fills.
    @Test func rowsWrittenThroughACursorArriveWhole() {
        let rows = 2000
        let text = OutputBuffer.text { buffer throws(OutputError) in
            for row in 0..<rows {
                try buffer.withRoom(ByteCursor.longestInteger + ByteCursor.longestNumber + 3) { cursor in
                    cursor.append(row)
                    cursor.append(UInt8(ascii: ","))
                    cursor.append(number: Double(row) + 0.5)
                    cursor.append(";\n")
                }
            }
        }
        // 2000 rows of 8 to 14 bytes: past the 4 KiB buffer of a text made in memory several times.
        #expect(text == (0..<rows).map { "\($0),\(formatNumber(Double($0) + 0.5));\n" }.joined())
    }

    /// Several buffers' worth written on the second thread arrive whole and in order.
    @Test func backgroundSinkWritesEveryByteInOrder() throws {
        var template = Array("/tmp/layout-compile-sink-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        let path = String(cString: template)
        defer { unlink(path) }
        let lines = 200_000
        do {
            var buffer = OutputBuffer(sink: BackgroundSink(descriptor: descriptor))
            for line in 0..<lines {
                try buffer.append(line)
                try buffer.append(": some text to fill a few buffers\n")
            }
            try buffer.flush()
        }
        close(descriptor)
        let file = try #require(fopen(path, "rb"))
        defer { fclose(file) }
        var read: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { read += chunk[0..<count] }
        let expected = (0..<lines).map { "\($0): some text to fill a few buffers\n" }.joined()
        #expect(read.count > 3 * OutputBuffer.capacity)
        #expect(String(decoding: read, as: UTF8.self) == expected)
    }

    @Test func outputPastTheLimitStopsBeforeReachingTheSink() {
        let sink = MemorySink()
        var buffer = OutputBuffer(sink: sink, limit: 10)
        #expect(throws: OutputError.tooLarge(limit: 10)) {
            try buffer.append("0123456789A")
            try buffer.flush()
        }
        #expect(sink.bytes.isEmpty)
    }

    @Test func outputLongerThanTheBufferArrivesWhole() throws {
        let sink = MemorySink()
        var buffer = OutputBuffer(sink: sink)
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<3000 { try buffer.append(text: line) }
        try buffer.flush()
        // 3000 × 1000 bytes, past the 1 MiB buffer twice.
        #expect(sink.bytes.count == 3_000_000)
    }

    @Test func theFramesScannerReadsWhatTheGeneralReaderReads() throws {
        let elements = [
            Element(category: .cell, section: 0, item: 0, id: "a", level: 1, frame: Rect(x: 0, y: 0.5, width: 106.66666666666667, height: 44), zIndex: 0),
            Element(category: .supplementary, kind: "header", section: 1, item: Element.layoutBoundaryItemIndex,
                    frame: Rect(x: -3, y: 1e-7, width: 320, height: 30), zIndex: 1_000_000_200, approximate: true),
        ]
        let result = LayoutResult(container: Size(width: 320, height: 480), scale: 3, scrollDirection: .vertical, contentOffset: .zero,
                                  contentSize: Size(width: 320, height: 74.5), sections: [], elements: elements)
        let text = FramesJSONWriter.write(result)
        let scanned = try #require(try FramesDumpScanner.read(text, readingHeader: FramesDump.headerReader))
        #expect(scanned.header.contains(FramesDump.HeaderValue(path: "container.width", number: 320)))
        // Indented differently, the text is no longer the tool's own: the general reader reads it.
        let reindented = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        #expect(try FramesDumpScanner.read(reindented) == nil)
        #expect(try FramesDump(json: reindented) == scanned)
        #expect(scanned.entries.count == 2)
        #expect(scanned.entries[1].frame == Rect(x: -3, y: 1e-7, width: 320, height: 30))
    }
}
