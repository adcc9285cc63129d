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
        ("a: 1\na: 2\n", "duplicate key 'a'", 2, 1),
        ("a:\n\tb: 1\n", "a tab (shown as →) in the indentation: YAML indents with spaces only", 2, 2),
        ("!!str a\n", "unsupported YAML feature: tags (!)", 1, 1),
        ("%YAML 1.2\n---\na\n", "unsupported YAML feature: directives (%YAML, %TAG)", 1, 1),
        ("? a\n: b\n", "unsupported YAML feature: complex mapping keys (?)", 1, 1),
        ("a\n---\nb\n", "unsupported YAML feature: several documents in one stream", 2, 1),
        ("a: *nowhere\n", "unknown anchor 'nowhere'", 1, 4),
        ("a: \"open\n", "unterminated double-quoted string", 1, 4),
        ("a: b: c\n", "a mapping cannot start on the same line as its key; put it on the next line", 1, 4),
        ("- a\n  b: c\n", "a mapping key cannot continue a multi-line plain scalar; quote the value or fix the indentation", 2, 4),
    ])
    func errorsSayWhatAndWhere(text: String, message: String, line: Int, column: Int) {
        let error = failure(text)
        #expect(error?.message == message, "\(String(describing: error))")
        #expect(error?.position == SourcePosition(line: line, column: column))
    }

    @Test func anAliasBombIsRefusedQuickly() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        // 10^9 nodes once expanded: refused at the bound, not expanded.
        #expect(failure(text)?.message == "aliases expand to more than \(YAMLReader.maximumExpandedNodes) nodes")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.message.contains("nesting deeper than") == true)
    }
}
