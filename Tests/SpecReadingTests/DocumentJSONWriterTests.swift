import Testing
@testable import SpecReading

/// `layout-compile read`'s JSON of a document tree, written in chunks as the tree is walked.
@Suite struct DocumentJSONWriterTests {
    /// A number keeps its text when JSON reads that text as a number: the check on its bytes agrees
    /// with the general JSON reader (RFC 8259, section 6).
    @Test func aNumbersTextIsKeptWhenJSONReadsIt() {
        let texts = ["0", "-0", "7", "-12", "1.5", "1.50", "1e3", "1E+3", "2.5e-7", "123456789012345678901234567890",
                     "017", "+1", ".5", "1.", "1e", "1e+", "-", "--1", "0x1F", "0o17", "1_000", ".inf", "1.5.2", "00", "-01", ""]
        for text in texts {
            #expect(DocumentJSONWriter.isJSONNumber(text) == ((try? JSONReader.read(text)).map { node in
                if case .number = node.value { true } else { false }
            } ?? false), "\(text)")
        }
    }

    /// Chunks handed on in order make the same text as the whole: a list longer than a chunk.
    @Test func chunksMakeTheWholeText() throws {
        let count = 40_000  // 40,000 lines of `  0,`: about 160 KB, several chunks
        let document = try JSONReader.read("[" + Array(repeating: "0", count: count).joined(separator: ",") + "]")
        var chunks: [[UInt8]] = []
        DocumentJSONWriter.write(document) {
            chunks.append(Array($0))
            return true
        }
        #expect(chunks.count > 2)
        #expect(chunks.allSatisfy { $0.count <= DocumentJSONWriter.Chunks.size + 256 })
        let text = String(decoding: chunks.joined(), as: UTF8.self)
        #expect(text == "[\n" + Array(repeating: "  0", count: count).joined(separator: ",\n") + "\n]\n")
        #expect(DocumentJSONWriter.write(try JSONReader.read(#"{"a": [1, {"b": "c\"d"}], "e": {}, "f": []}"#)) == """
            {
              "a": [
                1,
                {
                  "b": "c\\"d"
                }
              ],
              "e": {},
              "f": []
            }

            """)
    }
}
