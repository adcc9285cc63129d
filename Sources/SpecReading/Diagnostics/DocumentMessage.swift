import FramesFormat

/// What a document reader's error says (`DocumentError`): the YAML and JSON readers', the source
/// text's (size, UTF-8) and a frames file's. A spec's surfaces as `SpecMessage.unreadableDocument`
/// (Docs/CLI.md, "Diagnostics"). `text` is the sentence printed; tests compare the cases.
public enum DocumentMessage: Sendable, Equatable {
    // MARK: The source text (SourceText, either reader)

    case sourceTooLarge(limit: Int)
    case notUTF8(byte: UInt8, offset: Int)
    case documentTooLarge
    case nestingTooDeep
    case tooManyNodes(limit: Int, aliased: Bool)
    case duplicateKey(String)

    // MARK: YAML (Docs/SpecFormat.md, "YAML")

    case unsupported(YAMLFeature)
    /// A character outside YAML's c-printable, by its scalar value.
    case nonPrintable(UInt32)
    case tabIndentation
    case unexpectedContent
    /// `unexpected …, expected a value`: the character found, nil at the end of the document.
    case expectedValue(found: String?)
    case expectedMappingEntry
    case textAfterEntry(BlockCollection)
    case indentedMoreThanEntries(BlockCollection)
    case implicitKeyOnOneLine
    case implicitKeyInFlowSequence
    case mappingValueNotAllowed
    case blockSequenceOnKeyLine
    case blockSequenceOnAnchorLine
    case mappingOnKeyLine
    case anchorWithoutName
    case twoAnchors
    case aliasWithAnchor
    case unknownAnchor(String)
    case aliasesTooLarge
    case mergeKeyNotMapping
    case unterminatedFlowCollection
    case expectedFlowSeparator(close: Unicode.Scalar)
    case flowLineNotIndented
    case documentMarkerInFlow
    case blockScalarInFlow
    case blockScalarIndentationIndicator
    case blockScalarCommentSpace
    case textAfterBlockScalarHeader
    case tabInBlockScalar
    case leadingEmptyLineTooIndented
    case plainScalarKeyContinuation
    case unterminatedQuoted(QuoteStyle)
    case documentMarkerInQuoted
    case quotedLineNotIndented
    /// `\x`, `\u` or `\U` (`escape`) without its `count` hex digits.
    case escapeHexDigits(count: Int, escape: Unicode.Scalar)
    /// `\u`… whose hex digits (`digits`) name no Unicode scalar.
    case escapeNotAScalar(escape: Unicode.Scalar, digits: String)

    // MARK: JSON

    case unexpectedAfterDocument(byte: UInt8)
    case unexpectedEnd(expected: JSONExpected)
    case unexpectedByte(UInt8, expected: JSONExpected)
    case invalidLiteral(expected: String)
    case expectedQuotedKey
    case expectedColon(key: String)
    case invalidNumber(NumberProblem)
    case unterminatedString
    case controlCharacterInString
    case unpairedSurrogate
    case invalidUnicodeEscape
    case unicodeEscapeDigits
    /// A backslash and `character`, no escape of either reader.
    case invalidEscape(String)

    // MARK: Frames files (Docs/SpecFormat.md, "Output")

    case notAFramesDump
    case elementsMissing
    case elementWithoutCategory
    case contentSizeExpected
    /// A `version` other than 1, as written.
    case unsupportedFramesVersion(String)
    /// `what` (a member, as `contentSize.width` or `zIndex`) is no number, no finite one, or no whole one.
    case numberExpected(String, NumberKind)
    /// What the frames scanner (FramesFormat) refused, in its words.
    case framesScanner(message: String)
}

extension DocumentMessage {
    public enum YAMLFeature: Sendable, Equatable {
        case collectionKeys, tags, complexKeys, emptyKeys, directives, severalDocuments
    }

    public enum BlockCollection: Sendable, Equatable {
        case mapping, sequence
    }

    public enum QuoteStyle: Sendable, Equatable {
        case single, double
    }

    public enum JSONExpected: Sendable, Equatable {
        /// A value.
        case value
        /// `,` or `}`.
        case memberSeparator
        /// `,` or `]`.
        case elementSeparator
    }

    public enum NumberProblem: Sendable, Equatable {
        case malformed, leadingZeros, noFractionDigits, noExponentDigits
        /// Well formed, yet no Double reads it.
        case unreadable(String)
    }

    public enum NumberKind: Sendable, Equatable {
        case any, finite, whole
    }

    /// The sentence printed after `file:line:col: error:`.
    public var text: String {
        switch self {
        case .sourceTooLarge(let limit): "larger than \(limit) bytes; the part beyond the limit starts here"
        case .notUTF8(let byte, let offset): "not UTF-8: invalid byte 0x\(String(byte, radix: 16, uppercase: true)) at byte offset \(offset)"
        case .documentTooLarge: "document larger than \(DocumentLimits.maximumBytes) bytes"
        case .nestingTooDeep: "nesting deeper than \(DocumentLimits.maximumDepth) levels"
        case .tooManyNodes(let limit, let aliased):
            "the document holds more than \(limit) nodes (values, lists, mappings and keys"
                + (aliased ? ", each alias counted as the nodes it repeats)" : ")")
        case .duplicateKey(let key): "duplicate key '\(EchoedText.escaped(key))'"
        case .unsupported(let feature): "unsupported YAML feature: \(feature.text)"
        case .nonPrintable(let scalar):
            "the character U+\(String(repeating: "0", count: max(0, 4 - String(scalar, radix: 16).count)))"
                + "\(String(scalar, radix: 16, uppercase: true)) cannot appear in YAML (YAML 1.2.2, [1] c-printable); "
                + "write it as an escape in a double-quoted string"
        case .tabIndentation: "a tab (shown as →) in the indentation: YAML indents with spaces only"
        case .unexpectedContent: "unexpected content; check the indentation of this line"
        case .expectedValue(let found): "unexpected \(found.map { "'\(EchoedText.escaped($0))'" } ?? "end of document"), expected a value"
        case .expectedMappingEntry: "expected a mapping entry 'key: value' at this indentation"
        case .textAfterEntry(.mapping): "unexpected text after a mapping value"
        case .textAfterEntry(.sequence): "unexpected text after a sequence entry"
        case .indentedMoreThanEntries(.mapping): "this line is indented more than the keys of its mapping"
        case .indentedMoreThanEntries(.sequence): "this line is indented more than the entries of its sequence"
        case .implicitKeyOnOneLine: "an implicit key must be on one line"
        case .implicitKeyInFlowSequence: "an implicit key in a flow sequence must be on one line"
        case .mappingValueNotAllowed: "a mapping value is not allowed here; quote the value if ':' belongs to it"
        case .blockSequenceOnKeyLine: "a block sequence cannot start on the same line as its key"
        case .blockSequenceOnAnchorLine: "a block sequence cannot start on the same line as its anchor"
        case .mappingOnKeyLine: "a mapping cannot start on the same line as its key; put it on the next line"
        case .anchorWithoutName: "an anchor needs a name"
        case .twoAnchors: "a node cannot have two anchors"
        case .aliasWithAnchor: "an alias cannot have an anchor"
        case .unknownAnchor(let name): "unknown anchor '\(EchoedText.escaped(name))'"
        case .aliasesTooLarge: "aliases expand to more than \(YAMLReader.maximumAliasBytes) bytes"
        case .mergeKeyNotMapping: "a merge key (<<) takes a mapping or a list of mappings"
        case .unterminatedFlowCollection: "unterminated flow collection"
        case .expectedFlowSeparator(let close): "expected ',' or '\(close)' in a flow collection"
        case .flowLineNotIndented: "this line of a flow collection must be indented more than its block"
        case .documentMarkerInFlow: "document marker inside a flow collection"
        case .blockScalarInFlow: "block scalars cannot appear inside a flow collection"
        case .blockScalarIndentationIndicator: "a block scalar's indentation indicator must be 1 to 9"
        case .blockScalarCommentSpace: "a comment after a block scalar header needs a space before it"
        case .textAfterBlockScalarHeader: "unexpected text after a block scalar header; the content starts on the next line"
        case .tabInBlockScalar: "tabs cannot indent the lines of a block scalar"
        case .leadingEmptyLineTooIndented: "a leading empty line is indented more than the block scalar's first line"
        case .plainScalarKeyContinuation:
            "a mapping key cannot continue a multi-line plain scalar; quote the value or fix the indentation"
        case .unterminatedQuoted(.single): "unterminated single-quoted string"
        case .unterminatedQuoted(.double): "unterminated double-quoted string"
        case .documentMarkerInQuoted: "document marker inside a quoted string"
        case .quotedLineNotIndented: "this line of a quoted string must be indented more than its block"
        case .escapeHexDigits(let count, let escape): "invalid escape: \(count) hex digits expected after \\\(escape)"
        case .escapeNotAScalar(let escape, let digits): "invalid escape \\\(escape)\(digits): not a Unicode scalar"
        case .unexpectedAfterDocument(let byte): "unexpected \(Self.describe(byte)) after the document"
        case .unexpectedEnd(let expected): "unexpected end of document, expected \(expected.text)"
        case .unexpectedByte(let byte, let expected): "unexpected \(Self.describe(byte)), expected \(expected.text)"
        case .invalidLiteral(let word): "invalid literal, expected '\(word)'"
        case .expectedQuotedKey: "expected a key in double quotes"
        case .expectedColon(let key): "expected ':' after the key '\(EchoedText.escaped(key))'"
        case .invalidNumber(.malformed): "invalid number"
        case .invalidNumber(.leadingZeros): "invalid number: leading zeros are not allowed"
        case .invalidNumber(.noFractionDigits): "invalid number: digits expected after '.'"
        case .invalidNumber(.noExponentDigits): "invalid number: digits expected in the exponent"
        case .invalidNumber(.unreadable(let text)): "invalid number '\(EchoedText.escaped(text))'"
        case .unterminatedString: "unterminated string"
        case .controlCharacterInString: "control character in a string (escape it)"
        case .unpairedSurrogate: "unpaired surrogate in \\u escape"
        case .invalidUnicodeEscape: "invalid \\u escape"
        case .unicodeEscapeDigits: "invalid \\u escape: four hex digits expected"
        case .invalidEscape(let character): "invalid escape '\\\(character)'"
        case .notAFramesDump:
            "not a frames dump: \"format\": \"layout-compile/frames\" is missing (nor a reference case: \"spec\" and \"expected\")"
        case .elementsMissing: "not a frames dump: \"elements\" is missing"
        case .elementWithoutCategory: "an element without a category"
        case .contentSizeExpected: "contentSize: [width, height] or null expected"
        case .unsupportedFramesVersion(let version):
            "version: \(EchoedText.escaped(version)) is not a frames format version this tool reads: expected 1"
        case .numberExpected(let what, .any): "\(what): a number expected"
        case .numberExpected(let what, .finite): "\(what): a finite number expected"
        case .numberExpected(let what, .whole): "\(what): a whole number from -2^53 to 2^53 expected"
        case .framesScanner(let message): message
        }
    }

    /// A byte as JSON errors name it: the character when printable, else its value.
    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}

extension DocumentMessage.YAMLFeature {
    var text: String {
        switch self {
        case .collectionKeys: "collections as mapping keys"
        case .tags: "tags (!)"
        case .complexKeys: "complex mapping keys (?)"
        case .emptyKeys: "empty mapping keys"
        case .directives: "directives (%YAML, %TAG)"
        case .severalDocuments: "several documents in one stream"
        }
    }
}

extension DocumentMessage.JSONExpected {
    var text: String {
        switch self {
        case .value: "a value"
        case .memberSeparator: "',' or '}'"
        case .elementSeparator: "',' or ']'"
        }
    }
}
