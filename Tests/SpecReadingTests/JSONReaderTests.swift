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
        #expect(throws: DocumentError(.duplicateKey("k3"), at: SourcePosition(line: 1, column: 202))) {
            try JSONReader.read("{\(keys), \"k3\": 0}")
        }
        #expect(throws: DocumentError(.duplicateKey("k19"), at: SourcePosition(line: 1, column: 202))) {
            try JSONReader.read("{\(keys), \"k19\": 0}")
        }
    }

    @Test func numbersKeepTheirText() throws {
        let root = try JSONReader.read("[-0.5e2, 12]")
        guard case .array(let items) = root.value else { Issue.record("not a list"); return }
        #expect(items[0].value == .number(-50, text: "-0.5e2"))
        #expect(items[1].value == .number(12, text: "12"))
    }

    /// Whole numbers are summed from their digits: the same values as the text read as a Double.
    @Test func wholeNumbersAreExact() throws {
        let root = try JSONReader.read("[0, -0, 7, -12, 999999999999999, 1234567890123456, 1E2, 2e-1]")
        guard case .array(let items) = root.value else { Issue.record("not a list"); return }
        let expected: [(Double, String)] = [(0, "0"), (-0.0, "-0"), (7, "7"), (-12, "-12"), (999_999_999_999_999, "999999999999999"),
                                            (1_234_567_890_123_456, "1234567890123456"), (100, "1E2"), (0.2, "2e-1")]
        for (item, (value, text)) in zip(items, expected) {
            #expect(item.value == .number(value, text: text))
            guard case .number(let read, _) = item.value else { continue }
            #expect(read.sign == value.sign, "\(text) keeps its sign")
        }
    }

    /// Past 15 digits, an exponent or a point, a number is read as text is (`Double(_:)`): the
    /// sign of a zero is kept, 16 digits are exact, 20 round to the nearest Double (a multiple of
    /// 2^11 = 2048 at that size: 12345678901234567890 to ...7168), and 1e400 is infinite
    /// (the decoder refuses it: numbers must be finite).
    @Test func numbersPastTheWholeNumberPathReadAsDoubles() throws {
        let root = try JSONReader.read("[-999999999999999, -1234567890123456, 12345678901234567890, -0e0, -0.0, 0.0, 1e400, 5]")
        guard case .array(let items) = root.value else { Issue.record("not a list"); return }
        let expected: [(Double, String)] = [(-999_999_999_999_999, "-999999999999999"), (-1_234_567_890_123_456, "-1234567890123456"),
                                            (12_345_678_901_234_567_168, "12345678901234567890"), (-0.0, "-0e0"), (-0.0, "-0.0"),
                                            (0, "0.0"), (.infinity, "1e400"), (5, "5")]
        #expect(items.count == expected.count)
        for (item, (value, text)) in zip(items, expected) {
            #expect(item.value == .number(value, text: text))
            guard case .number(let read, _) = item.value else { continue }
            #expect(read.sign == value.sign, "\(text) keeps its sign")
        }
        // A whole number as the whole document: its digits run to the end of the text.
        #expect(try JSONReader.read("-42").value == .number(-42, text: "-42"))
    }

    /// Short keys are found again by their bytes: every length up to 15 and beyond, near the end of
    /// the text (fewer than 16 bytes left) and far from it, and keys whose first 8 bytes agree.
    @Test func keysOfEveryLengthReadBackAsWritten() throws {
        let keys = (0...17).map { String(repeating: "k", count: $0) } + ["kkkkkkkkA", "kkkkkkkkB", "é", "日本", #"a\u0062"#]
        let members = keys.map { "\"\($0)\": 1" }
        // Twice over, so that the second time each key comes from the cache.
        for text in ["{\(members.joined(separator: ","))}", "[{\(members.joined(separator: ","))}, {\(members.joined(separator: ","))}]"] {
            let root = try JSONReader.read(text)
            let mappings: [DocumentNode] = if case .array(let list) = root.value { list } else { [root] }
            for mapping in mappings {
                guard case .object(let read) = mapping.value else { Issue.record("not a mapping"); continue }
                #expect(read.map(\.key) == keys.map { $0 == #"a\u0062"# ? "ab" : $0 })
            }
        }
        // A key at the very end of the text, where two words cannot be read past it.
        #expect(try JSONReader.read("{\"abc\":{\"abc\":{}}}")["abc"]?["abc"] != nil)
        // `{"abcdefghi":1,` is 15 characters: the second key's quote is column 16.
        #expect(throws: DocumentError(.duplicateKey("abcdefghi"), at: SourcePosition(line: 1, column: 16))) {
            try JSONReader.read("{\"abcdefghi\":1,\"abcdefghi\":2}")
        }
    }

    /// Lists and mappings are made at the size their siblings had: one long list does not make
    /// the next ones hold more, nor fewer, than they were given.
    @Test func listsAfterALongerSiblingKeepTheirOwnElements() throws {
        let long = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        let root = try JSONReader.read("[\(long), [1], [], [1, 2, 3], {\"a\": 1, \"b\": 2, \"c\": 3}, {\"d\": 4}]")
        guard case .array(let lists) = root.value else { Issue.record("not a list"); return }
        let counts = lists.map { node -> Int in
            switch node.value {
            case .array(let elements): return elements.count
            case .object(let members): return members.count
            default: return -1
            }
        }
        #expect(counts == [100, 1, 0, 3, 3, 1])
    }

    @Test(arguments: [
        ("{\"a\": 1, \"a\": 2}", "duplicate key 'a'", DocumentMessage.duplicateKey("a"), 1, 10),
        ("{\"a\": 01}", "invalid number: leading zeros are not allowed", .invalidNumber(.leadingZeros), 1, 7),
        ("[1, 2", "unexpected end of document, expected ',' or ']'", .unexpectedEnd(expected: .elementSeparator), 1, 6),
        ("{\"a\" 1}", "expected ':' after the key 'a'", .expectedColon(key: "a"), 1, 6),
        ("[tru]", "invalid literal, expected 'true'", .invalidLiteral(expected: "true"), 1, 2),
        ("\"a\\qb\"", "invalid escape '\\q'", .invalidEscape("q"), 1, 3),
        ("[1] x", "unexpected 'x' after the document", .unexpectedAfterDocument(byte: UInt8(ascii: "x")), 1, 5),
        ("[-]", "invalid number", .invalidNumber(.malformed), 1, 2),
        ("[1.]", "invalid number: digits expected after '.'", .invalidNumber(.noFractionDigits), 1, 2),
        ("[1e]", "invalid number: digits expected in the exponent", .invalidNumber(.noExponentDigits), 1, 2),
        ("[\"ab\tc\"]", "control character in a string (escape it)", .controlCharacterInString, 1, 5),
        ("[\"abc", "unterminated string", .unterminatedString, 1, 2),
        // Characters, not bytes: `{"é": 1, "ü" ` is 13 characters (15 bytes), so the 2 is column 14.
        ("{\"é\": 1, \"ü\" 2}", "expected ':' after the key 'ü'", .expectedColon(key: "ü"), 1, 14),
        // A tab is one character: `{`, tab, `"a"`, space, then the 1 at column 7.
        ("{\t\"a\" 1}", "expected ':' after the key 'a'", .expectedColon(key: "a"), 1, 7),
        // Lines end at a lone CR and at CRLF: the repeated key starts line 2.
        ("{\"a\": 1,\r\"a\": 2}", "duplicate key 'a'", .duplicateKey("a"), 2, 1),
        ("{\"a\": 1,\r\n\"a\": 2}", "duplicate key 'a'", .duplicateKey("a"), 2, 1),
        // A non-ASCII text counts on each line from its start: line 2 is `"ü", x]`, the x its 6th
        // character; then ` "😀", x]`, the x its 7th (😀 is 4 bytes).
        ("[\"é\",\r\"ü\", x]", "unexpected 'x', expected a value", .unexpectedByte(UInt8(ascii: "x"), expected: .value), 2, 6),
        ("[\"日本\",\n \"😀\", x]", "unexpected 'x', expected a value", .unexpectedByte(UInt8(ascii: "x"), expected: .value), 2, 7),
        // A key written with an escape is the same key as one without: `{"ab": 1, ` is 10 characters.
        ("{\"ab\": 1, \"a\\u0062\": 2}", "duplicate key 'ab'", .duplicateKey("ab"), 1, 11),
        // `{"a\u0062": 1, ` is 15 characters.
        ("{\"a\\u0062\": 1, \"ab\": 2}", "duplicate key 'ab'", .duplicateKey("ab"), 1, 16),
        ("-", "invalid number", .invalidNumber(.malformed), 1, 1),
    ])
    func malformedDocumentsAreRefusedWithAPosition(text: String, message: String, diagnostic: DocumentMessage, line: Int, column: Int) {
        #expect(throws: DocumentError(diagnostic, at: SourcePosition(line: line, column: column))) {
            try JSONReader.read(text)
        }
        #expect(diagnostic.text == message)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DocumentError.self) { try JSONReader.read(deep) }
    }
}
