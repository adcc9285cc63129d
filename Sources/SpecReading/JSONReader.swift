/// Reads JSON (RFC 8259) into a positioned document tree. Duplicate keys are errors.
public struct JSONReader {
    /// The text's UTF-8, read in place (`String.withUTF8`), not copied.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Values and keys read so far, against `nodeLimit` (`DocumentLimits.maximumNodes`).
    private var nodes = 0
    private let nodeLimit: Int
    /// Whether every byte is ASCII (the usual spec): a column is then the bytes since the line's start.
    private let isASCII: Bool
    /// The last position computed on the current line, so that the next one counts on from it:
    /// columns cost the bytes between two positions, not the line so far (a minified spec is one line).
    private var counted = (index: 0, column: 1)
    /// How many members the last mapping had and how many elements the last list had, at each
    /// depth: a spec repeats its shapes (a list of entries of the same keys), so the next one's
    /// array is made that size at once instead of growing by doubling (at most `maximumHint`).
    private var memberCountHints = [Int](repeating: 0, count: DocumentLimits.maximumDepth + 2)
    private var elementCountHints = [Int](repeating: 0, count: DocumentLimits.maximumDepth + 2)
    /// The keys made so far, to be found again rather than made anew.
    private var keys = KeyCache()
    /// A bound on a size hint, so that one long list does not make every later sibling reserve as much.
    private static let maximumHint = 64

    /// `nodeLimit`: `DocumentLimits.maximumNodes`, smaller in tests of the limit.
    public static func read(_ text: String, nodeLimit: Int = DocumentLimits.maximumNodes) throws(DocumentError) -> DocumentNode {
        var text = text
        let read = text.withUTF8 { bytes in
            var reader = JSONReader(bytes: bytes, nodeLimit: nodeLimit)
            return Result { () throws(DocumentError) in try reader.readDocument() }
        }
        return try read.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, nodeLimit: Int) {
        self.bytes = bytes
        self.nodeLimit = nodeLimit
        isASCII = SourceText.isASCII(UnsafeRawBufferPointer(bytes))
    }

    private var position: SourcePosition {
        mutating get {
            let end = min(index, bytes.count)
            if isASCII { return SourcePosition(line: line, column: end - lineStart + 1) }
            // Columns count characters, not bytes.
            if counted.index < lineStart || counted.index > end { counted = (lineStart, 1) }
            let column = counted.column + SourceText.characters(in: bytes[counted.index..<end])
            counted = (end, column)
            return SourcePosition(line: line, column: column)
        }
    }

    private mutating func readDocument() throws(DocumentError) -> DocumentNode {
        guard bytes.count <= DocumentLimits.maximumBytes else {
            throw DocumentError(.documentTooLarge, at: SourcePosition(line: 1, column: 1))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let node = try readValue()
        skipWhitespace()
        if index < bytes.count {
            throw DocumentError(.unexpectedAfterDocument(byte: bytes[index]), at: position)
        }
        return node
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A, 0x0D:
                // A line ends at LF, CRLF or a lone CR.
                index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }


    private mutating func readValue() throws(DocumentError) -> DocumentNode {
        let start = position
        guard index < bytes.count else { throw DocumentError(.unexpectedEnd(expected: .value), at: start) }
        try count(start)
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(start)
        case UInt8(ascii: "["): return try readArray(start)
        case UInt8(ascii: "\""): return DocumentNode(.string(try readString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return DocumentNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return DocumentNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return DocumentNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber(start)
        default: throw DocumentError(.unexpectedByte(bytes[index], expected: .value), at: start)
        }
    }

    /// One more node (a value or a key) at `start`, within `nodeLimit`.
    private mutating func count(_ start: SourcePosition) throws(DocumentError) {
        nodes += 1
        guard nodes <= nodeLimit else { throw DocumentError(.tooManyNodes(limit: nodeLimit, aliased: false), at: start) }
    }

    private mutating func expectWord(_ word: String) throws(DocumentError) {
        let start = position
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw DocumentError(.invalidLiteral(expected: word), at: start)
            }
            index += 1
        }
    }

    private mutating func enter(_ start: SourcePosition) throws(DocumentError) {
        depth += 1
        if depth > DocumentLimits.maximumDepth {
            throw DocumentError(.nestingTooDeep, at: start)
        }
    }

    private mutating func readObject(_ start: SourcePosition) throws(DocumentError) -> DocumentNode {
        try enter(start)
        index += 1
        var members: [DocumentNode.Member] = []
        var memberKeys = MemberKeys()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return DocumentNode(.object(members), at: start)
        }
        members.reserveCapacity(memberCountHints[depth])
        while true {
            skipWhitespace()
            let keyPosition = position
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw DocumentError(.expectedQuotedKey, at: keyPosition)
            }
            try count(keyPosition)
            let key = try readString(isKey: true)
            guard memberKeys.isNew(key, among: members) else { throw DocumentError(.duplicateKey(key), at: keyPosition) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw DocumentError(.expectedColon(key: key), at: position)
            }
            index += 1
            skipWhitespace()
            members.append(DocumentNode.Member(key: key, keyPosition: keyPosition, value: try readValue()))
            skipWhitespace()
            guard index < bytes.count else { throw DocumentError(.unexpectedEnd(expected: .memberSeparator), at: position) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw DocumentError(.unexpectedByte(bytes[index], expected: .memberSeparator), at: position)
        }
        memberCountHints[depth] = min(members.count, Self.maximumHint)
        depth -= 1
        return DocumentNode(.object(members), at: start)
    }

    private mutating func readArray(_ start: SourcePosition) throws(DocumentError) -> DocumentNode {
        try enter(start)
        index += 1
        var elements: [DocumentNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return DocumentNode(.array(elements), at: start)
        }
        elements.reserveCapacity(elementCountHints[depth])
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw DocumentError(.unexpectedEnd(expected: .elementSeparator), at: position) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw DocumentError(.unexpectedByte(bytes[index], expected: .elementSeparator), at: position)
        }
        elementCountHints[depth] = min(elements.count, Self.maximumHint)
        depth -= 1
        return DocumentNode(.array(elements), at: start)
    }

    /// A number as RFC 8259 section 6 writes it: `-`? then `0` or digits without a leading zero, then
    /// `.` and digits?, then `e` or `E`, a sign? and digits?. A whole number is read from its digits.
    private mutating func readNumber(_ start: SourcePosition) throws(DocumentError) -> DocumentNode {
        let begin = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let intStart = index
        guard digits() > 0 else { throw DocumentError(.invalidNumber(.malformed), at: start) }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 {
            throw DocumentError(.invalidNumber(.leadingZeros), at: start)
        }
        let whole = index == bytes.count || (bytes[index] != UInt8(ascii: ".") && bytes[index] | 0x20 != UInt8(ascii: "e"))
        if whole, let magnitude = WholeNumber.value(of: bytes[intStart..<index]) {
            // Its text is its integer's digits (JSON writes no leading zero), but for `-0`.
            guard negative, magnitude == 0 else { return DocumentNode(storage: .whole(negative ? -magnitude : magnitude), at: start) }
            return DocumentNode(.number(-0.0, text: text(begin..<index)), at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw DocumentError(.invalidNumber(.noFractionDigits), at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw DocumentError(.invalidNumber(.noExponentDigits), at: start) }
        }
        let text = text(begin..<index)
        guard let value = Double(text) else { throw DocumentError(.invalidNumber(.unreadable(text)), at: start) }
        return DocumentNode(.number(value, text: text), at: start)
    }

    /// A string in double quotes; a key (`isKey`) without escapes is looked up in the reader's `keys`.
    private mutating func readString(isKey: Bool = false) throws(DocumentError) -> String {
        let start = position
        index += 1
        // The string's UTF-8, runs of plain bytes copied whole and escapes encoded, decoded once at
        // the end (appending to a String piece by piece can copy all of it each time).
        var utf8: [UInt8] = []
        var run = index
        func flush() {
            if run < index { utf8.append(contentsOf: bytes[run..<index]) }
        }
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { utf8.append($0) }
        }
        while true {
            index = endOfPlainRun(from: index)
            guard index < bytes.count else { throw DocumentError(.unterminatedString, at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                // Without escapes (the usual string), the text is made from the source bytes at once.
                if utf8.isEmpty {
                    guard isKey else { return text(run..<index) }
                    return keys.key(in: bytes, run..<index)
                }
                flush()
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw DocumentError(.controlCharacterInString, at: position)
            }
            flush()
            let escapePosition = position
            index += 1
            guard index < bytes.count else { throw DocumentError(.unterminatedString, at: start) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): append("\"")
            case UInt8(ascii: "\\"): append("\\")
            case UInt8(ascii: "/"): append("/")
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0C}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "u"):
                var code = try readHex4(escapePosition)
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw DocumentError(.unpairedSurrogate, at: escapePosition)
                    }
                    index += 2
                    let low = try readHex4(escapePosition)
                    guard (0xDC00...0xDFFF).contains(low) else { throw DocumentError(.unpairedSurrogate, at: escapePosition) }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw DocumentError(.invalidUnicodeEscape, at: escapePosition)
                }
                append(scalar)
            default:
                throw DocumentError(.invalidEscape(String(Character(Unicode.Scalar(escape)))), at: escapePosition)
            }
            run = index
        }
    }

    /// The index of the first byte from `start` on that ends a string's plain run (a quote, a
    /// backslash or a control character), or the end of the text.
    private func endOfPlainRun(from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        return end
    }

    /// The source's bytes in `range` as a string.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func readHex4(_ at: SourcePosition) throws(DocumentError) -> UInt32 {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw DocumentError(.unicodeEscapeDigits, at: at)
        }
        index += 4
        return value
    }
}
