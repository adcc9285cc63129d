import Testing
@testable import SpecReading

@Suite struct JSONReaderTests {
    @Test func valuesKeepTheirLineAndColumn() throws {
        let root = try JSONReader.read("{\n  \"a\": [1, true],\n  \"b\": \"é\\u00e9\"\n}")
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(root["a"]?.position == SourcePosition(line: 2, column: 8))
        guard case .array(let items) = root["a"]?.value else { Issue.record("a is not a list"); return }
        #expect(items[1].value == .bool(true))
        #expect(items[1].position == SourcePosition(line: 2, column: 12))
        #expect(root["b"]?.value == .string("éé"))
    }

    /// A mapping of 16 keys or more keeps a set of them: a repeat is still found.
    @Test func aRepeatedKeyOfALargeMappingIsFound() {
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(throws: DocumentError("duplicate key 'k3'", at: SourcePosition(line: 1, column: 202))) {
            try JSONReader.read("{\(keys), \"k3\": 0}")
        }
        #expect(throws: DocumentError("duplicate key 'k19'", at: SourcePosition(line: 1, column: 202))) {
            try JSONReader.read("{\(keys), \"k19\": 0}")
        }
    }

    @Test func numbersKeepTheirText() throws {
        let root = try JSONReader.read("[-0.5e2, 12]")
        guard case .array(let items) = root.value else { Issue.record("not a list"); return }
        #expect(items[0].value == .number(-50, text: "-0.5e2"))
        #expect(items[1].value == .number(12, text: "12"))
    }

    @Test(arguments: [
        ("{\"a\": 1, \"a\": 2}", "duplicate key 'a'", 1, 10),
        ("{\"a\": 01}", "invalid number: leading zeros are not allowed", 1, 7),
        ("[1, 2", "unexpected end of document, expected ',' or ']'", 1, 6),
        ("{\"a\" 1}", "expected ':' after the key 'a'", 1, 6),
        ("[tru]", "invalid literal, expected 'true'", 1, 2),
        ("\"a\\qb\"", "invalid escape '\\q'", 1, 3),
        ("[1] x", "unexpected 'x' after the document", 1, 5),
    ])
    func malformedDocumentsAreRefusedWithAPosition(text: String, message: String, line: Int, column: Int) {
        #expect(throws: DocumentError(message, at: SourcePosition(line: line, column: column))) {
            try JSONReader.read(text)
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DocumentError.self) { try JSONReader.read(deep) }
    }
}
