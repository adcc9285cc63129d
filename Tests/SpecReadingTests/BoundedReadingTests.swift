import FramesFormat
import Foundation
import LayoutEngine
import Testing
@testable import SpecReading

/// Issue 11: limits and adversarial input. Readers linear, line ends of every kind, positions for
/// bad bytes, echoes quoted and cut, group work and alias bytes bounded, every adapt branch checked.
@Suite struct BoundedReadingTests {
    func specError(_ yaml: String) -> Diagnostics? {
        do {
            _ = try SpecDecoder.decode(try YAMLReader.read(yaml))
            return nil
        } catch let error as Diagnostics {
            return error
        } catch {
            Issue.record("not a spec error: \(error)")
            return nil
        }
    }

    func documentError(_ read: () throws -> Any) -> DocumentError? {
        do {
            _ = try read()
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return nil
        }
    }

    // MARK: Line ends

    @Test func aLoneCarriageReturnEndsALineInJSON() throws {
        let root = try JSONReader.read("{\"a\": 1,\r\"b\": 2,\r\n\"c\": 3}")
        #expect(root["b"]?.position == SourcePosition(line: 2, column: 6))
        // CRLF is one line end: "c" is on line 3.
        #expect(root["c"]?.position == SourcePosition(line: 3, column: 6))
    }

    @Test func aLoneCarriageReturnEndsALineInYAML() throws {
        let lines = ["environment:", "  width: 320", "sections:", "  - items: 2", "    kind: |", "      one", "      two"]
        let lf = try YAMLReader.read(lines.joined(separator: "\n") + "\n")
        let cr = try YAMLReader.read(lines.joined(separator: "\r") + "\r")
        let crlf = try YAMLReader.read(lines.joined(separator: "\r\n") + "\r\n")
        #expect(cr == lf)
        #expect(crlf == lf)
        // The width is on line 2, column 10, whatever ends the lines.
        #expect(cr["environment"]?["width"]?.position == SourcePosition(line: 2, column: 10))
    }

    // MARK: Columns on one long line

    @Test func columnsOnAMinifiedLineCountCharactersNotBytes() throws {
        // Columns:    1234567890123456789012
        let root = try JSONReader.read(#"{"é":"ü","b":[1,{"c":3}]}"#)
        #expect(root["é"]?.position == SourcePosition(line: 1, column: 6))
        #expect(root["b"]?.position == SourcePosition(line: 1, column: 14))
        guard case .array(let list)? = root["b"]?.value else { Issue.record("no list"); return }
        #expect(list[1]["c"]?.position == SourcePosition(line: 1, column: 22))
        // An error after a position was computed further on the line still counts from the line start.
        let error = documentError { try JSONReader.read("{\"a\": [1, 2, 3], \"a\": 1}") }
        #expect(error?.position == SourcePosition(line: 1, column: 18))
    }

    @Test func yamlColumnsCountCharactersNotBytes() throws {
        // Columns:                     1234567890123456
        let root = try YAMLReader.read("é: {ü: [1, {c: 😀}]}\nö: \"ä\"\n")
        #expect(root["é"]?.position == SourcePosition(line: 1, column: 4))
        #expect(root["é"]?["ü"]?.position == SourcePosition(line: 1, column: 8))
        guard case .array(let list)? = root["é"]?["ü"]?.value else { Issue.record("no list"); return }
        #expect(list[1]["c"]?.position == SourcePosition(line: 1, column: 16))
        #expect(root["ö"]?.position == SourcePosition(line: 2, column: 4))
        // An error before a position already counted on the line (the second key, found after its
        // value was read) and one after a tab, which is one character.
        let repeated = documentError { try YAMLReader.read("é: {ü: \"😀\", ü: 2}") }
        #expect(repeated?.position == SourcePosition(line: 1, column: 13))
        let unknown = documentError { try YAMLReader.read("ü:\t[é, *x]") }
        #expect(unknown?.position == SourcePosition(line: 1, column: 8))
    }

    @Test func aLongPlainScalarKeepsItsBlanksInsideAndDropsThemAtTheEnd() throws {
        let root = try YAMLReader.read("a: " + String(repeating: "ab ", count: 10_000) + "  # note\n")
        #expect(root["a"]?.value == .string(String(repeating: "ab ", count: 10_000).trimmingCharacters(in: .whitespaces)))
    }

    // MARK: What errors echo

    @Test func suggestionsAreOnlySoughtForShortWords() {
        #expect(suggestion(for: "subitem", among: ["subitems", "size"]) == "subitems")
        #expect(suggestion(for: String(repeating: "s", count: 100_000), among: ["subitems", "size"]) == nil)
    }

    @Test func quotedTextEscapesControlCharactersAndIsCut() {
        #expect(EchoedText.escaped("gr\u{0}oup\u{1B}") == "gr\\0oup\\u{1B}")
        let long = EchoedText.escaped(String(repeating: "k", count: 1_000))
        // 80 characters and an ellipsis.
        #expect(long == String(repeating: "k", count: 80) + "…")
    }

    @Test func anUnknownKeyWithANulIsEscapedInThePathAndTheMessage() throws {
        // Raw in YAML a NUL is refused as it is read (c-printable); escaped, it reaches the key.
        let error = specError("sections:\n  - items: 1\n    \"gr\\0oup\": {}\n")
        #expect(error?.path == "sections[0].gr\\0oup")
        #expect(error?.diagnostic?.kind == .unknownKey)
        #expect(error?.message.hasPrefix("unknown key 'gr\\0oup'") == true)
        #expect(error?.rendered(file: "f.yaml", source: "sections:\n  - items: 1\n    \"gr\\0oup\": {}\n").contains("\u{0}") == false)
    }

    @Test func echoedSourceLinesAreCutAroundTheCaret() {
        let line = String(repeating: "a", count: 5_000) + "X" + String(repeating: "b", count: 5_000)
        let text = Diagnostic.render(file: "f", position: SourcePosition(line: 2, column: 5_001), message: "m", source: "first\n" + line)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        // 120 characters around the caret, an ellipsis each side.
        #expect(lines[1].count == 122)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "X")
    }

    @Test func controlCharactersInAnEchoedLineKeepTheCaretInPlace() {
        let text = Diagnostic.render(file: "f", position: SourcePosition(line: 1, column: 4), message: "m", source: "a\u{0}\tX")
        #expect(text.hasSuffix("\na?→X\n   ^"))
    }

    // MARK: Bytes that are not text

    @Test func invalidUTF8IsPlacedAtItsFirstBadByte() {
        let bytes = Array("sections:\n  - items: 1\n    group: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = documentError { try SourceText.decode(bytes) }
        // Line 3: "    group: caf" is 14 characters; the bad byte is the 15th.
        #expect(error?.position == SourcePosition(line: 3, column: 15))
        // "sections:\n" (10 bytes), "  - items: 1\n" (13), "    group: caf" (14): the bad byte is at offset 37.
        #expect(error?.diagnostic == .notUTF8(byte: 0xC3, offset: 37))
        // Characters before it count once each, whatever their length in bytes.
        let accented = documentError { try SourceText.decode(Array("é\rü".utf8) + [0xFF]) }
        #expect(accented?.position == SourcePosition(line: 2, column: 2))
        #expect((try? SourceText.decode(Array("\u{FEFF}a: 1".utf8))) == "\u{FEFF}a: 1")
    }

    /// ASCII is checked eight bytes at a time, then byte by byte: a bad byte in either part, or an
    /// ASCII text past the limit, is placed as the scalar walk places it.
    @Test func theASCIICheckLeavesNoByteOut() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17] {
            let ascii = Array(String(repeating: "a", count: length).utf8)
            #expect((try? SourceText.decode(ascii)) == String(repeating: "a", count: length))
            #expect(!(ascii + [0xC3]).withUnsafeBytes(SourceText.isASCII), "a non-ASCII byte after \(length) ASCII ones")
            // A lone continuation byte after `length` characters: the (length + 1)th column.
            #expect(documentError { try SourceText.decode(ascii + [0x80]) }?.position == SourcePosition(line: 1, column: length + 1))
        }
        #expect(Array("0123456789abcdef".utf8).withUnsafeBytes(SourceText.isASCII))
        // `ab`, a line break, `c`: the fifth byte, `d`, is past a limit of 4, at line 2, column 2.
        let large = documentError { try SourceText.decode(Array("ab\ncd".utf8), limit: 4) }
        #expect(large == DocumentError(.sourceTooLarge(limit: 4), at: SourcePosition(line: 2, column: 2)))
        #expect(large?.message == "larger than 4 bytes; the part beyond the limit starts here")
        #expect((try? SourceText.decode(Array("ab\ncd".utf8), limit: 5)) == "ab\ncd")
    }

    // MARK: Aliases

    @Test func aliasesAreCountedInBytes() {
        // 100 aliases of a 60,000-byte string, ten times over: 60 MB from a 60 kB file.
        let text = "x-s: &s \"" + String(repeating: "y", count: 60_000) + "\"\n"
            + "x-l: &l [" + Array(repeating: "*s", count: 100).joined(separator: ", ") + "]\n"
            + "x-m: &m [" + Array(repeating: "*l", count: 10).joined(separator: ", ") + "]\n"
        let error = documentError { try YAMLReader.read(text) }
        #expect(error?.diagnostic == .aliasesTooLarge)
        #expect(error?.message == "aliases expand to more than \(YAMLReader.maximumAliasBytes) bytes")
        // The third line's aliases are the ones that pass the limit: 16 MiB / 6 MB per *l.
        #expect(error?.position.line == 3)
        // The same under the limit reads.
        #expect((try? YAMLReader.read("x-s: &s \"yyyy\"\nx-l: [*s, *s, *s]\n")) != nil)
    }

    @Test func eachAliasIsCountedOnce() throws {
        // 130 aliases of a 60,000-byte string (60,002 bytes as JSON each: 7,800,260), then the list
        // once (2 + 130 * 60,003 = 7,800,392): 15,600,652 bytes, under 16 MiB. Read twice (a flow
        // collection or an alias as a block value was read once as a possible key), it went over.
        let text = "x-s: &s \"" + String(repeating: "y", count: 60_000) + "\"\n"
            + "x-l: &l [" + Array(repeating: "*s", count: 130).joined(separator: ", ") + "]\n"
            + "x-m: *l\n"
        #expect(try YAMLReader.read(text)["x-m"] == YAMLReader.read(text)["x-l"])
    }

    /// An outline `levels` deep, built by aliases: each level's entry holds the one below as its only child.
    static func aliasedOutline(levels: Int) -> String {
        var text = "x-row0: &row0 {id: leaf}\n"
        for level in 1..<levels {
            text += "x-row\(level): &row\(level) {id: r, expanded: true, children: [*row\(level - 1)]}\n"
        }
        return text + "sections: [{list: {}, items: [*row\(levels - 1)]}]\n"
    }

    @Test func outlinesDeeperThanTheLimitAreRefused() throws {
        // Levels 0 to 255 read: one row a level.
        let deepest = try SpecDecoder.decode(try YAMLReader.read(Self.aliasedOutline(levels: SpecLimits.maximumOutlineDepth)))
        #expect(deepest.layout.sections[0].items.entries.count == SpecLimits.maximumOutlineDepth)
        #expect(deepest.layout.sections[0].items.entries.last?.level == SpecLimits.maximumOutlineDepth - 1)
        let error = specError(Self.aliasedOutline(levels: SpecLimits.maximumOutlineDepth + 1))
        #expect(error?.diagnostic == .tooMany(.outlineDepth))
        #expect(error?.message == "outline nested deeper than 256 levels")
        #expect(error?.path.hasPrefix("sections[0].items[0].children[0].children[0]") == true)
    }

    // MARK: Work per group

    static func nested(outer: String, inner: String, item: String = "fractionalWidth(1)") -> String {
        """
        sections:
          - items: 10
            group:
              size: {width: fractionalWidth(1), height: absolute(10)}
              \(outer)
              subitems:
                - group:
                    size: {width: fractionalWidth(1), height: absolute(10)}
                    \(inner)
                    subitems:
                      - item: {size: {width: \(item), height: absolute(10)}}
        """
    }

    @Test func nestedCountsMultiplyAndAreBounded() {
        // 100 × 10,000 = 1,000,000 cells: the limit itself.
        #expect(specError(Self.nested(outer: "count: 100", inner: "count: 10000")) == nil)
        // 101 × 10,000 = 1,010,000: refused, at the outer group.
        let error = specError(Self.nested(outer: "count: 101", inner: "count: 10000"))
        #expect(error?.path == "sections[0].group")
        #expect(error?.position == SourcePosition(line: 4, column: 7))
        #expect(error?.diagnostic == .tooMuchWork(.groupCells))
    }

    @Test func zeroLengthItemsRepeatingAcrossNestingAreBounded() {
        // A zero-width item repeats 10,000 times in its zero-width group; 10,000 of those groups
        // fit in the outer group: 10^8 cells, refused at the outer group.
        let error = specError(Self.nested(outer: "", inner: "", item: "absolute(0)")
            .replacingOccurrences(of: "width: fractionalWidth(1), height: absolute(10)}\n            ",
                                  with: "width: absolute(0), height: absolute(10)}\n            "))
        #expect(error?.path == "sections[0].group")
        // Half-width items: two per row, five rows of groups would be fine.
        #expect(specError(Self.nested(outer: "count: 5", inner: "", item: "fractionalWidth(0.5)")) == nil)
    }

    @Test func theInnermostGroupOverTheLimitIsNamed() {
        let error = specError("""
            sections:
              - items: 1
                group:
                  size: {width: fractionalWidth(1), height: absolute(10)}
                  subitems:
                    - group:
                        size: {width: absolute(0), height: absolute(10)}
                        subitems:
                          - group:
                              size: {width: absolute(0), height: absolute(10)}
                              subitems:
                                - item: {size: {width: absolute(0), height: absolute(10)}}
            """)
        #expect(error?.path == "sections[0].group.subitems[0].group")
        #expect(error?.position == SourcePosition(line: 7, column: 13))
    }

    @Test func emptyGroupsRepeatedAcrossNestingAreBoundedByTheirSteps() {
        // A zero-width group holding a 10-wide item holds none; its zero-width parents repeat it
        // 10,000 times a level: no cells, but 10^4 × 10^4 × … groups to solve.
        var level = "item: {size: {width: absolute(10), height: absolute(10)}}"
        for _ in 0..<3 { level = "group: {size: {width: absolute(0), height: absolute(10)}, subitems: [{\(level)}]}" }
        let error = specError("sections:\n  - items: 1\n    group: {size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [{\(level)}]}\n")
        #expect(error?.diagnostic == .tooMuchWork(.groupSteps))
    }

    @Test func aBaseSectionsCellsAreCountedInEverySection() {
        // 1000 × 1000 = 10^6 cells per section: within the group limit, but repeated by the base
        // section in every one, each solved on its own: the third section takes the layout past 2 × 10^6.
        let text = """
            section:
              group:
                size: {width: fractionalWidth(1), height: absolute(10)}
                count: 1000
                subitems:
                  - group:
                      size: {width: fractionalWidth(1), height: absolute(10)}
                      count: 1000
                      subitems:
                        - item: {size: {width: fractionalWidth(1), height: absolute(10)}}
            sections:

            """ + String(repeating: "  - items: 1\n", count: 50)
        let error = specError(text)
        #expect(error?.path == "sections[2]")
        #expect(error?.diagnostic == .tooMuchWork(.layoutCells))
        // Two such sections are fine.
        #expect(specError(text.components(separatedBy: "  - items: 1\n")[0] + "  - items: 1\n  - items: 1\n") == nil)
    }

    @Test func stepsWithoutCellsAreCountedInEverySection() {
        // A zero-width group holding a 10-wide item holds no cell; the section's group repeats it
        // up to 10,000 times: steps (several for each repetition, counting how many fit), no cells.
        // Repeated by the base section in 2,000 sections (2 × 10^7 repetitions), the layout's steps
        // pass 5 × 10^7 while its cells stay at 0.
        let text = """
            section:
              group:
                size: {width: fractionalWidth(1), height: absolute(10)}
                subitems:
                  - group:
                      size: {width: absolute(0), height: absolute(10)}
                      subitems:
                        - item: {size: {width: absolute(10), height: absolute(10)}}
            sections:

            """ + String(repeating: "  - items: 1\n", count: 2_000)
        let error = specError(text)
        #expect(error?.path.hasPrefix("sections[") == true)
        #expect(error?.diagnostic == .tooMuchWork(.layoutSteps))
    }

    static func badged(items: Int, badges: Int) -> String {
        let badge = "{kind: badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: [top]}}"
        return """
            sections:
              - items: \(items)
                group:
                  size: {width: fractionalWidth(1), height: absolute(10)}
                  subitems:
                    - item:
                        size: {width: fractionalWidth(1), height: absolute(10)}
                        supplementaryItems: [\(Array(repeating: badge, count: badges).joined(separator: ", "))]
            """
    }

    @Test func supplementaryItemsMultiplyWithTheCellsAndAreBounded() {
        // 1,000,000 cells with three badges each: 4,000,000 elements, the limit itself.
        #expect(specError(Self.badged(items: 1_000_000, badges: 3)) == nil)
        // With four: 5,000,000, refused at the section.
        let error = specError(Self.badged(items: 1_000_000, badges: 4))
        #expect(error?.path == "sections[0]")
        #expect(error?.diagnostic == .tooMuchWork(.layoutElements))
    }

    // MARK: adapt

    @Test func everyAdaptBranchIsValidatedWhateverTheWidth() {
        let error = specError("""
            environment: {width: 390}
            sections:
              - items: 4
                group:
                  size: {width: fractionalWidth(1), height: absolute(44)}
                  subitems:
                    - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                adapt:
                  - when: {width: ">= 1000"}
                    interGroupSpacing: .nan
            """)
        #expect(error?.path == "sections[0].adapt[0].interGroupSpacing")
        #expect(error?.diagnostic == .notFinite)
    }
}
