import Foundation
import FrameOutput
@testable import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing

/// A frames dump is input like a spec: every number is checked and a bad one is an
/// error at its line and column, never a trap.
@Suite struct FramesDumpNumberTests {
    static func dump(_ element: String) -> String {
        #"{"format": "layout-compile/frames", "contentSize": {"width": 390, "height": 78},"#
            + "\n" + #""elements": [{"category": "cell", "section": 0, "item": 0, "x": 0, "y": 0, "width": 78, "height": 78, "zIndex": 0, "#
            + element + "}]}"
    }

    func error(_ text: String) -> DocumentError? {
        do {
            _ = try FramesDump(json: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func numbersOutOfRangeOrNotWholeArePositionedErrors() {
        let bad: [(String, String)] = [
            (#""zIndex": 1e30"#, "zIndex: a whole number from -2^53 to 2^53 expected"),
            (#""zIndex": -1e300"#, "zIndex: a whole number from -2^53 to 2^53 expected"),
            (#""zIndex": 0.5"#, "zIndex: a whole number from -2^53 to 2^53 expected"),
            (#""section": 99999999999999999999"#, "section: a whole number from -2^53 to 2^53 expected"),
            (#""item": 1e19"#, "item: a whole number from -2^53 to 2^53 expected"),
            (#""x": 1e400"#, "x: a finite number expected"),
        ]
        for (member, message) in bad {
            // The member replaces the earlier one of the same name: the reader refuses duplicate
            // keys, so the element is rebuilt with it last.
            let key = member.split(separator: ":")[0]
            let text = Self.dump(member).replacingOccurrences(of: "\(key): 0, ", with: "")
            let found = error(text)
            #expect(found?.message == message, "\(member)")
            // On line 2, at the number itself.
            #expect(found?.position.line == 2, "\(member)")
            let column = text.split(separator: "\n")[1].range(of: member).map {
                text.split(separator: "\n")[1].distance(from: text.split(separator: "\n")[1].startIndex, to: $0.lowerBound)
            }
            #expect(found?.position.column == (column ?? 0) + key.count + 3, "\(member)")
        }
    }

    @Test func wholeNumbersWrittenAsIntegersAreReadExactly() throws {
        // A layout's own boundary items are item Int.max, written out in full.
        let text = Self.dump(#""kind": "banner""#).replacingOccurrences(of: #""item": 0"#, with: #""item": 9223372036854775807"#)
        #expect(try FramesDump(json: text).entries.first?.item == Int.max)
        #expect(try FramesDump(json: Self.dump(#""id": "a""#).replacingOccurrences(of: #""zIndex": 0"#, with: #""zIndex": 2.0"#))
            .entries.first?.zIndex == 2)
    }

    /// The tool's own layout, read by the scanner: one cell at x 0 on line 8 (the header takes
    /// lines 1 to 7: `{`, format, container, scroll direction, content size, sections, `"elements": [`).
    static let ownLayout = FramesJSONWriter.write(LayoutResult(
        container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical, contentOffset: .zero,
        contentSize: Size(width: 320, height: 40), sections: [],
        elements: [Element(category: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 160, height: 40), zIndex: 0)]))

    /// What RFC 8259 refuses the scanner refuses too, at the number, in the general reader's words,
    /// rather than reading `007` as 7 or `+1` as 1.
    @Test func numbersRFC8259RefusesAreErrorsInTheToolsOwnLayoutToo() throws {
        let refused: [(String, String)] = [
            ("007", "invalid number: leading zeros are not allowed"),
            ("-01", "invalid number: leading zeros are not allowed"),
            ("+1", "unexpected '+', expected a value"),
            (".5", "unexpected '.', expected a value"),
            ("1.", "invalid number: digits expected after '.'"),
            ("1.e3", "invalid number: digits expected after '.'"),
            ("1e", "invalid number: digits expected in the exponent"),
            ("1E+", "invalid number: digits expected in the exponent"),
            ("-", "invalid number"),
        ]
        let line = #"    {"category": "cell", "section": 0, "item": 0, "x": 0, "#
        #expect(Self.ownLayout.contains("\n" + line))
        for (number, message) in refused {
            let text = Self.ownLayout.replacingOccurrences(of: line, with: line.dropLast(3) + number + ", ")
            // The scanner itself refuses it (it does not leave it to the general reader).
            let scanned = Array(text.utf8).withUnsafeBytes { bytes in Result { () throws(DocumentError) in try FramesDump.scanned(bytes) } }
            guard case .failure(let error) = scanned else {
                Issue.record("\(number) was read")
                continue
            }
            #expect(error.message == message, "\(number)")
            // Line 8, after the 4 spaces and the 51 characters `{"category": "cell", "section": 0, "item": 0, "x": `.
            #expect(error.position == SourcePosition(line: 8, column: 4 + 51 + 1), "\(number)")
            #expect(throws: error) { try FramesDump(json: text) }
            // The general reader says the same of the same text indented otherwise.
            let reindented = text.replacingOccurrences(of: "\n    {", with: "\n      {")
            #expect {
                try FramesDump(parsingJSON: reindented)
            } throws: { error in
                let error = error as? DocumentError
                return error?.message == message && error?.position == SourcePosition(line: 8, column: 6 + 51 + 1)
            }
        }
        // In the header too: the content size's width on line 5 after `  "contentSize": {"width": ` (27 characters).
        let header = Self.ownLayout.replacingOccurrences(of: #""contentSize": {"width": 320"#, with: #""contentSize": {"width": 0320"#)
        #expect(throws: FramesFileError("invalid number: leading zeros are not allowed", line: 5, column: 28)) {
            try FramesDumpScanner.read(header)
        }
    }

    @Test func numbersRFC8259AllowsAreReadByTheScanner() throws {
        let line = #"    {"category": "cell", "section": 0, "item": 0, "x": 0, "#
        let allowed: [(String, Double)] = [("-0", 0), ("0.5", 0.5), ("1e2", 100), ("1E-2", 0.01), ("-2.5e+1", -25), ("10", 10)]
        for (number, value) in allowed {
            let text = Self.ownLayout.replacingOccurrences(of: line, with: line.dropLast(3) + number + ", ")
            let dump = try #require(try FramesDumpScanner.read(text), "\(number)")
            #expect(dump.entries.first?.frame.x == value, "\(number)")
        }
    }
}
