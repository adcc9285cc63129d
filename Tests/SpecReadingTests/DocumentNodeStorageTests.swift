import Testing
@testable import SpecReading

/// A document node in 16 bytes (Docs/CLI.md, "Limits": what a document's nodes take), its value and
/// position given back as they were made.
@Suite struct DocumentNodeStorageTests {
    /// 16 bytes a node: the figure the documented bytes of heap per byte of input rest on.
    @Test func aNodeTakesSixteenBytes() {
        #expect(MemoryLayout<DocumentNode>.size == 16)
        #expect(MemoryLayout<DocumentNode>.stride == 16)
    }

    /// A number whose text is its integer's digits is held as the integer; any other keeps its text.
    @Test func everyNumberKeepsItsValueAndText() throws {
        let numbers: [(Double, String)] = [
            (0, "0"), (7, "7"), (-12, "-12"), (390, "390"), (999_999_999_999_999, "999999999999999"),
            (-0.0, "-0"), (17, "017"), (1, "+1"), (0, "00"), (1.5, "1.50"), (1000, "1e3"),
            (1e15, "1000000000000000"), (.infinity, ".inf"),
        ]
        for (number, text) in numbers {
            let node = DocumentNode(.number(number, text: text), at: SourcePosition(line: 3, column: 4))
            guard case .number(let value, let kept) = node.value else {
                Issue.record("\(text) is no number")
                continue
            }
            #expect(value == number && value.sign == number.sign && kept == text, "\(text)")
            #expect(node.number == number, "\(text)")
        }
        #expect(DocumentNode(.number(.nan, text: ".nan"), at: SourcePosition(line: 1, column: 1)).number?.isNaN == true)
        // Read from JSON: `-0` keeps its sign and text, `10` its digits.
        let read = try JSONReader.read("[-0, 10, 1.25]")
        #expect(DocumentJSONWriter.write(read) == "[\n  -0,\n  10,\n  1.25\n]\n")
    }

    /// Lines and columns are kept to 2^28 - 1 each, past the largest document (2^26 bytes).
    @Test func positionsAreKeptExactly() {
        for (line, column) in [(1, 1), (0, 0), (1 << 26, 3), (5, 1 << 26), ((1 << 28) - 1, (1 << 28) - 1)] {
            let node = DocumentNode(.string("x"), at: SourcePosition(line: line, column: column))
            #expect(node.position == SourcePosition(line: line, column: column), "\(line):\(column)")
            #expect(node.value == .string("x"))
        }
        var node = DocumentNode(.null, at: SourcePosition(line: 2, column: 9))
        node.value = .bool(true)
        node.position = SourcePosition(line: 70_000, column: 80_000)
        #expect(node == DocumentNode(.bool(true), at: SourcePosition(line: 70_000, column: 80_000)))
    }
}
