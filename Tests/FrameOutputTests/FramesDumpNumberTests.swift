import FrameOutput
import Foundation
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
}
