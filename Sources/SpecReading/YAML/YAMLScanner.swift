/// Byte-level access to a YAML source: positions, line structure and the small lexical tests
/// every part of the reader shares.
///
/// The scanner works on the source's UTF-8 bytes. Everything YAML's syntax is made of (indicators,
/// blanks, line breaks, quotes) is ASCII, and no byte of a multi-byte character is an ASCII byte, so
/// the reader steps byte by byte and a scalar's text is its byte range. Only columns count
/// characters (`column(of:)`). The few tests the parser asks of it at every node are inlined: a
/// call would copy the scanner out of the parser each time.
struct YAMLScanner {
    /// The source's UTF-8, without a leading byte order mark: the text's own, read in place
    /// (`YAMLReader.read` holds it while the parser reads), not copied.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset (into `bytes`) the reader is at.
    var index = 0
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]
    /// Whether the text is all ASCII: a column is then an offset from the line's start.
    private let isASCII: Bool
    /// The line found last, where the next look-up starts.
    private var lastLine = 0
    /// The last column counted on a line of a non-ASCII text: the next count on that line goes from
    /// there, so that columns cost the bytes between two positions, not the line so far (a flow
    /// collection can be one long line).
    private var counted = (line: 0, offset: 0, column: 0)

    /// The source's bytes and line starts in one pass.
    init(_ source: UnsafeBufferPointer<UInt8>) {
        // A leading byte order mark is no character of the document.
        let bytes = UnsafeBufferPointer(rebasing: source[(source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...])
        self.bytes = bytes
        var starts = [0]
        var allBits: UInt8 = 0
        for at in bytes.indices {
            let byte = bytes[at]
            allBits |= byte
            // A line ends at LF, CRLF or a lone CR (YAML 1.2, "Line Break Characters").
            if byte == 0x0A || (byte == 0x0D && (at + 1 == bytes.count || bytes[at + 1] != 0x0A)) {
                starts.append(at + 1)
            }
        }
        lineStarts = starts
        isASCII = allBits < 0x80
    }

    var atEnd: Bool { index >= bytes.count }

    /// The byte at `offset` as a scalar, so that it compares with character literals: an ASCII byte
    /// is that character; a byte of a multi-byte character reads as one of U+0080 to U+00FF, which
    /// the reader never looks for.
    @inline(__always)
    subscript(offset: Int) -> Unicode.Scalar { Unicode.Scalar(bytes[offset]) }

    /// The byte at `index + offset` (as `self[_:]` reads it), `nil` outside the text.
    @inline(__always)
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let at = index + offset
        return at >= 0 && at < bytes.count ? Unicode.Scalar(bytes[at]) : nil
    }

    /// The text of `range`, made straight from its bytes (which start and end at characters).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whole character that starts at `offset`, for a message that shows it.
    func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return string(offset..<end)
    }

    /// The offset of the text's last character (of its first byte), for an error at the end.
    var lastCharacter: Int {
        var at = bytes.count - 1
        while at > 0, bytes[at] & 0xC0 == 0x80 { at -= 1 }
        return at
    }

    /// The line (0-based) holding `offset`.
    mutating func line(of offset: Int) -> Int {
        // The reader asks about the line it is on, or the next, far more often than any other.
        let last = lastLine
        if contains(line: last, offset) { return last }
        if contains(line: last + 1, offset) {
            lastLine = last + 1
            return last + 1
        }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        lastLine = low
        return low
    }

    private func contains(line: Int, _ offset: Int) -> Bool {
        line < lineStarts.count && lineStarts[line] <= offset && (line + 1 == lineStarts.count || offset < lineStarts[line + 1])
    }

    /// The column (0-based, in characters) of `offset` within its line.
    mutating func column(of offset: Int) -> Int { column(of: offset, onLine: line(of: offset)) }

    private mutating func column(of offset: Int, onLine line: Int) -> Int {
        if isASCII { return offset - lineStarts[line] }
        if counted.line != line { counted = (line, lineStarts[line], 0) }
        var column = counted.column
        if offset >= counted.offset {
            column += SourceText.characters(in: bytes[counted.offset..<offset])
        } else {
            column -= SourceText.characters(in: bytes[offset..<counted.offset])
        }
        counted = (line, offset, column)
        return column
    }

    var column: Int { mutating get { column(of: index) } }

    /// Whether only blanks stand before the current position on its line.
    @inline(__always)
    var isFirstOnLine: Bool {
        var at = index - 1
        while at >= 0, YAMLScanner.isBlank(self[at]) { at -= 1 }
        return at < 0 || YAMLScanner.isBreak(self[at])
    }

    mutating func position(of offset: Int) -> SourcePosition {
        let line = line(of: offset)
        return SourcePosition(line: line + 1, column: column(of: offset, onLine: line) + 1)
    }

    var position: SourcePosition { mutating get { position(of: index) } }

    /// The offset and code of the first character YAML does not allow in a stream (YAML 1.2.2,
    /// [1] c-printable): C0 controls but tab, line feed and carriage return; DEL; C1 controls
    /// but NEL (U+0085); U+FFFE and U+FFFF. Read from the UTF-8 bytes in one pass.
    func firstNonPrintable() -> (offset: Int, scalar: UInt32)? {
        var at = 0
        while at < bytes.count {
            let byte = bytes[at]
            switch byte {
            case 0x09, 0x0A, 0x0D:
                break
            case 0x00..<0x20, 0x7F:
                return (at, UInt32(byte))
            case 0xC2 where at + 1 < bytes.count && (0x80...0x9F).contains(bytes[at + 1]) && bytes[at + 1] != 0x85:
                return (at, UInt32(bytes[at + 1]))
            case 0xEF where at + 2 < bytes.count && bytes[at + 1] == 0xBF && (bytes[at + 2] == 0xBE || bytes[at + 2] == 0xBF):
                return (at, 0xFFF0 + UInt32(bytes[at + 2] & 0x0F))
            default:
                break
            }
            at += 1
        }
        return nil
    }

    func error(_ diagnostic: DocumentMessage, at offset: Int? = nil) -> DocumentError {
        // An error is made once per read: a copy, to count its column, costs nothing that matters.
        var scanner = self
        let at = offset ?? index
        // A complaint about a line's indentation whose indentation holds a tab is about the tab:
        // said so, at the tab (a tab is no indentation in YAML, so the line seemed to be elsewhere).
        if diagnostic.isAboutIndentation, let tab = scanner.tabInIndentation(ofLineAt: at) {
            return DocumentError(.tabIndentation, at: scanner.position(of: tab))
        }
        return DocumentError(diagnostic, at: scanner.position(of: at))
    }

    /// The first tab among the blanks that start the line holding `offset`, if any.
    mutating func tabInIndentation(ofLineAt offset: Int) -> Int? {
        var at = lineStarts[line(of: min(offset, max(bytes.count - 1, 0)))]
        while at < bytes.count, self[at] == " " || self[at] == "\t" {
            if self[at] == "\t" { return at }
            at += 1
        }
        return nil
    }

    /// Leading spaces of the line holding `offset` (tabs do not count as indentation).
    mutating func indentation(ofLineAt offset: Int) -> Int {
        var at = lineStarts[line(of: offset)]
        var count = 0
        while at < bytes.count, self[at] == " " { at += 1; count += 1 }
        return count
    }

    static func isBreak(_ c: Unicode.Scalar?) -> Bool { c == "\n" || c == "\r" }
    static func isBlank(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" }
    static func isFlowIndicator(_ c: Unicode.Scalar?) -> Bool { c == "," || c == "[" || c == "]" || c == "{" || c == "}" }

    /// Whitespace, a line break or the end of the text.
    @inline(__always)
    func isSpaceOrEnd(_ offset: Int = 0) -> Bool {
        let c = peek(offset)
        return c == nil || YAMLScanner.isBlank(c) || YAMLScanner.isBreak(c)
    }

    /// `---` or `...` at the start of a line, followed by whitespace or the end.
    @inline(__always)
    func atDocumentMarker() -> Bool { isDocumentMarker(at: index) }

    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 2 < bytes.count else { return false }
        let c = self[offset]
        // At the start of a line: `c` is no line break, so the byte before it ends the line.
        guard c == "-" || c == ".", offset == 0 || YAMLScanner.isBreak(self[offset - 1]) else { return false }
        let after = offset + 3 < bytes.count ? self[offset + 3] : nil
        return self[offset + 1] == c && self[offset + 2] == c && (after == nil || YAMLScanner.isBlank(after) || YAMLScanner.isBreak(after))
    }

    mutating func skipBlanks() {
        while YAMLScanner.isBlank(peek()) { index += 1 }
    }

    /// Consumes one line break (`\n`, `\r\n` or `\r`).
    mutating func skipBreak() {
        if peek() == "\r" { index += 1 }
        if peek() == "\n" { index += 1 }
    }

    /// Skips blanks, comments and line breaks up to the next content. Returns whether a line
    /// break was crossed. A `#` starts a comment only after whitespace or at a line's start.
    @discardableResult
    mutating func skipToContent() -> Bool {
        var crossed = false
        while let c = peek() {
            if YAMLScanner.isBlank(c) {
                index += 1
            } else if YAMLScanner.isBreak(c) {
                skipBreak()
                crossed = true
            } else if c == "#" && (index == 0 || YAMLScanner.isBlank(self[index - 1]) || YAMLScanner.isBreak(self[index - 1])) {
                while let d = peek(), !YAMLScanner.isBreak(d) { index += 1 }
            } else {
                break
            }
        }
        return crossed
    }

    /// An anchor or alias name: everything up to whitespace or a flow indicator.
    mutating func readName() -> String {
        let start = index
        while let c = peek(), !isSpaceOrEnd(), !YAMLScanner.isFlowIndicator(c) { index += 1 }
        return string(start..<index)
    }
}
