import Testing
@testable import SpecReading

@Suite struct YAMLReaderTests {
    func read(_ text: String) throws -> JSONValue { JSONValue(try YAMLReader.read(text)) }

    func failure(_ text: String) -> DocumentError? {
        do {
            _ = try YAMLReader.read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func mergeKeysShareADefinitionAndExplicitKeysWin() throws {
        let value = try read("""
            base: &card
              size: {width: fractionalWidth(1), height: absolute(44)}
              contentInsets: 4
            wide:
              <<: *card
              contentInsets: 8
            """)
        let card: JSONValue = .object(["size": .object(["width": .string("fractionalWidth(1)"), "height": .string("absolute(44)")]),
                                       "contentInsets": .number(4)])
        #expect(value == .object(["base": card, "wide": .object([
            "size": .object(["width": .string("fractionalWidth(1)"), "height": .string("absolute(44)")]),
            "contentInsets": .number(8)])]))
    }

    @Test func yamlOneTwoBooleansOnly() throws {
        #expect(try read("[yes, no, on, off, true, False, ~, 0x1F, 0o17, 1e3]") == .array([
            .string("yes"), .string("no"), .string("on"), .string("off"), .bool(true), .bool(false), .null,
            .number(31), .number(15), .number(1000)]))
    }

    @Test func valuesKeepTheirPositions() throws {
        let root = try YAMLReader.read("sections:\n  - items: 3\n    group: {axis: vertical}\n")
        guard case .array(let sections) = root["sections"]?.value else { Issue.record("no sections"); return }
        #expect(sections[0]["items"]?.position == SourcePosition(line: 2, column: 12))
        #expect(sections[0]["group"]?["axis"]?.position == SourcePosition(line: 3, column: 19))
    }

    @Test func blockScalarsFoldAndChomp() throws {
        #expect(try read("a: |\n  one\n  two\n\nb: >-\n  one\n  two\n") == .object(["a": .string("one\ntwo\n"), "b": .string("one two")]))
    }

    @Test(arguments: [
        ("a: 1\na: 2\n", "duplicate key 'a'", DocumentMessage.duplicateKey("a"), 2, 1),
        ("a:\n\tb: 1\n", "a tab (shown as →) in the indentation: YAML indents with spaces only", .tabIndentation, 2, 2),
        // A tab before spaces, which would otherwise read as a line indented too far, or a flow
        // line not indented: the tab is named, at its column.
        ("a:\n  - 1\n\t  b: 2\n", "a tab (shown as →) in the indentation: YAML indents with spaces only", .tabIndentation, 3, 1),
        ("a: [1,\n\t2]\n", "a tab (shown as →) in the indentation: YAML indents with spaces only", .tabIndentation, 2, 1),
        ("!!str a\n", "unsupported YAML feature: tags (!)", .unsupported(.tags), 1, 1),
        ("%YAML 1.2\n---\na\n", "unsupported YAML feature: directives (%YAML, %TAG)", .unsupported(.directives), 1, 1),
        ("? a\n: b\n", "unsupported YAML feature: complex mapping keys (?)", .unsupported(.complexKeys), 1, 1),
        ("a\n---\nb\n", "unsupported YAML feature: several documents in one stream", .unsupported(.severalDocuments), 2, 1),
        ("a: *nowhere\n", "unknown anchor 'nowhere'", .unknownAnchor("nowhere"), 1, 4),
        ("a: \"open\n", "unterminated double-quoted string", .unterminatedQuoted(.double), 1, 4),
        ("a: b: c\n", "a mapping cannot start on the same line as its key; put it on the next line", .mappingOnKeyLine, 1, 4),
        ("- a\n  b: c\n", "a mapping key cannot continue a multi-line plain scalar; quote the value or fix the indentation", .plainScalarKeyContinuation, 2, 4),
        // Lines end at a lone CR and at CRLF; columns count characters (a tab, é and 😀 one each):
        // line 2 is `ü: [x, *y]` and `b:→[é,→*z]`, the alias's `*` their 8th character.
        ("é: 1\rü: [x, *y]", "unknown anchor 'y'", .unknownAnchor("y"), 2, 8),
        ("a: 1\r\nb:\t[é,\t*z]", "unknown anchor 'z'", .unknownAnchor("z"), 2, 8),
        // At the end of a non-ASCII text: `a: [é, 😀` is 8 characters, the end column 9.
        ("a: [é, 😀", "unterminated flow collection", .unterminatedFlowCollection, 1, 9),
        // The last character of the text, not its last byte: `a: [é,` ends at its 6th.
        ("a: [é,", "unterminated flow collection", .unterminatedFlowCollection, 1, 6),
        // An escape shows its whole character: the backslash is column 5.
        ("a: \"\\é\"", "invalid escape '\\é'", .invalidEscape("é"), 1, 5),
        ("- \"a\n  b\": 1\n", "an implicit key must be on one line", .implicitKeyOnOneLine, 1, 3),
        ("a: 1\n'a': 2\n", "duplicate key 'a'", .duplicateKey("a"), 2, 1),
        // A key written with an escape is the same key as one without.
        ("\"a\\x62\": 1\nab: 2\n", "duplicate key 'ab'", .duplicateKey("ab"), 2, 1),
    ])
    func errorsSayWhatAndWhere(text: String, message: String, diagnostic: DocumentMessage, line: Int, column: Int) {
        let error = failure(text)
        #expect(error?.diagnostic == diagnostic, "\(String(describing: error))")
        #expect(error?.message == message)
        #expect(error?.position == SourcePosition(line: line, column: column))
    }

    /// A line's start is read once, as a key or as the value it starts: a quoted scalar over two
    /// lines, a flow collection and an alias as sequence entries, a plain scalar going on below.
    @Test func valuesThatStartALineAreReadOnce() throws {
        #expect(try read("- \"a\n  b\"\n- 'c''d'\n- [1, {e: f}]\n- &x g\n- *x\n- h\n  i\n") == .array([
            .string("a b"), .string("c'd"), .array([.number(1), .object(["e": .string("f")])]), .string("g"), .string("g"),
            .string("h i")]))
    }

    /// Whole numbers of up to 15 digits are summed from their digits; longer ones, signs and
    /// points go through `Double(_:)`, which keeps a zero's sign.
    @Test func numbersOfFifteenAndSixteenDigits() throws {
        let root = try YAMLReader.read("[123456789012345, 1234567890123456, -0, +12, 0.5e1]")
        guard case .array(let items) = root.value else { Issue.record("not a list"); return }
        #expect(items.map(\.value) == [.number(123_456_789_012_345, text: "123456789012345"),
                                       .number(1_234_567_890_123_456, text: "1234567890123456"), .number(-0.0, text: "-0"),
                                       .number(12, text: "+12"), .number(5, text: "0.5e1")])
        guard case .number(let zero, _) = items[2].value else { return }
        #expect(zero.sign == .minus)
    }

    @Test func anAliasBombIsRefusedQuickly() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        // 10^9 nodes once expanded: refused at the bound, not expanded (the bytes the aliases add
        // pass their limit before the nodes do: each node is a few bytes of JSON at least).
        #expect(failure(text)?.diagnostic == .aliasesTooLarge)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.diagnostic == .nestingTooDeep)
    }
}
