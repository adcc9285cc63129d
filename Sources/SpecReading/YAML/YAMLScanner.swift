/// Character-level access to a YAML source: positions, line structure and the small lexical tests
/// every part of the reader shares.
struct YAMLScanner {
    let text: [Unicode.Scalar]
    var index = 0
    /// Index of the first character of each line.
    private let lineStarts: [Int]

    /// The source's characters and line starts in one pass over its UTF-8: an ASCII byte is its
    /// own character, and no count of the characters is taken first.
    init(_ source: String) {
        var source = source
        var starts = [0]
        text = source.withUTF8 { bytes in
            // A leading byte order mark is no character of the document.
            let first = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count - first) { scalars, count in
                var at = first
                while at < bytes.count {
                    let byte = bytes[at]
                    let scalar: Unicode.Scalar
                    if byte < 0x80 {
                        scalar = Unicode.Scalar(byte)
                        at += 1
                        // A line ends at LF, CRLF or a lone CR (YAML 1.2, "Line Break Characters").
                        if byte == 0x0A || (byte == 0x0D && (at == bytes.count || bytes[at] != 0x0A)) {
                            starts.append(count + 1)
                        }
                    } else {
                        // A String's UTF-8 is valid: the lead byte gives the width.
                        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                        var value = UInt32(byte) & (0x7F >> width)
                        for next in bytes[(at + 1)..<(at + width)] { value = value << 6 | UInt32(next & 0x3F) }
                        scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                        at += width
                    }
                    scalars[count] = scalar
                    count += 1
                }
            }
        }
        lineStarts = starts
    }

    var atEnd: Bool { index >= text.count }

    /// The text of `range`, its UTF-8 written straight into the new string's storage.
    func string(_ range: Range<Int>) -> String {
        let count = text[range].reduce(0) { $0 + UTF8.width($1) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for scalar in text[range] {
                UTF8.encode(scalar) { buffer[written] = $0; written += 1 }
            }
            return written
        }
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let at = index + offset
        return at >= 0 && at < text.count ? text[at] : nil
    }

    /// The line (0-based) holding `offset`.
    func line(of offset: Int) -> Int {
        // The reader asks about the line it is on, or the next, far more often than any other.
        let last = lastLine.index
        if contains(line: last, offset) { return last }
        if contains(line: last + 1, offset) {
            lastLine.index = last + 1
            return last + 1
        }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        lastLine.index = low
        return low
    }

    private func contains(line: Int, _ offset: Int) -> Bool {
        line < lineStarts.count && lineStarts[line] <= offset && (line + 1 == lineStarts.count || offset < lineStarts[line + 1])
    }

    /// The line `line(of:)` found last: a hint, checked before it is used, shared by copies.
    private let lastLine = LastLine()

    private final class LastLine {
        var index = 0
    }

    /// The column (0-based) of `offset` within its line.
    func column(of offset: Int) -> Int { offset - lineStarts[line(of: offset)] }

    var column: Int { column(of: index) }

    /// Whether only blanks stand before the current position on its line.
    var isFirstOnLine: Bool {
        var at = index - 1
        while at >= 0, YAMLScanner.isBlank(text[at]) { at -= 1 }
        return at < 0 || YAMLScanner.isBreak(text[at])
    }

    func position(of offset: Int) -> SourcePosition {
        let line = line(of: offset)
        return SourcePosition(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    var position: SourcePosition { position(of: index) }

    func error(_ message: String, at offset: Int? = nil) -> DocumentError {
        DocumentError(message, at: position(of: offset ?? index))
    }

    /// Leading spaces of the line holding `offset` (tabs do not count as indentation).
    func indentation(ofLineAt offset: Int) -> Int {
        var at = lineStarts[line(of: offset)]
        var count = 0
        while at < text.count, text[at] == " " { at += 1; count += 1 }
        return count
    }

    static func isBreak(_ c: Unicode.Scalar?) -> Bool { c == "\n" || c == "\r" }
    static func isBlank(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" }
    static func isFlowIndicator(_ c: Unicode.Scalar?) -> Bool { c == "," || c == "[" || c == "]" || c == "{" || c == "}" }

    /// Whitespace, a line break or the end of the text.
    func isSpaceOrEnd(_ offset: Int = 0) -> Bool {
        let c = peek(offset)
        return c == nil || YAMLScanner.isBlank(c) || YAMLScanner.isBreak(c)
    }

    /// `---` or `...` at the start of a line, followed by whitespace or the end.
    func atDocumentMarker() -> Bool { isDocumentMarker(at: index) }

    func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 2 < text.count else { return false }
        let c = text[offset]
        // At the start of a line: `c` is no line break, so the scalar before it ends the line.
        guard c == "-" || c == ".", offset == 0 || YAMLScanner.isBreak(text[offset - 1]) else { return false }
        let after = offset + 3 < text.count ? text[offset + 3] : nil
        return text[offset + 1] == c && text[offset + 2] == c && (after == nil || YAMLScanner.isBlank(after) || YAMLScanner.isBreak(after))
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
            } else if c == "#" && (index == 0 || YAMLScanner.isBlank(text[index - 1]) || YAMLScanner.isBreak(text[index - 1])) {
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
